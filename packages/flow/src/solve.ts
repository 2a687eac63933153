import type { Topology } from '@knossos/topology';
import { startCornerSearch } from './corner-search.js';
import { type FlowBoard, flowGraph, isShaped, nodeDots, withCellSolutions } from './graph.js';
import { checkLevel, type FlowLevel } from './level.js';
import { solveLimits } from './limits.js';
import { type SatCount, startSatCount } from './sat-engine.js';
import { searchBoard } from './search.js';

/** Options for {@link solveFlow}. */
export interface FlowSolveOptions {
  /** Stop after this many solutions, 1–1,000,000 (default 2: enough to tell unique). */
  limit?: number;
  /**
   * Stop after this many search nodes (default 20,000,000): sweep nodes, path-search nodes and
   * SAT decisions together. The answer is then incomplete, with `stoppedBy: 'nodes'`.
   */
  nodeBudget?: number;
  /**
   * Stop after this many milliseconds (default: no limit); the answer is then incomplete, with
   * `stoppedBy: 'time'`. The clock is read every 1,024 nodes (256 SAT decisions or conflicts).
   */
  timeMs?: number;
  /** Stop when this signal aborts; the answer is then incomplete, with `stoppedBy: 'signal'`. */
  signal?: AbortSignal;
  /**
   * The loose rule: a path may run alongside itself (only the path's own order counts, not
   * every same-coloured neighbour). Solutions are then counted as sets of paths, and a grid may
   * appear more than once in `solutions`. Default `false`: the degree rule.
   */
  touching?: boolean;
  /**
   * Which engine: `'search'` (the path search alone), `'sat'` (the CDCL engine alone) or
   * `'auto'` (default: on square levels the nested-corner sweep and the CDCL engine in turns; on
   * hex levels the path search on a small budget, then the CDCL engine). Every engine gives the
   * same exact counts; they differ only in speed.
   */
  engine?: 'auto' | 'search' | 'sat';
}

/** What {@link solveFlow} found. */
export interface FlowSolveResult {
  /** Solutions found: every one when `complete`, else a lower bound. */
  readonly count: number;
  /** The search ran to the end, so `count` is every solution. */
  readonly complete: boolean;
  /**
   * Why it stopped early: the solution limit, the node budget, the time limit, the signal, or
   * `null`. Anything but `null` and `'limit'` means "not proven": never read it as "no solution".
   */
  readonly stoppedBy: 'limit' | 'nodes' | 'time' | 'signal' | null;
  /** The first solution found (one colour per cell), or `null`. */
  readonly solution: number[] | null;
  /** Every solution found, in the order found (at most `limit`). */
  readonly solutions: readonly number[][];
  /** Search nodes visited: sweep nodes, path-search nodes and SAT decisions together. */
  readonly nodes: number;
  /**
   * Path-search nodes where the search had to choose between two or more steps (guesses); 0 when
   * the path search did not run (square levels under `'auto'`, and `'sat'`).
   */
  readonly guesses: number;
  /**
   * Empty cells filled by the path search's forced steps alone before its first guess: how far
   * deduction gets without search (0 when the path search did not run).
   */
  readonly deduced: number;
  /** Conflicts the CDCL engine met (0 when it did not run). */
  readonly conflicts: number;
  /**
   * The engine that gave the answer: `'sweep'` when the nested-corner sweep's first solution was
   * all that was asked for (`limit: 1`), else the exact engine that finished the count.
   */
  readonly engine: 'sweep' | 'search' | 'sat';
}

/**
 * Path-search nodes per cell the `'auto'` engine spends before it hands over to the CDCL engine:
 * enough for levels deduction alone nearly solves, small beside what a CDCL run costs.
 */
const SEARCH_NODES_PER_CELL = 16;

/**
 * Sweep nodes per CDCL decision when `'auto'` runs the two in turns: about what each costs in
 * time (a decision, with its propagation and learning, costs some hundreds of sweep nodes), so
 * neither engine is starved when the other cannot answer.
 */
const SWEEP_NODES_PER_DECISION = 256;

/**
 * Solves a Flow level exactly: finds a solution, proves there is none, or counts solutions up to
 * `limit`, under the degree rule (see `solutionProblem`) or the loose rule (`touching`).
 *
 * Two exact engines give the same counts. The path search grows each colour's path from its dots
 * with forced steps, dead-end, stranded-region and bottleneck checks (see `searchFlow`); it is the
 * fastest on levels deduction nearly solves. The CDCL engine encodes the level as clauses (see
 * `satSolve`) and learns from each dead end, which holds on long paths and large boards.
 *
 * The default (`'auto'`), on square levels, runs the nested-corner sweep (see `cornerSearch`),
 * which finds the solution of a unique level in about one node per cell, and the CDCL engine in
 * turns: 256 sweep nodes per cell, then one decision per cell, then twice as many of each, until
 * one has a first solution. A solution the sweep finds is checked, and the CDCL engine then only
 * looks for others (the proof of uniqueness); the sweep's finding none proves nothing. On hex
 * levels the path search runs on 16 nodes per cell, then the CDCL engine.
 *
 * Levels with holes or bridges are solved on their graph (see `flowGraph`: a bridge is two path
 * cells, one crossed east–west and one north–south, each passed straight through), as hex levels
 * are: the sweep reads the square grid itself, so `'auto'` runs the path search, then the CDCL
 * engine. Their solutions are in the level's own form (see `FlowLevel.solution`).
 *
 * @param level - the level; its `solution` is ignored.
 * @returns the {@link FlowSolveResult}; `complete: false` means a limit stopped it.
 * @throws `FlowError` for a malformed level.
 */
export function solveFlow(level: FlowLevel, options: FlowSolveOptions = {}): FlowSolveResult {
  const topology = checkLevel(level);
  if (!isShaped(level)) {
    const square = level.grid === 'square' ? { level, topology } : null;
    return solveBoard(level, topology, square, options);
  }
  const graph = flowGraph(level);
  const dots = nodeDots(graph, level.dots);
  return withCellSolutions(graph, solveBoard({ dots }, graph, null, options));
}

/**
 * {@link solveFlow} on a board as nodes, the dots as nodes; solutions one colour per node.
 *
 * @param sweep - a square level without holes or bridges and its topology (the board): the
 *   nested-corner sweep then runs under `'auto'`; `null` otherwise.
 */
function solveBoard(
  level: Pick<FlowLevel, 'dots'>,
  board: FlowBoard,
  sweep: { readonly level: FlowLevel; readonly topology: Topology } | null,
  options: FlowSolveOptions,
): FlowSolveResult {
  const { limit, nodeBudget, timeMs, deadline, touching } = solveLimits(options);
  const engine = options.engine ?? 'auto';
  if (options.signal?.aborted) {
    return {
      count: 0,
      complete: false,
      stoppedBy: 'signal',
      solution: null,
      solutions: [],
      nodes: 0,
      guesses: 0,
      deduced: 0,
      conflicts: 0,
      engine: engine === 'sat' ? 'sat' : 'search',
    };
  }
  if (engine === 'search') {
    return searchBoard(level.dots, board, { ...options, limit, nodeBudget, timeMs });
  }
  const signal = options.signal;
  let nodes = 0; // spent before the CDCL engine and the sweep
  let guesses = 0;
  let deduced = 0;
  if (engine === 'auto' && sweep === null) {
    const searched = searchBoard(level.dots, board, {
      ...options,
      limit,
      nodeBudget: Math.min(nodeBudget, SEARCH_NODES_PER_CELL * board.cellCount),
      timeMs,
    });
    if (searched.stoppedBy !== 'nodes' || searched.nodes >= nodeBudget) return searched;
    ({ nodes, guesses, deduced } = searched);
  }
  let counter = null as SatCount | null;
  const count = () => {
    counter ??= startSatCount(level, board, { limit, touching });
    return counter;
  };
  const done = (
    solutions: number[][],
    stoppedBy: FlowSolveResult['stoppedBy'],
    spent: number,
    by: FlowSolveResult['engine'],
  ): FlowSolveResult => ({
    count: solutions.length,
    complete: stoppedBy === null,
    stoppedBy,
    solution: solutions[0] ?? null,
    solutions,
    nodes: spent,
    guesses,
    deduced,
    conflicts: counter?.conflicts ?? 0,
    engine: by,
  });

  // Square levels: the nested-corner sweep and the CDCL engine in turns, each turn doubling both
  // slices, until one has a first solution or an answer (see `SWEEP_NODES_PER_DECISION`).
  let first: number[] | null = null;
  let swept = 0;
  if (engine === 'auto' && sweep !== null) {
    const corners = startCornerSearch(sweep.level, sweep.topology);
    let decisions = board.cellCount;
    for (;;) {
      const spentSat = counter?.decisions ?? 0;
      const s = corners.run({
        nodes: Math.min(
          swept + SWEEP_NODES_PER_DECISION * decisions,
          nodeBudget - nodes - spentSat,
        ),
        deadline,
        signal,
      });
      swept = s.nodes;
      if (s.solution !== null) {
        first = s.solution;
        break;
      }
      if (s.stoppedBy === 'time' || s.stoppedBy === 'signal') {
        return done([], s.stoppedBy, nodes + swept + spentSat, 'sweep');
      }
      const ended = s.stoppedBy === null; // the sweep is over: the CDCL engine takes the rest
      const left = nodeBudget - nodes - swept;
      const r = count().run({
        decisions: ended ? left : Math.min(spentSat + decisions, left),
        deadline,
        signal,
      });
      if (ended || r.count > 0 || r.stoppedBy !== 'nodes' || r.decisions >= left) break;
      decisions *= 2;
    }
    if (first !== null && limit === 1) {
      const spentSat = counter?.decisions ?? 0;
      return done([first], 'limit', nodes + swept + spentSat, 'sweep');
    }
  }
  const sat = count();
  if (first !== null) sat.block(first);
  const found = sat.run({
    decisions: Math.max(0, nodeBudget - nodes - swept),
    deadline,
    signal,
    limit: first === null ? limit : limit - 1,
  });
  const solutions = first === null ? found.solutions : [first, ...found.solutions];
  return done(solutions, found.stoppedBy, nodes + swept + found.decisions, 'sat');
}
