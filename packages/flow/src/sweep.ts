import { type Calibration, calibrate } from '@knossos/rating';
import { generateFlow } from './generate.js';
import { FLOW_RATING_SWEEP, type FlowRating, rateFlow } from './rating.js';

/** One level of the rating sweep. @internal */
export interface SweepLevel {
  readonly size: number;
  readonly seed: string;
  readonly rating: FlowRating;
}

/**
 * Generates and rates the {@link FLOW_RATING_SWEEP} (a few seconds per size) and calibrates
 * five bands on each size's levels, for the calibration document and the test that keeps
 * `FLOW_BANDS` honest.
 * @internal
 */
export function flowRatingSweep(): {
  levels: SweepLevel[];
  /** Per board side: `calibrate(scores, 5)` of that side's levels. */
  calibrations: Record<number, Calibration>;
} {
  const levels: SweepLevel[] = [];
  const calibrations: Record<number, Calibration> = {};
  const { minSize, maxSize, perSize } = FLOW_RATING_SWEEP;
  for (let size = minSize; size <= maxSize; size++) {
    const scores: number[] = [];
    for (let i = 0; i < perSize; i++) {
      const seed = `rating-${size}-${i}`;
      const rating = rateFlow(generateFlow({ width: size, height: size, seed }));
      levels.push({ size, seed, rating });
      scores.push(rating.score ?? 0);
    }
    calibrations[size] = calibrate(scores, 5);
  }
  return { levels, calibrations };
}
