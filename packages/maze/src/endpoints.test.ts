import { createTopology } from '@knossos/topology';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generate } from './generate.js';
import type { MazeData } from './maze-data.js';
import { presets } from './presets.js';

/** The floors of player 1's start and of the goal. */
function floorsOf(maze: MazeData): { start: number; goal: number; top: number } {
  const t = createTopology(maze.board.passages.spec);
  return {
    start: t.floorOf(maze.board.starts[0]!),
    goal: t.floorOf(maze.board.goals[0]!),
    top: t.floors - 1,
  };
}

describe('endpoints on a board of floors', () => {
  it('Big/Tower of 3 floors climbs from the ground floor to the goal on the top floor', () => {
    const tower = presets.find((p) => p.name.includes('Tower'))!;
    const maze = generate({ ...tower.make(), seed: 'tw0' });
    expect(floorsOf(maze)).toEqual({ start: 0, goal: 2, top: 2 });
    expect(maze.board.keys).toHaveLength(1);
    expect(maze.board.switches).toHaveLength(1);
  });

  it('puts the goal on the top floor and the start on the ground floor, unless Fixed', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 5 }),
        fc.constantFrom('square', 'hex', 'triangle', 'circular' as const),
        fc.integer({ min: 2, max: 4 }),
        fc.integer({ min: 3, max: 7 }),
        fc.constantFrom('farthest', 'center-out', 'outside-in' as const),
        fc.constantFrom(1, 3),
        fc.boolean(),
        fc.boolean(),
        (seed, grid, floors, size, endpoints, players, sharedGoal, openBorder) => {
          const maze = generate({
            seed,
            grid,
            floors,
            width: size,
            height: size,
            rings: size,
            endpoints,
            players,
            sharedGoal,
            openBorder,
          });
          const at = floorsOf(maze);
          expect(at.goal).toBe(at.top);
          expect(at.top).toBe(floors - 1);
          if (players === 1 || !sharedGoal) expect(at.start).toBe(0);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('Fixed race starts', () => {
  it('says so in a note when player 1 moves for a fair race', () => {
    const maze = generate({
      seed: 'fr1',
      width: 6,
      height: 6,
      players: 4,
      sharedGoal: true,
      endpoints: 'fixed',
      start: 0,
      goal: 21,
    });
    expect(maze.board.starts[0]).toBe(5);
    expect(maze.notes).toContain(
      'Players: the fixed start (cell 0) has a par of 14, which too few free cells share for a fair race of 4; player 1 starts on cell 5 instead, with a par of 9.',
    );
  });
});
