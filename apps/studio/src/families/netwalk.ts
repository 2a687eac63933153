// Netwalk as the studio uses it: the settings form, presets, verdict, pictures and tiles in words
// of @knossos/netwalk's boards.
import {
  connected,
  generateNetwalk,
  type NetwalkBoard,
  netwalkFromJson,
  toSketch as netwalkSketch,
  netwalkToJson,
  newGame,
  rateNetwalk,
  rotateMask,
  solveNetwalk,
  tileKind,
} from '@knossos/netwalk';
import { createTopology } from '@knossos/topology';
import type { StudioFamily } from './index.js';
import { inInk } from './ink.js';
import type { StudioPreset, StudioSetting } from './settings.js';

/** Netwalk's settings with their ranges, in form order. */
const NETWALK_SETTINGS: readonly StudioSetting[] = [
  { kind: 'number', name: 'width', label: 'Width', min: 2, max: 128, step: 1, default: 9 },
  { kind: 'number', name: 'height', label: 'Height', min: 2, max: 128, step: 1, default: 9 },
  {
    kind: 'number',
    name: 'branching',
    label: 'Junction share',
    min: 0,
    max: 1,
    step: 0.05,
    default: 0.25,
    optional: true,
  },
  {
    kind: 'number',
    name: 'straights',
    label: 'Straight share',
    min: 0,
    max: 1,
    step: 0.05,
    default: 0.2,
    optional: true,
  },
  { kind: 'choice', name: 'mode', label: 'Mode', choices: ['bounded', 'torus', 'classic'] },
  { kind: 'switch', name: 'crosses', label: 'Four-way crosses', default: true },
  { kind: 'switch', name: 'unique', label: 'Unique solution', default: true },
];

/** Netwalk's presets. */
const NETWALK_PRESETS: readonly StudioPreset[] = [
  { name: 'Netwalk/Bounded 7×7', settings: { width: 7, height: 7, mode: 'bounded' } },
  { name: 'Netwalk/Torus 13×11', settings: { width: 13, height: 11, mode: 'torus' } },
  { name: 'Netwalk/Classic 9×9', settings: { width: 9, height: 9, mode: 'classic' } },
  {
    name: 'Netwalk/Expert 20×20',
    settings: { width: 20, height: 20, mode: 'torus', crosses: false },
  },
];

/** The tiles the server reaches as a board starts, worked out once per board (hover asks often). */
const START_LIT = new WeakMap<object, Uint8Array>();
function startLit(board: NetwalkBoard): Uint8Array {
  let lit = START_LIT.get(board);
  if (lit === undefined) {
    lit = connected(newGame(board));
    START_LIT.set(board, lit);
  }
  return lit;
}

/** Netwalk: turn the tiles until every one is joined to the server, with no loose ends. */
export const netwalk: StudioFamily<'netwalk'> = {
  name: 'netwalk',
  title: 'Netwalk',
  settings: NETWALK_SETTINGS,
  foldSettings: false,
  initialSettings: () => ({ width: 9, height: 9, mode: 'bounded', unique: true, crosses: true }),
  presets: NETWALK_PRESETS,
  generate: async (settings, seed) => ({
    family: 'netwalk',
    data: generateNetwalk({ ...settings, seed }),
  }),
  verdictOf(p) {
    const result = solveNetwalk(p.data);
    const rating = rateNetwalk(p.data, result);
    return {
      facts: [
        ['Solvable', result.solved ? 'yes' : 'no'],
        [
          'Solutions',
          result.unique
            ? 'unique'
            : result.solutions >= 2
              ? 'more than one'
              : String(result.solutions),
        ],
        ['Hardest rule', result.hardestRule ?? '—'],
        ['Stars', `${rating.stars} of 5`],
        ['Mode', p.data.mode],
      ],
      notes: [...p.data.notes],
      stuck: false,
    };
  },
  sketchOf(p, view) {
    const sketch = netwalkSketch(p.data, view.netwalkPlay, {
      solution: view.style === 'answer-key',
      legend: true,
    });
    return view.style === 'printable' ? inInk(sketch) : sketch;
  },
  topologyOf: (p) =>
    createTopology({
      kind: p.data.mode === 'torus' ? 'torus' : 'square',
      width: p.data.width,
      height: p.data.height,
    }),
  titleOf: (p) =>
    `Netwalk ${p.data.mode} ${p.data.width}×${p.data.height} · ${p.data.seed ?? 'loaded'}`,
  describeCell(p, cell, view) {
    const board = p.data;
    const x = cell % board.width;
    const y = Math.floor(cell / board.width);
    const answer = view.style === 'answer-key';
    const mask = answer
      ? board.solution[cell]!
      : rotateMask(board.solution[cell]!, board.offsets[cell]!);
    const lit = startLit(board)[cell] === 1;
    const server = cell === board.server ? 'the server, ' : '';
    return `Tile (${x}, ${y}): ${server}${tileKind(mask)}${answer ? '' : lit ? ', connected' : ', not connected yet'}.`;
  },
  floorsOf: () => 1,
  stepsOf: () => [],
  toJson: (p) => netwalkToJson(p.data),
  fromJson: (text) => ({ family: 'netwalk', data: netwalkFromJson(text) }),
};
