import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { E, N, orientationCount, rotateMask, S, tileKind, turnsBetween, W } from './index.js';

describe('masks', () => {
  it('a quarter-turn clockwise moves every opening one side round: N → E → S → W → N', () => {
    expect(rotateMask(N, 1)).toBe(E);
    expect(rotateMask(E, 1)).toBe(S);
    expect(rotateMask(S, 1)).toBe(W);
    expect(rotateMask(W, 1)).toBe(N);
    expect(rotateMask(N | E, 1)).toBe(E | S);
    expect(rotateMask(N | E, -1)).toBe(N | W);
  });

  it('four turns give the mask back, turns add up, and the number of open sides never changes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 15 }),
        fc.integer({ min: -9, max: 9 }),
        fc.integer({ min: -9, max: 9 }),
        (m, a, b) => {
          expect(rotateMask(m, 4)).toBe(m);
          expect(rotateMask(rotateMask(m, a), b)).toBe(rotateMask(m, a + b));
          const count = (x: number) =>
            x
              .toString(2)
              .split('')
              .filter((d) => d === '1').length;
          expect(count(rotateMask(m, a))).toBe(count(m));
        },
      ),
    );
  });

  it('knows the kinds and how many orientations each shows (cross 1, straight 2, others 4)', () => {
    const seen = (m: number) => new Set([0, 1, 2, 3].map((k) => rotateMask(m, k))).size;
    for (let m = 0; m < 16; m++) expect(orientationCount(m)).toBe(seen(m));
    expect(tileKind(0)).toBe('empty');
    expect(tileKind(N)).toBe('endpoint');
    expect(tileKind(N | S)).toBe('straight');
    expect(tileKind(E | W)).toBe('straight');
    expect(tileKind(N | E)).toBe('elbow');
    expect(tileKind(N | E | S)).toBe('tee');
    expect(tileKind(15)).toBe('cross');
  });

  it('counts visible quarter-turns between orientations, the short way round', () => {
    expect(turnsBetween(N, N)).toBe(0);
    expect(turnsBetween(N, E)).toBe(1);
    expect(turnsBetween(N, W)).toBe(1);
    expect(turnsBetween(N, S)).toBe(2);
    expect(turnsBetween(N | S, E | W)).toBe(1);
    expect(turnsBetween(15, 15)).toBe(0);
    expect(turnsBetween(N, N | S)).toBe(-1);
  });
});
