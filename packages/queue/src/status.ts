// How far a batch has got: BullMQ's counts of its jobs, the records kept, and the rate since
// the first puzzle was done.

import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { keys, PREFIX, queueName, readBatch, type StoredBatch } from './batch.js';

/** A batch's progress. */
export interface BatchStatus {
  /** The batch as stored. */
  readonly batch: StoredBatch;
  /** Jobs waiting to be taken (delayed retries included). */
  readonly waiting: number;
  /** Jobs a worker holds now. */
  readonly active: number;
  /** Puzzles done: one record per seed. */
  readonly done: number;
  /** Jobs that failed every try, or were refused. */
  readonly failed: number;
  /** Puzzles done a second, from the first to the last done; `null` before two. */
  readonly perSecond: number | null;
  /** Seconds left at that rate; `null` when there is no rate. */
  readonly etaSeconds: number | null;
}

/**
 * The progress of batch `name`.
 *
 * @throws `QueueError` (field `batch`) when there is no such batch.
 */
export async function batchStatus(redis: Redis, name: string): Promise<BatchStatus> {
  const batch = await readBatch(redis, name);
  const queue = new Queue(queueName(name), { connection: redis, prefix: PREFIX });
  try {
    const counts = await queue.getJobCounts(
      'waiting',
      'active',
      'failed',
      'delayed',
      'prioritized',
      'paused',
    );
    const done = await redis.hlen(keys.done(name));
    const [first, last] = (await redis.hmget(keys.times(name), 'first', 'last')).map(Number);
    const span = (last! - first!) / 1000;
    const perSecond = done > 1 && span > 0 ? (done - 1) / span : null;
    const failed = counts.failed ?? 0;
    const left = Math.max(0, batch.count - done - failed);
    return {
      batch,
      waiting:
        (counts.waiting ?? 0) +
        (counts.delayed ?? 0) +
        (counts.prioritized ?? 0) +
        (counts.paused ?? 0),
      active: counts.active ?? 0,
      done,
      failed,
      perSecond,
      etaSeconds: perSecond === null ? null : left / perSecond,
    };
  } finally {
    await queue.close();
  }
}
