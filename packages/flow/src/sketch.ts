import type { LegendEntry, Point, Sketch, SketchItem } from '@knossos/export';
import { FlowError } from './errors.js';
import { COLOR_CHARACTERS } from './formats.js';
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
}

/**
 * A Flow level as a `Sketch` for `@knossos/export`: the grid (thin lines, a firm border), a
 * path per colour — the player's lines when `play` is given, else the solution when asked for —
 * and the dots on top.
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
  const items: SketchItem[] = [];
  const border: SketchItem[] = [];
  for (let c = 0; c < t.cellCount; c++) {
    for (let s = 0; s < t.slotCount(c); s++) {
      const other = t.neighbor(c, s);
      if (other >= 0 && other < c) continue;
      const edge = t.edgeOf(c, s);
      if (edge?.kind !== 'segment') continue;
      if (other < 0)
        border.push({ kind: 'wall', a: edge.a, b: edge.b, width: 0.08, color: '#333333' });
      else items.push({ kind: 'wall', a: edge.a, b: edge.b, width: 0.03, color: '#c8c8c8' });
    }
  }
  items.push(...border);
  const lines = play?.lines ?? (options.solution ? solutionPaths(level) : []);
  const center = (cell: number): Point => t.center(cell);
  lines.forEach((line, k) => {
    if (line.length > 0) {
      items.push({ kind: 'route', points: line.map(center), width: 0.34, color: flowColor(k) });
    }
  });
  const letters = options.letters !== false;
  for (let i = 0; i < level.dots.length; i++) {
    const k = i >> 1;
    items.push({
      kind: 'marker',
      marker: 'dot',
      at: center(level.dots[i]!),
      size: 0.76,
      color: flowColor(k),
      ...(letters ? { label: COLOR_CHARACTERS[k] ?? String(k + 1) } : {}),
    });
  }
  const colors = level.dots.length / 2;
  const legend: LegendEntry[] | undefined = options.legend
    ? Array.from({ length: colors }, (_, k) => ({
        marker: 'dot' as const,
        color: flowColor(k),
        text: COLOR_CHARACTERS[k] ?? String(k + 1),
      }))
    : undefined;
  return {
    bounds: t.bounds(),
    cellSize: 1,
    items,
    ...(legend ? { legend } : {}),
    title: `Flow ${level.width} × ${level.height}, ${colors} colours`,
  };
}

/** Each colour's path in the stored solution, from its first dot to its second. */
function solutionPaths(level: FlowLevel): number[][] {
  const { solution } = level;
  if (solution === undefined || solution === null) {
    throw new FlowError('solution', 'the level has no stored solution to draw');
  }
  const t = topologyOf(level);
  const paths: number[][] = [];
  for (let k = 0; k < level.dots.length / 2; k++) {
    const path = [level.dots[2 * k]!];
    const end = level.dots[2 * k + 1]!;
    let previous = -1;
    let cell = path[0]!;
    while (cell !== end && path.length <= solution.length) {
      let next = -1;
      for (let s = 0; s < t.slotCount(cell) && next < 0; s++) {
        const other = t.neighbor(cell, s);
        if (other >= 0 && other !== previous && solution[other] === k) next = other;
      }
      if (next < 0) break;
      path.push(next);
      previous = cell;
      cell = next;
    }
    paths.push(path);
  }
  return paths;
}
