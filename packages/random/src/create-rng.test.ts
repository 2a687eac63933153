import { isKnossosError } from '@knossos/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from './create-rng.js';
import {
  chiSquare,
  linearComplexity,
  referenceHashSeed,
  referenceUint32s,
} from './reference.test-util.js';

const referenceDraws = (seed: string, count: number) =>
  referenceUint32s(referenceHashSeed(seed), count);

// Well-formed strings only: lone surrogates all encode as U+FFFD, so they may share a stream.
const seedArb = fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.integer().map(String));

describe('createRng', () => {
  it('draws the raw stream of a BigInt xoroshiro128+ seeded by the documented hash', () => {
    fc.assert(
      fc.property(seedArb, (seed) => {
        const rng = createRng(seed);
        const draws = Array.from({ length: 64 }, () => rng.uint32());
        expect(draws).toEqual(referenceDraws(seed, 64));
      }),
    );
  });

  it('builds next() from the top 27 + 26 bits of two consecutive raw draws', () => {
    fc.assert(
      fc.property(seedArb, (seed) => {
        const rng = createRng(seed);
        const raw = referenceDraws(seed, 40);
        for (let i = 0; i < raw.length; i += 2) {
          const expected = ((raw[i]! >>> 5) * 2 ** 26 + (raw[i + 1]! >>> 6)) / 2 ** 53;
          expect(rng.next()).toBe(expected);
        }
      }),
    );
  });

  it('treats a number seed as the string String(n) writes', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (n) => {
        const a = createRng(n);
        const b = createRng(String(n));
        expect(a.seed).toBe(String(n));
        expect([a.uint32(), a.uint32()]).toEqual([b.uint32(), b.uint32()]);
      }),
    );
  });

  it('gives different sequences for different seeds', () => {
    fc.assert(
      fc.property(seedArb, seedArb, (s, t) => {
        fc.pre(s !== t);
        const a = createRng(s);
        const b = createRng(t);
        const first = [a.uint32(), a.uint32(), a.uint32(), a.uint32()];
        const second = [b.uint32(), b.uint32(), b.uint32(), b.uint32()];
        expect(first).not.toEqual(second);
      }),
    );
  });

  it('rejects seeds it cannot turn into a string', () => {
    expect(() => createRng(Number.NaN)).toThrow(
      'createRng: seed must be a string or a finite number (got NaN)',
    );
    expect(() => createRng(Number.POSITIVE_INFINITY)).toThrow(/\(got Infinity\)/);
    expect(() => createRng({} as unknown as string)).toThrow(/\(got \{\}\)/);
    expect(() => createRng(7n as unknown as string)).toThrow(/\(got 7n\)/);
  });
});

describe('Rng.int', () => {
  it('stays within [min, maxInclusive] for any safe bounds', () => {
    fc.assert(
      fc.property(
        seedArb,
        fc.maxSafeInteger(),
        fc.maxSafeInteger(),
        fc.nat({ max: 20 }),
        (seed, x, y, draws) => {
          const [min, max] = x <= y ? [x, y] : [y, x];
          const rng = createRng(seed);
          for (let i = 0; i <= draws; i++) {
            const v = rng.int(min, max);
            expect(Number.isSafeInteger(v)).toBe(true);
            expect(v).toBeGreaterThanOrEqual(min);
            expect(v).toBeLessThanOrEqual(max);
          }
        },
      ),
    );
  });

  it('returns the bound itself for a one-value range', () => {
    fc.assert(
      fc.property(seedArb, fc.maxSafeInteger(), (seed, v) => {
        expect(createRng(seed).int(v, v)).toBe(v);
      }),
    );
  });

  it('is uniform on 0..9 (chi-square, 9 degrees of freedom, p = 0.001)', () => {
    const rng = createRng('chi-square-int');
    const counts = new Array<number>(10).fill(0);
    const n = 100_000;
    for (let i = 0; i < n; i++) counts[rng.int(0, 9)]! += 1;
    expect(chiSquare(counts, new Array(10).fill(n / 10))).toBeLessThan(27.877);
  });

  it('makes coin flips with no short linear recurrence (high bits, not the LFSR low bit)', () => {
    // xoroshiro128+'s lowest output bit has linear complexity 128; a fair coin about n/2.
    const rng = createRng('coins');
    const flips = Array.from({ length: 2000 }, () => rng.int(0, 1));
    const picks = Array.from({ length: 2000 }, () => (rng.pick(['a', 'b']) === 'a' ? 1 : 0));
    expect(linearComplexity(flips)).toBeGreaterThan(900);
    expect(linearComplexity(picks)).toBeGreaterThan(900);
  });

  it('is uniform over the widest safe range (halves and quarters)', () => {
    const rng = createRng('widest');
    const counts = [0, 0, 0, 0];
    const n = 40_000;
    const quarter = 2 ** 52;
    for (let i = 0; i < n; i++) {
      const v = rng.int(Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
      counts[Math.min(3, Math.floor((v - Number.MIN_SAFE_INTEGER) / quarter))]! += 1;
    }
    expect(chiSquare(counts, new Array(4).fill(n / 4))).toBeLessThan(16.266);
  });

  it('reaches both ends of a range wider than 2^32', () => {
    const rng = createRng('wide');
    const max = 2 ** 40;
    let low = 0;
    let high = 0;
    for (let i = 0; i < 4000; i++) {
      const v = rng.int(0, max);
      if (v < max / 4) low++;
      if (v > (3 * max) / 4) high++;
    }
    // Each quarter should hold about 1000 draws.
    expect(low).toBeGreaterThan(850);
    expect(high).toBeGreaterThan(850);
  });

  it('names the bad bound', () => {
    const rng = createRng('errors');
    expect(() => rng.int(1.5, 3)).toThrow('int: min must be a safe integer (got 1.5)');
    expect(() => rng.int(0, 2 ** 60)).toThrow(/int: maxInclusive must be a safe integer/);
    expect(() => rng.int(5, 4)).toThrow('int: maxInclusive must be ≥ min (5) (got 4)');
    expect(() => rng.int('1' as unknown as number, 3)).toThrow(/min .* \(got "1"\)/);
    const error = (() => {
      try {
        rng.int(5, 4);
      } catch (caught) {
        return caught;
      }
    })();
    expect(isKnossosError(error)).toBe(true);
    expect(error).toMatchObject({
      code: 'KNOSSOS_RANDOM_ARGUMENT',
      argument: 'maxInclusive',
      field: 'maxInclusive',
    });
  });
});

describe('Rng.below', () => {
  it('draws exactly what int(0, n - 1) draws', () => {
    fc.assert(
      fc.property(seedArb, fc.integer({ min: 1, max: 2 ** 32 }), (seed, n) => {
        const a = createRng(seed);
        const b = createRng(seed);
        for (let i = 0; i < 5; i++) expect(a.below(n)).toBe(b.int(0, n - 1));
      }),
    );
  });

  it('refuses n outside 1–2^32', () => {
    const rng = createRng('below');
    for (const n of [0, -1, 1.5, Number.NaN, 2 ** 32 + 1]) {
      expect(() => rng.below(n)).toThrow(/below: n must be an integer 1–2³²/);
    }
  });
});

describe('Rng.next and Rng.bool', () => {
  it('next() stays in [0, 1) and is a multiple of 2^-53', () => {
    fc.assert(
      fc.property(seedArb, (seed) => {
        const rng = createRng(seed);
        for (let i = 0; i < 50; i++) {
          const v = rng.next();
          expect(v).toBeGreaterThanOrEqual(0);
          expect(v).toBeLessThan(1);
          expect(Number.isInteger(v * 2 ** 53)).toBe(true);
        }
      }),
    );
  });

  it('bool(p) is never true at p <= 0 and always true at p >= 1', () => {
    fc.assert(
      fc.property(
        seedArb,
        fc.double({ max: 0 }),
        fc.double({ min: 1, noNaN: true }),
        (s, lo, hi) => {
          const rng = createRng(s);
          expect(rng.bool(lo)).toBe(false);
          expect(rng.bool(hi)).toBe(true);
          expect(rng.bool(Number.NaN)).toBe(false);
        },
      ),
    );
  });

  it('bool(0.3) comes up true about 30% of the time', () => {
    const rng = createRng('bool');
    let hits = 0;
    for (let i = 0; i < 100_000; i++) if (rng.bool(0.3)) hits++;
    expect(Math.abs(hits - 30_000)).toBeLessThan(600); // about 4 standard deviations
  });
});

describe('Rng.pick, Rng.shuffle and Rng.weighted', () => {
  it('pick returns an element of the list', () => {
    fc.assert(
      fc.property(seedArb, fc.array(fc.anything(), { minLength: 1 }), (seed, items) => {
        expect(items).toContain(createRng(seed).pick(items));
      }),
    );
  });

  it('pick and shuffle refuse what has no usable length', () => {
    const rng = createRng('x');
    expect(() => rng.pick([])).toThrow('pick: items must not be empty (got [])');
    for (const bad of [null, undefined, 5, new Set([1]), { length: -1 }, { length: 1.5 }]) {
      expect(() => rng.pick(bad as unknown as number[])).toThrow(
        /pick: items must be an array-like/,
      );
      expect(() => rng.shuffle(bad as unknown as number[])).toThrow(/shuffle: items must be/);
    }
    expect(() => rng.pick({ length: Number.NaN } as ArrayLike<number>)).toThrow(/array-like/);
  });

  it('shuffle is a permutation, in place, for arrays and typed arrays', () => {
    fc.assert(
      fc.property(seedArb, fc.array(fc.integer()), (seed, items) => {
        const copy = items.slice();
        const typed = Int32Array.from(items);
        const rng = createRng(seed);
        expect(rng.shuffle(copy)).toBe(copy);
        expect(rng.shuffle(typed)).toBe(typed);
        const sorted = (a: ArrayLike<number>) => Array.from(a).sort((x, y) => x - y);
        expect(sorted(copy)).toEqual(sorted(items));
        expect(sorted(typed)).toEqual(sorted(items));
      }),
    );
  });

  it('shuffle makes all 6 orders of 3 items equally likely (chi-square, p = 0.001)', () => {
    const rng = createRng('chi-square-shuffle');
    const counts = new Map<string, number>();
    const n = 60_000;
    for (let i = 0; i < n; i++) {
      const key = rng.shuffle(['a', 'b', 'c']).join('');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(6);
    expect(chiSquare([...counts.values()], new Array(6).fill(n / 6))).toBeLessThan(20.515);
  });

  it('weighted never picks a zero weight and always returns a valid index', () => {
    fc.assert(
      fc.property(
        seedArb,
        fc.array(fc.oneof(fc.constant(0), fc.double({ min: 1e-6, max: 1e6, noNaN: true })), {
          minLength: 1,
        }),
        (seed, weights) => {
          fc.pre(weights.some((w) => w > 0));
          const rng = createRng(seed);
          for (let i = 0; i < 20; i++) {
            const index = rng.weighted(weights);
            expect(index).toBeGreaterThanOrEqual(0);
            expect(index).toBeLessThan(weights.length);
            expect(weights[index]).toBeGreaterThan(0);
          }
        },
      ),
    );
  });

  it('weighted follows its weights (chi-square, 3 degrees of freedom, p = 0.001)', () => {
    const rng = createRng('chi-square-weighted');
    const weights = [1, 2, 3, 4];
    const counts = [0, 0, 0, 0];
    const n = 100_000;
    for (let i = 0; i < n; i++) counts[rng.weighted(weights)]! += 1;
    expect(chiSquare(counts, [0.1 * n, 0.2 * n, 0.3 * n, 0.4 * n])).toBeLessThan(16.266);
  });

  it('weighted names the bad weight', () => {
    const rng = createRng('x');
    expect(() => rng.weighted([])).toThrow(/weighted: weights must not be empty/);
    expect(() => rng.weighted([1, -2])).toThrow(
      'weighted: weights[1] must be finite and ≥ 0 (got -2)',
    );
    expect(() => rng.weighted([1, Number.NaN])).toThrow(/weights\[1\]/);
    expect(() => rng.weighted([Number.POSITIVE_INFINITY])).toThrow(/weights\[0\]/);
    expect(() => rng.weighted(['1', 2] as unknown as number[])).toThrow(
      /weights\[0\] .* \(got "1"\)/,
    );
    expect(() => rng.weighted([1, null] as unknown as number[])).toThrow(/weights\[1\] .*null/);
    expect(() => rng.weighted(new BigInt64Array(2) as unknown as number[])).toThrow(/\(got 0n\)/);
    expect(() => rng.weighted([0, 0])).toThrow('weighted: weights must not all be 0 (got 0)');
  });

  it('weighted keeps its proportions at the ends of the float range', () => {
    const rng = createRng('extremes');
    for (const weights of [
      [1e308, 1e308],
      [5e-324, 5e-324],
      [Number.MAX_VALUE, Number.MAX_VALUE, 0],
    ]) {
      const counts = [0, 0, 0];
      for (let i = 0; i < 20_000; i++) counts[rng.weighted(weights)]! += 1;
      expect(counts[2]).toBe(0);
      expect(chiSquare(counts.slice(0, 2), [10_000, 10_000])).toBeLessThan(10.828);
    }
  });
});

describe('the Rng object', () => {
  it('is frozen, so its seed cannot be changed under its stream', () => {
    const rng = createRng('frozen');
    expect(Object.isFrozen(rng)).toBe(true);
    expect(() => {
      (rng as { seed: string }).seed = 'other';
    }).toThrow(TypeError);
  });

  it('has methods that work detached from the object', () => {
    const a = createRng('detached');
    const b = createRng('detached');
    const { next, int, uint32 } = a;
    expect(Array.from({ length: 3 }, next)).toEqual([b.next(), b.next(), b.next()]);
    expect(int(1, 6)).toBe(b.int(1, 6));
    expect(uint32()).toBe(b.uint32());
  });
});

describe('Rng.fork', () => {
  it('refuses labels that are neither strings nor finite numbers', () => {
    const rng = createRng('a');
    for (const label of [Number.NaN, undefined, {}, null]) {
      expect(() => rng.fork(label as unknown as string)).toThrow(
        /fork: label must be a string or a finite number/,
      );
    }
    expect(rng.fork(1).seed).toBe('a/1');
  });

  it('does not depend on how many draws the parent has made', () => {
    fc.assert(
      fc.property(seedArb, fc.string(), fc.nat({ max: 50 }), (seed, label, draws) => {
        const fresh = createRng(seed).fork(label);
        const used = createRng(seed);
        for (let i = 0; i < draws; i++) used.next();
        const late = used.fork(label);
        const take = (r: ReturnType<typeof createRng>) => [r.uint32(), r.uint32(), r.uint32()];
        expect(take(late)).toEqual(take(fresh));
      }),
    );
  });

  it('does not move the parent', () => {
    fc.assert(
      fc.property(seedArb, fc.string(), (seed, label) => {
        const a = createRng(seed);
        const b = createRng(seed);
        a.fork(label).next();
        expect(a.uint32()).toBe(b.uint32());
      }),
    );
  });

  it('is the stream of the seed "parent/label", and differs from the parent and its siblings', () => {
    fc.assert(
      fc.property(seedArb, fc.string(), fc.string(), (seed, x, y) => {
        fc.pre(x !== y);
        const parent = createRng(seed);
        const child = parent.fork(x);
        expect(child.seed).toBe(`${seed}/${x}`);
        const rebuilt = createRng(`${seed}/${x}`);
        const sibling = parent.fork(y);
        const c = [child.uint32(), child.uint32()];
        expect([rebuilt.uint32(), rebuilt.uint32()]).toEqual(c);
        expect([sibling.uint32(), sibling.uint32()]).not.toEqual(c);
        expect([parent.uint32(), parent.uint32()]).not.toEqual(c);
      }),
    );
  });
});
