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
import { clampNetwalkSettings, type NetwalkSettings } from './settings.js';

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
  const { seed } = clamped.settings;
  const result = await tryUntilMet<NetwalkPuzzle>({
    make: (n) => {
      const made = makePuzzle(
        { ...clamped.settings, seed: n === 0 ? seed : attemptSeed(seed, n) },
        limits,
      );
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
