import { calibrate } from '@knossos/rating';
import { describe, expect, it } from 'vitest';
import { FLOW_BANDS, FLOW_RATING_SWEEP, generateFlow, rateFlow } from './index.js';

// The whole sweep (`flowRatingSweep`: 270 levels, 30 of every size) was a third of this
// package's test time; rating-sweep.bench.ts runs it in full and checks every size's bands
// against it (`pnpm bench`). Here the sizes at both ends of the range are measured in full:
// their bands are also those of every smaller and every bigger board. The sizes between them
// are the bulk of the cost, and keep one level each.

/** The sizes measured here in full: the ends of the range. */
const MEASURED = [6, 14];

/** The `i`-th level of the documented sweep at `size` (see FLOW_RATING_SWEEP), rated. */
function sweepRating(size: number, i: number) {
  return rateFlow(generateFlow({ width: size, height: size, seed: `rating-${size}-${i}` }));
}

describe('FLOW_BANDS', () => {
  it('are the bands its documented sweep measures at the smallest and biggest sizes, so that each spans 1–5 stars', () => {
    const { minSize, maxSize, perSize } = FLOW_RATING_SWEEP;
    expect(Object.keys(FLOW_BANDS).map(Number)).toEqual(
      Array.from({ length: maxSize - minSize + 1 }, (_, i) => minSize + i),
    );
    expect([minSize, maxSize]).toEqual(MEASURED);
    for (const size of MEASURED) {
      const ratings = Array.from({ length: perSize }, (_, i) => sweepRating(size, i));
      expect(ratings.every((r) => r.solvable && r.stoppedBy === null)).toBe(true);
      const scores = ratings.map((r) => r.score ?? 0);
      expect(calibrate(scores, 5).bands).toEqual(FLOW_BANDS[size]);
      // Every star holds some of the size's levels, and none more than twice its share.
      for (let star = 1; star <= 5; star++) {
        const count = ratings.filter((r) => r.stars === star).length;
        expect(count).toBeGreaterThan(0);
        expect(count).toBeLessThanOrEqual((2 * perSize) / 5);
      }
    }
  });

  it('star the first level of the sweep at every size between, rated to the end', () => {
    const { minSize, maxSize } = FLOW_RATING_SWEEP;
    for (let size = minSize; size <= maxSize; size++) {
      if (MEASURED.includes(size)) continue;
      const rating = sweepRating(size, 0);
      expect([rating.solvable, rating.stoppedBy]).toEqual([true, null]);
      expect(rating.stars).toBeGreaterThanOrEqual(1);
    }
  });
});
