import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { referenceBelow } from './reference.test-util.js';
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
  it('agrees with the exact BigInt division method for n ≤ 2^32', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 32 }),
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
    for (const n of [1, 2, 3, 6, 7, 100, 1000, 65_537, 2 ** 31 + 1, 2 ** 32 - 1, 2 ** 32]) {
      const q = Math.floor(2 ** 32 / n);
      for (const r of new Set([0, 1, Math.floor(n / 2), n - 1].filter((v) => v < n))) {
        expect(uniformBelow(scripted([r * q]), n)).toBe(r);
        expect(uniformBelow(scripted([r * q + q - 1]), n)).toBe(r);
      }
      // The first rejected draw is skipped in favour of the next one.
      if (q * n < 2 ** 32) expect(uniformBelow(scripted([q * n, 0]), n)).toBe(0);
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
