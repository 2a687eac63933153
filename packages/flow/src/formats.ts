import { readJsonOr } from '@knossos/core';
import { FlowError } from './errors.js';
import { checkLevel, type FlowLevel, solutionProblem, topologyOf } from './level.js';

/** The characters that stand for colours in the text format, colour 0 first (62 in all). */
export const COLOR_CHARACTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * The characters the text format writes colours with, colour 0 first: the 62 of
 * {@link COLOR_CHARACTERS}, then ASCII punctuation other than `.`, then Greek and Cyrillic
 * letters that look like no Latin one (196 in all). The reader takes any other visible
 * character too.
 */
export const TEXT_CHARACTERS = `${COLOR_CHARACTERS}!"#$%&'()*+,-/:;<=>?@[\\]^_\`{|}~ΓΔΘΛΞΠΣΦΨΩαβδεζηθλμξπστφψБГДЖИЙЛПФЦЧШЩЪЫЬЭЮЯвгджийлмнптфцшщъыьэюя`;

/** The writing order of a colour character: its place in TEXT_CHARACTERS, others after it. */
const rank = (ch: string) => {
  const at = TEXT_CHARACTERS.indexOf(ch);
  return at >= 0 ? at : TEXT_CHARACTERS.length + (ch.codePointAt(0) ?? 0);
};

/**
 * Splits text into lines, accepting LF and CRLF and dropping whitespace at the end of each line
 * and blank lines at the end, as public puzzle files have them.
 */
function linesOf(text: string): string[] {
  const lines = text.split(/\r?\n/).map((line) => line.replace(/\s+$/u, ''));
  while (lines.length > 1 && lines.at(-1) === '') lines.pop();
  return lines;
}

/**
 * The cell of a square board at column `x` of text line `row` (rows top first; Knossos numbers
 * square cells from the bottom row).
 */
const cellAt = (width: number, height: number, x: number, row: number) =>
  (height - 1 - row) * width + x;

/**
 * Reads the text format of public Flow solvers: one line per row, top row first, all the same
 * length; `.` for an empty cell and one visible character per colour (a letter, digit,
 * punctuation mark or any other printable symbol) standing at its two dots. CRLF line ends,
 * whitespace at the ends of lines and blank lines at the end are accepted, and so is an
 * optional first line `W H` giving the size. Colours are numbered in the order of their
 * characters in {@link TEXT_CHARACTERS} (`A` before `B`, …, digits, then punctuation), any
 * others after them by code point, so `toFlowText` output reads back with the same colours; a
 * colour's two dots are listed in reading order.
 *
 * @returns a square level without a solution.
 * @throws {@link FlowError} with the line and column of the first problem: uneven rows, a
 *   space or control character inside a row, a colour with one or three dots, a size line that
 *   does not match.
 */
export function parseFlowText(text: string): FlowLevel {
  if (typeof text !== 'string') throw new FlowError('text', 'the puzzle must be text');
  // Rows as characters (code points), so a colour may be any symbol.
  let lines = linesOf(text).map((line) => Array.from(line));
  let firstLine = 1;
  let declared: [number, number] | null = null;
  const size = /^\s*(\d+)\s+(\d+)\s*$/.exec(lines[0]?.join('') ?? '');
  if (size) {
    declared = [Number(size[1]), Number(size[2])];
    lines = lines.slice(1);
    firstLine = 2;
  }
  if (lines.length === 0 || lines[0]!.length === 0) {
    throw new FlowError('text', 'the puzzle has no rows', { line: firstLine });
  }
  const width = lines[0]!.length;
  const height = lines.length;
  for (const [i, line] of lines.entries()) {
    if (line.length !== width) {
      throw new FlowError(
        'text',
        `row ${i + 1} has ${line.length} cells, but the first row has ${width}`,
        { line: firstLine + i, column: Math.min(line.length, width) + 1 },
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
  const colors = new Map<string, { cells: number[]; where: [number, number][] }>();
  for (const [row, line] of lines.entries()) {
    for (let x = 0; x < width; x++) {
      const ch = line[x]!;
      if (ch === '.') continue;
      // Any visible character is a colour; whitespace and control characters are not.
      if (/[\s\p{C}]/u.test(ch)) {
        throw new FlowError('text', `unknown character ${JSON.stringify(ch)}`, {
          line: firstLine + row,
          column: x + 1,
        });
      }
      const entry = colors.get(ch) ?? { cells: [], where: [] };
      entry.cells.push(cellAt(width, height, x, row));
      entry.where.push([firstLine + row, x + 1]);
      colors.set(ch, entry);
    }
  }
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
  return { grid: 'square', width, height, dots, solution: null };
}

/**
 * Writes a square level in the text format {@link parseFlowText} reads: colour `k` as
 * `TEXT_CHARACTERS[k]`, top row first, one `\n` after each row.
 *
 * @throws {@link FlowError} for a malformed level, one that is not square, or one with more
 *   colours than {@link TEXT_CHARACTERS} has characters.
 */
export function toFlowText(level: FlowLevel): string {
  checkLevel(level);
  if (level.grid !== 'square') throw new FlowError('grid', 'the text format is for square boards');
  const k = level.dots.length / 2;
  if (k > TEXT_CHARACTERS.length) {
    throw new FlowError(
      'dots',
      `the text format has characters for ${TEXT_CHARACTERS.length} colours`,
    );
  }
  const cells = new Array<string>(level.width * level.height).fill('.');
  for (let c = 0; c < k; c++) {
    cells[level.dots[2 * c]!] = TEXT_CHARACTERS[c]!;
    cells[level.dots[2 * c + 1]!] = TEXT_CHARACTERS[c]!;
  }
  let text = '';
  for (let row = 0; row < level.height; row++) {
    for (let x = 0; x < level.width; x++) text += cells[cellAt(level.width, level.height, x, row)];
    text += '\n';
  }
  return text;
}

/**
 * Reads a solved level as CSV: one line per row, top row first, each cell a colour id from 1,
 * separated by commas (spaces around numbers are allowed). The dots are the cells with exactly
 * one neighbour of their own colour, and the grid must be a solution under the degree rule.
 *
 * @returns a square level with its solution.
 * @throws {@link FlowError} with the line and field (1-based) of the first problem: uneven rows,
 *   a cell that is not a colour id, a colour without exactly two ends, a grid that is not a
 *   solution (where a cell is to blame).
 */
export function parseFlowCsv(text: string): FlowLevel {
  if (typeof text !== 'string') throw new FlowError('csv', 'the CSV must be text');
  const lines = linesOf(text);
  const rows = lines.map((line, i) =>
    line.split(',').map((field, j) => {
      const value = field.trim();
      if (!/^[1-9]\d*$/.test(value)) {
        throw new FlowError('csv', `${JSON.stringify(value)} is not a colour id (1, 2, …)`, {
          line: i + 1,
          column: j + 1,
        });
      }
      return Number(value);
    }),
  );
  const width = rows[0]?.length ?? 0;
  const height = rows.length;
  for (const [i, row] of rows.entries()) {
    if (row.length !== width) {
      throw new FlowError(
        'csv',
        `row ${i + 1} has ${row.length} cells, but the first row has ${width}`,
        // The field where the rows part: the first one too many, or the first one missing.
        { line: i + 1, column: Math.min(row.length, width) + 1 },
      );
    }
  }
  if (width < 2 || height < 2 || width > 64 || height > 64) {
    throw new FlowError(
      'csv',
      `a level is 2–64 cells each way (this one is ${width} × ${height})`,
      {
        line: 1,
      },
    );
  }
  // Colour ids in order of their values, renumbered from 0 without gaps.
  const ids = [...new Set(rows.flat())].sort((a, b) => a - b);
  const colorOf = new Map(ids.map((id, i) => [id, i]));
  const n = width * height;
  const solution = new Array<number>(n);
  for (const [row, values] of rows.entries()) {
    for (const [x, id] of values.entries())
      solution[cellAt(width, height, x, row)] = colorOf.get(id)!;
  }
  const topology = topologyOf({ grid: 'square', width, height });
  const ends: number[][] = ids.map(() => []);
  for (let cell = 0; cell < n; cell++) {
    let same = 0;
    for (let s = 0; s < topology.slotCount(cell); s++) {
      const other = topology.neighbor(cell, s);
      if (other >= 0 && solution[other] === solution[cell]) same++;
    }
    if (same === 1) ends[solution[cell]!]!.push(cell);
  }
  // Where a cell stands in the file: its line, and the field of that line (1-based).
  const placeOf = (cell: number) => ({
    line: height - Math.floor(cell / width),
    column: (cell % width) + 1,
  });
  const dots: number[] = [];
  for (const [c, cells] of ends.entries()) {
    if (cells.length !== 2) {
      // The colour's first cell in reading order (top row first).
      let first = -1;
      for (let row = 0; row < height && first < 0; row++) {
        for (let x = 0; x < width && first < 0; x++) {
          if (solution[cellAt(width, height, x, row)] === c) first = cellAt(width, height, x, row);
        }
      }
      throw new FlowError(
        'csv',
        `colour id ${ids[c]} has ${cells.length} path ends, not 2`,
        placeOf(cells[2] ?? cells[0] ?? first),
      );
    }
    dots.push(cells[0]!, cells[1]!);
  }
  const level: FlowLevel = { grid: 'square', width, height, dots, solution };
  const problem = solutionProblem(level, topology, solution);
  if (problem !== null) {
    const cell = /cell (\d+)/.exec(problem);
    throw new FlowError(
      'csv',
      `the grid is not a Flow solution: ${problem}`,
      cell ? placeOf(Number(cell[1])) : {},
    );
  }
  return level;
}

/**
 * Writes a solved square level as CSV (colour ids from 1, top row first, `\n` after each row),
 * then reads it back and compares: text that would not parse back to the same solution is never
 * returned.
 *
 * @throws {@link FlowError} for a level without a solution, not square, or one that does not
 *   round-trip.
 */
export function toFlowCsv(level: FlowLevel): string {
  checkLevel(level);
  if (level.grid !== 'square') throw new FlowError('grid', 'CSV is for square boards');
  if (!level.solution)
    throw new FlowError('solution', 'CSV holds a solved grid: the level has no solution');
  const { width, height, solution } = level;
  let text = '';
  for (let row = 0; row < height; row++) {
    const values: number[] = [];
    for (let x = 0; x < width; x++) values.push(solution[cellAt(width, height, x, row)]! + 1);
    text += `${values.join(',')}\n`;
  }
  const back = parseFlowCsv(text);
  if (back.solution!.some((c, cell) => c !== solution[cell])) {
    throw new FlowError('csv', 'the CSV did not read back as the same grid');
  }
  return text;
}

/** A level as JSON text (plain data; `flowFromJson` reads it back, checking every field). */
export function flowToJson(level: FlowLevel): string {
  checkLevel(level);
  const { grid, width, height, dots, solution } = level;
  return JSON.stringify({ grid, width, height, dots, solution: solution ?? null });
}

/**
 * Reads a level from JSON text or parsed data.
 *
 * @throws {@link FlowError} for text that is not JSON (with line and column) or a level with a
 *   bad field (named).
 */
export function flowFromJson(json: string | unknown): FlowLevel {
  let data = json;
  if (typeof json === 'string') {
    data = readJsonOr(
      json,
      (problem, where) => new FlowError('json', `not JSON: ${problem}`, where),
    );
  }
  const level = data as FlowLevel;
  checkLevel(level);
  const copy: FlowLevel = {
    grid: level.grid,
    width: level.width,
    height: level.height,
    dots: [...level.dots],
    solution: level.solution ? [...level.solution] : null,
  };
  if (copy.solution) {
    const problem = solutionProblem(copy, topologyOf(copy), copy.solution);
    if (problem !== null) throw new FlowError('solution', `the solution is not valid: ${problem}`);
  }
  return copy;
}
