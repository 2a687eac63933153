// Generation as the family contract asks for it: one puzzle, and verified tries (seed, seed#1, …)
// until one meets its request, stars included.
import {
  clampWithNote,
  type RunOptions,
  starsShortfall,
  tryUntilMet,
  type VerifiedOptions,
} from '@knossos/core';
import { attemptSeed } from '@knossos/random';
import { makeNetwalk } from './generate.js';
import { type CallLimits, startLimits, stopOf } from './limits.js';
import { type NetwalkPuzzle, puzzleWith } from './puzzle.js';
import type { NetwalkSettings, ResolvedNetwalkSettings } from './settings.js';
import { clampNetwalkSettings } from './settings-clamp.js';

/** A difficulty aim: the settings `hardestRule` and `stepsPerTile`. */
export type NetwalkAim = Readonly<Pick<ResolvedNetwalkSettings, 'hardestRule' | 'stepsPerTile'>>;

/**
 * Difficulty aims from easiest to hardest, the ladder verified generation climbs when a request
 * sets a `stars` target and no aim of its own. Stars are per size (`NETWALK_BANDS`), so no one
 * aim earns a star on every size: measured over 30 seeds each on 13 × 11 torus, 7 × 7 bounded,
 * 9 × 9 classic, 15 × 15 bounded and 5 × 5 torus boards, `edges` at 1.2 steps per tile rated
 * 1★ on all 150, `dead-ends` at 2 steps 5★ on all 150, and the rungs between moved from 2★ to
 * 4★ at different rungs on different sizes (on 9 × 9 hex boards `edges` at 1.9 steps earned
 * 2★, at 2 steps 3★, at 2.2 steps 4★; on 13 × 13 square torus ones all of 1.6–2 earned 2★).
 * `search`, the last rung, is for the boards that cannot need `loops` (classic ones, where
 * loops are allowed).
 */
export const NETWALK_AIM_LADDER: readonly NetwalkAim[] = Object.freeze(
  (
    [
      ['edges', 1.1],
      ['edges', 1.2],
      ['edges', 1.3],
      ['edges', 1.4],
      ['edges', 1.5],
      ['edges', 1.6],
      ['edges', 1.7],
      ['edges', 1.8],
      ['edges', 1.9],
      ['edges', 2],
      ['edges', 2.2],
      ['dead-ends', 1.3],
      ['dead-ends', 1.4],
      ['dead-ends', 1.5],
      ['dead-ends', null],
      ['dead-ends', 1.8],
      ['dead-ends', 2],
      ['loops', null],
      ['search', null],
    ] as const
  ).map(([hardestRule, stepsPerTile]) => Object.freeze({ hardestRule, stepsPerTile })),
);

/**
 * The rung of {@link NETWALK_AIM_LADDER} the first try of each star target starts on (index
 * `stars − 1`). Later tries bisect the ladder: a try that rated below the target rules out its
 * rung and every easier one, a try above it its rung and every harder one, and the next try
 * takes the middle rung of those left; once none is left, the tries stay on the last rung.
 */
export const NETWALK_STAR_RUNGS: readonly number[] = Object.freeze([1, 3, 6, 13, 16]);

/** Tries verified generation makes at most when not told. */
export const NETWALK_TRIES = 8;
/** The most tries one call may ask for. */
const MOST_TRIES = 1_000;

/** One puzzle from settings within limits already started. */
function makePuzzle(settings: unknown, limits: CallLimits): NetwalkPuzzle {
  return puzzleWith(makeNetwalk(settings, limits), limits);
}

/**
 * One puzzle: `generateNetwalk` on the settings (their seed included), then solved and rated for
 * its verdict. The same settings give the same puzzle.
 *
 * @param settings - a {@link NetwalkSettings} request (clamped, with notes).
 * @param options - `timeMs` (milliseconds for the whole call, generation and proof) and `signal`.
 * @throws `NetwalkError` as `generateNetwalk` throws; the signal's reason once it is aborted.
 */
export async function generateNetwalkPuzzle(
  settings: NetwalkSettings = {},
  options: RunOptions = {},
): Promise<NetwalkPuzzle> {
  return makePuzzle(settings, startLimits(options));
}

/**
 * Puzzles until one meets its request ({@link netwalkShortfalls}): the seed first, then
 * `seed#1`, `seed#2`, … (`tryUntilMet` of `@knossos/core`). Each puzzle keeps its try's seed
 * in its settings, so `generateNetwalkPuzzle(puzzle.settings)` rebuilds it byte for byte; on a
 * miss the closest try comes back with a `Verified:` note. One time limit covers every try.
 * A `stars` target with no difficulty aim of its own gives each try an aim from
 * {@link NETWALK_AIM_LADDER}, bisecting it towards the target (see {@link NETWALK_STAR_RUNGS});
 * the aim is kept in the puzzle's settings, which rebuild it.
 *
 * @param settings - the request; `options.stars`, when given, replaces its `stars` target.
 * @param options - `stars` 1–5 (0: any), `tries` 1–1,000 (default {@link NETWALK_TRIES}; out
 *   of range is clamped with a note), `timeMs` and `signal` for the whole call.
 * @throws `NetwalkError` as `generateNetwalk` throws; the signal's reason once it is aborted.
 */
export async function generateVerifiedNetwalk(
  settings: NetwalkSettings = {},
  options: VerifiedOptions = {},
): Promise<NetwalkPuzzle> {
  const limits = startLimits(options);
  limits.signal?.throwIfAborted();
  const given = typeof settings === 'object' && settings !== null ? settings : {};
  const asked = options?.stars === undefined ? settings : { ...given, stars: options.stars };
  const clamped = clampNetwalkSettings(asked);
  const notes = [...clamped.notes];
  const most =
    options?.tries === undefined
      ? NETWALK_TRIES
      : clampWithNote(notes, 'Tries', options.tries, 1, MOST_TRIES, NETWALK_TRIES, true);
  const { seed, stars, hardestRule, stepsPerTile, unique } = clamped.settings;
  // A stars target with no aim of its own climbs the ladder of aims, try by try.
  const climbs = stars > 0 && unique && hardestRule === 'any' && stepsPerTile === null;
  let rung = climbs ? NETWALK_STAR_RUNGS[stars - 1]! : -1;
  let lo = 0;
  let hi = NETWALK_AIM_LADDER.length - 1;
  let lastStars = 0;
  const result = await tryUntilMet<NetwalkPuzzle>({
    make: (n) => {
      if (climbs && n > 0 && lastStars > 0) {
        if (lastStars < stars) lo = Math.max(lo, rung + 1);
        else if (lastStars > stars) hi = Math.min(hi, rung - 1);
        if (lo <= hi && lastStars !== stars) rung = (lo + hi) >> 1;
      }
      const aim = rung >= 0 ? NETWALK_AIM_LADDER[rung]! : {};
      const made = makePuzzle(
        { ...clamped.settings, ...aim, seed: n === 0 ? seed : attemptSeed(seed, n) },
        limits,
      );
      lastStars = made.verdict.stars;
      return notes.length === 0 ? made : { ...made, notes: [...notes, ...made.notes] };
    },
    misses: netwalkShortfalls,
    stars: (puzzle) => puzzle.verdict.stars,
    target: clamped.settings.stars,
    most,
    stopped: () => stopOf(limits.clock),
  });
  if (result.note === null) return result.puzzle;
  return { ...result.puzzle, notes: [...result.puzzle.notes, result.note] };
}

/**
 * What a puzzle lacks of its request, one sentence each (empty when it meets it): uniqueness
 * when its settings asked for it, its `stars` target when they set one, and a proof a limit
 * did not cut. An imported puzzle asked for nothing, but a cut proof is still a shortfall.
 */
export function netwalkShortfalls(puzzle: NetwalkPuzzle): string[] {
  const out: string[] = [];
  const { verdict, settings } = puzzle;
  if (!verdict.solvable && !verdict.timedOut) out.push('Solvable: no solution was found.');
  if (settings?.unique && !verdict.unique) {
    out.push('Unique: the board could not be proven unique.');
  }
  const stars = starsShortfall(verdict.stars, settings?.stars ?? 0);
  if (stars !== null) out.push(stars);
  if (verdict.timedOut) out.push('Proven: a limit cut the proof, so the verdict is not proven.');
  return out;
}

/** Whether a puzzle is what its settings asked for (see {@link netwalkShortfalls}). */
export function meetsNetwalkRequest(puzzle: NetwalkPuzzle): boolean {
  return netwalkShortfalls(puzzle).length === 0;
}
