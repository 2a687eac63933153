// The browser's `@knossos/core/worker-pool` (the `browser` export condition): there are no worker
// threads to pool in a page, so batches are made one puzzle after another in the calling thread
// (an app that wants them off the page runs the whole batch in a Web Worker).
import type { TaskPool } from './batch.js';
import { KnossosError } from './errors.js';

/** Cores a batch may use in a page: 1, since the batch runs in the calling thread. */
export function availableWorkers(): number {
  return 1;
}

/**
 * Refuses: worker-thread pools exist only in Node. Never called in a page, since
 * {@link poolThreads} there always answers `null`.
 *
 * @throws KnossosError (code `KNOSSOS_CORE`, field `threads`) always.
 */
export function createWorkerPool<T, R>(_file: string, _threads: number): TaskPool<T, R> {
  throw new KnossosError(
    'KNOSSOS_CORE',
    'threads',
    'worker-thread pools exist only in Node, not in a browser',
  );
}

/** The pool size for a batch in a page: always `null` (make the puzzles in the calling thread). */
export function poolThreads(_wanted: number | undefined, _count: number): number | null {
  return null;
}
