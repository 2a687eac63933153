// starText: a star rating as ★ and ☆ out of five, nothing for an unrated puzzle.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { starText } from '../src/modes/stars-text.js';

describe('starText', () => {
  it('writes 1 to 5 stars as that many ★ then ☆ up to five', () => {
    expect(starText(1)).toBe('★☆☆☆☆');
    expect(starText(3)).toBe('★★★☆☆');
    expect(starText(5)).toBe('★★★★★');
  });

  it('gives nothing for an unrated puzzle', () => {
    expect(starText(0)).toBe('');
    expect(starText(-2)).toBe('');
    expect(starText(Number.NaN)).toBe('');
  });

  it('rounds and holds any rating to five marks, the ★ first', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.5, max: 50, noNaN: true }), (stars) => {
        const text = starText(stars);
        expect(text).toMatch(/^★+☆*$/);
        expect([...text].length).toBe(5);
        expect(text.split('★').length - 1).toBe(Math.min(5, Math.round(stars)));
      }),
    );
  });
});
