import { calibrate } from '@knossos/rating';
import { generateFlow } from './generate.js';
import { FLOW_RATING_SWEEP, type FlowRating, rateFlow } from './rating.js';

/** One level of the rating sweep. @internal */
export interface SweepLevel {
  readonly size: number;
  readonly seed: string;
  readonly rating: FlowRating;
}

/**
 * Generates and rates the {@link FLOW_RATING_SWEEP} (about half a second) and calibrates five
 * bands on it, for the calibration document and the test that keeps `FLOW_BANDS` honest.
 * @internal
 */
export function flowRatingSweep(): {
  levels: SweepLevel[];
  calibration: ReturnType<typeof calibrate>;
} {
  const levels: SweepLevel[] = [];
  const { minSize, maxSize, perSize } = FLOW_RATING_SWEEP;
  for (let size = minSize; size <= maxSize; size++) {
    for (let i = 0; i < perSize; i++) {
      const seed = `rating-${size}-${i}`;
      const level = generateFlow({ width: size, height: size, seed });
      levels.push({ size, seed, rating: rateFlow(level) });
    }
  }
  return {
    levels,
    calibration: calibrate(
      levels.map((l) => l.rating.score ?? 0),
      5,
    ),
  };
}
