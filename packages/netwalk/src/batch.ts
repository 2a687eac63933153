// Batches of verified Netwalk puzzles: puzzle i from the seed root-i, on a pool of worker threads
// in Node (core's runBatch keeps the order, progress and abort).
import {
  checkCount,
  type FamilyBatchOptions,
  inNode,
  runBatch,
  type TaskPool,
} from '@knossos/core';
import { batchSeed, freshSeed } from '@knossos/random';
import { NetwalkError } from './errors.js';
import { startLimits } from './limits.js';
import type { NetwalkPuzzle } from './puzzle.js';
import type { NetwalkSettings } from './settings.js';
import { generateVerifiedNetwalk } from './verified.js';

/** The most puzzles one batch makes. */
export const NETWALK_BATCH_LIMIT = 100_000;

/** One puzzle of a batch, as a worker thread receives it. @internal */
export interface NetwalkBatchTask {
  /** The request, its seed replaced by the puzzle's. */
  readonly settings: NetwalkSettings;
  /** The stars target given to the batch, if any. */
  readonly stars?: number;
  /** Tries per puzzle given to the batch, if any. */
  readonly tries?: number;
  /** Milliseconds each puzzle may take, if limited. */
  readonly timeMs?: number;
}

/** Makes one puzzle of a batch: verified generation with the task's seed. @internal */
export function makeBatchPuzzle(task: NetwalkBatchTask): Promise<NetwalkPuzzle> {
  const { stars, tries, timeMs } = task;
  return generateVerifiedNetwalk(task.settings, {
    ...(stars === undefined ? {} : { stars }),
    ...(tries === undefined ? {} : { tries }),
    ...(timeMs === undefined ? {} : { timeMs }),
  });
}

/**
 * `count` verified puzzles (`generateVerifiedNetwalk`), puzzle `i` from the seed `root-i`, so
 * each can be rebuilt alone and the batch comes out the same on any machine and any number of
 * workers. In Node they are made on a pool of worker threads (`@knossos/core/worker-pool`,
 * loaded only then), one per core by default; elsewhere, or for a batch of one with no
 * `workers` asked for, one after another in this thread. The result keeps the seed order
 * whatever order they finish in.
 *
 * @param settings - the request for every puzzle (plain data: it is copied to the workers).
 * @param count - how many, 0–{@link NETWALK_BATCH_LIMIT}.
 * @param options - `seed` (the root; default the settings' seed, else a fresh one), `workers`,
 *   `onProgress`, `signal` (aborting rejects with its reason), `stars` and `tries` for every
 *   puzzle, and `timeMs`: milliseconds each puzzle may take.
 * @throws `NetwalkError` for a count out of range (field `count`), settings that cannot be
 *   copied to a worker, a `timeMs` that is not a number or a `signal` that is not an
 *   AbortSignal; rejects with the signal's reason when aborted.
 */
export async function generateNetwalkBatch(
  settings: NetwalkSettings,
  count: number,
  options: FamilyBatchOptions<NetwalkPuzzle> = {},
): Promise<NetwalkPuzzle[]> {
  checkCount(count, NETWALK_BATCH_LIMIT, (field, message) => new NetwalkError(field, message));
  const { signal } = startLimits(options);
  const { onProgress, workers, stars, tries, timeMs } = options ?? {};
  if (onProgress !== undefined && typeof onProgress !== 'function') {
    throw new NetwalkError('onProgress', 'onProgress must be a function');
  }
  const request: NetwalkSettings =
    typeof settings === 'object' && settings !== null ? { ...settings } : {};
  try {
    structuredClone(request);
  } catch {
    throw new NetwalkError('settings', 'settings must be plain data (numbers, strings, booleans)');
  }
  const given = request.seed;
  const root =
    options?.seed ||
    (typeof given === 'string' && given !== '' ? given : '') ||
    (typeof given === 'number' && Number.isFinite(given) ? String(given) : '') ||
    freshSeed();
  const tasks: NetwalkBatchTask[] = Array.from({ length: count }, (_, i) => ({
    settings: { ...request, seed: batchSeed(root, i) },
    ...(stars === undefined ? {} : { stars }),
    ...(tries === undefined ? {} : { tries }),
    ...(timeMs === undefined ? {} : { timeMs }),
  }));
  signal?.throwIfAborted();
  const pool = count > 1 || workers !== undefined ? await openPool(workers, count) : null;
  return runBatch({
    tasks,
    makeHere: makeBatchPuzzle,
    pool,
    ...(signal === undefined ? {} : { signal }),
    ...(onProgress === undefined
      ? {}
      : {
          onProgress: (done: number, total: number, index: number, puzzle: NetwalkPuzzle) =>
            onProgress({ done, total, index, puzzle }),
        }),
  });
}

/**
 * A pool of worker threads in Node, sized by `poolThreads`; `null` (make them here) outside
 * Node or when one thread is enough. The worker is `batch-worker.js` beside this module in the
 * built package, or the built one in `dist/` when this runs from source (the package's tests).
 */
async function openPool(
  workers: number | undefined,
  count: number,
): Promise<TaskPool<NetwalkBatchTask, NetwalkPuzzle> | null> {
  if (!inNode() || count === 0) return null;
  const { createWorkerPool, poolThreads } = await import('@knossos/core/worker-pool');
  const threads = poolThreads(workers, count);
  if (threads === null) return null;
  const { existsSync } = await import('node:fs');
  const { fileURLToPath } = await import('node:url');
  const beside = new URL('./batch-worker.js', import.meta.url);
  const file = existsSync(fileURLToPath(beside))
    ? beside.href
    : new URL('../dist/batch-worker.js', import.meta.url).href;
  return createWorkerPool<NetwalkBatchTask, NetwalkPuzzle>(file, threads);
}
