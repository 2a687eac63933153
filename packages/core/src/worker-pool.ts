// Node only: a piscina pool of worker threads for batches (`@knossos/core/worker-pool`).
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { TaskPool } from './batch.js';

/** Cores this process may use, at least 1. */
export function availableWorkers(): number {
  return Math.max(1, availableParallelism());
}

/**
 * A pool of worker threads, each running `file`, a module whose default export makes one task's
 * result.
 *
 * @param file - the worker module's URL (`new URL('./batch-worker.js', import.meta.url).href`).
 * @param threads - worker threads, ≥ 1.
 */
export function createWorkerPool<T, R>(file: string, threads: number): TaskPool<T, R> {
  const pool = new Piscina<T, R>({ filename: file, minThreads: threads, maxThreads: threads });
  let closing: Promise<void> | null = null;
  // A task aborted by closing the pool may still post its result; piscina then reports an
  // unexpected message as a pool error, which is expected once closing and dropped. Any other
  // pool error is still thrown.
  pool.on('error', (error: unknown) => {
    if (closing === null) throw error;
  });
  return {
    run: (task) => pool.run(task),
    close: () => {
      closing ??= pool.destroy();
      return closing;
    },
  };
}

/**
 * The pool size for a batch: `wanted` (rounded, clamped to 1…cores) or the cores, never more
 * than `count`; `null` (make them in the calling thread) for one thread when none was asked for.
 */
export function poolThreads(wanted: number | undefined, count: number): number | null {
  const most = Math.min(availableWorkers(), count);
  const asked = wanted === undefined || !Number.isFinite(wanted) ? most : Math.round(wanted);
  const threads = Math.max(1, Math.min(most, asked));
  return threads > 1 || wanted !== undefined ? threads : null;
}
