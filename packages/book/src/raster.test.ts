// The book's pages rasterised by poppler's pdftoppm (Debian's poppler-utils) and checked on the
// pixels: all ink lies inside the page margins and inside the slots the book says it drew in (or
// the page number's band), every picture is there, and no two slots overlap. Without pdftoppm
// (and without CI=true) the test is skipped and leaves one line in .reports/skipped.txt, which
// `pnpm test` prints in its summary; with CI=true a missing pdftoppm fails the run.

import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BookReport, Box, Placement } from './index.js';
import { mixedPackText, packPuzzles } from './mixed-pack.test-util.js';
import { writeBookFile } from './node.js';

const ROOT = new URL('..', import.meta.url).pathname;
const IN_CI = !['', '0', 'false'].includes(process.env.CI?.trim().toLowerCase() ?? '');
const HAS_PDFTOPPM = spawnSync('pdftoppm', ['-v'], { encoding: 'utf8' }).status === 0;
if (!HAS_PDFTOPPM && !IN_CI) {
  mkdirSync(`${ROOT}.reports`, { recursive: true });
  appendFileSync(
    `${ROOT}.reports/skipped.txt`,
    'book raster test skipped: no pdftoppm (apt-get install poppler-utils; CI runs it)\n',
  );
}

/** Pixels a millimetre at the resolution pages are rasterised at (60 dpi). */
const DPI = 60;
const PX = DPI / 25.4;
/** What counts as ink: a grey level darker than this (paper is 255). */
const INK = 200;
/** Tolerance for anti-aliased edges, in pixels. */
const EDGE = 1.5;

const inside = (x: number, y: number, box: Box, pad = EDGE) =>
  x >= box.x * PX - pad &&
  x <= (box.x + box.width) * PX + pad &&
  y >= box.y * PX - pad &&
  y <= (box.y + box.height) * PX + pad;
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The books rasterised: the usual one, and one asked for more a page than an A5 page holds. */
const BOOKS = [
  { name: 'A4, six a page, a title page', margin: 15, options: { title: 'Raster' } },
  { name: 'A5, 64 a page asked and narrowed', margin: 8, options: { page: 'a5', perPage: 64 } },
] as const;

describe.skipIf(!HAS_PDFTOPPM && !IN_CI).each(BOOKS)(
  'the book on the raster (pdftoppm): $name',
  (book) => {
    const places: Placement[] = [];
    const pages: PNG[] = [];
    const { margin } = book;
    let page = { width: 210, height: 297 };
    let report: BookReport;
    beforeAll(async () => {
      expect(HAS_PDFTOPPM, 'CI installs poppler-utils: pdftoppm must run').toBe(true);
      const dir = mkdtempSync(join(tmpdir(), 'knossos-book-raster-'));
      const pdf = join(dir, 'book.pdf');
      const pack = packPuzzles(await mixedPackText());
      report = await writeBookFile(
        pdf,
        pack,
        { marginMm: margin, ...book.options },
        {
          onPlace: (p) => places.push(p),
        },
      );
      page = report.options.page;
      const run = spawnSync('pdftoppm', [
        '-r',
        String(DPI),
        '-gray',
        '-png',
        pdf,
        join(dir, 'page'),
      ]);
      expect(run.status, String(run.stderr)).toBe(0);
      for (const file of readdirSync(dir)
        .filter((f) => f.endsWith('.png'))
        .sort()) {
        pages.push(PNG.sync.read(readFileSync(join(dir, file))));
      }
    });

    it('rasterises every page at the page size', () => {
      expect(pages).toHaveLength(report.pages);
      for (const png of pages) {
        expect(Math.abs(png.width - page.width * PX)).toBeLessThanOrEqual(1);
        expect(Math.abs(png.height - page.height * PX)).toBeLessThanOrEqual(1);
      }
    });

    it('places 24 puzzles and 24 answers in slots inside the margins, no two overlapping', () => {
      expect(places.filter((p) => p.kind === 'puzzle')).toHaveLength(24);
      expect(places.filter((p) => p.kind === 'answer')).toHaveLength(24);
      const content = {
        x: margin,
        y: margin,
        width: page.width - 2 * margin,
        height: page.height - 2 * margin,
      };
      for (const p of places) {
        for (const [x, y] of [
          [p.slot.x, p.slot.y],
          [p.slot.x + p.slot.width, p.slot.y + p.slot.height],
        ]) {
          expect(inside(x! * PX, y! * PX, content, 0.01), `slot of ${p.kind} ${p.number}`).toBe(
            true,
          );
        }
        expect(p.picture.width * p.picture.height).toBeGreaterThan(
          0.3 * p.slot.width * p.slot.height,
        );
        for (const q of places) {
          if (q !== p && q.page === p.page) expect(overlap(p.slot, q.slot)).toBe(false);
        }
      }
    });

    it('puts ink only inside the margins, the pictures, their captions and the page-number band', () => {
      for (let index = 0; index < pages.length; index++) {
        const png = pages[index]!;
        const here = places.filter((p) => p.page === index + 1);
        // Pictures drawn smaller than export draws (scaled into their boxes) must stay in them.
        const drawn = here.flatMap((p) =>
          p.caption === null ? [p.picture] : [p.picture, p.caption],
        );
        const footer = {
          x: margin,
          y: page.height - margin - 8,
          width: page.width - 2 * margin,
          height: 8,
        };
        const content = {
          x: margin,
          y: margin,
          width: page.width - 2 * margin,
          height: page.height - 2 * margin,
        };
        let stray = 0;
        let outside = 0;
        for (let y = 0; y < png.height; y++) {
          for (let x = 0; x < png.width; x++) {
            if (png.data[(y * png.width + x) * 4]! >= INK) continue;
            if (!inside(x, y, content)) outside++;
            if (here.length > 0 && !inside(x, y, footer) && !drawn.some((s) => inside(x, y, s))) {
              stray++;
            }
          }
        }
        expect(outside, `ink past the margins on page ${index + 1}`).toBe(0);
        expect(stray, `ink outside the pictures on page ${index + 1}`).toBe(0);
      }
    });

    it('shows every picture where the book says it is', () => {
      for (const p of places) {
        const png = pages[p.page - 1]!;
        let ink = 0;
        let all = 0;
        for (let y = Math.ceil(p.picture.y * PX); y < (p.picture.y + p.picture.height) * PX; y++) {
          for (let x = Math.ceil(p.picture.x * PX); x < (p.picture.x + p.picture.width) * PX; x++) {
            all++;
            if (png.data[(y * png.width + x) * 4]! < INK) ink++;
          }
        }
        expect(ink / all, `${p.kind} ${p.number} on page ${p.page}`).toBeGreaterThan(0.05);
      }
    });
  },
);
