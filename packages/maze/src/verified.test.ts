import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generate, generateVerified, meetsRequest } from './index.js';

describe('generateVerified', () => {
  it('meets the request, or says why in a note; its seed gives the same maze again', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 5 }),
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 0, max: 3 }),
        (seed, targetDifficulty, keys) => {
          const settings = { seed, width: 10, height: 10, targetDifficulty, keys, maxAttempts: 12 };
          const maze = generateVerified(settings);
          const said = maze.notes.some((n) => n.startsWith('Verified: none of 12 tries'));
          expect(meetsRequest(maze) || said).toBe(true);
          expect(meetsRequest(maze)).toBe(!said);
          const again = generate({ ...maze.settings, seed: maze.seed });
          expect(again.board).toEqual(maze.board);
        },
      ),
      { numRuns: 15 },
    );
  });

  it('keeps the first maze when it already meets the request', () => {
    const settings = { seed: 'v', width: 8, height: 8 };
    expect(generateVerified(settings)).toEqual(generate(settings));
  });

  it('stops when its signal is aborted', () => {
    const controller = new AbortController();
    controller.abort(new Error('cancelled'));
    expect(() =>
      generateVerified(
        { seed: 'c', targetDifficulty: 5, width: 4, height: 4 },
        {
          signal: controller.signal,
        },
      ),
    ).toThrow('cancelled');
  });
});
