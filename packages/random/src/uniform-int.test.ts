import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { referenceBelow, referenceLemire } from './reference.test-util.js';
import { draw53, type RawSource, uniformBelow, uniformInt } from './uniform-int.js';

/** A source that plays back given unsigned 32-bit draws (as pure-rand's signed values). */
function scripted(draws: readonly number[]): RawSource & { used: number } {
  const source = {
    used: 0,
    next(): number {
      const value = draws[source.used++];
      if (value === undefined) throw new Error('scripted source ran out of draws');
      return value | 0;
    },
  };
  return source;
}

const u32 = fc.integer({ min: 0, max: 0xffffffff });

describe('uniformBelow', () => {
  it('agrees with the exact BigInt Lemire method for n ≤ 2^21', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 21 }),
        fc.array(u32, { minLength: 8 }),
        (n, raw) => {
          const threshold = 2 ** 32 % n;
          fc.pre(raw.slice(0, 4).some((u) => (u * n) % 2 ** 32 >= threshold)); // enough draws
          const fast = scripted(raw);
          const slow = scripted(raw);
          const expected = referenceLemire(() => BigInt(slow.next() >>> 0), BigInt(n));
          expect(uniformBelow(fast, n)).toBe(Number(expected));
          expect(fast.used).toBe(slow.used);
        },
      ),
    );
  });

  it('agrees with the exact BigInt division method for 2^21 < n ≤ 2^32', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2 ** 21 + 1, max: 2 ** 32 }),
        fc.array(u32, { minLength: 8 }),
        (n, raw) => {
          const q = Math.floor(2 ** 32 / n);
          fc.pre(raw.slice(0, 4).some((u) => u < q * n)); // the script must not run out
          const fast = scripted(raw);
          const slow = scripted(raw);
          const expected = referenceBelow(() => BigInt(slow.next() >>> 0), 32n, BigInt(n));
          expect(uniformBelow(fast, n)).toBe(Number(expected));
          expect(fast.used).toBe(slow.used);
        },
      ),
    );
  });

  it('agrees with the exact BigInt division method for 2^32 < n ≤ 2^53', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2 ** 32 + 1, max: 2 ** 53 }),
        fc.array(u32, { minLength: 8, maxLength: 8 }),
        (n, raw) => {
          const padded = [...raw, ...raw, ...raw, ...raw];
          const fast = scripted(padded);
          const slow = scripted(padded);
          const draw = () => BigInt(draw53(slow));
          let expected: bigint;
          try {
            expected = referenceBelow(draw, 53n, BigInt(n));
          } catch {
            return; // both would need more draws than scripted
          }
          expect(uniformBelow(fast, n)).toBe(Number(expected));
        },
      ),
    );
  });

  it('maps the first and last draw of each run to the right value (exact division)', () => {
    for (const n of [2 ** 21 + 1, 65_537 * 64, 2 ** 31 + 1, 2 ** 32 - 1, 2 ** 32]) {
      const q = Math.floor(2 ** 32 / n);
      for (const r of new Set([0, 1, Math.floor(n / 2), n - 1].filter((v) => v < n))) {
        expect(uniformBelow(scripted([r * q]), n)).toBe(r);
        expect(uniformBelow(scripted([r * q + q - 1]), n)).toBe(r);
      }
      // The first rejected draw is skipped in favour of the next one.
      if (q * n < 2 ** 32) expect(uniformBelow(scripted([q * n, 0]), n)).toBe(0);
    }
  });

  it('takes small answers from the high bits and rejects exactly the biased low products', () => {
    for (const n of [1, 2, 3, 6, 7, 100, 1000, 2 ** 21]) {
      // u = 0 makes product 0, which is rejected unless n divides 2^32.
      if (2 ** 32 % n > 0) expect(uniformBelow(scripted([0, 0xffffffff]), n)).toBe(n - 1);
      else expect(uniformBelow(scripted([0]), n)).toBe(0);
      expect(uniformBelow(scripted([0xffffffff]), n)).toBe(n - 1);
      expect(uniformBelow(scripted([0x80000001]), n)).toBe(Math.floor(n / 2));
    }
  });
});

describe('uniformInt', () => {
  it('covers the widest safe range, both halves, with exact values', () => {
    const min = Number.MIN_SAFE_INTEGER;
    const max = Number.MAX_SAFE_INTEGER;
    // draw53 = 0 with the high bit set lands on min + 2^53; with it clear, on min itself.
    expect(uniformInt(scripted([0, 0, 0x80000000]), min, max)).toBe(min + 2 ** 53);
    expect(uniformInt(scripted([0, 0, 0]), min, max)).toBe(min);
    // The largest 54-bit offset is past max and rejected; the next try is taken.
    const top = [0xffffffff, 0xffffffff, 0x80000000];
    expect(uniformInt(scripted([...top, 0, 0, 0]), min, max)).toBe(min);
  });

  it('adds min to a draw below the range size', () => {
    fc.assert(
      fc.property(
        fc.maxSafeInteger(),
        fc.integer({ min: 0, max: 2 ** 40 }),
        u32,
        (min, span, u) => {
          fc.pre(min + span <= Number.MAX_SAFE_INTEGER);
          const source = scripted([u, u, u, u, u, u]);
          const reference = scripted([u, u, u, u, u, u]);
          let expected: number;
          try {
            expected = min + uniformBelow(reference, span + 1);
          } catch {
            return;
          }
          expect(uniformInt(source, min, min + span)).toBe(expected);
        },
      ),
    );
  });
});
