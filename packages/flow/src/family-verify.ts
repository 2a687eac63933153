// Checking a Flow puzzle: proving it again against its stored verdict, and what it lacks of its
// request.
import {
  type FamilyVerification,
  type RunOptions,
  starsShortfall,
  verdictChanges,
} from '@knossos/core';
import { FlowError } from './errors.js';
import { generateWithin } from './generate.js';
import { checkLevel, type FlowLevel, solutionProblem } from './level.js';
import {
  countLoose,
  countSolutions,
  type FlowPuzzle,
  type FlowVerdict,
  rateWithin,
  shapeOf,
  verdictOf,
} from './puzzle.js';
import { startTimeLimit, type TimeLimit } from './time-limit.js';

/** The fields of a level's board, as one text: two levels are the same level when it is. */
const boardText = (level: FlowLevel) =>
  JSON.stringify([
    level.grid,
    level.width,
    level.height,
    level.dots,
    level.solution ?? null,
    shapeOf(level),
  ]);

/** What rebuilding a puzzle from its settings and seed found. */
type Rebuilt = 'same' | 'different' | 'cut' | 'not rebuilt';

/**
 * Rebuilds a generated puzzle (`generateFlow` of its stored settings and seed, within the time
 * left) and compares the board. Not rebuilt: an imported puzzle (no settings), a Z3 synthesis
 * (Z3's answers may change with its version) and a level whose generation a time limit cut (a
 * `Time limit:` note: its seed alone does not rebuild it).
 */
function rebuild(puzzle: FlowPuzzle, limit: TimeLimit, signal?: AbortSignal): Rebuilt {
  const settings = puzzle.settings;
  if (settings === null || puzzle.seed === '' || settings.method === 'z3') return 'not rebuilt';
  if (puzzle.notes.some((note) => note.startsWith('Time limit:'))) return 'not rebuilt';
  if (limit.left() <= 0) return 'cut';
  try {
    const level = generateWithin(
      { ...settings, seed: puzzle.seed, method: 'constructive', ...(signal ? { signal } : {}) },
      limit,
    );
    if (level.notes.some((note) => note.startsWith('Time limit:'))) return 'cut';
    return boardText(level) === boardText(puzzle) ? 'same' : 'different';
  } catch (error) {
    const field = (error as { field?: unknown } | null)?.field;
    if (field === 'timeMs' || field === 'signal') return 'cut';
    throw error;
  }
}

/**
 * Proves a puzzle again — counts its solutions (`solveFlow`, limit 2), counts them under the
 * loose rule when the stored verdict has `uniqueLoose` (`true` or `false`), rates it
 * (`rateFlow`) and rebuilds a generated level from its settings and seed (`generateFlow`), all
 * within one time limit — and compares the verdict with the stored one. Each field that differs
 * is listed as `field before → after` (`stars 3 → 2`, `uniqueLoose true → false`), and a
 * rebuild that makes another level as `board as stored → not what its settings and seed make`.
 * A proof or rebuild a limit or the signal cut changes nothing (`changed` empty) and is not
 * `ok`. Not rebuilt: imported puzzles, Z3 syntheses and levels a time limit cut as they were
 * made.
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
  const { signal } = options;
  const loose = rule === 'loose';
  const proof = countSolutions(puzzle, limit, signal, loose);
  const rating = rateWithin(puzzle, proof, limit, signal);
  const before = puzzle.verdict;
  const unique = proof.count === 1 && proof.complete;
  // Under the loose rule the count is the loose one; else the loose rule is counted again only
  // where it was counted before.
  const uniqueLoose = loose
    ? unique
    : before.uniqueLoose === null || before.uniqueLoose === undefined
      ? null
      : countLoose(puzzle, unique, limit, signal, true);
  let after: FlowVerdict = verdictOf(proof, rating, uniqueLoose);
  const rebuilt = rebuild(puzzle, limit, signal);
  const cutNote =
    rebuilt === 'cut'
      ? 'Rebuild: a limit stopped the rebuild from the settings and seed, so it is not checked.'
      : before.uniqueLoose !== null && !loose && unique && uniqueLoose === null
        ? 'Loose rule: a limit stopped the count, so uniqueLoose is not checked.'
        : null;
  if (cutNote !== null) after = { ...after, timedOut: true, notes: [...after.notes, cutNote] };
  const changed = verdictChanges(before, after);
  if (!after.timedOut) {
    const was = before.uniqueLoose ?? null;
    if (was !== null && was !== after.uniqueLoose) {
      changed.push(`uniqueLoose ${String(was)} → ${String(after.uniqueLoose)}`);
    }
    if (rebuilt === 'different') {
      changed.push('board as stored → not what its settings and seed make');
    }
  }
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
