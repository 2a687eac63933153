// generate and generateVerified off the calling thread, with a signal that stops a running proof.
import { inNode } from '@knossos/core';
import type { AsyncTask } from './async-task.js';
import { MazeError } from './errors.js';
import { generate } from './generate.js';
import type { MazeData } from './maze-data.js';
import type { MazeSettings } from './settings.js';
import { checkSignal, generateVerified } from './verified.js';

/** Options for {@link generateAsync} and {@link generateVerifiedAsync}. */
export interface AsyncOptions {
  /**
   * Aborting stops the call at once, even in the middle of a proof (the worker thread is ended),
   * and the promise rejects with the signal's reason.
   */
  readonly signal?: AbortSignal;
  /**
   * Milliseconds for the whole call, ≥ 0 (default: none), as for the calling-thread versions
   * (see `GenerateOptions.timeMs`): a maze the limit cuts comes back "not verified".
   */
  readonly timeMs?: number;
  /** Called once the worker thread has begun making the maze (in Node; elsewhere, just before). */
  readonly onStart?: () => void;
}

/**
 * {@link generate} on a worker thread of its own (in Node; elsewhere, such as a browser, in this
 * thread after a pause of the event loop — run it inside a Web Worker to keep a page
 * responsive). The result is the same maze, byte for byte, as the calling-thread call gives.
 *
 * @param settings - any settings, as plain data (they are copied to the thread).
 * @throws (rejects with) the signal's reason when aborted; {@link MazeError} (field `settings`)
 *   for settings that are not plain data, (field `signal`) for a signal that is not an
 *   AbortSignal, (`timeMs`) for a time limit that is not a number; any error the call gives.
 */
export function generateAsync(
  settings: Partial<MazeSettings> | unknown = {},
  options: AsyncOptions | null = {},
): Promise<MazeData> {
  return runAsync(false, settings, options);
}

/**
 * {@link generateVerified} on a worker thread of its own, as {@link generateAsync} runs
 * {@link generate}: the same maze as the calling-thread call, and an abort stops the try running.
 *
 * @throws as {@link generateAsync}.
 */
export function generateVerifiedAsync(
  settings: Partial<MazeSettings> | unknown = {},
  options: AsyncOptions | null = {},
): Promise<MazeData> {
  return runAsync(true, settings, options);
}

async function runAsync(
  verified: boolean,
  settings: unknown,
  options: AsyncOptions | null,
): Promise<MazeData> {
  const signal = checkSignal(options?.signal);
  const { timeMs, onStart } = options ?? {};
  if (timeMs !== undefined && typeof timeMs !== 'number') {
    throw new MazeError('timeMs', 'timeMs must be a number of milliseconds');
  }
  if (onStart !== undefined && typeof onStart !== 'function') {
    throw new MazeError('onStart', 'onStart must be a function');
  }
  try {
    structuredClone(settings);
  } catch {
    throw new MazeError('settings', 'settings must be plain data (numbers, strings, booleans)');
  }
  signal?.throwIfAborted();
  const task: AsyncTask = { verified, settings, ...(timeMs === undefined ? {} : { timeMs }) };
  if (inNode()) {
    // Loaded only in Node, so browser bundles never pull in worker threads.
    const { runOnThread } = await import('./async-thread.js');
    return runOnThread(task, signal, onStart);
  }
  // No worker threads here: a pause lets an abort already on its way land, then the call runs
  // with the signal, which its searches look at.
  await new Promise((resolve) => setTimeout(resolve, 0));
  signal?.throwIfAborted();
  onStart?.();
  const limits = { ...(timeMs === undefined ? {} : { timeMs }), ...(signal ? { signal } : {}) };
  return verified ? generateVerified(settings, limits) : generate(settings, limits);
}
