import { batchSeed, freshSeed } from '@knossos/random';
import { MazeError } from './errors.js';
import type { MazeData } from './generate.js';
import type { GenerateOptions } from './proving.js';
import type { MazeSettings } from './settings.js';
import { checkSignal, generateVerified } from './verified.js';

/** How far a batch has come: called once per maze, in the order they finish. */
export interface BatchProgress {
  /** Mazes finished so far, 1…`total`. */
  readonly done: number;
  /** Mazes in the batch. */
  readonly total: number;
  /** The finished maze's place in the batch, 0…`total − 1`. */
  readonly index: number;
  /** The finished maze. */
  readonly maze: MazeData;
}

/** Options for {@link generateBatch}. */
export interface BatchOptions {
  /** Aborting stops the batch: the call rejects with the signal's reason. */
  readonly signal?: AbortSignal;
  /** Called as each maze finishes (see {@link BatchProgress}). */
  readonly onProgress?: (progress: BatchProgress) => void;
  /**
   * Worker threads, 1 to the machine's available parallelism (the default, capped by `count`);
   * out-of-range values are clamped. Even 1 is a worker thread, so the calling thread stays free
   * for progress and Ctrl-C; a batch of one maze, or outside Node, is made in the calling thread.
   */
  readonly workers?: number;
  /**
   * The batch's root seed; default: the settings' seed (for a list, the seed its requests all
   * share), or a fresh one when there is none.
   */
  readonly seed?: string;
  /**
   * Milliseconds each maze may take, ≥ 0 (default: none): a maze its limit cuts comes back
   * "not verified" (see {@link GenerateOptions.timeMs}), and the batch goes on.
   */
  readonly timeMs?: number;
}

/** One maze of a batch, as a worker receives it. @internal */
export interface BatchTask {
  readonly settings: unknown;
  readonly seed: string;
  /** The maze's time limit in milliseconds, when it has one. */
  readonly timeMs?: number;
}

/** A pool that runs batch tasks in other threads. @internal */
export interface BatchPool {
  run(task: BatchTask): Promise<MazeData>;
  /** Stops the threads; tasks not finished are rejected. Safe to call twice. */
  close(): Promise<void>;
}

/** Most mazes one batch makes. */
export const BATCH_LIMIT = 100_000;

/**
 * Generates `count` verified mazes ({@link generateVerified}): maze `i` uses the seed
 * `root-i` (`root-0 … root-(count−1)`), so every maze of the batch can be rebuilt on its own
 * and the batch comes out the same on any machine and any number of workers. In Node the mazes
 * are made on a pool of worker threads (piscina), one per core by default; elsewhere (a
 * browser) one after another in this thread. The result keeps the seed order whatever order
 * the mazes finish in.
 *
 * @param settings - the request for every maze, or a list of requests used in turn (maze `i`
 *   takes `settings[i % length]`: a mix such as one per preset). Each is clamped as
 *   {@link generate} clamps it, with notes; it must be plain data (it is copied to the workers).
 * @param count - how many mazes, 0–100,000.
 * @throws {@link MazeError} for a count that is not a whole number in range, or settings that
 *   cannot be copied to a worker; rejects with the signal's reason when aborted.
 */
export async function generateBatch(
  settings: Partial<MazeSettings> | readonly Partial<MazeSettings>[] | unknown,
  count: number,
  options: BatchOptions | null = {},
): Promise<MazeData[]> {
  if (!Number.isInteger(count) || count < 0 || count > BATCH_LIMIT) {
    const shown = typeof count === 'number' ? String(count) : String(JSON.stringify(count));
    throw new MazeError(
      'count',
      `count must be a whole number from 0 to ${BATCH_LIMIT}, not ${shown}`,
    );
  }
  const { onProgress, workers } = options ?? {};
  const signal = checkSignal(options?.signal);
  if (onProgress !== undefined && typeof onProgress !== 'function') {
    throw new MazeError('onProgress', 'onProgress must be a function');
  }
  const requests: readonly unknown[] = Array.isArray(settings) ? settings : [settings];
  if (requests.length === 0) throw new MazeError('settings', 'settings must not be an empty list');
  try {
    structuredClone(requests);
  } catch {
    throw new MazeError('settings', 'settings must be plain data (numbers, strings, booleans)');
  }
  signal?.throwIfAborted();
  const seeds = new Set(requests.map((r) => (r as { seed?: unknown } | null)?.seed));
  const given = seeds.size === 1 ? [...seeds][0] : '';
  const root =
    options?.seed || (typeof given === 'string' && given !== '' ? given : '') || freshSeed();
  const timeMs = options?.timeMs;
  if (timeMs !== undefined && typeof timeMs !== 'number') {
    throw new MazeError('timeMs', 'timeMs must be a number of milliseconds');
  }
  const tasks: BatchTask[] = Array.from({ length: count }, (_, i) => ({
    settings: requests[i % requests.length],
    seed: batchSeed(root, i),
    ...(timeMs === undefined ? {} : { timeMs }),
  }));
  const pool = count > 1 ? await openPool(workers, count) : null;
  const results: MazeData[] = new Array(count);
  let done = 0;
  const finish = (index: number, maze: MazeData) => {
    if (signal?.aborted) return;
    results[index] = maze;
    done++;
    onProgress?.({ done, total: count, index, maze });
  };
  // One listener for the whole batch (not one per maze): an abort closes the pool, which
  // stops the mazes being made and rejects the ones waiting.
  const stop = () => {
    void pool?.close();
  };
  signal?.addEventListener('abort', stop, { once: true });
  try {
    if (pool === null) {
      for (let i = 0; i < count; i++) {
        signal?.throwIfAborted();
        finish(i, makeOne(tasks[i]!));
        // Let the caller's event loop breathe (progress bars, Ctrl-C) between mazes.
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
    } else {
      await Promise.all(tasks.map((task, i) => pool.run(task).then((maze) => finish(i, maze))));
    }
    signal?.throwIfAborted();
  } catch (error) {
    // The pool says "closed" in its own words; the caller hears its signal's reason.
    if (signal?.aborted) throw signal.reason;
    throw error;
  } finally {
    signal?.removeEventListener('abort', stop);
    await pool?.close();
  }
  return results;
}

/** One maze of a batch: verified generation with the task's seed. @internal */
export function makeOne(task: BatchTask): MazeData {
  const request = (task.settings ?? {}) as Record<string, unknown>;
  const limits = task.timeMs === undefined ? {} : { timeMs: task.timeMs };
  return generateVerified({ ...request, seed: task.seed }, limits);
}

/** A worker pool in Node when more than one worker is wanted; `null` to work in this thread. */
async function openPool(workers: number | undefined, count: number): Promise<BatchPool | null> {
  const isNode = typeof process !== 'undefined' && typeof process.versions?.node === 'string';
  if (!isNode) return null;
  const { createBatchPool, availableWorkers } = await import('./batch-pool.js');
  const most = Math.min(availableWorkers(), count);
  const wanted = workers === undefined || !Number.isFinite(workers) ? most : Math.round(workers);
  const threads = Math.max(1, Math.min(most, wanted));
  return threads > 1 || workers !== undefined ? createBatchPool(threads) : null;
}
