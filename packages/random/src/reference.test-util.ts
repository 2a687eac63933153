// Second code paths for the tests: each is written from the published description (or the
// docstring) with the plainest arithmetic available, and shares no code with the package.

const MASK64 = (1n << 64n) - 1n;

function rotl64(x: bigint, k: bigint): bigint {
  return ((x << k) | (x >> (64n - k))) & MASK64;
}

/**
 * xoroshiro128+ on 64-bit BigInts, straight from Blackman and Vigna, "Scrambled linear
 * pseudorandom number generators" (2018), rotations a=24, b=16, c=37, started from the state
 * `s0 = a:b, s1 = c:d`. Returns the low 32 bits of each 64-bit output, as pure-rand does.
 */
export function referenceUint32s(state: readonly number[], count: number): number[] {
  let s0 = (BigInt(state[0]!) << 32n) | BigInt(state[1]!);
  let s1 = (BigInt(state[2]!) << 32n) | BigInt(state[3]!);
  const out: number[] = [];
  for (let i = 0; i < count; i++) {
    const result = (s0 + s1) & MASK64;
    const t = s1 ^ s0;
    s0 = rotl64(s0, 24n) ^ t ^ ((t << 16n) & MASK64);
    s1 = rotl64(t, 37n);
    out.push(Number(result & 0xffffffffn));
  }
  return out;
}

/** The seed hash exactly as `hashSeed`'s docstring states it, over TextEncoder's UTF-8 bytes. */
export function referenceHashSeed(seed: string): number[] {
  const u32 = (x: number) => x >>> 0;
  const mul = (x: number, m: number) => u32(Number((BigInt(u32(x)) * BigInt(m)) & 0xffffffffn));
  const fmix32 = (input: number) => {
    let h = u32(input);
    h = u32(h ^ (h >>> 16));
    h = mul(h, 0x85ebca6b);
    h = u32(h ^ (h >>> 13));
    h = mul(h, 0xc2b2ae35);
    return u32(h ^ (h >>> 16));
  };
  const lane = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a];
  const bytes = new TextEncoder().encode(seed);
  for (const x of bytes) {
    lane[0] = mul(lane[0]! ^ x, 0x9e3779b1);
    lane[1] = mul(lane[1]! ^ (lane[0]! >>> 15) ^ x, 0x85ebca77);
    lane[2] = mul(lane[2]! ^ (lane[1]! >>> 13) ^ x, 0xc2b2ae3d);
    lane[3] = mul(lane[3]! ^ (lane[2]! >>> 16) ^ x, 0x27d4eb2f);
  }
  lane[0] = u32(lane[0]! ^ bytes.length);
  for (let round = 0; round < 2; round++) {
    for (let i = 0; i < 4; i++) lane[i] = fmix32(lane[i]! + lane[(i + 3) % 4]!);
  }
  return lane;
}

/**
 * Lemire's multiply-shift method in exact BigInt arithmetic, as the paper states it: `m = u · n`;
 * when `m mod 2³² < 2³² mod n` draw again; answer `⌊m / 2³²⌋`.
 */
export function referenceLemire(draw: () => bigint, n: bigint): bigint {
  const two32 = 1n << 32n;
  const threshold = two32 % n;
  for (;;) {
    const m = draw() * n;
    if (m % two32 >= threshold) return m / two32;
  }
}

/**
 * The division method of `uniformBelow` in exact BigInt arithmetic: draws `u` of `bits` bits
 * come from `draw`; `q = ⌊2^bits / n⌋`; reject `u ≥ q·n`; answer `⌊u / q⌋`.
 */
export function referenceBelow(draw: () => bigint, bits: bigint, n: bigint): bigint {
  const q = (1n << bits) / n;
  for (;;) {
    const u = draw();
    if (u < q * n) return u / q;
  }
}

/** Chi-square statistic of observed counts against expected counts. */
export function chiSquare(observed: ArrayLike<number>, expected: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < observed.length; i++) {
    const diff = observed[i]! - expected[i]!;
    sum += (diff * diff) / expected[i]!;
  }
  return sum;
}

/**
 * Linear complexity of a bit sequence over GF(2) (Berlekamp–Massey): the length of the shortest
 * linear feedback shift register that generates it. About n/2 for random bits; a sequence made by
 * an LFSR of length L stops at L however long it runs.
 */
export function linearComplexity(bits: readonly number[]): number {
  const n = bits.length;
  const c = new Uint8Array(n + 1);
  let b = new Uint8Array(n + 1);
  c[0] = 1;
  b[0] = 1;
  let length = 0;
  let m = -1;
  for (let i = 0; i < n; i++) {
    let discrepancy = bits[i]!;
    for (let j = 1; j <= length; j++) discrepancy ^= c[j]! & bits[i - j]!;
    if (discrepancy === 1) {
      const previous = c.slice();
      for (let j = 0; j + i - m <= n; j++) c[j + i - m]! ^= b[j]!;
      if (2 * length <= i) {
        length = i + 1 - length;
        m = i;
        b = previous;
      }
    }
  }
  return length;
}
