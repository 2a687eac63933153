import { clockOf } from './clock.js';
import { explore, Until } from './explore.js';
import type { Hint, SearchProblem, SolveOptions } from './problem.js';
import { bestRoute, clampBudget } from './solve.js';

/** A best way on from a state: every move of it, not only the first. */
export interface WayOn extends Hint {
  /** The moves of a best way on, as `successors` emits them (`par` of them), or empty. */
  readonly moves: readonly number[];
  /** The states along it, the given state first (`par` + 1 of them), or empty. */
  readonly path: readonly number[];
}

/**
 * A whole best way on from `state`: the same breadth-first search as `solveFrom`, stopping at
 * the first goal found, walked back into every move. When the budget or the time limit runs out
 * first the status says so (`'budget'`, `'time'`: not proven), never `'stuck'`.
 *
 * @param problem - the puzzle; its `initial` is ignored.
 * @param state - where play stands now.
 * @param options - see {@link SolveOptions}.
 * @throws {@link SolverError} as `solve` does.
 */
export function wayOn(problem: SearchProblem, state: number, options: SolveOptions = {}): WayOn {
  const notes: string[] = [];
  const budget = clampBudget(options.stateBudget, notes);
  const clock = clockOf(options, notes);
  const found = explore(problem, [state], budget, Until.FirstGoal, () => 'state', clock);
  if (found.firstGoalLayer === 0) {
    return { status: 'solved', move: -1, next: -1, par: 0, moves: [], path: [state], notes };
  }
  if (found.firstGoalLayer < 0) {
    if (found.timedOut) notes.push(clock.note(found.size, 'states', 'the way on is'));
    const status = found.timedOut ? 'time' : found.budgetExhausted ? 'budget' : 'stuck';
    return { status, move: -1, next: -1, par: -1, moves: [], path: [], notes };
  }
  const { path, moves } = bestRoute(problem, found);
  const par = found.firstGoalLayer;
  return { status: 'move', move: moves[0]!, next: path[1]!, par, moves, path, notes };
}
