// Measures what Endless can reach: for each Flow / Netwalk size the picker offers and each star
// count 1–5, over a few seeds, the stars `family.generateVerified(size, { stars, tries })` gives and how
// long it takes. Prints one JSON line per call, then a table (hit rate, median ms).
// Run (in apps/play): node bench/endless-stars.mjs [flow|netwalk] [seeds=10] [tries=family default]
import { flowFamily } from '@knossos/flow';
import { netwalkFamily } from '@knossos/netwalk';

const family = process.argv[2] ?? 'flow';
const seeds = Number(process.argv[3] ?? 10);
const tries = process.argv[4] === undefined ? undefined : Number(process.argv[4]);
const sizes =
  family === 'flow'
    ? [5, 6, 7, 8, 9, 10, 12, 14].map((n) => ({ width: n, height: n }))
    : [
        [5, 5],
        [7, 7],
        [9, 9],
        [11, 9],
        [13, 11],
        [7, 7, true],
        [9, 9, true],
        [13, 11, true],
      ].map(([width, height, torus]) => ({ width, height, torus: torus === true }));
const rows = [];
for (const size of sizes) {
  for (let stars = 1; stars <= 5; stars++) {
    const got = [];
    const ms = [];
    for (let i = 0; i < seeds; i++) {
      const seed = `bench-${size.width}x${size.height}-${stars}-${i}`;
      const t = performance.now();
      const puzzle =
        family === 'flow'
          ? await flowFamily.generateVerified(
              { ...size, seed },
              tries === undefined ? { stars } : { stars, tries },
            )
          : await netwalkFamily.generateVerified(
              {
                width: size.width,
                height: size.height,
                mode: size.torus ? 'torus' : 'bounded',
                seed,
              },
              tries === undefined ? { stars } : { stars, tries },
            );
      ms.push(performance.now() - t);
      got.push(puzzle.verdict.stars);
    }
    ms.sort((a, b) => a - b);
    const name = `${size.width}x${size.height}${size.torus ? ' torus' : ''}`;
    const row = {
      size: name,
      stars,
      hits: got.filter((s) => s === stars).length,
      of: seeds,
      got: got.join(''),
      medianMs: Math.round(ms[Math.floor(ms.length / 2)]),
    };
    rows.push(row);
    console.log(JSON.stringify(row));
  }
}
console.log(`\n${family}: size, stars → hits/seeds (stars got), median ms`);
for (const r of rows)
  console.log(`${r.size}\t${r.stars}★\t${r.hits}/${r.of}\t${r.got}\t${r.medianMs} ms`);
