import { readFileSync } from 'node:fs';
import { validate } from '@knossos/gimmicks';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fromMicromouse,
  generate,
  MazeError,
  mazeFromJson,
  mazeToJson,
  toMicromouse,
  verify,
} from './index.js';
import { errorOf } from './test-support.test-util.js';

const fixture = (name: string) =>
  readFileSync(new URL(`./__fixtures__/${name}`, import.meta.url), 'utf8');

describe('micromouse text mazes', () => {
  it('reads walls and solves exactly: shortest length and how many shortest paths', () => {
    const maze = fromMicromouse(fixture('walls.txt'));
    // 3 × 3; S top-left, G bottom-right, one winding way between them.
    expect(maze.board.passages.spec).toMatchObject({ kind: 'square', width: 3, height: 3 });
    expect(maze.verdict.par).toBe(6);
    expect(maze.verdict.optimalCount).toBe(1);
    expect(maze.verdict.unique).toBe(true);
    expect(validate(maze.board, maze.verdict.moves)).toEqual([]);
    expect(maze.seed).toBe('');
  });

  it('takes CRLF line ends and several goals: one goal area, the count is of routes into it', () => {
    const maze = fromMicromouse(fixture('two-goals-crlf.txt'));
    // S at top-left, a G one step east and a G one step south: one shortest route to each.
    expect(maze.verdict.par).toBe(1);
    expect(maze.board.goals).toEqual([3]);
    expect(maze.goalArea).toEqual([3, 0]);
    expect(maze.verdict.optimalCount).toBe(2);
    expect(maze.verdict.unique).toBe(false);
    expect(maze.notes).toContain(
      "Goal: the 2 goal cells are one goal area, which a route ends on entering; cell 3, the nearest, is the board's goal.",
    );
    // What was stored is what proving the board again gives (from review: it used to differ).
    expect(verify(maze).changed).toBe(false);
    expect(verify(fromMicromouse(fixture('walls.txt'))).changed).toBe(false);
  });

  it('says a maze with no way to a goal is unsolvable', () => {
    const maze = fromMicromouse(fixture('unsolvable.txt'));
    expect(maze.verdict.solvable).toBe(false);
    expect(maze.verdict.par).toBe(-1);
    expect(maze.verdict.difficulty).toBe(0);
    expect(maze.notes).toContain('Maze: no path from the start to a goal; it is unsolvable.');
  });

  it('ignores lines after the maze', () => {
    expect(fromMicromouse(fixture('trailing.txt')).verdict.par).toBe(1);
  });

  it('names the line and column of malformed input', () => {
    const cases: [string, number, number | null][] = [
      ['o---x---o\n| S   G |\no---o---o\n', 1, 5],
      ['o---o---o\n| S * G |\no---o---o\n', 2, 5],
      ['o---o---o\n| S   G |\no-- o---o\n', 3, 4],
      ['o---o---o\n| S   S |\no---o---o\n', 2, 7],
      ['o---o---o\n|       |\no---o---o\n', 2, null],
      ['o---o---o\nnot a maze\n', 2, 1],
      // From review: a tab beside a centre was taken for a space.
      ['o---o---o\n| S\t  G |\no---o---o\n', 2, 4],
    ];
    for (const [text, line, column] of cases) {
      try {
        fromMicromouse(text);
        expect.unreachable(`no error for ${JSON.stringify(text)}`);
      } catch (error) {
        expect(error).toBeInstanceOf(MazeError);
        expect((error as MazeError).line).toBe(line);
        expect((error as MazeError).column).toBe(column);
      }
    }
  });

  it('writes what it reads, and reads what it writes, for any generated square maze', () => {
    expect(toMicromouse(fromMicromouse(fixture('walls.txt')))).toBe(fixture('walls.txt'));
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 5 }),
        fc.integer({ min: 2, max: 9 }),
        fc.integer({ min: 2, max: 9 }),
        fc.constantFrom(0, 0.5),
        (seed, width, height, braid) => {
          const maze = generate({ seed, width, height, braid });
          const text = toMicromouse(maze);
          const back = fromMicromouse(text);
          expect(back.board.passages).toEqual(maze.board.passages);
          expect(back.verdict.par).toBe(maze.verdict.par);
          expect(back.verdict.optimalCount).toBe(maze.verdict.optimalCount);
          expect(toMicromouse(back)).toBe(text);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('refuses boards the format cannot hold', () => {
    expect(() => toMicromouse(generate({ seed: 'h', grid: 'hex', width: 4, height: 4 }))).toThrow(
      MazeError,
    );
  });
});

describe('micromouse goal areas', () => {
  it('counts the best routes into a 2 × 2 centre, entered through two different cells', () => {
    const text = fixture('micromouse/centre-area.txt');
    const maze = fromMicromouse(text);
    // S bottom-right; one route comes up the right side into the area's top-right cell, the
    // other along the bottom into its bottom-left cell, both 3 steps.
    expect(maze.verdict.par).toBe(3);
    expect(maze.verdict.optimalCount).toBe(2);
    expect(maze.verdict.countComplete).toBe(true);
    expect([...(maze.goalArea ?? [])].sort((a, b) => a - b)).toEqual([5, 6, 9, 10]);
    expect(validate(maze.board, maze.verdict.moves)).toEqual([]);
    expect(verify(maze).changed).toBe(false);
    // Every G is written back, and JSON keeps the area.
    expect(toMicromouse(maze)).toBe(text);
    expect(mazeFromJson(mazeToJson(maze)).goalArea).toEqual(maze.goalArea);
  });

  it('reads what it writes with any goal area, counting routes as a slow enumeration does', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 5 }),
        fc.integer({ min: 2, max: 5 }),
        fc.integer({ min: 2, max: 5 }),
        fc.constantFrom(0, 1),
        fc.uniqueArray(fc.nat(), { minLength: 2, maxLength: 4 }),
        (seed, width, height, braid, picks) => {
          const maze = generate({ seed, width, height, braid });
          const cells = width * height;
          const start = maze.board.starts[0]!;
          const area = [...new Set(picks.map((p) => p % cells))].filter((c) => c !== start);
          fc.pre(area.length >= 2);
          const text = withGoals(toMicromouse(maze), width, height, area);
          const read = fromMicromouse(text);
          expect([...(read.goalArea ?? [])].sort((a, b) => a - b)).toEqual(
            [...area].sort((a, b) => a - b),
          );
          const again = fromMicromouse(toMicromouse(read));
          expect(again.board.passages).toEqual(maze.board.passages);
          expect(again.goalArea).toEqual(read.goalArea);
          const slow = slowCount(read, start, new Set(area));
          expect([read.verdict.par, read.verdict.optimalCount]).toEqual(slow);
        },
      ),
      { numRuns: 60 },
    );
  });
});

/** A micromouse text with `G` on exactly these cells. */
function withGoals(text: string, width: number, height: number, goals: number[]): string {
  const lines = text.split('\n').map((line) => line.replace(/G/g, ' ').split(''));
  for (const goal of goals) {
    const x = goal % width;
    const i = height - 1 - Math.floor(goal / width);
    lines[2 * i + 1]![4 * x + 2] = 'G';
  }
  return lines.map((line) => line.join('')).join('\n');
}

/**
 * The par and the count of best routes into an area, by enumerating walks of each length in
 * turn (a walk stops at its first area cell): slow, and independent of the breadth-first count.
 */
function slowCount(maze: ReturnType<typeof fromMicromouse>, start: number, area: Set<number>) {
  const { spec, masks } = maze.board.passages;
  const width = (spec as { width: number }).width;
  const steps = [width, 1, -width, -1];
  const walks = (cell: number, left: number): number => {
    if (area.has(cell)) return left === 0 ? 1 : 0;
    if (left === 0) return 0;
    let sum = 0;
    for (let s = 0; s < 4; s++)
      if (masks[cell]! & (1 << s)) sum += walks(cell + steps[s]!, left - 1);
    return sum;
  };
  for (let length = 1; length <= masks.length; length++) {
    const count = walks(start, length);
    if (count > 0) return [length, count];
  }
  return [-1, 0];
}

describe('micromouse edge cases (from review)', () => {
  it('drops a byte-order mark, takes lone CR line ends, and names a row of the wrong length', () => {
    expect(fromMicromouse('\uFEFFo---o---o\r| S   G |\ro---o---o\r').verdict.par).toBe(1);
    const error = errorOf(() => fromMicromouse('o---o---o\n| S   G |  \no---o---o\n'));
    expect([error.line, error.column]).toEqual([2, 10]);
    expect(error.message).toMatch(/has 11 characters/);
  });

  it('keeps settings the generator takes for a board it would not make', () => {
    const maze = fromMicromouse('o---o---o\n| S   G |\no---o---o\n');
    expect(maze.settings.height).toBe(2);
    expect(mazeFromJson(mazeToJson(maze)).notes).toEqual(maze.notes);
    // Wider than the generator makes: the board keeps its size, and a note says what was read.
    const width = 70;
    const posts = `o${'---o'.repeat(width)}\n`;
    const cells = `| S${'    '.repeat(width - 2)}   G |\n`;
    const wide = fromMicromouse(posts + cells + posts);
    expect(wide.board.passages.spec).toMatchObject({ kind: 'square', width: 70, height: 1 });
    expect(wide.settings.width).toBe(64);
    expect(wide.notes.join(' ')).toMatch(/the board read is 70 × 1; its settings say 64 × 2/);
  });

  it('refuses to write what the format cannot hold: gimmicks, holes, rolling', () => {
    const keyed = generate({ seed: 'a', width: 5, height: 4, braid: 0.5, keys: 1 });
    if (keyed.board.keys.length > 0) expect(() => toMicromouse(keyed)).toThrow(/no gimmicks/);
    const holed = generate({ seed: 'a', width: 8, height: 8, holes: 0.2 });
    expect(() => toMicromouse(holed)).toThrow(/no holes/);
    // From review: every player's goal was written as a G for the one start.
    const own = generate({ seed: 'a1', width: 8, height: 8, players: 3, sharedGoal: false });
    expect(() => toMicromouse(own)).toThrow(/one start/);
  });
});
