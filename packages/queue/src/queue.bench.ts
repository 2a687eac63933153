// Queue speed on a redis-server started here (skipped without one): enqueueing 100,000 jobs
// (target ≤ 10 s), and the queue's own cost per job — 2,000 jobs through a worker whose `make`
// does nothing, 8 at a time (target ≤ 2 ms a job). Puzzle throughput over worker processes is
// the CLI's bench (apps/cli/test/queue.bench.ts).

import type { Redis } from 'ioredis';
import { bench, describe } from 'vitest';
import {
  addBatch,
  type BatchSpec,
  batchStatus,
  connectRedis,
  fingerprintOf,
  serveBatches,
} from './index.js';
import { HAS_REDIS, startRedis, type TestRedis } from './redis.test-util.js';

const VERSIONS = { '@knossos/maze': '1.0.0' };
const spec = (name: string, count: number): BatchSpec => ({
  name,
  root: 'b',
  count,
  recipes: [{ family: 'maze', settings: {} }],
  extra: {},
  versions: VERSIONS,
});

// Benches run no beforeAll: the server starts here, and goes with the process.
const server: TestRedis | null = HAS_REDIS ? await startRedis() : null;
const redis: Redis | null = server === null ? null : await connectRedis(server.url);
process.once('exit', () => server?.kill());
let round = 0;

describe.skipIf(server === null)('the queue on redis-server', () => {
  bench(
    'enqueue 100,000 jobs',
    async () => {
      await addBatch(redis!, spec(`add-${round++}`, 100_000));
    },
    { iterations: 3, time: 0 },
  );

  bench(
    '2,000 jobs through a worker making nothing (8 at a time)',
    async () => {
      const name = `serve-${round++}`;
      await addBatch(redis!, spec(name, 2000));
      const serving = serveBatches(redis!, {
        make: async (puzzle) => ({ seed: puzzle.seed }),
        fingerprint: fingerprintOf(VERSIONS),
        names: [name],
        concurrency: 8,
      });
      while ((await batchStatus(redis!, name)).done < 2000) {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      await serving.close();
    },
    { iterations: 3, time: 0 },
  );
});
