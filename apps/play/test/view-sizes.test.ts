// The views' sizes, in Node: pieces and markers grow gently with the board (never shrinking,
// capped), and the 2D hint arrow starts at the piece's edge and points at the next cell.
import type { Frame } from '@knossos/export';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hintSvg } from '../src/view2d/hint-overlay.js';
import { BOOST_FROM, BOOST_MAX, boardBoost } from '../src/view3d/sizes.js';

const box = (w: number, h: number) => ({ minX: -3, minY: 2, maxX: -3 + w, maxY: 2 + h });

describe('boardBoost', () => {
  it('is 1 on small boards and grows to its cap on big ones', () => {
    expect(boardBoost(box(6, 6))).toBe(1);
    expect(boardBoost(box(BOOST_FROM, 3))).toBe(1);
    expect(boardBoost(box(18, 18))).toBeGreaterThan(1.3);
    expect(boardBoost(box(500, 2))).toBe(BOOST_MAX);
  });

  it('never shrinks as the board grows, and stays in [1, BOOST_MAX]', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 200, noNaN: true }),
        fc.double({ min: 0, max: 200, noNaN: true }),
        fc.double({ min: 0, max: 50, noNaN: true }),
        (w, h, more) => {
          const a = boardBoost(box(w, h));
          const b = boardBoost(box(w + more, h));
          expect(a).toBeGreaterThanOrEqual(1);
          expect(a).toBeLessThanOrEqual(BOOST_MAX);
          expect(b).toBeGreaterThanOrEqual(a);
        },
      ),
    );
  });
});

/** A frame of 100 px per board unit, y flipped, as the pictures draw. */
const frame = {
  width: 1000,
  height: 1000,
  scale: 100,
  margin: 0,
  legend: null,
  toPixel: (p: { x: number; y: number }) => ({ x: p.x * 100, y: 1000 - p.y * 100 }),
  toBoard: (p: { x: number; y: number }) => ({ x: p.x / 100, y: (1000 - p.y) / 100 }),
} satisfies Frame;

const points = (svg: string) =>
  /points="([^"]+)"/
    .exec(svg)![1]!
    .split(' ')
    .map((pair) => pair.split(',').map(Number) as [number, number]);

describe('hintSvg', () => {
  it('draws an arrow from the piece edge toward the next cell, tip the farthest point', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 7 }), (k) => {
        const a = (k * Math.PI) / 4;
        const from = { x: 4, y: 4 };
        const to = { x: 4 + Math.cos(a), y: 4 + Math.sin(a) };
        const svg = hintSvg({ from, to, climb: false }, frame, 1, true);
        const p0 = frame.toPixel(from);
        const p1 = frame.toPixel(to);
        const ux = (p1.x - p0.x) / 100;
        const uy = (p1.y - p0.y) / 100;
        const along = points(svg).map(([x, y]) => (x - p0.x) * ux + (y - p0.y) * uy);
        // The tail clears the piece (its radius is a quarter of a cell); the tip is past the wall.
        expect(Math.min(...along)).toBeGreaterThanOrEqual(25);
        expect(Math.max(...along)).toBeGreaterThan(60);
        expect(along.indexOf(Math.max(...along))).toBe(3);
        expect(svg).not.toContain('<animate');
      }),
    );
  });

  it('rings the piece for a climb and pulses unless still', () => {
    const svg = hintSvg({ from: { x: 1, y: 1 }, to: { x: 9, y: 1 }, climb: true }, frame, 1, false);
    expect(svg).toContain('<circle');
    expect(svg).not.toContain('<polygon');
    expect(svg).toContain('<animate');
  });
});
