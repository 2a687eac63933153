// The whole Flow rating sweep (`flowRatingSweep`, FLOW_RATING_SWEEP: 30 levels of every size
// from 6 × 6 to 14 × 14, generated and rated), timed once, and checked: FLOW_BANDS are the bands
// it measures at every size, so that every size spans 1–5 stars. The unit tests check this at
// the smallest and biggest sizes only (rating-sweep.test.ts); this is the check in full, run
// by `pnpm bench` and worth running after any change to the generator or the rating (then
// `pnpm --filter @knossos/flow calibrate` regenerates the bands' document).
// The built package, as users get it (see the carving bench for why).
import { FLOW_BANDS, FLOW_RATING_SWEEP, flowRatingSweep } from '@knossos/flow';
import { bench, describe, expect } from 'vitest';

describe('the Flow rating sweep', () => {
  bench(
    '270 levels, 6 × 6 to 14 × 14: FLOW_BANDS are what it measures',
    // async: tinybench calls a plain function once more before each loop to learn whether it
    // returns a promise, which would make the sweep three.
    async () => {
      const { levels, calibrations } = flowRatingSweep();
      const { minSize, maxSize, perSize } = FLOW_RATING_SWEEP;
      expect(levels).toHaveLength((maxSize - minSize + 1) * perSize);
      expect(levels.every((l) => l.rating.solvable && l.rating.stoppedBy === null)).toBe(true);
      expect(Object.keys(FLOW_BANDS).map(Number)).toEqual(
        Array.from({ length: maxSize - minSize + 1 }, (_, i) => minSize + i),
      );
      for (let size = minSize; size <= maxSize; size++) {
        expect(calibrations[size]!.bands, `the bands of ${size} × ${size}`).toEqual(
          FLOW_BANDS[size],
        );
        // Every star holds some of the size's levels, and none more than twice its share.
        const own = levels.filter((l) => l.size === size);
        for (let star = 1; star <= 5; star++) {
          const count = own.filter((l) => l.rating.stars === star).length;
          expect(count).toBeGreaterThan(0);
          expect(count).toBeLessThanOrEqual((2 * perSize) / 5);
        }
      }
    },
    // One run: the sweep takes seconds, and is the same every time.
    { iterations: 1, time: 0, warmupIterations: 0, warmupTime: 0 },
  );
});
