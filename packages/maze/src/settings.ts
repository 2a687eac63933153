import { CARVE_ALGORITHMS, type CarveAlgorithm, clampSetting } from '@knossos/carving';
import type { Movement } from '@knossos/gimmicks';
import { type ShapeImage, shapeImageRows } from './shape-image.js';

/** The cell shape: square (4 sides), hex (6, pointy-top), triangle (3), or circular rings. */
export type GridShape = 'square' | 'hex' | 'triangle' | 'circular';

/**
 * Where the start and goal go: the two cells farthest apart along the maze; the centre to the
 * rim; the rim to the centre; or the two cells given as `start` and `goal`.
 */
export type Endpoints = 'farthest' | 'center-out' | 'outside-in' | 'fixed';

/** An outline the board is cut to (`text` uses `shapeText`, `custom` uses `shapeMask`). */
export type ShapeName =
  | 'none'
  | 'circle'
  | 'ring'
  | 'heart'
  | 'star'
  | 'diamond'
  | 'cross'
  | 'text'
  | 'custom';

/**
 * Everything a maze is made from. Every field has a range and a default
 * ({@link NUMBER_SETTINGS}, {@link CHOICE_SETTINGS}, {@link SWITCH_SETTINGS});
 * {@link clampSettings} puts any input in range, telling each change in a note.
 */
export interface MazeSettings {
  /** Board: the cell shape. Default `'square'`. */
  grid: GridShape;
  /** Board: cells across (on triangle boards, triangles per row), 2–64. Default 16. */
  width: number;
  /** Board: rows, 2–64. Default 16. */
  height: number;
  /** Board, circular only: rings around the centre cell, 2–40. Default 8. */
  rings: number;
  /** Board, circular only: cells in the first ring, 0 (automatic: 6) or 3–12. Default 0. */
  firstRing: number;
  /** Board: floors stacked and joined by stairs, 1–8. Default 1. */
  floors: number;
  /** Board: stairs between each pair of floors, 1–4. Default 1. */
  stairs: number;
  /** Carving: the algorithm. Default `'recursive-backtracker'`. */
  algorithm: CarveAlgorithm;
  /** Carving, growing tree only: 0 long winding corridors to 1 short bushy ones. Default 0.5. */
  branchiness: number;
  /** Carving: dead-end removal, 0 (a perfect maze) to 1 (no dead ends). Default 0. */
  braid: number;
  /** Carving: extra openings, each a second way round, 0–999. Default 0. */
  loops: number;
  /** Carving: open rooms, 0–12. Default 0. */
  rooms: number;
  /** Carving: how far a room reaches from its centre, in cells, 1–4. Default 2. */
  roomSize: number;
  /** Carving: the fraction of cells cut out as holes, 0–0.35. Default 0. */
  holes: number;
  /** Carving, square boards only: weave crossings, 0–40. Default 0. */
  weave: number;
  /** Shape: the outline. Default `'none'`. */
  shape: ShapeName;
  /** Shape `text`: the word (A–Z, 0–9, space, `- ! ? . +`, `<3`), at most 24 characters. */
  shapeText: string;
  /** Shape `custom`: rows of `#` (inside) and `.` (outside), top row first. */
  shapeMask: string[];
  /**
   * Shape `custom`: a picture that wins over the typed rows (see {@link ShapeImage}). Input only:
   * clamping reads it into `shapeMask`, so clamped settings never carry it.
   */
  shapeImage?: ShapeImage | null;
  /** Shape: how much of the board the shape fills, 0.3–1. Default 0.9. */
  shapeFill: number;
  /** Shape: join the pieces of a shape that falls apart (off keeps the largest). Default on. */
  connectPieces: boolean;
  /** Players: step one cell at a time, or roll until stopped. Default `'step'`. */
  movement: Movement;
  /** Players: where the start and goal go. Default `'farthest'`. */
  endpoints: Endpoints;
  /** Players, `fixed` endpoints: the start cell (−1: none). Default −1. */
  start: number;
  /** Players, `fixed` endpoints: the goal cell (−1: none). Default −1. */
  goal: number;
  /** Players: cut an entrance and an exit in the outer wall. Default off. */
  openBorder: boolean;
  /** Players: how many, 1–4. Default 1. */
  players: number;
  /** Players: one goal for all (a race from fair starts), or a goal each. Default on. */
  sharedGoal: boolean;
  /** Gimmicks: keys and doors, 0–6. Default 0. */
  keys: number;
  /** Gimmicks: switches, 0–4. Default 0. */
  switches: number;
  /** Gimmicks: gates per switch (the first across the way, the rest decoys), 1–3. Default 1. */
  gatesPerSwitch: number;
  /** Gimmicks: let doors and gates go where they can be walked around. Default off. */
  shortcutDoors: boolean;
  /** Gimmicks: gems to collect before any goal lets a player in, 0–8. Default 0. */
  gems: number;
  /** Gimmicks: the fraction of free cells off the way that become traps, 0–0.25. Default 0. */
  traps: number;
  /** Gimmicks: one-way sides, 0–24. Default 0. */
  oneWays: number;
  /** Gimmicks: portal pairs, 0–4. Default 0. */
  portals: number;
  /** Gimmicks: accept only mazes where no player can get stuck. Default off. */
  noSoftLocks: boolean;
  /** Quality: the star rating to aim for, 0 (any) to 5. Default 0. */
  targetDifficulty: number;
  /** Quality: the least share of the maze the best solution must pass, 0–0.9. Default 0. */
  minCoverage: number;
  /** Quality: mazes tried per result before the closest is taken, 1–500. Default 50. */
  maxAttempts: number;
  /** Quality: positions the solver may store, 1,000–5,000,000. Default 500,000. */
  stateBudget: number;
  /** The seed; the same settings and seed always give the same maze. Empty: a fresh one. */
  seed: string;
}

/** A numeric setting: its label in notes, range, default and whether it is a whole number. */
export interface NumberSetting {
  /** The name notes use, as in `"Braid: 3 is outside 0–1; used 1."`. */
  readonly label: string;
  /** The smallest value. */
  readonly min: number;
  /** The largest value. */
  readonly max: number;
  /** The value when none is given. */
  readonly default: number;
  /** Whole numbers only (a fraction is rounded, with a note). */
  readonly whole: boolean;
}

/** A setting chosen from a list: its label in notes, the choices and the default. */
export interface ChoiceSetting<T extends string> {
  /** The name notes use. */
  readonly label: string;
  /** Every value it accepts. */
  readonly choices: readonly T[];
  /** The value when none (or an unknown one) is given. */
  readonly default: T;
}

const num = (
  label: string,
  min: number,
  max: number,
  value: number,
  whole = true,
): NumberSetting => ({ label, min, max, default: value, whole });

/** The names of the numeric settings. */
export type NumberSettingName =
  | 'width'
  | 'height'
  | 'rings'
  | 'firstRing'
  | 'floors'
  | 'stairs'
  | 'branchiness'
  | 'braid'
  | 'loops'
  | 'rooms'
  | 'roomSize'
  | 'holes'
  | 'weave'
  | 'shapeFill'
  | 'start'
  | 'goal'
  | 'players'
  | 'keys'
  | 'switches'
  | 'gatesPerSwitch'
  | 'gems'
  | 'traps'
  | 'oneWays'
  | 'portals'
  | 'targetDifficulty'
  | 'minCoverage'
  | 'maxAttempts'
  | 'stateBudget';

/** The numeric settings, with the reference ranges (see {@link MazeSettings} for each). */
export const NUMBER_SETTINGS: Readonly<Record<NumberSettingName, NumberSetting>> = {
  width: num('Width', 2, 64, 16),
  height: num('Height', 2, 64, 16),
  rings: num('Rings', 2, 40, 8),
  firstRing: num('First ring cells', 0, 12, 0),
  floors: num('Floors', 1, 8, 1),
  stairs: num('Stairs per floor', 1, 4, 1),
  branchiness: num('Branchiness', 0, 1, 0.5, false),
  braid: num('Braid', 0, 1, 0, false),
  loops: num('Extra loops', 0, 999, 0),
  rooms: num('Rooms', 0, 12, 0),
  roomSize: num('Room size', 1, 4, 2),
  holes: num('Holes', 0, 0.35, 0, false),
  weave: num('Weave crossings', 0, 40, 0),
  shapeFill: num('Fill', 0.3, 1, 0.9, false),
  start: num('Start cell', -1, 1_000_000, -1),
  goal: num('Goal cell', -1, 1_000_000, -1),
  players: num('Players', 1, 4, 1),
  keys: num('Keys', 0, 6, 0),
  switches: num('Switches', 0, 4, 0),
  gatesPerSwitch: num('Gates per switch', 1, 3, 1),
  gems: num('Gems', 0, 8, 0),
  traps: num('Traps', 0, 0.25, 0, false),
  oneWays: num('One-way sides', 0, 24, 0),
  portals: num('Portal pairs', 0, 4, 0),
  targetDifficulty: num('Target difficulty', 0, 5, 0),
  minCoverage: num('Min coverage', 0, 0.9, 0, false),
  maxAttempts: num('Max attempts', 1, 500, 50),
  stateBudget: num('State budget', 1_000, 5_000_000, 500_000),
};

/** The settings chosen from a list. */
export interface ChoiceSettings {
  /** The cell shape. */
  readonly grid: ChoiceSetting<GridShape>;
  /** The carving algorithm. */
  readonly algorithm: ChoiceSetting<CarveAlgorithm>;
  /** The outline. */
  readonly shape: ChoiceSetting<ShapeName>;
  /** Step or roll. */
  readonly movement: ChoiceSetting<Movement>;
  /** Where the start and goal go. */
  readonly endpoints: ChoiceSetting<Endpoints>;
}

/** The settings chosen from a list: their labels, choices and defaults. */
export const CHOICE_SETTINGS: ChoiceSettings = {
  grid: {
    label: 'Grid',
    choices: ['square', 'hex', 'triangle', 'circular'],
    default: 'square',
  } satisfies ChoiceSetting<GridShape>,
  algorithm: {
    label: 'Algorithm',
    choices: CARVE_ALGORITHMS,
    default: 'recursive-backtracker',
  } satisfies ChoiceSetting<CarveAlgorithm>,
  shape: {
    label: 'Shape',
    choices: ['none', 'circle', 'ring', 'heart', 'star', 'diamond', 'cross', 'text', 'custom'],
    default: 'none',
  } satisfies ChoiceSetting<ShapeName>,
  movement: {
    label: 'Movement',
    choices: ['step', 'roll'],
    default: 'step',
  } satisfies ChoiceSetting<Movement>,
  endpoints: {
    label: 'Start / goal',
    choices: ['farthest', 'center-out', 'outside-in', 'fixed'],
    default: 'farthest',
  } satisfies ChoiceSetting<Endpoints>,
};

/** An on/off setting: its label in notes and its default. */
export interface SwitchSetting {
  /** The name notes use. */
  readonly label: string;
  /** On or off when not given. */
  readonly default: boolean;
}

/** The names of the on/off settings. */
export type SwitchSettingName =
  | 'connectPieces'
  | 'openBorder'
  | 'sharedGoal'
  | 'shortcutDoors'
  | 'noSoftLocks';

/** The on/off settings: label and default. */
export const SWITCH_SETTINGS: Readonly<Record<SwitchSettingName, SwitchSetting>> = {
  connectPieces: { label: 'Connect pieces', default: true },
  openBorder: { label: 'Open border', default: false },
  sharedGoal: { label: 'Shared goal', default: true },
  shortcutDoors: { label: 'Shortcut doors', default: false },
  noSoftLocks: { label: 'No soft-locks', default: false },
};

/** Limits on the text settings. */
export interface TextLimits {
  /** The longest `shapeText`, 24 characters. */
  readonly shapeText: 24;
  /** The most `shapeMask` rows, and characters per row, 160. */
  readonly maskRows: 160;
  /** The longest seed, 200 characters. */
  readonly seed: 200;
}

/** Limits on the text settings. */
export const TEXT_LIMITS: TextLimits = { shapeText: 24, maskRows: 160, seed: 200 };

/** Fresh default settings. */
export function defaultSettings(): MazeSettings {
  const settings: Record<string, unknown> = { shapeText: 'MAZE', shapeMask: [], seed: '' };
  for (const [key, s] of Object.entries(NUMBER_SETTINGS)) settings[key] = s.default;
  for (const [key, s] of Object.entries(CHOICE_SETTINGS)) settings[key] = s.default;
  for (const [key, s] of Object.entries(SWITCH_SETTINGS)) settings[key] = s.default;
  return settings as unknown as MazeSettings;
}

/** What {@link clampSettings} returns. */
export interface ClampedSettings {
  /** Settings in range, a fresh object. */
  readonly settings: MazeSettings;
  /** One sentence per change, each starting with the setting's label. */
  readonly notes: string[];
}

/**
 * Puts any input in range and never throws: a missing field takes its default; a number out of
 * range is clamped, a fraction given for a whole-number setting rounded, anything not a number
 * replaced by the default; an unknown choice, a non-boolean switch or an over-long text takes
 * the default or is cut; fields that are not settings are ignored. Each change is a note
 * (`"Braid: 3 is outside 0–1; used 1."`). The input is never changed.
 *
 * Ranges are the reference generator's (its settings tables); `firstRing` takes 0 or 3–12, so 1
 * and 2 become 3.
 *
 * @param input - anything: a partial {@link MazeSettings}, `undefined`, or garbage.
 */
export function clampSettings(input: unknown): ClampedSettings {
  const notes: string[] = [];
  const settings = defaultSettings() as unknown as Record<string, unknown>;
  if (input === undefined || input === null) return { settings: settings as never, notes };
  if (typeof input !== 'object' || Array.isArray(input)) {
    notes.push(
      `Settings: expected an object of settings (got ${describe(input)}); used the defaults.`,
    );
    return { settings: settings as never, notes };
  }
  const given = input as Record<string, unknown>;
  for (const [key, s] of Object.entries(NUMBER_SETTINGS)) {
    if (!(key in given)) continue;
    const value = given[key];
    if (typeof value !== 'number') {
      notes.push(`${s.label}: ${describe(value)} is not a number; used ${s.default}.`);
      continue;
    }
    settings[key] = clampSetting(notes, s.label, value, s.min, s.max, s.default, s.whole);
  }
  const ring = settings.firstRing as number;
  if (ring > 0 && ring < 3) {
    notes.push(`First ring cells: ${ring} is neither 0 (automatic) nor 3–12; used 3.`);
    settings.firstRing = 3;
  }
  for (const [key, s] of Object.entries(CHOICE_SETTINGS)) {
    if (!(key in given)) continue;
    const value = given[key];
    if (!(s.choices as readonly unknown[]).includes(value)) {
      notes.push(
        `${s.label}: ${describe(value)} is not one of ${s.choices.join(', ')}; used ${s.default}.`,
      );
      continue;
    }
    settings[key] = value;
  }
  for (const [key, s] of Object.entries(SWITCH_SETTINGS)) {
    if (!(key in given)) continue;
    const value = given[key];
    if (typeof value !== 'boolean') {
      notes.push(
        `${s.label}: ${describe(value)} is not on or off; used ${s.default ? 'on' : 'off'}.`,
      );
      continue;
    }
    settings[key] = value;
  }
  if ('shapeText' in given)
    settings.shapeText = text(given.shapeText, 'Text', TEXT_LIMITS.shapeText, notes, 'MAZE');
  if ('seed' in given) settings.seed = text(given.seed, 'Seed', TEXT_LIMITS.seed, notes, '');
  if ('shapeMask' in given) {
    const mask = given.shapeMask;
    if (!Array.isArray(mask) || !mask.every((row) => typeof row === 'string')) {
      notes.push(`Mask rows: ${describe(mask)} is not a list of rows; used none.`);
    } else {
      const rows = mask
        .slice(0, TEXT_LIMITS.maskRows)
        .map((row) => row.slice(0, TEXT_LIMITS.maskRows));
      if (rows.length < mask.length || rows.some((row, i) => row !== mask[i])) {
        notes.push(`Mask rows: cut to ${TEXT_LIMITS.maskRows} rows of ${TEXT_LIMITS.maskRows}.`);
      }
      settings.shapeMask = rows;
    }
  }
  if (given.shapeImage != null) {
    if (settings.shape !== 'custom') {
      notes.push('Shape: an image is read only for the custom shape; ignored.');
    } else {
      const rows = shapeImageRows(given.shapeImage, notes);
      if (rows !== null) settings.shapeMask = rows;
    }
  }
  return { settings: settings as unknown as MazeSettings, notes };
}

/** A text setting: a string, cut to `limit` characters (with a note), or the fallback. */
function text(
  value: unknown,
  label: string,
  limit: number,
  notes: string[],
  fallback: string,
): string {
  if (typeof value !== 'string') {
    notes.push(`${label}: ${describe(value)} is not text; used "${fallback}".`);
    return fallback;
  }
  if (value.length > limit) {
    notes.push(`${label}: longer than ${limit} characters; cut to ${limit}.`);
    return value.slice(0, limit);
  }
  return value;
}

/** A short, safe description of any value for a note. */
function describe(value: unknown): string {
  if (typeof value === 'string')
    return JSON.stringify(value.length > 20 ? `${value.slice(0, 20)}…` : value);
  if (typeof value === 'number' || typeof value === 'boolean' || value == null)
    return String(value);
  return Array.isArray(value) ? 'a list' : `a ${typeof value}`;
}
