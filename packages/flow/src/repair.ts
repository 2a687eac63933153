// The repair behind unique generation: prove the covering's dots have one solution (under the
// degree rule, then the loose rule), and where a second solution differs, reshape the paths
// there without changing how many there are, until they do.
import type { Rng } from '@knossos/random';
import { cutAt, joinAt } from './cut-join.js';
import { type FlowGraph, fromNodeColors, toNodeColors } from './graph.js';
import { holdToRules, limitsOf, type PathPlan, settleCount } from './lay-paths.js';
import type { FlowGrid, FlowLevel } from './level.js';
import { type MoveRules, tryMove } from './move.js';
import { type Covering, pathsOf } from './reshape.js';
import { solveFlow } from './solve.js';
import type { TimeLimit } from './time-limit.js';

/** The board a level is made on: the grid, its size and its holes and bridges. @internal */
export interface MadeBoard {
  readonly grid: FlowGrid;
  readonly width: number;
  readonly height: number;
  readonly holes: readonly number[];
  readonly bridges: readonly number[];
  readonly graph: FlowGraph;
}

/** The level with dots at the path ends; path `k` becomes colour `k`. @internal */
export function levelOf(
  board: MadeBoard,
  paths: readonly (readonly number[])[],
): FlowLevel & { solution: number[] } {
  const { graph } = board;
  const colors = new Int16Array(graph.cellCount).fill(-1);
  const dots: number[] = [];
  for (const [k, path] of paths.entries()) {
    for (const node of path) colors[node] = k;
    dots.push(graph.cellOf[path[0]!]!, graph.cellOf[path.at(-1)!]!);
  }
  return {
    grid: board.grid,
    width: board.width,
    height: board.height,
    dots,
    solution: fromNodeColors(graph, colors),
    ...(board.holes.length > 0 ? { holes: board.holes } : {}),
    ...(board.bridges.length > 0 ? { bridges: board.bridges } : {}),
  };
}

/**
 * How {@link makeUnique} ended: proven unique (`loose` says whether under the loose rule too, or
 * `null` when that was not asked or its budget ran out), or the proof cut by the time limit or its
 * node budget (proving nothing), or a second solution no repair removed.
 */
export interface Repair {
  readonly ended: 'unique' | 'time' | 'nodes' | 'failed';
  readonly level: FlowLevel & { solution: number[] };
  readonly loose: boolean | null;
  /** Why the loose-rule check gave no answer (`loose: null` when asked), else `null`. */
  readonly looseCut: 'time' | 'nodes' | null;
  /** Repairs made. */
  readonly repairs: number;
}

/** Budgets of one {@link makeUnique} run. @internal */
export interface RepairBudget {
  /** Solver nodes per degree-rule proof. */
  readonly proofNodes: number;
  /** Solver nodes per loose-rule proof. */
  readonly looseNodes: number;
  /** Repairs before the covering is given up. */
  readonly repairs: number;
  /** Check the loose rule too. */
  readonly loose: boolean;
}

/**
 * Proves the covering's dots have one solution, and while a second one turns up, repairs the
 * covering where the two differ ({@link reshapeWhere}) and proves again; each proof gets the
 * time left of `limit`. The covering is changed in place; the path count never changes.
 */
export function makeUnique(
  board: MadeBoard,
  c: Covering,
  rng: Rng,
  plan: PathPlan,
  budget: RepairBudget,
  limit: TimeLimit,
): Repair {
  const rules: MoveRules = {
    ...limitsOf(plan),
    splitBelow: plan.colors,
    joinAbove: plan.colors,
    turnsPerCell: plan.windiness,
  };
  let level = levelOf(board, pathsOf(c));
  for (let repairs = 0; ; repairs++) {
    let looseCut: Repair['looseCut'] = null;
    const end = (ended: Repair['ended'], loose: boolean | null = null): Repair => ({
      ended,
      level,
      loose,
      looseCut,
      repairs,
    });
    let left = limit.left();
    if (left <= 0) return end('time');
    const puzzle = { ...level, solution: null };
    const proof = solveFlow(puzzle, { limit: 2, nodeBudget: budget.proofNodes, timeMs: left });
    if (proof.stoppedBy === 'time') return end('time');
    if (proof.stoppedBy === 'nodes') return end('nodes');
    let other = proof.count >= 2 ? secondOf(proof.solutions, level.solution) : null;
    let loose: boolean | null = null;
    if (other === null && budget.loose) {
      left = limit.left();
      const check =
        left > 0
          ? solveFlow(puzzle, {
              limit: 2,
              touching: true,
              nodeBudget: budget.looseNodes,
              timeMs: left,
            })
          : null;
      if (check === null || check.stoppedBy === 'time') looseCut = 'time';
      else if (check.stoppedBy === 'nodes') looseCut = 'nodes';
      else {
        other = check.count >= 2 ? secondOf(check.solutions, level.solution) : null;
        loose = other === null;
      }
    }
    if (other === null) return end('unique', loose);
    if (repairs >= budget.repairs) return end('failed');
    if (
      !reshapeWhere(
        c,
        board.graph,
        toNodeColors(board.graph, level.solution),
        other,
        rng,
        plan,
        rules,
      )
    ) {
      return end('failed');
    }
    level = levelOf(board, pathsOf(c));
  }
}

/** The first solution unlike `ours`, as node colours, or `null`. */
function secondOf(solutions: readonly number[][], ours: readonly number[]): number[] | null {
  for (const s of solutions) {
    for (let i = 0; i < ours.length; i++) if (s[i] !== ours[i]) return s;
  }
  return null;
}

/**
 * Repairs the covering where a second solution `other` (a level solution, cell colours) differs
 * from ours (`mine`, node colours), keeping the path count: the path through a differing node is
 * cut there (its two new dots rule `other` out), and two path ends that meet elsewhere are joined
 * to make up for it; when no join is found, moves settle the count. The shape rules are then held
 * again. False when no cut is possible or the count or rules cannot be restored.
 */
export function reshapeWhere(
  c: Covering,
  graph: FlowGraph,
  mine: Int16Array,
  otherSolution: readonly number[],
  rng: Rng,
  plan: PathPlan,
  rules: MoveRules,
): boolean {
  const other = toNodeColors(graph, otherSolution);
  // The cut: at a differing node, between it and a path neighbour, where both parts keep minLen.
  const n = c.board.cellCount;
  const area: number[] = [];
  for (let node = 0; node < n; node++) if (other[node] !== mine[node]) area.push(node);
  if (area.length === 0) return false;
  let cut: [number, number] | null = null;
  for (let t = 0; t < 2 * area.length && cut === null; t++) {
    const node = area[rng.below(area.length)]!;
    const next = rng.below(2) === 0 ? c.a[node]! : c.b[node]!;
    if (next >= 0 && cutAt(c, node, next, plan)) cut = [node, next];
  }
  if (cut === null) {
    // No clean cut: shake the differing area instead.
    for (let t = 0; t < 16 * area.length; t++)
      tryMove(c, area[rng.below(area.length)]!, rng, rules);
  } else joinAway(c, rng, plan, cut[0], cut[1]);
  if (!settleCount(c, rng, plan, rules)) return false;
  return holdToRules(c, rng, plan, rules);
}

/** Joins one pair of meeting path ends other than `p`–`q`, from a random node. */
function joinAway(c: Covering, rng: Rng, plan: PathPlan, p: number, q: number): boolean {
  const { maxSlots: m, neighbors: nb, cellCount: n } = c.board;
  const start = rng.below(n);
  for (let i = 0; i < n; i++) {
    const x = (start + i) % n;
    if (c.a[x]! >= 0 && c.b[x]! >= 0) continue;
    for (let s = 0; s < m; s++) {
      const y = nb[x * m + s]!;
      if (y < 0 || (x === p && y === q) || (x === q && y === p)) continue;
      if (c.owner[y] !== c.owner[x] && joinAt(c, x, y, plan)) return true;
    }
  }
  return false;
}
