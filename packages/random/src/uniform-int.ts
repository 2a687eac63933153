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

/** Up to this range size the product of a 32-bit draw and `n` is exact in a double. */
const TWO_21 = 2097152;
const TWO_MINUS_32 = 2 ** -32;

/**
 * An integer uniform in `[0, n)` for `1 ≤ n ≤ 2⁵³`, without bias, set by the high bits of the
 * draws (a draw's weak low bits can only move the answer across a boundary between two values).
 *
 * - `n ≤ 2²¹` (every hot path: picking among neighbours, shuffling): Lemire's multiply-shift
 *   method (D. Lemire, "Fast random integer generation in an interval", ACM TOMACS 29(1), 2019).
 *   The answer is the high 32 bits of `u · n`; a product whose low 32 bits fall below
 *   `2³² mod n` is rejected, which removes the bias, and the modulo is only computed when the low
 *   part is below `n`. In a double, `u · n < 2⁵³` is exact.
 * - larger `n`: the division method. With `q = ⌊2ᵏ / n⌋` (k = 32, or 53 from two draws), the
 *   draws `u < q·n` split into `n` runs of exactly `q` values and `⌊u / q⌋` names the run; larger
 *   draws are rejected. The quotient is exact because `u < 2⁵³` leaves it at least `1/q` below
 *   the next integer, more than the division's rounding error.
 */
export function uniformBelow(source: RawSource, n: number): number {
  // Kept small (the engine inlines it into hot loops whole): larger ranges go to another function.
  if (n > TWO_21) return uniformBelowLarge(source, n);
  // The low 32 bits of u · n come from Math.imul; the high part is then an exact division by
  // a power of two. (JavaScript's % on doubles is a library call, far slower than either, so
  // the threshold is only computed when the low part is below n.) One call site for the draw
  // keeps this small enough to inline whole.
  for (;;) {
    const u = source.next() >>> 0;
    const low = Math.imul(u, n) >>> 0;
    // The quotient is below 2²¹, so `| 0` only tells the engine it is a small integer.
    if (low >= n || low >= TWO_32 % n) return ((u * n - low) * TWO_MINUS_32) | 0;
  }
}

/** {@link uniformBelow} for `n > 2²¹`: the division method. */
function uniformBelowLarge(source: RawSource, n: number): number {
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
