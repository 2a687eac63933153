// Puzzles a second through the queue against one machine, on this machine: 1,000 small mazes
// (5 × 5, json) made by the one-process batch (`knossos maze --count`, a thread per core), and
// by 1, 2 and 4 `knossos queue work` processes of one thread each (and one of a thread per
// core) on a redis-server started here
// (skipped without one). Each figure is a whole run: start, make, write, end.

import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { bench, describe } from 'vitest';
import { HAS_REDIS, startRedis } from '../../../packages/queue/src/redis.test-util.js';
import { BIN } from '../test/cli-support.js';

const COUNT = 1000;
const dir = mkdtempSync(join(tmpdir(), 'knossos-queue-bench-'));
writeFileSync(
  join(dir, 'small.json'),
  JSON.stringify([{ family: 'maze', settings: { width: 5, height: 5 } }]),
);
const batch = ['--mix', 'small.json', '--count', String(COUNT), '--format', 'json'];
// Benches run no beforeAll: the server starts here, and goes with the process.
const server = HAS_REDIS ? await startRedis() : null;
process.once('exit', () => server?.kill());
let round = 0;

const run = (args: string[]) => {
  const done = spawnSync(process.execPath, [BIN, ...args], { cwd: dir, encoding: 'utf8' });
  if (done.status !== 0) throw new Error(`knossos ${args.join(' ')}: ${done.stderr}`);
};

/** The batch made by `processes` queue workers of one thread each, from add to the last. */
async function queued(processes: number, threads = 1): Promise<void> {
  const name = `bench-${round++}`;
  run([
    'queue',
    'add',
    '--redis',
    server!.url,
    '--name',
    name,
    '--seed',
    name,
    '--out',
    name,
    ...batch,
  ]);
  await Promise.all(
    Array.from(
      { length: processes },
      () =>
        new Promise<void>((resolve, reject) => {
          const child = spawn(
            process.execPath,
            [
              BIN,
              'queue',
              'work',
              '--redis',
              server!.url,
              '--name',
              name,
              '--concurrency',
              String(threads),
              '--until-done',
              '--quiet',
            ],
            { cwd: dir, stdio: 'ignore' },
          );
          child.once('close', (code) =>
            code === 0 ? resolve() : reject(new Error(`worker exit ${code}`)),
          );
        }),
    ),
  );
}

describe(`${COUNT} small mazes`, () => {
  bench(
    'one machine: knossos maze --count (a thread per core)',
    () => {
      run(['maze', ...batch, '--seed', `local-${round}`, '--out', `local-${round++}`]);
    },
    { iterations: 3, time: 0 },
  );
  describe.skipIf(server === null)('through the queue', () => {
    bench('1 queue worker process, a thread per core', () => queued(1, availableParallelism()), {
      iterations: 3,
      time: 0,
    });
    for (const processes of [1, 2, 4]) {
      bench(
        `${processes} queue worker process${processes === 1 ? '' : 'es'}`,
        () => queued(processes),
        {
          iterations: 3,
          time: 0,
        },
      );
    }
  });
});
