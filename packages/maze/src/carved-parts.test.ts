// MazeData keeps the rooms carving opened and the cells the shape cut away.
import { passagesFromJSON } from '@knossos/carving';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generate, MazeError, mazeFromJson, mazeToJson } from './index.js';

describe('rooms and outside', () => {
  it('every kept room is open inside, on playable cells; none kept when none asked', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 4 }),
        fc.constantFrom('square', 'hex', 'triangle', 'circular'),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 2 }),
        (seed, grid, rooms, roomSize) => {
          const maze = generate({
            seed: `r${seed}`,
            grid,
            width: 12,
            height: 12,
            rings: 6,
            rooms,
            roomSize,
          });
          const kept = maze.rooms ?? [];
          expect(kept.length).toBeGreaterThan(0);
          expect(kept.length).toBeLessThanOrEqual(rooms);
          const passages = passagesFromJSON(maze.board.passages);
          const t = passages.topology;
          for (const room of kept) {
            const inside = new Set(room);
            expect([...room].sort((a, b) => a - b)).toEqual(room);
            for (const cell of room) {
              expect(passages.holes[cell]).toBeFalsy();
              for (let s = 0; s < t.slotCount(cell); s++) {
                const next = t.neighbor(cell, s);
                if (next >= 0 && inside.has(next)) expect(passages.isOpen(cell, s)).toBe(true);
              }
            }
          }
          expect(
            generate({ seed: `r${seed}`, grid, width: 12, height: 12, rings: 6 }).rooms,
          ).toBeUndefined();
        },
      ),
      { numRuns: 30 },
    );
  });

  it('the outside is the shape cut away: all the holes without Holes, some of them with', () => {
    const shaped = generate({ seed: 'o', width: 16, height: 16, shape: 'heart' });
    const outside = shaped.outside ?? [];
    expect(outside.length).toBeGreaterThan(0);
    expect(outside).toEqual([...shaped.board.passages.holes].sort((a, b) => a - b));
    const holed = generate({ seed: 'o', width: 16, height: 16, shape: 'heart', holes: 0.1 });
    const holes = new Set(holed.board.passages.holes);
    expect(holed.outside!.every((c) => holes.has(c))).toBe(true);
    expect(holes.size).toBeGreaterThan(holed.outside!.length);
    expect(generate({ seed: 'o', width: 16, height: 16, holes: 0.1 }).outside).toBeUndefined();
  });

  it('JSON keeps both, reads older files without them, and refuses ones off the board', () => {
    const maze = generate({ seed: 'j', width: 16, height: 16, shape: 'circle', rooms: 2 });
    expect(maze.rooms).toBeDefined();
    const back = mazeFromJson(mazeToJson(maze));
    expect(back.rooms).toEqual(maze.rooms);
    expect(back.outside).toEqual(maze.outside);
    const { rooms: _r, outside: _o, ...older } = maze;
    const read = mazeFromJson(mazeToJson(older));
    expect(read.rooms).toBeUndefined();
    expect(read.outside).toBeUndefined();
    const inHole = { ...maze, rooms: [[maze.outside![0]!]] };
    expect(() => mazeFromJson(mazeToJson(inHole))).toThrow(MazeError);
    const notHole = { ...maze, outside: [maze.rooms![0]![0]!] };
    expect(() => mazeFromJson(mazeToJson(notHole))).toThrow(/maze\.outside\.0/);
  });
});
