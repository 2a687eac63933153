// Runs that must end, and end honestly. --time-limit on the commands that search: a puzzle its
// limit cuts comes back "not verified" or "not proven", never shrunk in silence and never "no
// solution". No result here depends on how fast the machine is: the puzzles cut take their
// searches minutes (the 64 × 64 maze ran 625 s before searches had a time limit, the hex Flow
// level over a minute), far past 0.1 s. Then inputs that would block a read for ever, an output
// that cannot be written, and a closed terminal.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, openSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BIN, knossos, temporaryFolders } from './cli-support.js';

const { fresh, cleanup } = temporaryFolders();
afterAll(cleanup);

/** Every gimmick, four rolling players, 64 × 64: the request that ran 625 s unbounded. */
const EVERYTHING = [
  ...['--width', '64', '--height', '64', '--movement', 'roll', '--players', '4'],
  ...['--keys', '6', '--gems', '8', '--switches', '4', '--portals', '4', '--one-ways', '24'],
  ...['--traps', '0.2', '--seed', 'r', '--format', 'json'],
];

describe('--time-limit', () => {
  it('ends a maze whose searches would run for minutes, saying the time limit ran out', () => {
    const dir = fresh();
    const run = knossos(
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

  it('ends a Flow level whose proof would run for minutes: not proven unique, or none made', () => {
    const dir = fresh();
    const args = ['flow', '--grid', 'hex', '--width', '40', '--height', '40', '--seed', 'r'];
    const run = knossos([...args, '--format', 'json', '--out', 'o', '--time-limit', '0.1'], dir);
    expect(run.status).toBe(1);
    expect(run.stdout + run.stderr).toMatch(
      /Time limit: the (uniqueness proof|search for a level) was cut|no level was made within 100 ms/,
    );
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });

  it('puts a limit out of range in range with a note, on every command that searches', () => {
    const dir = fresh();
    const made = knossos(
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
    const solved = knossos(['solve', join('m', 'maze-s.json'), '--time-limit', '100000'], dir);
    expect(solved.stdout + solved.stderr).toMatch(
      /Time limit: 100000 s is outside 0\.1–86400 s; used 86400 s\./,
    );
    const verified = knossos(['verify', 'm', '--time-limit', '-3'], dir);
    expect(verified.stdout).toMatch(/note: Time limit: -3 s is outside/);
    const help = knossos(['pack', '--help'], dir);
    expect(help.stdout).toMatch(/--time-limit <seconds>/);
  });
});

describe('inputs and outputs that would hang or fail a run', () => {
  it('refuses a pipe or a device as a puzzle file at once, instead of blocking for ever', () => {
    const dir = fresh();
    expect(spawnSync('mkfifo', [join(dir, 'p.fifo')]).status).toBe(0);
    for (const args of [
      ['solve', 'p.fifo'],
      ['render', 'p.fifo', '--svg'],
      ['solve', '/dev/zero'],
    ]) {
      const run = knossos(args, dir);
      expect(run.status).toBe(2);
      expect(run.stderr.trim()).toMatch(
        /: is not a regular file \(a pipe, a device or a socket\); give a file$/,
      );
    }
  });

  it('a full stdout ends the run in one line, exit 2, the folder finished and unlocked', () => {
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
      [BIN, 'maze', '--count', '500', '--seed', 'h', '--out', 'o'],
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
