// A puzzle in words: terminal pictures of its tiles, one summary line, one cell described.
import { shownAtStart, topologyOf } from './board.js';
import { NetwalkError, shown } from './errors.js';
import { geometryOf, stepsApart, tileKindOn } from './masks.js';
import { litTiles, playOf } from './play.js';
import type { NetwalkPuzzle } from './puzzle.js';

/** Box-drawing pipes by mask (`N 1, E 2, S 4, W 8`); 0 is a blank. */
const PIPES = [' ', '╵', '╶', '└', '╷', '│', '┌', '├', '╴', '┘', '─', '┴', '┐', '┤', '┬', '┼'];

/**
 * Tiles as box-drawing pipes, top row first, each followed by `─` when it opens east (so pipes
 * join across the gap); the server is drawn `■`.
 *
 * @param width - columns.
 * @param height - rows.
 * @param masks - one mask per cell, `y · width + x`, row 0 at the bottom.
 * @param server - the server's cell.
 * @returns `height` lines (trailing spaces trimmed).
 */
export function netwalkArt(
  width: number,
  height: number,
  masks: Uint8Array,
  server: number,
): string {
  const rows: string[] = [];
  for (let y = height - 1; y >= 0; y--) {
    let row = '';
    for (let x = 0; x < width; x++) {
      const cell = y * width + x;
      const m = masks[cell]!;
      row += cell === server ? '■' : PIPES[m]!;
      row += m & 2 ? '─' : ' ';
    }
    rows.push(row.trimEnd());
  }
  return rows.join('\n');
}

/**
 * Hex tiles as text, top row first, odd rows shifted half a cell right as on the board: each
 * tile its mask as two hex digits (`E 1, NE 2, NW 4, W 8, SW 16, SE 32`), the server in
 * brackets, an empty cell `..`.
 */
export function netwalkHexArt(
  width: number,
  height: number,
  masks: Uint8Array,
  server: number,
): string {
  const rows: string[] = [];
  for (let y = height - 1; y >= 0; y--) {
    let row = y & 1 ? '  ' : '';
    for (let x = 0; x < width; x++) {
      const cell = y * width + x;
      const m = masks[cell]!;
      const text = m === 0 ? '..' : m.toString(16).padStart(2, '0');
      row += cell === server ? `[${text}]` : ` ${text} `;
    }
    rows.push(row.trimEnd());
  }
  return rows.join('\n');
}

/** The puzzle as terminal text: the scramble, a blank line, `Solution:` and the solved tiles. */
export function netwalkText(puzzle: NetwalkPuzzle): string {
  const { width, height, server } = puzzle;
  const art = puzzle.grid === 'hex' ? netwalkHexArt : netwalkArt;
  return [
    art(width, height, shownAtStart(puzzle), server),
    '',
    'Solution:',
    art(width, height, puzzle.solution, server),
  ].join('\n');
}

const star = (n: number) => (n > 0 ? `${'★'.repeat(n)}${'☆'.repeat(5 - n)}` : 'unrated');

/**
 * One line: `netwalk torus 13×11  seed abc  ★★★☆☆  41 quarter-turns, unique, hardest rule edges`
 * (the seed `(imported)` for an imported board).
 */
export function netwalkSummary(puzzle: NetwalkPuzzle): string {
  const { verdict, rating } = puzzle;
  const unit = puzzle.grid === 'hex' ? 'sixth-turns' : 'quarter-turns';
  const par = verdict.par === null ? 'no solution found' : `${verdict.par} ${unit}`;
  // Without a cut proof, "not unique" is proven: the solver found a second solution.
  const unique = verdict.unique
    ? 'unique'
    : verdict.timedOut || !verdict.solvable
      ? 'not proven unique'
      : 'not unique';
  const grid = puzzle.grid === 'hex' ? 'hex ' : '';
  return `netwalk ${grid}${puzzle.mode} ${puzzle.width}×${puzzle.height}  seed ${puzzle.seed || '(imported)'}  ${star(verdict.stars)}  ${par}, ${unique}, hardest rule ${rating.hardestRule}`;
}

const SIDES: Readonly<Record<number, readonly string[]>> = {
  4: ['north', 'east', 'south', 'west'],
  6: ['east', 'north-east', 'north-west', 'west', 'south-west', 'south-east'],
};

/** Open sides in words: `north, east and south`. */
function sides(mask: number, k: number): string {
  const open = SIDES[k]!.filter((_, s) => (mask >> s) & 1);
  return open.length < 2 ? open.join('') : `${open.slice(0, -1).join(', ')} and ${open.at(-1)}`;
}

/**
 * One cell as the puzzle starts, in words: where it is, its tile kind and open sides, how many
 * quarter-turns (either way) from its solved orientation, whether it is the server and whether
 * the server reaches it: `Cell 7 (x 2, y 1): a tee open north, east and south, 1 quarter-turn
 * from solved; connected to the server.`
 *
 * @param cell - `y · width + x`, row 0 at the bottom.
 * @throws `NetwalkError` (field `cell`) for a cell off the board.
 */
export function describeNetwalkCell(puzzle: NetwalkPuzzle, cell: number): string {
  const n = puzzle.width * puzzle.height;
  if (!Number.isInteger(cell) || cell < 0 || cell >= n) {
    throw new NetwalkError('cell', `cell must be a whole number 0–${n - 1} (got ${shown(cell)})`);
  }
  const mask = shownAtStart(puzzle)[cell]!;
  const g = geometryOf(puzzle.grid);
  const kind = tileKindOn(mask, puzzle.grid);
  const turns = stepsApart(g, mask, puzzle.solution[cell]!);
  const unit = g.k === 4 ? 'quarter-turn' : 'sixth of a turn';
  const units = g.k === 4 ? 'quarter-turns' : 'sixths of a turn';
  const x = cell % puzzle.width;
  const y = Math.floor(cell / puzzle.width);
  const turned = turns === 0 ? 'as solved' : `${turns} ${turns === 1 ? unit : units} from solved`;
  const lit = litTiles(
    playOf(puzzle, puzzle.offsets),
    topologyOf(puzzle.width, puzzle.height, puzzle.mode, puzzle.grid),
  )[cell];
  const role = cell === puzzle.server ? '; the server' : '';
  const reach = cell === puzzle.server ? '' : lit ? '; connected to the server' : '; not connected';
  const article = kind === 'endpoint' || kind === 'elbow' ? 'an' : 'a';
  return `Cell ${cell} (x ${x}, y ${y}): ${article} ${kind} open ${sides(mask, g.k)}, ${turned}${role}${reach}.`;
}
