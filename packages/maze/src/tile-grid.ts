// A square maze as a grid of tiles where walls are tiles too: W × H cells become (2W + 1) ×
// (2H + 1) tiles, each cell at an odd column and row, each side between two cells on the tile
// between them, and the posts at the even corners. The Tiled map and the CSV grid draw it.
import { type Passages, passagesFromJSON } from '@knossos/carving';
import { checkMazeShape, MazeError } from './errors.js';
import type { MazeData } from './maze-data.js';
import { KEY_NAMES, tileId, WAY_NAMES } from './tiles.js';

/**
 * One floor of a {@link TileGrid}: three layers of local tile ids (−1: no tile), row by row from
 * the top.
 */
export interface TileFloor {
  /** Floor, hole, stairs and bridge tiles: every tile that is not a wall. */
  readonly floor: Int16Array;
  /** Wall and tunnel tiles. */
  readonly walls: Int16Array;
  /** Starts, goals and gimmicks. */
  readonly items: Int16Array;
}

/** A square maze's tiles. @internal */
export interface TileGrid {
  /** Tiles across: 2 × width + 1. */
  readonly columns: number;
  /** Tiles down: 2 × height + 1. */
  readonly rows: number;
  /** One per floor, the ground floor first. */
  readonly floors: readonly TileFloor[];
}

const NONE = -1;
/** Column and row steps from a cell's tile to its side's, by slot (north, east, south, west). */
const STEPS: readonly (readonly [number, number])[] = [
  [0, -1],
  [1, 0],
  [0, 1],
  [-1, 0],
];

/**
 * Why a maze cannot be drawn as a tile grid (one sentence), or `null` when it can: only square
 * boards can, and a door, gate or one-way side on the stairs has no tile between two cells.
 */
export function tileGridUnfit(maze: MazeData, format: string): string | null {
  checkMazeShape(maze, format);
  const kind = maze.board.passages.spec.kind;
  if (kind !== 'square') return `${format} holds square boards, and this board is ${kind}.`;
  const base = 4;
  const b = maze.board;
  for (const [what, sides] of [
    ['door', b.doors],
    ['gate', b.gates],
    ['one-way side', b.oneWays],
  ] as const) {
    if (sides.some((side) => side.slot >= base)) {
      return `${format} has no tile for a ${what} on the stairs.`;
    }
  }
  return null;
}

/**
 * The tiles of a square maze (see the file's head). Cell (x, y) of floor f, row 0 at the bottom,
 * is tile (2x + 1, 2(H − 1 − y) + 1) of floor f, north at the top. A side between two cells is
 * open floor when open (a door, gate or one-way side on it is an item there), a tunnel where a
 * weave tunnel passes under it, a hole between two holes or a hole and the border, else a wall;
 * an open border's entrance and exit are open floor. A post is a wall when a wall or tunnel
 * meets it, a hole when only holes do, else open floor. A cell holding several things shows the
 * first of: the players' starts, their goals, keys, switches, gems, traps, portals.
 *
 * @param format - the format's name for messages, e.g. `'A Tiled map'`.
 * @throws {@link MazeError} (field `grid`) when {@link tileGridUnfit} says why it cannot be.
 */
export function tileGrid(maze: MazeData, format: string): TileGrid {
  const unfit = tileGridUnfit(maze, format);
  if (unfit !== null) throw new MazeError('grid', unfit);
  const passages = passagesFromJSON(maze.board.passages);
  const t = passages.topology;
  const { width, height } = t.spec as { width: number; height: number };
  const columns = 2 * width + 1;
  const rows = 2 * height + 1;
  const perFloor = width * height;
  const floors: TileFloor[] = [];
  for (let f = 0; f < t.floors; f++) {
    const size = columns * rows;
    floors.push({
      floor: new Int16Array(size).fill(NONE),
      walls: new Int16Array(size).fill(NONE),
      items: new Int16Array(size).fill(NONE),
    });
  }
  const floorOf = (cell: number) => floors[Math.floor(cell / perFloor)]!;
  const at = (cell: number, slot = -1) => {
    const base = cell % perFloor;
    const col = 2 * (base % width) + 1;
    const row = 2 * (height - 1 - Math.floor(base / width)) + 1;
    const [dc, dr] = slot < 0 ? [0, 0] : STEPS[slot]!;
    return (row + dr) * columns + col + dc;
  };
  const over = new Set(passages.tunnels.map((tunnel) => tunnel.over));
  for (let cell = 0; cell < t.cellCount; cell++) {
    const layers = floorOf(cell);
    layers.floor[at(cell)] = cellTile(passages, cell, over);
    for (let slot = 0; slot < 4; slot++) {
      const side = sideTile(passages, cell, slot);
      const i = at(cell, slot);
      if (side === 'wall' || side === 'tunnel') layers.walls[i] = tileId(side);
      else layers.floor[i] = tileId(side);
    }
  }
  for (const { cell, slot } of maze.entrances ?? []) {
    const layers = floorOf(cell);
    layers.walls[at(cell, slot)] = NONE;
    layers.floor[at(cell, slot)] = tileId('floor');
  }
  placeItems(maze, (cell, name, slot = -1) => {
    const { items } = floorOf(cell);
    const i = at(cell, slot);
    if (items[i] === NONE) items[i] = tileId(name);
  });
  for (const layers of floors) fillPosts(layers, columns, rows);
  return { columns, rows, floors };
}

function cellTile(passages: Passages, cell: number, over: Set<number>): number {
  if (passages.isHole(cell)) return tileId('hole');
  const t = passages.topology;
  const up = t.upSlot(cell);
  const down = t.downSlot(cell);
  const isUp = up >= 0 && passages.isOpen(cell, up);
  const isDown = down >= 0 && passages.isOpen(cell, down);
  if (isUp || isDown)
    return tileId(isUp && isDown ? 'stairs-up-down' : isUp ? 'stairs-up' : 'stairs-down');
  return tileId(over.has(cell) ? 'bridge' : 'floor');
}

function sideTile(passages: Passages, cell: number, slot: number): string {
  if (passages.isOpen(cell, slot)) return 'floor';
  const t = passages.topology;
  const other = t.neighbor(cell, slot);
  const back = other < 0 ? -1 : t.oppositeSlot(cell, slot);
  if (passages.isTunnel(cell, slot) || (other >= 0 && passages.isTunnel(other, back))) {
    return 'tunnel';
  }
  if (passages.isHole(cell) && (other < 0 || passages.isHole(other))) return 'hole';
  return 'wall';
}

/** Calls `put` for every start, goal and gimmick, in the order a cell shows them. */
function placeItems(
  maze: MazeData,
  put: (cell: number, name: string, slot?: number) => void,
): void {
  const b = maze.board;
  b.starts.forEach((cell, p) => {
    put(cell, `start-${p + 1}`);
  });
  b.goals.forEach((cell, p) => {
    put(cell, `goal-${p + 1}`);
  });
  b.keys.forEach((cell, k) => {
    put(cell, `key-${KEY_NAMES[k]}`);
  });
  for (const s of b.switches) put(s.cell, `switch-${s.channel + 1}`);
  for (const cell of b.gems) put(cell, 'gem');
  for (const cell of b.traps) put(cell, 'trap');
  b.portals.forEach((pair, i) => {
    put(pair.a, `portal-${i + 1}`);
    put(pair.b, `portal-${i + 1}`);
  });
  for (const d of b.doors) put(d.cell, `door-${KEY_NAMES[d.key]}`, d.slot);
  for (const g of b.gates) {
    put(g.cell, g.startsOpen ? `gate-open-${g.channel + 1}` : `gate-${g.channel + 1}`, g.slot);
  }
  for (const o of b.oneWays) put(o.cell, `one-way-${WAY_NAMES[o.slot]}`, o.slot);
}

/** The posts at the even corners: a wall where a wall or tunnel meets them, else as around. */
function fillPosts(layers: TileFloor, columns: number, rows: number): void {
  const hole = tileId('hole');
  const wall = tileId('wall');
  for (let row = 0; row < rows; row += 2) {
    for (let col = 0; col < columns; col += 2) {
      const around: number[] = [];
      if (row > 0) around.push((row - 1) * columns + col);
      if (row + 1 < rows) around.push((row + 1) * columns + col);
      if (col > 0) around.push(row * columns + col - 1);
      if (col + 1 < columns) around.push(row * columns + col + 1);
      const i = row * columns + col;
      if (around.some((j) => layers.walls[j] !== NONE)) layers.walls[i] = wall;
      else if (around.every((j) => layers.floor[j] === hole)) layers.floor[i] = hole;
      else layers.floor[i] = tileId('floor');
    }
  }
}
