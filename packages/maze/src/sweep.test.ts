import { stars } from '@knossos/rating';
import { describe, expect, it } from 'vitest';
import { generate, MAZE_RATING_SWEEP, mazeRatingSweep } from './index.js';

describe('the rating sweep', () => {
  it('rates the everyday sample: 576 Step and 288 Roll requests, fifths per measured band', () => {
    const sweep = mazeRatingSweep();
    const step = sweep.mazes.filter((m) => m.movement === 'step');
    const roll = sweep.mazes.filter((m) => m.movement === 'roll');
    const combos = MAZE_RATING_SWEEP.sizes.length * 6 * 2 * 2;
    expect(step).toHaveLength(4 * combos);
    expect(roll.length + sweep.rollFallbacks).toBe(2 * combos);
    expect(new Set(sweep.mazes.map((m) => m.seed)).size).toBe(sweep.mazes.length);
    for (const [movement, cal] of [
      ['step', sweep.step],
      ['roll', sweep.roll],
    ] as const) {
      const scores = sweep.mazes.filter((m) => m.movement === movement).map((m) => m.score);
      // The measured bands split the sample into fifths, as far as ties allow.
      for (const count of cal.counts) expect(count).toBeGreaterThan(scores.length / 5 - 15);
      for (const s of scores) expect(stars(s, cal.bands)).toBeGreaterThanOrEqual(1);
    }
    // One maze of the sample rebuilt and rescored on its own (a second path to its score).
    const one = sweep.mazes[17]!;
    const maze = generate({
      seed: one.seed,
      grid: one.grid,
      width: one.size,
      height: one.size,
      algorithm: one.algorithm,
      braid: one.braid,
      holes: one.holes,
      movement: one.movement,
    });
    // No gimmicks and one player: the score is the par + 5 per real decision.
    expect(one.score).toBe(maze.verdict.par + 5 * maze.facts.realDecisions);
  });
});
