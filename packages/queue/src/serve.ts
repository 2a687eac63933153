// Workers: BullMQ workers over the batches' queues, each puzzle handed to the caller's `make`,
// its record kept once per seed; a graceful close lets the puzzles in hand finish, a stop hands
// them back to the queue at once.

import { DelayedError, type Job, UnrecoverableError, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import {
  batchNames,
  type JobData,
  keys,
  PREFIX,
  queueName,
  readBatch,
  type StoredBatch,
} from './batch.js';

/** One puzzle to make, as a worker's `make` gets it. */
export interface QueuedPuzzle {
  /** The batch it belongs to, as stored. */
  readonly batch: StoredBatch;
  /** Its index in the batch, from 0. */
  readonly index: number;
  /** Its seed (`root-index`). */
  readonly seed: string;
  /** Its family, `batch.recipes[index mod n].family`. */
  readonly family: string;
  /** Its settings without the seed. */
  readonly settings: Readonly<Record<string, unknown>>;
  /** Which try this is, from 1. */
  readonly attempt: number;
}

/** How {@link serveBatches} works. */
export interface ServeOptions<R> {
  /** Makes one puzzle: whatever it returns (JSON) is kept as the seed's record. */
  readonly make: (puzzle: QueuedPuzzle, signal: AbortSignal) => Promise<R>;
  /** The fingerprint of the versions this worker runs: jobs of others are refused, not run. */
  readonly fingerprint: string;
  /** The batches to work on; default every batch, and those added later (looked for every 2 s). */
  readonly names?: readonly string[];
  /** Puzzles in hand at once for each batch, 1–256; default 1. */
  readonly concurrency?: number;
  /** How long a puzzle's lock lasts unrenewed, in ms (a killed worker's are retried after it); default 30,000. */
  readonly lockMs?: number;
  /** A sentence about something done instead of what was asked (a job refused). */
  readonly onNote?: (text: string) => void;
  /** After each puzzle is made and kept. */
  readonly onDone?: (puzzle: QueuedPuzzle, record: R) => void;
  /**
   * Asked once for each batch before work on it starts: a reason not to take its puzzles (its
   * folder is not on this host, say), or `null` to take them. A batch refused is left to others.
   */
  readonly accept?: (batch: StoredBatch) => string | null;
  /** A batch this worker will not work on, and why (other versions, or `accept`'s reason). */
  readonly onRefused?: (name: string, reason: string) => void;
  /** After a try fails (it is tried again until its tries run out). */
  readonly onFailed?: (puzzle: QueuedPuzzle | null, error: Error) => void;
}

/** A running set of workers. */
export interface Serving {
  /** Takes no new puzzles, waits for those in hand to be made and kept, then ends. */
  close(): Promise<void>;
  /** Cancels the puzzles in hand, hands them back to their queues at once, then ends. */
  stop(): Promise<void>;
  /** The batches worked on so far. */
  readonly names: readonly string[];
  /** The batches looked at and refused (other versions, or `accept` said no). */
  readonly refused: readonly string[];
}

/** Jobs a puzzle may be found stalled (its worker gone) before it fails: a few kills are no fault. */
const MAX_STALLED = 10;

/**
 * Works on batches: for each, a BullMQ worker takes puzzles `concurrency` at a time and hands
 * each to `make`; the record it gives is kept under the seed unless one is there already (a
 * puzzle made twice after a crash keeps its first record, and one already kept is not made
 * again). A batch added by other versions (its fingerprint is not `fingerprint`) is refused
 * with a note and left untouched for workers of its own versions, as is a batch `accept`
 * refuses; a single job of other versions (not added by `addBatch`) fails without a retry. Errors are retried up to
 * the batch's tries; a killed worker's puzzles go back to the queue when their locks run out.
 */
export function serveBatches<R>(redis: Redis, options: ServeOptions<R>): Serving {
  const workers = new Map<string, Worker>();
  const stopping = new AbortController();
  const specs = new Map<string, StoredBatch>();
  const lockMs = Math.max(1000, Math.min(600_000, options.lockMs ?? 30_000));
  const concurrency = Math.max(1, Math.min(256, Math.floor(options.concurrency ?? 1)));

  const processor = (name: string) => async (job: Job<JobData>, token?: string) => {
    let batch = specs.get(name);
    if (batch === undefined) {
      batch = await readBatch(redis, name);
      specs.set(name, batch);
    }
    const index = job.data.i;
    const recipe = batch.recipes[index % batch.recipes.length]!;
    const puzzle: QueuedPuzzle = {
      batch,
      index,
      seed: job.id ?? '',
      family: recipe.family,
      settings: recipe.settings,
      attempt: job.attemptsMade + 1,
    };
    if (job.data.v !== options.fingerprint) {
      const text = `${name} ${puzzle.seed}: added by other versions (${job.data.v}) than this worker runs (${options.fingerprint}); refused, not made`;
      options.onNote?.(text);
      throw new UnrecoverableError(text);
    }
    // Kept already (made by a worker whose lock ran out while it finished): not made again.
    if ((await redis.hexists(keys.done(name), puzzle.seed)) === 1) return null;
    let record: R;
    try {
      if (stopping.signal.aborted) throw stopping.signal.reason;
      record = await options.make(puzzle, stopping.signal);
    } catch (error) {
      if (stopping.signal.aborted && token !== undefined) {
        // Stopped: back to the queue now, the try not counted.
        await job.moveToDelayed(Date.now(), token);
        throw new DelayedError();
      }
      options.onFailed?.(puzzle, error as Error);
      throw error;
    }
    const kept = JSON.stringify({ index, doneAt: new Date().toISOString(), record });
    const now = String(Date.now());
    await redis
      .multi()
      .hsetnx(keys.done(name), puzzle.seed, kept)
      .hsetnx(keys.times(name), 'first', now)
      .hset(keys.times(name), 'last', now)
      .exec();
    options.onDone?.(puzzle, record);
    return null;
  };

  const refused = new Set<string>();
  const inHand = new Set<Promise<unknown>>();
  let closed = false;
  const start = async (name: string) => {
    if (closed || workers.has(name) || refused.has(name)) return;
    let batch: StoredBatch;
    try {
      batch = await readBatch(redis, name);
    } catch {
      return;
    }
    const reason =
      batch.fingerprint !== options.fingerprint
        ? `added by other versions (${batch.fingerprint}) than this worker runs (${options.fingerprint}); its puzzles are left to workers of those versions`
        : (options.accept?.(batch) ?? null);
    if (closed || workers.has(name) || refused.has(name)) return;
    if (reason !== null) {
      refused.add(name);
      options.onNote?.(`${name}: ${reason}`);
      options.onRefused?.(name, reason);
      return;
    }
    specs.set(name, batch);
    const run = processor(name);
    // Each puzzle in hand is tracked, so that a stop can wait for it to be handed back.
    const tracked = async (job: Job<JobData>, token?: string) => {
      const made = run(job, token);
      inHand.add(made);
      try {
        return await made;
      } finally {
        inHand.delete(made);
      }
    };
    const worker = new Worker(queueName(name), tracked, {
      connection: redis,
      prefix: PREFIX,
      concurrency,
      lockDuration: lockMs,
      stalledInterval: Math.max(500, Math.floor(lockMs / 2)),
      maxStalledCount: MAX_STALLED,
      // An empty queue is asked again every second (not 5): a closing worker waits no longer.
      drainDelay: 1,
      // A job done is removed (its record is kept apart); adding the batch again skips its seed.
      removeOnComplete: { count: 0 },
    });
    // Connection losses are retried by the connection; a try that failed is told by onFailed.
    worker.on('error', () => {});
    workers.set(name, worker);
  };

  let scan: NodeJS.Timeout | undefined;
  const starting = new Set<Promise<void>>();
  const begin = (name: string) => {
    const started = start(name).finally(() => starting.delete(started));
    starting.add(started);
  };
  if (options.names === undefined) {
    const look = () =>
      batchNames(redis).then(
        (names) => names.forEach(begin),
        () => {},
      );
    void look();
    scan = setInterval(look, 2000);
  } else {
    options.names.forEach(begin);
  }

  const end = async (force: boolean) => {
    closed = true;
    clearInterval(scan);
    await Promise.all(starting);
    // A stop cancels the puzzles in hand, which then go back to their queues; either way the
    // workers take nothing new and end once the puzzles in hand are done or handed back.
    if (force) stopping.abort(new Error('stopped'));
    await Promise.all([...workers.values()].map((worker) => worker.close()));
    await Promise.allSettled([...inHand]);
  };
  return {
    close: () => end(false),
    stop: () => end(true),
    get names() {
      return [...workers.keys()];
    },
    get refused() {
      return [...refused];
    },
  };
}
