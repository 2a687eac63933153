import type { FlowBoard } from './graph.js';
import type { FlowLevel } from './level.js';
import { encodeFlow } from './sat-encoding.js';

/** Limits and rule for {@link satSolve}. */
export interface SatFlowOptions {
  /** Stop after this many solutions (≥ 1). */
  readonly limit: number;
  /** The loose rule (a path may run alongside itself); otherwise the degree rule. */
  readonly touching: boolean;
  /** Stop after this many decisions in total. */
  readonly decisions: number;
  /** Stop once `performance.now()` passes this (ms). */
  readonly deadline: number;
  /** Stop when aborted. */
  readonly signal: AbortSignal | undefined;
  /**
   * Solutions already known (one colour per cell, each obeying the degree rule, so its edges are
   * its same-coloured neighbours): blocked before the search starts, so only others are counted.
   */
  readonly known?: readonly (readonly number[])[];
  /**
   * How colours are encoded: `'auto'` (default) one-hot up to 12 colours, binary above; the
   * others force one (the tests run both on small boards).
   */
  readonly encoding?: 'auto' | 'one-hot' | 'binary';
}

/** What {@link satSolve} found; `stoppedBy` is `null` when the count is complete. */
export interface SatFlowResult {
  readonly count: number;
  readonly stoppedBy: 'limit' | 'nodes' | 'time' | 'signal' | null;
  readonly solutions: number[][];
  readonly decisions: number;
  readonly conflicts: number;
  /** Stray loops cut away lazily (see below). */
  readonly cuts: number;
}

/**
 * Counts a level's solutions with the CDCL solver of `@knossos/solver`.
 *
 * The encoding: one Boolean per edge between neighbouring cells (the edge is part of a path), and
 * the colour of each empty cell (dots have theirs as constants), one-hot up to 12 colours (one
 * variable per colour) and in binary above (⌈log₂ k⌉ bit variables; the bits of a 40 × 40 level
 * with 150 colours take 8 variables per cell, not 150).
 * - Degree: a dot has exactly one edge, any other cell exactly two.
 * - An edge joins cells of one colour: `e ∧ colour(u, c) → colour(v, c)` both ways, for each
 *   colour (one-hot) or each bit (binary).
 * - One-hot: every empty cell has a colour (at most one follows: a cell's colours spread along its
 *   path to the path's dots, which have one each). Binary needs no such clause: once stray loops
 *   are gone, every cell's bits are copied along its path from a dot.
 * - Degree rule only: neighbours of one colour are joined, so a path never runs alongside
 *   itself. One-hot: `colour(u, c) ∧ colour(v, c) → e`; binary: `e ∨ d₁ ∨ … ∨ dₘ`, where `dᵢ`
 *   (a variable per edge and bit, a literal when one end is a dot) implies the ends' bit `i`
 *   differs.
 * - Short cycles of the grid (2 × 2 blocks, hex triangles): never every edge of one (a loop) and,
 *   under the degree rule, never all but one (the path's cells at the open edge would be
 *   neighbours of one colour, not joined). Implied by the rest once colours are known, these
 *   clauses on edges alone prune at once: they turned a 151 s proof of a 20 × 20 level with 11
 *   long paths into 0.17 s.
 * Degrees alone allow loops of empty cells apart from every path. Those are cut lazily: when a
 * model has a loop over cells `L`, the clause "some edge leaves `L`" is added (every cell of a
 * real solution lies on a path whose dots are outside `L`) and the search goes on, keeping what
 * it learnt. Each solution found is blocked by the clause "not all of its edges", so solutions
 * (edge sets, which are also the colourings under the degree rule) are each counted once.
 *
 * @param level - its dots, as nodes of `board`.
 * @param board - the level's topology, or its graph (`flowGraph`) when it has holes or bridges.
 */
export function satSolve(
  level: Pick<FlowLevel, 'dots'>,
  board: FlowBoard,
  options: SatFlowOptions,
): SatFlowResult {
  const count = startSatCount(level, board, options);
  for (const solution of options.known ?? []) count.block(solution);
  return count.run(options);
}

/** A {@link satSolve} that can be paused at a decision budget and resumed. */
export interface SatCount {
  /** Blocks a solution found elsewhere (see `SatFlowOptions.known`) before the count goes on. */
  block(solution: readonly number[]): void;
  /**
   * Counts on until the end, `limit` solutions or a limit; `decisions` counts every decision since
   * the start. After a decision limit (`stoppedBy: 'nodes'`), `run` again goes on where it stopped.
   * Solutions found so far stay in the result.
   */
  run(limits: SatSlice): SatFlowResult;
  /** Decisions so far. */
  readonly decisions: number;
  /** Conflicts so far. */
  readonly conflicts: number;
}

/** One slice of a {@link SatCount}: its limits, and optionally a new solution limit. */
export type SatSlice = Pick<SatFlowOptions, 'decisions' | 'deadline' | 'signal'> & {
  readonly limit?: number;
};

/** Sets up {@link satSolve} to run in slices (see {@link SatCount}). */
export function startSatCount(
  level: Pick<FlowLevel, 'dots'>,
  board: FlowBoard,
  options: Pick<SatFlowOptions, 'limit' | 'touching' | 'encoding'>,
): SatCount {
  const { sat, edgeA, edgeB, cellEdges } = encodeFlow(
    level,
    board,
    options.touching,
    options.encoding ?? 'auto',
  );
  const n = board.cellCount;
  const k = level.dots.length / 2;
  const edges = edgeA.length;
  const on = (e: number) => 2 * e;
  const off = (e: number) => 2 * e + 1;
  const clause: number[] = [];
  const emit = () => {
    sat.addClause(clause);
    clause.length = 0;
  };
  const block = (solution: readonly number[]) => {
    for (let e = 0; e < edges; e++) {
      if (solution[edgeA[e]!] === solution[edgeB[e]!]) clause.push(off(e));
    }
    emit();
  };

  const solutions: number[][] = [];
  let cuts = 0;
  let finished: SatFlowResult['stoppedBy'] | undefined; // set once the count is over
  const color = new Int32Array(n);
  const queue = new Int32Array(n);
  const next = (cell: number, from: number): number => {
    for (const e of cellEdges[cell]!) {
      if (!sat.value(e)) continue;
      const other = edgeA[e] === cell ? edgeB[e]! : edgeA[e]!;
      if (other !== from) return other;
    }
    return -1;
  };
  const result = (stoppedBy: SatFlowResult['stoppedBy']): SatFlowResult => ({
    count: solutions.length,
    stoppedBy,
    solutions,
    decisions: sat.decisions,
    conflicts: sat.conflicts,
    cuts,
  });
  let limit = options.limit;
  const run = (limits: SatSlice) => {
    if (limits.limit !== undefined) limit = limits.limit;
    if (finished !== undefined) return result(finished);
    for (;;) {
      const answer = sat.solve({
        decisions: Math.max(0, limits.decisions - sat.decisions),
        deadline: limits.deadline,
        signal: limits.signal,
      });
      if (answer === 'unsat') {
        finished = null;
        return result(null);
      }
      if (answer === 'unknown') {
        return result(
          sat.stoppedBy === 'signal' ? 'signal' : sat.stoppedBy === 'time' ? 'time' : 'nodes',
        );
      }
      // Walk every path from its first dot; cells left over lie on loops.
      color.fill(-1);
      for (let c = 0; c < k; c++) {
        let from = -1;
        let cell = level.dots[2 * c]!;
        while (cell >= 0 && color[cell] === -1) {
          color[cell] = c;
          const step = next(cell, from);
          from = cell;
          cell = step;
        }
      }
      let loops = 0;
      for (let start = 0; start < n; start++) {
        if (color[start] !== -1) continue;
        // Collect the loop through `start`, then require an edge out of it.
        let size = 0;
        queue[size++] = start;
        color[start] = -2;
        for (let q = 0; q < size; q++) {
          for (const e of cellEdges[queue[q]!]!) {
            if (!sat.value(e)) continue;
            const other = edgeA[e] === queue[q] ? edgeB[e]! : edgeA[e]!;
            if (color[other] === -1) {
              color[other] = -2;
              queue[size++] = other;
            }
          }
        }
        for (let q = 0; q < size; q++) {
          for (const e of cellEdges[queue[q]!]!) {
            const other = edgeA[e] === queue[q] ? edgeB[e]! : edgeA[e]!;
            if (color[other] !== -2) clause.push(on(e));
          }
        }
        for (let q = 0; q < size; q++) color[queue[q]!] = -3;
        emit();
        loops++;
      }
      if (loops > 0) {
        cuts += loops;
        continue;
      }
      solutions.push(Array.from(color));
      // Block it at once, so a count resumed (or a solution blocked from elsewhere) never meets
      // it again.
      for (let e = 0; e < edges; e++) if (sat.value(e)) clause.push(off(e));
      emit();
      if (solutions.length >= limit) {
        finished = 'limit';
        return result('limit');
      }
    }
  };
  return {
    block,
    run,
    get decisions() {
      return sat.decisions;
    },
    get conflicts() {
      return sat.conflicts;
    },
  };
}
