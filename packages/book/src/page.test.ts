// Pages and slots: sizes read from text, grids for any count, slots inside the content and apart,
// and book options always put in range.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveBookOptions } from './options.js';
import { fitTop, layoutFor, PAGE_SIZES, parseLayout, parsePageSize, slotsOf } from './page.js';

describe('page sizes and layouts from text', () => {
  it('reads the named sizes and width×height in millimetres', () => {
    expect(parsePageSize('A4')).toEqual(PAGE_SIZES.a4);
    expect(parsePageSize(' letter ')).toEqual({ width: 215.9, height: 279.4 });
    expect(parsePageSize('180x250')).toEqual({ width: 180, height: 250 });
    expect(parsePageSize('99.5×120mm')).toEqual({ width: 99.5, height: 120 });
    expect(parseLayout('2x3')).toEqual({ columns: 2, rows: 3 });
  });

  it('names the field and what it takes for text it cannot read', () => {
    expect(() => parsePageSize('B7')).toThrow(
      'page: "B7" is no page size; give A4, A5, Letter or width×height in millimetres (180x250)',
    );
    expect(() => parseLayout('2 by 3')).toThrow('layout: "2 by 3" is no layout');
  });
});

describe('the grid of slots', () => {
  it('takes the usual grids on A4 portrait', () => {
    const [w, h] = [180, 260];
    expect([1, 2, 4, 6, 9, 12].map((n) => layoutFor(n, w, h))).toEqual([
      { columns: 1, rows: 1 },
      { columns: 1, rows: 2 },
      { columns: 2, rows: 2 },
      { columns: 2, rows: 3 },
      { columns: 3, rows: 3 },
      { columns: 3, rows: 4 },
    ]);
    expect(layoutFor(2, h, w)).toEqual({ columns: 2, rows: 1 });
  });

  it('has room for the count, slots inside the content, none overlapping, pictures inside slots', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 64 }),
        fc.double({ min: 20, max: 1000, noNaN: true }),
        fc.double({ min: 20, max: 1000, noNaN: true }),
        fc.double({ min: 0, max: 10, noNaN: true }),
        fc.double({ min: 0.1, max: 10, noNaN: true }),
        (count, width, height, gap, aspect) => {
          const layout = layoutFor(count, width, height);
          expect(layout.columns * layout.rows).toBeGreaterThanOrEqual(count);
          expect(Math.max(layout.columns, layout.rows)).toBeLessThanOrEqual(
            8 + (count > 64 ? 1 : 0),
          );
          const content = { x: 7, y: 11, width, height };
          const slots = slotsOf(content, layout, Math.min(gap, width / 20, height / 20));
          const e = 1e-9 * (width + height);
          slots.forEach((s, i) => {
            expect(s.x).toBeGreaterThanOrEqual(content.x - e);
            expect(s.y).toBeGreaterThanOrEqual(content.y - e);
            expect(s.x + s.width).toBeLessThanOrEqual(content.x + width + e);
            expect(s.y + s.height).toBeLessThanOrEqual(content.y + height + e);
            for (const t of slots.slice(i + 1)) {
              const apart =
                s.x + s.width <= t.x + e ||
                t.x + t.width <= s.x + e ||
                s.y + s.height <= t.y + e ||
                t.y + t.height <= s.y + e;
              expect(apart).toBe(true);
            }
            const box = fitTop(s, aspect);
            expect(box.width / box.height).toBeCloseTo(aspect, 6);
            expect(box.width).toBeLessThanOrEqual(s.width + e);
            expect(box.height).toBeLessThanOrEqual(s.height + e);
            expect(box.x).toBeGreaterThanOrEqual(s.x - e);
          });
        },
      ),
    );
  });
});

describe('book options', () => {
  it('are always in range, whatever numbers are asked', () => {
    fc.assert(
      fc.property(
        fc.double({ noNaN: false }),
        fc.double({ noNaN: false }),
        fc.double({ noNaN: false }),
        fc.integer({ min: -5, max: 100 }),
        fc.integer({ min: -5, max: 100 }),
        fc.integer({ min: -5, max: 100 }),
        (w, h, margin, perPage, columns, rows) => {
          const { options } = resolveBookOptions({
            page: { width: w, height: h },
            marginMm: margin,
            perPage,
          });
          expect(options.page.width).toBeGreaterThanOrEqual(50);
          expect(options.page.height).toBeLessThanOrEqual(1200);
          expect(options.marginMm).toBeGreaterThanOrEqual(5);
          expect(options.marginMm).toBeLessThanOrEqual(options.page.width / 4);
          const slots = options.layout.columns * options.layout.rows;
          expect(slots).toBeGreaterThanOrEqual(1);
          const laid = resolveBookOptions({ layout: { columns, rows } }).options.layout;
          expect(laid.columns).toBeGreaterThanOrEqual(1);
          expect(laid.rows).toBeLessThanOrEqual(8);
        },
      ),
      // A small page whose margin is not a number once took the 15 mm default, past a quarter.
      { examples: [[50, 50, Number.NaN, 6, 2, 3]] },
    );
  });

  it('turn the page for landscape, and drop caption parts they do not know with a note', () => {
    const { options, notes } = resolveBookOptions({
      page: 'a5',
      landscape: true,
      caption: ['seed', 'number', 'colour' as never, 'seed'],
    });
    expect(options.page).toEqual({ width: 210, height: 148 });
    expect(options.caption).toEqual(['number', 'seed']);
    expect(notes).toEqual([
      'Caption: "colour" is not a caption part (number, board, stars, par, seed); left out.',
    ]);
  });
});
