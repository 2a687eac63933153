// A second, deliberately plain implementation of the stream for cross-checking in tests:
// xoroshiro128+ on 64-bit BigInts, straight from the published algorithm (Blackman and Vigna,
// "Scrambled linear pseudorandom number generators", 2018; rotations a=24, b=16, c=37), fed by
// the same seed state. Nothing here is shared with the production code path except hashSeed.
import { hashSeed } from './hash-seed.js';

const MASK64 = (1n << 64n) - 1n;

function rotl(x: bigint, k: bigint): bigint {
  return ((x << k) | (x >> (64n - k))) & MASK64;
}

/** Raw draws of the reference generator: the low 32 bits of each 64-bit output. */
export function referenceUint32s(seed: string, count: number): number[] {
  const [a, b, c, d] = hashSeed(seed);
  let s0 = (BigInt(a) << 32n) | BigInt(b);
  let s1 = (BigInt(c) << 32n) | BigInt(d);
  const out: number[] = [];
  for (let i = 0; i < count; i++) {
    const result = (s0 + s1) & MASK64;
    const t = s1 ^ s0;
    s0 = rotl(s0, 24n) ^ t ^ ((t << 16n) & MASK64);
    s1 = rotl(t, 37n);
    out.push(Number(result & 0xffffffffn));
  }
  return out;
}

/** Chi-square statistic of observed counts against equal expected counts. */
export function chiSquare(observed: ArrayLike<number>, expected: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < observed.length; i++) {
    const diff = observed[i]! - expected[i]!;
    sum += (diff * diff) / expected[i]!;
  }
  return sum;
}
