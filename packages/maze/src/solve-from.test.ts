import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  generate,
  HOME,
  isSolved,
  type MazeData,
  newGame,
  type Play,
  parsFromEveryCell,
  roll,
  solutionTrails,
  solveFrom,
  tryStep,
  validate,
} from './index.js';

const settingsArb = fc.record({
  seed: fc.string({ minLength: 1, maxLength: 6 }),
  grid: fc.constantFrom('square', 'hex' as const),
  width: fc.integer({ min: 4, max: 9 }),
  height: fc.integer({ min: 4, max: 9 }),
  loops: fc.integer({ min: 1, max: 4 }),
  movement: fc.constantFrom('step', 'roll' as const),
  keys: fc.integer({ min: 0, max: 2 }),
  portals: fc.integer({ min: 0, max: 1 }),
});

/** Plays one move (a cell stepped to by player 0, or a roll direction). */
function move(maze: MazeData, play: Play, m: number): Play {
  if (maze.board.movement === 'roll') return roll(maze.board, play, m).after;
  const r = tryStep(maze.board, play, 0, m);
  expect(r.ok).toBe(true);
  return r.ok ? r.play : play;
}

describe('solveFrom', () => {
  it('from every position along the stored solution: par is what is left, and its moves get home', () => {
    fc.assert(
      fc.property(settingsArb, fc.nat(), (settings, at) => {
        const maze = generate(settings);
        if (!maze.verdict.solvable) return;
        const stored = maze.verdict.moves[0]!;
        const made = at % (stored.length + 1);
        let play = newGame(maze.board);
        for (const m of stored.slice(0, made)) play = move(maze, play, m);
        const way = solveFrom(maze, play, 0);
        expect(way.par).toBe(maze.verdict.playerPars[0]! - made);
        expect(way.moves).toHaveLength(way.par);
        expect(way.status).toBe(way.par === 0 ? 'solved' : 'move');
        for (const m of way.moves) play = move(maze, play, m);
        if (maze.board.movement === 'roll') expect(isSolved(maze.board, play)).toBe(true);
        else expect(play.positions[0]).toBe(HOME);
      }),
      { numRuns: 40 },
    );
  });

  it('is re-exported with parsFromEveryCell, which agrees at the start', () => {
    const maze = generate({ seed: 'pars', width: 6, height: 6, keys: 1 });
    const pars = parsFromEveryCell(maze.board, 0);
    expect(pars?.[maze.board.starts[0]!]).toBe(solveFrom(maze, newGame(maze.board)).par);
  });

  it('says not proven, never stuck, when the budget runs out first', () => {
    const maze = generate({ seed: 'cut', width: 12, height: 12, loops: 6, movement: 'roll' });
    const way = solveFrom(maze, newGame(maze.board), 0, { stateBudget: 1 });
    expect(way.notes.length + (way.status === 'move' ? 1 : 0)).toBeGreaterThan(0);
    if (way.status !== 'move' && way.status !== 'solved') expect(way.status).toBe('budget');
  });
});

describe('Roll solutions', () => {
  it('list where player 1 comes to rest after each roll: par + 1 cells, with trails per roll', () => {
    let rolled = 0;
    fc.assert(
      fc.property(settingsArb, (settings) => {
        const maze = generate({ ...settings, movement: 'roll' });
        if (!maze.verdict.solvable || maze.board.movement !== 'roll') return;
        rolled++;
        const { solution, par } = maze.verdict;
        expect(solution).toHaveLength(par + 1);
        expect(solution[0]).toBe(maze.board.starts[0]);
        const trails = solutionTrails(maze);
        expect(trails).toHaveLength(par);
        trails.forEach((trail, k) => {
          if (trail.length > 0) expect(trail.at(-1)).toBe(solution[k + 1]);
        });
        // The cells passed are all still in the route, in order.
        expect([solution[0], ...trails.flat()]).toEqual(maze.verdict.routes[0]);
        expect(validate(maze.board, maze.verdict)).toEqual([]);
      }),
      { numRuns: 40 },
    );
    expect(rolled).toBeGreaterThan(0);
  });

  it('validate reads a Step maze stored solution as it is, portal landings included', () => {
    let portals = 0;
    fc.assert(
      fc.property(settingsArb, (settings) => {
        const maze = generate({ ...settings, movement: 'step', portals: 1 });
        if (!maze.verdict.solvable) return;
        if (maze.board.portals.length > 0) portals++;
        expect(validate(maze.board, [maze.verdict.solution])).toEqual([]);
        expect(validate(maze.board, maze.verdict)).toEqual([]);
      }),
      { numRuns: 30 },
    );
    expect(portals).toBeGreaterThan(0);
  });
});
