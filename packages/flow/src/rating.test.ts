import { stars } from '@knossos/rating';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FLOW_BANDS,
  FLOW_RATING_SWEEP,
  flowRatingSweep,
  generateFlow,
  parseFlowText,
  rateFlow,
  solveFlow,
} from './index.js';

describe('rateFlow', () => {
  it('scores nodes + guesses + cells deduction leaves open, and stars it in FLOW_BANDS', () => {
    fc.assert(
      fc.property(fc.integer({ min: 5, max: 12 }), fc.nat(), (size, seed) => {
        const level = generateFlow({ width: size, height: size, seed });
        const rating = rateFlow(level);
        const solved = solveFlow(level, { limit: 1, engine: 'search' });
        const empty = size * size - level.dots.length;
        expect(rating.solvable).toBe(true);
        expect(rating.deduced + rating.undeduced).toBe(empty);
        expect(rating.score).toBe(solved.nodes + solved.guesses + empty - solved.deduced);
        // The stars by a second route: count the bounds the score is above.
        expect(rating.stars).toBe(1 + FLOW_BANDS.filter((b) => (rating.score ?? 0) > b).length);
        expect(rating.stars).toBe(stars(rating.score, FLOW_BANDS));
      }),
      { numRuns: 30 },
    );
  });

  it('gives a level with no solution no score and 0 stars', () => {
    // Crossing pairs: A must cross B.
    const level = parseFlowText(['.A.', 'B.B', '.A.'].join('\n'));
    expect(rateFlow(level)).toMatchObject({ solvable: false, score: null, stars: 0 });
  });

  it('leaves a level its time limit or signal cut unrated, never "unsolvable"', () => {
    const level = generateFlow({ grid: 'hex', width: 16, height: 16, unique: false, seed: 'r' });
    const free = rateFlow(level);
    expect(free.stoppedBy).toBeNull();
    expect(free.nodes).toBeGreaterThan(2048);
    const cut = rateFlow(level, { timeMs: 0 });
    expect(cut).toMatchObject({ solvable: false, score: null, stars: 0, stoppedBy: 'time' });
    const aborted = new AbortController();
    aborted.abort();
    expect(rateFlow(level, { signal: aborted.signal }).stoppedBy).toBe('signal');
    expect(rateFlow(level, { timeMs: 1e9 })).toEqual(free);
  });

  it('rates a level that needs guessing above one that forced steps solve alone', () => {
    const forced = parseFlowText(['AB', 'AB'].join('\n'));
    const open = generateFlow({ width: 12, height: 12, seed: 'rating-test' });
    const easy = rateFlow(forced);
    const hard = rateFlow(open);
    expect(easy.undeduced).toBe(0);
    expect(easy.guesses).toBe(0);
    expect(hard.score).toBeGreaterThan(easy.score ?? Number.POSITIVE_INFINITY);
  });

  it('ships the bands its documented sweep measures', () => {
    const { levels, calibration } = flowRatingSweep();
    const { minSize, maxSize, perSize } = FLOW_RATING_SWEEP;
    expect(levels).toHaveLength((maxSize - minSize + 1) * perSize);
    expect(levels.every((l) => l.rating.solvable)).toBe(true);
    expect(calibration.bands).toEqual(FLOW_BANDS);
    // Each star holds about a fifth of the sweep.
    for (const count of calibration.counts) {
      expect(Math.abs(count - levels.length / 5)).toBeLessThanOrEqual(levels.length / 50);
    }
  });
});
