import { cornerSearch } from './corner-search.js';
import { checkLevel, type FlowLevel } from './level.js';
import { solveLimits } from './limits.js';
import { satSolve } from './sat-engine.js';
import { searchFlow } from './search.js';

/** Options for {@link solveFlow}. */
export interface FlowSolveOptions {
  /** Stop after this many solutions, 1–1,000,000 (default 2: enough to tell unique). */
  limit?: number;
  /**
   * Stop after this many search nodes (default 20,000,000): path-search nodes plus SAT decisions.
   * The answer is then incomplete, with `stoppedBy: 'nodes'`.
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
   * `'auto'` (default: the path search on a small budget, then the CDCL engine when it did not
   * finish). Every engine gives the same exact counts; they differ only in speed.
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
  /** Search nodes visited: path-search nodes plus SAT decisions. */
  readonly nodes: number;
  /** Path-search nodes where the search had to choose between two or more steps (guesses). */
  readonly guesses: number;
  /**
   * Empty cells filled by the path search's forced steps alone before its first guess: how far
   * deduction gets without search.
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
 * Nodes per cell the `'auto'` engine gives the nested-corner sweep on square levels: it solves
 * unique levels in a few nodes per cell, and wastes little when a level is not of that shape.
 */
const CORNER_NODES_PER_CELL = 4096;

/**
 * Solves a Flow level exactly: finds a solution, proves there is none, or counts solutions up to
 * `limit`, under the degree rule (see `solutionProblem`) or the loose rule (`touching`).
 *
 * Two exact engines give the same counts. The path search grows each colour's path from its dots
 * with forced steps, dead-end, stranded-region and bottleneck checks (see `searchFlow`); it is the
 * fastest on levels deduction nearly solves. The CDCL engine encodes the level as clauses (see
 * `satSolve`) and learns from each dead end, which holds on long paths and large boards.
 *
 * The default (`'auto'`) first runs, on square levels, the nested-corner sweep (see
 * `cornerSearch`, 4,096 nodes per cell), which finds the solution of a unique level in about one
 * node per cell; a solution it finds is checked, and only the search for others is left to the
 * exact engines. Failing that (hex levels, or levels the sweep cannot solve), the path search
 * runs on 16 nodes per cell, then the CDCL engine.
 *
 * @param level - the level; its `solution` is ignored.
 * @returns the {@link FlowSolveResult}; `complete: false` means a limit stopped it.
 * @throws `FlowError` for a malformed level.
 */
export function solveFlow(level: FlowLevel, options: FlowSolveOptions = {}): FlowSolveResult {
  const topology = checkLevel(level);
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
  let nodes = 0;
  let guesses = 0;
  let deduced = 0;
  // A first solution from the nested-corner sweep (square levels): its `null` proves nothing,
  // but a solution it finds is checked, and the exact engines then only look for others.
  let first: number[] | null = null;
  if (engine === 'auto' && level.grid === 'square') {
    const sweep = cornerSearch(level, topology, {
      nodes: Math.min(nodeBudget, CORNER_NODES_PER_CELL * topology.cellCount),
      deadline,
      signal: options.signal,
    });
    nodes += sweep.nodes;
    first = sweep.solution;
    if (first !== null && limit === 1) {
      return {
        count: 1,
        complete: false,
        stoppedBy: 'limit',
        solution: first,
        solutions: [first],
        nodes,
        guesses: 0,
        deduced: 0,
        conflicts: 0,
        engine: 'sweep',
      };
    }
  }
  if (engine !== 'sat' && first === null) {
    const searched = searchFlow(level, {
      ...options,
      limit,
      nodeBudget:
        engine === 'search'
          ? nodeBudget
          : Math.min(nodeBudget, SEARCH_NODES_PER_CELL * topology.cellCount),
      timeMs,
    });
    if (engine === 'search' || searched.stoppedBy !== 'nodes' || searched.nodes >= nodeBudget) {
      return { ...searched, nodes: nodes + searched.nodes };
    }
    nodes += searched.nodes;
    ({ guesses, deduced } = searched);
  }
  const known = first === null ? [] : [first];
  const found = satSolve(level, topology, {
    limit: limit - known.length,
    touching,
    decisions: Math.max(0, nodeBudget - nodes),
    deadline,
    signal: options.signal,
    known,
  });
  const solutions = [...known, ...found.solutions];
  return {
    count: solutions.length,
    complete: found.stoppedBy === null,
    stoppedBy: found.stoppedBy,
    solution: solutions[0] ?? null,
    solutions,
    nodes: nodes + found.decisions,
    guesses,
    deduced,
    conflicts: found.conflicts,
    engine: 'sat',
  };
}
