// The Flow settings table: every setting with its range and default, and the one clamp that
// `generateFlow` and the family both put settings in range with.
import {
  type ClampedSettings,
  clampWithNote,
  describeValue,
  type SettingSpec,
} from '@knossos/core';
import type { FlowSettings } from './generate.js';
import type { FlowGrid } from './level.js';

/** Board sides, in cells (constructive method). */
const SIDE = { min: 5, max: 40, default: 7 } as const;
/** Shortest path, in cells. */
const MIN_LEN = { min: 2, max: 8, default: 3 } as const;
/** The stars to aim for (0: any). @internal */
export const STARS = { min: 0, max: 5, default: 0 } as const;
/** The least cells per colour: at most cells / 3 colours. */
const CELLS_PER_COLOR = 3;
/** The default colours: about one per 8 cells. */
const DEFAULT_CELLS_PER_COLOR = 8;
/** The fewest colours. */
const FEWEST_COLORS = 2;
/** Boards up to this many cells check `uniqueLoose` unless told otherwise. @internal */
export const LOOSE_CELLS = 144;

const MOST_CELLS = SIDE.max * SIDE.max;

/**
 * Every Flow setting in the order a form shows them, with the ranges `generateFlow` clamps with
 * (the constructive method; Z3 synthesis clamps further, see `synthesizeFlow`). `colors`,
 * `maxLen` and `checkLoose` are `optional`, with no fixed default (`null`): left out, they are
 * worked out from the board's cells (about one colour per 8 cells, no longest path, the loose
 * check on up to 144 cells).
 */
export const FLOW_SETTINGS: readonly SettingSpec[] = Object.freeze<SettingSpec[]>([
  {
    name: 'width',
    kind: 'integer',
    label: 'Width',
    description: 'Columns of the board.',
    default: SIDE.default,
    min: SIDE.min,
    max: SIDE.max,
    unit: 'cells',
  },
  {
    name: 'height',
    kind: 'integer',
    label: 'Height',
    description: 'Rows of the board.',
    default: SIDE.default,
    min: SIDE.min,
    max: SIDE.max,
    unit: 'cells',
  },
  {
    name: 'grid',
    kind: 'choice',
    label: 'Grid',
    description: 'Square cells (four neighbours) or hexagons (six).',
    default: 'square',
    choices: ['square', 'hex'],
    choiceLabels: { square: 'Square', hex: 'Hex' },
  },
  {
    name: 'colors',
    kind: 'integer',
    label: 'Colors',
    description: `Colours to aim for, ${FEWEST_COLORS} to cells / ${CELLS_PER_COLOR} (default about one per ${DEFAULT_CELLS_PER_COLOR} cells); making the level unique may add a few.`,
    default: null,
    optional: true,
    min: FEWEST_COLORS,
    max: Math.floor(MOST_CELLS / CELLS_PER_COLOR),
    unit: 'colours',
  },
  {
    name: 'minLen',
    kind: 'integer',
    label: 'Min length',
    description: 'The shortest path, dots included.',
    default: MIN_LEN.default,
    min: MIN_LEN.min,
    max: MIN_LEN.max,
    unit: 'cells',
  },
  {
    name: 'maxLen',
    kind: 'integer',
    label: 'Max length',
    description: 'The longest path, 2 · min length − 1 to cells (default cells: no limit).',
    default: null,
    optional: true,
    min: 2 * MIN_LEN.min - 1,
    max: MOST_CELLS,
    unit: 'cells',
  },
  {
    name: 'unique',
    kind: 'switch',
    label: 'Unique',
    description: 'Prove the level has exactly one solution, repairing it until it does.',
    default: true,
  },
  {
    name: 'method',
    kind: 'choice',
    label: 'Method',
    description: 'Cover the board with paths and prove (constructive), or Z3 synthesis (z3).',
    default: 'constructive',
    choices: ['constructive', 'z3'],
    choiceLabels: { constructive: 'Constructive', z3: 'Z3 synthesis' },
  },
  {
    name: 'checkLoose',
    kind: 'switch',
    label: 'Check loose',
    description: `Also check the level stays unique when a path may run alongside itself (default on up to ${LOOSE_CELLS} cells).`,
    default: null,
    optional: true,
    appliesWhen: { unique: [true] },
  },
  {
    name: 'stars',
    kind: 'integer',
    label: 'Stars',
    description: 'The difficulty to aim for in verified generation, 1–5 stars (0: any).',
    default: STARS.default,
    min: STARS.min,
    max: STARS.max,
    unit: 'stars',
  },
]);

/**
 * A number setting put in range (whole numbers), with a note when it moved: `clampWithNote` of
 * `@knossos/core`, the default put in range too. @internal
 */
export function clamp(
  notes: string[],
  name: string,
  value: unknown,
  min: number,
  max: number,
  fallback: number,
): number {
  return clampWithNote(notes, name, value, min, max, Math.min(max, Math.max(min, fallback)), true);
}

/** The board and path settings of a request, in range. @internal */
export interface FlowBoard {
  readonly grid: FlowGrid;
  readonly width: number;
  readonly height: number;
  readonly colors: number;
  readonly minLen: number;
  readonly maxLen: number;
}

/**
 * Puts the board and path settings in range with the table's bounds, a note for each change:
 * colours 2 to cells / 3, and a longest path from `2 · minLen − 1` (so paths can add up to any
 * board) to cells. @internal
 */
export function clampBoard(settings: FlowSettings, notes: string[]): FlowBoard {
  const grid: FlowGrid = settings.grid === 'hex' ? 'hex' : 'square';
  if (settings.grid !== undefined && settings.grid !== grid) {
    notes.push(`Grid: ${String(settings.grid)} is not a Flow grid; used square.`);
  }
  const width = clamp(notes, 'Width', settings.width, SIDE.min, SIDE.max, SIDE.default);
  const height = clamp(notes, 'Height', settings.height, SIDE.min, SIDE.max, SIDE.default);
  const cells = width * height;
  const colors = clamp(
    notes,
    'Colors',
    settings.colors,
    FEWEST_COLORS,
    Math.floor(cells / CELLS_PER_COLOR),
    Math.max(FEWEST_COLORS, Math.round(cells / DEFAULT_CELLS_PER_COLOR)),
  );
  const minLen = clamp(
    notes,
    'Min length',
    settings.minLen,
    MIN_LEN.min,
    MIN_LEN.max,
    MIN_LEN.default,
  );
  let maxLen = clamp(notes, 'Max length', settings.maxLen, minLen, cells, cells);
  // Paths of minLen–maxLen cells must be able to add up to the board: with maxLen at least
  // 2 · minLen − 1 every count of cells from minLen on can be split so.
  if (maxLen < 2 * minLen - 1) {
    notes.push(
      `Max length: ${maxLen} leaves too little room to fill the board with paths of at least ${minLen}; used ${2 * minLen - 1}.`,
    );
    maxLen = 2 * minLen - 1;
  }
  return { grid, width, height, colors, minLen, maxLen };
}

/** A switch setting: `true` or `false`, else the default with a note. */
function toSwitch(notes: string[], name: string, value: unknown, fallback: boolean): boolean {
  if (value === undefined || typeof value === 'boolean') return value ?? fallback;
  notes.push(`${name}: ${describeValue(value)} is not on or off; used ${fallback ? 'on' : 'off'}.`);
  return fallback;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Flow settings put in range with a note for every change (each starting with the setting's
 * label), never throwing: a value out of range is clamped, one of the wrong kind takes the
 * default. Every setting of {@link FLOW_SETTINGS} is filled in but the `optional` ones
 * (`colors`, `maxLen`, `checkLoose`), which are kept, in range, only when given: left out, they
 * follow the board. The seed is kept as text when given (a number becomes its text; an empty
 * one is none); run options (`timeMs`, `signal`) and unknown fields are dropped.
 *
 * @param input - the request: any value (a non-object gives the defaults, with a note).
 */
export function clampFlowSettings(input: unknown): ClampedSettings<FlowSettings> {
  const notes: string[] = [];
  let given: Record<string, unknown> = {};
  if (isRecord(input)) given = input;
  else if (input !== undefined && input !== null) {
    notes.push(`Settings: ${describeValue(input)} is not an object; used the defaults.`);
  }
  const { grid, width, height, colors, minLen, maxLen } = clampBoard(given as FlowSettings, notes);
  const unique = toSwitch(notes, 'Unique', given.unique, true);
  let method: 'constructive' | 'z3' = 'constructive';
  if (given.method === 'z3') method = 'z3';
  else if (given.method !== undefined && given.method !== 'constructive') {
    notes.push(`Method: ${String(given.method)} is not a method; used constructive.`);
  }
  const loose = width * height <= LOOSE_CELLS;
  const checkLoose = toSwitch(notes, 'Check loose', given.checkLoose, loose);
  const stars = clamp(notes, 'Stars', given.stars, STARS.min, STARS.max, STARS.default);
  // The optional settings stay out unless given, so that they keep following the board.
  const settings: FlowSettings = {
    grid,
    width,
    height,
    ...(given.colors === undefined ? {} : { colors }),
    minLen,
    ...(given.maxLen === undefined ? {} : { maxLen }),
    unique,
    method,
    ...(given.checkLoose === undefined ? {} : { checkLoose }),
    stars,
  };
  const seed = given.seed;
  if (typeof seed === 'string' || (typeof seed === 'number' && Number.isFinite(seed))) {
    if (String(seed) !== '') settings.seed = String(seed);
  } else if (seed !== undefined) {
    notes.push(`Seed: ${describeValue(seed)} is not text or a number; used none.`);
  }
  return { settings, notes };
}

/**
 * The settings a request without any gets: 7 × 7, square, minimum length 3, unique,
 * constructive, any stars; the optional settings left out (worked out from the board).
 */
export function defaultFlowSettings(): FlowSettings {
  return clampFlowSettings({}).settings;
}
