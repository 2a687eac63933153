// A batch in Redis: its settings stored once under its name, one BullMQ job per seed (the job's
// id is the seed, so adding a batch again adds nothing), and the keys its results go under.

import { createHash } from 'node:crypto';
import { batchSeed } from '@knossos/random';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { QueueError } from './errors.js';

/** The prefix of every key Knossos keeps in Redis. */
export const PREFIX = 'knossos';

/** One kind of puzzle of a batch: job `i` makes recipe `i mod n`. */
export interface Recipe {
  /** The family's name (`maze`, `flow`, `netwalk`). */
  readonly family: string;
  /** Its settings, without the seed, as the family's `generate` takes them. */
  readonly settings: Readonly<Record<string, unknown>>;
}

/** A batch as asked for: what {@link addBatch} stores and every worker reads. */
export interface BatchSpec {
  /** Its name: 1–64 letters, digits, `.`, `_` or `-`. */
  readonly name: string;
  /** The seed root: puzzle `i` has seed `root-i` (a batch of one: `root`). No `:` in it. */
  readonly root: string;
  /** Puzzles in the batch, 1–10,000,000. */
  readonly count: number;
  /** The kinds of puzzle, taken in turn. */
  readonly recipes: readonly Recipe[];
  /** Whatever else the workers need, as JSON (the CLI: formats, pictures, output folder). */
  readonly extra: Readonly<Record<string, unknown>>;
  /** The versions of the packages that make the puzzles: a worker with others refuses them. */
  readonly versions: Readonly<Record<string, string>>;
  /** Tries a puzzle gets before it counts as failed, 1–20; default 3. */
  readonly attempts?: number;
  /** The command that made the batch, for the manifest. */
  readonly command?: readonly string[];
}

/** A batch as stored: the spec, when it was first added, and its versions' fingerprint. */
export interface StoredBatch extends BatchSpec {
  /** When the batch was first added (ISO 8601). */
  readonly created: string;
  /** {@link fingerprintOf} its versions. */
  readonly fingerprint: string;
  /** Tries a puzzle gets. */
  readonly attempts: number;
}

/** What a job carries: its place in the batch and the fingerprint of the versions it is for. */
export interface JobData {
  /** The puzzle's index in the batch, from 0. */
  readonly i: number;
  /** {@link fingerprintOf} the versions the batch was added with. */
  readonly v: string;
}

/** The Redis keys of a batch besides BullMQ's own. */
export const keys = {
  /** Every batch's name. */
  batches: `${PREFIX}:batches`,
  /** A batch's stored spec (JSON). */
  spec: (name: string) => `${PREFIX}:spec:${name}`,
  /** A batch's records: seed → `{ index, doneAt, record }` (JSON), the first kept. */
  done: (name: string) => `${PREFIX}:done:${name}`,
  /** A batch's first and last completion times (ms since 1970). */
  times: (name: string) => `${PREFIX}:times:${name}`,
} as const;

/** The BullMQ queue of a batch (its keys are `knossos:batch-<name>:…`). */
export const queueName = (name: string) => `batch-${name}`;

/** A short fingerprint of a set of versions: 12 hex digits of the SHA-256 of them, sorted. */
export function fingerprintOf(versions: Readonly<Record<string, string>>): string {
  const sorted = Object.keys(versions)
    .sort()
    .map((name) => [name, versions[name]]);
  return createHash('sha256').update(JSON.stringify(sorted)).digest('hex').slice(0, 12);
}

/** The seed of puzzle `index` of a batch: `root-index`, or `root` for a batch of one. */
export function seedOf(batch: Pick<BatchSpec, 'root' | 'count'>, index: number): string {
  return batch.count === 1 ? batch.root : batchSeed(batch.root, index);
}

/** A spec checked, its tries filled in. */
export interface CheckedSpec extends BatchSpec {
  /** Tries a puzzle gets, 1–20. */
  readonly attempts: number;
}

/**
 * A spec checked and filled in.
 *
 * @throws {@link QueueError} for a name, seed root, count, recipe list or attempts it cannot
 *   take, naming which.
 */
export function checkSpec(spec: BatchSpec): CheckedSpec {
  if (!/^[A-Za-z0-9._-]{1,64}$/.test(spec.name)) {
    throw new QueueError(
      'name',
      `"${spec.name}" cannot name a batch; use 1–64 letters, digits, ".", "_" or "-"`,
    );
  }
  // BullMQ job ids are the seeds: no ":" (its key separator), and not a bare integer.
  if (
    spec.root === '' ||
    spec.root.includes(':') ||
    /^\d+$/.test(seedOf(spec, 0)) ||
    (spec.count === 1 && BULLMQ_KEYS.has(spec.root))
  ) {
    throw new QueueError(
      'seed',
      `"${spec.root}" cannot be a queued batch's seed root; give one without ":" that is not a bare number`,
    );
  }
  if (!Number.isSafeInteger(spec.count) || spec.count < 1 || spec.count > 10_000_000) {
    throw new QueueError('count', `${spec.count} puzzles: a batch holds 1–10,000,000`);
  }
  if (spec.recipes.length === 0) throw new QueueError('recipes', 'a batch needs a recipe');
  const attempts = spec.attempts ?? 3;
  if (!Number.isInteger(attempts) || attempts < 1 || attempts > 20) {
    throw new QueueError('attempts', `${attempts} tries: give 1–20`);
  }
  return { ...spec, attempts };
}

/** BullMQ's own key names under a queue: a job id may not be one of them. */
const BULLMQ_KEYS = new Set([
  'active',
  'completed',
  'de',
  'delayed',
  'events',
  'failed',
  'id',
  'limiter',
  'marker',
  'meta',
  'metrics',
  'paused',
  'pc',
  'prioritized',
  'repeat',
  'stalled',
  'stalled-check',
  'wait',
  'waiting-children',
]);

/** What adding a batch did. */
export interface Added {
  /** The batch as stored (its first `created` kept when it was there already). */
  readonly batch: StoredBatch;
  /** Jobs added now. */
  readonly added: number;
  /** Jobs that were there already (added before, done or not). */
  readonly already: number;
}

/** How {@link addBatch} goes. */
export interface AddOptions {
  /** Jobs added a round trip, 1–100,000; default 5,000. */
  readonly chunk?: number;
  /** After each chunk: jobs handed to Redis so far, of the batch's count. */
  readonly onProgress?: (done: number, total: number) => void;
  /** Checked between chunks: adding stops, the jobs so far kept (adding again goes on). */
  readonly signal?: AbortSignal;
  /** When the batch is first added; default now. */
  readonly now?: Date;
}

/**
 * Stores a batch under its name and adds one job per seed to its queue, `chunk` at a time; the
 * job ids are the seeds and seeds done are skipped, so adding a batch again (after a stop, or
 * twice by mistake) adds only what is missing. A seed that failed every try stays failed.
 *
 * @throws {@link QueueError} for a spec {@link checkSpec} refuses, or (field `batch`) a batch of
 *   that name with other settings.
 */
export async function addBatch(
  redis: Redis,
  spec: BatchSpec,
  options: AddOptions = {},
): Promise<Added> {
  const checked = checkSpec(spec);
  const fingerprint = fingerprintOf(checked.versions);
  const fresh: StoredBatch = {
    ...checked,
    created: (options.now ?? new Date()).toISOString(),
    fingerprint,
  };
  const stored = await redis.set(keys.spec(spec.name), JSON.stringify(fresh), 'NX');
  let batch = fresh;
  if (stored === null) {
    batch = await readBatch(redis, spec.name);
    const differs = differences(batch, fresh);
    if (differs.length > 0) {
      throw new QueueError(
        'batch',
        `"${spec.name}" is a batch already, with another ${differs.join(', ')}; give another name`,
      );
    }
  }
  await redis.sadd(keys.batches, spec.name);
  const queue = new Queue(queueName(spec.name), { connection: redis, prefix: PREFIX });
  try {
    let already = 0;
    const chunk = Math.max(1, Math.min(100_000, Math.floor(options.chunk ?? 5000)));
    for (let from = 0; from < batch.count; from += chunk) {
      if (options.signal?.aborted) throw options.signal.reason;
      const jobs = [];
      const last = Math.min(batch.count, from + chunk);
      const seeds = Array.from({ length: last - from }, (_, k) => seedOf(batch, from + k));
      // Done jobs are removed from the queue; their records say they need not be added again.
      // A job still there (waiting, active, failed) is one BullMQ would not add twice.
      // The jobs first, then the records: a job done between the two is kept before it is
      // removed, so the second look finds it.
      const there = redis.pipeline();
      for (const seed of seeds) there.exists(`${PREFIX}:${queueName(spec.name)}:${seed}`);
      const present = ((await there.exec()) ?? []).map(([, n]) => n === 1);
      const done = await redis.hmget(keys.done(spec.name), ...seeds);
      for (let index = from; index < last; index++) {
        if (done[index - from] !== null || present[index - from]) {
          already++;
          continue;
        }
        const data: JobData = { i: index, v: fingerprint };
        jobs.push({
          name: 'puzzle',
          data,
          opts: {
            jobId: seeds[index - from]!,
            attempts: batch.attempts,
            backoff: { type: 'fixed', delay: 1000 },
          },
        });
      }
      if (jobs.length > 0) await queue.addBulk(jobs);
      options.onProgress?.(last, batch.count);
    }
    return { batch, added: batch.count - already, already };
  } finally {
    await queue.close();
  }
}

/** The settings two specs of one name differ in, by name. */
function differences(a: BatchSpec, b: BatchSpec): string[] {
  const same = (x: unknown, y: unknown) => JSON.stringify(x) === JSON.stringify(y);
  const out: string[] = [];
  if (a.root !== b.root) out.push('seed root');
  if (a.count !== b.count) out.push('count');
  if (!same(a.recipes, b.recipes)) out.push('family or settings');
  if (!same(a.extra, b.extra)) out.push('output or pictures');
  if (fingerprintOf(a.versions) !== fingerprintOf(b.versions)) out.push('version');
  if (a.attempts !== b.attempts) out.push('number of tries');
  return out;
}

/**
 * A batch's stored spec.
 *
 * @throws {@link QueueError} (field `batch`) when there is none of that name.
 */
export async function readBatch(redis: Redis, name: string): Promise<StoredBatch> {
  const text = await redis.get(keys.spec(name));
  if (text === null) throw new QueueError('batch', `there is no batch "${name}" in this Redis`);
  return JSON.parse(text) as StoredBatch;
}

/** Every batch's name, sorted. */
export async function batchNames(redis: Redis): Promise<string[]> {
  return (await redis.smembers(keys.batches)).sort();
}
