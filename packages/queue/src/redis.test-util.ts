// A Redis of the tests' own: Debian's redis-server started on a free loopback port in a folder
// of its own, stopped (and restarted, with its data, when it persists) by the test. Without
// redis-server (and without CI=true) the tests that need it are skipped, with one line in
// .reports/skipped.txt, which `pnpm test` prints in its summary; in CI a missing one fails.

import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { appendFileSync, mkdirSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { probeRedis } from './connection.js';

const ROOT = new URL('..', import.meta.url).pathname;
const IN_CI = !['', '0', 'false'].includes(process.env.CI?.trim().toLowerCase() ?? '');

/** Whether redis-server runs here. */
export const HAS_REDIS =
  spawnSync('redis-server', ['--version'], { encoding: 'utf8' }).status === 0;

/** Whether the Redis tests run: always in CI (where a missing server fails them). */
export const RUN_REDIS = HAS_REDIS || IN_CI;

if (!RUN_REDIS) {
  mkdirSync(`${ROOT}.reports`, { recursive: true });
  appendFileSync(
    `${ROOT}.reports/skipped.txt`,
    'queue Redis tests skipped: no redis-server (apt-get install redis-server; CI runs them)\n',
  );
}

/** A free TCP port on the loopback address. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A Redis the test started. */
export interface TestRedis {
  /** Its URL, `redis://127.0.0.1:<port>`. */
  readonly url: string;
  /** Ends it (SIGKILL when it does not go) and waits. */
  stop(): Promise<void>;
  /** Ends it and starts it again on the same port, with what it had written (persist). */
  restart(): Promise<void>;
  /** Ends it at once, without waiting (for a process's `exit` handler). */
  kill(): void;
}

/**
 * Starts redis-server on a free loopback port, answering within a minute (a hang guard);
 * `persist` turns on its append-only file with a write to disk at every command.
 */
export async function startRedis(persist = false): Promise<TestRedis> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'knossos-redis-'));
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  const up = async () => {
    child = spawn(
      'redis-server',
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--dir',
        dir,
        '--save',
        '',
        '--appendonly',
        persist ? 'yes' : 'no',
        '--appendfsync',
        'always',
      ],
      { stdio: 'ignore' },
    );
    for (let i = 0; i < 600; i++) {
      try {
        await probeRedis(url, 500);
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    throw new Error(`redis-server did not answer on ${url}`);
  };
  const down = async () => {
    const running = child;
    if (running === null || running.exitCode !== null) return;
    const gone = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    const timer = setTimeout(() => running.kill('SIGKILL'), 10_000);
    await gone;
    clearTimeout(timer);
  };
  await up();
  return {
    url,
    stop: down,
    kill: () => {
      (child as ChildProcess | null)?.kill('SIGKILL');
    },
    async restart() {
      await down();
      await up();
    },
  };
}
