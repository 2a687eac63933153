import { createPassages, type Passages, passagesFromJSON } from '@knossos/carving';
import { plainBoard } from '@knossos/gimmicks';
import { createTopology } from '@knossos/topology';
import { checkMazeShape, MazeError } from './errors.js';
import { type MazeData, stamp } from './generate.js';
import { solveGoalArea } from './goal-area.js';
import { clampSettings, defaultSettings } from './settings.js';

/**
 * Reads a maze in the common micromouse text format and solves it exactly.
 *
 * The format: `2H + 1` lines of `4W + 1` characters, the first line the north edge. Even lines
 * (counting from 0) are post rows: `o` at every fourth column and, between posts, `---` for a
 * wall or three spaces for an opening. Odd lines are cell rows: `|` or a space at every fourth
 * column (a wall or an opening), and each cell's centre character (column `4x + 2`) a space,
 * `S` (the start, exactly one) or `G` (a goal cell, one or more). Lines may end in LF, CRLF or
 * CR, and a byte-order mark is dropped; lines after the maze that are not maze lines are ignored.
 * Other columns of a cell row are not read.
 *
 * Several `G` cells (such as a classic maze's 2 × 2 centre) are one goal area: a route ends the
 * first time it enters any of them. The maze keeps them all in `goalArea` (reading order), and
 * the board's goal is the nearest of them (the first in reading order among equals), with a
 * note. The solve: breadth first from the start, `optimalCount` being the number of shortest
 * routes into the area (to any of its nearest cells); {@link verify} proves it the same way.
 * Gaps in the outer wall are read as walls, with a note.
 *
 * @param text - the file's text.
 * @returns the maze as {@link MazeData}: square board, the verdict, facts and rating. It has no
 *   seed (an imported maze is not generated).
 * @throws {@link MazeError} naming the line and column of the first thing that does not parse.
 */
export function fromMicromouse(text: string): MazeData {
  if (typeof text !== 'string') throw new MazeError('text', 'a micromouse maze must be text');
  // A byte-order mark is dropped; lines may end in LF, CRLF or a lone CR.
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const top = lines[0] ?? '';
  if (!/^o((---| {3})o)+$/.test(top)) {
    throw new MazeError('text', 'the first line must be a row of posts like "o---o---o"', {
      line: 1,
      column: firstBad(top),
    });
  }
  const width = (top.length - 1) / 4;
  let height = 0;
  // Cell rows and the post rows below them, until a line that is not a cell row.
  for (let i = 1; ; i += 2) {
    const row = lines[i];
    if (row === undefined || !/^[| ]/.test(row)) break;
    if (row.length !== 4 * width + 1) {
      throw new MazeError(
        'text',
        `line ${i + 1} has ${row.length} characters; a row of ${width} cells has ${4 * width + 1}`,
        { line: i + 1, column: Math.min(row.length, 4 * width + 1) + 1 },
      );
    }
    checkCellRow(row, width, i + 1);
    const posts = lines[i + 1];
    if (posts === undefined || !/^o((---| {3})o)+$/.test(posts) || posts.length !== top.length) {
      throw new MazeError('text', `line ${i + 2} must be a row of ${width} posts`, {
        line: i + 2,
        column: firstBad(posts ?? ''),
      });
    }
    height++;
  }
  if (height === 0) {
    throw new MazeError('text', `line 2 must be a row of ${width} cells like "|   |"`, {
      line: 2,
      column: 1,
    });
  }
  const topology = createTopology({ kind: 'square', width, height });
  const passages = createPassages(topology);
  const notes: string[] = [];
  let start = -1;
  const goals: number[] = [];
  let borderGaps = 0;
  // Text row i (from the top) is the board's row height − 1 − i; cell x of it is that row's x.
  const cellAt = (x: number, i: number) => (height - 1 - i) * width + x;
  for (let i = 0; i < height; i++) {
    const row = lines[2 * i + 1]!;
    const below = lines[2 * i + 2]!;
    for (let x = 0; x < width; x++) {
      const cell = cellAt(x, i);
      const mark = row[4 * x + 2];
      if (mark === 'S') {
        if (start >= 0) {
          throw new MazeError('text', 'a maze has one start S', {
            line: 2 * i + 2,
            column: 4 * x + 3,
          });
        }
        start = cell;
      } else if (mark === 'G') goals.push(cell);
      if (x + 1 < width && row[4 * x + 4] === ' ') passages.open(cell, EAST);
      if (i + 1 < height && below.slice(4 * x + 1, 4 * x + 4) === '   ') {
        passages.open(cell, SOUTH);
      }
    }
    if (row[0] === ' ' || row[4 * width] === ' ') borderGaps++;
  }
  const edge = (line: string) => line.includes('   ');
  if (edge(top) || edge(lines[2 * height]!)) borderGaps++;
  if (borderGaps > 0) notes.push('Border: gaps in the outer wall were read as walls.');
  if (start < 0) throw new MazeError('text', 'the maze has no start S', { line: 2 });
  if (goals.length === 0) throw new MazeError('text', 'the maze has no goal G', { line: 2 });
  return solved(passages, start, goals, notes);
}

/** Slot numbers of the square grid. */
const NORTH = 0;
const EAST = 1;
const SOUTH = 2;

/** Checks a cell row's wall columns, the spaces beside each centre, and the centres. */
function checkCellRow(row: string, width: number, line: number): void {
  for (let x = 0; x <= width; x++) {
    const wall = row[4 * x];
    if (wall !== '|' && wall !== ' ') {
      throw new MazeError('text', `a wall column must be "|" or a space (got "${wall}")`, {
        line,
        column: 4 * x + 1,
      });
    }
    if (x === width) break;
    for (const filler of [4 * x + 1, 4 * x + 3]) {
      if (row[filler] !== ' ') {
        throw new MazeError(
          'text',
          `a cell row has spaces beside each centre (got "${row[filler]}")`,
          {
            line,
            column: filler + 1,
          },
        );
      }
    }
    const mark = row[4 * x + 2];
    if (mark !== ' ' && mark !== 'S' && mark !== 'G') {
      throw new MazeError('text', `a cell's centre must be a space, S or G (got "${mark}")`, {
        line,
        column: 4 * x + 3,
      });
    }
  }
}

/**
 * The 1-based column of the first character that spoils a post row: `o` at every fourth column,
 * and between posts three dashes or three spaces (the first that differs from its segment's
 * first); one past the end when the row is merely short.
 */
function firstBad(line: string): number {
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (i % 4 === 0) {
      if (ch !== 'o') return i + 1;
    } else if ((ch !== '-' && ch !== ' ') || ch !== line[i - ((i % 4) - 1)]) {
      return i + 1;
    }
  }
  return line.length + 1;
}

/** Solves an imported maze exactly: shortest paths from the start into the goal area. */
function solved(passages: Passages, start: number, goals: number[], notes: string[]): MazeData {
  const t = passages.topology;
  const n = t.cellCount;
  const { verdict, nearest } = solveGoalArea(passages, start, goals);
  const par = verdict.par;
  const route = verdict.routes[0]!;
  if (goals.length > 1) {
    notes.push(
      `Goal: the ${goals.length} goal cells are one goal area, which a route ends on entering; cell ${nearest}, the nearest, is the board's goal.`,
    );
  }
  if (par < 0) notes.push('Maze: no path from the start to a goal; it is unsolvable.');
  const board = plainBoard(passages.toJSON(), [start], [nearest]);
  // The settings nearest the board that the generator takes (an imported board may be larger
  // or thinner than it makes): the board itself is what the maze is.
  const width = t.spec.kind === 'square' ? t.spec.width : 2;
  const height = t.spec.kind === 'square' ? t.spec.height : 2;
  const { settings } = clampSettings({
    ...defaultSettings(),
    width,
    height,
    endpoints: 'fixed',
    start,
    goal: nearest,
  });
  if (settings.width !== width || settings.height !== height) {
    notes.push(
      `Size: the board read is ${width} × ${height}; its settings say ${settings.width} × ${settings.height}, the largest the generator makes (the board itself is what the maze is).`,
    );
  }
  // An imported board has no holes: every cell is playable.
  const coverage = route.length / n;
  return {
    board,
    entrances: [],
    ...stamp(board, passages, verdict, coverage),
    settings,
    seed: '',
    notes,
    ...(goals.length > 1 ? { goalArea: goals } : {}),
  };
}

/**
 * Writes a maze in the micromouse text format (see {@link fromMicromouse}): `S` on the first
 * player's start, `G` on every goal and every cell of its goal area, lines ending in `\n`.
 *
 * @throws {@link MazeError} for a board the format cannot hold: anything but one square floor
 *   walked step by step, without holes, weave tunnels or gimmicks.
 */
export function toMicromouse(maze: MazeData): string {
  checkMazeShape(maze, 'toMicromouse');
  const spec = maze.board.passages.spec;
  if (spec.kind !== 'square' || (spec.floors ?? 1) !== 1) {
    throw new MazeError('grid', 'the micromouse format holds square boards of one floor');
  }
  if ((maze.board.passages.tunnels ?? []).length > 0) {
    throw new MazeError('grid', 'the micromouse format has no weave tunnels');
  }
  if (maze.board.passages.holes.length > 0)
    throw new MazeError('grid', 'the micromouse format has no holes');
  if (maze.board.movement !== 'step')
    throw new MazeError('movement', 'micromouse mazes are walked, not rolled');
  const b = maze.board;
  const gimmicks =
    b.keys.length +
    b.switches.length +
    b.gems.length +
    b.traps.length +
    b.oneWays.length +
    b.portals.length;
  if (gimmicks > 0) throw new MazeError('board', 'the micromouse format has no gimmicks');
  if (b.starts.length > 1) {
    throw new MazeError('players', 'the micromouse format has one start: a maze for one player');
  }
  const t = createTopology(spec);
  const { width, height } = spec as { width: number; height: number };
  const open = new Set<number>();
  const passages = passagesFromJSON(maze.board.passages);
  for (let c = 0; c < t.cellCount; c++) {
    for (let s = 0; s < t.slotCount(c); s++) if (passages.isOpen(c, s)) open.add(c * 4 + s);
  }
  const isOpen = (cell: number, slot: number) => open.has(cell * 4 + slot);
  const start = maze.board.starts[0];
  const goals = new Set([...maze.board.goals, ...(maze.goalArea ?? [])]);
  const lines: string[] = [];
  for (let i = 0; i < height; i++) {
    const row = height - 1 - i;
    let posts = 'o';
    let cells = '|';
    for (let x = 0; x < width; x++) {
      const cell = row * width + x;
      posts += `${i > 0 && isOpen(cell, NORTH) ? '   ' : '---'}o`;
      const mark = cell === start ? 'S' : goals.has(cell) ? 'G' : ' ';
      cells += ` ${mark} ${x + 1 < width && isOpen(cell, EAST) ? ' ' : '|'}`;
    }
    lines.push(posts, cells);
  }
  lines.push(`o${'---o'.repeat(width)}`);
  return `${lines.join('\n')}\n`;
}
