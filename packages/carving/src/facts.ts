import type { Passages } from './passages.js';

/** Counts that describe a maze's shape. */
export interface MazeFacts {
  /** Playable cells with exactly one way out. */
  readonly deadEnds: number;
  /** Playable cells with three or more ways out. */
  readonly junctions: number;
  /**
   * Independent cycles (the cycle rank `E − V + C` of the passage graph, counting tunnels and
   * stairs as edges): 0 for a perfect maze, and each extra opening between two connected cells
   * adds one.
   */
  readonly loops: number;
  /** Playable cells. */
  readonly cells: number;
  /** Connected pieces of playable cells: 1 for a maze that can be walked end to end. */
  readonly pieces: number;
}

/**
 * Dead ends, junctions, loops and pieces of a maze, in one pass plus one search.
 *
 * @param passages - the maze.
 */
export function facts(passages: Passages): MazeFacts {
  const n = passages.topology.cellCount;
  let deadEnds = 0;
  let junctions = 0;
  let cells = 0;
  let ends = 0; // each edge counted from both of its ends
  for (let c = 0; c < n; c++) {
    if (passages.holes[c]) continue;
    cells++;
    const d = passages.degree(c);
    ends += d;
    if (d === 1) deadEnds++;
    else if (d >= 3) junctions++;
  }
  const pieces = countPieces(passages);
  return { deadEnds, junctions, loops: ends / 2 - cells + pieces, cells, pieces };
}

/**
 * Breadth-first distances, in moves, from one cell to every cell, through open sides, tunnels and
 * open stairs.
 *
 * @param passages - the maze.
 * @param cell - where to measure from; a playable cell.
 * @returns one distance per cell: −1 for holes and cells that cannot be reached.
 */
export function distancesFrom(passages: Passages, cell: number): Int32Array {
  const n = passages.topology.cellCount;
  const dist = new Int32Array(n).fill(-1);
  if (!Number.isInteger(cell) || cell < 0 || cell >= n || passages.holes[cell]) return dist;
  search(passages, cell, dist, new Int32Array(n));
  return dist;
}

/**
 * Breadth-first search from `start` through open sides, tunnels and stairs, writing distances
 * into `dist` for every cell still at −1 there. The one search behind distances and pieces.
 */
function search(passages: Passages, start: number, dist: Int32Array, queue: Int32Array): void {
  const { maxSlots, neighbors } = passages.topology;
  const { masks } = passages;
  const tunnels = passages.tunnels.length > 0;
  let head = 0;
  let tail = 0;
  queue[tail++] = start;
  dist[start] = 0;
  while (head < tail) {
    const at = queue[head++]!;
    const mask = masks[at]!;
    // Open sides straight from the mask and the neighbour table; tunnels only where there are.
    if (mask === 0 && !tunnels) continue;
    for (let s = 0; s < maxSlots; s++) {
      const next =
        (mask >>> s) & 1 ? neighbors[at * maxSlots + s]! : tunnels ? passages.across(at, s) : -1;
      if (next >= 0 && dist[next] === -1) {
        dist[next] = dist[at]! + 1;
        queue[tail++] = next;
      }
    }
  }
}

/** Two cells far apart in a maze, and the distance between them. */
export interface FarPair {
  /** One end. */
  readonly a: number;
  /** The other end. */
  readonly b: number;
  /** Moves from `a` to `b`. */
  readonly distance: number;
}

/**
 * The two cells farthest apart, by the double sweep: the cell `a` farthest from a first cell,
 * then the cell `b` farthest from `a`. On a perfect maze (a tree) this is exactly the longest
 * path (its diameter); on a maze with loops it is a lower bound on it. Ties go to the lower cell.
 *
 * @param passages - the maze.
 * @param from - the cell the first sweep starts from; default the lowest playable cell.
 * @returns the pair, or `null` when there is no playable cell.
 */
export function farthestPair(passages: Passages, from?: number): FarPair | null {
  const n = passages.topology.cellCount;
  let start = from ?? -1;
  if (start < 0) for (let c = 0; c < n && start < 0; c++) if (!passages.holes[c]) start = c;
  if (!Number.isInteger(start) || start < 0 || start >= n || passages.holes[start]) return null;
  const a = farthest(distancesFrom(passages, start));
  const fromA = distancesFrom(passages, a);
  const b = farthest(fromA);
  return { a, b, distance: fromA[b]! };
}

function farthest(dist: Int32Array): number {
  let best = 0;
  for (let c = 1; c < dist.length; c++) if (dist[c]! > dist[best]!) best = c;
  return best;
}

function countPieces(passages: Passages): number {
  const n = passages.topology.cellCount;
  const dist = new Int32Array(n).fill(-1);
  const queue = new Int32Array(n);
  let pieces = 0;
  for (let start = 0; start < n; start++) {
    if (dist[start] !== -1 || passages.holes[start]) continue;
    pieces++;
    search(passages, start, dist, queue);
  }
  return pieces;
}
