// The maze settings as the family contract's table: one row per setting, in the order a form
// shows them. Labels, ranges and defaults come from the settings tables of settings.ts; this
// file adds only what a form needs besides (a sentence, a unit, when the setting applies).
import type { SettingSpec } from '@knossos/core';
import {
  CHOICE_SETTINGS,
  type MazeSettings,
  NUMBER_SETTINGS,
  type NumberSettingName,
  SWITCH_SETTINGS,
  type SwitchSettingName,
  TEXT_LIMITS,
} from './settings.js';

type When = SettingSpec['appliesWhen'];

/** The whole numbers from `min` to `max` of a numeric setting: `appliesWhen` lists values. */
const from = (name: NumberSettingName, min: number): number[] => {
  const out: number[] = [];
  for (let n = min; n <= NUMBER_SETTINGS[name].max; n++) out.push(n);
  return out;
};

/** Every grid but circular: the ones sized by width and height. */
const SIZED_GRIDS = CHOICE_SETTINGS.grid.choices.filter((g) => g !== 'circular');
/** Every outline but none. */
const OUTLINES = CHOICE_SETTINGS.shape.choices.filter((s) => s !== 'none');

/** What a row adds to the tables of settings.ts. */
interface Extra {
  readonly description: string;
  readonly unit?: string;
  readonly appliesWhen?: When;
}

/**
 * The rows, in the order of {@link MazeSettings}. `appliesWhen` follows what generation reads:
 * width and height on the grids sized by them, rings on circular boards, stairs with more than
 * one floor, branchiness for the growing tree, weave on square boards of one floor, and so on.
 */
const ROWS: readonly (readonly [keyof MazeSettings, Extra])[] = [
  ['grid', { description: 'The cell shape: square, hex, triangle or circular rings.' }],
  [
    'width',
    {
      description: 'Cells across (on triangle boards, triangles per row).',
      unit: 'cells',
      appliesWhen: { grid: SIZED_GRIDS },
    },
  ],
  ['height', { description: 'Rows.', unit: 'rows', appliesWhen: { grid: SIZED_GRIDS } }],
  [
    'rings',
    {
      description: 'Rings around the centre cell.',
      unit: 'rings',
      appliesWhen: { grid: ['circular'] },
    },
  ],
  [
    'firstRing',
    {
      description: 'Cells in the first ring: 0 for automatic (6), else 3–12.',
      unit: 'cells',
      appliesWhen: { grid: ['circular'] },
    },
  ],
  ['floors', { description: 'Floors stacked and joined by stairs.', unit: 'floors' }],
  [
    'stairs',
    {
      description: 'Stairs between each pair of floors.',
      unit: 'stairs',
      appliesWhen: { floors: from('floors', 2) },
    },
  ],
  ['algorithm', { description: 'The carving algorithm.' }],
  [
    'branchiness',
    {
      description: 'Growing tree: 0 gives long winding corridors, 1 short bushy ones.',
      appliesWhen: { algorithm: ['growing-tree'] },
    },
  ],
  [
    'braid',
    {
      description: 'The share of dead ends removed: 0 is a perfect maze, 1 has none.',
      unit: 'share',
    },
  ],
  ['loops', { description: 'Extra openings, each a second way round.', unit: 'openings' }],
  ['rooms', { description: 'Open rooms carved into the maze.', unit: 'rooms' }],
  [
    'roomSize',
    {
      description: 'How far a room reaches from its centre.',
      unit: 'cells',
      appliesWhen: { rooms: from('rooms', 1) },
    },
  ],
  ['holes', { description: 'The share of cells cut out as holes.', unit: 'share' }],
  [
    'weave',
    {
      description: 'Crossings where one corridor passes under another.',
      unit: 'crossings',
      appliesWhen: { grid: ['square'], floors: [1] },
    },
  ],
  ['shape', { description: 'The outline the board is cut to.' }],
  [
    'shapeText',
    {
      description: `The word the board is cut to: A–Z, 0–9, space, - ! ? . + and <3, at most ${TEXT_LIMITS.shapeText} characters.`,
      appliesWhen: { shape: ['text'] },
    },
  ],
  [
    'shapeMask',
    {
      description: `Rows of # (inside) and . (outside), top row first, at most ${TEXT_LIMITS.maskRows} rows of ${TEXT_LIMITS.maskRows}; none by default. A picture given as shapeImage is read into these rows.`,
      appliesWhen: { shape: ['custom'] },
    },
  ],
  [
    'shapeFill',
    {
      description: 'How much of the board the shape fills.',
      unit: 'share',
      appliesWhen: { shape: OUTLINES },
    },
  ],
  [
    'connectPieces',
    {
      description: 'Join the pieces of a shape that falls apart (off keeps the largest).',
      appliesWhen: { shape: OUTLINES },
    },
  ],
  [
    'movement',
    {
      description:
        'Step one cell at a time, or roll until stopped (square and hex boards of one floor).',
    },
  ],
  ['endpoints', { description: 'Where the start and goal go.' }],
  [
    'start',
    {
      description: 'The start cell (−1: none).',
      unit: 'cell',
      appliesWhen: { endpoints: ['fixed'] },
    },
  ],
  [
    'goal',
    {
      description: 'The goal cell (−1: none).',
      unit: 'cell',
      appliesWhen: { endpoints: ['fixed'] },
    },
  ],
  ['openBorder', { description: 'Cut an entrance and an exit in the outer wall.' }],
  ['players', { description: 'How many players.', unit: 'players' }],
  [
    'sharedGoal',
    {
      description: 'One goal for all (a race from fair starts), or a goal each.',
      appliesWhen: { players: from('players', 2) },
    },
  ],
  ['keys', { description: 'Keys, each with its door on the way.', unit: 'keys' }],
  ['switches', { description: 'Switches, each flipping its gates.', unit: 'switches' }],
  [
    'gatesPerSwitch',
    {
      description: 'Gates per switch: the first across the way, the rest decoys.',
      unit: 'gates',
      appliesWhen: { switches: from('switches', 1) },
    },
  ],
  ['shortcutDoors', { description: 'Let doors and gates go where they can be walked around.' }],
  ['gems', { description: 'Gems to collect before any goal lets a player in.', unit: 'gems' }],
  [
    'traps',
    { description: 'The share of free cells off the way that become traps.', unit: 'share' },
  ],
  ['oneWays', { description: 'Sides that may be passed one way only.', unit: 'sides' }],
  [
    'portals',
    {
      description: 'Portal pairs: stepping into one end puts the player on the other.',
      unit: 'pairs',
    },
  ],
  ['noSoftLocks', { description: 'Accept only mazes where no player can get stuck.' }],
  [
    'targetDifficulty',
    { description: 'The stars to aim for: 0 for any, else 1–5.', unit: 'stars' },
  ],
  [
    'minCoverage',
    { description: 'The least share of the maze the best solution must pass.', unit: 'share' },
  ],
  ['maxAttempts', { description: 'Mazes tried before the closest is taken.', unit: 'tries' }],
  ['stateBudget', { description: 'Positions the solver may store per proof.', unit: 'positions' }],
  [
    'seed',
    { description: 'The same settings and seed always give the same maze; empty for a fresh one.' },
  ],
];

const TEXT_ROWS: Readonly<Record<string, { label: string; default: string }>> = {
  shapeText: { label: 'Text', default: 'MAZE' },
  shapeMask: { label: 'Mask rows', default: '' },
  seed: { label: 'Seed', default: '' },
};

function specOf(name: keyof MazeSettings, extra: Extra): SettingSpec {
  const rest = {
    description: extra.description,
    ...(extra.unit === undefined ? {} : { unit: extra.unit }),
    ...(extra.appliesWhen === undefined ? {} : { appliesWhen: extra.appliesWhen }),
  };
  if (name in NUMBER_SETTINGS) {
    const s = NUMBER_SETTINGS[name as NumberSettingName];
    const kind = s.whole ? 'integer' : 'number';
    return { name, kind, label: s.label, default: s.default, min: s.min, max: s.max, ...rest };
  }
  if (name in CHOICE_SETTINGS) {
    const s = CHOICE_SETTINGS[name as keyof typeof CHOICE_SETTINGS];
    return {
      name,
      kind: 'choice',
      label: s.label,
      default: s.default,
      choices: s.choices,
      ...rest,
    };
  }
  if (name in SWITCH_SETTINGS) {
    const s = SWITCH_SETTINGS[name as SwitchSettingName];
    return { name, kind: 'switch', label: s.label, default: s.default, ...rest };
  }
  const text = TEXT_ROWS[name]!;
  const kind = name === 'shapeMask' ? 'lines' : 'text';
  return { name, kind, label: text.label, default: text.default, ...rest };
}

/**
 * Every maze setting as a row of the family contract's settings table, in the order a form shows
 * them (board, carving, shape, players, gimmicks, quality, seed). Labels, ranges and defaults are
 * those of {@link NUMBER_SETTINGS}, {@link CHOICE_SETTINGS} and {@link SWITCH_SETTINGS}; the text
 * settings are `shapeText` and `seed` (`text`) and `shapeMask` (`lines`, default `''`: no rows).
 * `appliesWhen` says when a setting is read: `rings` and `firstRing` on circular boards only,
 * `width` and `height` on the others, `stairs` with 2 floors or more, `weave` on square boards of
 * one floor, `roomSize` with rooms, `gatesPerSwitch` with switches, `sharedGoal` with several
 * players, `start` and `goal` with fixed endpoints, the shape's settings with an outline.
 */
export const MAZE_SETTINGS: readonly SettingSpec[] = Object.freeze(
  ROWS.map(([name, extra]) => Object.freeze(specOf(name, extra))),
);
