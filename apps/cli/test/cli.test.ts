import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { createRng } from '@knossos/random';
import { afterAll, describe, expect, it } from 'vitest';
import {
  doneAtLeast,
  interrupted,
  knossos,
  knossosProcess,
  liveProcess,
  temporaryFolders,
} from './cli-support.js';

const { fresh, cleanup } = temporaryFolders();
afterAll(cleanup);

describe('the binary and the programmatic entry', () => {
  // Most tests run commands in process (runCli); these runs show that the binary says and
  // writes the same, so what they find holds for the command people run.
  const RUNS: readonly (readonly string[])[] = [
    ['--version'],
    ['presets', '--json'],
    ['maze', '--width', '5', '--height', '5', '--seed', 'x', '--out', 'm', '--format', 'json,svg'],
    [
      'maze',
      '--width',
      '4',
      '--height',
      '4',
      '--stars',
      '5',
      '--max-attempts',
      '1',
      '--seed',
      'u',
      '--out',
      'f',
    ],
    ['netwalk', '--width', '4', '--height', '4', '--seed', 'n', '--json', '--out', 'n'],
    ['solve', 'm/maze-x.json', '--json'],
    ['verify', 'm'],
    ['render', 'm/maze-x.json', '--svg', '--out', '-'],
    ['maze', '--width', 'wide'],
    ['solve', 'nothing.json'],
    ['bogus'],
    ['--help'],
    ['queue', 'add', '--help'],
  ];
  /** What a run printed, less the times it took (the only thing two runs may differ in). */
  const timeless = (text: string) => text.replace(/\b\d+(\.\d+)? ?(ms|s)\b/g, 'T');

  it('exit with the same codes and print the same lines, and write the same files', async () => {
    const [inside, outside] = [fresh(), fresh()];
    const codes = new Set<number | null>();
    for (const args of RUNS) {
      const ran = await knossos(args, inside);
      const spawned = knossosProcess([...args], outside);
      expect(spawned.status, args.join(' ')).toBe(ran.status);
      expect(timeless(spawned.stdout), args.join(' ')).toBe(timeless(ran.stdout));
      expect(timeless(spawned.stderr), args.join(' ')).toBe(timeless(ran.stderr));
      codes.add(ran.status);
    }
    // Standard input, read by both.
    const text = readFileSync(join(inside, 'm', 'maze-x.json'), 'utf8');
    const fromStdin = await knossos(['solve', '-', '--json'], inside, { stdin: text });
    const piped = knossosProcess(['solve', '-', '--json'], outside, {}, text);
    expect([piped.status, fromStdin.status]).toEqual([0, 0]);
    expect(timeless(piped.stdout)).toBe(timeless(fromStdin.stdout));
    // The runs cover success, a request not met and bad input.
    expect([...codes].sort()).toEqual([0, 1, 2]);
    for (const file of ['maze-x.json', 'maze-x.svg']) {
      expect(readFileSync(join(outside, 'm', file))).toEqual(readFileSync(join(inside, 'm', file)));
    }
  });
});

describe('hostile text on the terminal', () => {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: colour sequences are what it finds.
  const COLOUR = /\u001b\[[0-9;]*m/g;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds.
  const CONTROL = /[\u0000-\u0008\u000b-\u001f]/;
  it('shows control characters from flags and files instead of sending them', async () => {
    const dir = fresh();
    const seed = '\u001b]0;PWNED\u0007\u001b[2J';
    const run = await knossos(['maze', '--seed', seed, '--out', 'm'], dir);
    expect(run.status).toBe(0);
    const said = run.stdout + run.stderr;
    expect(said).toContain('\\x1b]0;PWNED\\x07\\x1b[2J');
    // No escape but colour sequences, no bell, anywhere in what was printed.
    expect(said.replace(COLOUR, '')).not.toMatch(CONTROL);
    const bad = await knossos(['verify', `${seed}.json`], dir);
    expect(bad.status).toBe(2);
    expect((bad.stdout + bad.stderr).replace(COLOUR, '')).not.toMatch(CONTROL);
  });
});

describe('verify, a folder tampered with or left by a killed run', () => {
  /** verify --json of a folder: its exit code and its checks. */
  const verifyJson = async (dir: string, folder: string) => {
    const run = await knossos(['verify', folder, '--json'], dir);
    const checks = run.stdout
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { name: string; met: boolean; unmet: string[] });
    return { status: run.status, checks };
  };

  it('tells a stale lock from a live one, and --force clears only a stale one', async () => {
    const dir = fresh();
    mkdirSync(join(dir, 'k'));
    const owner = { pid: 2 ** 22 + 12_345, host: hostname(), started: '2026-01-01T00:00:00Z' };
    writeFileSync(join(dir, 'k', '.knossos.lock'), JSON.stringify(owner));
    const lonely = await knossos(['verify', 'k'], dir);
    expect(lonely.status).toBe(1);
    expect(lonely.stderr).toMatch(
      /the run did not finish: no manifest.*pid 4206649.*which is gone/,
    );
    const refused = await knossos(['maze', '--seed', 'q', '--out', 'k'], dir);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toMatch(/locked by a knossos run that is gone .*use --force/);
    expect((await knossos(['maze', '--seed', 'q', '--out', 'k', '--force'], dir)).status).toBe(0);
    expect(existsSync(join(dir, 'k', '.knossos.lock'))).toBe(false);
    // A lock held by a live process (another, alive for the test) is never cleared.
    const now = new Date().toISOString();
    writeFileSync(
      join(dir, 'k', '.knossos.lock'),
      JSON.stringify({ ...owner, pid: liveProcess().pid, started: now }),
    );
    const live = await knossos(['maze', '--seed', 'r', '--out', 'k', '--force'], dir);
    expect(live.status).toBe(2);
    expect(live.stderr).toMatch(/being written by another knossos run \(pid/);
    // A live pid whose lock is older than the machine's boot belongs to a run gone with it; an
    // empty or unreadable lock (a full disk as it was taken) shows no run at all.
    const leftovers = [
      JSON.stringify({ pid: 1, host: hostname(), started: '2020-01-01' }),
      '',
      '{',
    ];
    for (const [i, text] of leftovers.entries()) {
      mkdirSync(join(dir, `l${i}`));
      writeFileSync(join(dir, `l${i}`, '.knossos.lock'), text);
      const again = await knossos(['maze', '--seed', 's', '--out', `l${i}`], dir);
      expect(again.status).toBe(2);
      expect(again.stderr).toMatch(/locked by a knossos run that is gone .*use --force/);
      expect(
        (await knossos(['maze', '--seed', 's', '--out', `l${i}`, '--force'], dir)).status,
      ).toBe(0);
    }
  });

  it('names exactly what a run killed at random moments left unlisted (seeded kills)', async () => {
    const rng = createRng('kill-points');
    for (let round = 0; round < 3; round++) {
      const dir = fresh();
      const after = 1 + rng.below(40); // puzzles done before the kill
      // Far more puzzles than the kill waits for, so a busy machine never sees the run finish.
      const args = [
        'maze',
        '--count',
        '5000',
        '--width',
        '5',
        '--height',
        '5',
        '--seed',
        `k${round}`,
      ];
      await interrupted(
        [...args, '--out', 'b', '--format', 'json,svg'],
        dir,
        doneAtLeast(after),
        'SIGKILL',
      );
      const manifest = JSON.parse(readFileSync(join(dir, 'b', 'manifest.json'), 'utf8'));
      const listed = new Set<string>(manifest.items.flatMap((i: { files: string[] }) => i.files));
      const onDisk = readdirSync(join(dir, 'b')).filter(
        (f) => !['manifest.json', '.knossos.lock', '.knossos.reserve'].includes(f),
      );
      const { status, checks } = await verifyJson(dir, 'b');
      expect(status).not.toBe(0);
      const reported = new Set(
        checks
          .filter((c) => /not in the manifest|temporary file/.test(c.unmet.join(' ')))
          .map((c) => c.name),
      );
      expect(reported).toEqual(new Set(onDisk.filter((f) => !listed.has(f))));
      expect(checks.some((c) => /the run did not finish/.test(c.unmet.join(' ')))).toBe(true);
      for (const c of checks.filter((c) => listed.has(c.name))) expect(c.met).toBe(true);
    }
  });
});
