import type { SearchClock } from './clock.js';

/**
 * A puzzle described to the search engine. States are integers, so the engine can keep millions
 * of them in typed arrays; a family packs its position (cell, keys held, switches flipped, …)
 * into one.
 *
 * Reaching a goal state ends play: the engine never asks for a goal state's successors.
 *
 * @example
 * ```ts
 * // A corridor of cells 0–9: step left or right, home at 9.
 * const corridor: SearchProblem = {
 *   initial: 0,
 *   successors(cell, emit) {
 *     if (cell > 0) emit(cell - 1, 0);
 *     if (cell < 9) emit(cell + 1, 1);
 *   },
 *   isGoal: (cell) => cell === 9,
 *   stateSpace: 10,
 * };
 * ```
 */
export interface SearchProblem {
  /** The starting state, or several (each one move sequence of length 0, e.g. race starts). */
  readonly initial: number | readonly number[];
  /**
   * Calls `emit(next, move)` once for each legal move from `state`: `next` is the state it
   * leads to (an integer 0 to 2⁵³ − 1) and `move` a number naming the move (a slot, a
   * direction, …), reported back in `Verdict.moves`. Each call is one distinct move: two moves to
   * the same state count as two ways.
   */
  successors(state: number, emit: (next: number, move: number) => void): void;
  /** Whether `state` is a goal (every player home, every gem held, …). */
  isGoal(state: number): boolean;
  /**
   * Optional: every state is below this number. When it is small (up to 2²⁶, and at most four
   * times the state budget or 2²⁰), states are indexed directly instead of hashed, which is
   * faster. A state at or past it is an error, and so is a value that is not a positive integer.
   */
  readonly stateSpace?: number;
}

/** Options for {@link solve}, {@link solveFrom} and {@link distancesToGoal}. */
export interface SolveOptions {
  /**
   * How many distinct states the search may store before it stops and reports "not proven":
   * 1,000 to 5,000,000, default 500,000. Out-of-range values are clamped, with a note.
   */
  stateBudget?: number;
  /**
   * How long the search may run, in milliseconds (≥ 0; default: no limit). Running out stops it
   * as the state budget does: what was proven stands, the rest is "not proven" (`timedOut`).
   * A negative value is taken as 0 and a NaN as none, with a note.
   */
  timeMs?: number;
  /**
   * Stops the search when aborted, as the time limit does (`timedOut`). Looked at while the
   * search runs, so it works when aborted before the call or from a callback of the search;
   * a timer of the same thread cannot fire during a synchronous search.
   */
  signal?: AbortSignal;
  /**
   * A clock shared with other searches, for one time limit over several of them (a generator
   * proving layout after layout): when given, `timeMs` and `signal` are not read. Its notes
   * count milliseconds from when the clock was made.
   */
  clock?: SearchClock;
}

/** What {@link solve} proved about a search problem. */
export interface Verdict {
  /** A goal can be reached. `false` also when the budget ran out before one was found. */
  readonly solvable: boolean;
  /**
   * The fewest moves to a goal, proven minimal; −1 when unsolvable or not proven (the budget
   * ran out first).
   */
  readonly par: number;
  /**
   * How many distinct move sequences of `par` moves reach a goal, up to 1,000,000,000
   * ({@link COUNT_CAP}); 0 when unsolvable or not proven, and only a lower bound when
   * `countComplete` is false.
   */
  readonly optimalCount: number;
  /** `optimalCount` is exact: the goal layer was searched whole and the count stayed under the cap. */
  readonly countComplete: boolean;
  /** Exactly one best move sequence, proven. */
  readonly unique: boolean;
  /**
   * Some reachable state can no longer reach a goal (a soft-lock); `null` when not proven
   * because the budget ran out before every reachable state was found. For an unsolvable
   * problem every state is stuck, so this is `true`.
   */
  readonly canGetStuck: boolean | null;
  /** Distinct states stored. */
  readonly explored: number;
  /** The budget stopped the search; anything it could not finish is reported as not proven. */
  readonly budgetExhausted: boolean;
  /**
   * The time limit or the signal stopped the search (a note says which); anything it could not
   * finish is reported as not proven, as with the budget.
   */
  readonly timedOut: boolean;
  /** One best solution: the states from an initial state to a goal (`par + 1` of them), or empty. */
  readonly path: readonly number[];
  /** The moves of that solution, as emitted by `successors` (`par` of them), or empty. */
  readonly moves: readonly number[];
  /** Anything adjusted, such as a clamped budget, each starting with the setting's name. */
  readonly notes: readonly string[];
}

/** A hint from {@link solveFrom}: the first move of a best way on, or why there is none. */
export interface Hint {
  /**
   * `'move'` when a best way on was found; `'solved'` when the state is already a goal;
   * `'stuck'` when no goal can be reached (a soft-lock); `'budget'` when the search ran out of
   * budget before finding one; `'time'` when the time limit or the signal stopped it first.
   */
  readonly status: 'move' | 'solved' | 'stuck' | 'budget' | 'time';
  /** The first move of a best way on (as `successors` emits it), or −1. */
  readonly move: number;
  /** The state that move leads to, or −1. */
  readonly next: number;
  /** Moves still needed from the given state (0 when solved), or −1 when stuck or not proven. */
  readonly par: number;
  /** Anything adjusted, such as a clamped budget. */
  readonly notes: readonly string[];
}
