// The order, progress and abort of a batch, shared by every family: each family supplies how
// one puzzle is made, here or on a pool of worker threads.

import { describeValue } from './describe.js';
import type { KnossosError } from './errors.js';

/** A pool that makes batch tasks in other threads (see `@knossos/core/worker-pool`). */
export interface TaskPool<T, R> {
  /** Makes one task's result in a worker thread. */
  run(task: T): Promise<R>;
  /** Stops the threads; tasks not finished are rejected. Safe to call twice. */
  close(): Promise<void>;
}

/** How one batch is run by {@link runBatch}. */
export interface BatchRun<T, R> {
  /** The tasks, in seed order. */
  readonly tasks: readonly T[];
  /** Makes one task's result in this thread (a batch of one, or no pool). */
  readonly makeHere: (task: T) => R | Promise<R>;
  /** A pool for the tasks, or `null` to make them here one after another. */
  readonly pool: TaskPool<T, R> | null;
  /** Aborting stops the batch: the call rejects with the signal's reason. */
  readonly signal?: AbortSignal;
  /** Called as each result comes, in the order they finish: `done` of `total`, at `index`. */
  readonly onProgress?: (done: number, total: number, index: number, result: R) => void;
}

/**
 * Runs a batch: every task on the pool at once (the pool queues them), or here one after
 * another with a pause between, so the caller's event loop (progress, Ctrl-C) keeps running.
 * The results keep the tasks' order whatever order they finish in; the pool is closed at the
 * end, and closed at once on abort.
 *
 * @throws the signal's reason when aborted, or the first task's error.
 */
export async function runBatch<T, R>(run: BatchRun<T, R>): Promise<R[]> {
  const { tasks, pool, signal, onProgress } = run;
  const total = tasks.length;
  const results: R[] = new Array(total);
  let done = 0;
  const finish = (index: number, result: R) => {
    if (signal?.aborted) return;
    results[index] = result;
    done++;
    onProgress?.(done, total, index, result);
  };
  const stop = () => {
    void pool?.close();
  };
  signal?.addEventListener('abort', stop, { once: true });
  try {
    signal?.throwIfAborted();
    if (pool === null) {
      for (let i = 0; i < total; i++) {
        signal?.throwIfAborted();
        finish(i, await run.makeHere(tasks[i]!));
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
    } else {
      await Promise.all(tasks.map((task, i) => pool.run(task).then((r) => finish(i, r))));
    }
    signal?.throwIfAborted();
  } catch (error) {
    // A closed pool says so in its own words; the caller hears its signal's reason.
    if (signal?.aborted) throw signal.reason;
    throw error;
  } finally {
    signal?.removeEventListener('abort', stop);
    await pool?.close();
  }
  return results;
}

/**
 * Checks a batch's count: a whole number from 0 to `most`.
 *
 * @throws `error(field, message)` built by the family (its own error subclass).
 */
export function checkCount(
  count: unknown,
  most: number,
  error: (field: string, message: string) => KnossosError,
): number {
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 0 || count > most) {
    throw error(
      'count',
      `count must be a whole number from 0 to ${most}, not ${describeValue(count)}`,
    );
  }
  return count;
}

/** Whether this runs in Node (where worker-thread pools exist). */
export function inNode(): boolean {
  return typeof process !== 'undefined' && typeof process.versions?.node === 'string';
}
