// Exact solving of a plain maze whose goal is an area of cells (micromouse's centre square).
import type { Passages } from '@knossos/carving';
import type { BoardVerdict } from '@knossos/gimmicks';

/** Best-solution counts stop here, as the solver's do. */
const COUNT_CAP = 1e9;

/** What {@link solveGoalArea} proved. @internal */
export interface GoalAreaProof {
  /** The proof: par, the count of best routes into the area, one best route. */
  readonly verdict: BoardVerdict;
  /** The area cell that route ends on: the first of `area`, in its order, among the nearest. */
  readonly nearest: number;
  /** How many area cells a best route can end on. */
  readonly tied: number;
}

/**
 * Solves a plain maze (no gimmicks, one player walking) whose goal is any cell of `area`: a route
 * ends the first time it enters the area, so the best routes are the shortest paths from `start`
 * to the area cells nearest it. Their count is the sum of the shortest-path counts to those cells;
 * no shortest path to one of them passes another area cell, which would be nearer. Breadth first,
 * so exact on any board.
 *
 * @param area - the goal cells, at least one.
 * @internal
 */
export function solveGoalArea(
  passages: Passages,
  start: number,
  area: readonly number[],
): GoalAreaProof {
  const t = passages.topology;
  const n = t.cellCount;
  const dist = new Int32Array(n).fill(-1);
  const ways = new Float64Array(n);
  const parent = new Int32Array(n).fill(-1);
  const queue = [start];
  dist[start] = 0;
  ways[start] = 1;
  for (let head = 0; head < queue.length; head++) {
    const cell = queue[head]!;
    for (let s = 0; s < t.slotCount(cell); s++) {
      const next = passages.across(cell, s);
      if (next < 0) continue;
      if (dist[next] === -1) {
        dist[next] = dist[cell]! + 1;
        parent[next] = cell;
        queue.push(next);
      }
      if (dist[next] === dist[cell]! + 1) {
        ways[next] = Math.min(COUNT_CAP, ways[next]! + ways[cell]!);
      }
    }
  }
  const cells = [...new Set(area)];
  const reached = cells.filter((g) => dist[g]! >= 0);
  const par = reached.length === 0 ? -1 : Math.min(...reached.map((g) => dist[g]!));
  const nearestOnes = reached.filter((g) => dist[g] === par);
  const nearest = nearestOnes[0] ?? cells[0]!;
  const count =
    par < 0
      ? 0
      : Math.min(
          COUNT_CAP,
          nearestOnes.reduce((sum, g) => sum + ways[g]!, 0),
        );
  const route: number[] = [];
  if (par >= 0) for (let c = nearest; c >= 0; c = parent[c]!) route.push(c);
  route.reverse();
  const verdict: BoardVerdict = {
    solvable: par >= 0,
    par,
    playerPars: [par],
    optimalCount: count,
    countComplete: par >= 0 && count < COUNT_CAP,
    unique: par >= 0 && count === 1,
    // Without gimmicks every step can be taken back: no position is stuck on a solvable maze.
    canGetStuck: par < 0,
    moves: [route.slice(1)],
    routes: [route],
    explored: queue.length,
    budgetExhausted: false,
    timedOut: false,
    notes: [],
  };
  return { verdict, nearest, tied: nearestOnes.length };
}
