// The studio's puzzles: one of three families, as the packages make and read them.
import type { Sketch } from '@knossos/export';
import {
  type FlowLevel,
  type FlowPlay,
  flowFromJson,
  toSketch as flowSketch,
  flowToJson,
  type GeneratedFlow,
  rateFlow,
  solveFlow,
} from '@knossos/flow';
import {
  type MazeData,
  type MazePictureStyle,
  mazeFromJson,
  toSketch as mazeSketch,
  mazeToJson,
  type Play,
} from '@knossos/maze';
import {
  type NetwalkBoard,
  type NetwalkPlay,
  netwalkFromJson,
  toSketch as netwalkSketch,
  netwalkToJson,
  rateNetwalk,
  solveNetwalk,
} from '@knossos/netwalk';
import { createTopology, type Topology, type TopologySpec } from '@knossos/topology';

export type Family = 'maze' | 'flow' | 'netwalk';
export const FAMILIES: readonly Family[] = ['maze', 'flow', 'netwalk'];
export const FAMILY_NAMES: Readonly<Record<Family, string>> = {
  maze: 'Maze',
  flow: 'Flow',
  netwalk: 'Netwalk',
};

export type Puzzle =
  | { readonly family: 'maze'; readonly data: MazeData }
  | { readonly family: 'flow'; readonly data: GeneratedFlow | FlowLevel }
  | { readonly family: 'netwalk'; readonly data: NetwalkBoard };

/** A puzzle as JSON text, in its family's own format. */
export function toJson(p: Puzzle): string {
  if (p.family === 'maze') return mazeToJson(p.data);
  if (p.family === 'flow') return flowToJson(p.data);
  return netwalkToJson(p.data);
}

/** Reads a puzzle of a family from its JSON text (the family's reader checks every field). */
export function fromJson(family: Family, text: string): Puzzle {
  if (family === 'maze') return { family, data: mazeFromJson(text) };
  if (family === 'flow') return { family, data: flowFromJson(text) };
  return { family, data: netwalkFromJson(text) };
}

/** The studio's pack: an ordered list of puzzles of any family. */
export const PACK_FORMAT = 'knossos.studio-pack/1';

export function packToJson(puzzles: readonly Puzzle[]): string {
  return JSON.stringify(
    {
      format: PACK_FORMAT,
      puzzles: puzzles.map((p) => ({
        family: p.family,
        puzzle: JSON.parse(toJson(p)),
        // Flow's JSON is the level alone; the seed and notes of a made level ride beside it.
        ...(p.family === 'flow' && 'seed' in p.data
          ? { seed: p.data.seed, notes: p.data.notes, unique: p.data.unique }
          : {}),
      })),
    },
    null,
    1,
  );
}

/**
 * Reads a pack, checking every puzzle with its family's reader.
 *
 * @throws Error naming the puzzle (`puzzles[3]`) and what is wrong.
 */
export function packFromJson(text: string): Puzzle[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new Error(`not JSON: ${(error as Error).message}`);
  }
  const pack = data as { format?: unknown; puzzles?: unknown };
  if (pack === null || typeof pack !== 'object' || pack.format !== PACK_FORMAT) {
    throw new Error(`format: a studio pack says "format": "${PACK_FORMAT}"`);
  }
  if (!Array.isArray(pack.puzzles)) throw new Error('puzzles: must be a list');
  if (pack.puzzles.length === 0) throw new Error('puzzles: the pack holds no puzzles');
  return pack.puzzles.map(
    (
      entry: {
        family?: unknown;
        puzzle?: unknown;
        seed?: unknown;
        notes?: unknown;
        unique?: unknown;
      },
      i: number,
    ) => {
      const family = entry?.family;
      if (family !== 'maze' && family !== 'flow' && family !== 'netwalk') {
        throw new Error(`puzzles[${i}].family: must be maze, flow or netwalk`);
      }
      let p: Puzzle;
      try {
        p = fromJson(family, JSON.stringify(entry.puzzle));
      } catch (error) {
        throw new Error(`puzzles[${i}]: ${(error as Error).message}`);
      }
      if (p.family === 'flow' && typeof entry.seed === 'string') {
        const notes = Array.isArray(entry.notes)
          ? entry.notes.filter((n): n is string => typeof n === 'string')
          : [];
        return {
          family: 'flow',
          data: {
            ...p.data,
            seed: entry.seed,
            notes,
            unique: entry.unique === true,
            uniqueLoose: null,
            attempts: 0,
            solution: p.data.solution ?? [],
          },
        };
      }
      return p;
    },
  );
}

/** What the board is drawn from, in a game or not. */
export interface View {
  readonly style: MazePictureStyle;
  /** Draw the best solution (mazes); default as the style says. Off while playing. */
  readonly solution?: boolean;
  readonly floor?: number;
  readonly mazePlay?: Play;
  readonly trails?: readonly (readonly number[])[];
  readonly flowPlay?: FlowPlay;
  readonly netwalkPlay?: NetwalkPlay;
}

/** The picture of a puzzle. */
export function sketchOf(p: Puzzle, view: View): Sketch {
  const answer = view.style === 'answer-key';
  if (p.family === 'maze') {
    return mazeSketch(p.data, {
      style: view.style,
      legend: true,
      ...(view.mazePlay ? { play: view.mazePlay } : {}),
      ...(view.trails ? { trails: view.trails } : {}),
      ...(view.floor !== undefined ? { floor: view.floor } : {}),
      ...(view.solution !== undefined ? { solution: view.solution } : {}),
    });
  }
  const sketch =
    p.family === 'flow'
      ? flowSketch(p.data, view.flowPlay, {
          solution: answer && p.data.solution != null,
          legend: true,
        })
      : netwalkSketch(p.data, view.netwalkPlay, { solution: answer, legend: true });
  return view.style === 'printable' ? inInk(sketch) : sketch;
}

/**
 * A sketch for printing in black and white: every colour becomes the grey of its lightness
 * (Flow's dots keep their letters, so the colours still tell apart on paper).
 */
function inInk(sketch: Sketch): Sketch {
  const grey = (color: string | undefined): string | undefined => {
    const hex = color && /^#([0-9a-f]{6})$/i.exec(color);
    if (!hex) return color === undefined ? undefined : '#555555';
    const n = Number.parseInt(hex[1]!, 16);
    const light = Math.round(0.299 * (n >> 16) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255));
    const v = Math.min(200, light).toString(16).padStart(2, '0');
    return `#${v}${v}${v}`;
  };
  return {
    ...sketch,
    items: sketch.items.map((item) =>
      'color' in item && item.color ? { ...item, color: grey(item.color)! } : item,
    ),
    ...(sketch.legend
      ? { legend: sketch.legend.map((e) => (e.color ? { ...e, color: grey(e.color)! } : e)) }
      : {}),
  };
}

/** The grid of a puzzle, for finding the cell under the pointer. */
export function topologyOf(p: Puzzle): Topology {
  if (p.family === 'maze') return createTopology(p.data.board.passages.spec as TopologySpec);
  if (p.family === 'flow')
    return createTopology({ kind: p.data.grid, width: p.data.width, height: p.data.height });
  return createTopology({
    kind: p.data.mode === 'torus' ? 'torus' : 'square',
    width: p.data.width,
    height: p.data.height,
  });
}

/** One line naming a puzzle, for lists. */
export function title(p: Puzzle): string {
  if (p.family === 'maze') {
    const s = p.data.settings;
    return `Maze ${s.grid} ${s.grid === 'circular' ? `${s.rings} rings` : `${s.width}×${s.height}`} · ${p.data.seed}`;
  }
  if (p.family === 'flow')
    return `Flow ${p.data.width}×${p.data.height} · ${'seed' in p.data ? p.data.seed : 'loaded'}`;
  return `Netwalk ${p.data.mode} ${p.data.width}×${p.data.height} · ${p.data.seed ?? 'loaded'}`;
}

/** A verdict to show: facts as label and value, notes, and whether a player can get stuck. */
export interface Verdict {
  readonly facts: [string, string][];
  readonly notes: string[];
  readonly stuck: boolean;
}

/**
 * Verdicts already worked out, by puzzle: the worker works them out with each puzzle it makes,
 * so proving a big Flow level or Netwalk board never holds up the page.
 */
export const VERDICTS: WeakMap<object, Verdict> = new WeakMap();

/** The verdict of a puzzle (from {@link VERDICTS} when known). */
export function verdictOf(p: Puzzle): Verdict {
  const known = VERDICTS.get(p.data);
  if (known) return known;
  const verdict = workOutVerdict(p);
  VERDICTS.set(p.data, verdict);
  return verdict;
}

/** Solves and rates a puzzle for its verdict. */
export function workOutVerdict(p: Puzzle): Verdict {
  if (p.family === 'maze') {
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
  }
  if (p.family === 'flow') {
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
  }
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
}
