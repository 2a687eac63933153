import { passagesFromJSON } from '@knossos/carving';
import { plainBoard, solveBoard } from '@knossos/gimmicks';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generate } from './generate.js';
import { rollEnds } from './roll-ends.js';

const roll10 = (grid: 'square' | 'hex', seed: string) =>
  generate({ grid, width: 10, height: 10, movement: 'roll', braid: 0.6, seed });

describe('Roll endpoints', () => {
  it('falls back to Step on at most 3 of 30 square 10 × 10 boards at braid 0.6', () => {
    let step = 0;
    for (let s = 0; s < 30; s++) if (roll10('square', `roll${s}`).board.movement !== 'roll') step++;
    expect(step).toBeLessThanOrEqual(3);
  });

  it('moves the start of a board whose farthest start cannot roll into the goal, with a note', () => {
    // Seed roll2 fell back to Step when only the farthest start was tried.
    const maze = roll10('square', 'roll2');
    expect(maze.board.movement).toBe('roll');
    expect(maze.board.starts).toEqual([50]);
    expect(maze.verdict.par).toBe(11);
    expect(maze.notes).toContain(
      'Movement: the start (cell 21) cannot roll into the goal, so player 1 starts on cell 50 instead, 11 rolls from the goal.',
    );
  });

  it("finds the solver's par: the pair it picks is solvable in exactly the rolls it counts", () => {
    fc.assert(
      fc.property(
        fc.constantFrom('square', 'hex' as const),
        fc.integer({ min: 3, max: 8 }),
        fc.integer({ min: 3, max: 8 }),
        fc.constantFrom(0, 0.3, 0.6, 1),
        fc.string({ minLength: 1, maxLength: 5 }),
        fc.constantFrom('start', 'goal', 'either' as const),
        fc.boolean(),
        (grid, width, height, braid, seed, keep, avoidSoftLocks) => {
          const maze = generate({ grid, width, height, braid, seed });
          const passages = passagesFromJSON(maze.board.passages);
          const [start, goal] = [maze.board.starts[0]!, maze.board.goals[0]!];
          const moved = rollEnds(passages, start, goal, keep, false, avoidSoftLocks);
          if (moved === null) return;
          if (keep === 'start') expect(moved.start).toBe(start);
          if (keep === 'goal') expect(moved.goal).toBe(goal);
          const board = plainBoard(maze.board.passages, [moved.start], [moved.goal], {
            movement: 'roll',
          });
          const v = solveBoard(board, { stateBudget: 1_000_000 });
          expect(v.solvable).toBe(true);
          expect(v.par).toBe(moved.par);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('never moves Fixed ends', () => {
    for (let s = 0; s < 10; s++) {
      const maze = generate({
        width: 10,
        height: 10,
        movement: 'roll',
        braid: 0.6,
        endpoints: 'fixed',
        start: 0,
        goal: 99,
        seed: `fx${s}`,
      });
      expect([maze.board.starts[0], maze.board.goals[0]]).toEqual([0, 99]);
    }
  });
});

describe('No soft-locks on plain generate', () => {
  const STILL = 'No soft-locks: a player can still get stuck';
  const hexRoll = (seed: string) =>
    generate({
      seed,
      grid: 'hex',
      width: 10,
      height: 10,
      movement: 'roll',
      braid: 0.6,
      noSoftLocks: true,
    });

  it('says so when a maze asked to have none can still get stuck', () => {
    // Seed sl20 has no start on this board from which no player can get stuck.
    const stuck = hexRoll('sl20');
    expect(stuck.verdict.canGetStuck).toBe(true);
    expect(stuck.notes).toEqual([
      'No soft-locks: a player can still get stuck in this maze (a reachable position from which the goal cannot be reached); generateVerified tries other seeds until none can, and on Roll a Braid near 1 makes that likelier.',
    ]);
  });

  it('moves the start of a Roll pair where a player can get stuck, with a note', () => {
    const moved = hexRoll('sl28');
    expect(moved.verdict.canGetStuck).toBe(false);
    expect(moved.board.starts).toEqual([49]);
    expect(moved.notes).toEqual([
      'No soft-locks: a player rolling from cell 70 to cell 0 can get stuck, so player 1 starts on cell 49 instead, 14 rolls from the goal.',
    ]);
  });

  it('notes a soft-lock exactly when the verdict finds one', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 5 }),
        fc.constantFrom('square', 'hex' as const),
        fc.constantFrom(0.6, 1),
        fc.boolean(),
        (seed, grid, braid, noSoftLocks) => {
          const maze = generate({
            seed,
            grid,
            width: 7,
            height: 7,
            movement: 'roll',
            braid,
            noSoftLocks,
          });
          const noted = maze.notes.some((n) => n.startsWith(STILL));
          expect(noted).toBe(noSoftLocks && maze.verdict.canGetStuck === true);
        },
      ),
      { numRuns: 40 },
    );
  });
});
