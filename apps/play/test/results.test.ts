// The win panel's rating: 3 pips on par, 2 up to max(2, ⌈par / 4⌉) over, 1 beyond.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pipsFor, slackFor } from '../src/modes/results.js';

describe('pipsFor', () => {
  it('rates on par 3, a little over 2 and beyond 1', () => {
    expect(pipsFor(10, 10)).toBe(3);
    // Up to 2 over on small mazes: par 6 allows 2 over.
    expect(pipsFor(8, 6)).toBe(2);
    expect(pipsFor(9, 6)).toBe(1);
    // Par 10: ⌈10 / 4⌉ = 3 over.
    expect(pipsFor(13, 10)).toBe(2);
    expect(pipsFor(14, 10)).toBe(1);
    // A quarter of the par on bigger mazes: par 40 allows 10 over.
    expect(pipsFor(50, 40)).toBe(2);
    expect(pipsFor(51, 40)).toBe(1);
    expect(pipsFor(0, 0)).toBe(3);
    expect(pipsFor(2, 0)).toBe(2);
  });

  it('is 3 exactly on (or under) par, 2 within the slack, 1 past it, and never rises with moves', () => {
    fc.assert(
      fc.property(fc.nat(500), fc.nat(600), (par, over) => {
        const pips = pipsFor(par + over, par);
        const slack = Math.max(2, Math.ceil(par / 4));
        expect(slackFor(par)).toBe(slack);
        expect(pips).toBe(over === 0 ? 3 : over <= slack ? 2 : 1);
        expect(pipsFor(par + over + 1, par)).toBeLessThanOrEqual(pips);
      }),
    );
  });
});
