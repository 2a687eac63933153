import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskFromPixels } from './mask-from-pixels.js';
import { maskToRows } from './shape-mask.js';

/** A `w × h` picture: a box of one grey on a background of another, with an alpha each. */
function boxed(
  w: number,
  h: number,
  box: { x: number; y: number; w: number; h: number },
  inner: [grey: number, alpha: number],
  outer: [grey: number, alpha: number],
): Uint8Array {
  const rgba = new Uint8Array(w * h * 4);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 4;
      const inBox = x >= box.x && x < box.x + box.w && y >= box.y && y < box.y + box.h;
      const [grey, alpha] = inBox ? inner : outer;
      rgba.fill(grey, i, i + 3);
      rgba[i + 3] = alpha;
    }
  }
  return rgba;
}

const pictures = fc
  .record({ w: fc.integer({ min: 1, max: 60 }), h: fc.integer({ min: 1, max: 60 }) })
  .chain(({ w, h }) =>
    fc.record({
      w: fc.constant(w),
      h: fc.constant(h),
      box: fc.record({ x: fc.nat(w - 1), y: fc.nat(h - 1) }).chain(({ x, y }) =>
        fc.record({
          x: fc.constant(x),
          y: fc.constant(y),
          w: fc.integer({ min: 1, max: w - x }),
          h: fc.integer({ min: 1, max: h - y }),
        }),
      ),
      maxSide: fc.integer({ min: 8, max: 64 }),
    }),
  );

describe('maskFromPixels on synthetic pictures', () => {
  it('finds the box under each inside rule, cropped to it, never wider than maxSide', () => {
    fc.assert(
      fc.property(pictures, ({ w, h, box, maxSide }) => {
        const rules = [
          ['dark', [0, 255], [255, 255]],
          ['light', [255, 255], [0, 255]],
          ['opaque', [128, 255], [128, 0]],
        ] as const;
        for (const [inside, inner, outer] of rules) {
          const mask = maskFromPixels(boxed(w, h, box, [...inner], [...outer]), w, h, {
            inside,
            maxSide,
          })!;
          // A solid box crops to itself: every mask pixel inside, the box's shape kept.
          expect(mask.pixels.every((v) => v === 1)).toBe(true);
          expect(Math.max(mask.width, mask.height)).toBe(Math.min(maxSide, Math.max(box.w, box.h)));
          if (Math.max(box.w, box.h) <= maxSide) {
            expect([mask.width, mask.height]).toEqual([box.w, box.h]);
          }
        }
      }),
    );
  });

  it('moves the line with the threshold', () => {
    // Grey 128 has luminance ≈ 0.502: dark below a threshold above it, not below one under it.
    const grey = boxed(4, 4, { x: 1, y: 1, w: 2, h: 2 }, [128, 255], [255, 255]);
    expect(maskToRows(maskFromPixels(grey, 4, 4, { threshold: 0.6 })!)).toEqual(['##', '##']);
    expect(maskFromPixels(grey, 4, 4, { threshold: 0.4 })).toBeNull();
    const light = maskFromPixels(grey, 4, 4, { inside: 'light', threshold: 0.4 })!;
    expect(maskToRows(light)).toEqual(['####', '####', '####', '####']);
    // Half-transparent: opaque at a threshold of 0.5, not at 0.6.
    const half = boxed(3, 3, { x: 0, y: 0, w: 1, h: 3 }, [0, 128], [0, 0]);
    expect(maskToRows(maskFromPixels(half, 3, 3, { inside: 'opaque', threshold: 0.5 })!)).toEqual([
      '#',
      '#',
      '#',
    ]);
    expect(maskFromPixels(half, 3, 3, { inside: 'opaque', threshold: 0.6 })).toBeNull();
  });
});
