import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import { RandomArgumentError } from './errors.js';
import { hashSeed } from './hash-seed.js';

/** Anything that can be read and written by index: a plain array or a typed array. */
export interface MutableArrayLike<T> {
  /** Number of items. */
  readonly length: number;
  /** The item at an index in `[0, length)`. */
  [index: number]: T;
}

/**
 * A seeded random stream. Every Knossos generator takes one as an argument; none keeps a
 * module-level generator or calls `Math.random`. The same seed yields the same draws on every
 * platform and every version of this major release (golden tests pin them).
 *
 * Draws come from xoroshiro128+ (Blackman and Vigna, 2018) as implemented by `pure-rand`, seeded
 * with {@link hashSeed}. It is fast and statistically sound for generation; it is not a
 * cryptographic generator.
 */
export interface Rng {
  /** The seed this stream was created from (numbers are given in their decimal form). */
  readonly seed: string;
  /** A float uniform in `[0, 1)` with 53 random bits: the top 27 and 26 bits of two raw draws. */
  next(): number;
  /** A raw 32-bit draw: an integer uniform in `[0, 2³²)`. The cheapest draw there is. */
  uint32(): number;
  /**
   * An integer uniform in `[min, maxInclusive]`, without modulo bias (rejection sampling).
   *
   * @param min - lowest value; a safe integer.
   * @param maxInclusive - highest value; a safe integer `≥ min`.
   * @throws {@link RandomArgumentError} when a bound is not a safe integer or `maxInclusive < min`.
   */
  int(min: number, maxInclusive: number): number;
  /**
   * `true` with probability `p`: `p ≤ 0` (or `NaN`) never, `p ≥ 1` always. Always one draw.
   *
   * @param p - probability in `[0, 1]`; defaults to `0.5`.
   */
  bool(p?: number): boolean;
  /**
   * One item chosen uniformly.
   *
   * @param items - a non-empty array or typed array.
   * @throws {@link RandomArgumentError} when `items` is empty.
   */
  pick<T>(items: ArrayLike<T>): T;
  /**
   * Shuffles `items` in place (Fisher–Yates, Durstenfeld's form: `length − 1` draws) and returns
   * the same object, so every permutation is equally likely.
   *
   * @param items - a plain array or a typed array; left untouched when it has fewer than 2 items.
   */
  shuffle<A extends MutableArrayLike<unknown>>(items: A): A;
  /**
   * An index chosen with probability proportional to its weight: index `i` with probability
   * `weights[i] / Σ weights`. Zero weights are never chosen.
   *
   * @param weights - finite, non-negative numbers with a positive sum.
   * @returns an index in `[0, weights.length)`.
   * @throws {@link RandomArgumentError} naming the first bad weight, or when the sum is 0.
   */
  weighted(weights: ArrayLike<number>): number;
  /**
   * An independent child stream for one part of the work (`rng.fork('carve')`), so that a part
   * drawing more or fewer numbers never shifts the draws of another. The child is exactly
   * `createRng(`${seed}/${label}`)`: it depends on the parent's seed and the label only, never
   * on how many draws the parent has made, and it can be rebuilt on its own.
   *
   * @param label - names the part; the same label always gives the same child.
   */
  fork(label: string | number): Rng;
}

/**
 * Creates a seeded random stream.
 *
 * @param seed - a string (any, including `''`) or a finite number, which stands for its decimal
 *   string: `createRng(7)` and `createRng('7')` are the same stream.
 * @returns a new {@link Rng} positioned at its first draw.
 * @throws {@link RandomArgumentError} when `seed` is a non-finite number or neither string nor number.
 *
 * @example
 * ```ts
 * const rng = createRng('level-7');
 * rng.int(1, 6); // the same die roll on every machine
 * ```
 */
export function createRng(seed: string | number): Rng {
  return new SeededRng(seedString(seed));
}

function seedString(seed: unknown): string {
  if (typeof seed === 'string') return seed;
  if (typeof seed === 'number') {
    if (!Number.isFinite(seed))
      throw new RandomArgumentError('createRng', 'seed', 'must be finite');
    return String(seed);
  }
  throw new RandomArgumentError('createRng', 'seed', 'must be a string or a number');
}

class SeededRng implements Rng {
  readonly seed: string;
  readonly #source: RandomGenerator;

  constructor(seed: string) {
    this.seed = seed;
    const [a, b, c, d] = hashSeed(seed);
    // pure-rand orders xoroshiro128+'s state as [s0 high, s0 low, s1 high, s1 low].
    this.#source = xoroshiro128plusFromState([a | 0, b | 0, c | 0, d | 0]);
  }

  next(): number {
    // xoroshiro128+'s lowest output bits are its weakest (they are plain linear feedback), so
    // the float is built from the top 27 and top 26 bits of two draws.
    const high = this.#source.next() >>> 5;
    const low = this.#source.next() >>> 6;
    return (high * 0x4000000 + low) * 2 ** -53;
  }

  uint32(): number {
    return this.#source.next() >>> 0;
  }

  int(min: number, maxInclusive: number): number {
    if (!Number.isSafeInteger(min)) {
      throw new RandomArgumentError('int', 'min', `must be a safe integer (got ${min})`);
    }
    if (!Number.isSafeInteger(maxInclusive)) {
      throw new RandomArgumentError(
        'int',
        'maxInclusive',
        `must be a safe integer (got ${maxInclusive})`,
      );
    }
    if (maxInclusive < min) {
      throw new RandomArgumentError(
        'int',
        'maxInclusive',
        `must be ≥ min (${maxInclusive} < ${min})`,
      );
    }
    return uniformInt(this.#source, min, maxInclusive);
  }

  bool(p = 0.5): boolean {
    return this.next() < p;
  }

  pick<T>(items: ArrayLike<T>): T {
    if (items.length === 0) throw new RandomArgumentError('pick', 'items', 'must not be empty');
    return items[uniformInt(this.#source, 0, items.length - 1)]!;
  }

  shuffle<A extends MutableArrayLike<unknown>>(items: A): A {
    for (let i = items.length - 1; i > 0; i--) {
      const j = uniformInt(this.#source, 0, i);
      const held = items[i];
      items[i] = items[j];
      items[j] = held;
    }
    return items;
  }

  weighted(weights: ArrayLike<number>): number {
    if (weights.length === 0) {
      throw new RandomArgumentError('weighted', 'weights', 'must not be empty');
    }
    let total = 0;
    for (let i = 0; i < weights.length; i++) {
      const w = weights[i]!;
      if (!(w >= 0) || w === Number.POSITIVE_INFINITY) {
        throw new RandomArgumentError(
          'weighted',
          `weights[${i}]`,
          `must be finite and ≥ 0 (got ${w})`,
        );
      }
      total += w;
    }
    if (!(total > 0) || !Number.isFinite(total)) {
      throw new RandomArgumentError(
        'weighted',
        'weights',
        `must have a finite positive sum (got ${total})`,
      );
    }
    const target = this.next() * total;
    let running = 0;
    let last = 0;
    for (let i = 0; i < weights.length; i++) {
      const w = weights[i]!;
      if (w === 0) continue;
      running += w;
      last = i;
      if (target < running) return i;
    }
    // Rounding can leave `running` a hair under `total`; the draw then belongs to the last
    // positive weight, which is where it would have fallen with exact arithmetic.
    return last;
  }

  fork(label: string | number): Rng {
    return new SeededRng(`${this.seed}/${label}`);
  }
}
