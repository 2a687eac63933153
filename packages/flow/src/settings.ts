// The Flow settings table: every setting with its range and default, and the one clamp that
// `generateFlow` and the family both put settings in range with.
import { type ClampedSettings, describeValue, type SettingSpec } from '@knossos/core';
import { BUILTIN_SHAPES } from '@knossos/topology';
import type { FlowSettings } from './generate-types.js';
import {
  BRIDGES,
  CELLS_PER_COLOR,
  clamp,
  clampBoard,
  FEWEST_COLORS,
  MIN_LEN,
  SIDE,
  WINDINESS,
} from './settings-board.js';

export { clamp, sideOf } from './settings-board.js';

/** The stars to aim for (0: any). @internal */
export const STARS = { min: 0, max: 5, default: 0 } as const;
/**
 * Boards up to this many cells check `uniqueLoose` by default in Z3 synthesis (the constructive
 * method checks every size). @internal
 */
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
    description: `Colours, exactly: half the side to twice the side (side: the mean of width and height; never more than cells / ${CELLS_PER_COLOR}); default 0.8 × the side up to a side of 20, rising to 1.2 × the side at 30 and past it, rounded.`,
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
    name: 'windiness',
    kind: 'number',
    label: 'Windiness',
    description:
      'Turns per path cell to aim for, 0–0.6 (hand-made levels: about 0.24); 0 also allows dead-straight paths longer than half the side.',
    default: WINDINESS.default,
    min: WINDINESS.min,
    max: WINDINESS.max,
    step: 0.05,
    unit: 'share',
  },
  {
    name: 'shape',
    kind: 'text',
    label: 'Shape',
    description: `The board's outline: none (the full rectangle) or a built-in shape (${BUILTIN_SHAPES.join(', ')}); cells outside are holes.`,
    default: null,
    optional: true,
  },
  {
    name: 'bridges',
    kind: 'integer',
    label: 'Bridges',
    description: 'Bridge cells, where two paths cross straight over each other (square boards).',
    default: BRIDGES.default,
    min: BRIDGES.min,
    max: BRIDGES.max,
    unit: 'bridges',
    appliesWhen: { grid: ['square'] },
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
    description:
      'Also make the level unique when a path may run alongside itself (the loose rule).',
    default: true,
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
  const { grid, width, height, colors, minLen, maxLen, windiness, shape, bridges } = clampBoard(
    given as FlowSettings,
    notes,
  );
  const unique = toSwitch(notes, 'Unique', given.unique, true);
  let method: 'constructive' | 'z3' = 'constructive';
  if (given.method === 'z3') method = 'z3';
  else if (given.method !== undefined && given.method !== 'constructive') {
    notes.push(`Method: ${String(given.method)} is not a method; used constructive.`);
  }
  const checkLoose = toSwitch(notes, 'Check loose', given.checkLoose, true);
  const stars = clamp(notes, 'Stars', given.stars, STARS.min, STARS.max, STARS.default);
  // The optional settings stay out unless given, so that they keep following the board.
  const settings: FlowSettings = {
    grid,
    width,
    height,
    ...(given.colors === undefined ? {} : { colors }),
    minLen,
    ...(given.maxLen === undefined ? {} : { maxLen }),
    windiness,
    ...(shape === null ? {} : { shape }),
    bridges,
    unique,
    method,
    checkLoose,
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
