// The Node side of batches: a piscina pool of worker threads, each running batch-worker.js.
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { BatchPool, BatchTask } from './batch.js';
import type { MazeData } from './generate.js';

/** Cores this process may use. */
export function availableWorkers(): number {
  return Math.max(1, availableParallelism());
}

/**
 * The worker script: next to this module in the built package; when running from source (the
 * package's own tests), the built one in `dist/`.
 */
function workerFile(): string {
  const beside = new URL('./batch-worker.js', import.meta.url);
  if (existsSync(fileURLToPath(beside))) return beside.href;
  return new URL('../dist/batch-worker.js', import.meta.url).href;
}

/** A pool of exactly `threads` worker threads. */
export function createBatchPool(threads: number): BatchPool {
  const pool = new Piscina<BatchTask, MazeData>({
    filename: workerFile(),
    minThreads: threads,
    maxThreads: threads,
  });
  let closing: Promise<void> | null = null;
  return {
    run: (task) => pool.run(task),
    close: () => {
      closing ??= pool.destroy();
      return closing;
    },
  };
}
