// The repair behind unique generation: prove the covering's dots have one solution, and cut a
// path where a second solution differs until they do.
import type { Topology } from '@knossos/topology';
import type { FlowGrid, FlowLevel } from './level.js';
import { searchFlow } from './search.js';
import type { TimeLimit } from './time-limit.js';

/** Search nodes one uniqueness proof may take; a covering whose proof needs more is dropped. */
const PROOF_NODES = 300_000;

/** The level with dots at the path ends; path `k` becomes colour `k`. @internal */
export function levelOf(
  grid: FlowGrid,
  width: number,
  height: number,
  topology: Topology,
  paths: number[][],
): FlowLevel & { solution: number[] } {
  const solution = new Array<number>(topology.cellCount).fill(-1);
  const dots: number[] = [];
  for (const [k, path] of paths.entries()) {
    for (const cell of path) solution[cell] = k;
    dots.push(path[0]!, path.at(-1)!);
  }
  return { grid, width, height, dots, solution };
}

/**
 * How {@link makeUnique} ended, with the paths as they then stood: proven unique, or the proof
 * cut by the time limit or by its node budget (proving nothing either way).
 */
export interface Repair {
  readonly ended: 'unique' | 'time' | 'nodes';
  readonly paths: number[][];
}

/**
 * Proves the covering's dots have one solution, cutting a path where a second solution differs
 * until they do; each proof gets the time left of `limit`. `null` when a second solution remains
 * (every cut would leave a path shorter than `minLen`, or 64 rounds of cuts did not do).
 */
export function makeUnique(
  grid: FlowGrid,
  width: number,
  height: number,
  topology: Topology,
  start: number[][],
  minLen: number,
  limit: TimeLimit,
): Repair | null {
  let paths = start.map((p) => [...p]);
  for (let round = 0; round < 64; round++) {
    const level = levelOf(grid, width, height, topology, paths);
    // The clock is read here as well as inside the search (which reads it every 1,024 nodes),
    // so a proof begun past the deadline is cut whatever its size: at 0 ms, always the first.
    const left = limit.left();
    if (left <= 0) return { ended: 'time', paths };
    const result = searchFlow(level, { limit: 2, nodeBudget: PROOF_NODES, timeMs: left });
    // A cut proof says nothing about a second solution: it must neither repair nor accept.
    if (result.stoppedBy === 'time') return { ended: 'time', paths };
    if (result.stoppedBy === 'nodes') return { ended: 'nodes', paths };
    if (result.count === 1) return { ended: 'unique', paths };
    // Two solutions: at least one differs from ours.
    const other = result.solutions.find((s) => !sameAs(s, level.solution));
    if (other === undefined) return null;
    let cut = false;
    for (let cell = 0; cell < topology.cellCount && !cut; cell++) {
      if (other[cell] === level.solution[cell]) continue;
      const k = level.solution[cell]!;
      const path = paths[k]!;
      const at = path.indexOf(cell);
      // Cut next to `at`, keeping both parts at least `minLen` cells long.
      const i = Math.min(path.length - minLen, Math.max(minLen, at));
      if (i >= minLen && path.length - i >= minLen) {
        paths = [...paths.slice(0, k), path.slice(0, i), ...paths.slice(k + 1), path.slice(i)];
        cut = true;
      }
    }
    if (!cut) return null;
  }
  return null;
}

/** Whether two colourings are the same. */
function sameAs(a: ArrayLike<number>, b: ArrayLike<number>): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
