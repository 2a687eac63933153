// A Netwalk puzzle as a knossos.puzzle/1 record, and back (from that record or the older
// knossos-netwalk JSON).
import {
  checkPuzzleFile,
  describeValue,
  isKnossosError,
  PUZZLE_FORMAT,
  type PuzzleFile,
  readJsonOr,
  type Verdict,
} from '@knossos/core';
import { NetwalkError } from './errors.js';
import { netwalkFromJson, netwalkToData } from './formats.js';
import { type NetwalkPuzzle, toNetwalkPuzzle } from './puzzle.js';
import { type NetwalkRating, rateNetwalk } from './rating.js';
import { clampNetwalkSettings } from './settings-clamp.js';
import { NETWALK_RULES, type NetwalkRule } from './solve.js';

/** The family's name in puzzle files. */
const FAMILY = 'netwalk';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A verdict with its fields in the shared order, and nothing else. */
function verdictCopy(v: Verdict): Verdict {
  return {
    solvable: v.solvable,
    par: v.par,
    optimalCount: v.optimalCount,
    countComplete: v.countComplete,
    unique: v.unique,
    canGetStuck: v.canGetStuck,
    stars: v.stars,
    score: v.score,
    timedOut: v.timedOut,
    notes: [...v.notes],
  };
}

/**
 * A puzzle as a `knossos.puzzle/1` record: `board` holds what `netwalkToJson` writes (its
 * `seed` `null` for an imported board), `rating` the {@link NetwalkRating}.
 *
 * @throws `NetwalkError` for a malformed board.
 */
export function toNetwalkPuzzleFile(puzzle: NetwalkPuzzle): PuzzleFile {
  return {
    format: PUZZLE_FORMAT,
    family: FAMILY,
    seed: puzzle.seed,
    settings: puzzle.settings === null ? null : { ...puzzle.settings },
    board: { ...netwalkToData(puzzle), seed: puzzle.seed === '' ? null : puzzle.seed },
    verdict: verdictCopy(puzzle.verdict),
    notes: [...puzzle.notes],
    rating: { ...puzzle.rating },
  };
}

/** Runs `read`, giving any Knossos error it throws as a NetwalkError at `at`. */
function within<T>(at: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (!isKnossosError(error) || (error.code === 'KNOSSOS_NETWALK' && at === '')) throw error;
    const field = at === '' ? error.field : `${at}.${error.field}`;
    throw new NetwalkError(field, at === '' ? error.message : `${at}: ${error.message}`);
  }
}

/** A stored rating, checked field by field. @throws NetwalkError naming `rating.<field>`. */
function checkRating(value: unknown): NetwalkRating {
  if (!isRecord(value)) {
    throw new NetwalkError('rating', `rating must be an object, not ${describeValue(value)}`);
  }
  const field = <T>(name: string, ok: (v: unknown) => boolean, kind: string): T => {
    const v = value[name];
    if (!ok(v)) {
      throw new NetwalkError(
        `rating.${name}`,
        `rating.${name} must be ${kind}, not ${describeValue(v)}`,
      );
    }
    return v as T;
  };
  const count = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v >= 0;
  return {
    solvable: field('solvable', (v) => typeof v === 'boolean', 'true or false'),
    score: field('score', (v) => v === null || typeof v === 'number', 'a number or null'),
    stars: field('stars', (v) => count(v) && (v as number) <= 5, 'a whole number 0–5'),
    hardestRule: field(
      'hardestRule',
      (v) => v === null || NETWALK_RULES.includes(v as NetwalkRule),
      `one of ${NETWALK_RULES.join(', ')} or null`,
    ),
    steps: field('steps', count, 'a whole number ≥ 0'),
    stepsPerTile: field('stepsPerTile', (v) => typeof v === 'number' && v >= 0, 'a number ≥ 0'),
    guesses: field('guesses', count, 'a whole number ≥ 0'),
  };
}

/**
 * A puzzle from a `knossos.puzzle/1` record of the Netwalk family, or from the older
 * `knossos-netwalk` JSON (a board alone: solved and rated here for its verdict, as imported),
 * given as the parsed value or as text. The board is trusted in nothing (see
 * `netwalkFromJson`); the record's verdict and rating are kept as stored, so
 * `verify` can compare them with a new proof; its settings are clamped (notes added for any
 * change).
 *
 * @throws `NetwalkError` naming the field at fault: the envelope's (`verdict.stars`), the
 *   board's (`board.offsets[3]`), `family` for a record of another family, `json` (with line
 *   and column) for text that is not JSON.
 */
export function fromNetwalkPuzzleFile(file: unknown): NetwalkPuzzle {
  const value =
    typeof file === 'string'
      ? readJsonOr(
          file,
          (problem, where) => new NetwalkError('json', `not JSON: ${problem}`, where),
        )
      : file;
  if (!isRecord(value) || value.format !== PUZZLE_FORMAT) {
    return toNetwalkPuzzle(within('', () => netwalkFromJson(value)));
  }
  const record = within('', () => checkPuzzleFile(value));
  if (record.family !== FAMILY) {
    throw new NetwalkError(
      'family',
      `family must be "${FAMILY}", not ${describeValue(record.family)}`,
    );
  }
  const board = within('board', () => netwalkFromJson(record.board));
  const notes = [...record.notes];
  let settings = null;
  if (record.settings !== null) {
    const clamped = clampNetwalkSettings(record.settings);
    settings = clamped.settings;
    notes.push(...clamped.notes);
  }
  return {
    width: board.width,
    height: board.height,
    mode: board.mode,
    ...(board.grid === 'hex' ? { grid: 'hex' as const } : {}),
    server: board.server,
    solution: board.solution,
    offsets: board.offsets,
    barriers: board.barriers,
    unique: board.unique,
    seed: record.seed,
    notes,
    settings,
    verdict: verdictCopy(record.verdict),
    rating: record.rating === null ? rateNetwalk(board) : checkRating(record.rating),
  };
}
