import { type SpawnSyncReturns, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { flowFromJson, parseFlowCsv, solveFlow } from '@knossos/flow';
import { mazeFromJson, packFromJson } from '@knossos/maze';
import { netwalkFromJson, parseTathamId, toTathamId } from '@knossos/netwalk';
import { createRng } from '@knossos/random';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, knossos, temporaryFolders } from './cli-support.js';

const PNG = [0x89, 0x50, 0x4e, 0x47];

const { fresh, cleanup } = temporaryFolders();
afterAll(cleanup);

/** The one-line message of a failed run: exactly one line, no stack trace. */
function oneLine(run: SpawnSyncReturns<string>): string {
  const lines = run.stderr.trim().split('\n');
  expect(lines).toHaveLength(1);
  expect(run.stderr).not.toMatch(/\n\s+at /);
  return lines[0]!;
}

let work: string;
let folder: string;

beforeAll(() => {
  expect(existsSync(BIN), 'build the CLI first (pnpm --filter @knossos/cli build)').toBe(true);
  work = fresh();
  const run = knossos(['--seed', 'main-job'], work);
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  const made = readdirSync(join(work, 'out'));
  expect(made).toHaveLength(1);
  folder = join(work, 'out', made[0]!);
});

describe('the main job', () => {
  it('writes every promised file, and each reads back', () => {
    const files = readdirSync(folder).sort();
    expect(files).toEqual(
      [
        'manifest.json',
        'maze-main-job.json',
        'maze-main-job.svg',
        'maze-main-job.png',
        'flow-main-job.json',
        'flow-main-job.csv',
        'flow-main-job.svg',
        'flow-main-job.png',
        'netwalk-main-job.json',
        'netwalk-main-job.id.txt',
        'netwalk-main-job.svg',
        'netwalk-main-job.png',
      ].sort(),
    );
    const read = (name: string) => readFileSync(join(folder, name), 'utf8');
    expect(mazeFromJson(read('maze-main-job.json')).verdict.solvable).toBe(true);
    const level = flowFromJson(read('flow-main-job.json'));
    expect(solveFlow(level).count).toBe(1);
    const sorted = (dots: readonly number[]) => [...dots].sort((a, b) => a - b);
    expect(sorted(parseFlowCsv(read('flow-main-job.csv')).dots)).toEqual(sorted(level.dots));
    const board = netwalkFromJson(read('netwalk-main-job.json'));
    expect(board.unique).toBe(true);
    expect(toTathamId(parseTathamId(read('netwalk-main-job.id.txt').trim()))).toBe(
      toTathamId(board),
    );
    for (const family of ['maze', 'flow', 'netwalk']) {
      expect(read(`${family}-main-job.svg`)).toMatch(/^<svg/);
      expect([...readFileSync(join(folder, `${family}-main-job.png`)).subarray(0, 4)]).toEqual(PNG);
    }
  });

  it('writes a manifest with the settings, seeds, versions, verdicts and timings of each', () => {
    const manifest = JSON.parse(readFileSync(join(folder, 'manifest.json'), 'utf8'));
    expect(manifest.format).toBe('knossos.manifest/1');
    expect(manifest.interrupted).toBe(false);
    expect(manifest.completed).toBe(3);
    expect(Object.keys(manifest.versions)).toContain('@knossos/netwalk');
    for (const item of manifest.items) {
      expect(item.seed).toBe('main-job');
      expect(item.solvable).toBe(true);
      expect(item.stars).toBeGreaterThanOrEqual(1);
      expect(item.ms).toBeGreaterThanOrEqual(0);
      expect(item.settings).toBeTypeOf('object');
      for (const file of item.files) expect(existsSync(join(folder, file))).toBe(true);
    }
    expect(manifest.items.map((i: { family: string }) => i.family)).toEqual([
      'maze',
      'flow',
      'netwalk',
    ]);
  });

  it('prints each puzzle as terminal art with a one-line verdict', () => {
    const run = knossos(['--seed', 'art', '--out', 'again'], work);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/┌───/);
    expect(run.stdout.match(/^✔ (maze|flow|netwalk) /gm)).toHaveLength(3);
  });
});

describe('formats a board cannot take', () => {
  it('leaves CSV out of hex Flow levels with a note, before any work, defaults and presets alike', () => {
    const dir = fresh();
    for (const [out, args] of [
      ['h', ['flow', '--grid', 'hex', '--width', '6', '--height', '6', '--seed', 'h']],
      ['p', ['flow', '--preset', 'Flow/Hex 8×8', '--seed', 'p']],
    ] as const) {
      const run = knossos([...args, '--out', out], dir);
      expect(run.status).toBe(0);
      expect(run.stdout + run.stderr).toMatch(/csv is for square Flow levels/);
      const manifest = JSON.parse(readFileSync(join(dir, out, 'manifest.json'), 'utf8'));
      const files: string[] = manifest.items[0].files;
      expect(files.map((f) => f.split('.').pop()).sort()).toEqual(['json', 'png', 'svg']);
      for (const f of files) expect(existsSync(join(dir, out, f))).toBe(true);
    }
  });
});

describe('hostile text on the terminal', () => {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: colour sequences are what it finds.
  const COLOUR = /\u001b\[[0-9;]*m/g;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds.
  const CONTROL = /[\u0000-\u0008\u000b-\u001f]/;
  it('shows control characters from flags and files instead of sending them', () => {
    const dir = fresh();
    const seed = '\u001b]0;PWNED\u0007\u001b[2J';
    const run = knossos(['maze', '--seed', seed, '--out', 'm'], dir);
    expect(run.status).toBe(0);
    const said = run.stdout + run.stderr;
    expect(said).toContain('\\x1b]0;PWNED\\x07\\x1b[2J');
    // No escape but colour sequences, no bell, anywhere in what was printed.
    expect(said.replace(COLOUR, '')).not.toMatch(CONTROL);
    const bad = knossos(['verify', `${seed}.json`], dir);
    expect(bad.status).toBe(2);
    expect((bad.stdout + bad.stderr).replace(COLOUR, '')).not.toMatch(CONTROL);
  });
});

describe('verify, a folder tampered with or left by a killed run', () => {
  /** verify --json of a folder: its exit code and its checks. */
  const verifyJson = (dir: string, folder: string) => {
    const run = knossos(['verify', folder, '--json'], dir);
    const checks = run.stdout
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { name: string; met: boolean; unmet: string[] });
    return { status: run.status, checks };
  };

  it('tells a stale lock from a live one, and --force clears only a stale one', () => {
    const dir = fresh();
    mkdirSync(join(dir, 'k'));
    const owner = { pid: 2 ** 22 + 12_345, host: hostname(), started: '2026-01-01T00:00:00Z' };
    writeFileSync(join(dir, 'k', '.knossos.lock'), JSON.stringify(owner));
    const lonely = knossos(['verify', 'k'], dir);
    expect(lonely.status).toBe(1);
    expect(lonely.stderr).toMatch(
      /the run did not finish: no manifest.*pid 4206649.*which is gone/,
    );
    const refused = knossos(['maze', '--seed', 'q', '--out', 'k'], dir);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toMatch(/locked by a knossos run that is gone .*use --force/);
    expect(knossos(['maze', '--seed', 'q', '--out', 'k', '--force'], dir).status).toBe(0);
    expect(existsSync(join(dir, 'k', '.knossos.lock'))).toBe(false);
    // A lock held by a live process (this one) is never cleared.
    const now = new Date().toISOString();
    writeFileSync(
      join(dir, 'k', '.knossos.lock'),
      JSON.stringify({ ...owner, pid: process.pid, started: now }),
    );
    const live = knossos(['maze', '--seed', 'r', '--out', 'k', '--force'], dir);
    expect(live.status).toBe(2);
    expect(live.stderr).toMatch(/being written by another knossos run \(pid/);
    // A live pid whose lock is older than the machine's boot belongs to a run gone with it; an
    // empty or unreadable lock (a full disk as it was taken) shows no run at all.
    const leftovers = [
      JSON.stringify({ pid: 1, host: hostname(), started: '2020-01-01' }),
      '',
      '{',
    ];
    leftovers.forEach((text, i) => {
      mkdirSync(join(dir, `l${i}`));
      writeFileSync(join(dir, `l${i}`, '.knossos.lock'), text);
      const again = knossos(['maze', '--seed', 's', '--out', `l${i}`], dir);
      expect(again.status).toBe(2);
      expect(again.stderr).toMatch(/locked by a knossos run that is gone .*use --force/);
      expect(knossos(['maze', '--seed', 's', '--out', `l${i}`, '--force'], dir).status).toBe(0);
    });
  });

  it('names exactly what a run killed at random moments left unlisted (seeded kills)', async () => {
    const rng = createRng('kill-points');
    for (let round = 0; round < 3; round++) {
      const dir = fresh();
      const after = 1 + rng.below(40); // puzzles done before the kill
      const args = [
        'maze',
        '--count',
        '500',
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
      const { status, checks } = verifyJson(dir, 'b');
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

describe('requests and failures', () => {
  it('exits 1 with the notes when a request is not met', () => {
    const dir = fresh();
    const run = knossos(
      [
        'maze',
        '--width',
        '4',
        '--height',
        '4',
        '--target-difficulty',
        '5',
        '--max-attempts',
        '1',
        '--seed',
        'm',
      ],
      dir,
    );
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/request not met/);
  });

  it('reports a failure inside a batch worker as bad input, with the manifest saying so', () => {
    const dir = fresh();
    const run = knossos(
      ['netwalk', '--count', '3', '--mode', 'torus', '--width', '2', '--out', 'w'],
      dir,
    );
    expect(run.status).toBe(2);
    expect(oneLine(run)).toMatch(/a torus 2 wide never has a unique solution/);
    const manifest = JSON.parse(readFileSync(join(dir, 'w', 'manifest.json'), 'utf8'));
    expect(manifest.failed).toMatch(/2 wide/);
  });

  it('gives long seeds distinct file names', () => {
    const dir = fresh();
    const seed = 's'.repeat(200);
    const run = knossos(
      ['netwalk', '--count', '2', '--seed', seed, '--out', 'l', '--format', 'json'],
      dir,
    );
    expect(run.status).toBe(0);
    expect(readdirSync(join(dir, 'l')).filter((f) => f !== 'manifest.json')).toHaveLength(2);
  });
});

describe('--json', () => {
  it('writes one JSON object per puzzle on stdout and nothing else', () => {
    const dir = fresh();
    const run = knossos(
      ['netwalk', '--count', '3', '--seed', 'js', '--width', '6', '--height', '5', '--json'],
      dir,
    );
    expect(run.status).toBe(0);
    const lines = run.stdout.trim().split('\n');
    expect(lines).toHaveLength(3);
    lines.forEach((line, i) => {
      const record = JSON.parse(line);
      expect(Object.keys(record).sort()).toEqual(
        [
          'canGetStuck',
          'family',
          'files',
          'notes',
          'optimalCount',
          'par',
          'seed',
          'solvable',
          'stars',
          'unique',
        ].sort(),
      );
      expect(record.seed).toBe(`js-${i}`);
      expect(record.family).toBe('netwalk');
    });
    expect(run.stderr).toMatch(/written to/);
  });

  it('gives presets one object each, with name, family and description', () => {
    const run = knossos(['presets', '--json'], work);
    const presets = run.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(new Set(presets.map((p) => p.family))).toEqual(new Set(['maze', 'flow', 'netwalk']));
    for (const p of presets)
      expect(Object.keys(p).sort()).toEqual(['description', 'family', 'name']);
  });
});

describe('bad input', () => {
  it('gives exit 2 and one line naming the flag or the file, line and column', () => {
    const dir = fresh();
    const cases: [string[], RegExp][] = [
      [['maze', '--width', 'abc'], /--width.*abc.*not a number/],
      [['flow', '--method', 'magic'], /--method.*magic/],
      [['netwalk', '--format', 'gif'], /--format: netwalk has no format "gif"/],
      [['maze', '--preset', 'nope'], /--preset: no maze preset "nope"/],
      [['spin'], /unknown command "spin"/],
    ];
    for (const [args, message] of cases) {
      const run = knossos(args, dir);
      expect(run.status, args.join(' ')).toBe(2);
      expect(oneLine(run), args.join(' ')).toMatch(message);
    }
  });

  it('refuses an --out that cannot be a folder, before any work', () => {
    const dir = fresh();
    writeFileSync(join(dir, 'afile'), 'x');
    const cases: [string[], RegExp][] = [
      [['maze', '--out', ''], /--out: give a folder name/],
      [['maze', '--out', 'afile'], /--out: .*afile is a file, not a folder/],
      [['--out', '/proc/knossos/x'], /--out: cannot make the folder/],
      [['pack', '--out', dir], /--out: .* is a folder, not a file/],
    ];
    for (const [args, message] of cases) {
      const run = knossos(args, dir);
      expect(run.status, args.join(' ')).toBe(2);
      expect(oneLine(run), args.join(' ')).toMatch(message);
    }
  });

  it('lets one run at a time write into a folder', () => {
    const dir = fresh();
    expect(knossos(['flow', '--seed', 'a', '--out', 'busy', '--format', 'json'], dir).status).toBe(
      0,
    );
    // A lock held by a live run (this process) blocks the folder, --force or not.
    const owner = { pid: process.pid, host: hostname(), started: new Date().toISOString() };
    writeFileSync(join(dir, 'busy', '.knossos.lock'), JSON.stringify(owner));
    const run = knossos(
      ['flow', '--seed', 'b', '--out', 'busy', '--format', 'json', '--force'],
      dir,
    );
    expect(run.status).toBe(2);
    expect(oneLine(run)).toMatch(/being written by another knossos run/);
  });

  it('never overwrites a file without --force, the manifest included', () => {
    const dir = fresh();
    const args = ['flow', '--seed', 'same', '--out', 'here', '--format', 'json'];
    expect(knossos(args, dir).status).toBe(0);
    const again = knossos(args, dir);
    expect(again.status).toBe(2);
    expect(oneLine(again)).toMatch(/already exists \(use --force/);
    const other = knossos(['flow', '--seed', 'other', '--out', 'here', '--format', 'json'], dir);
    expect(other.status).toBe(2);
    expect(oneLine(other)).toMatch(/manifest\.json already exists/);
    expect(knossos([...args, '--force'], dir).status).toBe(0);
  });
});

/**
 * Starts the built command in `cwd`, sends `signal` (SIGINT by default) once `ready()` holds
 * (polled), and resolves with its exit code and what it wrote.
 */
async function interrupted(
  args: string[],
  cwd: string,
  ready: (pid: number, stderr: string) => boolean,
  signal: NodeJS.Signals | readonly NodeJS.Signals[] = 'SIGINT',
): Promise<{ code: number | null; stderr: string; stdout: string }> {
  const child = spawn(process.execPath, [BIN, ...args], {
    cwd,
    env: { ...process.env, NO_COLOR: '1' },
  });
  let stdout = '';
  child.stdout.on('data', (d) => {
    stdout += d;
  });
  let stderr = '';
  child.stderr.on('data', (d) => {
    stderr += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  let poll: ReturnType<typeof setInterval> | undefined;
  try {
    // Signal once ready (or not at all if the command ends first).
    await Promise.race([
      exited,
      new Promise<void>((resolve) => {
        poll = setInterval(() => {
          if (ready(child.pid!, stderr)) resolve();
        }, 10);
      }),
    ]);
    clearInterval(poll);
    // Several signals go one after another, as a user pressing Ctrl-C twice.
    for (const [i, one] of (typeof signal === 'string' ? [signal] : signal).entries()) {
      if (i > 0) await new Promise((resolve) => setTimeout(resolve, 50));
      child.kill(one);
    }
    return { code: await exited, stderr, stdout };
  } finally {
    clearInterval(poll);
    child.kill('SIGKILL');
  }
}

/** A `ready` test for {@link interrupted}: at least `count` puzzles reported done. */
const doneAtLeast = (count: number) => (_pid: number, stderr: string) =>
  (stderr.match(/ done/g) ?? []).length >= count;

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

describe('packs', () => {
  it('are written as they are made: SIGTERM leaves a valid, shorter pack with a note', async () => {
    const dir = fresh();
    const args = ['pack', '--count', '5000', '--stars', '1', '--seed', 'st', '--out', 'p.json'];
    const { code, stdout } = await interrupted(args, dir, doneAtLeast(10), 'SIGTERM');
    expect(code).toBe(143);
    const held = Number(/the pack holds (\d+) of the 5000 mazes/.exec(stdout)?.[1] ?? -1);
    const pack = packFromJson(readFileSync(join(dir, 'p.json'), 'utf8'));
    expect(pack.mazes.length).toBeGreaterThanOrEqual(10);
    expect(pack.mazes.length).toBeLessThan(5000);
    const scores = pack.mazes.map((m) => m.verdict.score);
    expect(scores).toEqual([...scores].sort((a, b) => a - b));
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    expect(held).toBe(pack.mazes.length);
    // The pack says so itself.
    expect(pack.notes).toEqual([
      `Interrupted: the pack holds ${held} of the 5000 mazes asked for.`,
    ]);
  });

  it('leave no spool behind: a second Ctrl-C quits at once, a killed run is cleared after', async () => {
    const dir = fresh();
    const args = ['pack', '--count', '5000', '--stars', '1', '--seed', 'tw', '--out', 'p.json'];
    const { code } = await interrupted(args, dir, doneAtLeast(5), ['SIGINT', 'SIGINT']);
    expect(code).toBe(130);
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    // What a killed run left (its process gone) goes with the next pack of that name.
    const gone = 2 ** 22 + 12_345;
    writeFileSync(join(dir, `p.json.${gone}.spool.tmp`), 'x');
    writeFileSync(join(dir, `p.json.${gone}.abc.tmp`), 'x');
    const next = knossos(['pack', '--count', '2', '--seed', 'tw', '--out', 'p.json'], dir);
    expect(next.status).toBe(0);
    expect(readdirSync(dir).sort()).toEqual(['p.json']);
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
      expect(run.stderr).toMatch(/Stopping: cancelling the Z3 searches in progress/);
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
  it('stops the batch as Ctrl-C does: exit 141, and verify says the run is short', () => {
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
    const verify = knossos(['verify', 'p'], dir);
    expect(verify.status).toBe(1);
    expect(verify.stdout).toMatch(
      /the run made \d+ of the 2000 puzzles asked for \(it was interrupted\)/,
    );
  });
});

describe('--help', () => {
  it('matches the snapshot', async () => {
    const help = ['', 'maze', 'flow', 'netwalk', 'solve', 'verify', 'render', 'presets', 'pack']
      .map((c) => knossos(c === '' ? ['--help'] : [c, '--help'], work).stdout)
      .join('\n---\n');
    await expect(help).toMatchFileSnapshot('./__snapshots__/help.txt');
  });
});
