// Batches of Flow puzzles for the family: puzzle `i` from the seed `root-i`, verified, on a pool
// of worker threads in Node (`batch-worker.ts`), in seed order whatever order they finish in.
import {
  checkCount,
  type FamilyBatchOptions,
  inNode,
  runBatch,
  type TaskPool,
} from '@knossos/core';
import { batchSeed, freshSeed } from '@knossos/random';
import { type FlowBatchTask, makeBatchTask } from './batch-task.js';
import { FlowError } from './errors.js';
import type { FlowSettings } from './generate-types.js';
import type { FlowPuzzle } from './puzzle.js';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Most puzzles one batch makes. */
export const FLOW_BATCH_LIMIT = 100_000;

/**
 * The worker script: beside this module in the built package; when running from source (the
 * package's own tests), the built one in `dist/`.
 */
function workerFile(): string {
  const here = import.meta.url;
  return new URL(here.endsWith('.ts') ? '../dist/batch-worker.js' : './batch-worker.js', here).href;
}

/** A pool of worker threads in Node when the batch wants one; `null` to work in this thread. */
async function openPool(
  workers: number | undefined,
  count: number,
): Promise<TaskPool<FlowBatchTask, FlowPuzzle> | null> {
  if (count <= 1 || !inNode()) return null;
  // Loaded only here, so that bundles for the browser never pull in piscina or node:os.
  const { createWorkerPool, poolThreads } = await import('@knossos/core/worker-pool');
  const threads = poolThreads(workers, count);
  return threads === null
    ? null
    : createWorkerPool<FlowBatchTask, FlowPuzzle>(workerFile(), threads);
}

/**
 * `count` verified Flow puzzles (`generateVerifiedFlow`): puzzle `i` has the seed `root-i`, the
 * root `options.seed`, else the settings' seed, else a fresh one. Each is made as it would be
 * alone, with the options' `stars`, `tries` and `timeMs` (each puzzle's own limit). In Node the
 * puzzles are made on a pool of worker threads (one per core by default, `workers` 1 to the
 * cores; even 1 is a worker thread); elsewhere, or for one puzzle, one after another here.
 * `onProgress` hears of each as it finishes; the result keeps the seed order.
 *
 * @param settings - the request for every puzzle: plain data, as it is copied to the workers.
 * @param count - how many, 0–100,000.
 * @throws {@link FlowError} for a count out of range or settings that are not plain data;
 *   rejects with the signal's reason when aborted.
 */
export async function generateFlowBatch(
  settings: Partial<FlowSettings> | unknown,
  count: number,
  options: FamilyBatchOptions<FlowPuzzle> = {},
): Promise<FlowPuzzle[]> {
  checkCount(count, FLOW_BATCH_LIMIT, (field, message) => new FlowError(field, message));
  try {
    structuredClone(settings);
  } catch {
    throw new FlowError('settings', 'settings must be plain data (numbers, strings, booleans)');
  }
  const { signal, onProgress } = options;
  signal?.throwIfAborted();
  const given = isRecord(settings) ? settings.seed : undefined;
  const asked = typeof given === 'string' || typeof given === 'number' ? String(given) : '';
  const root = options.seed || asked || freshSeed();
  const tasks: FlowBatchTask[] = Array.from({ length: count }, (_, i) => ({
    settings,
    seed: batchSeed(root, i),
    ...(options.stars === undefined ? {} : { stars: options.stars }),
    ...(options.tries === undefined ? {} : { tries: options.tries }),
    ...(options.timeMs === undefined ? {} : { timeMs: options.timeMs }),
  }));
  return runBatch<FlowBatchTask, FlowPuzzle>({
    tasks,
    makeHere: (task) => makeBatchTask(task, signal),
    pool: await openPool(options.workers, count),
    ...(signal === undefined ? {} : { signal }),
    ...(onProgress === undefined
      ? {}
      : {
          onProgress: (done, total, index, puzzle) => onProgress({ done, total, index, puzzle }),
        }),
  });
}
