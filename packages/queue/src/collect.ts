// A batch's results read back: one record per seed in index order (streamed, or held whole),
// and the jobs that failed with their reasons.

import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import {
  type JobData,
  keys,
  PREFIX,
  queueName,
  readBatch,
  type StoredBatch,
  seedOf,
} from './batch.js';

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
 * The results of batch `name` one at a time in index order, read `page` seeds a round trip:
 * exactly one per seed done (a puzzle made twice keeps its first record). Holds one page, so a
 * batch of millions streams.
 *
 * @throws `QueueError` (field `batch`) when there is no such batch.
 */
export async function* keptInOrder<R = unknown>(
  redis: Redis,
  name: string,
  page = 1000,
): AsyncGenerator<Kept<R>> {
  const batch = await readBatch(redis, name);
  for (let from = 0; from < batch.count; from += page) {
    const seeds: string[] = [];
    for (let index = from; index < Math.min(batch.count, from + page); index++) {
      seeds.push(seedOf(batch, index));
    }
    const values = await redis.hmget(keys.done(name), ...seeds);
    for (let k = 0; k < seeds.length; k++) {
      const value = values[k];
      if (value === null || value === undefined) continue;
      const kept = JSON.parse(value) as Omit<Kept<R>, 'seed'>;
      yield { ...kept, seed: seeds[k]! };
    }
  }
}

/**
 * The jobs of batch `name` that failed every try (or were refused), by index, with the last
 * error of each.
 */
export async function failedJobs(redis: Redis, name: string, page = 1000): Promise<Failed[]> {
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
    return failed.sort((a, b) => a.index - b.index);
  } finally {
    await queue.close();
  }
}

/**
 * Every result of batch `name` so far, held whole (see {@link keptInOrder} to stream a big
 * one): one per seed done, by index, and the failed jobs.
 *
 * @throws `QueueError` (field `batch`) when there is no such batch.
 */
export async function collectBatch<R = unknown>(
  redis: Redis,
  name: string,
  page = 1000,
): Promise<Collected<R>> {
  const batch = await readBatch(redis, name);
  const kept: Kept<R>[] = [];
  for await (const one of keptInOrder<R>(redis, name, page)) kept.push(one);
  return { batch, kept, failed: await failedJobs(redis, name, page) };
}
