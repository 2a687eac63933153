// `knossos book`: packs, folders, files and Net IDs into one PDF in order; puzzles made for it;
// flags that cannot be read refused in one line; Ctrl-C leaves no PDF.
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Held, openText, packToJson } from '@knossos/families';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BIN,
  interrupted,
  knossos,
  oneLine,
  sharedPuzzles,
  temporaryFolders,
} from './cli-support.js';

const { fresh, cleanup } = temporaryFolders();
afterAll(cleanup);

const NET_ID = '5x5:422e3cd79a62d8574dc265391';
let dir: string;
const made: Held[] = [];

/** The PDF's page count, as its page tree says (`/Type /Pages … /Count N`). */
const pageCount = (pdf: Buffer) =>
  Number(/\/Type \/Pages\s*\/Count (\d+)/.exec(pdf.toString('latin1'))?.[1]);

beforeAll(async () => {
  expect(existsSync(BIN), 'build the CLI first (pnpm --filter @knossos/cli build)').toBe(true);
  // The shared puzzles (made once for every file), copied: tests here write beside them.
  const shared = await sharedPuzzles();
  dir = fresh();
  cpSync(shared.folder, dir, { recursive: true });
  made.push(...shared.made);
  expect(
    (await knossos(['maze', '--count', '2', '--seed', 'bf', '--out', 'folder'], dir)).status,
  ).toBe(0);
});

describe('book', () => {
  it('puts a pack, a folder, a file and a Net game ID into one PDF, in order', async () => {
    const run = await knossos(
      [
        'book',
        'pack.json',
        'folder',
        'flow.json',
        NET_ID,
        '--caption',
        'number,board,seed',
        '--per-page',
        '4',
      ],
      dir,
    );
    expect(run.status, run.stderr).toBe(0);
    // 7 puzzles: two pages of four; 7 answers: one page of nine (3 × 3).
    expect(run.stdout.trim()).toBe('book.pdf: 3 pages, 7 puzzles, answers from page 3');
    const pdf = readFileSync(join(dir, 'book.pdf'));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pageCount(pdf)).toBe(3);
  });

  it('makes the puzzles itself with --count, and keeps their pack beside the PDF', async () => {
    const run = await knossos(
      [
        'book',
        '--family',
        'netwalk',
        '--count',
        '3',
        '--seed',
        'bc',
        '--out',
        'made.pdf',
        '--no-answers',
      ],
      dir,
    );
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout.trim().split('\n').at(-1)).toBe('made.pdf: 1 page, 3 puzzles');
    const pack = openText(readFileSync(join(dir, 'made.pack.json'), 'utf8'));
    expect(pack.kind === 'pack' && pack.puzzles.map((h) => h.family.seedOf(h.puzzle))).toEqual([
      'bc-0',
      'bc-1',
      'bc-2',
    ]);
  });

  it('clamps numbers out of range with a note', async () => {
    const run = await knossos(
      [
        'book',
        'pack.json',
        '--out',
        'clamped.pdf',
        '--margin',
        '80',
        '--wall-width',
        '3',
        '--per-page',
        '64',
      ],
      dir,
    );
    expect(run.status, run.stderr).toBe(0);
    expect(run.stderr).toContain('note: Margin (mm): 80 is outside 5–50; used 50.');
    expect(run.stderr).toContain('note: Wall width: 3 is outside 0.02–0.4; used 0.4.');
    expect(run.stderr).toContain(
      'note: Puzzles a page: 64 would make slots under 20 mm on a 210×297 mm page with 50 mm margins; used 24 (4×6).',
    );
  });

  it('refuses what it cannot read in one line (exit 2), writing nothing', async () => {
    const cases: [string[], string][] = [
      [
        ['book', 'pack.json', '--page', 'B7'],
        'knossos: --page: "B7" is no page size; give A4, A5, Letter or width×height in millimetres (180x250)',
      ],
      [
        ['book', 'pack.json', '--layout', 'three'],
        'knossos: --layout: "three" is no layout; give columns×rows, as 2x3',
      ],
      [
        ['book', 'pack.json', '--caption', 'colour'],
        'knossos: --caption: "colour" is not a caption part; give some of number,board,stars,par,seed or none',
      ],
      [
        ['book'],
        'knossos: book: give puzzle files, packs or folders, or --family and --count to make the puzzles',
      ],
      [
        ['book', 'pack.json', '--count', '2'],
        'knossos: book: give puzzle files or --family and --count, not both',
      ],
      [['book', 'pack.json'], 'knossos: book.pdf already exists (use --force to overwrite it)'],
      [
        ['book', 'missing.json', '--out', 'x.pdf'],
        'knossos: missing.json: no such file (and not a Net game ID such as 5x5:…)',
      ],
      // The missing input is named even where the output is there already.
      [
        ['book', 'missing.json'],
        'knossos: missing.json: no such file (and not a Net game ID such as 5x5:…)',
      ],
      [
        ['book', 'pack.json', '--stars', '3', '--seed', 'q'],
        'knossos: book: --stars, --seed are for puzzles made with --family and --count, not for input files',
      ],
      [
        ['book', 'pack.json', '--out', 'pack.json', '--force'],
        'knossos: --out: pack.json is an input of the book; give the PDF another name',
      ],
      [
        ['book', 'pack.json', '--out', '-'],
        'knossos: --out: a book is a PDF file; give its name (standard output is not offered)',
      ],
    ];
    for (const [args, line] of cases) {
      const run = await knossos(args, dir);
      expect(run.status, args.join(' ')).toBe(2);
      expect(oneLine(run)).toBe(line);
    }
    expect(existsSync(join(dir, 'x.pdf'))).toBe(false);
  });

  it('stops on Ctrl-C while drawing, leaving no PDF and no temporary file (exit 130)', async () => {
    const long = fresh();
    // Long enough that the run is still drawing when both signals land, however busy the machine.
    const many = Array.from({ length: 400 }, () => made).flat();
    writeFileSync(join(long, 'many.json'), packToJson('Many', many));
    const run = await interrupted(['book', 'many.json', '--out', 'stopped.pdf'], long, () =>
      readdirSync(long).some((name) => name.endsWith('.tmp')),
    );
    expect(run.code, run.stderr).toBe(130);
    expect(run.stderr).toContain('Stopping: the book is not written');
    expect(readdirSync(long)).toEqual(['many.json']);
  });

  it('makes the book of puzzles that missed their request, exit 1 saying so', async () => {
    const run = await knossos(
      [
        'book',
        '--count',
        '2',
        '--family',
        'maze',
        '--preset',
        'Classic/Hex 13×13',
        '--stars',
        '1',
        '--seed',
        's',
        '--out',
        'unmet.pdf',
      ],
      dir,
    );
    expect(run.status, run.stderr).toBe(1);
    expect(run.stdout).toContain('request not met: Stars: asked for 1★');
    expect(run.stderr).toContain('the book holds them as made');
    expect(run.stdout).toContain('unmet.pdf: 2 pages, 2 puzzles, answers from page 2');
    expect(readFileSync(join(dir, 'unmet.pdf')).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('quits at once on a second Ctrl-C, still leaving no temporary file', async () => {
    const long = fresh();
    // Long enough that the run is still drawing when both signals land, however busy the machine.
    const many = Array.from({ length: 400 }, () => made).flat();
    writeFileSync(join(long, 'many.json'), packToJson('Many', many));
    const run = await interrupted(
      ['book', 'many.json', '--out', 'stopped.pdf'],
      long,
      () => readdirSync(long).some((name) => name.endsWith('.tmp')),
      ['SIGINT', 'SIGINT'],
    );
    // Ended by its own exit 130, or, when the first Ctrl-C had it exiting as the second came, by
    // the second signal itself.
    expect(run.code === 130 || run.killedBy === 'SIGINT', `${run.code} ${run.killedBy}`).toBe(true);
    expect(readdirSync(long)).toEqual(['many.json']);
  });
});
