import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calibrate, RatingError, stars } from './index.js';

/** Bands as a family ships them (the maze's Step bands, kept in @knossos/maze). */
const BANDS = [50, 85, 126, 179];

describe('stars', () => {
  it('reads bands at their edges: a bound is the last score of its band', () => {
    const edges = BANDS.flatMap((b) => [b, b + 1]);
    expect(edges.map((s) => stars(s, BANDS))).toEqual([1, 2, 2, 3, 3, 4, 4, 5]);
    expect(stars(0, BANDS)).toBe(1);
    expect(stars(-1e9, BANDS)).toBe(1);
    expect(stars(1e9, BANDS)).toBe(5);
    expect(stars(null, BANDS)).toBe(0);
    expect(stars(7, [7, 7, 9])).toBe(1);
    expect(stars(8, [7, 7, 9])).toBe(3);
  });

  it('never falls as the score rises, and stays within 1 … bands + 1', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -1000, max: 1000 }), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: -2000, max: 2000 }),
        fc.integer({ min: 0, max: 50 }),
        (raw, score, step) => {
          const bands = [...raw].sort((a, b) => a - b);
          const a = stars(score, bands);
          const b = stars(score + step, bands);
          expect(b).toBeGreaterThanOrEqual(a);
          expect(a).toBeGreaterThanOrEqual(1);
          expect(a).toBeLessThanOrEqual(bands.length + 1);
          // The same count by a second route: bounds strictly below the score.
          expect(a).toBe(1 + bands.filter((bound) => bound < score).length);
        },
      ),
    );
  });

  it('names what is wrong with a score or bands', () => {
    expect(() => stars(Number.NaN, [1])).toThrow(/score: must be a finite number or null/);
    expect(() => stars(1, [])).toThrow(/bands: must be a non-empty array/);
    expect(() => stars(1, [5, 3])).toThrow(/bands\[1\]: must be a finite number no lower/);
    try {
      stars(1, [1, Number.POSITIVE_INFINITY]);
      expect.fail('no error');
    } catch (error) {
      expect(error).toBeInstanceOf(RatingError);
      expect((error as RatingError).code).toBe('KNOSSOS_RATING');
      expect((error as RatingError).field).toBe('bands[1]');
    }
  });
});

describe('calibrate', () => {
  it('puts the nearest-rank quantiles at the bounds (checked by counting every candidate)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 60 }), { minLength: 1, maxLength: 200 }),
        fc.integer({ min: 2, max: 9 }),
        (scores, k) => {
          const { bands, counts } = calibrate(scores, k);
          expect(bands).toHaveLength(k - 1);
          const n = scores.length;
          for (let i = 1; i < k; i++) {
            // The smallest sample value with at least ⌈i·n/k⌉ scores at or below it.
            const need = Math.ceil((i * n) / k);
            const candidates = scores.filter((v) => scores.filter((s) => s <= v).length >= need);
            expect(bands[i - 1]).toBe(Math.min(...candidates));
          }
          expect(counts.reduce((a, b) => a + b, 0)).toBe(n);
          for (let band = 0; band < k; band++) {
            expect(counts[band]).toBe(scores.filter((s) => stars(s, bands) === band + 1).length);
          }
        },
      ),
    );
  });

  it('gives every band an equal share, to within one, when no scores tie', () => {
    fc.assert(
      fc.property(
        // Unique as numbers compare: 0 and −0 tie (fast-check's default would keep both).
        fc.uniqueArray(fc.double({ min: -1e6, max: 1e6, noNaN: true }), {
          minLength: 1,
          maxLength: 300,
          comparator: 'SameValueZero',
        }),
        fc.integer({ min: 2, max: 20 }),
        (scores, k) => {
          const { counts, notes } = calibrate(scores, k);
          const n = scores.length;
          for (const c of counts) {
            expect(c).toBeGreaterThanOrEqual(Math.floor(n / k));
            expect(c).toBeLessThanOrEqual(Math.ceil(n / k));
          }
          expect(notes.every((note) => note.startsWith('Band'))).toBe(true);
          expect(notes).toHaveLength(counts.filter((c) => c === 0).length);
        },
      ),
    );
  });

  it('treats 0 and −0 as one score, kept in one band (regression from the property above)', () => {
    const { counts, notes } = calibrate([0, -0], 2);
    expect([...counts].sort()).toEqual([0, 2]);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatch(/^Band/);
  });

  it('clamps k with a note, says when ties leave a band empty, and refuses a bad sample', () => {
    expect(calibrate([1, 2, 3], 40)).toMatchObject({ k: 20 });
    expect(calibrate([1, 2, 3], 40).notes[0]).toBe('k: 40 is outside 2–20 or not whole; used 20.');
    expect(calibrate([1, 2, 3], 2.5).k).toBe(3);
    expect(calibrate([1, 2, 3], Number.NaN).k).toBe(5);
    const tied = calibrate([7, 7, 7, 7, 7, 9], 3);
    expect(tied.bands).toEqual([7, 7]);
    expect(tied.counts).toEqual([5, 0, 1]);
    expect(tied.notes).toEqual(["Band 2 is empty: the sample's scores tie across its bounds."]);
    expect(() => calibrate([], 5)).toThrow(/scores: must be a non-empty list/);
    expect(() => calibrate([1, Number.NaN], 5)).toThrow(/scores\[1\]: must be a finite number/);
  });
});
