import { FlowError } from './errors.js';
import { flowGraph } from './graph.js';
import { checkLevel, type FlowGrid, type FlowLevel } from './level.js';

/** The characters that stand for colours in the text format, colour 0 first (62 in all). */
export const COLOR_CHARACTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * The characters the text format writes colours with, colour 0 first: the 62 of
 * {@link COLOR_CHARACTERS}, then ASCII punctuation other than `.` (empty), `#` (a hole) and `+`
 * (a bridge), then Greek and Cyrillic letters that look like no Latin one (194 in all). The
 * reader takes any other visible character too.
 */
export const TEXT_CHARACTERS = `${COLOR_CHARACTERS}!"$%&'()*,-/:;<=>?@[\\]^_\`{|}~ΓΔΘΛΞΠΣΦΨΩαβδεζηθλμξπστφψБГДЖИЙЛПФЦЧШЩЪЫЬЭЮЯвгджийлмнптфцшщъыьэюя`;

const EMPTY = '.';
const HOLE = '#';
const BRIDGE = '+';

/** The writing order of a colour character: its place in TEXT_CHARACTERS, others after it. */
const rank = (ch: string) => {
  const at = TEXT_CHARACTERS.indexOf(ch);
  return at >= 0 ? at : TEXT_CHARACTERS.length + (ch.codePointAt(0) ?? 0);
};

/**
 * Splits text into lines, accepting LF and CRLF and dropping whitespace at the end of each line
 * and blank lines at the end, as public puzzle files have them.
 */
export function linesOf(text: string): string[] {
  const lines = text.split(/\r?\n/).map((line) => line.replace(/\s+$/u, ''));
  while (lines.length > 1 && lines.at(-1) === '') lines.pop();
  return lines;
}

/**
 * The cell at column `x` of text line `row` (rows top first; Knossos numbers cells from the
 * bottom row, on both grids).
 */
export const cellAt = (width: number, height: number, x: number, row: number) =>
  (height - 1 - row) * width + x;

/** Whether hex row `row` of the text (top first) is one of the rows shifted half a cell right. */
const shifted = (height: number, row: number) => ((height - 1 - row) & 1) === 1;

/**
 * Reads the text format: one line per row, top row first; `.` an empty cell, `#` a hole (no
 * cell), `+` a bridge (square boards: two paths cross there, one east–west and one
 * north–south), and any other visible character (a letter, digit, punctuation mark or symbol) a
 * colour standing at its two dots.
 *
 * Square boards (the format of public Flow solvers): every row the same length, one character
 * per cell. An optional first line `W H` gives the size.
 *
 * Hex boards: a first line `hex`, or `hex W H` with the size; then the rows with their cells
 * separated by one space, and the rows that sit half a cell to the right (Knossos's odd rows,
 * counted from the bottom row 0) starting with one space, so the text looks like the board:
 * ```
 * hex 3 3
 * A . B
 *  # . .
 * A . B
 * ```
 *
 * CRLF line ends, whitespace at the ends of lines and blank lines at the end are accepted.
 * Colours are numbered in the order of their characters in {@link TEXT_CHARACTERS} (`A` before
 * `B`, …, digits, then punctuation), any others after them by code point, so `toFlowText` output
 * reads back with the same colours; a colour's two dots are listed in reading order.
 *
 * @returns a level without a solution; `holes` and `bridges` (in cell order) only when it has
 *   some.
 * @throws {@link FlowError} with the line and column of the first problem: uneven rows, a space
 *   or control character inside a square row, a hex row not shifted as its place says, a colour
 *   with one or three dots, a bridge without a cell on every side or on a hex board, a size line
 *   that does not match.
 */
export function parseFlowText(text: string): FlowLevel {
  if (typeof text !== 'string') throw new FlowError('text', 'the puzzle must be text');
  let lines = linesOf(text);
  let firstLine = 1;
  let declared: [number, number] | null = null;
  let grid: FlowGrid = 'square';
  const head = /^\s*(hex\b)?\s*(?:(\d+)\s+(\d+))?\s*$/i.exec(lines[0] ?? '');
  if (head && (head[1] !== undefined || head[2] !== undefined)) {
    if (head[1] !== undefined) grid = 'hex';
    if (head[2] !== undefined) declared = [Number(head[2]), Number(head[3])];
    lines = lines.slice(1);
    firstLine = 2;
  }
  // Rows as characters (code points), so a colour may be any symbol, each with its column.
  const rows = lines.map((line, i) =>
    grid === 'hex' ? hexRow(line, firstLine + i) : Array.from(line).map((ch, x) => [ch, x + 1]),
  ) as [string, number][][];
  if (rows.length === 0 || rows[0]!.length === 0) {
    throw new FlowError('text', 'the puzzle has no rows', { line: firstLine });
  }
  const width = rows[0]!.length;
  const height = rows.length;
  for (const [i, row] of rows.entries()) {
    if (row.length !== width) {
      const column = row[Math.min(row.length, width)]?.[1] ?? (row.at(-1)?.[1] ?? 0) + 1;
      throw new FlowError(
        'text',
        `row ${i + 1} has ${row.length} cells, but the first row has ${width}`,
        {
          line: firstLine + i,
          column,
        },
      );
    }
  }
  if (declared && (declared[0] !== width || declared[1] !== height)) {
    throw new FlowError(
      'text',
      `the size line says ${declared[0]} × ${declared[1]}, but the rows make ${width} × ${height}`,
      { line: 1 },
    );
  }
  if (width < 2 || height < 2 || width > 64 || height > 64) {
    throw new FlowError(
      'text',
      `a puzzle is 2–64 cells each way (this one is ${width} × ${height})`,
      {
        line: firstLine,
      },
    );
  }
  if (grid === 'hex') {
    for (let row = 0; row < height; row++) {
      const indented = lines[row]!.startsWith(' ');
      if (indented !== shifted(height, row)) {
        throw new FlowError(
          'text',
          `row ${row + 1} of a hex board ${indented ? 'must not start' : 'must start'} with a space: the rows half a cell to the right are the odd rows counted from the bottom`,
          { line: firstLine + row, column: 1 },
        );
      }
    }
  }
  const colors = new Map<string, { cells: number[]; where: [number, number][] }>();
  const holes: number[] = [];
  const bridges: number[] = [];
  const bridgeAt: [number, number][] = [];
  for (const [row, line] of rows.entries()) {
    for (const [x, [ch, column]] of line.entries()) {
      const cell = cellAt(width, height, x, row);
      const where: [number, number] = [firstLine + row, column];
      if (ch === EMPTY) continue;
      if (ch === HOLE) {
        holes.push(cell);
        continue;
      }
      if (ch === BRIDGE) {
        if (grid === 'hex') {
          throw new FlowError('text', 'bridges (+) are only on square boards', {
            line: where[0],
            column: where[1],
          });
        }
        bridges.push(cell);
        bridgeAt.push(where);
        continue;
      }
      // Any visible character is a colour; whitespace and control characters are not.
      if (/[\s\p{C}]/u.test(ch)) {
        throw new FlowError('text', `unknown character ${JSON.stringify(ch)}`, {
          line: where[0],
          column: where[1],
        });
      }
      const entry = colors.get(ch) ?? { cells: [], where: [] };
      entry.cells.push(cell);
      entry.where.push(where);
      colors.set(ch, entry);
    }
  }
  holes.sort((a, b) => a - b);
  // Bridges in cell order (the order of the solution's north–south entries), their places along.
  const byCell = bridges.map((cell, i) => [cell, i] as const).sort((a, b) => a[0] - b[0]);
  bridges.splice(0, bridges.length, ...byCell.map(([cell]) => cell));
  const bridgePlace = byCell.map(([, i]) => bridgeAt[i]!);
  const dots: number[] = [];
  const ordered = [...colors].sort(([a], [b]) => rank(a) - rank(b));
  for (const [ch, { cells, where }] of ordered) {
    if (cells.length !== 2) {
      const [line, column] = where[cells.length > 2 ? 2 : 0]!;
      throw new FlowError(
        'text',
        `colour ${JSON.stringify(ch)} has ${cells.length} dot${cells.length === 1 ? '' : 's'}, not 2`,
        { line, column },
      );
    }
    dots.push(cells[0]!, cells[1]!);
  }
  if (dots.length === 0) throw new FlowError('text', 'the puzzle has no dots', { line: firstLine });
  const level: FlowLevel = {
    grid,
    width,
    height,
    dots,
    solution: null,
    ...(holes.length > 0 ? { holes } : {}),
    ...(bridges.length > 0 ? { bridges } : {}),
  };
  try {
    flowGraph(level);
  } catch (error) {
    const index = /^bridges\[(\d+)\]$/.exec((error as FlowError).field ?? '');
    if (index === null) throw error;
    const [line, column] = bridgePlace[Number(index[1])]!;
    throw new FlowError('text', 'a bridge (+) needs a cell on each of its four sides', {
      line,
      column,
    });
  }
  return level;
}

/** A hex row's cells and their columns: one space between cells, one before a shifted row. */
function hexRow(line: string, lineNumber: number): [string, number][] {
  const chars = Array.from(line);
  const cells: [string, number][] = [];
  let at = chars[0] === ' ' ? 1 : 0;
  while (at < chars.length) {
    const ch = chars[at]!;
    if (ch === ' ') {
      throw new FlowError('text', 'hex cells are separated by exactly one space', {
        line: lineNumber,
        column: at + 1,
      });
    }
    cells.push([ch, at + 1]);
    if (at + 1 < chars.length && chars[at + 1] !== ' ') {
      throw new FlowError('text', 'hex cells are separated by one space', {
        line: lineNumber,
        column: at + 2,
      });
    }
    at += 2;
  }
  return cells;
}

/**
 * Writes a level in the text format {@link parseFlowText} reads: colour `k` as
 * `TEXT_CHARACTERS[k]`, `#` on a hole and `+` on a bridge, top row first, one `\n` after each
 * row; a hex level with its `hex W H` line first and its cells spaced out.
 *
 * @throws {@link FlowError} for a malformed level, or one with more colours than
 *   {@link TEXT_CHARACTERS} has characters.
 */
export function toFlowText(level: FlowLevel): string {
  checkLevel(level);
  const k = level.dots.length / 2;
  if (k > TEXT_CHARACTERS.length) {
    throw new FlowError(
      'dots',
      `the text format has characters for ${TEXT_CHARACTERS.length} colours`,
    );
  }
  const { width, height } = level;
  const cells = new Array<string>(width * height).fill(EMPTY);
  for (const cell of level.holes ?? []) cells[cell] = HOLE;
  for (const cell of level.bridges ?? []) cells[cell] = BRIDGE;
  for (let c = 0; c < k; c++) {
    cells[level.dots[2 * c]!] = TEXT_CHARACTERS[c]!;
    cells[level.dots[2 * c + 1]!] = TEXT_CHARACTERS[c]!;
  }
  const hex = level.grid === 'hex';
  let text = hex ? `hex ${width} ${height}\n` : '';
  for (let row = 0; row < height; row++) {
    const line: string[] = [];
    for (let x = 0; x < width; x++) line.push(cells[cellAt(width, height, x, row)]!);
    text += hex ? `${shifted(height, row) ? ' ' : ''}${line.join(' ')}\n` : `${line.join('')}\n`;
  }
  return text;
}
