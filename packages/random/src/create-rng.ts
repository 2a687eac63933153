import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { RandomArgumentError } from './errors.js';
import { hashSeed } from './hash-seed.js';
import { uniformBelow, uniformInt } from './uniform-int.js';

const TWO_32 = 4294967296;

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
 * platform and in every version of this major release (golden tests pin every method).
 *
 * Draws come from xoroshiro128+ (Blackman and Vigna, 2018) as implemented by `pure-rand`, seeded
 * with {@link hashSeed}. Every derived draw (`next`, `int`, `bool`, `pick`, `shuffle`, `weighted`)
 * is set by the high bits of the raw draws, never by xoroshiro128+'s weak lowest bits alone; it
 * is fast and statistically sound for generation, not a cryptographic generator. The object is frozen and its methods need no `this`, so they can
 * be passed around on their own (`Array.from({ length: 3 }, rng.next)`).
 */
export interface Rng {
  /** The seed this stream was created from; a number seed appears as `String(n)` writes it. */
  readonly seed: string;
  /** A float uniform in `[0, 1)` with 53 random bits: the top 27 and 26 bits of two raw draws. */
  next(): number;
  /**
   * A raw draw: an integer uniform in `[0, 2³²)`, the cheapest draw there is. Its lowest few bits
   * are weak (xoroshiro128+'s low bits follow a linear recurrence), so never reduce it modulo a
   * small number: use {@link Rng.int} for that.
   */
  uint32(): number;
  /**
   * An integer uniform in `[min, maxInclusive]`, without bias (division method with rejection,
   * decided by the high bits; one raw draw for ranges up to 2³² values, two or three beyond).
   *
   * @param min - lowest value; a safe integer.
   * @param maxInclusive - highest value; a safe integer `≥ min`.
   * @throws {@link RandomArgumentError} when a bound is not a safe integer or `maxInclusive < min`.
   */
  int(min: number, maxInclusive: number): number;
  /**
   * An integer uniform in `[0, n)`: the same draw as `int(0, n − 1)`, for hot loops (one cheap
   * argument check instead of three).
   *
   * @param n - how many values, an integer 1–2³².
   * @throws {@link RandomArgumentError} when `n` is not an integer 1–2³².
   */
  below(n: number): number;
  /**
   * `true` with probability `p`: `p ≤ 0` (or `NaN`) never, `p ≥ 1` always. Consumes one
   * {@link Rng.next} (two raw draws) whatever `p` is, so later draws do not depend on `p`.
   *
   * @param p - probability in `[0, 1]`; defaults to `0.5`.
   */
  bool(p?: number): boolean;
  /**
   * One item chosen uniformly.
   *
   * @param items - a non-empty array, typed array or array-like with a safe integer `length`.
   * @throws {@link RandomArgumentError} when `items` is empty or has no valid `length`.
   */
  pick<T>(items: ArrayLike<T>): T;
  /**
   * Shuffles `items` in place (Fisher–Yates, Durstenfeld's form: `length − 1` draws, from the
   * end) and returns the same object, so every permutation is equally likely.
   *
   * @param items - an array, typed array or writable array-like; untouched below 2 items.
   * @throws {@link RandomArgumentError} when `items` has no valid `length`.
   */
  shuffle<A extends MutableArrayLike<unknown>>(items: A): A;
  /**
   * An index chosen with probability proportional to its weight: index `i` with probability
   * `weights[i] / Σ weights`. Zero weights are never chosen. Consumes one {@link Rng.next}.
   *
   * @param weights - finite, non-negative numbers with a positive sum (any magnitude: weights are
   *   rescaled when their sum would overflow or lose precision).
   * @returns an index in `[0, weights.length)`.
   * @throws {@link RandomArgumentError} naming the first bad weight, or when all are 0.
   */
  weighted(weights: ArrayLike<number>): number;
  /**
   * An independent child stream for one part of the work (`rng.fork('carve')`), so that a part
   * drawing more or fewer numbers never shifts the draws of another. The child is exactly
   * `createRng(`${seed}/${label}`)`: it depends on the parent's seed and the label only, never
   * on how many draws the parent has made, and it can be rebuilt on its own. (So
   * `createRng('a/b').fork('c')` and `createRng('a').fork('b/c')` are the same stream: keep `/`
   * out of labels when that matters.)
   *
   * @param label - names the part: a string, or a finite number standing for `String(label)`.
   * @throws {@link RandomArgumentError} when `label` is neither a string nor a finite number.
   */
  fork(label: string | number): Rng;
}

/**
 * Creates a seeded random stream.
 *
 * Seeds are told apart by their UTF-8 bytes (see {@link hashSeed}): a lone surrogate encodes as
 * U+FFFD, and a number stands for `String(n)`, so `createRng(7)` is `createRng('7')` and `-0`
 * is `0`.
 *
 * @param seed - a string (any, including `''`) or a finite number.
 * @returns a new, frozen {@link Rng} positioned at its first draw.
 * @throws {@link RandomArgumentError} when `seed` is a non-finite number or neither string nor number.
 *
 * @example
 * ```ts
 * const rng = createRng('level-7');
 * rng.int(1, 6); // the same die roll on every machine
 * ```
 */
export function createRng(seed: string | number): Rng {
  const key = textOf('createRng', 'seed', seed);
  const [a, b, c, d] = hashSeed(key);
  // pure-rand orders xoroshiro128+'s state as [s0 high, s0 low, s1 high, s1 low].
  const source = xoroshiro128plusFromState([a | 0, b | 0, c | 0, d | 0]);

  // draw53 written out: as a call it measured three times slower on V8 (Node 20).
  const next = (): number =>
    ((source.next() >>> 5) * 0x4000000 + (source.next() >>> 6)) * 1.1102230246251565e-16;

  return Object.freeze<Rng>({
    seed: key,
    next,

    uint32: () => source.next() >>> 0,

    int(min: number, maxInclusive: number): number {
      if (!Number.isSafeInteger(min)) {
        throw new RandomArgumentError('int', 'min', 'must be a safe integer', min);
      }
      if (!Number.isSafeInteger(maxInclusive)) {
        throw new RandomArgumentError(
          'int',
          'maxInclusive',
          'must be a safe integer',
          maxInclusive,
        );
      }
      if (maxInclusive < min) {
        throw new RandomArgumentError(
          'int',
          'maxInclusive',
          `must be ≥ min (${min})`,
          maxInclusive,
        );
      }
      return uniformInt(source, min, maxInclusive);
    },

    // Kept tiny so the engine inlines it into hot loops: `n >>> 0 === n` accepts 0 … 2³² − 1
    // and rejects negatives, fractions and NaN in one compare; the rare cases (0, 2³², bad
    // input) go to a separate function.
    below: (n: number): number =>
      n >>> 0 === n && n !== 0 ? uniformBelow(source, n) : belowRare(source, n),

    bool: (p = 0.5): boolean => next() < p,

    pick<T>(items: ArrayLike<T>): T {
      const length = lengthOf('pick', items);
      if (length === 0) throw new RandomArgumentError('pick', 'items', 'must not be empty', items);
      return items[uniformBelow(source, length)]!;
    },

    shuffle<A extends MutableArrayLike<unknown>>(items: A): A {
      for (let i = lengthOf('shuffle', items) - 1; i > 0; i--) {
        const j = uniformBelow(source, i + 1);
        const held = items[i];
        items[i] = items[j];
        items[j] = held;
      }
      return items;
    },

    weighted(weights: ArrayLike<number>): number {
      const length = lengthOf('weighted', weights, 'weights');
      if (length === 0) {
        throw new RandomArgumentError('weighted', 'weights', 'must not be empty', weights);
      }
      let total = 0;
      let largest = 0;
      for (let i = 0; i < length; i++) {
        const w = weights[i];
        if (typeof w !== 'number' || !(w >= 0) || w === Number.POSITIVE_INFINITY) {
          throw new RandomArgumentError('weighted', `weights[${i}]`, 'must be finite and ≥ 0', w);
        }
        total += w;
        if (w > largest) largest = w;
      }
      if (largest === 0) {
        throw new RandomArgumentError('weighted', 'weights', 'must not all be 0', 0);
      }
      // Sums that overflow, or are so small that next() × total loses its bits, are taken
      // relative to the largest weight instead; the proportions are the same.
      const divisor = total === Number.POSITIVE_INFINITY || total < 1e-290 ? largest : 1;
      if (divisor !== 1) {
        total = 0;
        for (let i = 0; i < length; i++) total += weights[i]! / divisor;
      }
      const target = next() * total;
      let running = 0;
      let last = 0;
      for (let i = 0; i < length; i++) {
        const w = weights[i]! / divisor;
        if (w === 0) continue;
        running += w;
        last = i;
        if (target < running) return i;
      }
      // Rounding can leave `running` a hair under `total`; the draw then belongs to the last
      // positive weight, which is where it would have fallen with exact arithmetic.
      return last;
    },

    fork: (label: string | number): Rng => createRng(`${key}/${textOf('fork', 'label', label)}`),
  });
}

/** `below` for n = 2³² (valid, but past what `>>> 0` keeps) and for bad input. */
function belowRare(source: Parameters<typeof uniformBelow>[0], n: number): number {
  if (n === TWO_32) return uniformBelow(source, n);
  throw new RandomArgumentError('below', 'n', 'must be an integer 1–2³²', n);
}

/** A seed or label as text: strings as they are, finite numbers as `String(n)`. */
function textOf(method: string, argument: string, value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  throw new RandomArgumentError(method, argument, 'must be a string or a finite number', value);
}

/** The `length` of an array-like, checked to be a safe integer ≥ 0. */
function lengthOf(method: string, items: unknown, argument = 'items'): number {
  const length = (items as { length?: unknown } | null | undefined)?.length;
  if (typeof length !== 'number' || !Number.isSafeInteger(length) || length < 0) {
    throw new RandomArgumentError(
      method,
      argument,
      'must be an array-like with a safe integer length',
      items,
    );
  }
  return length;
}
