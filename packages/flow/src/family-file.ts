// A Flow puzzle in files: the knossos.puzzle/1 record (and the older Flow JSON), and the text
// formats the family writes and reads (CSV, text).
import {
  checkPuzzleFile,
  describeValue,
  type FamilyFormat,
  isKnossosError,
  PUZZLE_FORMAT,
  type PuzzleFile,
} from '@knossos/core';
import { FlowError } from './errors.js';
import {
  flowFromJson,
  parseFlowCsv,
  parseFlowText,
  TEXT_CHARACTERS,
  toFlowCsv,
  toFlowText,
} from './formats.js';
import { isShaped } from './graph.js';
import type { FlowLevel } from './level.js';
import {
  type FlowPuzzle,
  type FlowVerdict,
  shapeOf,
  storedSettings,
  toFlowPuzzle,
} from './puzzle.js';
import type { FlowRating } from './rating.js';

/** The family's name in files. */
const FAMILY = 'flow';

/**
 * A puzzle as a `knossos.puzzle/1` record: family `'flow'`, its seed and settings, the board as
 * `flowToJson` holds a level (`grid`, `width`, `height`, `dots`, `solution`, and `holes` and
 * `bridges` when it has some), the verdict (with `uniqueLoose`), the notes and the rating.
 */
export function flowToPuzzleFile(puzzle: FlowPuzzle): PuzzleFile {
  const { grid, width, height, dots, solution } = puzzle;
  return {
    format: PUZZLE_FORMAT,
    family: FAMILY,
    seed: puzzle.seed,
    settings: puzzle.settings === null ? null : { ...puzzle.settings },
    board: {
      grid,
      width,
      height,
      dots: [...dots],
      solution: solution ? [...solution] : null,
      ...shapeOf(puzzle),
    },
    verdict: { ...puzzle.verdict, notes: [...puzzle.verdict.notes] },
    notes: [...puzzle.notes],
    rating: puzzle.rating === null ? null : { ...puzzle.rating },
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A reader's error with its field under `at` (`board.dots[3]`). */
function under(at: string, read: () => FlowLevel): FlowLevel {
  try {
    return read();
  } catch (error) {
    if (!isKnossosError(error)) throw error;
    throw new FlowError(`${at}.${error.field}`, `${at}: ${error.message}`);
  }
}

const RATING_NUMBERS = ['stars', 'nodes', 'guesses', 'deduced', 'undeduced'] as const;

/** A stored rating checked field by field, in `rateFlow`'s order. */
function checkRating(value: unknown): FlowRating | null {
  if (value === null || value === undefined) return null;
  const bad = (field: string, want: string, got: unknown): never => {
    throw new FlowError(
      `rating.${field}`,
      `rating.${field} must be ${want}, not ${describeValue(got)}`,
    );
  };
  if (!isRecord(value))
    throw new FlowError('rating', `rating must be an object or null, not ${describeValue(value)}`);
  if (typeof value.solvable !== 'boolean') bad('solvable', 'true or false', value.solvable);
  if (value.score !== null && typeof value.score !== 'number')
    bad('score', 'a number or null', value.score);
  for (const field of RATING_NUMBERS) {
    if (typeof value[field] !== 'number') bad(field, 'a number', value[field]);
  }
  const stopped = value.stoppedBy;
  if (stopped !== null && stopped !== 'nodes' && stopped !== 'time' && stopped !== 'signal') {
    bad('stoppedBy', "null, 'nodes', 'time' or 'signal'", stopped);
  }
  const r = value as unknown as FlowRating;
  return {
    solvable: r.solvable,
    score: r.score,
    stars: r.stars,
    hardest: r.hardest ?? null,
    counts: r.counts,
    nodes: r.nodes,
    guesses: r.guesses,
    deduced: r.deduced,
    undeduced: r.undeduced,
    stoppedBy: r.stoppedBy,
  };
}

/**
 * A puzzle from a `knossos.puzzle/1` record of family `'flow'` (its verdict kept as stored:
 * `verify` proves it again), or from the older Flow JSON (`flowToJson`'s level, as a parsed
 * value), which is imported: counted, rated, seed `''`, settings `null`. Stored settings are
 * clamped as `clampFlowSettings` clamps them.
 *
 * @throws {@link FlowError} naming the field at fault (`format`, `family`, `verdict.stars`,
 *   `board.dots[3]`, `rating.score`, …).
 */
export function flowFromPuzzleFile(file: unknown): FlowPuzzle {
  if (isRecord(file) && file.format === undefined && Array.isArray(file.dots)) {
    return toFlowPuzzle(flowFromJson(file));
  }
  let record: PuzzleFile;
  try {
    record = checkPuzzleFile(file);
  } catch (error) {
    if (!isKnossosError(error)) throw error;
    throw new FlowError(error.field, error.message);
  }
  if (record.family !== FAMILY) {
    throw new FlowError(
      'family',
      `family must be "${FAMILY}", not ${describeValue(record.family)}`,
    );
  }
  const level = under('board', () => flowFromJson(record.board));
  return {
    ...level,
    seed: record.seed,
    settings: record.settings === null ? null : storedSettings(record.settings, record.seed),
    notes: [...record.notes],
    verdict: checkFlowVerdict(record.verdict),
    rating: checkRating(record.rating),
  };
}

/**
 * The shared verdict of a file with Flow's `uniqueLoose`: `true`, `false` or `null`; a file
 * written before it was stored reads as `null` (not checked).
 *
 * @throws {@link FlowError} (field `verdict.uniqueLoose`) for any other value.
 */
function checkFlowVerdict(verdict: PuzzleFile['verdict']): FlowVerdict {
  const loose = (verdict as { uniqueLoose?: unknown }).uniqueLoose ?? null;
  if (loose !== null && typeof loose !== 'boolean') {
    throw new FlowError(
      'verdict.uniqueLoose',
      `verdict.uniqueLoose must be true, false or null, not ${describeValue(loose)}`,
    );
  }
  return { ...verdict, notes: [...verdict.notes], uniqueLoose: loose };
}

/** A row of CSV colour ids. */
const CSV_ROW = /^\s*\d+\s*(,\s*\d+\s*)+$/;

/** Why the text format cannot hold a level, in the words the CLI notes it with; or `null`. */
function textUnfit(puzzle: FlowPuzzle): string | null {
  if (puzzle.dots.length / 2 > TEXT_CHARACTERS.length) {
    return `The text format has characters for ${TEXT_CHARACTERS.length} colours.`;
  }
  return null;
}

/**
 * The text formats of a Flow puzzle besides its puzzle file and pictures: `csv` (a solved grid
 * of colour ids, `toFlowCsv` / `parseFlowCsv`) and `txt` (the dots in the text format of public
 * Flow solvers, `toFlowText` / `parseFlowText`). A level read back is imported (counted and
 * rated, seed `''`, settings `null`).
 */
export const FLOW_FORMATS: Readonly<Record<string, FamilyFormat<FlowPuzzle>>> = Object.freeze({
  csv: {
    extension: 'csv',
    description: 'The solved grid as colour ids from 1, one row per line, top row first.',
    unfit(puzzle: FlowPuzzle): string | null {
      if (puzzle.grid !== 'square') return 'CSV is for square levels.';
      if (isShaped(puzzle)) return 'CSV is for square boards without holes or bridges.';
      return puzzle.solution === null
        ? 'CSV holds a solved grid: the level has no solution.'
        : null;
    },
    write: (puzzle: FlowPuzzle) => toFlowCsv(puzzle),
    read: (text: string) => toFlowPuzzle(parseFlowCsv(text)),
    sniff: (text: string) => CSV_ROW.test(text.trim().split(/\r?\n/)[0] ?? ''),
  },
  txt: {
    extension: 'txt',
    description:
      'The dots as letters, `.` for empty cells, `#` for holes and `+` for bridges, one row per line, as public Flow solvers read them (hex levels after a `hex W H` line).',
    unfit: textUnfit,
    write: (puzzle: FlowPuzzle) => toFlowText(puzzle),
    read: (text: string) => toFlowPuzzle(parseFlowText(text)),
    sniff(text: string): boolean {
      const rows = text
        .trim()
        .split(/\r?\n/)
        .map((row) => row.trimEnd());
      // The hex text's first line says so.
      if (/^hex(\s+\d+\s+\d+)?$/.test(rows[0] ?? '')) return rows.length >= 3;
      if (/^\d+\s+\d+$/.test(rows[0] ?? '')) rows.shift();
      // A CSV grid of one-digit ids would pass for text; it is CSV.
      if (CSV_ROW.test(rows[0] ?? '')) return false;
      const width = rows[0]?.length ?? 0;
      return (
        width >= 2 &&
        rows.length >= 2 &&
        rows.every((row) => row.length === width && !/\s/.test(row))
      );
    },
  },
});
