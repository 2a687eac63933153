// A Flow level as the family holds it: the level, how it was made, and what was proven of it in
// the shared verdict shape.
import type { Verdict } from '@knossos/core';
import { FlowError } from './errors.js';
import type { FlowSettings, GeneratedFlow } from './generate-types.js';
import { checkLevel, type FlowLevel, solutionProblem } from './level.js';
import { type FlowRating, rateFlow } from './rating.js';
import { clampFlowSettings, LOOSE_CELLS } from './settings.js';
import { type FlowSolveResult, solveFlow } from './solve.js';
import { startTimeLimit, type TimeLimit } from './time-limit.js';

/**
 * The shared verdict with what Flow proves besides: uniqueness under the loose rule too.
 * Plain data, stored in the puzzle file's `verdict` beside the shared fields.
 */
export interface FlowVerdict extends Verdict {
  /**
   * Whether the level stays unique when a path may run alongside itself, as the Flow game
   * accepts (the loose rule; `solveFlow(level, { touching: true })`, limit 2): `null` when not
   * checked (a level not proven unique; by default a board of more than 144 cells, see
   * `checkLoose`) or when a limit cut that count.
   */
  readonly uniqueLoose: boolean | null;
}

/**
 * A Flow level as `flowFamily` holds it, generated or imported: the level's fields (its
 * `solution` `null` when imported and none was found), how it was made and what was proven.
 * Plain data: it survives `JSON.stringify` and `structuredClone`.
 */
export interface FlowPuzzle extends FlowLevel {
  /** The seed that rebuilds it with `settings`; `''` when imported. */
  readonly seed: string;
  /**
   * The request it was made from, clamped (`clampFlowSettings`), its `seed` the puzzle's own:
   * the colours asked for, not the count the level ended with. Generating from it rebuilds the
   * puzzle byte for byte, but for the notes that are not the level's: a clamp's (`Colors: 2 is
   * outside 4–14; used 4.`: the stored request is in range) and a missed request's
   * (`Verified: …`). `null` when imported.
   */
  readonly settings: FlowSettings | null;
  /** What generation noted (clamped settings, repairs, tries), one sentence each. */
  readonly notes: readonly string[];
  /**
   * What was proven, in the shared shape: `par` and `canGetStuck` `null`; `optimalCount` the
   * solutions found (1 when unique), exact when `countComplete`; `stars` and `score` from
   * {@link rateFlow}; `uniqueLoose` the loose rule's answer.
   */
  readonly verdict: FlowVerdict;
  /** The rating behind the stars, or `null` when there is no solution to rate. */
  readonly rating: FlowRating | null;
}

/** Options for {@link toFlowPuzzle}. */
export interface ToFlowPuzzleOptions {
  /** The request a generated level was made from (clamped here); ignored for an imported one. */
  readonly settings?: FlowSettings;
  /** Milliseconds the proof and the rating may take together, ≥ 0 (default: none). */
  readonly timeMs?: number;
  /** Stops the proof and the rating (the verdict then says not proven). */
  readonly signal?: AbortSignal;
}

/** What a count of solutions found: `solveFlow`'s answer, or generation's own proof. @internal */
export interface FlowProof {
  readonly count: number;
  readonly complete: boolean;
  readonly stoppedBy: FlowSolveResult['stoppedBy'];
  /** Search nodes, or `null` when generation proved it. */
  readonly nodes: number | null;
  readonly solution: readonly number[] | null;
}

/** The options of a search given the time left of `limit` and a signal. @internal */
export function within(
  limit: TimeLimit,
  signal?: AbortSignal,
): { timeMs?: number; signal?: AbortSignal } {
  const left = limit.left();
  return {
    // Whole milliseconds, as notes print them.
    ...(Number.isFinite(left) ? { timeMs: Math.max(0, Math.ceil(left)) } : {}),
    ...(signal === undefined ? {} : { signal }),
  };
}

/** Counts the level's solutions up to 2 (`solveFlow`), within the time left. @internal */
export function countSolutions(
  level: FlowLevel,
  limit: TimeLimit,
  signal?: AbortSignal,
  touching = false,
): FlowProof {
  const result = solveFlow(level, { limit: 2, touching, ...within(limit, signal) });
  return {
    count: result.count,
    complete: result.complete,
    stoppedBy: result.stoppedBy,
    nodes: result.nodes,
    solution: result.solution,
  };
}

/** Rates a level with a solution (`rateFlow`) within the time left; `null` without one. @internal */
export function rateWithin(
  level: FlowLevel,
  proof: FlowProof,
  limit: TimeLimit,
  signal?: AbortSignal,
): FlowRating | null {
  return proof.solution === null ? null : rateFlow(level, within(limit, signal));
}

const LIMIT_WORDS = { time: 'time limit', nodes: 'node budget', signal: 'signal' } as const;

/** Whether a count was cut by a limit (not by reaching 2 solutions). */
const isCut = (stoppedBy: FlowProof['stoppedBy']) =>
  stoppedBy === 'time' || stoppedBy === 'nodes' || stoppedBy === 'signal';

/**
 * The verdict of a count, a rating and the loose rule's answer (`null`: not checked), with a
 * note for each cut. @internal
 */
export function verdictOf(
  proof: FlowProof,
  rating: FlowRating | null,
  uniqueLoose: boolean | null,
): FlowVerdict {
  const notes: string[] = [];
  const solvable = proof.solution !== null;
  const cut = isCut(proof.stoppedBy);
  if (cut) {
    const by = LIMIT_WORDS[proof.stoppedBy as keyof typeof LIMIT_WORDS];
    const after = proof.nodes === null ? '' : ` after ${proof.nodes.toLocaleString('en')} nodes`;
    notes.push(
      `Search: stopped by the ${by}${after}, so ${solvable ? 'uniqueness' : 'solvability'} is not proven.`,
    );
  } else if (!solvable) notes.push('Solvable: the level has no solution.');
  const rated = rating !== null && rating.stoppedBy === null;
  if (rating !== null && rating.stoppedBy !== null) {
    notes.push(
      `Rating: the ${LIMIT_WORDS[rating.stoppedBy]} stopped the search before it found the solution, so the level is not rated.`,
    );
  }
  return {
    solvable,
    par: null,
    optimalCount: proof.count,
    countComplete: proof.complete,
    unique: proof.count === 1 && proof.complete,
    canGetStuck: null,
    stars: rated ? rating.stars : 0,
    score: rated ? rating.score : null,
    timedOut: cut || (rating !== null && rating.stoppedBy !== null),
    notes,
    uniqueLoose: proof.count === 1 && proof.complete ? uniqueLoose : null,
  };
}

/** Search nodes the loose rule's count may take before it answers `null` (as generation). */
const LOOSE_NODES = 200_000;

/**
 * Whether a level proven unique stays unique under the loose rule: counted (`solveFlow`,
 * `touching`, limit 2) when `check` says so (default: boards of up to 144 cells, as
 * generation's `checkLoose`), within the time left and 200,000 nodes; `null` when not checked,
 * not unique, or cut. @internal
 */
export function countLoose(
  level: FlowLevel,
  unique: boolean,
  limit: TimeLimit,
  signal?: AbortSignal,
  check?: boolean,
): boolean | null {
  if (!unique || !(check ?? level.width * level.height <= LOOSE_CELLS)) return null;
  if (limit.left() <= 0) return null;
  const loose = solveFlow(level, {
    limit: 2,
    touching: true,
    nodeBudget: LOOSE_NODES,
    ...within(limit, signal),
  });
  return loose.complete || loose.count >= 2 ? loose.count === 1 : null;
}

/** A level's holes and bridges, copied, each only when it has some (a plain level has neither). @internal */
export function shapeOf(level: FlowLevel): Pick<FlowLevel, 'holes' | 'bridges'> {
  return {
    ...(level.holes?.length ? { holes: [...level.holes] } : {}),
    ...(level.bridges?.length ? { bridges: [...level.bridges] } : {}),
  };
}

/** Whether a level is one `generateFlow` made (it has its seed, proof and notes). */
function isGenerated(level: FlowLevel): level is GeneratedFlow {
  const g = level as Partial<GeneratedFlow>;
  return typeof g.seed === 'string' && typeof g.unique === 'boolean' && Array.isArray(g.notes);
}

/** The stored request: clamped, its seed the puzzle's own (last, as the clamp puts it). @internal */
export function storedSettings(request: FlowSettings, seed: string): FlowSettings {
  const { seed: _asked, ...rest } = clampFlowSettings(request).settings;
  return seed === '' ? rest : { ...rest, seed };
}

/**
 * A level as a {@link FlowPuzzle}. A `GeneratedFlow` keeps its seed and notes, and its proof
 * when it was proven unique; any other level is counted again (`solveFlow`, limit 2). Either
 * is then rated (`rateFlow`). A plain `FlowLevel` is imported: seed `''`, settings `null`, its
 * solution the stored one, else the first found.
 *
 * @throws {@link FlowError} for a malformed level or a stored solution that is not one.
 */
export function toFlowPuzzle(
  level: GeneratedFlow | FlowLevel,
  options: ToFlowPuzzleOptions = {},
): FlowPuzzle {
  return puzzleWithin(level, options, startTimeLimit(options.timeMs));
}

/**
 * {@link toFlowPuzzle} on a time limit already started (`options.timeMs` is not read), shared
 * with the generation before it. @internal
 */
export function puzzleWithin(
  level: GeneratedFlow | FlowLevel,
  options: Omit<ToFlowPuzzleOptions, 'timeMs'>,
  limit: TimeLimit,
): FlowPuzzle {
  const topology = checkLevel(level);
  const stored = level.solution ?? null;
  if (stored !== null) {
    const problem = solutionProblem(level, topology, stored);
    if (problem !== null) throw new FlowError('solution', `the solution is not valid: ${problem}`);
  }
  const { signal } = options;
  const generated = isGenerated(level);
  let proof: FlowProof =
    generated && level.unique
      ? { count: 1, complete: true, stoppedBy: null, nodes: null, solution: stored }
      : countSolutions(level, limit, signal);
  // A count cut before it found one still has the stored solution.
  if (proof.solution === null && stored !== null) {
    proof = { ...proof, count: Math.max(1, proof.count), solution: stored };
  }
  const rating = rateWithin(level, proof, limit, signal);
  const proven = proof.count === 1 && proof.complete;
  const uniqueLoose = generated ? level.uniqueLoose : countLoose(level, proven, limit, signal);
  let verdict = verdictOf(proof, rating, uniqueLoose);
  // Generation's proof the time cut, finished by the count (which reads the clock less often).
  const asked = options.settings;
  if (
    generated &&
    asked !== undefined &&
    asked.unique !== false &&
    !level.unique &&
    verdict.unique
  ) {
    const note = 'Unique: proven by the count after generation, whose own proof was cut.';
    verdict = { ...verdict, notes: [...verdict.notes, note] };
  }
  const seed = generated ? level.seed : '';
  return {
    grid: level.grid,
    width: level.width,
    height: level.height,
    dots: [...level.dots],
    ...shapeOf(level),
    solution:
      stored === null ? (proof.solution === null ? null : [...proof.solution]) : [...stored],
    seed,
    settings: generated && options.settings ? storedSettings(options.settings, seed) : null,
    notes: generated ? [...level.notes] : [],
    verdict,
    rating,
  };
}
