import { attemptSeed } from '@knossos/random';
import { meetsRequest, shortfalls } from './audit.js';
import { MazeError } from './errors.js';
import { generate, type MazeData } from './generate.js';
import { type GenerateOptions, provingFor } from './proving.js';
import { clampSettings, type MazeSettings } from './settings.js';

/** Options for {@link generateVerified}. */
export interface VerifiedOptions extends GenerateOptions {
  /**
   * Checked before the first try, between tries and inside every search: once aborted, the call
   * throws its reason. The call runs to completion in its thread, so an abort can only come
   * from elsewhere (a worker's owner, an `onProgress` of a batch), not from a timer of the same
   * thread.
   */
  readonly signal?: AbortSignal;
  /**
   * Milliseconds for all the tries together, ≥ 0 (default: none). When it runs out, no more
   * tries are made and the closest so far comes back, the try it cut marked `cut` (see
   * {@link GenerateOptions.timeMs}).
   */
  readonly timeMs?: number;
}

/** The signal given, checked to be one. @internal */
export function checkSignal(signal: unknown): AbortSignal | undefined {
  if (signal === undefined || signal === null) return undefined;
  if (typeof (signal as AbortSignal).throwIfAborted !== 'function') {
    throw new MazeError('signal', 'signal must be an AbortSignal');
  }
  return signal as AbortSignal;
}

/**
 * Generates mazes until one meets its request ({@link meetsRequest}): the seed as given first,
 * then `seed#1`, `seed#2`, … up to `maxAttempts` tries. A maze that misses every time comes back
 * as the closest try (fewest shortfalls, then nearest the target stars), with a note saying
 * what it lacks: `Target difficulty: asked for 4★, none of 60 tries met the request; kept the
 * closest, 3★.` when the stars are all it lacks, else `Verified: none of 60 tries met the
 * request; kept the closest (…)` listing every shortfall. The maze's stored seed is the try's, so `generate` with it gives the same maze
 * again. An empty seed takes a fresh one first.
 *
 * @throws the signal's reason when `signal` is aborted before or between tries;
 *   {@link MazeError} when `signal` is not an AbortSignal.
 */
export function generateVerified(
  settings: Partial<MazeSettings> | unknown = {},
  options: VerifiedOptions | null = {},
): MazeData {
  const signal = checkSignal(options?.signal);
  signal?.throwIfAborted();
  const timeNotes: string[] = [];
  const { clock } = provingFor(0, options, timeNotes);
  const first = generate(settings, { clock });
  signal?.throwIfAborted();
  const base = first.seed;
  const attempts = first.settings.maxAttempts;
  let best = first;
  let bestMisses = shortfalls(first);
  let tried = 1;
  for (; tried < attempts && bestMisses.length > 0 && !clock.expired(); tried++) {
    const { settings: clamped } = clampSettings(settings);
    const maze = generate({ ...clamped, seed: attemptSeed(base, tried) }, { clock });
    signal?.throwIfAborted();
    const misses = shortfalls(maze);
    if (closer(maze, misses, best, bestMisses)) {
      best = maze;
      bestMisses = misses;
    }
  }
  const extra = timeNotes.filter((n) => !best.notes.includes(n));
  if (bestMisses.length === 0) {
    return extra.length === 0 ? best : { ...best, notes: [...best.notes, ...extra] };
  }
  const tries = tried === 1 ? '1 try' : `${tried} tries`;
  const stopped =
    tried < attempts && clock.stoppedBy !== null
      ? ` (the ${clock.stoppedBy === 'signal' ? 'signal' : 'time limit'} stopped the tries before ${attempts})`
      : '';
  return { ...best, notes: [...best.notes, ...extra, missNote(best, bestMisses, tries, stopped)] };
}

/**
 * The note of a miss. When the stars are all it lacks, the note is about the target difficulty
 * (as the notes of the reference start with the setting they concern); otherwise it lists every
 * shortfall under `Verified:`.
 */
function missNote(best: MazeData, misses: string[], tries: string, stopped: string): string {
  const target = best.settings.targetDifficulty;
  if (misses.length === 1 && target > 0 && misses[0]?.startsWith('Stars:')) {
    return `Target difficulty: asked for ${target}★, none of ${tries} met the request${stopped}; kept the closest, ${best.verdict.difficulty}★.`;
  }
  // A sentence of the shortfalls (the stars') loses its full stop inside the brackets.
  return `Verified: none of ${tries} met the request${stopped}; kept the closest (${misses.map((m) => m.replace(/\.$/, '')).join('; ')}).`;
}

/** Whether a try is closer to its request than the best so far. */
function closer(maze: MazeData, misses: string[], best: MazeData, bestMisses: string[]): boolean {
  if (misses.length !== bestMisses.length) return misses.length < bestMisses.length;
  const target = maze.settings.targetDifficulty;
  if (target === 0) return false;
  return Math.abs(maze.verdict.difficulty - target) < Math.abs(best.verdict.difficulty - target);
}
