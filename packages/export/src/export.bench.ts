// Picture speed: the SVG of a 64 × 64 maze (target ≤ 10 ms) and its PNG at 2048 px (≤ 150 ms).
// The package is imported as built, as users get it.
import { renderSvg } from '@knossos/export';
import { renderPng } from '@knossos/export/png';
import { bench, describe } from 'vitest';
import { mazeSketch } from './test-sketch.test-util.js';

const sketch = mazeSketch({ kind: 'square', width: 64, height: 64 }, 'bench');
let kept = 0;

describe('64 × 64 maze picture (targets: SVG 10 ms, PNG at 2048 px 150 ms)', () => {
  bench('renderSvg', () => {
    kept ^= renderSvg(sketch).length;
  });
  bench(
    'renderPng, 2048 px',
    async () => {
      kept ^= (await renderPng(sketch, { size: 2048 })).length;
    },
    { time: 3000 },
  );
});

export { kept };
