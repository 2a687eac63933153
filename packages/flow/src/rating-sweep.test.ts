import { describe, expect, it } from 'vitest';
import { FLOW_BANDS, FLOW_RATING_SWEEP, flowRatingSweep } from './index.js';

describe('FLOW_BANDS', () => {
  it('are the bands its documented sweep measures, so that every size spans 1–5 stars', () => {
    const { levels, calibrations } = flowRatingSweep();
    const { minSize, maxSize, perSize } = FLOW_RATING_SWEEP;
    expect(levels).toHaveLength((maxSize - minSize + 1) * perSize);
    expect(levels.every((l) => l.rating.solvable && l.rating.stoppedBy === null)).toBe(true);
    expect(Object.keys(FLOW_BANDS).map(Number)).toEqual(
      Array.from({ length: maxSize - minSize + 1 }, (_, i) => minSize + i),
    );
    for (let size = minSize; size <= maxSize; size++) {
      expect(calibrations[size]!.bands).toEqual(FLOW_BANDS[size]);
      // Every star holds some of the size's levels, and none more than twice its share.
      const own = levels.filter((l) => l.size === size);
      for (let star = 1; star <= 5; star++) {
        const count = own.filter((l) => l.rating.stars === star).length;
        expect(count).toBeGreaterThan(0);
        expect(count).toBeLessThanOrEqual((2 * perSize) / 5);
      }
    }
  });
});
