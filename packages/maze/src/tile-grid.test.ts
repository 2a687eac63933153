// The Tiled map and the CSV grid, each checked against the maze's own passages by a second,
// plain reading of the board (open sides, tunnels, holes), not through the tile grid.
import { passagesFromJSON } from '@knossos/carving';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generate, MAZE_TILES, type MazeData, mazeFamily, toMazeCsv, toTiledMap } from './index.js';
import { errorOf } from './test-support.test-util.js';

interface Layer {
  readonly name: string;
  readonly type: string;
  readonly width: number;
  readonly height: number;
  readonly data: number[];
  readonly layers: Layer[];
}

const tile = (name: string) => MAZE_TILES.find((t) => t.name === name)!;
const gid = (name: string) => tile(name).id + 1;

/**
 * What the maze says of the side `slot` (0 north, 1 east, 2 south, 3 west) of a cell: `open`,
 * `tunnel`, `hole` (a hole's side towards a hole or the border), `gap` (an open border's
 * opening) or `wall`.
 */
function sideOf(maze: MazeData, cell: number, slot: number): string {
  const p = passagesFromJSON(maze.board.passages);
  const t = p.topology;
  const other = t.neighbor(cell, slot);
  if (p.isOpen(cell, slot)) return 'open';
  if (maze.entrances.some((e) => e.cell === cell && e.slot === slot)) return 'gap';
  if (p.isTunnel(cell, slot) || (other >= 0 && p.isTunnel(other, t.oppositeSlot(cell, slot)))) {
    return 'tunnel';
  }
  if (p.isHole(cell) && (other < 0 || p.isHole(other))) return 'hole';
  return 'wall';
}

/** Every cell side of a square maze with the tile (column, row) it falls on. */
function* sides(maze: MazeData): Generator<[number, number, number, number, number]> {
  const { width, height } = maze.board.passages.spec as { width: number; height: number };
  const floors = maze.settings.floors;
  for (let cell = 0; cell < width * height * floors; cell++) {
    const base = cell % (width * height);
    const col = 2 * (base % width) + 1;
    const row = 2 * (height - 1 - Math.floor(base / width)) + 1;
    const floor = Math.floor(cell / (width * height));
    yield [cell, -1, floor, col, row];
    const steps = [
      [0, -1],
      [1, 0],
      [0, 1],
      [-1, 0],
    ];
    for (let slot = 0; slot < 4; slot++) {
      yield [cell, slot, floor, col + steps[slot]![0]!, row + steps[slot]![1]!];
    }
  }
}

describe('the Tiled map (tmj)', () => {
  const maze = generate({ width: 5, height: 5, keys: 1, gems: 1, seed: 'tiled' });
  const map = JSON.parse(toTiledMap(maze));

  it('is an orthogonal Tiled map of 11 × 11 tiles for 5 × 5 cells, a group of three layers', () => {
    expect(map).toMatchObject({ type: 'map', orientation: 'orthogonal', width: 11, height: 11 });
    expect(map.infinite).toBe(false);
    const groups = map.layers as Layer[];
    expect(groups.map((g) => [g.name, g.type])).toEqual([['Floor 1', 'group']]);
    const layers = groups[0]!.layers;
    expect(layers.map((l) => [l.name, l.type, l.width, l.height, l.data.length])).toEqual([
      ['floor', 'tilelayer', 11, 11, 121],
      ['walls', 'tilelayer', 11, 11, 121],
      ['items', 'tilelayer', 11, 11, 121],
    ]);
    const ids = [groups[0]!, ...layers].map((l) => (l as unknown as { id: number }).id);
    expect(new Set(ids).size).toBe(4);
    expect(map.nextlayerid).toBe(Math.max(...ids) + 1);
    const [set] = map.tilesets;
    expect(set).toMatchObject({ firstgid: 1, tilecount: MAZE_TILES.length });
    expect(set.tiles.map((t: { id: number; type: string }) => [t.id, t.type])).toEqual(
      MAZE_TILES.map((t) => [t.id, t.name]),
    );
    // Every id a layer holds is a tile of the set (or 0, none), on its own layer.
    for (const l of layers) {
      for (const g of l.data) if (g !== 0) expect(MAZE_TILES[g - 1]!.layer).toBe(l.name);
    }
  });

  it('has a wall tile exactly where the maze has a wall, and its things where they are', () => {
    const [floor, walls, items] = (map.layers[0] as Layer).layers.map((l) => l.data);
    const at = (col: number, row: number) => row * 11 + col;
    for (const [cell, slot, , col, row] of sides(maze)) {
      const i = at(col, row);
      if (slot < 0) {
        expect(walls![i]).toBe(0);
        expect(floor![i]).toBe(gid('floor'));
        continue;
      }
      const side = sideOf(maze, cell, slot);
      expect(walls![i], `cell ${cell} slot ${slot}`).toBe(side === 'wall' ? gid('wall') : 0);
      expect(floor![i]).toBe(side === 'wall' ? 0 : gid('floor'));
    }
    // The posts: a wall wherever a wall meets them (every post of a perfect maze).
    for (let row = 0; row < 11; row += 2) {
      for (let col = 0; col < 11; col += 2) expect(walls![at(col, row)]).toBe(gid('wall'));
    }
    const b = maze.board;
    const cellAt = (cell: number) => at(2 * (cell % 5) + 1, 2 * (4 - Math.floor(cell / 5)) + 1);
    expect(items![cellAt(b.starts[0]!)]).toBe(gid('start-1'));
    expect(items![cellAt(b.goals[0]!)]).toBe(gid('goal-1'));
    expect(items![cellAt(b.keys[0]!)]).toBe(gid('key-a'));
    expect(items![cellAt(b.gems[0]!)]).toBe(gid('gem'));
    expect(items!.filter((g) => g !== 0)).toHaveLength(5);
    expect(items!.includes(gid('door-a'))).toBe(true);
  });

  it('says why it cannot hold other grids, and refuses to write them', () => {
    const hex = generate({ grid: 'hex', width: 5, height: 5, seed: 'h' });
    expect(mazeFamily.formats.tmj!.unfit!(hex)).toBe(
      'A Tiled map holds square boards, and this board is hex.',
    );
    expect(mazeFamily.formats.csv!.unfit!(hex)).toMatch(/^The CSV grid holds square boards/);
    expect(mazeFamily.formats.tmj!.unfit!(maze)).toBeNull();
    expect(errorOf(() => toTiledMap(hex)).field).toBe('grid');
  });
});

describe('the CSV grid', () => {
  it('is one character a field: # on walls, . on openings, S, G and the things on their cells', () => {
    const maze = generate({ width: 5, height: 5, keys: 1, gems: 1, seed: 'tiled' });
    const grid = toMazeCsv(maze)
      .trimEnd()
      .split('\n')
      .map((line) => line.split(','));
    expect(grid).toHaveLength(11);
    for (const line of grid) expect(line).toHaveLength(11);
    for (const [cell, slot, , col, row] of sides(maze)) {
      const shown = grid[row]![col]!;
      if (slot < 0) {
        const b = maze.board;
        const expected =
          cell === b.starts[0]
            ? 'S'
            : cell === b.goals[0]
              ? 'G'
              : cell === b.keys[0]
                ? 'a'
                : cell === b.gems[0]
                  ? 'g'
                  : '.';
        expect(shown, `cell ${cell}`).toBe(expected);
      } else if (sideOf(maze, cell, slot) === 'wall') {
        expect(shown).toBe('#');
      } else {
        const door = maze.board.doors.some((d) => d.cell === cell && d.slot === slot);
        if (!door) expect(shown, `cell ${cell} slot ${slot}`).toMatch(/^[.A]$/);
      }
    }
    expect(grid.flat().filter((c) => c === 'A')).toHaveLength(1);
  });

  it('matches the maze side by side for any square maze: floors, holes, weave, rooms, borders', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 4 }),
        fc.integer({ min: 2, max: 9 }),
        fc.integer({ min: 2, max: 9 }),
        fc.record({
          floors: fc.integer({ min: 1, max: 3 }),
          holes: fc.constantFrom(0, 0.2),
          weave: fc.constantFrom(0, 6),
          rooms: fc.constantFrom(0, 2),
          braid: fc.constantFrom(0, 0.5),
          openBorder: fc.boolean(),
        }),
        (seed, width, height, extra) => {
          const maze = generate({ seed, width, height, ...extra, maxAttempts: 1 });
          const blocks = toMazeCsv(maze).trimEnd().split('\n\n');
          expect(blocks).toHaveLength(extra.floors);
          const grids = blocks.map((b) => b.split('\n').map((line) => line.split(',')));
          const chars = { wall: '#', tunnel: '=', hole: '_' } as Record<string, string>;
          const p = passagesFromJSON(maze.board.passages);
          // What differs is collected and asserted once per maze (an expect costs tens of µs).
          const wrong: string[] = [];
          const open = (shown: unknown) => typeof shown === 'string' && !/[#=_]/.test(shown);
          for (const [cell, slot, floor, col, row] of sides(maze)) {
            const shown = grids[floor]![row]![col]!;
            if (slot < 0) {
              if (p.isHole(cell) ? shown !== '_' : !open(shown))
                wrong.push(`${cell}${p.isHole(cell) ? ' (a hole)' : ''}: ${shown}`);
              continue;
            }
            const side = sideOf(maze, cell, slot);
            if (side in chars ? shown !== chars[side] : !open(shown))
              wrong.push(`${cell}/${slot}: ${side} drawn ${shown}`);
          }
          expect(wrong).toEqual([]);
          // The Tiled map of the same maze has the same walls, floor by floor.
          const map = JSON.parse(toTiledMap(maze));
          map.layers.forEach((group: Layer, f: number) => {
            const walls = group.layers[1]!.data;
            const fromCsv = grids[f]!.flat().map((c) =>
              c === '#' ? gid('wall') : c === '=' ? gid('tunnel') : 0,
            );
            expect(walls).toEqual(fromCsv);
          });
        },
      ),
      { numRuns: 25 },
    );
  });
});
