/** The part of a pure-rand generator Knossos draws from: a signed 32-bit integer per call. */
export interface RawSource {
  /** Next raw draw, uniform over the 32-bit integers (signed, as pure-rand returns them). */
  next(): number;
}

const TWO_32 = 4294967296;
const TWO_53 = 9007199254740992;

/**
 * A 53-bit integer uniform in `[0, 2⁵³)`, from the top 27 and top 26 bits of two raw draws.
 * xoroshiro128+'s lowest output bits are its weakest (plain linear feedback), so Knossos never
 * lets them decide a result.
 */
export function draw53(source: RawSource): number {
  return (source.next() >>> 5) * 0x4000000 + (source.next() >>> 6);
}

/**
 * An integer uniform in `[0, n)` for `1 ≤ n ≤ 2⁵³`, without bias.
 *
 * Division method: with `q = ⌊2ᵏ / n⌋`, the draws `u < q·n` split into `n` runs of exactly `q`
 * values and `⌊u / q⌋` names the run; larger draws are rejected (less than half of them, always).
 * The answer is where `u` lies, so it is set by the high bits: a draw's weak low bits change it
 * only when they carry `u` across a run boundary, and for small `n` (long runs) almost never.
 * The quotient is exact in floating point because `u < 2⁵³` leaves the true quotient at least
 * `1/q` below the next integer, more than the division's rounding error.
 */
export function uniformBelow(source: RawSource, n: number): number {
  if (n <= TWO_32) {
    const q = Math.floor(TWO_32 / n);
    const limit = q * n;
    let u = source.next() >>> 0;
    while (u >= limit) u = source.next() >>> 0;
    return Math.floor(u / q);
  }
  const q = Math.floor(TWO_53 / n);
  const limit = q * n;
  let x = draw53(source);
  while (x >= limit) x = draw53(source);
  return Math.floor(x / q);
}

/**
 * An integer uniform in `[min, max]` for safe integers `min ≤ max`, including ranges wider than
 * 2⁵³ (up to `[-(2⁵³−1), 2⁵³−1]`), which are drawn as 54-bit offsets and rejected past `max`.
 */
export function uniformInt(source: RawSource, min: number, max: number): number {
  // When the true difference is below 2⁵³ it is computed exactly, so this test is exact too.
  if (max - min < TWO_53) return min + uniformBelow(source, max - min + 1);
  // Here min < 0 (max ≤ 2⁵³−1), so min + 2⁵³ is exact, and so is every accepted value.
  for (;;) {
    const x = draw53(source);
    const value = source.next() < 0 ? min + TWO_53 + x : min + x;
    if (value <= max) return value;
  }
}
