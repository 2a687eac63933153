// The play views' cell cursor: arrow keys move it one cell, never off the board.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ARROW_STEPS, stepCursor } from '../src/play/keys.js';

describe('the cell cursor', () => {
  it('moves one cell the way of the arrow, or stays at the edge', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 1, max: 30 }),
        fc.nat(),
        fc.constantFrom(...Object.values(ARROW_STEPS)),
        (width, height, seed, step) => {
          const cursor = seed % (width * height);
          const next = stepCursor(cursor, step, width, height);
          expect(next).toBeGreaterThanOrEqual(0);
          expect(next).toBeLessThan(width * height);
          const [x, y] = [cursor % width, Math.floor(cursor / width)];
          const [nx, ny] = [next % width, Math.floor(next / width)];
          const inside = x + step[0] >= 0 && x + step[0] < width;
          const upright = y + step[1] >= 0 && y + step[1] < height;
          expect([nx, ny]).toEqual([inside ? x + step[0] : x, upright ? y + step[1] : y]);
        },
      ),
    );
  });
});
