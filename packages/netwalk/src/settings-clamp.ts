// The clamp every Netwalk entry point uses: a request put in range by the table of
// settings.ts, one note per change.
import { type ClampedSettings, clampWithNote } from '@knossos/core';
import { NETWALK_MODES, type NetwalkMode } from './board.js';
import { shown } from './errors.js';
import { NETWALK_GRIDS, type NetwalkGrid } from './masks.js';
import {
  NETWALK_SETTINGS,
  type NetwalkSettings,
  type ResolvedNetwalkSettings,
} from './settings.js';
import { NETWALK_RULES, type NetwalkRule } from './solve.js';

/** A number row's range and default. */
function range(name: string): { min: number; max: number; fallback: number } {
  const spec = NETWALK_SETTINGS.find((s) => s.name === name)!;
  return {
    min: spec.min!,
    max: spec.max!,
    fallback: typeof spec.default === 'number' ? spec.default : spec.min!,
  };
}

/** The seed of a request that gives none. */
const DEFAULT_SEED = 'netwalk';

/**
 * Puts a request in range: defaults for what is missing, every number clamped to its row of
 * {@link NETWALK_SETTINGS} (whole numbers rounded), unknown modes and non-boolean switches
 * replaced by their defaults, each change told in a note that starts with the setting's label
 * (`"Width: 1 is outside 2–128; used 2."`). A unique torus needs sides of 3 or more: a side
 * that had to be clamped anyway goes to 3 (one asked for as exactly 2 is kept, and
 * `generateNetwalk` refuses it). Never throws.
 *
 * @param input - a {@link NetwalkSettings}, or anything (a value that is not an object is a
 *   request for the defaults, with a note).
 * @returns the {@link ResolvedNetwalkSettings} and the notes.
 */
export function clampNetwalkSettings(input: unknown): ClampedSettings<ResolvedNetwalkSettings> {
  const notes: string[] = [];
  let given: NetwalkSettings = {};
  if (typeof input === 'object' && input !== null && !Array.isArray(input)) given = input;
  else if (input !== undefined && input !== null) {
    notes.push(`Settings: ${shown(input)} is not an object; used the defaults.`);
  }
  const number = (label: string, name: string, value: unknown, whole: boolean) => {
    const { min, max, fallback } = range(name);
    return clampWithNote(notes, label, value, min, max, fallback, whole);
  };
  const width = number('Width', 'width', given.width, true);
  const height = number('Height', 'height', given.height, true);
  let mode: NetwalkMode = 'bounded';
  if (given.mode !== undefined) {
    if (NETWALK_MODES.includes(given.mode)) mode = given.mode;
    else notes.push(`Mode: ${shown(given.mode)} is not bounded, torus or classic; used bounded.`);
  }
  let grid: NetwalkGrid = 'square';
  if (given.grid !== undefined) {
    if (NETWALK_GRIDS.includes(given.grid)) grid = given.grid;
    else notes.push(`Grid: ${shown(given.grid)} is not square or hex; used square.`);
  }
  if (grid === 'hex' && mode === 'torus') {
    mode = 'bounded';
    notes.push('Mode: a hex grid does not wrap, so a torus cannot be hex; used bounded.');
  }
  const flag = (name: string, value: unknown, fallback: boolean): boolean => {
    if (value === undefined) return fallback;
    if (typeof value === 'boolean') return value;
    notes.push(`${name}: ${shown(value)} is not true or false; used ${fallback}.`);
    return fallback;
  };
  const share = (label: string, name: string, value: unknown): number | null => {
    if (value === undefined || value === null) return null;
    if (typeof value !== 'number' || Number.isNaN(value)) {
      notes.push(
        `${label}: ${shown(value)} is not a number; the tree keeps the share it grows with.`,
      );
      return null;
    }
    return number(label, name, value, false);
  };
  const steps = (value: unknown): number | null => {
    if (value === undefined || value === null) return null;
    if (typeof value !== 'number' || Number.isNaN(value)) {
      notes.push(`Steps per tile: ${shown(value)} is not a number; aimed at none.`);
      return null;
    }
    return number('Steps per tile', 'stepsPerTile', value, false);
  };
  let seed = DEFAULT_SEED;
  if (given.seed !== undefined) {
    if (
      typeof given.seed === 'string' ||
      (typeof given.seed === 'number' && Number.isFinite(given.seed))
    ) {
      seed = String(given.seed);
    } else notes.push(`Seed: ${shown(given.seed)} is not a string or a number; used "netwalk".`);
  }
  const unique = flag('Unique', given.unique, true);
  const sides = { width, height };
  if (mode === 'torus' && unique) {
    for (const [name, key] of [
      ['Width', 'width'],
      ['Height', 'height'],
    ] as const) {
      if (sides[key] === 2 && given[key] !== 2) {
        sides[key] = 3;
        notes.push(`${name}: a unique torus needs 3 or more; used 3.`);
      }
    }
  }
  const settings: ResolvedNetwalkSettings = {
    width: sides.width,
    height: sides.height,
    mode,
    grid,
    unique,
    crosses: flag('Crosses', given.crosses, true),
    branching: share('Branching', 'branching', given.branching),
    straights: share('Straights', 'straights', given.straights),
    barriers: number('Barriers', 'barriers', given.barriers, false),
    empty: number('Empty', 'empty', given.empty, false),
    avoidObvious: flag('Avoid obvious', given.avoidObvious, false),
    hardestRule: ruleOf(given.hardestRule, notes),
    stepsPerTile: steps(given.stepsPerTile),
    stars: number('Stars', 'stars', given.stars, true),
    seed,
  };
  return { settings, notes };
}

/** The hardest-rule aim of a request: a rule, or `'any'` (with a note for anything else). */
function ruleOf(value: unknown, notes: string[]): NetwalkRule | 'any' {
  if (value === undefined || value === null || value === 'any') return 'any';
  if (NETWALK_RULES.includes(value as NetwalkRule)) return value as NetwalkRule;
  notes.push(
    `Hardest rule: ${shown(value)} is not any, ${NETWALK_RULES.join(', ')}; aimed at any.`,
  );
  return 'any';
}

/** The settings of a request that gives none: {@link NETWALK_SETTINGS}' defaults, seed `'netwalk'`. */
export function defaultNetwalkSettings(): ResolvedNetwalkSettings {
  return clampNetwalkSettings({}).settings;
}
