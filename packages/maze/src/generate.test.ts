import { createPassages, distancesFrom, type Passages, passagesFromJSON } from '@knossos/carving';
import {
  type Board,
  isSolved,
  newGame,
  plainBoard,
  roll,
  solveBoard,
  tryStep,
  validate,
} from '@knossos/gimmicks';
import { createTopology } from '@knossos/topology';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stamp } from './generate.js';
import {
  generate,
  generateVerified,
  type MazeData,
  type MazeSettings,
  presets,
  toText,
} from './index.js';

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
  players: fc.integer({ min: 1, max: 3 }),
  sharedGoal: fc.boolean(),
  openBorder: fc.boolean(),
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
    verdict.moves.forEach((cells, player) => {
      for (const cell of cells) {
        const step = tryStep(board, play, player, cell);
        expect(step.ok).toBe(true);
        if (step.ok) play = step.play;
        moves++;
      }
    });
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
        // Every player has its own start, and a goal each unless they race to one.
        const { starts, goals, sharedGoal } = maze.board;
        expect(new Set(starts).size).toBe(starts.length);
        expect(goals.length).toBe(sharedGoal ? 1 : starts.length);
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
    expect(first.seed).toMatch(/^[0-9a-z]{12}$/);
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
    // Wide enough that the largest letter leaves the 25 cells a shape must keep.
    const kept = generate({
      seed: 'w',
      width: 36,
      height: 14,
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

describe('players', () => {
  it('races on Step from starts whose pars are equal, or says the race is not fair', () => {
    fc.assert(
      fc.property(settingsArb, fc.integer({ min: 2, max: 4 }), (settings, players) => {
        const maze = generate({ ...settings, movement: 'step', players, sharedGoal: true });
        const { board, verdict } = maze;
        expect(board.sharedGoal).toBe(true);
        const pars = verdict.playerPars;
        const equal = pars.every((par) => par === pars[0]);
        expect(verdict.fair).toBe(verdict.solvable && equal);
        if (!verdict.fair) expect(maze.notes.some((n) => n.startsWith('Players:'))).toBe(true);
        if (board.starts.length < players) {
          expect(maze.notes.some((n) => n.startsWith('Players:'))).toBe(true);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('gives plain racers the par a breadth-first search from the goal finds (second path)', () => {
    fc.assert(
      fc.property(settingsArb, fc.integer({ min: 2, max: 4 }), (settings, players) => {
        const maze = generate({
          ...settings,
          movement: 'step',
          players,
          sharedGoal: true,
          keys: 0,
          gems: 0,
        });
        if (!maze.verdict.solvable) return;
        const passages = passagesFromJSON(maze.board.passages);
        const fromGoal = distancesFrom(passages, maze.board.goals[0]!);
        expect(maze.verdict.playerPars).toEqual(maze.board.starts.map((s) => fromGoal[s]));
      }),
      { numRuns: 40 },
    );
  });

  it('gives each player a start and goal of its own when the goal is not shared', () => {
    const maze = generate({ seed: 'own', width: 10, height: 10, players: 4, sharedGoal: false });
    const { starts, goals } = maze.board;
    expect(starts).toHaveLength(4);
    expect(goals).toHaveLength(4);
    expect(new Set([...starts, ...goals]).size).toBe(8);
    expect(maze.verdict.playerPars).toHaveLength(4);
    expect(maze.verdict.par).toBe(maze.verdict.playerPars.reduce((a, b) => a + b, 0));
  });

  it('puts rolling players on a layout proven solvable together', () => {
    const coop = presets.find((p) => p.name === 'Roll/Co-op pair (hex)')!;
    const maze = generateVerified({ ...coop.make(), seed: 'co-op' });
    expect(maze.board.movement).toBe('roll');
    expect(maze.board.starts).toHaveLength(2);
    expect(maze.verdict.solvable).toBe(true);
    replay(maze);
  });
});

/**
 * Whether a side leads outside: off the board, or into holes that reach the board's edge (walked
 * hole by hole, apart from the generator's own search).
 */
function leadsOutside(passages: Passages, cell: number, slot: number): boolean {
  const t = passages.topology;
  if (t.isStairSlot(cell, slot)) return false;
  const beyond = t.neighbor(cell, slot);
  if (beyond < 0) return true;
  if (!passages.isHole(beyond)) return false;
  const seen = new Set([beyond]);
  for (const hole of seen) {
    for (let s = 0; s < t.slotCount(hole); s++) {
      if (t.isStairSlot(hole, s)) continue;
      const next = t.neighbor(hole, s);
      if (next < 0) return true;
      if (passages.isHole(next)) seen.add(next);
    }
  }
  return false;
}

describe('open border', () => {
  it('cuts an entrance at the start and an exit at the goal, both on the outer wall', () => {
    fc.assert(
      fc.property(settingsArb, (settings) => {
        const maze = generate({ ...settings, openBorder: true, endpoints: 'farthest' });
        const passages = passagesFromJSON(maze.board.passages);
        const t = passages.topology;
        const onOuterWall = (cell: number) =>
          [...Array(t.slotCount(cell)).keys()].some((s) => leadsOutside(passages, cell, s));
        expect(maze.entrances.map((e) => e.cell)).toEqual(
          [maze.board.starts[0]!, maze.board.goals[0]!].filter(onOuterWall),
        );
        for (const { cell, slot } of maze.entrances) {
          expect(leadsOutside(passages, cell, slot)).toBe(true);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('never opens into a hole walled in by the maze (regression: seed h1 did, 16 × 16, holes 0.2)', () => {
    for (const seed of ['h1', 'h2', 'h3', 'h4']) {
      const maze = generate({ width: 16, height: 16, holes: 0.2, openBorder: true, seed });
      const passages = passagesFromJSON(maze.board.passages);
      for (const { cell, slot } of maze.entrances) {
        expect(leadsOutside(passages, cell, slot)).toBe(true);
      }
    }
  });

  it('leaves the border closed when not asked, and shows the gaps in the drawing', () => {
    expect(generate({ seed: 'b', width: 6, height: 6 }).entrances).toEqual([]);
    const open = generate({ seed: 'b', width: 6, height: 6, openBorder: true });
    expect(open.entrances).toHaveLength(2);
    const closed = toText(generate({ seed: 'b', width: 6, height: 6 }));
    const lines = toText(open).split('\n');
    // Two wall pieces of the outer wall are gone.
    const border = (text: string[]) =>
      [text[0]!, text[12]!, ...text.slice(1, 12).map((l) => l[0]! + l.at(-1)!)].join('');
    const walls = (text: string) => (text.match(/[─│]/g) ?? []).length;
    expect(walls(border(closed.split('\n')))).toBeGreaterThan(walls(border(lines)));
  });
});

describe('the shortcuts fact', () => {
  /** A width × 1 strip, or a width × 2 block, every passage open, with a door on 0's east side. */
  function doored(width: number, height: number): { board: Board; passages: Passages } {
    const passages = createPassages(createTopology({ kind: 'square', width, height }));
    const t = passages.topology;
    for (let c = 0; c < t.cellCount; c++) {
      for (let s = 0; s < t.slotCount(c); s++) if (t.neighbor(c, s) >= 0) passages.open(c, s);
    }
    const plain = plainBoard(passages.toJSON(), [0], [width - 1]);
    // The key on the start: the door still counts as a lock for the fact.
    return { board: { ...plain, keys: [0], doors: [{ cell: 0, slot: 1, key: 0 }] }, passages };
  }

  it('counts a door the way can go around, and not one it cannot', () => {
    const strip = doored(4, 1);
    const block = doored(4, 2);
    const factsOf = ({ board, passages }: { board: Board; passages: Passages }) =>
      stamp(board, passages, solveBoard(board), 0).facts;
    expect(factsOf(strip).shortcuts).toBe(0);
    expect(factsOf(block).shortcuts).toBe(1);
  });
});
