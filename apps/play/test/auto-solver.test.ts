// The auto-solver: plays the game out on a (fake) timer, waits while the view is busy, and
// stops at the win, on stop(), or when there is no move.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AutoSolver } from '../src/maze/auto-solver.js';
import { MazeGame } from '../src/maze/game.js';
import { corridor, mazeOf } from './maze-boards.test-util.js';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('AutoSolver', () => {
  it('plays to the win in par moves, one per tick, then stops', () => {
    const maze = mazeOf('square');
    const game = new MazeGame(maze);
    let stops = 0;
    const solver = new AutoSolver(game, { stepMs: 100, onStop: () => stops++ });
    expect(solver.running).toBe(false);
    solver.start();
    expect(solver.running).toBe(true);
    vi.advanceTimersByTime(350);
    expect(game.moves).toBe(3);
    vi.advanceTimersByTime(100 * maze.verdict.par);
    expect(game.won).toBe(true);
    expect(game.moves).toBe(maze.verdict.par);
    expect(solver.running).toBe(false);
    expect(stops).toBe(1);
    solver.start();
    expect(solver.running).toBe(false);
  });

  it('waits while the view is busy, and stop() stops it', () => {
    const game = new MazeGame(mazeOf('hex'));
    let busy = true;
    const solver = new AutoSolver(game, { stepMs: 50, busy: () => busy });
    solver.start();
    vi.advanceTimersByTime(500);
    expect(game.moves).toBe(0);
    expect(solver.running).toBe(true);
    busy = false;
    vi.advanceTimersByTime(100);
    expect(game.moves).toBe(2);
    expect(solver.toggle()).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(game.moves).toBe(2);
    expect(game.helped).toBe(true);
  });

  it('stops when there is no move (no way home)', () => {
    // The goal lies beyond a wall: stuck from the start.
    const game = new MazeGame(corridor(3, { starts: [0], goals: [2], closed: [1] }));
    const solver = new AutoSolver(game, { stepMs: 10 });
    solver.start();
    vi.advanceTimersByTime(100);
    expect(solver.running).toBe(false);
    expect(game.moves).toBe(0);
  });
});
