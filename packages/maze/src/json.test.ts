import { createTopology } from '@knossos/topology';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  generate,
  MAZE_FORMAT,
  MazeError,
  mazeFromJson,
  mazeToJson,
  packFromJson,
  packToJson,
} from './index.js';
import { errorOf } from './test-support.test-util.js';

describe('maze JSON', () => {
  it('refuses deep nesting with a MazeError at its place, not a stack overflow', () => {
    const deep = `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`;
    for (const read of [mazeFromJson, packFromJson]) {
      const error = errorOf(() => read(deep)) as MazeError;
      expect(error).toBeInstanceOf(MazeError);
      expect(error.message).toMatch(/not JSON: nested deeper than 256 levels/);
      expect([error.line, error.column]).toEqual([1, 5 * 256 + 1]);
    }
  });

  it('reads back exactly what it wrote, for generated mazes and packs', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 5 }),
        fc.constantFrom('square', 'hex', 'triangle', 'circular' as const),
        fc.integer({ min: 0, max: 2 }),
        (seed, grid, keys) => {
          const maze = generate({ seed, grid, width: 6, height: 6, rings: 3, keys, gems: 1 });
          const text = mazeToJson(maze);
          expect(JSON.parse(text).format).toBe(MAZE_FORMAT);
          const back = mazeFromJson(text);
          expect(back).toEqual(JSON.parse(JSON.stringify(maze)));
          expect(mazeToJson(back)).toBe(text);
        },
      ),
      { numRuns: 30 },
    );
    const pack = { name: 'starter', mazes: [generate({ seed: 'a' }), generate({ seed: 'b' })] };
    expect(packToJson(packFromJson(packToJson(pack)))).toBe(packToJson(pack));
  });

  it('names the line and column of a JSON syntax error', () => {
    const error = errorOf(() => mazeFromJson('{\n  "format": "knossos.maze/1",\n  "maze": ]\n}'));
    expect(error.field).toBe('text');
    expect([error.line, error.column]).toEqual([3, 11]);
  });

  it('names the field at fault: format, shape, and board rules', () => {
    const maze = JSON.parse(mazeToJson(generate({ seed: 'j', width: 5, height: 5, gems: 1 })));
    expect(errorOf(() => mazeFromJson(JSON.stringify({ ...maze, format: 'other/9' }))).field).toBe(
      'format',
    );
    const badStart = structuredClone(maze);
    badStart.maze.board.starts = [-1];
    expect(errorOf(() => mazeFromJson(JSON.stringify(badStart))).field).toBe('maze.board.starts.0');
    const offBoard = structuredClone(maze);
    offBoard.maze.board.gems = [9999];
    expect(errorOf(() => mazeFromJson(JSON.stringify(offBoard))).field).toMatch(
      /^maze\.board\.gems/,
    );
    const pack = { format: 'knossos.maze-pack/1', name: 'p', mazes: [maze.maze, badStart.maze] };
    expect(errorOf(() => packFromJson(JSON.stringify(pack))).field).toBe('mazes.1.board.starts.0');
  });

  it('refuses a verdict or entrances that contradict the board (from review)', () => {
    const race = JSON.parse(
      mazeToJson(generate({ seed: 'r', width: 8, height: 8, players: 2, sharedGoal: false })),
    );
    const pars = structuredClone(race);
    pars.maze.verdict.playerPars[1] += 5;
    expect(errorOf(() => mazeFromJson(JSON.stringify(pars))).field).toBe(
      'maze.verdict.playerPars.1',
    );
    const total = structuredClone(race);
    total.maze.verdict.par += 1;
    expect(errorOf(() => mazeFromJson(JSON.stringify(total))).field).toBe('maze.verdict.par');
    const open = JSON.parse(
      mazeToJson(generate({ seed: 'o', width: 8, height: 8, openBorder: true })),
    );
    expect(open.maze.entrances).toHaveLength(2);
    const inner = structuredClone(open);
    // Cell 9 (x 1, y 1) has a neighbour on every side: no side of it is on the outer wall.
    inner.maze.entrances[0] = { cell: 9, slot: 0 };
    expect(errorOf(() => mazeFromJson(JSON.stringify(inner))).field).toBe('maze.entrances.0');
    const missing = structuredClone(open);
    missing.maze.entrances[1] = { cell: 9999, slot: 0 };
    expect(errorOf(() => mazeFromJson(JSON.stringify(missing))).field).toBe('maze.entrances.1');
    // A stored route through a cell the board does not have (a picture would draw off the board).
    const route = structuredClone(open);
    route.maze.verdict.routes[0][1] = 99_999;
    expect(errorOf(() => mazeFromJson(JSON.stringify(route))).field).toBe(
      'maze.verdict.routes.0.1',
    );
    const extra = structuredClone(open);
    extra.maze.verdict.routes.push([0]);
    expect(errorOf(() => mazeFromJson(JSON.stringify(extra))).field).toBe('maze.verdict.routes');
  });

  it('refuses an entrance into a hole walled in by the maze', () => {
    const maze = generate({ seed: 'walled', width: 7, height: 7 });
    const json = JSON.parse(mazeToJson(maze));
    // Make an inner cell off the solution a hole, closing its sides, so the board stays valid.
    const t = createTopology(json.maze.board.passages.spec);
    const used = new Set([...maze.verdict.routes.flat(), ...maze.board.goals]);
    const hole = [...Array(t.cellCount).keys()].find(
      (c) => !used.has(c) && !t.isRim(c) && c % 7 < 5,
    )!;
    for (let s = 0; s < 4; s++) {
      const o = t.neighbor(hole, s);
      json.maze.board.passages.masks[o] &= ~(1 << t.oppositeSlot(hole, s));
    }
    json.maze.board.passages.masks[hole] = 0;
    json.maze.board.passages.holes = [hole];
    json.maze.entrances = [{ cell: hole + 1, slot: 3 }];
    const error = errorOf(() => mazeFromJson(JSON.stringify(json)));
    expect([error.field, error.message]).toEqual([
      'maze.entrances.0',
      `maze.entrances.0: side 3 of cell ${hole + 1} is not on the outer wall`,
    ]);
  });

  it('clamps settings it reads, with notes', () => {
    const maze = JSON.parse(mazeToJson(generate({ seed: 'k', width: 5, height: 5 })));
    maze.maze.settings.braid = 7;
    const back = mazeFromJson(JSON.stringify(maze));
    expect(back.settings.braid).toBe(1);
    expect(back.notes).toContain('Braid: 7 is outside 0–1; used 1.');
  });
});
