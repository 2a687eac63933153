import { type SearchClock, UNLIMITED } from '@knossos/solver';
import { checkBoard, type NetwalkBoard, shownAtStart, treeMode } from './board.js';
import type { NetwalkCountOptions, NetwalkStop } from './count.js';
import { DEAD_ENDS, Deducer, EDGES, LOOPS, type Puzzle } from './deduce.js';
import { startLimits } from './limits.js';
import { geometryOf } from './masks.js';
import { defaultGuesses, search, turnsOf } from './search.js';
import { endsCanPair, isWin } from './win.js';

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
   * For every cell, the clockwise steps (quarter-turns 0–3, or sixths 0–5 on a hex board) from
   * the tile as the puzzle starts to the first solution found; `null` when there is none.
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
  /**
   * Tiles with more than one orientation left when each rule's stage stalled, in
   * {@link NETWALK_RULES} order: after `edges` alone, after `dead-ends` too, after `loops` too,
   * and the last the same as the one before (what the search starts from). A stage not reached
   * (the board was solved before it) counts 0.
   */
  readonly openAfter: readonly number[];
  /** Tiles deduction alone fixed (all of them when `hardestRule` is not `search`). */
  readonly deduced: number;
  /** Guesses the search tried (0 when deduction was enough). */
  readonly guesses: number;
}

/** The puzzle a board poses: its tiles as they start. @internal */
export function puzzleOf(board: NetwalkBoard): Puzzle {
  const t = checkBoard(board);
  return {
    width: board.width,
    height: board.height,
    neighbors: t.neighbors,
    geometry: geometryOf(board.grid),
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
 * @throws `NetwalkError` for a malformed board, a `timeMs` that is not a number or a
 *   `signal` that is not an AbortSignal.
 */
export function solveNetwalk(
  board: NetwalkBoard,
  options: Pick<NetwalkCountOptions, 'timeMs' | 'signal'> = {},
): NetwalkSolveResult {
  return solvePuzzle(puzzleOf(board), board.server, startLimits(options).clock);
}

/** {@link solveNetwalk} on a puzzle. @internal */
export function solvePuzzle(
  puzzle: Puzzle,
  start: number,
  clock: SearchClock = UNLIMITED,
): NetwalkSolveResult {
  const d = new Deducer(puzzle);
  const consistent = endsCanPair(puzzle) && d.deduce();
  const deduced = d.n - d.unfixed;
  const steps = d.steps;
  const eliminated = [d.eliminated[EDGES], d.eliminated[DEAD_ENDS], d.eliminated[LOOPS], 0];
  const openAfter = [d.openAt[EDGES], d.openAt[DEAD_ENDS], d.openAt[LOOPS], d.unfixed];
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
        openAfter,
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
    openAfter,
    deduced,
    guesses: counted.guesses,
  };
}
