import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTopology } from '../create-topology.js';
import { topologyArb } from '../test-support.test-util.js';
import { BUILTIN_SHAPES, builtinMask } from './builtin-mask.js';
import { connectPieces, cutToShape, piecesOf } from './cut-to-shape.js';
import { maskFromText } from './font.js';
import { maskFromPixels } from './mask-from-pixels.js';
import { maskFromRows, maskToRows, type ShapeMask } from './shape-mask.js';

/** Draws a mask as a picture: inside black and opaque, outside white (or transparent). */
function paint(mask: ShapeMask, outside = [255, 255, 255, 255]): Uint8Array {
  const rgba = new Uint8Array(mask.width * mask.height * 4);
  mask.pixels.forEach((v, i) => {
    rgba.set(v ? [0, 0, 0, 255] : outside, i * 4);
  });
  return rgba;
}

/** The rows of a mask cropped to its inside pixels, by plain string work. */
function croppedRows(rows: string[]): string[] {
  const kept = rows.filter((r) => r.includes('#'));
  const first = Math.min(...kept.map((r) => r.indexOf('#')));
  const last = Math.max(...kept.map((r) => r.lastIndexOf('#')));
  const top = rows.findIndex((r) => r.includes('#'));
  const bottom = rows.length - 1 - [...rows].reverse().findIndex((r) => r.includes('#'));
  return rows.slice(top, bottom + 1).map((r) => r.slice(first, last + 1));
}

const drawing = fc
  .tuple(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 12 }))
  .chain(([w, h]) =>
    fc.array(
      fc.array(fc.constantFrom('#', '.'), { minLength: w, maxLength: w }).map((r) => r.join('')),
      {
        minLength: h,
        maxLength: h,
      },
    ),
  );

describe('maskFromRows', () => {
  it('reads # (or anything but space and .) as inside, pads short rows', () => {
    const mask = maskFromRows(['#.x', ' #', '']);
    expect(mask.width).toBe(3);
    expect(mask.height).toBe(3);
    expect(maskToRows(mask)).toEqual(['#.#', '.#.', '...']);
  });

  it('refuses nothing to read, naming the field', () => {
    expect(() => maskFromRows([])).toThrow(/rows must be a non-empty array/);
    expect(() => maskFromRows(['', ''])).toThrow(/at least one character/);
    expect(() => maskFromRows(['#', 3 as unknown as string])).toThrow(/rows\[1\] must be a string/);
  });
});

describe('maskFromPixels', () => {
  it('round-trips a drawing (cropped to what is inside) through a picture', () => {
    fc.assert(
      fc.property(drawing, fc.boolean(), (rows, transparent) => {
        fc.pre(rows.some((r) => r.includes('#')));
        const outside = transparent ? [255, 255, 255, 0] : [255, 255, 255, 255];
        const mask = maskFromPixels(
          paint(maskFromRows(rows), outside),
          rows[0]!.length,
          rows.length,
        );
        expect(mask && maskToRows(mask)).toEqual(croppedRows(rows));
      }),
    );
  });

  it('reads light and opaque pixels, bottom-first pictures, and says null for nothing inside', () => {
    const rows = ['#..', '.#.', '..#'];
    const picture = paint(maskFromRows(rows));
    const light = maskFromPixels(picture, 3, 3, { inside: 'light' })!;
    expect(maskToRows(light)).toEqual(['.##', '#.#', '##.']);
    const flipped = maskFromPixels(picture, 3, 3, { bottomRowFirst: true })!;
    expect(maskToRows(flipped)).toEqual(['..#', '.#.', '#..']);
    const clear = paint(maskFromRows(rows), [0, 0, 0, 0]);
    expect(maskToRows(maskFromPixels(clear, 3, 3, { inside: 'opaque' })!)).toEqual(rows);
    expect(maskFromPixels(new Uint8Array(4 * 4).fill(255), 2, 2)).toBeNull();
  });

  it('shrinks a large picture to maxSide by area', () => {
    const big = maskFromRows(
      Array.from({ length: 40 }, (_, y) => (y < 20 ? '#'.repeat(80) : '.'.repeat(80))),
    );
    const mask = maskFromPixels(paint(big), 80, 40, { maxSide: 8 })!;
    expect([mask.width, mask.height]).toEqual([8, 2]);
    expect(maskToRows(mask)).toEqual(['########', '########']);
    const half = maskFromRows(['#.'.repeat(40), '#.'.repeat(40)]);
    expect(maskFromPixels(paint(half), 80, 2, { maxSide: 8 })!.pixels.every((v) => v === 1)).toBe(
      true,
    );
  });

  it('checks sizes, byte counts and option types; clamps threshold and maxSide', () => {
    expect(() => maskFromPixels(new Uint8Array(12), 2, 2)).toThrow(
      /rgba must hold width × height × 4 = 16 bytes \(got 12\)/,
    );
    expect(() => maskFromPixels(new Uint8Array(0), 0, 2)).toThrow(
      /width must be an integer ≥ 1 \(got 0\)/,
    );
    const grey = new Uint8Array([200, 200, 200, 255]); // luminance 0.78: light grey
    expect(() => maskFromPixels(grey, 1, 1, { inside: 'Dark' as never })).toThrow(
      /inside must be one of dark, light, opaque \(got "Dark"\)/,
    );
    expect(() => maskFromPixels(grey, 1, 1, { threshold: '0.9' as never })).toThrow(
      /threshold must be a number 0–1 \(got "0.9"\)/,
    );
    // A threshold of 7 is clamped to 1, under which light grey counts as dark; 0.5 does not.
    expect(maskFromPixels(grey, 1, 1, { threshold: 0.5 })).toBeNull();
    expect(maskFromPixels(grey, 1, 1, { threshold: 7 })).not.toBeNull();
    // maxSide −3 is clamped to 8: a 20 × 2 bar shrinks to 8 × 1.
    const bar = paint(maskFromRows(['#'.repeat(20), '#'.repeat(20)]));
    const shrunk = maskFromPixels(bar, 20, 2, { maxSide: -3 })!;
    expect([shrunk.width, shrunk.height]).toEqual([8, 1]);
    expect(maskFromPixels(bar, 20, 2, null)).not.toBeNull();
  });

  it('says null when shrinking leaves nothing of a hairline shape', () => {
    const size = 400;
    const rows = Array.from(
      { length: size },
      (_, y) => `${'.'.repeat(y)}#${'.'.repeat(size - 1 - y)}`,
    );
    expect(maskFromPixels(paint(maskFromRows(rows)), size, size)).toBeNull();
  });
});

describe('builtinMask', () => {
  it('draws every outline across its mask (to within a pixel), symmetric left to right', () => {
    for (const name of BUILTIN_SHAPES) {
      const rows = maskToRows(builtinMask(name, 48));
      expect(rows).toHaveLength(48);
      expect(
        rows.map((r) => [...r].reverse().join('')),
        name,
      ).toEqual(rows);
      const cropped = croppedRows(rows);
      expect(Math.max(cropped.length, cropped[0]!.length), name).toBeGreaterThanOrEqual(46);
    }
  });

  it('gives each outline its own character', () => {
    const at = (name: (typeof BUILTIN_SHAPES)[number], u: number, v: number) => {
      const mask = builtinMask(name, 64);
      const x = Math.floor(((u + 1) / 2) * 64);
      const y = Math.floor(((1 - v) / 2) * 64);
      return mask.pixels[y * 64 + x] === 1;
    };
    expect(at('circle', 0, 0)).toBe(true);
    expect(at('ring', 0, 0)).toBe(false); // the hole
    expect(at('ring', 0.75, 0)).toBe(true);
    expect(at('diamond', 0.9, 0.9)).toBe(false);
    expect(at('cross', 0.8, 0)).toBe(true);
    expect(at('cross', 0.8, 0.8)).toBe(false);
    expect(at('heart', 0, 0.9)).toBe(false); // the notch at the top
    expect(at('heart', 0.5, 0.5)).toBe(true);
    expect(at('star', 0, 0.9)).toBe(true); // the top point
    expect(at('star', 0.5, 0.6)).toBe(false); // between points
    expect(() => builtinMask('moon' as never)).toThrow(/name must be one of circle, ring/);
  });

  it('clamps its size to 8–1024', () => {
    expect(builtinMask('circle', 2).width).toBe(8);
    expect(builtinMask('circle', 5000).width).toBe(1024);
    expect(builtinMask('circle', Number.NaN).width).toBe(64);
  });
});

describe('cutToShape', () => {
  it('on a square board the size of the mask, keeps exactly the mask (row 0 on top)', () => {
    fc.assert(
      fc.property(drawing, (rows) => {
        const mask = maskFromRows(rows);
        const t = createTopology({ kind: 'square', width: mask.width, height: mask.height });
        const cut = cutToShape(t, mask);
        for (let y = 0; y < mask.height; y++) {
          for (let x = 0; x < mask.width; x++) {
            const cell = (mask.height - 1 - y) * mask.width + x;
            expect(cut.playable[cell]).toBe(rows[y]![x] === '#' ? 1 : 0);
          }
        }
        expect(cut.playableCount).toBe(rows.join('').split('#').length - 1);
      }),
    );
  });

  it('cuts "MAZE" into four pieces that connectPieces joins with three bridges', () => {
    // About 6 cells across per letter and 9 rows, as the font's docs advise.
    const t = createTopology({ kind: 'square', width: 24, height: 9 });
    const cut = cutToShape(t, maskFromText('MAZE'));
    expect(cut.pieces).toHaveLength(4);
    const joined = connectPieces(t, cut.playable);
    expect(joined.bridges).toBe(3);
    expect(piecesOf(t, joined.playable)).toHaveLength(1);
    for (const c of joined.added) expect(cut.playable[c]).toBe(0);
    // Letters stand one blank column apart (a column or two of cells at this scale).
    expect(joined.added.length).toBeGreaterThanOrEqual(3);
    expect(joined.added.length).toBeLessThanOrEqual(6);
    // At exactly one cell per font pixel, each bridge is a single cell.
    const exact = createTopology({ kind: 'square', width: 23, height: 7 });
    const tight = cutToShape(exact, maskFromText('MAZE'));
    expect(tight.pieces).toHaveLength(4);
    expect(connectPieces(exact, tight.playable).added).toHaveLength(3);
  });

  it('works on every grid: pieces partition the playable cells and connectPieces joins them', () => {
    fc.assert(
      fc.property(
        topologyArb(),
        fc.constantFrom(...BUILTIN_SHAPES, 'MAZE', '<3'),
        fc.double({ min: 0, max: 1.5, noNaN: true }),
        (t, shape, fill) => {
          const mask =
            shape.length > 2 && shape === shape.toLowerCase()
              ? builtinMask(shape as never, 32)
              : maskFromText(shape);
          const cut = cutToShape(t, mask, fill);
          expect(cut.fill).toBeGreaterThanOrEqual(0.3);
          expect(cut.fill).toBeLessThanOrEqual(1);
          expect(cut.notes.length > 0).toBe(fill < 0.3 || fill > 1);
          const all = cut.pieces.flatMap((p) => [...p]).sort((a, b) => a - b);
          expect(all).toEqual([...cut.playable.keys()].filter((c) => cut.playable[c]));
          for (let i = 1; i < cut.pieces.length; i++) {
            expect(cut.pieces[i]!.length).toBeLessThanOrEqual(cut.pieces[i - 1]!.length);
          }
          const joined = connectPieces(t, cut.playable);
          expect(piecesOf(t, joined.playable).length).toBe(Math.min(1, cut.pieces.length));
          expect(joined.bridges).toBeLessThanOrEqual(Math.max(0, cut.pieces.length - 1));
          expect(joined.added.length + cut.playableCount).toBe(
            joined.playable.reduce((sum, v) => sum + v, 0),
          );
        },
      ),
      { numRuns: 80 },
    );
  });

  it('treats any non-zero mask pixel as inside, and playable stays 0 or 1', () => {
    const t = createTopology({ kind: 'square', width: 2, height: 1 });
    const cut = cutToShape(t, { width: 2, height: 1, pixels: Uint8Array.from([255, 0]) });
    expect([...cut.playable]).toEqual([1, 0]);
    expect(cut.playableCount).toBe(1);
  });

  it('joins tens of thousands of pieces quickly (a checkerboard)', () => {
    const t = createTopology({ kind: 'square', width: 301, height: 301 });
    const playable = Uint8Array.from({ length: t.cellCount }, (_, c) => (c % 2 === 0 ? 1 : 0));
    const pieces = piecesOf(t, playable).length;
    expect(pieces).toBeGreaterThan(45_000);
    const joined = connectPieces(t, playable);
    expect(piecesOf(t, joined.playable)).toHaveLength(1);
    expect(joined.added.length).toBeLessThan(pieces);
  });

  it('refuses what is not a topology', () => {
    expect(() => cutToShape(null as never, builtinMask('circle'))).toThrow(
      /topology must be a Topology/,
    );
    expect(() => piecesOf({} as never, [])).toThrow(/topology must be a Topology/);
  });

  it('joins two pieces with the fewest cells possible (checked by brute force)', () => {
    // With two pieces the greedy bridge is optimal, so it must match an exhaustive search over
    // sets of added cells, smallest first, on tiny boards of every kind.
    fc.assert(
      fc.property(
        fc.constantFrom('square', 'hex', 'triangle' as const),
        fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }),
        (kind, bits) => {
          const t = createTopology({ kind, width: 4, height: 3 });
          const playable = Uint8Array.from(bits, (b) => (b ? 1 : 0));
          fc.pre(piecesOf(t, playable).length === 2);
          const outside = [...playable.keys()].filter((c) => !playable[c]);
          let fewest = -1;
          for (let k = 1; k <= outside.length && fewest < 0; k++) {
            for (const chosen of combinations(outside, k)) {
              const trial = playable.slice();
              for (const c of chosen) trial[c] = 1;
              if (piecesOf(t, trial).length === 1) {
                fewest = k;
                break;
              }
            }
          }
          expect(connectPieces(t, playable).added).toHaveLength(fewest);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('lays a bridge of |dx| + |dy| − 1 cells between two single cells of a square board', () => {
    // Two single cells on a square board: the bridge is the cells strictly between them on a
    // shortest grid path, so it has |dx| + |dy| − 1 cells.
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 9 }),
        fc.integer({ min: 2, max: 9 }),
        fc.nat(),
        fc.nat(),
        (w, h, a, b) => {
          const t = createTopology({ kind: 'square', width: w, height: h });
          const p = a % t.cellCount;
          const q = b % t.cellCount;
          const dx = Math.abs((p % w) - (q % w));
          const dy = Math.abs(Math.floor(p / w) - Math.floor(q / w));
          fc.pre(dx + dy > 1);
          const playable = new Uint8Array(t.cellCount);
          playable[p] = 1;
          playable[q] = 1;
          expect(connectPieces(t, playable).added).toHaveLength(dx + dy - 1);
        },
      ),
    );
  });

  it('clamps fill with a note and checks its inputs', () => {
    const t = createTopology({ kind: 'hex', width: 10, height: 10 });
    const cut = cutToShape(t, builtinMask('circle'), 2);
    expect(cut.fill).toBe(1);
    expect(cut.notes).toEqual(['Fill: 2 is outside 0.3–1; used 1.']);
    expect(cutToShape(t, builtinMask('circle'), Number.NaN).notes).toEqual([
      'Fill: NaN is not a number; used 1.',
    ]);
    expect(() => cutToShape(t, { width: 2, height: 2, pixels: new Uint8Array(3) })).toThrow(
      /mask must have/,
    );
    expect(() => connectPieces(t, new Uint8Array(3))).toThrow(
      /playable must have one value per cell \(100, got 3\)/,
    );
  });
});

function* combinations<T>(items: readonly T[], k: number, from = 0): Generator<T[]> {
  if (k === 0) {
    yield [];
    return;
  }
  for (let i = from; i <= items.length - k; i++) {
    for (const rest of combinations(items, k - 1, i + 1)) yield [items[i]!, ...rest];
  }
}
