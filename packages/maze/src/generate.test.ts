import { isSolved, newGame, roll, tryStep, validate } from '@knossos/gimmicks';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generate, type MazeData, type MazeSettings } from './index.js';

/** Small settings across grids, algorithms, carving extras, endpoints, movement and gimmicks. */
const settingsArb: fc.Arbitrary<Partial<MazeSettings>> = fc.record({
  seed: fc.string({ minLength: 1, maxLength: 6 }),
  grid: fc.constantFrom('square', 'hex', 'triangle', 'circular' as const),
  width: fc.integer({ min: 3, max: 9 }),
  height: fc.integer({ min: 3, max: 9 }),
  rings: fc.integer({ min: 2, max: 5 }),
  floors: fc.integer({ min: 1, max: 2 }),
  algorithm: fc.constantFrom(
    'recursive-backtracker',
    'prim',
    'kruskal',
    'wilson',
    'growing-tree' as const,
  ),
  braid: fc.constantFrom(0, 0.5),
  loops: fc.integer({ min: 0, max: 3 }),
  holes: fc.constantFrom(0, 0.15),
  endpoints: fc.constantFrom('farthest', 'center-out', 'outside-in' as const),
  movement: fc.constantFrom('step', 'roll' as const),
  keys: fc.integer({ min: 0, max: 2 }),
  gems: fc.integer({ min: 0, max: 2 }),
});

/** Replays the stored best solution through the play API: home in exactly par moves. */
function replay(maze: MazeData): void {
  const { board, verdict } = maze;
  let play = newGame(board);
  let moves = 0;
  if (board.movement === 'roll') {
    for (const dir of verdict.moves[0]!) {
      play = roll(board, play, dir).after;
      moves++;
    }
  } else {
    for (const cell of verdict.moves[0]!) {
      const step = tryStep(board, play, 0, cell);
      expect(step.ok).toBe(true);
      if (step.ok) play = step.play;
      moves++;
    }
  }
  expect(isSolved(board, play)).toBe(true);
  expect(moves).toBe(verdict.par);
}

describe('generate', () => {
  it('makes valid, proven mazes whose stored solution walks home in exactly par moves', () => {
    fc.assert(
      fc.property(settingsArb, (settings) => {
        const maze = generate(settings);
        // An unsolvable maze (a perfect maze rolled, say) has no route to check.
        const route = maze.verdict.solvable ? maze.verdict.moves : undefined;
        expect(validate(maze.board, route)).toEqual([]);
        if (!maze.verdict.solvable) return;
        replay(maze);
        expect(maze.verdict.difficulty).toBeGreaterThanOrEqual(1);
        expect(maze.verdict.solution[0]).toBe(maze.board.starts[0]);
      }),
      { numRuns: 60 },
    );
  });

  it('gives the same maze, byte for byte, for the same settings and seed', () => {
    fc.assert(
      fc.property(settingsArb, (settings) => {
        expect(JSON.stringify(generate(settings))).toBe(JSON.stringify(generate(settings)));
      }),
      { numRuns: 25 },
    );
  });

  it('stores a fresh seed when given none, and that seed gives the maze again', () => {
    const first = generate({ width: 8, height: 8 });
    expect(first.seed).toMatch(/^[0-9a-z]{8}$/);
    expect(first.settings.seed).toBe(first.seed);
    expect(JSON.stringify(generate(first.settings))).toBe(JSON.stringify(first));
  });

  it('notes what it clamped and what it could not do', () => {
    const maze = generate({ seed: 's', width: 200, movement: 'roll', grid: 'triangle', weave: 2 });
    expect(maze.settings.width).toBe(64);
    expect(maze.board.movement).toBe('step');
    expect(maze.notes).toContain('Width: 200 is outside 2–64; used 64.');
    expect(maze.notes.some((n) => n.startsWith('Movement: Roll needs'))).toBe(true);
    expect(maze.notes.some((n) => n.startsWith('Weave crossings:'))).toBe(true);
  });

  it('puts fixed endpoints where asked, and falls back to the farthest pair with a note', () => {
    const fixed = generate({
      seed: 'f',
      width: 6,
      height: 6,
      endpoints: 'fixed',
      start: 0,
      goal: 35,
    });
    expect([fixed.board.starts[0], fixed.board.goals[0]]).toEqual([0, 35]);
    const bad = generate({ seed: 'f', width: 6, height: 6, endpoints: 'fixed', start: 3, goal: 3 });
    expect(bad.notes.some((n) => n.startsWith('Start / goal:'))).toBe(true);
    expect(bad.board.starts[0]).not.toBe(bad.board.goals[0]);
  });
});

describe('shapes', () => {
  it('cuts the board to a built-in outline, a word (pieces bridged) or mask rows', () => {
    const heart = generate({ seed: 'h', grid: 'circular', rings: 10, shape: 'heart' });
    const holes = heart.board.passages.holes.length;
    expect(holes).toBeGreaterThan(0);
    expect(validate(heart.board, heart.verdict.moves)).toEqual([]);
    const word = generate({ seed: 'w', width: 28, height: 11, shape: 'text', shapeText: 'MAZE' });
    expect(word.notes.some((n) => /^Shape: \d+ pieces joined by/.test(n))).toBe(true);
    expect(word.verdict.solvable).toBe(true);
    const rows = generate({
      seed: 'r',
      width: 6,
      height: 4,
      shape: 'custom',
      shapeMask: ['##....', '######', '######', '....##'],
    });
    expect(rows.board.passages.holes.length).toBeGreaterThan(0);
    const kept = generate({
      seed: 'w',
      width: 28,
      height: 11,
      shape: 'text',
      shapeText: 'MAZE',
      connectPieces: false,
    });
    expect(kept.notes.some((n) => /kept the largest/.test(n))).toBe(true);
  });

  it('falls back to the whole board, with a note, for a shape it cannot make', () => {
    const maze = generate({ seed: 'x', width: 8, height: 8, shape: 'text', shapeText: '~~' });
    expect(maze.board.passages.holes).toEqual([]);
    expect(
      maze.notes.some((n) => n.startsWith('Shape:') && n.endsWith('the whole board was used.')),
    ).toBe(true);
  });
});

describe('rolling boards no start rolls home on', () => {
  it('use Step instead, with a note (the reference rule)', () => {
    const maze = generate({ seed: 's1', movement: 'roll', width: 12, height: 12 });
    if (maze.board.movement === 'step') {
      expect(maze.notes.some((n) => n.startsWith('Movement: no start rolls into the goal'))).toBe(
        true,
      );
    }
    expect(maze.verdict.solvable).toBe(true);
  });
});
