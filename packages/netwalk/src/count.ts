// Counting a board's solutions up to a limit, within a guess budget, a time limit and a signal.
import type { NetwalkBoard } from './board.js';
import { Deducer } from './deduce.js';
import { NetwalkError, shown } from './errors.js';
import { startLimits, stopOf } from './limits.js';
import { defaultGuesses, search } from './search.js';
import { puzzleOf } from './solve.js';
import { endsCanPair } from './win.js';

/** Options for {@link countNetwalkSolutions}. */
export interface NetwalkCountOptions {
  /**
   * Stop after this many guesses, 1 to 100,000,000. Default {@link defaultGuesses}: about
   * 20 million tile-copies of work, 1,000 to 1,000,000 guesses (a guess copies the board's
   * state, so big boards get fewer).
   */
  readonly guessBudget?: number;
  /**
   * Stop after this many milliseconds of wall time (`performance.now()`), ≥ 0; missing or NaN
   * means no limit, a negative value is 0. The clock is looked at once before deduction and then
   * every 256 guesses, or fewer on boards of more than 64 tiles (about every 16,384 tiles' worth
   * of guesses: every 64 on 16 × 16, every guess on 128 × 128), so the search runs on past the
   * deadline by at most that many guesses (a few ms). Deduction before the search is not cut
   * (on big boards it takes tens of ms). A search cut short says so (`stoppedBy: 'time'`,
   * `complete: false`).
   */
  readonly timeMs?: number;
  /**
   * Stop once this signal is aborted (`stoppedBy: 'signal'`, `complete: false`; nothing is
   * thrown), looked at when the clock is. The search is synchronous and runs none of the
   * caller's code, so in practice it stops a call only when aborted before it.
   */
  readonly signal?: AbortSignal;
}

/**
 * Why {@link countNetwalkSolutions} stopped before it had tried everything:
 * - `limit`: it found `limit` solutions (an answer: there are at least that many);
 * - `guesses`: it used up `guessBudget`;
 * - `time`: the time limit `timeMs` ran out;
 * - `signal`: the abort signal was aborted.
 *
 * Only `limit` leaves the count complete; after the others, `count` is a lower bound.
 */
export type NetwalkStop = 'limit' | 'guesses' | 'time' | 'signal';

/** What {@link countNetwalkSolutions} found. */
export interface NetwalkCount {
  /**
   * Solutions found, up to the limit: exact when `complete`, a lower bound otherwise (so a
   * count of 0 or 1 that is not `complete` says neither "no solution" nor "unique").
   */
  readonly count: number;
  /** The search ran to the end (or reached the limit, which is also an answer). */
  readonly complete: boolean;
  /** Why it stopped early (see {@link NetwalkStop}), or `null` when it ran to the end. */
  readonly stoppedBy: NetwalkStop | null;
  /** The first solution's masks, or `null`. */
  readonly first: Uint8Array | null;
  /** Guesses tried. */
  readonly guesses: number;
}

/**
 * Counts a board's solutions up to a limit: deduction, then a depth-first search over the
 * orientations of the tile with the fewest left, deducing after every guess. Any arrangement
 * that wins counts (see `isSolved`), not only the stored one; arrangements that differ only in
 * how a symmetric tile is turned (a straight turned twice) count once.
 *
 * The guess budget, the time limit and the abort signal each end the search early, and the
 * result then says it is not `complete`: an expired time limit or an aborted signal found
 * before deduction starts gives `count: 0`, `complete: false`, whatever the board.
 *
 * @param board - a board.
 * @param limit - stop at this many, 1 to 1,000,000 (default 2: enough to tell unique).
 * @param options - `guessBudget`, `timeMs` (milliseconds) and `signal`; see
 *   {@link NetwalkCountOptions}.
 * @returns the {@link NetwalkCount}.
 * @throws {@link NetwalkError} for a malformed board, a limit that is not a positive integer, a
 *   `guessBudget` out of range, a `timeMs` that is not a number (field `timeMs`) or a `signal`
 *   that is not an AbortSignal (field `signal`).
 */
export function countNetwalkSolutions(
  board: NetwalkBoard,
  limit = 2,
  options: NetwalkCountOptions = {},
): NetwalkCount {
  if (!Number.isInteger(limit) || limit < 1 || limit > 1_000_000) {
    throw new NetwalkError('limit', `limit must be an integer 1–1,000,000 (got ${shown(limit)})`);
  }
  const puzzle = puzzleOf(board);
  const budget = options?.guessBudget ?? defaultGuesses(puzzle.tiles.length);
  if (!Number.isInteger(budget) || budget < 1 || budget > 100_000_000) {
    throw new NetwalkError(
      'guessBudget',
      `guessBudget must be an integer 1–100,000,000 (got ${shown(budget)})`,
    );
  }
  const { clock } = startLimits(options);
  const stopped = stopOf(clock);
  if (stopped !== null) {
    return { count: 0, complete: false, stoppedBy: stopped, first: null, guesses: 0 };
  }
  const d = new Deducer(puzzle);
  if (!endsCanPair(puzzle) || !d.deduce()) {
    return { count: 0, complete: true, stoppedBy: null, first: null, guesses: 0 };
  }
  const { count, complete, stoppedBy, first, guesses } = search(
    d,
    board.server,
    limit,
    budget,
    clock,
  );
  return { count, complete, stoppedBy, first, guesses };
}
