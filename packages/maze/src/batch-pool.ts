// The Node side of batches: the worker pool of @knossos/core, each thread running batch-worker.js.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TaskPool } from '@knossos/core';
import { createWorkerPool, poolThreads } from '@knossos/core/worker-pool';
import type { BatchTask } from './batch.js';
import type { MazeData } from './generate.js';

/**
 * The worker script: next to this module in the built package; when running from source (the
 * package's own tests), the built one in `dist/`.
 */
function workerFile(): string {
  const beside = new URL('./batch-worker.js', import.meta.url);
  if (existsSync(fileURLToPath(beside))) return beside.href;
  return new URL('../dist/batch-worker.js', import.meta.url).href;
}

/**
 * A pool for a batch of `count` mazes, sized by `poolThreads` (the cores, or `workers` clamped to
 * 1…cores, never more than `count`); `null` for one thread when no number was asked for.
 */
export function createBatchPool(
  workers: number | undefined,
  count: number,
): TaskPool<BatchTask, MazeData> | null {
  const threads = poolThreads(workers, count);
  return threads === null ? null : createWorkerPool<BatchTask, MazeData>(workerFile(), threads);
}
