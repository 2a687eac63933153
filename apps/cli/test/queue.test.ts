// knossos queue against a real Redis (redis-server started here): 2,000 small mazes made by three
// worker processes equal a one-machine batch byte for byte, through three SIGKILLed workers, a
// Redis restart and a collect killed midway; an unreachable Redis is one line; a batch added by
// other versions is refused, not made.

import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { addBatch, batchStatus, connectRedis } from '@knossos/queue';
import { createRng } from '@knossos/random';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  RUN_REDIS,
  startRedis,
  type TestRedis,
} from '../../../packages/queue/src/redis.test-util.js';
import { BIN, knossos, oneLine, temporaryFolders } from './cli-support.js';

const { fresh, cleanup } = temporaryFolders();
afterAll(cleanup);

/** A worker process, its output kept. */
function worker(url: string, cwd: string, name: string): ChildProcess & { output: string } {
  const child = spawn(
    process.execPath,
    [
      BIN,
      'queue',
      'work',
      '--redis',
      url,
      '--name',
      name,
      '--lock-seconds',
      '1',
      '--concurrency',
      '1',
      '--until-done',
      '--quiet',
    ],
    { cwd, env: { ...process.env, NO_COLOR: '1' } },
  ) as ChildProcess & { output: string };
  child.output = '';
  child.stderr?.on('data', (d) => {
    child.output += d;
  });
  return child;
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    // 'close', not 'exit': the last of its output has been read by then.
    else child.once('close', (code) => resolve(code));
  });

/** Resolves once `test` holds, looking every 50 ms (the suite's hang guard bounds it). */
async function until(test: () => Promise<boolean> | boolean): Promise<void> {
  while (!(await test())) await new Promise((resolve) => setTimeout(resolve, 50));
}

/** The puzzle files of a folder (the manifest and anything temporary aside), by name. */
function files(dir: string): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  for (const name of readdirSync(dir).sort()) {
    if (name === 'manifest.json' || name.endsWith('.tmp')) continue;
    out.set(name, readFileSync(join(dir, name)));
  }
  return out;
}

/** A manifest's items without their timings. */
const items = (dir: string) =>
  (JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')).items as { ms: number }[]).map(
    ({ ms: _ms, ...item }) => item,
  );

describe('knossos queue without a Redis', () => {
  it('says so in one line, exit 2', async () => {
    const port = await freePort();
    const run = await knossos(
      ['queue', 'status', 'b', '--redis', `redis://127.0.0.1:${port}`],
      fresh(),
    );
    expect(run.status).toBe(2);
    expect(oneLine(run)).toBe(
      `knossos: --redis: cannot reach redis://127.0.0.1:${port} (ECONNREFUSED)`,
    );
  });
});

describe.skipIf(!RUN_REDIS)('knossos queue on a real Redis', () => {
  let redis: TestRedis;
  const dir = fresh();
  beforeAll(async () => {
    redis = await startRedis(true);
    writeFileSync(
      join(dir, 'small.json'),
      JSON.stringify([{ family: 'maze', settings: { width: 5, height: 5 } }]),
    );
  });
  afterAll(async () => {
    await redis?.stop();
  });

  it('makes 2,000 mazes on three workers, through kills and a Redis restart, as one machine does', async () => {
    const count = 2000;
    const batch = [
      '--mix',
      'small.json',
      '--count',
      String(count),
      '--seed',
      'q',
      '--format',
      'json',
    ];
    const local = await knossos(['maze', ...batch, '--out', 'local'], dir);
    expect(local.status, local.stderr).toBe(0);
    const add = await knossos(
      ['queue', 'add', '--redis', redis.url, '--name', 'big', ...batch, '--out', 'store'],
      dir,
    );
    expect(add.status, add.stderr).toBe(0);
    expect(add.stdout).toContain(`big: ${count} jobs added, 0 there already (seeds q-0 … q-1999)`);
    // Added again: nothing new.
    const again = await knossos(
      ['queue', 'add', '--redis', redis.url, '--name', 'big', ...batch, '--out', 'store'],
      dir,
    );
    expect(again.stdout).toContain(`big: 0 jobs added, ${count} there already`);

    const done = async () => {
      const client = await connectRedis(redis.url).catch(() => null);
      if (client === null) return 0;
      try {
        return (await batchStatus(client, 'big')).done;
      } catch {
        return 0;
      } finally {
        client.disconnect();
      }
    };
    const workers = [
      worker(redis.url, dir, 'big'),
      worker(redis.url, dir, 'big'),
      worker(redis.url, dir, 'big'),
    ];
    // The faults, drawn from a fixed seed and bounded: three workers SIGKILLed (another started
    // in each one's place) and Redis stopped and started again once, each at a count of puzzles
    // done between 100 and 1,800, in order.
    const rng = createRng('knossos-queue-faults');
    const plan = [
      ...[0, 1, 2].map((k) => ({ at: rng.int(100, 1800), fault: `kill ${rng.int(0, 2)}`, k })),
      { at: rng.int(100, 1800), fault: 'redis', k: -1 },
    ].sort((a, b) => a.at - b.at);
    for (const step of plan) {
      await until(async () => (await done()) >= step.at);
      if (step.fault === 'redis') {
        await redis.restart();
      } else {
        const k = Number(step.fault.split(' ')[1]);
        workers[k]!.kill('SIGKILL');
        await exited(workers[k]!);
        workers[k] = worker(redis.url, dir, 'big');
        // The next fault waits for it to be at work (a worker started while Redis is down
        // exits 2 saying so, as it should).
        await until(() => workers[k]!.output.includes('Working on big'));
      }
    }
    const codes = await Promise.all(workers.map(exited));
    expect(codes, workers.map((w) => w.output).join('\n')).toEqual([0, 0, 0]);

    // A collect killed midway, then a whole one, twice: the same bytes.
    const collect = spawn(
      process.execPath,
      [BIN, 'queue', 'collect', 'big', '--redis', redis.url, '--out', 'collected'],
      { cwd: dir },
    );
    await until(
      () => existsSync(join(dir, 'collected')) && readdirSync(join(dir, 'collected')).length > 50,
    );
    collect.kill('SIGKILL');
    await exited(collect);
    const whole = await knossos(
      ['queue', 'collect', 'big', '--redis', redis.url, '--out', 'collected'],
      dir,
    );
    expect(whole.status, whole.stderr).toBe(0);
    expect(whole.stdout).toContain(`big: ${count} of ${count} puzzles in`);
    const first = readFileSync(join(dir, 'collected', 'manifest.json'));
    await knossos(['queue', 'collect', 'big', '--redis', redis.url, '--out', 'collected'], dir);
    expect(Buffer.compare(readFileSync(join(dir, 'collected', 'manifest.json')), first)).toBe(0);

    // Nothing lost, nothing twice, every file as the one machine wrote it.
    const mine = files(join(dir, 'local'));
    const theirs = files(join(dir, 'collected'));
    expect([...theirs.keys()]).toEqual([...mine.keys()]);
    for (const [name, bytes] of mine)
      expect(Buffer.compare(theirs.get(name)!, bytes), name).toBe(0);
    expect(items(join(dir, 'collected'))).toEqual(items(join(dir, 'local')));
    const verify = await knossos(['verify', 'collected'], dir);
    expect(verify.status, verify.stdout + verify.stderr).toBe(0);
  });

  it('stops a worker on Ctrl-C after the puzzles in hand, then collects a pack once done', async () => {
    const batch = ['--mix', 'small.json', '--count', '300', '--seed', 'g', '--format', 'json'];
    const add = await knossos(
      [
        'queue',
        'add',
        '--redis',
        redis.url,
        '--name',
        'graceful',
        ...batch,
        '--out',
        'graceful',
        '--results',
        'redis',
      ],
      dir,
    );
    expect(add.status, add.stderr).toBe(0);
    const child = spawn(
      process.execPath,
      [BIN, 'queue', 'work', '--redis', redis.url, '--name', 'graceful'],
      {
        cwd: dir,
        env: { ...process.env, NO_COLOR: '1' },
      },
    );
    let output = '';
    child.stderr.on('data', (d) => {
      output += d;
    });
    await until(() => (output.match(/ done\n/g) ?? []).length >= 20);
    child.kill('SIGINT');
    expect(await exited(child), output).toBe(130);
    expect(output).toContain('Stopping: finishing the puzzles in hand');
    const client = await connectRedis(redis.url);
    let waiting: number;
    try {
      const status = await batchStatus(client, 'graceful');
      expect(status.active).toBe(0);
      expect(status.failed).toBe(0);
      expect(status.done + status.waiting).toBe(300);
      expect(status.done).toBeGreaterThanOrEqual(20);
      waiting = status.waiting;
    } finally {
      await client.quit();
    }
    // Collected early, the batch is not done, unless a slow test process let the worker make
    // every puzzle before its Ctrl-C came.
    const early = await knossos(['queue', 'collect', 'graceful', '--redis', redis.url], dir);
    if (waiting > 0) {
      expect(early.status).toBe(1);
      expect(early.stdout).toMatch(/not done yet/);
    } else {
      expect(early.status, early.stderr).toBe(0);
    }
    const rest = await knossos(
      ['queue', 'work', '--redis', redis.url, '--name', 'graceful', '--until-done', '--quiet'],
      dir,
    );
    expect(rest.status, rest.stderr).toBe(0);
    const done = await knossos(
      ['queue', 'collect', 'graceful', '--redis', redis.url, '--pack', 'graceful.pack.json'],
      dir,
    );
    expect(done.status, done.stderr).toBe(0);
    const pack = JSON.parse(readFileSync(join(dir, 'graceful.pack.json'), 'utf8'));
    expect(pack.format).toBe('knossos.pack/1');
    expect(new Set(pack.puzzles.map((p: { seed: string }) => p.seed)).size).toBe(300);
    // --results redis: each record carries the puzzle itself, the same as its file.
    const client2 = await connectRedis(redis.url);
    try {
      const { collectBatch } = await import('@knossos/queue');
      const { kept } = await collectBatch<{ puzzle?: unknown; files: string[] }>(
        client2,
        'graceful',
      );
      expect(kept).toHaveLength(300);
      const first = kept[0]!.record;
      const file = JSON.parse(readFileSync(join(dir, 'graceful', first.files[0]!), 'utf8'));
      expect(first.puzzle).toEqual(file);
    } finally {
      await client2.quit();
    }
  });

  it('refuses a batch added by other versions with a note, making nothing', async () => {
    const client = await connectRedis(redis.url);
    try {
      await addBatch(client, {
        name: 'old',
        root: 'o',
        count: 2,
        recipes: [{ family: 'maze', settings: { width: 5, height: 5 } }],
        extra: {
          outDir: join(dir, 'old'),
          formats: { maze: ['json'] },
          style: 'printable',
          picture: {},
          timeMs: 60_000,
          results: 'folder',
        },
        versions: { '@knossos/maze': '0.0.0-other' },
      });
    } finally {
      await client.quit();
    }
    const run = await knossos(
      ['queue', 'work', '--redis', redis.url, '--name', 'old', '--until-done', '--quiet'],
      dir,
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(
      /note: old: added by other versions \(\w+\) than this worker runs \(\w+\); its puzzles are left to workers of those versions/,
    );
    expect(existsSync(join(dir, 'old'))).toBe(false);
    // Left waiting for a worker of its versions, not failed.
    const status = await knossos(['queue', 'status', 'old', '--redis', redis.url], dir);
    expect(status.stdout).toBe('old: 0 of 2 done, 0 active, 2 waiting, 0 failed\n');
    const typo = await knossos(
      ['queue', 'work', '--redis', redis.url, '--name', 'nosuch', '--until-done'],
      dir,
    );
    expect(typo.status).toBe(2);
    expect(oneLine(typo)).toBe('knossos: --name: there is no batch "nosuch" in this Redis');
    // A batch given as an argument is named without a flag.
    const unknown = await knossos(['queue', 'status', 'nosuch', '--redis', redis.url], dir);
    expect(unknown.status).toBe(2);
    expect(oneLine(unknown)).toBe('knossos: there is no batch "nosuch" in this Redis');
    const uncollected = await knossos(['queue', 'collect', 'nosuch', '--redis', redis.url], dir);
    expect(uncollected.status).toBe(2);
    expect(oneLine(uncollected)).toBe('knossos: there is no batch "nosuch" in this Redis');
    const usage = await knossos(['queue', 'add', '--bogus'], dir);
    expect(usage.status).toBe(2);
    expect(oneLine(usage)).toMatch(/^knossos: .*--bogus/);
  });
});
