import { stars } from '@knossos/rating';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAZE_BANDS, MazeError, mazeScore, mazeStars } from './index.js';

describe('MAZE_BANDS', () => {
  it('reads the reference bands at their edges (Step 50/51 … 179/180, Roll 3/4 … 22/23)', () => {
    const edges = (bands: readonly number[]) => bands.flatMap((b) => [b, b + 1]);
    expect(edges(MAZE_BANDS.step).map((s) => stars(s, MAZE_BANDS.step))).toEqual([
      1, 2, 2, 3, 3, 4, 4, 5,
    ]);
    expect(edges(MAZE_BANDS.roll).map((s) => stars(s, MAZE_BANDS.roll))).toEqual([
      1, 2, 2, 3, 3, 4, 4, 5,
    ]);
    expect(stars(0, MAZE_BANDS.step)).toBe(1);
    expect(stars(null, MAZE_BANDS.step)).toBe(0);
  });
});

describe('mazeScore', () => {
  const weights = {
    step: { par: 1, realDecisions: 5, keys: 6, gems: 2, portalPairs: 2, oneWaySides: 1 },
    roll: { par: 1, realDecisions: 0, keys: 2, gems: 1, portalPairs: 0, oneWaySides: 0 },
  } as const;
  const counts = fc.record({
    par: fc.nat(5000),
    realDecisions: fc.nat(60),
    keys: fc.nat(6),
    gems: fc.nat(8),
    portalPairs: fc.nat(4),
    oneWaySides: fc.nat(24),
  });

  it('weighs what the reference rule weighs, and ignores the rest, for Step and Roll', () => {
    fc.assert(
      fc.property(fc.constantFrom('step', 'roll' as const), counts, (movement, c) => {
        const w = weights[movement];
        const expected = (Object.keys(w) as (keyof typeof w)[]).reduce(
          (sum, field) => sum + w[field] * c[field],
          0,
        );
        expect(mazeScore({ movement, solvable: true, ...c })).toBe(expected);
        expect(mazeStars({ movement, solvable: true, ...c })).toBe(
          stars(expected, MAZE_BANDS[movement]),
        );
        expect(mazeScore({ movement, solvable: false, ...c })).toBeNull();
        expect(mazeStars({ movement, solvable: false, ...c })).toBe(0);
      }),
    );
  });

  it('rates the reference examples: par 63 with no gimmicks is 2 stars on Step', () => {
    expect(mazeStars({ movement: 'step', solvable: true, par: 63 })).toBe(2);
    expect(mazeStars({ movement: 'step', solvable: true, par: 40, keys: 2 })).toBe(2);
    expect(mazeStars({ movement: 'roll', solvable: true, par: 9, gems: 3 })).toBe(4);
  });

  it('names the field at fault in a MazeError', () => {
    const bad = (input: unknown) => () => mazeScore(input as never);
    expect(bad(null)).toThrow(/^input: must be an object/);
    expect(bad({ movement: 'fly', solvable: true, par: 1 })).toThrow(/input\.movement/);
    expect(bad({ movement: 'step', solvable: 1, par: 1 })).toThrow(/input\.solvable/);
    expect(bad({ movement: 'step', solvable: true })).toThrow(/input\.par: must be a whole/);
    expect(bad({ movement: 'step', solvable: true, par: 3, keys: -1 })).toThrow(/input\.keys/);
    expect(bad({ movement: 'roll', solvable: true, par: 3, gems: 1.5 })).toThrow(/input\.gems/);
    try {
      mazeScore({ movement: 'step', solvable: true, par: 3, oneWaySides: -2 });
      expect.fail('no error');
    } catch (error) {
      expect(error).toBeInstanceOf(MazeError);
      expect((error as MazeError).field).toBe('input.oneWaySides');
    }
  });
});
