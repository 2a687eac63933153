import { createTopology, type Topology } from '@knossos/topology';
import { FlowError } from './errors.js';
import { type FlowBoard, flowGraph, isShaped, toNodeColors } from './graph.js';

/** The grids a Flow level can be played on. */
export type FlowGrid = 'square' | 'hex';

/**
 * A Flow (Numberlink) level, as plain data: the board, the dot pairs and, when known, the solved
 * colours. Cells are numbered as `@knossos/topology` numbers them (square: `y · width + x`, row
 * 0 at the bottom); colours are 0-based.
 */
export interface FlowLevel {
  /** The grid: `'square'` (the usual) or `'hex'`. */
  readonly grid: FlowGrid;
  /** Columns, 2–64. */
  readonly width: number;
  /** Rows, 2–64. */
  readonly height: number;
  /** The dots, two per colour: colour `k` has dots at cells `dots[2k]` and `dots[2k + 1]`. */
  readonly dots: readonly number[];
  /**
   * The solution, or `null` when not known: one colour per cell (−1 on a hole), then, for each
   * bridge in the order of `bridges`, the colour of the path crossing it north–south (the cell's
   * own entry is the path crossing it east–west).
   */
  readonly solution: readonly number[] | null;
  /**
   * Cells that are not part of the board (holes, and the outside of a shaped board; `#` in the
   * text format). Default none.
   */
  readonly holes?: readonly number[];
  /**
   * Bridge cells (square boards only; `+` in the text format): two paths cross straight over
   * each other there, one east–west and one north–south. No dot sits on a bridge, and every side
   * of one leads to a playable cell. Default none.
   */
  readonly bridges?: readonly number[];
}

/** The board a level is played on. */
export function topologyOf(level: Pick<FlowLevel, 'grid' | 'width' | 'height'>): Topology {
  return createTopology({ kind: level.grid, width: level.width, height: level.height });
}

/** How many colours a level has. */
export function colorCount(level: Pick<FlowLevel, 'dots'>): number {
  return level.dots.length / 2;
}

/**
 * Checks a level's shape: grid and size in range, holes and bridges well placed (see
 * `flowGraph`), dots on playable cells (never a hole or a bridge), two per colour, no cell
 * holding two dots, and a solution (when present) of one colour per cell (−1 on a hole) and one
 * more per bridge (see `FlowLevel.solution`).
 *
 * @throws {@link FlowError} naming the first bad field (`grid`, `width`, `height`, `holes[i]`,
 *   `bridges[i]`, `dots[i]`, `solution` or `solution[i]`).
 */
export function checkLevel(level: FlowLevel): Topology {
  if (level === null || typeof level !== 'object')
    throw new FlowError('level', 'a level must be an object');
  if (level.grid !== 'square' && level.grid !== 'hex') {
    throw new FlowError(
      'grid',
      `grid must be 'square' or 'hex' (got ${JSON.stringify(level.grid)})`,
    );
  }
  for (const field of ['width', 'height'] as const) {
    const value = level[field];
    if (!Number.isInteger(value) || value < 2 || value > 64) {
      throw new FlowError(field, `${field} must be an integer 2–64 (got ${String(value)})`);
    }
  }
  const n = level.width * level.height;
  const shaped = isShaped(level);
  const graph = shaped ? flowGraph(level) : null; // throws for misplaced holes and bridges
  if (!Array.isArray(level.dots) || level.dots.length % 2 !== 0 || level.dots.length === 0) {
    throw new FlowError('dots', 'dots must be a non-empty array of cell pairs, two per colour');
  }
  const seen = new Set<number>();
  for (const [i, cell] of level.dots.entries()) {
    if (!Number.isInteger(cell) || cell < 0 || cell >= n) {
      throw new FlowError(
        `dots[${i}]`,
        `dots[${i}] must be a cell 0–${n - 1} (got ${String(cell)})`,
      );
    }
    if (seen.has(cell)) throw new FlowError(`dots[${i}]`, `cell ${cell} holds two dots`);
    if (graph !== null && graph.nodeOf[cell]! < 0) {
      throw new FlowError(`dots[${i}]`, `dots[${i}] is on cell ${cell}, a hole`);
    }
    if (graph !== null && graph.bridgeNode[graph.nodeOf[cell]!] === 1) {
      throw new FlowError(`dots[${i}]`, `dots[${i}] is on cell ${cell}, a bridge`);
    }
    seen.add(cell);
  }
  if (level.solution !== null && level.solution !== undefined) {
    const length = n + (level.bridges?.length ?? 0);
    if (!Array.isArray(level.solution) || level.solution.length !== length) {
      throw new FlowError(
        'solution',
        shaped
          ? `solution must have one colour per cell and one more per bridge (${length})`
          : `solution must have one colour per cell (${n})`,
      );
    }
    const colors = level.dots.length / 2;
    for (const [i, color] of level.solution.entries()) {
      const hole = graph !== null && i < n && graph.nodeOf[i]! < 0;
      if (hole) {
        if (color !== -1) {
          throw new FlowError(
            `solution[${i}]`,
            `solution[${i}] is on a hole and must be −1 (got ${String(color)})`,
          );
        }
      } else if (!Number.isInteger(color) || color < 0 || color >= colors) {
        throw new FlowError(
          `solution[${i}]`,
          `solution[${i}] must be a colour 0–${colors - 1} (got ${String(color)})`,
        );
      }
    }
  }
  return topologyOf(level);
}

/**
 * Why a filled grid is not a solution of a level under the degree rule, or `null` when it is
 * one. The rule (the one published Flow levels are unique under): every cell has a colour, and
 * the number of its orthogonal neighbours of its own colour is exactly 1 at a dot and exactly 2
 * elsewhere; each colour's dots carry that colour; and each colour's cells form one piece, so
 * they are one simple path between its dots that never runs alongside itself.
 *
 * On a level with holes or bridges the rule holds on its graph (see `flowGraph`): a hole is no
 * cell (−1, and nobody's neighbour), and a bridge is two cells, the east–west one whose
 * neighbours are the cells east and west of it, and the north–south one (the solution's entry
 * after the cells, see `FlowLevel.solution`) whose neighbours are those north and south.
 *
 * @param topology - the level's board (`topologyOf(level)`).
 * @param colors - the level's solution form: one colour per cell, then one per bridge.
 */
export function solutionProblem(
  level: FlowLevel,
  topology: Topology,
  colors: ArrayLike<number>,
): string | null {
  if (!isShaped(level)) return boardProblem(level.dots, topology, colors, (node) => `cell ${node}`);
  const graph = flowGraph(level);
  const want = graph.cells + (level.bridges?.length ?? 0);
  if (colors.length !== want) return `the solution has ${colors.length} entries, not ${want}`;
  for (let cell = 0; cell < graph.cells; cell++) {
    if (graph.nodeOf[cell]! < 0 && colors[cell] !== -1)
      return `cell ${cell} is a hole but has a colour`;
  }
  const bridgeCells = graph.cellCount - (level.bridges?.length ?? 0);
  const name = (node: number) => {
    const cell = graph.cellOf[node]!;
    if (graph.bridgeNode[node] !== 1) return `cell ${cell}`;
    return node >= bridgeCells
      ? `the north–south crossing of the bridge at cell ${cell}`
      : `the east–west crossing of the bridge at cell ${cell}`;
  };
  const dots = level.dots.map((cell) => graph.nodeOf[cell]!);
  return boardProblem(dots, graph, toNodeColors(graph, colors), name);
}

/** {@link solutionProblem} on a board as nodes; `name` tells a node in a message. */
function boardProblem(
  dots: readonly number[],
  board: FlowBoard,
  colors: ArrayLike<number>,
  name: (node: number) => string,
): string | null {
  const n = board.cellCount;
  const slots = board.maxSlots;
  const neighbors = board.neighbors;
  const k = dots.length / 2;
  const isDot = new Uint8Array(n);
  for (let c = 0; c < k; c++) {
    for (const dot of [dots[2 * c]!, dots[2 * c + 1]!]) {
      isDot[dot] = 1;
      if (colors[dot] !== c) return `the dot at ${name(dot)} is not coloured ${c}`;
    }
  }
  const size = new Int32Array(k);
  for (let node = 0; node < n; node++) {
    const color = colors[node]!;
    if (!(color >= 0 && color < k)) return `${name(node)} has no colour`;
    size[color]!++;
    let same = 0;
    for (let s = 0; s < slots; s++) {
      const next = neighbors[node * slots + s]!;
      if (next >= 0 && colors[next] === color) same++;
    }
    const want = isDot[node] ? 1 : 2;
    if (same !== want) {
      return `${name(node)} (colour ${color}) has ${same} neighbours of its colour, not ${want}`;
    }
  }
  // Degrees alone allow a path plus separate loops of the same colour: walk each path.
  for (let c = 0; c < k; c++) {
    let previous = -1;
    let node = dots[2 * c]!;
    let length = 1;
    while (node !== dots[2 * c + 1]) {
      let next = -1;
      for (let s = 0; s < slots && next < 0; s++) {
        const other = neighbors[node * slots + s]!;
        if (other >= 0 && other !== previous && colors[other] === c) next = other;
      }
      if (next < 0) return `colour ${c} does not lead from one dot to the other`;
      previous = node;
      node = next;
      length++;
    }
    if (length !== size[c]) return `colour ${c} has a loop apart from its path`;
  }
  return null;
}
