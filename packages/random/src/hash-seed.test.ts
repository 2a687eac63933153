import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hashSeed } from './hash-seed.js';
import { referenceHashSeed } from './reference.test-util.js';

const popcount = (x: number) => {
  let n = 0;
  for (let v = x >>> 0; v !== 0; v &= v - 1) n++;
  return n;
};

describe('hashSeed', () => {
  it('returns four unsigned 32-bit words, the same every time', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (seed) => {
        const words = hashSeed(seed);
        expect(words).toHaveLength(4);
        for (const w of words) expect(w >>> 0).toBe(w);
        expect(hashSeed(seed)).toEqual(words);
      }),
    );
  });

  it('agrees with the documented algorithm run over TextEncoder bytes', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' })),
        (seed) => {
          expect(hashSeed(seed)).toEqual(referenceHashSeed(seed));
        },
      ),
      { numRuns: 1000 },
    );
    // Lone and reversed surrogates become U+FFFD, as TextEncoder makes them.
    for (const seed of ['\ud800', 'a\udc00b', '\udc00\ud800', '\ud83d\ude00', 'x\ud83d']) {
      expect(hashSeed(seed)).toEqual(referenceHashSeed(seed));
    }
  });

  it('refuses what is not a string, rather than hashing it as something else', () => {
    expect(() => hashSeed(7 as unknown as string)).toThrow(
      'hashSeed: seed must be a string (got 7)',
    );
    expect(() => hashSeed(undefined as unknown as string)).toThrow(/\(got nothing\)/);
  });

  it('gives 200,000 batch seeds 200,000 distinct states', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200_000; i++) seen.add(hashSeed(`level-${i}`).join(','));
    expect(seen.size).toBe(200_000);
  });

  it('tells apart seeds that differ only by length, order or encoding', () => {
    const seeds = ['', '\0', '\0\0', 'ab', 'ba', 'é', 'e\u0301', '7', '07', '7 ', ' 7'];
    const states = new Set(seeds.map((s) => hashSeed(s).join(',')));
    expect(states.size).toBe(seeds.length);
  });

  it('flips about half of the 128 state bits when one input byte changes (avalanche)', () => {
    let total = 0;
    let trials = 0;
    for (let i = 0; i < 2000; i++) {
      const base = `seed-${i}`;
      const position = i % base.length;
      const changed =
        base.slice(0, position) +
        String.fromCharCode(base.charCodeAt(position) ^ (1 << (i % 7))) +
        base.slice(position + 1);
      const a = hashSeed(base);
      const b = hashSeed(changed);
      for (let w = 0; w < 4; w++) total += popcount(a[w]! ^ b[w]!);
      trials++;
    }
    const mean = total / trials;
    expect(mean).toBeGreaterThan(60);
    expect(mean).toBeLessThan(68);
  });
});
