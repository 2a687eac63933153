import { attemptSeed } from '@knossos/random';
import { meetsRequest, shortfalls } from './audit.js';
import { MazeError } from './errors.js';
import { generate, type MazeData } from './generate.js';
import { clampSettings, type MazeSettings } from './settings.js';

/** Options for {@link generateVerified}. */
export interface VerifiedOptions {
  /**
   * Checked before the first try and between tries: once aborted, the call throws its reason.
   * The call runs to completion in its thread, so an abort can only come from elsewhere (a
   * worker's owner, an `onProgress` of a batch), not from a timer of the same thread.
   */
  readonly signal?: AbortSignal;
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
 * what it lacks. The maze's stored seed is the try's, so `generate` with it gives the same maze
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
  const first = generate(settings);
  const base = first.seed;
  const attempts = first.settings.maxAttempts;
  let best = first;
  let bestMisses = shortfalls(first);
  for (let attempt = 1; attempt < attempts && bestMisses.length > 0; attempt++) {
    signal?.throwIfAborted();
    const { settings: clamped } = clampSettings(settings);
    const maze = generate({ ...clamped, seed: attemptSeed(base, attempt) });
    const misses = shortfalls(maze);
    if (closer(maze, misses, best, bestMisses)) {
      best = maze;
      bestMisses = misses;
    }
  }
  if (bestMisses.length === 0) return best;
  const tries = attempts === 1 ? '1 try' : `${attempts} tries`;
  return {
    ...best,
    notes: [
      ...best.notes,
      `Verified: none of ${tries} met the request; kept the closest (${bestMisses.join('; ')}).`,
    ],
  };
}

/** Whether a try is closer to its request than the best so far. */
function closer(maze: MazeData, misses: string[], best: MazeData, bestMisses: string[]): boolean {
  if (misses.length !== bestMisses.length) return misses.length < bestMisses.length;
  const target = maze.settings.targetDifficulty;
  if (target === 0) return false;
  return Math.abs(maze.verdict.difficulty - target) < Math.abs(best.verdict.difficulty - target);
}
