// A batch's results read back whole: one record per seed in index order, and the jobs that
// failed with their reasons.

import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { type JobData, keys, PREFIX, queueName, readBatch, type StoredBatch } from './batch.js';

/** One puzzle's result as kept. */
export interface Kept<R = unknown> {
  /** Its index in the batch, from 0. */
  readonly index: number;
  /** Its seed. */
  readonly seed: string;
  /** When it was done (ISO 8601): the first time, if it was made twice. */
  readonly doneAt: string;
  /** What the worker's `make` gave for it. */
  readonly record: R;
}

/** A job that failed every try (or was refused), and why. */
export interface Failed {
  /** Its index in the batch. */
  readonly index: number;
  /** Its seed. */
  readonly seed: string;
  /** The last try's error message. */
  readonly reason: string;
  /** Tries made. */
  readonly attempts: number;
}

/** A batch's results. */
export interface Collected<R = unknown> {
  /** The batch as stored. */
  readonly batch: StoredBatch;
  /** One per puzzle done, by index. */
  readonly kept: readonly Kept<R>[];
  /** The jobs that failed, by index. */
  readonly failed: readonly Failed[];
}

/**
 * Every result of batch `name` so far, read in pages of `page` records: exactly one per seed
 * done (a puzzle made twice, after a crash, keeps its first record), sorted by index.
 *
 * @throws `QueueError` (field `batch`) when there is no such batch.
 */
export async function collectBatch<R = unknown>(
  redis: Redis,
  name: string,
  page = 2000,
): Promise<Collected<R>> {
  const batch = await readBatch(redis, name);
  const kept: Kept<R>[] = [];
  let cursor = '0';
  do {
    const [next, pairs] = await redis.hscan(keys.done(name), cursor, 'COUNT', page);
    cursor = next;
    for (let i = 0; i < pairs.length; i += 2) {
      const value = JSON.parse(pairs[i + 1]!) as Omit<Kept<R>, 'seed'>;
      kept.push({ ...value, seed: pairs[i]! });
    }
  } while (cursor !== '0');
  kept.sort((a, b) => a.index - b.index);
  const queue = new Queue(queueName(name), { connection: redis, prefix: PREFIX });
  try {
    const failed: Failed[] = [];
    for (let from = 0; ; from += page) {
      const jobs = await queue.getFailed(from, from + page - 1);
      for (const job of jobs) {
        failed.push({
          index: (job.data as JobData).i,
          seed: job.id ?? '',
          reason: job.failedReason ?? 'failed',
          attempts: job.attemptsMade,
        });
      }
      if (jobs.length < page) break;
    }
    failed.sort((a, b) => a.index - b.index);
    return { batch, kept, failed };
  } finally {
    await queue.close();
  }
}
