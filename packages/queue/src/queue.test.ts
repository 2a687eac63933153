// The queue against a real Redis (redis-server started here): a batch added twice is added
// once, workers keep one record per seed in index order, a job of other versions is refused
// without being made, a stop hands puzzles back untried, an unreachable Redis is one line.

import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addBatch,
  type BatchSpec,
  batchStatus,
  collectBatch,
  connectRedis,
  fingerprintOf,
  probeRedis,
  type QueuedPuzzle,
  serveBatches,
} from './index.js';
import { freePort, RUN_REDIS, startRedis, type TestRedis } from './redis.test-util.js';

const VERSIONS = { '@knossos/maze': '1.0.0' };
const spec = (name: string, count: number, more: Partial<BatchSpec> = {}): BatchSpec => ({
  name,
  root: 'r',
  count,
  recipes: [
    { family: 'maze', settings: { width: 5 } },
    { family: 'flow', settings: { width: 6 } },
  ],
  extra: {},
  versions: VERSIONS,
  ...more,
});

/** Resolves once `test` holds, checking every 20 ms (the suite's hang guard bounds it). */
async function until(test: () => Promise<boolean>): Promise<void> {
  while (!(await test())) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('an unreachable Redis', () => {
  it('is one line naming the URL and the reason', async () => {
    const port = await freePort();
    await expect(probeRedis(`redis://127.0.0.1:${port}`)).rejects.toThrow(
      `redis: cannot reach redis://127.0.0.1:${port} (ECONNREFUSED)`,
    );
    await expect(probeRedis('http://example')).rejects.toThrow('is no Redis URL');
  });
});

describe.skipIf(!RUN_REDIS)('batches on a real Redis', () => {
  let server: TestRedis;
  let redis: Redis;
  beforeAll(async () => {
    server = await startRedis();
    redis = await connectRedis(server.url);
  });
  afterAll(async () => {
    await redis?.quit();
    await server?.stop();
  });

  it('adds a batch once, however often it is added, and refuses other settings under its name', async () => {
    const first = await addBatch(redis, spec('twice', 120), { chunk: 50 });
    expect([first.added, first.already]).toEqual([120, 0]);
    const again = await addBatch(redis, spec('twice', 120));
    expect([again.added, again.already]).toEqual([0, 120]);
    expect(again.batch.created).toBe(first.batch.created);
    await expect(addBatch(redis, spec('twice', 121))).rejects.toThrow(
      'batch: "twice" is a batch already, with another count; give another name',
    );
    await expect(addBatch(redis, spec('bad:name', 1))).rejects.toThrow('cannot name a batch');
    await expect(addBatch(redis, spec('colon', 2, { root: 'a:b' }))).rejects.toThrow(
      'cannot be a queued batch',
    );
    const status = await batchStatus(redis, 'twice');
    expect(status).toMatchObject({ waiting: 120, active: 0, done: 0, failed: 0 });
  });

  it('keeps one record per seed, in index order, over two workers', async () => {
    await addBatch(redis, spec('made', 200));
    const made: string[] = [];
    const make = async (puzzle: QueuedPuzzle) => {
      made.push(puzzle.seed);
      return { seed: puzzle.seed, family: puzzle.family };
    };
    const fingerprint = fingerprintOf(VERSIONS);
    const a = serveBatches(redis, { make, fingerprint, names: ['made'], concurrency: 3 });
    const b = serveBatches(redis, { make, fingerprint, names: ['made'], concurrency: 2 });
    await until(async () => (await batchStatus(redis, 'made')).done === 200);
    await Promise.all([a.close(), b.close()]);
    const { kept, failed } = await collectBatch<{ seed: string; family: string }>(redis, 'made');
    expect(failed).toEqual([]);
    expect(kept.map((k) => k.index)).toEqual(Array.from({ length: 200 }, (_, i) => i));
    expect(kept.every((k) => k.record.seed === k.seed && k.seed === `r-${k.index}`)).toBe(true);
    expect(kept.map((k) => k.record.family)).toEqual(
      kept.map((k) => (k.index % 2 === 0 ? 'maze' : 'flow')),
    );
    // Each seed made once here (no crash), and adding the batch again adds nothing.
    expect(new Set(made).size).toBe(200);
    expect((await addBatch(redis, spec('made', 200))).added).toBe(0);
  });

  it('leaves a batch of other versions alone, with a note, making nothing', async () => {
    await addBatch(redis, spec('old', 3, { versions: { '@knossos/maze': '0.9.0' } }));
    const notes: string[] = [];
    let made = 0;
    const serving = serveBatches(redis, {
      make: async () => {
        made++;
        return {};
      },
      fingerprint: fingerprintOf(VERSIONS),
      names: ['old'],
      onNote: (text) => notes.push(text),
    });
    await until(async () => serving.refused.length === 1);
    await serving.close();
    expect(made).toBe(0);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatch(
      /^old: added by other versions \(\w+\) than this worker runs \(\w+\); its puzzles are left to workers of those versions$/,
    );
    // Its puzzles wait for a worker of their own versions.
    expect(await batchStatus(redis, 'old')).toMatchObject({ waiting: 3, failed: 0, done: 0 });
    expect(serving.names).toEqual([]);
  });

  it('hands the puzzles in hand back on a stop, their tries not counted', async () => {
    await addBatch(redis, spec('stopped', 4));
    let started = 0;
    const serving = serveBatches(redis, {
      make: (_puzzle, signal) =>
        new Promise((_, reject) => {
          started++;
          signal.addEventListener('abort', () => reject(signal.reason));
        }),
      fingerprint: fingerprintOf(VERSIONS),
      names: ['stopped'],
      concurrency: 2,
    });
    await until(async () => started === 2);
    await serving.stop();
    const status = await batchStatus(redis, 'stopped');
    expect(status).toMatchObject({ waiting: 4, active: 0, done: 0, failed: 0 });
  });
});
