import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { attemptSeed, batchSeed, freshSeed } from './seeds.js';

describe('batchSeed', () => {
  it('is root-index', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(), (root, i) => {
        expect(batchSeed(root, i)).toBe(`${root}-${i}`);
      }),
    );
  });

  it('gives every item of a batch its own seed', () => {
    const seeds = Array.from({ length: 1000 }, (_, i) => batchSeed('book', i));
    expect(new Set(seeds).size).toBe(1000);
  });

  it('refuses a negative or fractional index', () => {
    expect(() => batchSeed('r', -1)).toThrow(
      'batchSeed: index must be a safe integer ≥ 0 (got -1)',
    );
    expect(() => batchSeed('r', '1' as unknown as number)).toThrow(/\(got "1"\)/);
    expect(() => batchSeed('r', 0.5)).toThrow(/index/);
  });
});

describe('attemptSeed', () => {
  it('is seed#n for n >= 1', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1 }), (seed, n) => {
        expect(attemptSeed(seed, n)).toBe(`${seed}#${n}`);
      }),
    );
  });

  it('composes with batchSeed the way verified batches use it', () => {
    expect(attemptSeed(batchSeed('level-7', 0), 15)).toBe('level-7-0#15');
  });

  it('refuses attempt 0, which is the seed itself', () => {
    expect(() => attemptSeed('s', 0)).toThrow(
      'attemptSeed: attempt must be a safe integer ≥ 1 (got 0)',
    );
    expect(() => attemptSeed('s', Number.NaN)).toThrow(/attempt/);
  });
});

describe('freshSeed', () => {
  it('is 12 characters of lower-case Crockford base 32', () => {
    for (let i = 0; i < 100; i++) expect(freshSeed()).toMatch(/^[0-9a-hjkmnp-tv-z]{12}$/);
  });

  it('does not repeat', () => {
    const seeds = new Set(Array.from({ length: 10_000 }, freshSeed));
    expect(seeds.size).toBe(10_000);
  });
});
