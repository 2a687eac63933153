import { checkCount, inNode, runBatch, type TaskPool } from '@knossos/core';
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

/** Most mazes one batch makes. */
export const BATCH_LIMIT = 100_000;

/**
 * Generates `count` verified mazes ({@link generateVerified}): maze `i` uses the seed
 * `root-i` (`root-0 … root-(count−1)`), so every maze of the batch can be rebuilt on its own
 * and the batch comes out the same on any machine and any number of workers. In Node the mazes
 * are made on a pool of worker threads (`@knossos/core/worker-pool`), one per core by default;
 * elsewhere (a browser) one after another in this thread (`runBatch` of `@knossos/core`). The
 * result keeps the seed order whatever order the mazes finish in.
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
  checkCount(count, BATCH_LIMIT, (field, message) => new MazeError(field, message));
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
  return runBatch({
    tasks,
    makeHere: makeOne,
    pool,
    ...(signal === undefined ? {} : { signal }),
    ...(onProgress === undefined
      ? {}
      : {
          onProgress: (done: number, total: number, index: number, maze: MazeData) =>
            onProgress({ done, total, index, maze }),
        }),
  });
}

/** One maze of a batch: verified generation with the task's seed. @internal */
export function makeOne(task: BatchTask): MazeData {
  const request = (task.settings ?? {}) as Record<string, unknown>;
  const limits = task.timeMs === undefined ? {} : { timeMs: task.timeMs };
  return generateVerified({ ...request, seed: task.seed }, limits);
}

/**
 * A pool of worker threads in Node (`@knossos/core/worker-pool`, loaded only then, so browser
 * bundles never pull it in) when more than one worker is wanted or any number was asked for;
 * `null` to make the mazes in this thread.
 */
async function openPool(
  workers: number | undefined,
  count: number,
): Promise<TaskPool<BatchTask, MazeData> | null> {
  if (!inNode()) return null;
  const { createBatchPool } = await import('./batch-pool.js');
  return createBatchPool(workers, count);
}
