// Flow as the studio uses it: the settings form, presets, verdict, pictures and cells in words of
// @knossos/flow's levels, and Z3 synthesis on the page.
import {
  flowFromJson,
  toSketch as flowSketch,
  flowToJson,
  generateFlow,
  rateFlow,
  solveFlow,
} from '@knossos/flow';
import { createTopology } from '@knossos/topology';
import type { StudioFamily } from './index.js';
import { inInk } from './ink.js';
import type { StudioPreset, StudioSetting } from './settings.js';

/** Flow's settings with their ranges, in form order. */
const FLOW_SETTINGS: readonly StudioSetting[] = [
  { kind: 'number', name: 'width', label: 'Width', min: 5, max: 40, step: 1, default: 7 },
  { kind: 'number', name: 'height', label: 'Height', min: 5, max: 40, step: 1, default: 7 },
  {
    kind: 'number',
    name: 'colors',
    label: 'Colours',
    min: 2,
    max: 533,
    step: 1,
    default: 6,
    optional: true,
  },
  { kind: 'number', name: 'minLen', label: 'Shortest path', min: 2, max: 8, step: 1, default: 3 },
  {
    kind: 'number',
    name: 'maxLen',
    label: 'Longest path',
    min: 3,
    max: 1600,
    step: 1,
    default: 1600,
    optional: true,
  },
  {
    kind: 'choice',
    name: 'method',
    label: 'Method',
    choices: ['constructive', 'z3'],
    texts: { constructive: 'constructive (fast)', z3: 'z3 (SAT synthesis)' },
    default: 'constructive',
  },
  { kind: 'choice', name: 'grid', label: 'Grid', choices: ['square', 'hex'] },
  { kind: 'switch', name: 'unique', label: 'Unique solution', default: true },
];

/** Flow's presets. */
const FLOW_PRESETS: readonly StudioPreset[] = [
  { name: 'Flow/Starter 5×5', settings: { width: 5, height: 5 } },
  { name: 'Flow/Classic 7×7', settings: { width: 7, height: 7 } },
  { name: 'Flow/Hex 8×8', settings: { grid: 'hex', width: 8, height: 8 } },
  { name: 'Flow/Large 14×14', settings: { width: 14, height: 14 } },
];

/** The letters naming Flow's colours in words, as the pictures letter the dots. */
const COLOUR_NAMES = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Flow: join each pair of dots with a path so that the paths fill the board. */
export const flow: StudioFamily<'flow'> = {
  name: 'flow',
  title: 'Flow',
  settings: FLOW_SETTINGS,
  foldSettings: false,
  initialSettings: () => ({ width: 7, height: 7, minLen: 3, unique: true, grid: 'square' }),
  presets: FLOW_PRESETS,
  generate: async (settings, seed) => ({
    family: 'flow',
    data: await generateFlow({ ...settings, method: 'constructive', seed }),
  }),
  // Z3 runs its own worker threads from the page (it cannot start inside a module worker), so
  // the page stays responsive and Cancel aborts the synthesis.
  onPage: {
    wants: (settings) => settings.method === 'z3',
    generate: async (settings, seed, signal) => ({
      family: 'flow',
      data: await generateFlow({ ...settings, method: 'z3', seed, signal }),
    }),
  },
  verdictOf(p) {
    const result = solveFlow(p.data, { limit: 2 });
    const rating = rateFlow(p.data);
    return {
      facts: [
        ['Solvable', result.solution ? 'yes' : 'no'],
        [
          'Solutions',
          result.complete ? (result.count === 1 ? 'unique' : String(result.count)) : 'at least 1',
        ],
        ['Colours', String(p.data.dots.length / 2)],
        ['Stars', `${rating.stars} of 5`],
        ['Score', String(rating.score ?? '—')],
      ],
      notes: 'notes' in p.data ? [...p.data.notes] : [],
      stuck: false,
    };
  },
  sketchOf(p, view) {
    const sketch = flowSketch(p.data, view.flowPlay, {
      solution: view.style === 'answer-key' && p.data.solution != null,
      legend: true,
    });
    return view.style === 'printable' ? inInk(sketch) : sketch;
  },
  topologyOf: (p) =>
    createTopology({ kind: p.data.grid, width: p.data.width, height: p.data.height }),
  titleOf: (p) =>
    `Flow ${p.data.width}×${p.data.height} · ${'seed' in p.data ? p.data.seed : 'loaded'}`,
  describeCell(p, cell, view) {
    const x = cell % p.data.width;
    const y = Math.floor(cell / p.data.width);
    const dot = p.data.dots.indexOf(cell);
    const name = (k: number) => COLOUR_NAMES[k] ?? String(k + 1);
    if (dot >= 0) return `Cell (${x}, ${y}): a dot of colour ${name(dot >> 1)}.`;
    const k = view.style === 'answer-key' ? (p.data.solution?.[cell] ?? -1) : -1;
    return k >= 0
      ? `Cell (${x}, ${y}): the path of colour ${name(k)}.`
      : `Cell (${x}, ${y}): empty, to be filled.`;
  },
  floorsOf: () => 1,
  stepsOf: () => [],
  toJson: (p) => flowToJson(p.data),
  fromJson: (text) => ({ family: 'flow', data: flowFromJson(text) }),
  // Flow's JSON is the level alone; the seed, notes and uniqueness of a made level ride beside it.
  packExtras: (p) =>
    'seed' in p.data ? { seed: p.data.seed, notes: p.data.notes, unique: p.data.unique } : {},
  withPackExtras(p, extras) {
    if (typeof extras.seed !== 'string') return p;
    const notes = Array.isArray(extras.notes)
      ? extras.notes.filter((n): n is string => typeof n === 'string')
      : [];
    return {
      family: 'flow',
      data: {
        ...p.data,
        seed: extras.seed,
        notes,
        unique: extras.unique === true,
        uniqueLoose: null,
        attempts: 0,
        solution: p.data.solution ?? [],
      },
    };
  },
};
