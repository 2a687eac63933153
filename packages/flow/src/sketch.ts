import type { LegendEntry, Point, Sketch, SketchItem } from '@knossos/export';
import { FlowError } from './errors.js';
import { COLOR_CHARACTERS } from './formats.js';
import { flowGraph, toNodeColors } from './graph.js';
import { checkLevel, type FlowLevel, topologyOf } from './level.js';
import type { FlowPlay } from './play.js';

/**
 * The colours of the first 16 colours, as Flow games show them (red, green, blue, yellow,
 * orange, cyan, magenta, maroon, purple, white-ish grey, grey, lime, tan, navy, teal, pink);
 * {@link flowColor} spreads further colours round the colour wheel.
 */
export const FLOW_COLORS: readonly string[] = Object.freeze([
  '#e6194b',
  '#2e8b1f',
  '#1f5fd6',
  '#e6c619',
  '#f58231',
  '#2ec4d6',
  '#d633c4',
  '#800000',
  '#7d3cc8',
  '#b3b3b3',
  '#6b6b6b',
  '#9be31c',
  '#b59a6a',
  '#000075',
  '#008080',
  '#f5a0c0',
]);

/** Colour `k`'s CSS colour: {@link FLOW_COLORS}, then hues a golden angle apart. */
export function flowColor(k: number): string {
  if (k < FLOW_COLORS.length) return FLOW_COLORS[k]!;
  return `hsl(${Math.round((k * 137.508) % 360)}, 70%, 45%)`;
}

/** What {@link toSketch} draws besides the board and the dots. */
export interface FlowSketchOptions {
  /** Draw the stored solution's paths (an answer key). Default false. */
  readonly solution?: boolean;
  /**
   * Letter each dot with its colour's character (as in the text format), so a puzzle printed
   * in black and white still tells its colours apart. Default true.
   */
  readonly letters?: boolean;
  /** A legend of the colours and their letters. Default false. */
  readonly legend?: boolean;
  /**
   * Print in black and white: every dot black with its letter in white (letters are then always
   * drawn), the solution's paths in grey, and a legend that says to join equal letters, so a
   * page printed without colour holds all a solver needs. Default false.
   */
  readonly ink?: boolean;
}

/** The ink of a black-and-white picture: black dots, grey paths. */
const INK = { dot: '#111111', path: '#8a8a8a' } as const;

/**
 * A Flow level as a `Sketch` for `@knossos/export`: the grid (thin lines, a firm border), a
 * path per colour — the player's lines when `play` is given, else the solution when asked for —
 * and the dots on top. A hole is no cell: nothing is drawn there but the firm border around it.
 * A bridge is a cell with a deck running north–south (two rails); the path crossing it
 * north–south is drawn on the deck, over the one crossing east–west.
 *
 * @param level - the level; its solution is needed only with `solution: true`.
 * @param play - lines being drawn in a game (see `newGame`, `drawPath`), or `undefined`.
 * @param options - {@link FlowSketchOptions}.
 * @returns the sketch, in the topology's board units (one cell is 1).
 * @throws `FlowError` for a malformed level, or when the solution is asked for and not known.
 */
export function toSketch(
  level: FlowLevel,
  play?: FlowPlay,
  options: FlowSketchOptions = {},
): Sketch {
  checkLevel(level);
  const t = topologyOf(level);
  const holes = new Set(level.holes ?? []);
  const items: SketchItem[] = [];
  const border: SketchItem[] = [];
  for (let c = 0; c < t.cellCount; c++) {
    for (let s = 0; s < t.slotCount(c); s++) {
      const other = t.neighbor(c, s);
      if (other >= 0 && other < c) continue;
      // A side between two cells of the board is a grid line; between a cell and a hole or the
      // outside, the border; between holes, nothing.
      const inside = !holes.has(c);
      const beyond = other >= 0 && !holes.has(other);
      if (!inside && !beyond) continue;
      const edge = t.edgeOf(c, s);
      if (edge?.kind !== 'segment') continue;
      if (inside && beyond) {
        items.push({ kind: 'wall', a: edge.a, b: edge.b, width: 0.03, color: '#c8c8c8' });
      } else border.push({ kind: 'wall', a: edge.a, b: edge.b, width: 0.08, color: '#333333' });
    }
  }
  items.push(...border);
  const ink = options.ink === true;
  const colorOf = (k: number) => (ink ? INK.path : flowColor(k));
  const lines = play?.lines ?? (options.solution ? solutionPaths(level) : []);
  const center = (cell: number): Point => t.center(cell);
  lines.forEach((line, k) => {
    if (line.length > 0) {
      items.push({ kind: 'route', points: line.map(center), width: 0.34, color: colorOf(k) });
    }
  });
  for (const cell of level.bridges ?? [])
    items.push(...bridgeDeck(level, t.center(cell), cell, lines, colorOf));
  const letters = options.letters !== false || ink;
  for (let i = 0; i < level.dots.length; i++) {
    const k = i >> 1;
    items.push({
      kind: 'marker',
      marker: 'dot',
      at: center(level.dots[i]!),
      size: 0.76,
      color: ink ? INK.dot : flowColor(k),
      ...(letters ? { label: COLOR_CHARACTERS[k] ?? String(k + 1) } : {}),
    });
  }
  const colors = level.dots.length / 2;
  const legend: LegendEntry[] | undefined = !options.legend
    ? undefined
    : ink
      ? [{ marker: 'dot' as const, color: INK.dot, text: 'Join each pair of equal letters' }]
      : Array.from({ length: colors }, (_, k) => ({
          marker: 'dot' as const,
          color: flowColor(k),
          text: COLOR_CHARACTERS[k] ?? String(k + 1),
        }));
  return {
    bounds: t.bounds(),
    cellSize: 1,
    items,
    ...(legend ? { legend } : {}),
    title: `Flow ${level.width} × ${level.height}, ${colors} colours`,
  };
}

/** The colour of a bridge's deck: a light plank, so an empty bridge shows in a puzzle. */
const BRIDGE_DECK = '#ececec';

/**
 * A bridge's deck over the paths drawn so far: a light strip running north–south with a
 * rail down each side, and on it the colour of the line that crosses the bridge north–south
 * (its cells before and after the bridge are the ones above and below), if one does.
 */
function bridgeDeck(
  level: FlowLevel,
  at: Point,
  cell: number,
  lines: readonly (readonly number[])[],
  colorOf: (k: number) => string,
): SketchItem[] {
  const strip = (half: number, color: string): SketchItem => ({
    kind: 'polygon',
    points: [
      { x: at.x - half, y: at.y - 0.5 },
      { x: at.x + half, y: at.y - 0.5 },
      { x: at.x + half, y: at.y + 0.5 },
      { x: at.x - half, y: at.y + 0.5 },
    ],
    color,
  });
  const deck: SketchItem[] = [strip(0.27, BRIDGE_DECK)];
  const across = (a: number | undefined) => a !== undefined && Math.abs(a - cell) === level.width;
  lines.forEach((line, k) => {
    for (let i = 0; i < line.length; i++) {
      if (line[i] === cell && (across(line[i - 1]) || across(line[i + 1]))) {
        deck.push(strip(0.17, colorOf(k)));
      }
    }
  });
  for (const side of [-1, 1]) {
    const x = at.x + side * 0.27;
    deck.push({
      kind: 'wall',
      a: { x, y: at.y - 0.5 },
      b: { x, y: at.y + 0.5 },
      width: 0.05,
      color: '#333333',
    });
  }
  return deck;
}

/**
 * Each colour's path in the stored solution, from its first dot to its second, as cells (a
 * bridge's cell in both paths that cross it).
 */
function solutionPaths(level: FlowLevel): number[][] {
  const { solution } = level;
  if (solution === undefined || solution === null) {
    throw new FlowError('solution', 'the level has no stored solution to draw');
  }
  // Walked on the level's graph, where a bridge is two nodes, each passed straight through.
  const graph = flowGraph(level);
  const colors = toNodeColors(graph, solution);
  const paths: number[][] = [];
  for (let k = 0; k < level.dots.length / 2; k++) {
    let node = graph.nodeOf[level.dots[2 * k]!]!;
    const end = graph.nodeOf[level.dots[2 * k + 1]!]!;
    const path = [graph.cellOf[node]!];
    let previous = -1;
    while (node !== end && path.length <= colors.length) {
      let next = -1;
      for (let s = 0; s < graph.maxSlots && next < 0; s++) {
        const other = graph.neighbors[node * graph.maxSlots + s]!;
        if (other >= 0 && other !== previous && colors[other] === k) next = other;
      }
      if (next < 0) break;
      path.push(graph.cellOf[next]!);
      previous = node;
      node = next;
    }
    paths.push(path);
  }
  return paths;
}
