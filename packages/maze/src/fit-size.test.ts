import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exportSvg, fitSize, generate, type MazeExportOptions } from './index.js';
import { errorOf } from './test-support.test-util.js';

/** The width and height an SVG picture declares. */
function sizeOf(svg: string): [number, number] {
  const m = /<svg[^>]* width="(\d+)" height="(\d+)"/.exec(svg)!;
  return [Number(m[1]), Number(m[2])];
}

describe('fitSize', () => {
  it('gives the largest size whose picture fits the box, over grids, margins and legends', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('square', 'hex', 'triangle', 'circular'),
        fc.integer({ min: 2, max: 12 }),
        fc.integer({ min: 2, max: 12 }),
        fc.constantFrom(1, 2),
        fc.constantFrom('printable', 'as-shown'),
        fc.constantFrom(0, 0.8, 3),
        fc.integer({ min: 80, max: 3000 }),
        fc.integer({ min: 80, max: 3000 }),
        (grid, width, height, floors, style, margin, boxW, boxH) => {
          const maze = generate({
            seed: 'fit',
            grid,
            width,
            height,
            rings: width,
            floors,
            keys: 1,
          });
          const options: MazeExportOptions = { style, margin };
          const size = fitSize(maze, options, boxW, boxH);
          const [w, h] = sizeOf(exportSvg(maze, { ...options, size }));
          if (size > 64) expect(w <= boxW && h <= boxH).toBe(true);
          if (size < 8192) {
            const [w1, h1] = sizeOf(exportSvg(maze, { ...options, size: size + 1 }));
            expect(w1 > boxW || h1 > boxH).toBe(true);
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it('a wide board fills the width of a square box and leaves room above and below', () => {
    const maze = generate({ seed: 'fit', width: 20, height: 5 });
    const size = fitSize(maze, {}, 1000, 1000);
    const [w, h] = sizeOf(exportSvg(maze, { size }));
    expect(w).toBe(size);
    expect(h).toBeLessThan(600);
    // A box too small for the smallest picture gives the smallest; a huge box the largest.
    expect(fitSize(maze, {}, 10, 10)).toBe(64);
    expect(fitSize(maze, {}, 100_000, 100_000)).toBe(8192);
  });

  it('names a box side that is not a number of pixels', () => {
    const maze = generate({ seed: 'fit', width: 4, height: 4 });
    expect(errorOf(() => fitSize(maze, {}, 0, 100)).field).toBe('maxWidth');
    expect(errorOf(() => fitSize(maze, {}, 100, Number.NaN)).field).toBe('maxHeight');
  });
});
