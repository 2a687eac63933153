import { clockOf } from './clock.js';
import { SolverError } from './errors.js';
import { COUNT_CAP, type Exploration, explore, Until } from './explore.js';
import type { Hint, SearchProblem, SolveOptions, Verdict } from './problem.js';

/** The state budget's range and default. */
export const STATE_BUDGET: {
  /** The smallest budget, 1,000 states. */
  readonly min: 1_000;
  /** The largest budget, 5,000,000 states. */
  readonly max: 5_000_000;
  /** The budget when none is given, 500,000 states. */
  readonly default: 500_000;
} = { min: 1_000, max: 5_000_000, default: 500_000 };

/**
 * Solves a search problem exactly, by breadth-first search over every reachable state.
 *
 * - `par` is the depth of the first layer holding a goal, so it is proven minimal.
 * - `optimalCount` adds up, over the goal states of that layer, the number of shortest move
 *   sequences reaching each (each state's count is the sum of its predecessors' in the layer
 *   before), saturating at {@link COUNT_CAP}.
 * - `canGetStuck` comes from a second search backwards from the goal states over the explored
 *   moves (kept in compressed sparse rows): a state it never reaches cannot reach a goal.
 *   Linear in moves.
 *
 * When the budget or the time limit runs out (or the signal aborts), what was already proven
 * stands (a goal found within the layers searched whole still gives the par) and the rest is
 * reported as not proven, never guessed.
 *
 * @param problem - see {@link SearchProblem}.
 * @param options - see {@link SolveOptions}.
 * @returns the {@link Verdict}.
 * @throws {@link SolverError} when the problem is malformed: no `successors` or `isGoal`, or
 *   an initial or emitted state that is not an integer from 0 to 2⁵³ − 1; or when `signal` is
 *   not an AbortSignal.
 *
 * @example
 * ```ts
 * const verdict = solve({
 *   initial: 0,
 *   successors(cell, emit) {
 *     if (cell < 9) emit(cell + 1, 1);
 *   },
 *   isGoal: (cell) => cell === 9,
 * });
 * verdict.par; // 9
 * ```
 */
export function solve(problem: SearchProblem, options: SolveOptions = {}): Verdict {
  const notes: string[] = [];
  const budget = clampBudget(options.stateBudget, notes);
  const clock = clockOf(options, notes);
  const initial = initialStates(problem);
  let found: Exploration | null = explore(
    problem,
    initial,
    budget,
    Until.Everything,
    (i) => (typeof problem.initial === 'number' ? 'initial' : `initial[${i}]`),
    clock,
  );
  const { size, firstGoalLayer, complete, budgetExhausted, timedOut } = found;
  const solvable = firstGoalLayer >= 0;
  let optimalCount = 0;
  if (solvable) {
    for (let i = 0; i < size; i++) {
      if (found.goal[i] && found.dist[i] === firstGoalLayer) {
        optimalCount = Math.min(COUNT_CAP, optimalCount + found.count[i]!);
      }
    }
  }
  // A count that reached the cap anywhere on the way to the goal layer reaches it here too.
  const countComplete = solvable && found.goalLayerComplete && optimalCount < COUNT_CAP;
  const { path, moves } = solvable ? bestRoute(problem, found) : { path: [], moves: [] };
  let canGetStuck: boolean | null = null;
  if (complete) {
    // Only the moves and goals are needed from here: let the rest of the search go first.
    const graph: Graph = {
      size,
      edgeStart: found.edgeStart,
      edgeTo: found.edgeTo,
      goal: found.goal,
    };
    found = null;
    const reach = reachesGoal(graph);
    canGetStuck = false;
    for (let i = 0; i < size; i++) {
      if (reach[i]! < 0) {
        canGetStuck = true;
        break;
      }
    }
  }
  if (budgetExhausted || timedOut) {
    const unproven = !solvable
      ? 'the puzzle is'
      : countComplete
        ? 'soft-locks are'
        : 'the count of best solutions and soft-locks are';
    notes.push(
      timedOut
        ? clock.note(size, 'states', unproven)
        : `State budget: ran out after ${size.toLocaleString('en')} states, so ${unproven} not proven.`,
    );
  }
  return {
    solvable,
    par: solvable ? firstGoalLayer : -1,
    optimalCount: solvable ? optimalCount : 0,
    countComplete,
    unique: countComplete && optimalCount === 1,
    canGetStuck,
    explored: size,
    budgetExhausted,
    timedOut,
    path,
    moves,
    notes,
  };
}

/**
 * The first move of a best way on from `state`, for hints: a breadth-first search from it that
 * stops at the first goal found (so it costs no more than the way on).
 *
 * @param problem - the puzzle; its `initial` is ignored.
 * @param state - where play stands now.
 * @param options - see {@link SolveOptions}.
 * @returns a {@link Hint}: the move, or why there is none (`'solved'`, `'stuck'`, `'budget'`).
 * @throws {@link SolverError} as {@link solve} does.
 */
export function solveFrom(problem: SearchProblem, state: number, options: SolveOptions = {}): Hint {
  const notes: string[] = [];
  const budget = clampBudget(options.stateBudget, notes);
  const clock = clockOf(options, notes);
  const found = explore(problem, [state], budget, Until.FirstGoal, () => 'state', clock);
  if (found.firstGoalLayer === 0) {
    return { status: 'solved', move: -1, next: -1, par: 0, notes };
  }
  if (found.firstGoalLayer < 0) {
    if (found.timedOut) notes.push(clock.note(found.size, 'states', 'the way on is'));
    return {
      status: found.timedOut ? 'time' : found.budgetExhausted ? 'budget' : 'stuck',
      move: -1,
      next: -1,
      par: -1,
      notes,
    };
  }
  const { path, moves } = bestRoute(problem, found);
  return { status: 'move', move: moves[0]!, next: path[1]!, par: found.firstGoalLayer, notes };
}

/**
 * The par from each of several states: the fewest moves from it to a goal, −1 when no goal can
 * be reached from it. One search forwards from all of them finds every state they can reach,
 * then one search backwards from the goals measures them all, so asking for every cell of a
 * board costs about one solve.
 *
 * @param problem - the puzzle; its `initial` is ignored.
 * @param states - the states to measure from (for example every cell, holding nothing).
 * @param options - see {@link SolveOptions}.
 * @returns one distance per given state, in order; `null` when the budget or the time ran out before every
 *   reachable state was found (distances would not be proven).
 * @throws {@link SolverError} as {@link solve} does.
 */
export function distancesToGoal(
  problem: SearchProblem,
  states: readonly number[],
  options: SolveOptions = {},
): Int32Array | null {
  if (!Array.isArray(states) && !ArrayBuffer.isView(states)) {
    throw new SolverError('states', 'states must be an array of states');
  }
  const notes: string[] = [];
  const budget = clampBudget(options.stateBudget, notes);
  const clock = clockOf(options, notes);
  if (states.length === 0) return new Int32Array(0);
  const found = explore(
    problem,
    Array.from(states),
    budget,
    Until.Everything,
    (i) => `states[${i}]`,
    clock,
  );
  if (!found.complete) return null;
  const reach = reachesGoal(found);
  const result = new Int32Array(states.length);
  for (let i = 0; i < states.length; i++) result[i] = reach[found.starts[i]!]!;
  return result;
}

/** The explored moves and goals: all a search backwards from the goals needs. */
type Graph = Pick<Exploration, 'size' | 'edgeStart' | 'edgeTo' | 'goal'>;

/** The problem's initial states as an array. */
function initialStates(problem: SearchProblem): readonly number[] {
  const initial = problem?.initial;
  if (typeof initial === 'number') return [initial];
  if (Array.isArray(initial)) return initial;
  if (ArrayBuffer.isView(initial)) return Array.from(initial as unknown as ArrayLike<number>);
  throw new SolverError('initial', 'initial must be a state or an array of states');
}

/**
 * A state budget put in range: 1,000–5,000,000, 500,000 when not given; anything else (out of
 * range, not a number) is replaced with a note starting `State budget:`. Searches built on top
 * of the solver (like the maze families' own) clamp their budgets with it, so notes read alike.
 *
 * @param notes - where a change is told.
 */
export function clampBudget(value: number | undefined, notes: string[]): number {
  if (value === undefined) return STATE_BUDGET.default;
  if (typeof value !== 'number' || Number.isNaN(value)) {
    notes.push(
      `State budget: ${String(value)} is not a number; used ${STATE_BUDGET.default.toLocaleString('en')}.`,
    );
    return STATE_BUDGET.default;
  }
  const clamped = Math.round(Math.min(STATE_BUDGET.max, Math.max(STATE_BUDGET.min, value)));
  if (clamped !== value) {
    notes.push(
      `State budget: ${value} is outside 1,000–5,000,000; used ${clamped.toLocaleString('en')}.`,
    );
  }
  return clamped;
}

/**
 * One best solution: the first goal found, walked back through each state's first parent, and
 * the move of each step found again by asking the parent for its successors (cheaper than
 * storing a move per state).
 * @internal
 */
export function bestRoute(
  problem: SearchProblem,
  found: Exploration,
): { path: number[]; moves: number[] } {
  let end = -1;
  for (let i = 0; i < found.size; i++) {
    if (found.goal[i] && found.dist[i] === found.firstGoalLayer) {
      end = i;
      break;
    }
  }
  const indices: number[] = [];
  for (let i = end; i >= 0; i = found.parent[i]!) indices.push(i);
  indices.reverse();
  const path = indices.map((i) => found.states[i]!);
  const moves: number[] = [];
  for (let k = 1; k < path.length; k++) {
    const target = path[k]!;
    let move: number | undefined;
    problem.successors(path[k - 1]!, (next, m) => {
      if (move === undefined && next === target) move = m;
    });
    moves.push(move ?? -1);
  }
  return { path, moves };
}

/**
 * Moves from each explored state to its nearest goal, −1 when it cannot reach one: a
 * breadth-first search backwards from every goal over the explored moves, turned around into
 * compressed sparse rows (a counting sort of the moves by target). Linear in moves.
 */
function reachesGoal(graph: Graph): Int32Array {
  const { size, edgeStart, edgeTo, goal } = graph;
  const edges = edgeStart[size]!;
  // Reverse rows: for each state, the states with a move into it.
  const intoStart = new Int32Array(size + 1);
  for (let e = 0; e < edges; e++) intoStart[edgeTo[e]! + 1]!++;
  for (let i = 0; i < size; i++) intoStart[i + 1]! += intoStart[i]!;
  const queue = new Int32Array(size);
  const fill = queue; // the write cursors while building; the search queue afterwards
  fill.set(intoStart.subarray(0, size));
  const into = new Int32Array(edges);
  for (let from = 0; from < size; from++) {
    for (let e = edgeStart[from]!; e < edgeStart[from + 1]!; e++) into[fill[edgeTo[e]!]!++] = from;
  }
  const distance = new Int32Array(size).fill(-1);
  let tail = 0;
  for (let i = 0; i < size; i++) {
    if (goal[i]) {
      distance[i] = 0;
      queue[tail++] = i;
    }
  }
  for (let head = 0; head < tail; head++) {
    const state = queue[head]!;
    const next = distance[state]! + 1;
    for (let e = intoStart[state]!; e < intoStart[state + 1]!; e++) {
      const before = into[e]!;
      if (distance[before] === -1) {
        distance[before] = next;
        queue[tail++] = before;
      }
    }
  }
  return distance;
}
