// Pages and slots: sizes read from text, grids for any count, slots inside the content and apart,
// and book options always put in range.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contentBox, MIN_SLOT_MM, resolveBookOptions } from './options.js';
import {
  captionBandMm,
  fitTop,
  GAP_MM,
  layoutFor,
  PAGE_SIZES,
  parseLayout,
  parsePageSize,
  slotsOf,
} from './page.js';

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
  it('takes the usual grids on A4 portrait, and no strip for a prime count', () => {
    const a4 = { width: 180, height: 260 };
    const band = captionBandMm('puzzle');
    const grids = [1, 2, 4, 6, 9, 12].map((n) => layoutFor(n, a4, GAP_MM, band));
    expect(grids.map((g) => `${g.columns}x${g.rows}`)).toEqual([
      '1x1',
      '1x2',
      '2x2',
      '2x3',
      '3x3',
      '3x4',
    ]);
    expect(layoutFor(2, { width: 260, height: 180 })).toEqual({ columns: 2, rows: 1 });
    // 5 and 7 a page once came out as strips of 1 × 5 and 1 × 7, pictures a fifth of the width.
    expect(layoutFor(5, a4, GAP_MM, band)).toEqual({ columns: 2, rows: 3 });
    expect(layoutFor(7, a4, GAP_MM, band)).toEqual({ columns: 2, rows: 4 });
  });

  it('gives the grid whose square pictures are largest, spare slots aside', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 64 }),
        fc.double({ min: 20, max: 1000, noNaN: true }),
        fc.double({ min: 20, max: 1000, noNaN: true }),
        (count, width, height) => {
          const content = { width, height };
          const side = (columns: number, rows: number) =>
            Math.min(
              (width - GAP_MM * (columns - 1)) / columns,
              (height - GAP_MM * (rows - 1)) / rows,
            );
          const chosen = layoutFor(count, content);
          // No exact grid (no spare slot) of 1–8 each way has larger pictures.
          for (let columns = 1; columns <= 8; columns++) {
            if (count % columns !== 0 || count / columns > 8) continue;
            const spare = chosen.columns * chosen.rows - count;
            expect(side(chosen.columns, chosen.rows)).toBeGreaterThanOrEqual(
              side(columns, count / columns) * (1 + 0.1 * spare) - 1e-9,
            );
          }
        },
      ),
    );
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
          const layout = layoutFor(count, { width, height });
          expect(layout.columns * layout.rows).toBeGreaterThanOrEqual(count);
          expect(Math.max(layout.columns, layout.rows)).toBeLessThanOrEqual(
            8 + (count > 64 ? 1 : 0),
          );
          const content = { x: 7, y: 11, width, height };
          const slots = slotsOf(content, layout, Math.min(gap, width / 20, height / 20));
          const e = 1e-9 * (width + height);
          // Every failure is collected and asserted once: a vitest expect costs tens of µs, and
          // 64 slots make 2,000 pairs a run.
          const wrong: string[] = [];
          slots.forEach((s, i) => {
            if (
              !(
                s.x >= content.x - e &&
                s.y >= content.y - e &&
                s.x + s.width <= content.x + width + e &&
                s.y + s.height <= content.y + height + e
              )
            )
              wrong.push(`slot ${i} outside the content`);
            slots.slice(i + 1).forEach((t, j) => {
              const apart =
                s.x + s.width <= t.x + e ||
                t.x + t.width <= s.x + e ||
                s.y + s.height <= t.y + e ||
                t.y + t.height <= s.y + e;
              if (!apart) wrong.push(`slots ${i} and ${i + 1 + j} overlap`);
            });
            const box = fitTop(s, aspect);
            // toBeCloseTo(aspect, 6): closer than half of 10⁻⁶.
            if (!(Math.abs(box.width / box.height - aspect) < 10 ** -6 / 2))
              wrong.push(`slot ${i}: picture aspect ${box.width / box.height}, not ${aspect}`);
            if (!(box.width <= s.width + e && box.height <= s.height + e && box.x >= s.x - e))
              wrong.push(`slot ${i}: picture outside its slot`);
          });
          expect(wrong).toEqual([]);
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

  it('give slots inside the margins, above the page number, 20 mm or more where the page has room', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 40, max: 1300, noNaN: true }),
        fc.double({ min: 40, max: 1300, noNaN: true }),
        fc.double({ min: 0, max: 60, noNaN: true }),
        fc.integer({ min: 1, max: 64 }),
        fc.option(
          fc.record({
            columns: fc.integer({ min: 1, max: 8 }),
            rows: fc.integer({ min: 1, max: 8 }),
          }),
        ),
        fc.boolean(),
        (w, h, margin, perPage, layout, pageNumbers) => {
          const { options } = resolveBookOptions({
            page: { width: w, height: h },
            marginMm: margin,
            perPage,
            pageNumbers,
            ...(layout === null ? {} : { layout, answerLayout: layout }),
          });
          const { page, marginMm } = options;
          const bottom = page.height - marginMm - (pageNumbers ? 7 : 0);
          for (const [grid, kind] of [
            [options.layout, 'puzzle'],
            [options.answerLayout, 'answer'],
          ] as const) {
            const slots = slotsOf(contentBox(options), grid, GAP_MM);
            const band = captionBandMm(kind);
            // Collected and asserted once per grid: an expect costs tens of µs.
            const wrong: string[] = [];
            slots.forEach((slot, i) => {
              if (
                !(
                  slot.x >= marginMm - 1e-9 &&
                  slot.y >= marginMm - 1e-9 &&
                  slot.x + slot.width <= page.width - marginMm + 1e-9 &&
                  slot.y + slot.height <= bottom + 1e-9
                )
              )
                wrong.push(`${kind} slot ${i} outside the margins or over the page number`);
              if (grid.columns > 1 && !(slot.width >= MIN_SLOT_MM - 1e-9))
                wrong.push(`${kind} slot ${i} ${slot.width} mm wide`);
              if (grid.rows > 1 && !(slot.height - band >= MIN_SLOT_MM - 1e-9))
                wrong.push(`${kind} slot ${i} ${slot.height - band} mm high above its caption`);
            });
            expect(wrong).toEqual([]);
          }
        },
      ),
      // 64 a page on A4 once gave 8 × 8 slots 17 mm wide, and the 9 × 9 answer grid smaller.
      { examples: [[210, 297, 15, 64, null, true]] },
    );
  });

  it('narrow a grid too dense for the page, and say so', () => {
    const { options, notes } = resolveBookOptions({ page: 'a5', perPage: 64 });
    expect(options.layout).toEqual({ columns: 4, rows: 5 });
    expect(notes[0]).toBe(
      'Puzzles a page: 64 would make slots under 20 mm on a 148×210 mm page with 15 mm margins; used 20 (4×5).',
    );
    expect(notes).toHaveLength(1);
    expect(options.answerLayout).toEqual({ columns: 4, rows: 5 });
    const given = resolveBookOptions({ layout: '2x3', perPage: 4 });
    expect(given.options.layout).toEqual({ columns: 2, rows: 3 });
    expect(given.notes).toEqual(['Puzzles a page: left out, as a layout is given.']);
  });

  it('note what they leave out: a subtitle without a title, an answer grid without answers', () => {
    const { options, notes } = resolveBookOptions({
      subtitle: 'alone',
      answers: false,
      answerLayout: '3x3',
      caption: [],
    });
    expect(options.subtitle).toBeNull();
    expect(options.caption).toEqual([]);
    expect(notes).toEqual([
      'Answer layout: left out, as there are no answer pages.',
      'Subtitle: left out, as there is no title (and so no title page).',
    ]);
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
