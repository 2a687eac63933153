// The make commands and the main job: what they write, what they print, what they refuse.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { openText } from '@knossos/families';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BIN,
  knossos,
  knossosProcess,
  liveProcess,
  oneLine,
  temporaryFolders,
} from './cli-support.js';

const PNG = [0x89, 0x50, 0x4e, 0x47];

const { fresh, cleanup } = temporaryFolders();
afterAll(cleanup);

let work: string;
let folder: string;

beforeAll(async () => {
  expect(existsSync(BIN), 'build the CLI first (pnpm --filter @knossos/cli build)').toBe(true);
  work = fresh();
  const run = await knossos(['--seed', 'main-job'], work);
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  const made = readdirSync(join(work, 'out'));
  expect(made).toHaveLength(1);
  folder = join(work, 'out', made[0]!);
});

/** The puzzle a file holds, read back as any reader of Knossos files reads it. */
function held(path: string) {
  const opened = openText(readFileSync(path, 'utf8'));
  if (opened.kind !== 'puzzle') throw new Error(`${path} holds a ${opened.kind}`);
  return opened.held;
}

describe('the main job', () => {
  it('writes every promised file, and each reads back', async () => {
    const files = readdirSync(folder).sort();
    const stems = ['maze-main-job', 'flow-main-job', 'netwalk-main-job'];
    const own = ['flow-main-job.csv', 'netwalk-main-job.id.txt'];
    expect(files).toEqual(
      [
        'manifest.json',
        ...own,
        ...stems.flatMap((s) => ['json', 'svg', 'png'].map((e) => `${s}.${e}`)),
      ].sort(),
    );
    for (const stem of stems) {
      const json = readFileSync(join(folder, `${stem}.json`), 'utf8');
      expect(JSON.parse(json).format).toBe('knossos.puzzle/1');
      const { family, puzzle } = held(join(folder, `${stem}.json`));
      expect(`${family.name}-main-job`).toBe(stem);
      expect(family.verdict(puzzle).solvable).toBe(true);
      expect(readFileSync(join(folder, `${stem}.svg`), 'utf8')).toMatch(/^<svg/);
      expect([...readFileSync(join(folder, `${stem}.png`)).subarray(0, 4)]).toEqual(PNG);
    }
    // The family's own formats hold the same board as the puzzle file.
    for (const [file, format] of [
      ['flow-main-job.csv', 'csv'],
      ['netwalk-main-job.id.txt', 'txt'],
    ] as const) {
      const again = held(join(folder, file));
      const first = held(join(folder, file.replace(/\.(csv|id\.txt)$/, '.json')));
      expect(again.family.formats[format]!.write(again.puzzle)).toBe(
        first.family.formats[format]!.write(first.puzzle),
      );
    }
  });

  it('writes a manifest with the settings, seeds, versions, verdicts and timings of each', async () => {
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
      expect(item.puzzle).toBeUndefined();
      for (const file of item.files) expect(existsSync(join(folder, file))).toBe(true);
    }
    expect(manifest.items.map((i: { family: string }) => i.family)).toEqual([
      'maze',
      'flow',
      'netwalk',
    ]);
  });

  it('prints each puzzle as terminal art with a one-line verdict', async () => {
    const run = await knossos(['--seed', 'art', '--out', 'again'], work);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/┌───/);
    expect(run.stdout.match(/^✔ (maze|flow|netwalk) /gm)).toHaveLength(3);
  });
});

describe('formats a puzzle cannot take', () => {
  it('leaves CSV out of hex Flow levels with a note, flags and presets alike', async () => {
    const dir = fresh();
    for (const [out, args] of [
      ['h', ['flow', '--grid', 'hex', '--width', '6', '--height', '6', '--seed', 'h']],
      ['p', ['flow', '--preset', 'Flow/Hex 8×8', '--seed', 'p']],
    ] as const) {
      const run = await knossos([...args, '--out', out], dir);
      expect(run.status).toBe(0);
      expect(run.stdout + run.stderr).toMatch(/Format: CSV is for square levels, so no \.csv/);
      const manifest = JSON.parse(readFileSync(join(dir, out, 'manifest.json'), 'utf8'));
      const files: string[] = manifest.items[0].files;
      expect(files.map((f) => f.split('.').pop()).sort()).toEqual(['json', 'png', 'svg']);
      for (const f of files) expect(existsSync(join(dir, out, f))).toBe(true);
    }
  });
});

describe('requests and failures', () => {
  it('exits 1 with the notes when a request is not met', async () => {
    const dir = fresh();
    const size = ['--width', '4', '--height', '4'];
    const run = await knossos(
      ['maze', ...size, '--stars', '5', '--max-attempts', '1', '--seed', 'm'],
      dir,
    );
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/request not met: Stars: asked for 5★/);
  });

  it('reports a failure inside a batch worker as bad input, with the manifest saying so', async () => {
    const dir = fresh();
    const run = await knossos(
      ['netwalk', '--count', '3', '--mode', 'torus', '--width', '2', '--out', 'w'],
      dir,
    );
    expect(run.status).toBe(2);
    expect(oneLine(run)).toMatch(/a torus 2 wide never has a unique solution/);
    const manifest = JSON.parse(readFileSync(join(dir, 'w', 'manifest.json'), 'utf8'));
    expect(manifest.failed).toMatch(/2 wide/);
  });

  it('gives long seeds distinct file names', async () => {
    const dir = fresh();
    const seed = 's'.repeat(200);
    const run = await knossos(
      ['netwalk', '--count', '2', '--seed', seed, '--out', 'l', '--format', 'json'],
      dir,
    );
    expect(run.status).toBe(0);
    expect(readdirSync(join(dir, 'l')).filter((f) => f !== 'manifest.json')).toHaveLength(2);
  });
});

describe('--json', () => {
  it('writes one JSON object per puzzle on stdout, carrying the puzzle and its paths', async () => {
    const dir = fresh();
    const args = ['netwalk', '--count', '3', '--seed', 'js', '--width', '6', '--height', '5'];
    const run = await knossos([...args, '--out', 'j', '--json'], dir);
    expect(run.status).toBe(0);
    const lines = run.stdout.trim().split('\n');
    expect(lines).toHaveLength(3);
    lines.forEach((line, i) => {
      const record = JSON.parse(line);
      expect(Object.keys(record).sort()).toEqual(
        [
          ...['canGetStuck', 'family', 'files', 'notes', 'optimalCount', 'par', 'paths'],
          ...['puzzle', 'seed', 'solvable', 'stars', 'unique'],
        ].sort(),
      );
      expect(record.seed).toBe(`js-${i}`);
      expect(record.family).toBe('netwalk');
      expect(record.paths).toEqual(record.files.map((f: string) => join('j', f)));
      // The puzzle is the file's: read back, it is the same board.
      expect(record.puzzle.format).toBe('knossos.puzzle/1');
      const file = record.paths.find((p: string) => p.endsWith('.json'));
      expect(JSON.parse(readFileSync(join(dir, file), 'utf8'))).toEqual(record.puzzle);
      expect(openText(JSON.stringify(record.puzzle)).kind).toBe('puzzle');
    });
    expect(run.stderr).toMatch(/written to/);
  });

  it('gives presets one object each, with name, family and description', async () => {
    const run = await knossos(['presets', '--json'], work);
    const presets = run.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(new Set(presets.map((p) => p.family))).toEqual(new Set(['maze', 'flow', 'netwalk']));
    for (const p of presets)
      expect(Object.keys(p).sort()).toEqual(['description', 'family', 'name']);
  });
});

describe('bad input and folders', () => {
  it('gives exit 2 and one line naming the flag or the file, line and column', async () => {
    const dir = fresh();
    const cases: [string[], RegExp][] = [
      [['maze', '--width', 'abc'], /--width.*abc.*not a number/],
      [['flow', '--method', 'magic'], /--method.*magic/],
      [['netwalk', '--format', 'gif'], /--format: netwalk has no format "gif"/],
      [['maze', '--preset', 'nope'], /--preset: no maze preset "nope"/],
      [['spin'], /unknown command "spin"/],
      [['pack', '--stars', '6'], /--stars: give a star or a range/],
      [['pack', '--family', 'sudoku'], /--family.*sudoku/],
    ];
    for (const [args, message] of cases) {
      const run = await knossos(args, dir);
      expect(run.status, args.join(' ')).toBe(2);
      expect(oneLine(run), args.join(' ')).toMatch(message);
    }
  });

  it('refuses an --out that cannot be a folder, before any work', async () => {
    const dir = fresh();
    writeFileSync(join(dir, 'afile'), 'x');
    const cases: [string[], RegExp][] = [
      [['maze', '--out', ''], /--out: give a folder name/],
      [['maze', '--out', 'afile'], /--out: .*afile is a file, not a folder/],
      [['--out', '/proc/knossos/x'], /--out: cannot make the folder/],
      [['pack', '--out', dir], /--out: .* is a folder, not a file/],
    ];
    for (const [args, message] of cases) {
      const run = await knossos(args, dir);
      expect(run.status, args.join(' ')).toBe(2);
      expect(oneLine(run), args.join(' ')).toMatch(message);
    }
  });

  it('lets one run at a time write into a folder', async () => {
    const dir = fresh();
    expect(
      (await knossos(['flow', '--seed', 'a', '--out', 'busy', '--format', 'json'], dir)).status,
    ).toBe(0);
    // A lock held by a live run (another process, alive for the test) blocks the folder,
    // --force or not.
    const other = liveProcess();
    const owner = { pid: other.pid, host: hostname(), started: new Date().toISOString() };
    writeFileSync(join(dir, 'busy', '.knossos.lock'), JSON.stringify(owner));
    for (const more of [['--force'], ['--append']]) {
      const run = await knossos(
        ['flow', '--seed', 'b', '--out', 'busy', '--format', 'json', ...more],
        dir,
      );
      expect(run.status).toBe(2);
      expect(oneLine(run)).toMatch(/being written by another knossos run/);
    }
  });

  it('never overwrites a file without --force, the manifest included', async () => {
    const dir = fresh();
    const args = ['flow', '--seed', 'same', '--out', 'here', '--format', 'json'];
    expect((await knossos(args, dir)).status).toBe(0);
    const again = await knossos(args, dir);
    expect(again.status).toBe(2);
    expect(oneLine(again)).toMatch(/already exists \(use --force/);
    const other = await knossos(
      ['flow', '--seed', 'other', '--out', 'here', '--format', 'json'],
      dir,
    );
    expect(other.status).toBe(2);
    expect(oneLine(other)).toMatch(/manifest\.json already exists/);
    expect((await knossos([...args, '--force'], dir)).status).toBe(0);
  });
});

describe('--help', () => {
  it('matches the snapshot', async () => {
    const commands = [
      '',
      'maze',
      'flow',
      'netwalk',
      'solve',
      'verify',
      'render',
      'presets',
      'pack',
      'queue add',
      'queue work',
      'queue status',
      'queue collect',
    ];
    const helps: string[] = [];
    for (const c of commands) {
      helps.push((await knossos(c === '' ? ['--help'] : [...c.split(' '), '--help'], work)).stdout);
    }
    const help = helps.join('\n---\n');
    await expect(help).toMatchFileSnapshot('./__snapshots__/help.txt');
  });
});

describe('--daily', () => {
  it('makes the day’s board from the day alone, local or UTC, and refuses what does not go with it', async () => {
    const dir = fresh();
    const seedOf = async (args: string[]) => {
      const run = await knossos(
        ['netwalk', ...args, '--width', '5', '--height', '4', '--json'],
        dir,
      );
      expect(run.status, run.stderr).toBe(0);
      return JSON.parse(run.stdout.trim().split('\n')[0]!).seed as string;
    };
    expect(await seedOf(['--daily', '2026-12-01', '--out', 'a'])).toBe(
      'netwalk-daily-2026-12-01-bounded-5x4',
    );
    const again = await knossos(
      ['netwalk', '--daily', '2026-12-01', '--width', '5', '--height', '4', '--out', 'b'],
      dir,
    );
    expect(
      readFileSync(join(dir, 'b', 'netwalk-netwalk-daily-2026-12-01-bounded-5x4.json'), 'utf8'),
    ).toBe(
      readFileSync(join(dir, 'a', 'netwalk-netwalk-daily-2026-12-01-bounded-5x4.json'), 'utf8'),
    );
    expect(again.stdout).toMatch(/Daily: 2026-12-01 \(as given\)/);
    // A preset's settings give the seed, as the same settings by flags do.
    const preset = await knossos(
      [
        'netwalk',
        '--daily',
        '2026-12-01',
        '--preset',
        'Netwalk/Torus 13×11',
        '--json',
        '--out',
        'p',
      ],
      dir,
    );
    expect(JSON.parse(preset.stdout.trim().split('\n')[0]!).seed).toBe(
      'netwalk-daily-2026-12-01-torus-13x11',
    );
    // Today, by the local calendar or by UTC's (calendarDay's own tests fix the clock).
    // The time zone is the process's: this one runs as a process.
    const local = knossosProcess(['netwalk', '--daily', '--out', 'l'], dir, {
      TZ: 'Pacific/Kiritimati',
    });
    expect(local.stdout).toMatch(/Daily: \d{4}-\d{2}-\d{2} \(local\), seed netwalk-daily-/);
    const utc = await knossos(['netwalk', '--daily', '--utc', '--out', 'u'], dir);
    expect(utc.stdout).toMatch(/Daily: \d{4}-\d{2}-\d{2} \(UTC\), seed netwalk-daily-/);
    for (const [args, message] of [
      [['--daily', '2026-02-30'], /2026-02-30 is not a day of the calendar/],
      [['--daily', 'tomorrow'], /"tomorrow" is not a day written YYYY-MM-DD/],
      [['--daily', '2026-12-01', '--utc'], /--utc: it picks today by UTC/],
      [
        ['--daily', '--preset', 'Netwalk/Bounded 7×7', '--preset', 'Netwalk/Classic 9×9'],
        /give one preset at most/,
      ],
      [['--daily', '--seed', 'x'], /--daily and --seed/],
      [['--daily', '--count', '2'], /a daily puzzle is one puzzle/],
      [['--utc'], /--utc: it only goes with --daily/],
    ] as const) {
      const run = await knossos(['netwalk', ...args, '--out', 'bad'], dir);
      expect(run.status).toBe(2);
      expect(oneLine(run)).toMatch(message);
    }
  });
});

describe('picture flags', () => {
  it('size, print width, margin, wall width and legend reach every picture, clamped with a note', async () => {
    const dir = fresh();
    for (const family of ['maze', 'flow', 'netwalk']) {
      const run = await knossos(
        [
          family,
          '--seed',
          'pic',
          '--out',
          family,
          '--format',
          'json,svg,png',
          '--size',
          '500',
          '--print-width',
          '150',
          '--wall-width',
          '0.9',
          '--no-legend',
        ],
        dir,
      );
      expect(run.status, run.stderr).toBe(0);
      expect(run.stdout).toMatch(/Wall width: 0\.9 is above 0\.4; used 0\.4\./);
      const svg = readFileSync(join(dir, family, `${family}-pic.svg`), 'utf8');
      expect(svg).toMatch(/^<svg [^>]*width="150mm" height="[\d.]+mm" viewBox="0 0 \d+ \d+"/);
      expect(
        Math.max(...[...svg.matchAll(/viewBox="0 0 (\d+) (\d+)"/g)][0]!.slice(1).map(Number)),
      ).toBe(500);
      const png = readFileSync(join(dir, family, `${family}-pic.png`));
      // PNG width and height sit at bytes 16–23 of the IHDR chunk.
      expect(Math.max(png.readUInt32BE(16), png.readUInt32BE(20))).toBe(500);
      const render = await knossos(
        [
          'render',
          join(family, `${family}-pic.json`),
          '--svg',
          '--print-width',
          '90',
          '--out',
          `${family}.svg`,
        ],
        dir,
      );
      expect(render.status, render.stderr).toBe(0);
      expect(readFileSync(join(dir, `${family}.svg`), 'utf8')).toMatch(/^<svg [^>]*width="90mm"/);
    }
    const pngOnly = await knossos(
      ['netwalk', '--seed', 'p', '--out', 'png', '--format', 'png', '--print-width', '90'],
      dir,
    );
    expect(pngOnly.status).toBe(0);
    expect(pngOnly.stdout).toMatch(/Print width: only SVG pictures take a print size/);
  });
});
