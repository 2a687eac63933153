// The threads a queue worker makes its puzzles on: the batch worker (worker.js) on a Piscina
// pool, taking jobs as the queue hands them out rather than from a list made up front.

import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { revive } from '../job-pool.js';
import type { Job, Made } from '../make-one.js';
import type { Task, WorkerFailure } from '../worker.js';

/** A pool of threads making one puzzle each at a time. */
export class PuzzlePool {
  private readonly pool: Piscina;

  /** @param threads - threads, 1 or more. */
  constructor(threads: number) {
    this.pool = new Piscina({
      // The bundle puts every entry and chunk in dist/, beside worker.js.
      filename: new URL('./worker.js', import.meta.url).href,
      minThreads: threads,
      maxThreads: threads,
    });
    // A job cancelled at a stop may still send its result as its thread goes: no failure.
    this.pool.on('error', () => {});
  }

  /**
   * Makes one puzzle on a thread; `signal` cancels its searches (the job then rejects).
   *
   * @throws the job's error, with its code and fields.
   */
  async make(job: Job, signal: AbortSignal): Promise<Made> {
    const channel = new MessageChannel();
    const cancel = () => channel.port1.postMessage('cancel');
    signal.addEventListener('abort', cancel, { once: true });
    try {
      const task: Task = { job, cancel: channel.port2 };
      const result = (await this.pool.run(task, { transferList: [channel.port2] })) as
        | Made
        | WorkerFailure;
      if ('failed' in result) throw revive(result);
      return result;
    } finally {
      signal.removeEventListener('abort', cancel);
      channel.port1.close();
    }
  }

  /** Ends the threads. */
  async destroy(): Promise<void> {
    await this.pool.destroy();
  }
}
