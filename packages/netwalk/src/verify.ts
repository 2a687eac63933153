// Proving a stored puzzle again and comparing what is proven now with what it says.
import { type FamilyVerification, type RunOptions, verdictChanges } from '@knossos/core';
import { startLimits } from './limits.js';
import { type NetwalkPuzzle, verdictOf } from './puzzle.js';
import { rateNetwalk } from './rating.js';
import { puzzleOf, solvePuzzle } from './solve.js';

/**
 * Solves and rates a puzzle again from its scramble and compares the verdict with the stored
 * one, field by field (notes aside): each change reads `field before → after`, such as
 * `stars 2 → 3`. A proof a limit cuts proves nothing: it lists no changes and is not `ok`.
 *
 * @param options - `timeMs` (milliseconds, ≥ 0) and `signal` for the solver's search.
 * @returns the verification; its `puzzle` carries the new verdict and rating.
 * @throws `NetwalkError` for a malformed puzzle, a `timeMs` that is not a number or a `signal`
 *   that is not an AbortSignal.
 */
export async function verifyNetwalk(
  puzzle: NetwalkPuzzle,
  options: RunOptions = {},
): Promise<FamilyVerification<NetwalkPuzzle>> {
  const limits = startLimits(options);
  const solved = solvePuzzle(puzzleOf(puzzle), puzzle.server, limits.clock);
  const rating = rateNetwalk(puzzle, solved);
  const after = verdictOf(puzzle, solved, rating, limits.clock, false);
  const before = puzzle.verdict;
  const changed = verdictChanges(before, after);
  return {
    before,
    after,
    puzzle: { ...puzzle, unique: after.unique, verdict: after, rating },
    changed,
    ok: !after.timedOut && changed.length === 0,
  };
}
