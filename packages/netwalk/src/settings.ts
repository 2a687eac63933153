// The Netwalk settings: the request and resolved types, and one table of ranges and defaults
// (settings-clamp.ts puts a request in range by it).
import type { SettingSpec } from '@knossos/core';
import { NETWALK_LIMITS, NETWALK_MODES, type NetwalkMode } from './board.js';
import { NETWALK_GRIDS, type NetwalkGrid } from './masks.js';
import { NETWALK_RULES, type NetwalkRule } from './solve.js';

/**
 * A request for a board: every field may be left out. Out-of-range values are clamped, with a
 * note ({@link clampNetwalkSettings}); {@link NETWALK_SETTINGS} gives each range and default.
 */
export interface NetwalkSettings {
  /** Columns, 2–128 (default 9). */
  width?: number;
  /** Rows, 2–128 (default 9). */
  height?: number;
  /** See {@link NetwalkMode} (default `'bounded'`). */
  mode?: NetwalkMode;
  /**
   * The grid, `square` (the default) or `hex` (6-bit masks, turns of 60°). A hex board is
   * bounded or classic: a hex torus is asked for as bounded, with a note.
   */
  grid?: NetwalkGrid;
  /**
   * Prove the solution is the only one, reworking the board until deduction alone solves it
   * (default `true`). A torus 2 wide or 2 high never has a unique solution without walls, so
   * it is refused unless `barriers` is above 0.
   */
  unique?: boolean;
  /** Allow four-way crosses (default `true`); without them every tile has 1–3 pipes. */
  crosses?: boolean;
  /**
   * Aim for this share of junction tiles (tees and crosses), 0–1; missing or `null` (the
   * default): the tree keeps the share it grew with (about 0.2–0.25). Reached as nearly as the
   * board allows, with a note when it falls short by more than 0.05.
   */
  branching?: number | null;
  /** Aim for this share of straight tiles, 0–1, as {@link NetwalkSettings.branching}. */
  straights?: number | null;
  /**
   * The chance, 0–1 (default 0), of a wall (a barrier, as in Tatham's Net) on each inner side
   * of the board that the solved network does not cross: walls never cut the solution, and the
   * solver uses them, so a board with walls is still proven unique. Sides across the wrap of a
   * torus count as inner sides.
   */
  barriers?: number;
  /**
   * The share of cells left empty, 0–0.3 (default 0), as in KNetWalk: tiles with no pipe that
   * never need turning and count in no par; the network spans the other cells. The server's
   * cell is never empty.
   */
  empty?: number;
  /**
   * Avoid obvious tiles, as hexapipes does (default `false`): swap links until no tile is
   * settled by the closed border or the walls alone (a straight along the border, a tee on it,
   * an elbow in a corner; see `obviousShare`), so the first deductions are not given away.
   */
  avoidObvious?: boolean;
  /**
   * The hardest rule the solver should need (see `NetwalkRule`), or `'any'` (the default):
   * after the uniqueness proof, links are swapped, keeping the board unique, until it needs
   * that rule (see `generateNetwalk`, step 8). `search` boards are proven unique by a short
   * search after deduction. A note says when the aim is not reached (classic boards never
   * need `loops`: loops are allowed there).
   */
  hardestRule?: NetwalkRule | 'any';
  /**
   * The deduction steps per tile to aim at, 1–3 (reached within 0.05), or `null` (the default)
   * for any: how often the solver must come back to a tile before it is settled (about
   * 1.3–1.8 on boards grown at random; fewer is easier). Reached by the same swaps as
   * {@link NetwalkSettings.hardestRule}.
   */
  stepsPerTile?: number | null;
  /**
   * The stars to aim for, 1–5, or 0 for any (default 0). Only verified generation (the
   * family's `generateVerified`) looks at it; `generateNetwalk` keeps it with the settings.
   */
  stars?: number;
  /** The seed: the same settings and seed give the same board (default `'netwalk'`). */
  seed?: string | number;
}

/** The settings a board was made with, every field filled in and in range. */
export interface ResolvedNetwalkSettings {
  /** Columns, 2–128. */
  readonly width: number;
  /** Rows, 2–128. */
  readonly height: number;
  /** The mode. */
  readonly mode: NetwalkMode;
  /** The grid. */
  readonly grid: NetwalkGrid;
  /** Uniqueness was asked for. */
  readonly unique: boolean;
  /** Four-way crosses were allowed. */
  readonly crosses: boolean;
  /** The junction share aimed for, 0–1, or `null` for the tree as grown. */
  readonly branching: number | null;
  /** The straight share aimed for, 0–1, or `null` for the tree as grown. */
  readonly straights: number | null;
  /** The chance of a wall on each inner side the network does not cross, 0–1. */
  readonly barriers: number;
  /** The share of cells left empty, 0–0.3. */
  readonly empty: number;
  /** Obvious tiles were avoided. */
  readonly avoidObvious: boolean;
  /** The hardest rule aimed for, or `'any'`. */
  readonly hardestRule: NetwalkRule | 'any';
  /** The deduction steps per tile aimed at, 1–3, or `null`. */
  readonly stepsPerTile: number | null;
  /** The stars aimed for, 1–5, or 0 for any. */
  readonly stars: number;
  /** The seed asked for (a retry's seed is the board's own `seed`). */
  readonly seed: string;
}

const row = (spec: SettingSpec): SettingSpec => Object.freeze(spec);

/**
 * Every Netwalk setting with its range and default, in the order a form shows them (the seed is
 * not a row: every request has one). {@link clampNetwalkSettings} and `generateNetwalk` clamp
 * with these numbers.
 */
export const NETWALK_SETTINGS: readonly SettingSpec[] = Object.freeze([
  row({
    name: 'width',
    kind: 'integer',
    label: 'Width',
    description: 'Columns of tiles.',
    default: 9,
    min: NETWALK_LIMITS.minSide,
    max: NETWALK_LIMITS.maxSide,
    unit: 'tiles',
  }),
  row({
    name: 'height',
    kind: 'integer',
    label: 'Height',
    description: 'Rows of tiles.',
    default: 9,
    min: NETWALK_LIMITS.minSide,
    max: NETWALK_LIMITS.maxSide,
    unit: 'tiles',
  }),
  row({
    name: 'mode',
    kind: 'choice',
    label: 'Mode',
    description:
      'Bounded has a closed border, a torus wraps round, classic is bounded with extra links that close loops.',
    default: 'bounded',
    choices: NETWALK_MODES,
  }),
  row({
    name: 'grid',
    kind: 'choice',
    label: 'Grid',
    description:
      'Square tiles, or hexagons with six sides (bounded or classic; a hex grid does not wrap).',
    default: 'square',
    choices: NETWALK_GRIDS,
  }),
  row({
    name: 'unique',
    kind: 'switch',
    label: 'Unique',
    description: 'Prove the solution is the only one, reworking the board until it is.',
    default: true,
  }),
  row({
    name: 'crosses',
    kind: 'switch',
    label: 'Crosses',
    description: 'Allow four-way crosses; without them every tile has one to three pipes.',
    default: true,
  }),
  row({
    name: 'branching',
    kind: 'number',
    label: 'Branching',
    description:
      'The share of junction tiles (tees and crosses) to aim for; none keeps the share the tree grows with.',
    default: null,
    min: 0,
    max: 1,
    unit: 'share',
  }),
  row({
    name: 'straights',
    kind: 'number',
    label: 'Straights',
    description:
      'The share of straight tiles to aim for; none keeps the share the tree grows with.',
    default: null,
    min: 0,
    max: 1,
    unit: 'share',
  }),
  row({
    name: 'barriers',
    kind: 'number',
    label: 'Barriers',
    description:
      'The chance of a wall on each inner side the solved network does not cross; walls never cut the solution.',
    default: 0,
    min: 0,
    max: 1,
    unit: 'chance',
  }),
  row({
    name: 'empty',
    kind: 'number',
    label: 'Empty',
    description: 'The share of cells left without a pipe; the network spans the rest.',
    default: 0,
    min: 0,
    max: 0.3,
    unit: 'share',
  }),
  row({
    name: 'avoidObvious',
    kind: 'switch',
    label: 'Avoid obvious',
    description:
      'No tile settled by the border or walls alone (a straight along the border, a tee on it, an elbow in a corner).',
    default: false,
  }),
  row({
    name: 'hardestRule',
    kind: 'choice',
    label: 'Hardest rule',
    description:
      'The hardest rule the solver should need: edges, dead-ends, loops or search (any takes what the tree gives).',
    default: 'any',
    choices: ['any', ...NETWALK_RULES],
  }),
  row({
    name: 'stepsPerTile',
    kind: 'number',
    label: 'Steps per tile',
    description:
      'The deduction steps per tile to aim at (within 0.05): how often the solver comes back to a tile before it is settled.',
    default: null,
    min: 1,
    max: 3,
    unit: 'steps',
  }),
  row({
    name: 'stars',
    kind: 'integer',
    label: 'Stars',
    description: 'The difficulty verified generation aims for, 1–5; 0 takes any.',
    default: 0,
    min: 0,
    max: 5,
    unit: 'stars',
  }),
]);
