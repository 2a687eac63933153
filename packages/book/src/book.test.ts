// A book of a mixed 24-puzzle pack, read back with a PDF reader (pdf.js): pages and their size,
// the captions and page numbers in the text, one answer per puzzle in order, vector pictures and
// embedded fonts; the same bytes twice; a stop leaves no file; a source that lies is refused.

import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { boardOf, makeBook, type Placement } from './index.js';
import { mixedPackText, packPuzzles } from './mixed-pack.test-util.js';
import { dejavuFonts, writeBookFile } from './node.js';
import { POINTS_PER_MM } from './page.js';

type Pdf = Awaited<ReturnType<typeof getDocument>['promise']>;

/** Every page's text items, joined with `|` between items. */
async function pageTexts(pdf: Pdf): Promise<string[][]> {
  const texts: string[][] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const content = await (await pdf.getPage(i)).getTextContent();
    texts.push(
      content.items.flatMap((item) => ('str' in item && item.str.trim() !== '' ? [item.str] : [])),
    );
  }
  return texts;
}

async function readPdf(bytes: Uint8Array): Promise<Pdf> {
  return getDocument({ data: bytes.slice(), disableFontFace: true, useSystemFonts: false }).promise;
}

async function bookBytes(
  puzzles: Parameters<typeof makeBook>[0],
  options: Parameters<typeof makeBook>[2],
  places: Placement[] = [],
) {
  const chunks: Uint8Array[] = [];
  const report = await makeBook(
    puzzles,
    { fonts: dejavuFonts(), write: (c) => chunks.push(c), onPlace: (p) => places.push(p) },
    options,
  );
  return { bytes: new Uint8Array(Buffer.concat(chunks)), report };
}

describe('a book of a mixed 24-puzzle pack', () => {
  let pack: ReturnType<typeof packPuzzles>;
  let bytes: Uint8Array;
  let report: Awaited<ReturnType<typeof makeBook>>;
  let pdf: Pdf;
  let texts: string[][];
  const places: Placement[] = [];
  beforeAll(async () => {
    pack = packPuzzles(await mixedPackText());
    ({ bytes, report } = await bookBytes(
      pack,
      { title: 'Book test', caption: ['number', 'board', 'stars', 'seed'], createdAt: new Date(0) },
      places,
    ));
    pdf = await readPdf(bytes);
    texts = await pageTexts(pdf);
  });

  it('holds every family, and puzzles made elsewhere', () => {
    expect(pack).toHaveLength(24);
    expect(new Set(pack.map((h) => h.family.name))).toEqual(new Set(['maze', 'flow', 'netwalk']));
    expect(pack.filter((h) => h.family.seedOf(h.puzzle) === '').length).toBe(6);
  });

  it('has a title page, four pages of six puzzles and two of twelve answers, all A4', async () => {
    expect(pdf.numPages).toBe(1 + 4 + 2);
    expect(report).toMatchObject({ pages: 7, puzzles: 24, answersFrom: 6 });
    for (let i = 1; i <= pdf.numPages; i++) {
      const [x0, y0, x1, y1] = (await pdf.getPage(i)).view;
      expect((x1! - x0!) / POINTS_PER_MM).toBeCloseTo(210, 1);
      expect((y1! - y0!) / POINTS_PER_MM).toBeCloseTo(297, 1);
    }
    expect(texts[0]).toEqual(['Book test', '24 puzzles · answers from page 6']);
  });

  it('captions each puzzle on its page, in order, and numbers the pages', () => {
    // The page number is drawn first; then each slot's number and caption, in slot order.
    let cursor = 1;
    pack.forEach((held, index) => {
      const page = texts[1 + Math.floor(index / 6)]!;
      if (index % 6 === 0) cursor = 1;
      const at = page.indexOf(String(index + 1), cursor);
      expect(at, `puzzle ${index + 1}'s number`).toBeGreaterThanOrEqual(cursor);
      const caption = page[at + 1]!;
      expect(caption.startsWith(boardOf(held)), caption).toBe(true);
      const seed = held.family.seedOf(held.puzzle);
      if (seed !== '') expect(caption).toContain(`seed ${seed}`);
      else expect(caption).not.toContain('seed');
      cursor = at + 2;
    });
    for (let page = 2; page <= 7; page++) expect(texts[page - 1]![0]).toBe(String(page));
    expect(texts[0]).not.toContain('1');
  });

  it('gives one answer per puzzle, in the same order', () => {
    const answers = texts
      .slice(5)
      .flat()
      .filter((t) => t.startsWith('Answer '));
    expect(answers).toEqual(pack.map((_, i) => `Answer ${i + 1}`));
    const placed = places.filter((p) => p.kind === 'answer').map((p) => p.number);
    expect(placed).toEqual(pack.map((_, i) => i + 1));
  });

  it('draws vectors only, in fonts it embeds', async () => {
    for (let i = 1; i <= pdf.numPages; i++) {
      const ops = await (await pdf.getPage(i)).getOperatorList();
      const images = ops.fnArray.filter(
        (op) => op === OPS.paintImageXObject || op === OPS.paintInlineImageXObject,
      );
      expect(images, `images on page ${i}`).toEqual([]);
      if (i > 1)
        expect(ops.fnArray.filter((op) => op === OPS.constructPath).length).toBeGreaterThan(20);
    }
    const raw = Buffer.from(bytes).toString('latin1');
    expect(raw.match(/\/FontFile2/g)?.length).toBe(2);
    expect(raw).toContain('DejaVuSans-Bold');
    expect(raw).not.toMatch(/\/BaseFont \/Helvetica/);
  });

  it('gives the same bytes for the same puzzles and options', async () => {
    const again = await bookBytes(pack, {
      title: 'Book test',
      caption: ['number', 'board', 'stars', 'seed'],
      createdAt: new Date(0),
    });
    expect(Buffer.compare(Buffer.from(again.bytes), Buffer.from(bytes))).toBe(0);
  });
});

describe('a book asked for', () => {
  let pack: ReturnType<typeof packPuzzles>;
  beforeAll(async () => {
    pack = packPuzzles(await mixedPackText()).slice(0, 9);
  });

  it('lays Letter landscape 4 a page, no answers, no numbers, no captions', async () => {
    const { bytes, report } = await bookBytes(pack, {
      page: 'letter',
      landscape: true,
      perPage: 4,
      answers: false,
      pageNumbers: false,
      caption: [],
    });
    const pdf = await readPdf(bytes);
    expect(pdf.numPages).toBe(3);
    expect(report.answersFrom).toBeNull();
    const [, , w, h] = (await pdf.getPage(1)).view;
    expect([w! / POINTS_PER_MM, h! / POINTS_PER_MM].map(Math.round)).toEqual([279, 216]);
    const texts = (await pageTexts(pdf)).flat();
    // Only the letters on Flow dots are left.
    expect(texts.every((t) => /^[A-Z]$/.test(t))).toBe(true);
  });

  it('clamps what is out of range with a note each, and takes a custom page in millimetres', async () => {
    const { bytes, report } = await bookBytes(pack, {
      page: '100x2000',
      marginMm: 1,
      layout: { columns: 9, rows: 2 },
    });
    expect(report.notes).toEqual([
      'Page height (mm): 2000 is outside 50–1200; used 1200.',
      'Margin (mm): 1 is outside 5–25; used 5.',
      'Layout columns: 9 is outside 1–8; used 8.',
      // 90 mm across holds three 20 mm slots with their 6 mm gaps, not four.
      'Layout: 8×2 would make slots under 20 mm on a 100×1200 mm page with 5 mm margins; used 3×2.',
    ]);
    expect(report.options.answerLayout).toEqual({ columns: 3, rows: 3 });
    const pdf = await readPdf(bytes);
    const [, , w, h] = (await pdf.getPage(1)).view;
    expect([w! / POINTS_PER_MM, h! / POINTS_PER_MM].map(Math.round)).toEqual([100, 1200]);
  });

  it('stops between pictures on a signal, and leaves no file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'knossos-book-'));
    const path = join(dir, 'stopped.pdf');
    const stop = new AbortController();
    const seen: number[] = [];
    const made = writeBookFile(
      path,
      pack,
      {},
      {
        signal: stop.signal,
        onProgress: (done) => {
          seen.push(done);
          if (done === 3) stop.abort(new Error('stopped'));
        },
      },
    );
    await expect(made).rejects.toThrow('stopped');
    expect(seen).toEqual([1, 2, 3]);
    expect(existsSync(path)).toBe(false);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('refuses a source that gives fewer puzzles than it says', async () => {
    const source = { count: 5, puzzles: () => pack.slice(0, 4) };
    await expect(bookBytes(source, {})).rejects.toThrow(
      'source: the source said it holds 5 puzzles and gave 4 for the puzzle pages',
    );
    await expect(bookBytes([], {})).rejects.toThrow(
      'source: a book needs at least one puzzle (the source has 0)',
    );
  });

  it('keeps a title page one page, however long its title', async () => {
    const title = 'A very long title for a book of puzzles '.repeat(12);
    const subtitle = 'and a subtitle that goes on and on '.repeat(10);
    const { bytes, report } = await bookBytes(pack, { title, subtitle, page: 'a5' });
    const pdf = await readPdf(bytes);
    expect(report.pages).toBe(pdf.numPages);
    expect(report).toMatchObject({ pages: 1 + 2 + 1, answersFrom: 4 });
    const texts = await pageTexts(pdf);
    expect(texts[0]!.join(' ')).toContain('9 puzzles · answers from page 4');
    expect(texts[0]!.join(' ')).toContain('…');
    expect(texts[1]![0]).toBe('2');
  });

  it('fits captions to narrow slots by leaving parts out whole, never cutting the stars', async () => {
    const caption = ['number', 'board', 'stars', 'par', 'seed'] as const;
    const captions = async (layout: string) => {
      const { bytes } = await bookBytes(pack, { page: 'a5', layout, caption, answers: false });
      const items = (await pageTexts(await readPdf(bytes))).flat();
      const found = items.filter((t) => t.includes('★') || t.includes('☆') || t.includes(','));
      expect(found.length).toBeGreaterThanOrEqual(pack.length - 2);
      return found;
    };
    const titles = new Set(pack.map((h) => h.family.title));
    // Two across: the board whole, the stars, then neither par nor seed.
    for (const text of await captions('2x3')) {
      const [board, stars, ...rest] = text.split(' · ');
      expect(board!.split(',')[0], text).toSatisfy((t: string) => titles.has(t));
      expect(stars, text).toMatch(/^[★☆]{5}$/);
      expect(rest, text).toEqual([]);
    }
    // Three across: the family's title alone, then the stars.
    for (const text of await captions('3x4')) {
      const [board, stars, ...rest] = text.split(' · ');
      expect(titles.has(board!), text).toBe(true);
      expect(stars, text).toMatch(/^[★☆]{5}$/);
      expect(rest, text).toEqual([]);
    }
  });

  it('puts as many a page as asked, leaving the spare slots of the grid empty', async () => {
    const places: Placement[] = [];
    const { report } = await bookBytes(pack, { perPage: 5, answers: false }, places);
    expect(report.options.layout).toEqual({ columns: 2, rows: 3 });
    const perPage = new Map<number, number>();
    for (const p of places) perPage.set(p.page, (perPage.get(p.page) ?? 0) + 1);
    expect([...perPage.values()]).toEqual([5, 4]);
    expect(report.pages).toBe(2);
  });

  it('keeps the number with answers, and every picture of a row at one height', async () => {
    const places: Placement[] = [];
    const { report } = await bookBytes(pack, { caption: ['par'] }, places);
    expect(report.options.caption).toEqual(['number', 'par']);
    expect(report.notes).toEqual(['Caption: the number is kept, as the answers are found by it.']);
    // Flow levels have no par, yet their pictures start where their neighbours' do.
    for (const p of places) {
      const row = places.filter((q) => q.page === p.page && q.slot.y === p.slot.y);
      for (const q of row) expect(q.picture.y).toBeCloseTo(p.picture.y, 9);
    }
  });

  it('leaves out, with a note, the letters its font lacks, and keeps a tiny title page whole', async () => {
    const { bytes, report } = await bookBytes(pack, {
      page: '50x50',
      title: 'Puzzles 🧩 für\tKinder 迷路',
      subtitle: 'and a long subtitle that goes on and on and on and on and on',
    });
    expect(report.notes).toContain('Title: the font has no letters for 🧩迷路; left out.');
    const pdf = await readPdf(bytes);
    const words = (await pageTexts(pdf))[0]!.join(' ');
    expect(words).toContain('Puzzles für Kinder');
    expect(words).toContain(`9 puzzles · answers from page ${report.answersFrom}`);
    expect(report.pages).toBe(pdf.numPages);
  });

  it('passes on what its output throws, a full disk say', async () => {
    const full = makeBook(
      pack,
      {
        fonts: dejavuFonts(),
        write: () => {
          throw new Error('ENOSPC: no space left on device');
        },
      },
      {},
    );
    await expect(full).rejects.toThrow('ENOSPC');
  });

  it('keeps a file already there when asked not to overwrite, leaving no temporary file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'knossos-book-'));
    const path = join(dir, 'kept.pdf');
    writeFileSync(path, 'mine');
    await expect(writeBookFile(path, pack, {}, { overwrite: false })).rejects.toThrow(
      `path: ${path} already exists`,
    );
    // A file that turns up while the book is drawn is kept too.
    const late = join(dir, 'late.pdf');
    const made = writeBookFile(
      late,
      pack,
      {},
      {
        overwrite: false,
        onProgress: (done) => {
          if (done === 1) writeFileSync(late, 'theirs');
        },
      },
    );
    await expect(made).rejects.toThrow(`path: ${late} already exists`);
    expect(readFileSync(path, 'utf8')).toBe('mine');
    expect(readFileSync(late, 'utf8')).toBe('theirs');
    expect(readdirSync(dir).sort()).toEqual(['kept.pdf', 'late.pdf']);
  });

  it('writes a whole file, read back the same as the bytes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'knossos-book-'));
    const path = join(dir, 'whole.pdf');
    await writeBookFile(path, pack, { createdAt: new Date(0) });
    const { bytes } = await bookBytes(pack, { createdAt: new Date(0) });
    expect(Buffer.compare(readFileSync(path), Buffer.from(bytes))).toBe(0);
  });
});
