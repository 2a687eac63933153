// Runs that must end, and end honestly. --time-limit on the commands that search: a puzzle its
// limit cuts comes back "not verified" or "not proven", never shrunk in silence and never "no
// solution". No result here depends on how fast the machine is: the puzzles cut take their
// searches minutes (the 64 × 64 maze ran 625 s before searches had a time limit, the hex Flow
// level over a minute), far past 0.1 s. Then inputs that would block a read for ever, an output
// that cannot be written, a closed terminal, Ctrl-C and a reader that goes away.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, openSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  BIN,
  doneAtLeast,
  interrupted,
  knossos,
  knossosProcess,
  temporaryFolders,
} from './cli-support.js';

const { fresh, cleanup } = temporaryFolders();
afterAll(cleanup);

/** Every gimmick, four rolling players, 64 × 64: the request that ran 625 s unbounded. */
const EVERYTHING = [
  ...['--width', '64', '--height', '64', '--movement', 'roll', '--players', '4'],
  ...['--keys', '6', '--gems', '8', '--switches', '4', '--portals', '4', '--one-ways', '24'],
  ...['--traps', '0.2', '--seed', 'r', '--format', 'json'],
];

describe('--time-limit', () => {
  it('ends a maze whose searches would run for minutes, saying the time limit ran out', async () => {
    const dir = fresh();
    const run = await knossos(
      ['maze', ...EVERYTHING, '--out', 'o', '--json', '--time-limit', '0.1'],
      dir,
    );
    expect(run.status).toBe(1);
    const line = JSON.parse(run.stdout);
    expect([...line.notes, ...(line.unmet ?? [])].join('\n')).toMatch(/time limit/);
    // The manifest records it as a request not met, with the reason.
    const manifest = JSON.parse(readFileSync(join(dir, 'o', 'manifest.json'), 'utf8'));
    expect(manifest.items[0].met).toBe(false);
  });

  it('ends a Flow level whose proof would run for minutes: not proven unique, or none made', async () => {
    const dir = fresh();
    const args = ['flow', '--grid', 'hex', '--width', '40', '--height', '40', '--seed', 'r'];
    const run = await knossos(
      [...args, '--format', 'json', '--out', 'o', '--time-limit', '0.1'],
      dir,
    );
    expect(run.status).toBe(1);
    expect(run.stdout + run.stderr).toMatch(
      /Time limit: the (uniqueness proof|search for a level) was cut|no level was made within 100 ms/,
    );
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });

  it('puts a limit out of range in range with a note, on every command that searches', async () => {
    const dir = fresh();
    const made = await knossos(
      [
        'maze',
        '--width',
        '5',
        '--height',
        '5',
        '--seed',
        's',
        '--format',
        'json',
        '--out',
        'm',
        '--time-limit',
        '0',
      ],
      dir,
    );
    expect(made.stdout).toMatch(/note: Time limit: 0 s is outside 0\.1–86400 s; used 0\.1 s\./);
    const solved = await knossos(
      ['solve', join('m', 'maze-s.json'), '--time-limit', '100000'],
      dir,
    );
    expect(solved.stdout + solved.stderr).toMatch(
      /Time limit: 100000 s is outside 0\.1–86400 s; used 86400 s\./,
    );
    const verified = await knossos(['verify', 'm', '--time-limit', '-3'], dir);
    expect(verified.stdout).toMatch(/note: Time limit: -3 s is outside/);
    const help = await knossos(['pack', '--help'], dir);
    expect(help.stdout).toMatch(/--time-limit <seconds>/);
  });
});

describe('inputs and outputs that would hang or fail a run', () => {
  it('refuses a pipe or a device as a puzzle file at once, instead of blocking for ever', async () => {
    const dir = fresh();
    expect(spawnSync('mkfifo', [join(dir, 'p.fifo')]).status).toBe(0);
    for (const args of [
      ['solve', 'p.fifo'],
      ['render', 'p.fifo', '--svg'],
      ['solve', '/dev/zero'],
    ]) {
      // As a process: a regression would block a thread for ever, which only a process's
      // time-out ends.
      const run = knossosProcess(args, dir);
      expect(run.status).toBe(2);
      expect(run.stderr.trim()).toMatch(
        /: is not a regular file \(a pipe, a device or a socket\); give a file$/,
      );
    }
  });

  it('a full stdout ends the run in one line, exit 2, the folder finished and unlocked', async () => {
    const dir = fresh();
    const full = openSync('/dev/full', 'w');
    const run = spawnSync(process.execPath, [BIN, 'maze', '--seed', 'a', '--json', '--out', 'o'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', full, 'pipe'],
      timeout: 240_000,
    });
    closeSync(full);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/^knossos: stdout: cannot write: no space left on the device$/m);
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(existsSync(join(dir, 'o', '.knossos.lock'))).toBe(false);
    const manifest = JSON.parse(readFileSync(join(dir, 'o', 'manifest.json'), 'utf8'));
    expect(manifest.running).toBe(false);
  });

  it('a closed terminal (SIGHUP) stops a batch as Ctrl-C does: exit 129, nothing left running', async () => {
    const dir = fresh();
    const child = spawn(
      process.execPath,
      [BIN, 'maze', '--count', '5000', '--seed', 'h', '--out', 'o'],
      {
        cwd: dir,
        stdio: 'ignore',
      },
    );
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    // Once the first puzzle file exists, the run holds its folder and is under way.
    await new Promise<void>((resolve) => {
      const poll = setInterval(() => {
        if (
          existsSync(join(dir, 'o')) &&
          readdirSync(join(dir, 'o')).some((f) => f.endsWith('.png'))
        ) {
          clearInterval(poll);
          resolve();
        }
      }, 10);
    });
    child.kill('SIGHUP');
    expect(await exited).toBe(129);
    const left = readdirSync(join(dir, 'o'));
    expect(left).not.toContain('.knossos.lock');
    expect(left).not.toContain('.knossos.reserve');
    const manifest = JSON.parse(readFileSync(join(dir, 'o', 'manifest.json'), 'utf8'));
    expect([manifest.running, manifest.interrupted]).toEqual([false, true]);
  });
});

describe('stopping one long puzzle', () => {
  it('ends it on the first Ctrl-C: exit 130, the lock gone, nothing unlisted left', async () => {
    const dir = fresh();
    // A hex 40 × 40 Flow level takes its generator far longer than this test waits on any machine.
    const args = ['flow', '--grid', 'hex', '--width', '40', '--height', '40', '--seed', 'r'];
    // Once the run holds its folder, the puzzle is under way.
    const { code, stderr } = await interrupted(
      [...args, '--out', 's', '--format', 'json'],
      dir,
      () => existsSync(join(dir, 's', '.knossos.lock')),
    );
    expect(code).toBe(130);
    expect(stderr).toMatch(/Stopping:/);
    expect(readdirSync(join(dir, 's'))).toEqual(['manifest.json']);
    const manifest = JSON.parse(readFileSync(join(dir, 's', 'manifest.json'), 'utf8'));
    expect([manifest.interrupted, manifest.completed, manifest.items]).toEqual([true, 0, []]);
  });
});

describe('batches', () => {
  it('stop cleanly on Ctrl-C: exit 130, and the manifest lists exactly what was written', async () => {
    const dir = fresh();
    const args = ['maze', '--count', '5000', '--width', '40', '--height', '40', '--seed', 'stop'];
    // Interrupt once a few puzzles are done (or give up if it ends first).
    const { code } = await interrupted(
      [...args, '--out', 'b', '--format', 'json'],
      dir,
      doneAtLeast(5),
    );
    expect(code).toBe(130);
    const manifest = JSON.parse(readFileSync(join(dir, 'b', 'manifest.json'), 'utf8'));
    expect(manifest.interrupted).toBe(true);
    expect(manifest.completed).toBeGreaterThanOrEqual(5);
    expect(manifest.completed).toBeLessThan(5000);
    const written = readdirSync(join(dir, 'b')).filter((f) => f !== 'manifest.json');
    expect(written.sort()).toEqual(
      manifest.items.map((i: { files: string[] }) => i.files[0]).sort(),
    );
  });
});

describe('Ctrl-C during Z3 searches', () => {
  /** Runs the command, sends SIGINT once its run has begun (its lock file exists), and waits. */
  const interrupt = (args: string[], dir: string) =>
    interrupted(args, dir, () => existsSync(join(dir, 'z', '.knossos.lock')));

  // A 14 × 14 search runs to Z3's default limit (20 s) and fails with a time-out (exit 1) when
  // waited for; cancelled, the run ends as interrupted (130) with nothing failed.
  for (const count of [1, 3]) {
    it(`cancels the search${count > 1 ? 'es on the worker pool' : ' in this thread'} instead of waiting (${count} puzzle${count > 1 ? 's' : ''})`, async () => {
      const dir = fresh();
      const run = await interrupt(
        [
          'flow',
          '--method',
          'z3',
          '--width',
          '14',
          '--height',
          '14',
          '--count',
          String(count),
          '--seed',
          'zc',
          '--out',
          'z',
          '--format',
          'json',
        ],
        dir,
      );
      expect(run.stderr).toMatch(/Stopping: cancelling the puzzles in progress/);
      expect(run.stderr).not.toMatch(/knossos: /);
      expect(run.code).toBe(130);
      const manifest = JSON.parse(readFileSync(join(dir, 'z', 'manifest.json'), 'utf8'));
      expect([manifest.interrupted, manifest.completed, manifest.failed]).toEqual([
        true,
        0,
        undefined,
      ]);
    });
  }
});

describe('a reader that goes away', () => {
  it('stops the batch as Ctrl-C does: exit 141, and verify says the run is short', async () => {
    const dir = fresh();
    const run = spawnSync(
      '/bin/sh',
      [
        '-c',
        `"${process.execPath}" "${BIN}" maze --count 2000 --seed p --out p --format json --json | head -1; exit \${PIPESTATUS:-0}`,
      ],
      { cwd: dir, encoding: 'utf8' },
    );
    expect(run.stdout.split('\n')[0]).toMatch(/^\{"seed":"p-0"/);
    const manifest = JSON.parse(readFileSync(join(dir, 'p', 'manifest.json'), 'utf8'));
    expect(manifest.interrupted).toBe(true);
    expect(manifest.completed).toBeLessThan(2000);
    expect(
      readdirSync(join(dir, 'p')).filter((f) => f.endsWith('.json') && f !== 'manifest.json'),
    ).toHaveLength(manifest.completed);
    const verify = await knossos(['verify', 'p'], dir);
    expect(verify.status).toBe(1);
    expect(verify.stdout).toMatch(
      /the run made \d+ of the 2000 puzzles asked for \(it was interrupted\)/,
    );
  });
});
