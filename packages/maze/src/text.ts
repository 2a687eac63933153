import { passagesFromJSON } from '@knossos/carving';
import { summary } from './audit.js';
import { checkMazeShape } from './errors.js';
import type { MazeData } from './generate.js';

/**
 * Box-drawing characters for a post, by the walls meeting at it: bit 1 up, 2 right, 4 down,
 * 8 left.
 */
const POSTS = [' ', '╵', '╶', '└', '╷', '│', '┌', '├', '╴', '┘', '─', '┴', '┐', '┤', '┬', '┼'];

/**
 * The maze as text for a terminal. Square boards are drawn with box-drawing characters, floor by
 * floor (north at the top), each cell three characters wide with its marker in the middle:
 * `S` start (`1`–`4` with several players), `G` goal, `k` key, `*` gem, `@` switch, `x` trap,
 * `P` portal end, `░` hole; a door is drawn as `#` in its wall's gap and a gate as `%`; an open
 * border's entrance and exit are gaps in the outer wall. Other
 * grids get a compact summary instead (grid, size, par, stars, facts). The last line is always
 * {@link summary}.
 */
export function toText(maze: MazeData): string {
  checkMazeShape(maze, 'toText');
  const { board } = maze;
  const spec = board.passages.spec;
  if (spec.kind !== 'square') {
    const size =
      spec.kind === 'circular'
        ? `${(spec as { rings?: number }).rings ?? '?'} rings`
        : `${(spec as { width?: number }).width} × ${(spec as { height?: number }).height}`;
    const floors = (spec as { floors?: number }).floors ?? 1;
    const f = maze.facts;
    return [
      `${spec.kind} board, ${size}${floors > 1 ? `, ${floors} floors` : ''}`,
      `${f.deadEnds} dead ends, ${f.junctions} junctions, ${f.loops} loops, ${f.realDecisions} real decisions`,
      summary(maze),
    ].join('\n');
  }
  const passages = passagesFromJSON(board.passages);
  const t = passages.topology;
  const width = (spec as { width: number }).width;
  const height = (spec as { height: number }).height;
  const floors = t.floors;
  const marks = new Map<number, string>();
  const mark = (cell: number, m: string) => {
    if (!marks.has(cell)) marks.set(cell, m);
  };
  board.starts.forEach((c, p) => {
    mark(c, board.starts.length > 1 ? String(p + 1) : 'S');
  });
  for (const c of board.goals) mark(c, 'G');
  for (const c of board.keys) mark(c, 'k');
  for (const c of board.gems) mark(c, '*');
  for (const s of board.switches) mark(s.cell, '@');
  for (const c of board.traps) mark(c, 'x');
  for (const p of board.portals) {
    mark(p.a, 'P');
    mark(p.b, 'P');
  }
  const locks = new Map<number, string>();
  const lock = (cell: number, slot: number, m: string) => {
    locks.set(cell * 8 + slot, m);
    const other = t.neighbor(cell, slot);
    if (other >= 0) locks.set(other * 8 + t.oppositeSlot(cell, slot), m);
  };
  for (const d of board.doors) lock(d.cell, d.slot, '#');
  for (const g of board.gates) lock(g.cell, g.slot, '%');
  // Open border: the entrance and exit are gaps in the outer wall.
  const gaps = new Set((maze.entrances ?? []).map((e) => e.cell * 8 + e.slot));
  const perFloor = width * height;
  const out: string[] = [];
  for (let floor = 0; floor < floors; floor++) {
    if (floors > 1) out.push(`Floor ${floor + 1}`);
    const cellAt = (x: number, fromTop: number) =>
      floor * perFloor + (height - 1 - fromTop) * width + x;
    /** The wall on a cell's side (square slots: 0 north, 1 east, 2 south, 3 west). */
    const wall = (x: number, fromTop: number, slot: number): boolean => {
      if (x < 0 || x >= width || fromTop < 0 || fromTop >= height) return false;
      const cell = cellAt(x, fromTop);
      const key = cell * 8 + slot;
      return !passages.isOpen(cell, slot) && !locks.has(key) && !gaps.has(key);
    };
    // A wall segment between two cells (or a cell and the border) exists if either side has it.
    const horizontal = (x: number, j: number) => wall(x, j - 1, 2) || wall(x, j, 0);
    const vertical = (i: number, fromTop: number) => wall(i - 1, fromTop, 1) || wall(i, fromTop, 3);
    for (let j = 0; j <= height; j++) {
      let posts = '';
      for (let i = 0; i <= width; i++) {
        const up = j > 0 && vertical(i, j - 1);
        const down = j < height && vertical(i, j);
        const left = i > 0 && horizontal(i - 1, j);
        const right = i < width && horizontal(i, j);
        posts += POSTS[(up ? 1 : 0) | (right ? 2 : 0) | (down ? 4 : 0) | (left ? 8 : 0)];
        if (i < width) {
          const lockMark = j < height ? locks.get(cellAt(i, j) * 8 + 0) : undefined;
          posts += right ? '───' : lockMark !== undefined ? ` ${lockMark} ` : '   ';
        }
      }
      out.push(posts.trimEnd());
      if (j === height) break;
      let cells = '';
      for (let i = 0; i <= width; i++) {
        const lockMark = i < width ? locks.get(cellAt(i, j) * 8 + 3) : undefined;
        cells += vertical(i, j) ? '│' : lockMark !== undefined ? lockMark : ' ';
        if (i < width) {
          const cell = cellAt(i, j);
          cells += passages.isHole(cell) ? '░░░' : ` ${marks.get(cell) ?? ' '} `;
        }
      }
      out.push(cells.trimEnd());
    }
  }
  out.push(summary(maze));
  return out.join('\n');
}

/**
 * {@link toText} with the best route drawn: a `·` in each empty cell the first best solution
 * passes, on square boards of one floor (other boards are drawn as {@link toText} draws them).
 */
export function toTextWithRoute(maze: MazeData): string {
  const art = toText(maze);
  const spec = maze.board.passages.spec as {
    kind: string;
    width?: number;
    height?: number;
    floors?: number;
  };
  if (spec.kind !== 'square' || (spec.floors ?? 1) > 1 || !maze.verdict.solvable) return art;
  const lines = art.split('\n').map((line) => [...line]);
  const width = spec.width!;
  const height = spec.height!;
  // Every cell passed: on Roll `solution` holds only where the player comes to rest.
  for (const cell of maze.verdict.routes[0] ?? maze.verdict.solution) {
    const x = cell % width;
    const y = Math.floor(cell / width);
    const line = lines[1 + 2 * (height - 1 - y)];
    const column = 2 + 4 * x;
    if (line?.[column] === ' ') line[column] = '·';
  }
  return lines.map((line) => line.join('')).join('\n');
}
