// A Netwalk puzzle as the family contract holds it: the board, how it was made, and what was
// proven of it in the shared Verdict shape.
import type { RunOptions, Verdict } from '@knossos/core';
import type { SearchClock } from '@knossos/solver';
import { checkBoard, type NetwalkBoard, shownAtStart } from './board.js';
import { type CallLimits, startLimits } from './limits.js';
import { geometryOf, stepsApart } from './masks.js';
import { fewestTurns } from './par.js';
import { type NetwalkRating, rateNetwalk } from './rating.js';
import { defaultGuesses } from './search.js';
import type { ResolvedNetwalkSettings } from './settings.js';
import { clampNetwalkSettings } from './settings-clamp.js';
import { type NetwalkSolveResult, puzzleOf, solvePuzzle } from './solve.js';

/**
 * A Netwalk board with everything the family contract keeps of it: a board's fields, the seed
 * and settings that rebuild it, and what was proven of it. Plain data: it survives
 * `structuredClone` (so it crosses worker threads).
 */
export interface NetwalkPuzzle extends NetwalkBoard {
  /**
   * The seed that rebuilds the board with {@link NetwalkPuzzle.settings} (for a verified try,
   * the try's seed, such as `abc#2`); `''` for an imported board.
   */
  readonly seed: string;
  /** The settings it was made with (clamped, the `stars` target included), or `null` when imported. */
  readonly settings: ResolvedNetwalkSettings | null;
  /** What generation and reading noted (clamped settings, uniqueness given up), one sentence each. */
  readonly notes: readonly string[];
  /**
   * What was proven, in the shared shape: `par` is the fewest quarter-turns from the scramble
   * to any solution (see {@link PAR_COUNT_LIMIT}), `optimalCount` the solutions that need that
   * few, `unique` that the tiles have one solution only (stronger than one best), `canGetStuck`
   * always `false` (every turn can be undone).
   */
  readonly verdict: Verdict;
  /** The rating behind `verdict.stars` and `verdict.score`. */
  readonly rating: NetwalkRating;
}

/** The start of the note generateNetwalk leaves when its time limit cut a uniqueness proof. */
const CUT_NOTE = 'Time limit:';

/**
 * The quarter-turns from the scramble to the stored solution: for every tile the fewest turns,
 * either way, that take it from how it starts to its solved mask (a cross needs none, a
 * straight at most one). This is the board's par when its solution is unique; with several
 * solutions another may need fewer, and the verdict's `par` is the fewest over all of them.
 */
export function parOf(board: NetwalkBoard): number {
  return turnsTo(board, shownAtStart(board), board.solution);
}

/** The fewest steps of the board's grid, tile by tile, from shown masks to solved ones. */
function turnsTo(board: NetwalkBoard, shown: Uint8Array, solved: Uint8Array): number {
  const g = geometryOf(board.grid);
  let par = 0;
  for (let c = 0; c < shown.length; c++) par += stepsApart(g, shown[c]!, solved[c]!);
  return par;
}

/**
 * How many solutions at the fewest quarter-turns a verdict counts before it calls the count a
 * lower bound (`countComplete: false`): 10,000. The search for fewer turns goes on past it.
 */
export const PAR_COUNT_LIMIT = 10_000;

/**
 * A board as a {@link NetwalkPuzzle}: solved from its scramble (`solveNetwalk`) and rated
 * (`rateNetwalk`) for its verdict. A generated board (one with `settings`, as `generateNetwalk`
 * gives) keeps its settings, and its seed is the seed asked for (the one that rebuilds it); any
 * other board is imported: its own `seed` or `''`, settings `null`. A board whose time limit cut
 * generation (a `Time limit:` note) has `verdict.timedOut`, since its seed does not rebuild it.
 *
 * @param board - a `GeneratedNetwalk`, or a board from `parseTathamId` or `netwalkFromJson`.
 * @param options - `timeMs` (milliseconds, ≥ 0) and `signal` for the solver's search; a search
 *   they cut leaves the verdict not proven (`timedOut`).
 * @throws `NetwalkError` for a malformed board, a `timeMs` that is not a number or a `signal`
 *   that is not an AbortSignal.
 */
export function toNetwalkPuzzle(
  board: NetwalkBoard & { readonly settings?: unknown },
  options: RunOptions = {},
): NetwalkPuzzle {
  return puzzleWith(board, startLimits(options));
}

/** {@link toNetwalkPuzzle} with its limits started. @internal */
export function puzzleWith(
  board: NetwalkBoard & { readonly settings?: unknown },
  limits: CallLimits,
  notes: readonly string[] = board.notes,
): NetwalkPuzzle {
  checkBoard(board);
  const made = typeof board.settings === 'object' && board.settings !== null;
  const settings = made ? clampNetwalkSettings(board.settings).settings : null;
  const solved = solvePuzzle(puzzleOf(board), board.server, limits.clock);
  const rating = rateNetwalk(board, solved);
  const cut = made && notes.some((note) => note.startsWith(CUT_NOTE));
  const verdict = verdictOf(board, solved, rating, limits.clock, cut);
  return {
    width: board.width,
    height: board.height,
    mode: board.mode,
    ...(board.grid === 'hex' ? { grid: 'hex' as const } : {}),
    server: board.server,
    solution: board.solution,
    offsets: board.offsets,
    barriers: board.barriers,
    unique: verdict.unique,
    seed: settings?.seed ?? board.seed ?? '',
    notes: [...notes],
    settings,
    verdict,
    rating,
  };
}

/**
 * The verdict of a board from what the solver found and the rating.
 *
 * @param generationCut - generation was cut by its time limit (the board is not the one its
 *   seed gives), so the verdict is not proven whatever the solver found.
 * @internal
 */
export function verdictOf(
  board: NetwalkBoard,
  solved: NetwalkSolveResult,
  rating: NetwalkRating,
  clock: SearchClock,
  generationCut: boolean,
): Verdict {
  const notes: string[] = [];
  const stop = solved.stoppedBy;
  if (stop === 'guesses') {
    notes.push(
      `Unique: not proven; the search stopped at its budget of ${solved.guesses} guesses.`,
    );
  } else if (stop === 'time' || stop === 'signal') {
    notes.push(clock.note(solved.guesses, 'guesses', 'the board is'));
  } else if (solved.solved && !solved.unique) {
    notes.push('Unique: the tiles have more than one solution.');
  }
  if (!rating.solvable) notes.push('Rating: no solution was found, so the board is not rated.');
  let cut = stop !== null && stop !== 'limit';
  let par: number | null = null;
  let optimalCount: number | null = solved.solved || !cut ? solved.solutions : null;
  let countComplete = solved.unique || (solved.complete && stop === null);
  if (solved.unique) {
    par = turnsTo(board, shownAtStart(board), solved.masks!);
    optimalCount = 1;
  } else if (solved.solved && !cut) {
    // Several solutions: the fewest turns over all of them, by branch and bound.
    const best = fewestTurns(
      puzzleOf(board),
      board.server,
      PAR_COUNT_LIMIT,
      defaultGuesses(board.solution.length),
      clock,
    );
    // A search cut before it found any solution still has the solver's: an upper bound.
    par = best.par ?? turnsTo(board, shownAtStart(board), solved.masks!);
    optimalCount = best.par === null ? solved.solutions : best.count;
    countComplete = best.complete;
    if (best.stoppedBy === 'guesses') {
      notes.push(
        `Par: not proven; the search for the fewest turns stopped at its budget of ${best.guesses} guesses.`,
      );
      cut = true;
    } else if (best.stoppedBy !== null) {
      notes.push(clock.note(best.guesses, 'guesses', 'par is'));
      cut = true;
    } else if (!best.complete) {
      notes.push(
        `Par: ${PAR_COUNT_LIMIT.toLocaleString('en-US')} or more solutions need ${par} turns; the count stops there.`,
      );
    }
  } else if (solved.solved) {
    // The search was cut: the first solution found gives an upper bound.
    par = turnsTo(board, shownAtStart(board), solved.masks!);
  }
  return {
    solvable: solved.solved,
    par,
    optimalCount,
    countComplete,
    unique: solved.unique,
    canGetStuck: false,
    stars: rating.stars,
    score: rating.score,
    timedOut: cut || generationCut,
    notes,
  };
}
