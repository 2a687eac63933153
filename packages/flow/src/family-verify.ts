// Checking a Flow puzzle: proving it again against its stored verdict, and what it lacks of its
// request.
import {
  type FamilyVerification,
  type RunOptions,
  starsShortfall,
  verdictChanges,
} from '@knossos/core';
import { FlowError } from './errors.js';
import { checkLevel, solutionProblem } from './level.js';
import { countSolutions, type FlowPuzzle, rateWithin, verdictOf } from './puzzle.js';
import { startTimeLimit } from './time-limit.js';

/**
 * Proves a puzzle again — counts its solutions (`solveFlow`, limit 2) and rates it
 * (`rateFlow`) within one time limit — and compares the verdict with the stored one. Each field
 * that differs is listed as `field before → after` (`stars 3 → 2`). A proof a limit or the
 * signal cut changes nothing (`changed` empty) and is not `ok`.
 *
 * @returns the stored verdict, the new one, the puzzle with the new verdict and rating, the
 *   changes and whether it holds.
 * @throws {@link FlowError} for a malformed level or a stored solution that is not one.
 */
export async function verifyFlow(
  puzzle: FlowPuzzle,
  options: RunOptions = {},
): Promise<FamilyVerification<FlowPuzzle>> {
  const rule = options.rule;
  if (rule !== undefined && rule !== 'loose') {
    throw new FlowError(
      'rule',
      `Flow has the rules "degree" (its own) and "loose", not ${JSON.stringify(rule)}`,
    );
  }
  const topology = checkLevel(puzzle);
  if (puzzle.solution !== null && puzzle.solution !== undefined) {
    const problem = solutionProblem(puzzle, topology, puzzle.solution);
    if (problem !== null) throw new FlowError('solution', `the solution is not valid: ${problem}`);
  }
  const limit = startTimeLimit(options.timeMs);
  const proof = countSolutions(puzzle, limit, options.signal, rule === 'loose');
  const rating = rateWithin(puzzle, proof, limit, options.signal);
  const after = verdictOf(proof, rating);
  const before = puzzle.verdict;
  const changed = verdictChanges(before, after);
  const solution = puzzle.solution ?? proof.solution;
  return {
    before,
    after,
    puzzle: {
      ...puzzle,
      solution: solution === null ? null : [...solution],
      verdict: after,
      rating,
    },
    changed,
    ok: !after.timedOut && changed.length === 0,
  };
}

/**
 * What a puzzle lacks of its request, one sentence each (empty when it meets it): a solution;
 * a proof of uniqueness when `unique` was asked for; the stars when a target was set; a proof
 * no limit cut. An imported puzzle (no settings) asks only for a proven solution.
 */
export function flowShortfalls(puzzle: FlowPuzzle): string[] {
  const v = puzzle.verdict;
  const out: string[] = [];
  if (!v.solvable) {
    out.push(
      v.timedOut
        ? 'Solvable: not proven within the limit; the search did not finish.'
        : 'Solvable: the level has no solution.',
    );
  }
  const asked = puzzle.settings;
  if (asked !== null && asked.unique !== false && !v.unique) {
    out.push('Unique: the level could not be proven unique.');
  }
  const stars = starsShortfall(v.stars, asked?.stars ?? 0);
  if (stars !== null) out.push(stars);
  if (v.solvable && v.timedOut) {
    out.push('Proven: a limit cut the proof or the rating, so the verdict is not proven.');
  }
  return out;
}

/** Whether a puzzle is what its settings asked for ({@link flowShortfalls} is empty). */
export function meetsFlowRequest(puzzle: FlowPuzzle): boolean {
  return flowShortfalls(puzzle).length === 0;
}
