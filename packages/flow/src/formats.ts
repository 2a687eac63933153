// The file formats of a level: the text format (see text-format.ts), CSV and JSON.
import { readJsonOr } from '@knossos/core';
import { FlowError } from './errors.js';
import { isShaped } from './graph.js';
import { checkLevel, type FlowLevel, solutionProblem, topologyOf } from './level.js';
import { cellAt, linesOf } from './text-format.js';

export {
  COLOR_CHARACTERS,
  parseFlowText,
  TEXT_CHARACTERS,
  toFlowText,
} from './text-format.js';

/**
 * Reads a solved level as CSV: one line per row, top row first, each cell a colour id from 1,
 * separated by commas (spaces around numbers are allowed). The dots are the cells with exactly
 * one neighbour of their own colour, and the grid must be a solution under the degree rule.
 * CSV is for square boards without holes or bridges (it has no way to write either, nor a hex
 * row's offset): such levels go in the text format or JSON.
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
 * @throws {@link FlowError} for a level without a solution, not square, with holes or bridges
 *   (CSV has no way to write them: use the text format or JSON), or one that does not round-trip.
 */
export function toFlowCsv(level: FlowLevel): string {
  checkLevel(level);
  if (level.grid !== 'square') {
    throw new FlowError('grid', 'CSV is for square boards: write hex levels as text or JSON');
  }
  if (isShaped(level)) {
    throw new FlowError(
      (level.holes?.length ?? 0) > 0 ? 'holes' : 'bridges',
      'CSV is for square boards without holes or bridges: write this level as text or JSON',
    );
  }
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

/**
 * A level as JSON text (plain data; `flowFromJson` reads it back, checking every field):
 * `grid`, `width`, `height`, `dots`, `solution`, then `holes` and `bridges` only when the level
 * has some, so a level without either writes as it always has.
 */
export function flowToJson(level: FlowLevel): string {
  checkLevel(level);
  const { grid, width, height, dots, solution } = level;
  return JSON.stringify({
    grid,
    width,
    height,
    dots,
    solution: solution ?? null,
    ...shapeOf(level),
  });
}

/** A level's `holes` and `bridges`, each only when not empty. */
function shapeOf(level: FlowLevel): Pick<FlowLevel, 'holes' | 'bridges'> {
  return {
    ...((level.holes?.length ?? 0) > 0 ? { holes: [...level.holes!] } : {}),
    ...((level.bridges?.length ?? 0) > 0 ? { bridges: [...level.bridges!] } : {}),
  };
}

/**
 * Reads a level from JSON text or parsed data (see {@link flowToJson}; `holes` and `bridges`
 * are kept, and left out when empty).
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
    ...shapeOf(level),
  };
  if (copy.solution) {
    const problem = solutionProblem(copy, topologyOf(copy), copy.solution);
    if (problem !== null) throw new FlowError('solution', `the solution is not valid: ${problem}`);
  }
  return copy;
}
