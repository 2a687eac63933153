// The maze as the studio uses it: @knossos/maze's settings tables, presets, Auto, pictures and
// verdict.
import {
  CHOICE_SETTINGS,
  defaultSettings,
  describe,
  exportPng,
  exportSvg,
  frames,
  generateVerified,
  mazeFromJson,
  toSketch as mazeSketch,
  mazeToJson,
  NUMBER_SETTINGS,
  presets,
  SWITCH_SETTINGS,
  TEXT_LIMITS,
  tune,
} from '@knossos/maze';
import { createTopology, type TopologySpec } from '@knossos/topology';
import type { StudioFamily } from './index.js';
import type { StudioSetting } from './settings.js';

/** Settings without their seed: the studio gives each batch its own. */
function withoutSeed(settings: object): Record<string, unknown> {
  const { seed: _seed, ...rest } = settings as Record<string, unknown>;
  return rest;
}

/** The maze's form: its choices, numbers and switches, then the shape's text and rows. */
const SETTINGS: readonly StudioSetting[] = [
  ...Object.entries(CHOICE_SETTINGS).map(
    ([name, s]): StudioSetting => ({
      kind: 'choice',
      name,
      label: s.label,
      choices: s.choices as readonly string[],
      default: s.default,
    }),
  ),
  ...Object.entries(NUMBER_SETTINGS).map(
    ([name, s]): StudioSetting => ({
      kind: 'number',
      name,
      label: s.label,
      min: s.min,
      max: s.max,
      step: s.whole ? 1 : 0.01,
      default: s.default,
      hint: `${s.min}–${s.max}`,
    }),
  ),
  ...Object.entries(SWITCH_SETTINGS).map(
    ([name, s]): StudioSetting => ({ kind: 'switch', name, label: s.label, default: s.default }),
  ),
  {
    kind: 'text',
    name: 'shapeText',
    label: 'Shape text',
    note: 'shape: text',
    size: TEXT_LIMITS.shapeText,
  },
  {
    kind: 'lines',
    name: 'shapeMask',
    label: 'Shape rows',
    note: 'shape: custom; # inside, . outside',
    size: 4,
  },
];

/** The maze family: step or roll through passages, with keys, gates and stairs. */
export const maze: StudioFamily<'maze'> = {
  name: 'maze',
  title: 'Maze',
  settings: SETTINGS,
  foldSettings: true,
  initialSettings: () => withoutSeed(defaultSettings()),
  presets: presets.map((p) => ({ name: p.name, settings: withoutSeed(p.make()) })),
  tune(settings) {
    const tuned = tune({ ...settings, seed: '' });
    return { settings: withoutSeed(tuned.settings), changes: tuned.changes };
  },
  generate: async (settings, seed) => ({
    family: 'maze',
    data: generateVerified({ ...settings, seed }),
  }),
  verdictOf(p) {
    const v = p.data.verdict;
    const f = p.data.facts;
    return {
      facts: [
        ['Solvable', v.solvable ? 'yes' : 'not proven'],
        ['Par', v.solvable ? `${v.par} moves` : '—'],
        ['Best solutions', v.unique ? 'unique' : `${v.optimalCount}${v.countComplete ? '' : '+'}`],
        ['Stars', `${v.difficulty} of 5`],
        ['Can get stuck', v.canGetStuck ? 'yes' : 'no'],
        ['Dead ends', String(f.deadEnds)],
        ['Junctions', String(f.junctions)],
        ['Loops', String(f.loops)],
        ['Real decisions', String(f.realDecisions)],
        ['Solution length', String(f.solutionLength)],
        ['Coverage', `${Math.round(f.coverage * 100)}%`],
        ['Shortcuts', String(f.shortcuts)],
      ],
      notes: [...p.data.notes, ...v.notes],
      stuck: v.canGetStuck === true,
    };
  },
  sketchOf: (p, view) =>
    mazeSketch(p.data, {
      style: view.style,
      legend: true,
      ...(view.mazePlay ? { play: view.mazePlay } : {}),
      ...(view.trails ? { trails: view.trails } : {}),
      ...(view.floor !== undefined ? { floor: view.floor } : {}),
      ...(view.solution !== undefined ? { solution: view.solution } : {}),
    }),
  topologyOf: (p) => createTopology(p.data.board.passages.spec as TopologySpec),
  titleOf(p) {
    const s = p.data.settings;
    return `Maze ${s.grid} ${s.grid === 'circular' ? `${s.rings} rings` : `${s.width}×${s.height}`} · ${p.data.seed}`;
  },
  describeCell: (p, cell, view) => describe(p.data, cell, view.mazePlay),
  floorsOf: (p) => (p.data.board.passages.spec as { floors?: number }).floors ?? 1,
  stepsOf: (p) =>
    p.data.verdict.solvable
      ? frames(p.data).map((f) => ({
          text: f.text,
          view: { mazePlay: f.play, trails: f.trails },
          cell: f.play.positions[Math.max(0, f.player)],
        }))
      : [],
  exportSvg: (p, style) => exportSvg(p.data, { style }),
  exportPng: (p, style, size) => exportPng(p.data, { style, size }),
  toJson: (p) => mazeToJson(p.data),
  fromJson: (text) => ({ family: 'maze', data: mazeFromJson(text) }),
};
