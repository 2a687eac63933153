import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  generateNetwalk,
  isSolved,
  type NetwalkMode,
  newGame,
  PAR_COUNT_LIMIT,
  parOf,
  parseTathamId,
  toNetwalkPuzzle,
} from './index.js';
import { bruteForcePar } from './test-support/generic-count.js';

describe('par over every solution', () => {
  it('3x3w:82164ba6b: par 6 by its other solution, not 11, and the ID stores the 6-turn one', () => {
    const board = parseTathamId('3x3w:82164ba6b');
    const puzzle = toNetwalkPuzzle(board);
    expect(puzzle.verdict).toMatchObject({ par: 6, optimalCount: 1, countComplete: true });
    expect(puzzle.verdict.unique).toBe(false);
    expect(parOf(board)).toBe(6);
    // The stored solution is the 6-turn one (row 0 at the bottom), and it wins.
    expect([...board.solution]).toEqual([10, 12, 7, 9, 2, 14, 4, 1, 1]);
    expect(isSolved({ ...newGame(board), offsets: new Uint8Array(9) })).toBe(true);
  });

  it('par and optimalCount agree with a count over every solution by the generic counter (small boards, several solutions)', () => {
    let several = 0;
    let storedWrong = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 4 }),
        fc.integer({ min: 2, max: 3 }),
        fc.constantFrom<NetwalkMode>('bounded', 'torus', 'classic'),
        fc.string({ minLength: 1, maxLength: 6 }),
        (width, height, mode, seed) => {
          const board = generateNetwalk({ width, height, mode, unique: false, seed });
          const { verdict } = toNetwalkPuzzle(board);
          const brute = bruteForcePar(board);
          expect(verdict.par).toBe(brute.par);
          expect(verdict.countComplete).toBe(brute.count < PAR_COUNT_LIMIT);
          expect(verdict.optimalCount).toBe(Math.min(brute.count, PAR_COUNT_LIMIT));
          if (!verdict.unique) {
            several++;
            if (parOf(board) !== brute.par) storedWrong++;
          }
        },
      ),
      { numRuns: 400, seed: 28 },
    );
    // The property means something: many boards have several solutions, and on some of them
    // the turns to the stored solution are not the par.
    expect(several).toBeGreaterThan(100);
    expect(storedWrong).toBeGreaterThan(10);
  });
});

describe('par when its search is cut', () => {
  it('keeps the solver’s solution as an upper bound, says so, and is not proven', async () => {
    const { clockOf, UNLIMITED } = await import('@knossos/solver');
    const { verdictOf } = await import('./puzzle.js');
    const { solvePuzzle, puzzleOf } = await import('./solve.js');
    const { rateNetwalk } = await import('./rating.js');
    // Several solutions: the fewest-turn search runs after the solve, and a stopped clock cuts it.
    const board = generateNetwalk({
      width: 2,
      height: 4,
      mode: 'torus',
      unique: false,
      seed: 'cut',
    });
    const solved = solvePuzzle(puzzleOf(board), board.server, UNLIMITED);
    expect(solved.solved && !solved.unique).toBe(true);
    const controller = new AbortController();
    controller.abort();
    const clock = clockOf({ signal: controller.signal }, []);
    const verdict = verdictOf(board, solved, rateNetwalk(board, solved), clock, false);
    expect(verdict.solvable).toBe(true);
    expect(verdict.par).not.toBeNull();
    expect(verdict.par).toBeGreaterThanOrEqual(toNetwalkPuzzle(board).verdict.par!);
    expect(verdict.timedOut).toBe(true);
    expect(verdict.countComplete).toBe(false);
    expect(verdict.notes.join(' ')).toMatch(/^.*Signal: the search was stopped after/);
  });
});
