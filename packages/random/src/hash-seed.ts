import { RandomArgumentError } from './errors.js';

/**
 * The Knossos seed hash (version 1): turns any seed string into the 128-bit starting state of a
 * generator. It is specified exactly so that other implementations can reproduce Knossos streams.
 *
 * 1. The seed is encoded as UTF-8 bytes `x₀ … x₍ₙ₋₁₎`.
 * 2. Four 32-bit lanes start at `a, b, c, d = 0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a`
 *    (the first four SHA-256 initial words).
 * 3. Each byte `x` is absorbed into all four lanes in turn, each lane feeding the next so that no
 *    lane is a function of the bytes alone (all arithmetic modulo 2³², `imul` = 32-bit multiply):
 *    `a = imul(a ⊕ x, 0x9e3779b1)`, `b = imul(b ⊕ (a ≫ 15) ⊕ x, 0x85ebca77)`,
 *    `c = imul(c ⊕ (b ≫ 13) ⊕ x, 0xc2b2ae3d)`, `d = imul(d ⊕ (c ≫ 16) ⊕ x, 0x27d4eb2f)`.
 * 4. The byte count `n` is folded in (`a = a ⊕ n`), then two finishing rounds run, each setting
 *    in turn `a = fmix32(a + d)`, `b = fmix32(b + a)`, `c = fmix32(c + b)`, `d = fmix32(d + c)`
 *    (each lane sees the freshly mixed one before it), where `fmix32` is MurmurHash3's 32-bit
 *    finaliser: `h ⊕= h ≫ 16; h = imul(h, 0x85ebca6b); h ⊕= h ≫ 13; h = imul(h, 0xc2b2ae35);
 *    h ⊕= h ≫ 16`. After them every input bit reaches every output bit.
 * 5. An all-zero result (which xoroshiro128+ cannot use) would be replaced by the step-2 words;
 *    no seed is known to produce one.
 *
 * Seeds are therefore told apart by their UTF-8 bytes: a lone surrogate (which UTF-8 cannot hold)
 * is encoded as U+FFFD, exactly as `TextEncoder` does, so `'\ud800'` and `'\ufffd'` hash alike.
 *
 * @param seed - any string, including the empty string.
 * @returns four unsigned 32-bit words `[a, b, c, d]`; Knossos uses `a:b` as the high:low halves
 *   of xoroshiro128+'s first state word and `c:d` as the second.
 * @throws {@link RandomArgumentError} when `seed` is not a string.
 */
export function hashSeed(seed: string): [number, number, number, number] {
  if (typeof seed !== 'string') {
    throw new RandomArgumentError('hashSeed', 'seed', 'must be a string', seed);
  }
  let a = IV0;
  let b = IV1;
  let c = IV2;
  let d = IV3;
  let length = 0;
  // UTF-8 is produced on the fly (no TextEncoder buffer), so hashing allocates nothing; a lone
  // surrogate is encoded as U+FFFD, exactly as TextEncoder would.
  for (let i = 0; i < seed.length; i++) {
    let code = seed.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdfff) {
      const next = i + 1 < seed.length ? seed.charCodeAt(i + 1) : 0;
      if (code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
        code = 0x10000 + ((code - 0xd800) << 10) + (next - 0xdc00);
        i++;
      } else {
        code = 0xfffd;
      }
    }
    if (code < 0x80) {
      absorb(code);
    } else if (code < 0x800) {
      absorb(0xc0 | (code >> 6));
      absorb(0x80 | (code & 63));
    } else if (code < 0x10000) {
      absorb(0xe0 | (code >> 12));
      absorb(0x80 | ((code >> 6) & 63));
      absorb(0x80 | (code & 63));
    } else {
      absorb(0xf0 | (code >> 18));
      absorb(0x80 | ((code >> 12) & 63));
      absorb(0x80 | ((code >> 6) & 63));
      absorb(0x80 | (code & 63));
    }
  }
  a ^= length;
  for (let round = 0; round < 2; round++) {
    a = fmix32((a + d) | 0);
    b = fmix32((b + a) | 0);
    c = fmix32((c + b) | 0);
    d = fmix32((d + c) | 0);
  }
  if ((a | b | c | d) === 0) return [IV0, IV1, IV2, IV3];
  return [a, b, c, d];

  function absorb(x: number): void {
    a = Math.imul(a ^ x, 0x9e3779b1);
    b = Math.imul(b ^ (a >>> 15) ^ x, 0x85ebca77);
    c = Math.imul(c ^ (b >>> 13) ^ x, 0xc2b2ae3d);
    d = Math.imul(d ^ (c >>> 16) ^ x, 0x27d4eb2f);
    length++;
  }
}

const IV0 = 0x6a09e667;
const IV1 = 0xbb67ae85;
const IV2 = 0x3c6ef372;
const IV3 = 0xa54ff53a;

/** MurmurHash3's 32-bit finaliser (Austin Appleby, public domain): a bijective avalanche mix. */
function fmix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}
