// Book speed and memory. A 100-puzzle mixed book (the three families' defaults, in turn) with
// its answer pages: target ≤ 5 s median and ≤ 500 MB peak. A 1,000-puzzle book streams: its peak
// is measured beside the 100-puzzle one's and should stay flat in the count. Peaks are measured
// in fresh processes (resident set, Node included) and written to .reports/memory.json, which
// `pnpm bench` prints with the medians. The package is imported as built, as users get it.

import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeBook } from '@knossos/book';
import { dejavuFonts } from '@knossos/book/node';
import { FAMILIES, type Held, packToJson } from '@knossos/families';
import { bench, describe } from 'vitest';

const puzzles: Held[] = [];
for (let i = 0; puzzles.length < 100; i++) {
  const family = FAMILIES[i % FAMILIES.length]!;
  puzzles.push({ family, puzzle: await family.generateVerified({ seed: `bench-${i}` }) });
}
const dir = mkdtempSync(join(tmpdir(), 'knossos-book-bench-'));
const packPath = join(dir, 'pack.json');
writeFileSync(packPath, packToJson('Book bench', puzzles));

/** Peak resident memory (MB) and time (s) of a fresh process writing a book of `count` puzzles. */
function peak(count: number): { mb: number; seconds: number } {
  const script = `
    import { readFileSync } from 'node:fs';
    const { writeBookFile } = await import('@knossos/book/node');
    const { openText } = await import('@knossos/families');
    const pack = openText(readFileSync(${JSON.stringify(packPath)}, 'utf8')).puzzles;
    const count = ${count};
    // The pack's 100 puzzles in turn, given one at a time: the book holds none of them.
    const source = { count, *puzzles() { for (let i = 0; i < count; i++) yield pack[i % pack.length]; } };
    const start = performance.now();
    await writeBookFile(${JSON.stringify(join(dir, 'book.pdf'))}, source, { title: 'Bench' });
    console.log(process.resourceUsage().maxRSS, (performance.now() - start) / 1000);
  `;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(run.stderr);
  const [kb, seconds] = run.stdout.trim().split(' ').map(Number);
  return { mb: Math.round(kb! / 1024), seconds: Math.round(seconds! * 10) / 10 };
}

const hundred = peak(100);
const thousand = peak(1000);
const reports = fileURLToPath(new URL('../.reports/', import.meta.url));
mkdirSync(reports, { recursive: true });
writeFileSync(
  join(reports, 'memory.json'),
  `${JSON.stringify(
    {
      peakMegabytes: {
        [`100-puzzle mixed book with answers, ${hundred.seconds} s (target ≤ 500 MB)`]: hundred.mb,
        [`1,000-puzzle mixed book with answers, ${thousand.seconds} s (flat in the count)`]:
          thousand.mb,
      },
    },
    null,
    2,
  )}\n`,
);

let bytes = 0;
describe('a 100-puzzle mixed book with answer pages (target ≤ 5 s)', () => {
  bench(
    'makeBook, A4, 6 a page, 12 answers a page',
    async () => {
      await makeBook(puzzles, { fonts: dejavuFonts(), write: (c) => (bytes += c.length) });
    },
    { iterations: 5, time: 0 },
  );
});

export { bytes };
