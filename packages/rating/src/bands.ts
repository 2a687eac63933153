import { RatingError, shown } from './errors.js';

/**
 * Star bands: the inclusive upper score of every band but the last, in order. With bounds
 * `[50, 85, 126, 179]` a score up to 50 is 1 star, 51–85 is 2, … and above 179 is 5.
 */
export type Bands = readonly number[];

/**
 * The stars a score earns: 1 for a score up to `bands[0]`, 2 up to `bands[1]`, …, and
 * `bands.length + 1` above the last bound; 0 for `null` (a puzzle not proven solvable).
 *
 * @param score - a finite number, or `null`.
 * @param bands - non-decreasing finite bounds (see {@link Bands}); at least one.
 * @returns 0 to `bands.length + 1`.
 * @throws {@link RatingError} for a score that is not finite or bands out of order.
 */
export function stars(score: number | null, bands: Bands): number {
  checkBands(bands);
  if (score === null) return 0;
  if (typeof score !== 'number' || !Number.isFinite(score)) {
    throw new RatingError('score', `must be a finite number or null (got ${shown(score)})`);
  }
  let band = 0;
  while (band < bands.length && score > bands[band]!) band++;
  return band + 1;
}

/** What {@link calibrate} measured on a sample. */
export interface Calibration {
  /** The bands: `k − 1` inclusive upper bounds, non-decreasing. */
  readonly bands: Bands;
  /** How many scores of the sample fall in each of the `k` bands. */
  readonly counts: readonly number[];
  /** The number of bands actually used (`k` after clamping). */
  readonly k: number;
  /** Anything worth knowing: a clamped `k`, bands left empty by tied scores. */
  readonly notes: readonly string[];
}

/** The range {@link calibrate} accepts for `k`; other values are clamped with a note. */
export const CALIBRATE_K: {
  /** The fewest bands. */
  readonly min: 2;
  /** The most bands. */
  readonly max: 20;
  /** Five bands: 1–5 stars. */
  readonly default: 5;
} = Object.freeze({ min: 2, max: 20, default: 5 });

/**
 * Bands that split a sample of scores into `k` groups of (as nearly as ties allow) equal size:
 * bound `i` (1 … k − 1) is the sample's nearest-rank quantile at `i / k`, the smallest score
 * with at least `⌈i · n / k⌉` of the `n` scores at or below it. With these bands {@link stars}
 * gives each star to about a `1/k` share of the sample — how the maze bands were measured
 * (a fifth of an everyday-maze sweep per star).
 *
 * @param scores - the sample: finite numbers, at least one.
 * @param k - the number of bands, 2–20 (default 5); clamped with a note.
 * @returns the {@link Calibration}.
 * @throws {@link RatingError} for an empty sample or a score that is not finite.
 */
export function calibrate(scores: ArrayLike<number>, k: number = CALIBRATE_K.default): Calibration {
  const notes: string[] = [];
  const n = scores?.length;
  if (typeof n !== 'number' || n === 0) {
    throw new RatingError('scores', `must be a non-empty list of numbers (got ${shown(scores)})`);
  }
  const sorted = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const s = scores[i];
    if (typeof s !== 'number' || !Number.isFinite(s)) {
      throw new RatingError(`scores[${i}]`, `must be a finite number (got ${shown(s)})`);
    }
    sorted[i] = s;
  }
  sorted.sort();
  let used = Math.round(k);
  if (!Number.isFinite(k) || used < CALIBRATE_K.min || used > CALIBRATE_K.max || used !== k) {
    used = Number.isFinite(k)
      ? Math.min(CALIBRATE_K.max, Math.max(CALIBRATE_K.min, used))
      : CALIBRATE_K.default;
    notes.push(`k: ${shown(k)} is outside 2–20 or not whole; used ${used}.`);
  }
  const bands: number[] = [];
  for (let i = 1; i < used; i++) bands.push(sorted[Math.ceil((i * n) / used) - 1]!);
  const counts = new Array<number>(used).fill(0);
  for (let i = 0; i < n; i++) counts[stars(sorted[i]!, bands) - 1]!++;
  counts.forEach((count, band) => {
    if (count === 0) {
      notes.push(`Band ${band + 1} is empty: the sample's scores tie across its bounds.`);
    }
  });
  return { bands, counts, k: used, notes };
}

/** @throws {@link RatingError} unless `bands` is a non-empty non-decreasing list of finite numbers. */
function checkBands(bands: Bands): void {
  if (!Array.isArray(bands) || bands.length === 0) {
    throw new RatingError('bands', `must be a non-empty array of bounds (got ${shown(bands)})`);
  }
  for (let i = 0; i < bands.length; i++) {
    const b = bands[i];
    if (typeof b !== 'number' || !Number.isFinite(b) || (i > 0 && b < bands[i - 1]!)) {
      throw new RatingError(
        `bands[${i}]`,
        `must be a finite number no lower than the bound before it (got ${shown(b)})`,
      );
    }
  }
}
