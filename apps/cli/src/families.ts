// The records and terminal pictures `solve` and `verify` still build per family; puzzles are
// made through the family contract (see make-one.ts). To go once they read puzzles through
// @knossos/families.
import { COLOR_CHARACTERS } from '@knossos/flow';
import { type MazeData, toText as mazeText, meetsRequest, shortfalls } from '@knossos/maze';
import {
  type GeneratedNetwalk,
  type netwalkToJson,
  rateNetwalk,
  startMasks,
  turnsBetween,
} from '@knossos/netwalk';
import type { Record_ } from './make-one.js';

export type { Job, Made } from './make-one.js';
export { STYLES } from './styles.js';

const star = (n: number) => (n > 0 ? `${'★'.repeat(n)}${'☆'.repeat(5 - n)}` : 'unrated');

/** The record of a maze (for `make` and `solve`). */
export function mazeRecord(maze: MazeData, files: string[] = []): Record_ {
  const v = maze.verdict;
  const met = meetsRequest(maze);
  const f = maze.settings;
  const size = f.grid === 'circular' ? `${f.rings} rings` : `${f.width}×${f.height}`;
  return {
    seed: maze.seed,
    family: 'maze',
    solvable: v.solvable,
    par: v.solvable ? v.par : null,
    optimalCount: v.solvable ? v.optimalCount : null,
    unique: v.unique,
    canGetStuck: v.canGetStuck,
    stars: v.difficulty,
    notes: [...maze.notes, ...v.notes],
    files,
    settings: maze.settings,
    met,
    unmet: met ? [] : shortfalls(maze),
    art: mazeText(maze),
    line: `${
      v.solvable
        ? `maze ${f.grid} ${size}  seed ${maze.seed}  ${star(v.difficulty)}  par ${v.par}, ${v.unique ? 'unique' : `${v.optimalCount} best solutions`}${v.canGetStuck ? ', can get stuck' : ''}`
        : `maze ${f.grid} ${size}  seed ${maze.seed}  not proven solvable`
    }${maze.cut ? `  (not verified: the ${maze.cut.by} ran out)` : ''}`,
  };
}

/** The level's solution as letters, one row per line, top row first (hex rows shifted). */
export function flowArt(level: {
  grid: string;
  width: number;
  height: number;
  dots: readonly number[];
  solution?: readonly number[] | null;
}): string {
  const letters = COLOR_CHARACTERS;
  // The colour of each dot's cell, looked up once rather than searched per cell.
  const dotColour = new Map(level.dots.map((cell, i) => [cell, i >> 1]));
  const rows: string[] = [];
  for (let y = level.height - 1; y >= 0; y--) {
    let row = level.grid === 'hex' && y % 2 === 1 ? ' ' : '';
    for (let x = 0; x < level.width; x++) {
      const cell = y * level.width + x;
      const k = level.solution?.[cell] ?? -1;
      const dot = dotColour.get(cell);
      // Past the letters every colour is '#' (dots) or '+' (paths).
      const ch =
        dot !== undefined
          ? (letters[dot] ?? '#')
          : k >= 0
            ? (letters[k]?.toLowerCase() ?? '+')
            : '.';
      row += `${ch} `;
    }
    rows.push(row.trimEnd());
  }
  return rows.join('\n');
}

/** The record of a Netwalk board. */
export function netwalkRecord(
  board: GeneratedNetwalk | (Parameters<typeof netwalkToJson>[0] & { settings?: unknown }),
  files: string[] = [],
  asked: Record<string, unknown> = {},
): Record_ {
  const rating = rateNetwalk(board);
  const shown = startMasks(board);
  let par = 0;
  for (let c = 0; c < shown.length; c++) par += turnsBetween(shown[c]!, board.solution[c]!);
  const wantUnique = asked.unique !== false;
  const met = !wantUnique || board.unique;
  return {
    seed: board.seed ?? '',
    family: 'netwalk',
    solvable: rating.solvable,
    par,
    optimalCount: board.unique ? 1 : null,
    unique: board.unique,
    canGetStuck: false,
    stars: rating.stars,
    notes: board.notes,
    files,
    settings:
      'settings' in board && board.settings ? board.settings : { ...asked, seed: board.seed },
    met,
    unmet: met ? [] : ['Unique: the board could not be proven unique.'],
    art: netwalkArt(board.width, board.height, shown, board.server),
    line: `netwalk ${board.mode} ${board.width}×${board.height}  seed ${board.seed ?? '(imported)'}  ${star(rating.stars)}  ${par} quarter-turns, ${board.unique ? 'unique' : 'not proven unique'}, hardest rule ${rating.hardestRule}`,
  };
}

const PIPES = [' ', '╵', '╶', '└', '╷', '│', '┌', '├', '╴', '┘', '─', '┴', '┐', '┤', '┬', '┼'];

/** Tiles as box-drawing pipes, top row first; the server in brackets-free bold is marked `■`. */
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
