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

/**
 * The seed hash exactly as its documentation states it, over TextEncoder's UTF-8 bytes: the
 * second code path for hashSeed's allocation-free encoder.
 */
export function referenceHashSeed(seed: string): number[] {
  const bytes = new TextEncoder().encode(seed);
  let [a, b, c, d] = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a];
  for (const x of bytes) {
    a = Math.imul(a ^ x, 0x9e3779b1);
    b = Math.imul(b ^ (a >>> 15) ^ x, 0x85ebca77);
    c = Math.imul(c ^ (b >>> 13) ^ x, 0xc2b2ae3d);
    d = Math.imul(d ^ (c >>> 16) ^ x, 0x27d4eb2f);
  }
  a ^= bytes.length;
  const fmix = (h: number) => {
    let v = h ^ (h >>> 16);
    v = Math.imul(v, 0x85ebca6b);
    v ^= v >>> 13;
    v = Math.imul(v, 0xc2b2ae35);
    v ^= v >>> 16;
    return v >>> 0;
  };
  for (let round = 0; round < 2; round++) {
    a = fmix(a + d);
    b = fmix(b + a);
    c = fmix(c + b);
    d = fmix(d + c);
  }
  return [a, b, c, d];
}
