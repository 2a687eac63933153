import { checkBoard, type NetwalkBoard, shownAtStart, treeMode } from './board.js';
import { type Clock, clockStop, startClock, UNLIMITED } from './clock.js';
import { DEAD_ENDS, Deducer, EDGES, endsCanPair, isWin, LOOPS, type Puzzle } from './deduce.js';
import { NetwalkError, shown } from './errors.js';
import { BITS } from './masks.js';

/**
 * The rules of the Netwalk solver, easiest first:
 * - `edges`: an orientation that opens a closed edge (the border, a wall, a neighbour's closed
 *   side) or closes an open one is ruled out;
 * - `dead-ends`: one that joins only closed-off regions adding up to less than the whole board
 *   is ruled out (they could never reach the rest);
 * - `loops`: in bounded and torus modes, one that joins two tiles already joined (closing a
 *   loop) is ruled out;
 * - `search`: the rules alone stop short and the solver has to try orientations.
 */
export type NetwalkRule = 'edges' | 'dead-ends' | 'loops' | 'search';

/** Every {@link NetwalkRule}, easiest first. */
export const NETWALK_RULES: readonly NetwalkRule[] = Object.freeze([
  'edges',
  'dead-ends',
  'loops',
  'search',
]);

/** What {@link solveNetwalk} found. */
export interface NetwalkSolveResult {
  /** A solution was found (by deduction or by search). */
  readonly solved: boolean;
  /** It is proven the only one: deduction fixed every tile, or the search ran out with one. */
  readonly unique: boolean;
  /** Solutions found, up to 2 (2 means at least two); exact when `complete`. */
  readonly solutions: number;
  /** The search (if any) ran to the end, so `solutions` is exact (capped at 2). */
  readonly complete: boolean;
  /**
   * What ended the search early: its guess budget, time limit or signal (`'limit'` when it
   * found two solutions, which is an answer); `null` when it ran to the end or was not needed.
   */
  readonly stoppedBy: NetwalkStop | null;
  /**
   * For every cell, the clockwise quarter-turns (0–3) from the tile as the puzzle starts to
   * the first solution found; `null` when there is none.
   */
  readonly orientations: Uint8Array | null;
  /** The solved mask of every cell (the first solution found), or `null`. */
  readonly masks: Uint8Array | null;
  /**
   * The hardest rule needed: the solver runs `edges` until nothing follows, then switches on
   * `dead-ends`, then `loops`; `search` when they stop short. `null` when there is no solution.
   */
  readonly hardestRule: NetwalkRule | null;
  /** Deduction steps: visits of a tile that ruled out at least one of its orientations. */
  readonly steps: number;
  /** Orientations ruled out by each rule, in {@link NETWALK_RULES} order (the last is 0). */
  readonly eliminated: readonly number[];
  /** Tiles deduction alone fixed (all of them when `hardestRule` is not `search`). */
  readonly deduced: number;
  /** Guesses the search tried (0 when deduction was enough). */
  readonly guesses: number;
}

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
 * The default guess budget of a search on a board of `tiles` tiles: `⌈2 · 10⁷ / tiles⌉`, kept
 * within 1,000–1,000,000 (200,000 guesses on 10 × 10, 1,221 on 128 × 128). A search that runs
 * out says so (`complete: false`) rather than guess.
 */
export function defaultGuesses(tiles: number): number {
  return Math.min(1_000_000, Math.max(1_000, Math.ceil(2e7 / Math.max(1, tiles))));
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

/** The puzzle a board poses: its tiles as they start. @internal */
export function puzzleOf(board: NetwalkBoard): Puzzle {
  const t = checkBoard(board);
  return {
    width: board.width,
    height: board.height,
    neighbors: t.neighbors,
    tiles: shownAtStart(board),
    barriers: board.barriers,
    tree: treeMode(board.mode),
  };
}

/**
 * Solves a board from its scrambled tiles (the stored solution is not looked at): deduction
 * first, by the rules of {@link NetwalkRule}; if they stop short, a search that tries the
 * orientations of the tile with the fewest left, deducing after each guess, until it has two
 * solutions or has tried everything.
 *
 * "Fully solved by deduction" proves the solution unique: each rule only removes orientations
 * no solution has.
 *
 * @param board - a board (see `generateNetwalk`, `parseTathamId`).
 * @param options - `timeMs` (milliseconds, ≥ 0) and `signal` for the search after deduction:
 *   one they cut is not `complete` (never "no solution" nor "unique").
 * @returns the {@link NetwalkSolveResult}.
 * @throws {@link NetwalkError} for a malformed board, a `timeMs` that is not a number or a
 *   `signal` that is not an AbortSignal.
 */
export function solveNetwalk(
  board: NetwalkBoard,
  options: Pick<NetwalkCountOptions, 'timeMs' | 'signal'> = {},
): NetwalkSolveResult {
  return solvePuzzle(puzzleOf(board), board.server, startClock(options));
}

/** {@link solveNetwalk} on a puzzle. @internal */
export function solvePuzzle(
  puzzle: Puzzle,
  start: number,
  clock: Clock = UNLIMITED,
): NetwalkSolveResult {
  const d = new Deducer(puzzle);
  const consistent = endsCanPair(puzzle) && d.deduce();
  const deduced = d.n - d.unfixed;
  const steps = d.steps;
  const eliminated = [d.eliminated[EDGES], d.eliminated[DEAD_ENDS], d.eliminated[LOOPS], 0];
  const rule = (level: number): NetwalkRule => NETWALK_RULES[level - 1]!;
  if (consistent && d.unfixed === 0) {
    const masks = d.masks();
    if (isWin(puzzle, masks, start)) {
      return {
        solved: true,
        unique: true,
        solutions: 1,
        complete: true,
        stoppedBy: null,
        orientations: turnsOf(d),
        masks,
        hardestRule: rule(d.level),
        steps,
        eliminated,
        deduced,
        guesses: 0,
      };
    }
  }
  const counted = consistent
    ? search(d, start, 2, defaultGuesses(d.n), clock)
    : { count: 0, complete: true, stoppedBy: null, first: null, guesses: 0, turns: null };
  return {
    solved: counted.count > 0,
    unique: counted.count === 1 && counted.complete,
    solutions: counted.count,
    complete: counted.complete,
    stoppedBy: counted.stoppedBy,
    orientations: counted.turns,
    masks: counted.first,
    hardestRule: counted.count > 0 ? 'search' : null,
    steps,
    eliminated,
    deduced,
    guesses: counted.guesses,
  };
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
  const clock = startClock(options);
  const stopped = clockStop(clock);
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

/**
 * Depth-first search from a deduced state. The clock is looked at before the first guess and
 * then every `every` guesses: reading it costs tens of nanoseconds and a guess copies the
 * board's state and deduces (work that grows with the tiles), so looking every 256 guesses, or
 * about every 16,384 tiles' worth of guesses on big boards, keeps the cost out of sight and the
 * overshoot to a few ms.
 */
function search(d: Deducer, start: number, limit: number, budget: number, clock: Clock) {
  const every = 2 ** Math.min(8, Math.max(0, Math.floor(Math.log2(16_384 / d.n))));
  let count = 0;
  let guesses = 0;
  let first: Uint8Array | null = null;
  let turns: Uint8Array | null = null;
  let stoppedBy: NetwalkStop | null = null;
  const puzzle = d.puzzle;
  const explore = (): void => {
    if (d.unfixed === 0) {
      const masks = d.masks();
      if (isWin(puzzle, masks, start)) {
        count++;
        if (first === null) {
          first = masks;
          turns = turnsOf(d);
        }
        if (count >= limit) stoppedBy = 'limit';
      }
      return;
    }
    let pick = -1;
    let fewest = 5;
    for (let c = 0; c < d.n; c++) {
      const k = BITS[d.dom[c]!]!;
      if (k > 1 && k < fewest) {
        fewest = k;
        pick = c;
        if (k === 2) break;
      }
    }
    const saved = d.snapshot();
    const set = d.dom[pick]!;
    for (let r = 0; r < 4 && stoppedBy === null; r++) {
      if (!((set >> r) & 1)) continue;
      if (guesses >= budget) {
        stoppedBy = 'guesses';
        break;
      }
      if (guesses % every === 0) {
        stoppedBy = clockStop(clock);
        if (stoppedBy !== null) break;
      }
      guesses++;
      d.restore(saved);
      if (d.assume(pick, 1 << r)) explore();
    }
    d.restore(saved);
  };
  explore();
  return {
    count,
    complete: stoppedBy === null || stoppedBy === 'limit',
    stoppedBy: stoppedBy as NetwalkStop | null,
    first: first as Uint8Array | null,
    turns: turns as Uint8Array | null,
    guesses,
  };
}

function turnsOf(d: Deducer): Uint8Array {
  const out = new Uint8Array(d.n);
  for (let c = 0; c < d.n; c++) out[c] = d.turnOf(c);
  return out;
}
