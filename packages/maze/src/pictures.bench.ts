// Picture speed (medians): the SVG of a 64 × 64 maze ≤ 10 ms, its PNG at 2048 px ≤ 150 ms. The
// maze is made once; what is timed is drawing it (sketch, SVG text, rasterising, PNG encoding).
// A weave maze with gimmicks is timed too, as the heaviest square picture.
import { exportPng, exportSvg, generate } from '@knossos/maze';
import { bench, describe } from 'vitest';

const plain = generate({ seed: 'pictures', width: 64, height: 64 });
const busy = generate({
  seed: 'pictures',
  width: 64,
  height: 64,
  weave: 40,
  keys: 6,
  gems: 8,
  switches: 4,
  oneWays: 12,
  portals: 4,
});
let kept = 0;

describe('64 × 64 maze pictures (targets: SVG 10 ms, PNG at 2048 px 150 ms)', () => {
  bench('exportSvg, printable', () => {
    kept ^= exportSvg(plain).length;
  });
  bench('exportSvg, as shown, weave and every gimmick', () => {
    kept ^= exportSvg(busy, { style: 'as-shown' }).length;
  });
  bench(
    'exportPng, printable, 2048 px',
    async () => {
      kept ^= (await exportPng(plain, { size: 2048 })).length;
    },
    { time: 3000 },
  );
  bench(
    'exportPng, answer key, 2048 px',
    async () => {
      kept ^= (await exportPng(plain, { style: 'answer-key', size: 2048 })).length;
    },
    { time: 3000 },
  );
});

export { kept };
