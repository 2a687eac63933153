import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generate, generateVerified, meetsRequest, shortfalls } from './index.js';

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
          const said = maze.notes.some((n) => / none of 12 tries met the request/.test(n));
          expect(meetsRequest(maze) || said).toBe(true);
          expect(meetsRequest(maze)).toBe(!said);
          // A miss of the stars alone is noted under the setting it concerns.
          const misses = shortfalls(maze);
          if (misses.length === 1 && misses[0]?.startsWith('Stars:')) {
            expect(maze.notes.at(-1)).toBe(
              `Target difficulty: asked for ${targetDifficulty}★, none of 12 tries met the request; kept the closest, ${maze.verdict.difficulty}★.`,
            );
          } else if (misses.length > 0) {
            expect(maze.notes.at(-1)).toMatch(/^Verified: none of 12 tries met the request; /);
          }
          const again = generate({ ...maze.settings, seed: maze.seed });
          expect(again.board).toEqual(maze.board);
        },
      ),
      { numRuns: 15 },
    );
  });

  it('notes a stars miss under Target difficulty, with the closest stars', () => {
    // A 7 × 7 maze scores far below five stars, so both tries miss on the stars alone.
    const maze = generateVerified({
      seed: 'aim',
      width: 7,
      height: 7,
      targetDifficulty: 5,
      maxAttempts: 2,
    });
    expect(shortfalls(maze)).toEqual([`Stars: asked for 5★, made ${maze.verdict.difficulty}★.`]);
    expect(maze.notes.at(-1)).toBe(
      `Target difficulty: asked for 5★, none of 2 tries met the request; kept the closest, ${maze.verdict.difficulty}★.`,
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
