import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generate } from './index.js';

// The manual's weave keeps a maze's routes and only gains crossings: on a perfect maze (no braid,
// no loops) the crossings must not open a second way round.
describe('weave on a perfect maze', () => {
  it('leaves no loop and one best solution', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 6, max: 20 }),
        fc.integer({ min: 6, max: 20 }),
        fc.integer({ min: 1, max: 40 }),
        fc.string({ maxLength: 6 }),
        (width, height, weave, seed) => {
          const maze = generate({ width, height, weave, braid: 0, loops: 0, seed });
          expect(maze.facts.loops).toBe(0);
          expect(maze.verdict.solvable).toBe(true);
          expect(maze.verdict.unique).toBe(true);
          expect(maze.verdict.optimalCount).toBe(1);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('keeps the 20 × 20 maze of seed c unique at weave 5 and 30 (it had 2 best solutions)', () => {
    for (const weave of [5, 30]) {
      const maze = generate({ width: 20, height: 20, weave, seed: 'c' });
      expect(maze.board.passages.tunnels.length).toBeGreaterThan(0);
      expect(maze.facts.loops).toBe(0);
      expect(maze.verdict.unique).toBe(true);
    }
  });
});
