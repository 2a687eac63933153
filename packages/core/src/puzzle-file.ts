// One file format for a puzzle of any family (knossos.puzzle/1) and one for an ordered pack of
// them (knossos.pack/1). The envelope is checked here; the board inside belongs to its family.

import { describeValue } from './describe.js';
import { KnossosError } from './errors.js';
import type { Verdict } from './family.js';
import { readJson } from './read.js';

/** The `format` of a puzzle file. */
export const PUZZLE_FORMAT = 'knossos.puzzle/1';
/** The `format` of a pack file. */
export const PACK_FORMAT = 'knossos.pack/1';

/**
 * One puzzle of any family, as a file holds it (`knossos.puzzle/1`). The `board` is the family's
 * own data (what its older per-family format held); everything else is shared.
 */
export interface PuzzleFile {
  /** Always {@link PUZZLE_FORMAT}. */
  readonly format: typeof PUZZLE_FORMAT;
  /** The family, e.g. `'maze'`. */
  readonly family: string;
  /** The seed that rebuilds it with `settings` (`''` when imported). */
  readonly seed: string;
  /** The settings it was made with, or `null` for an imported puzzle. */
  readonly settings: Readonly<Record<string, unknown>> | null;
  /** The family's board data. */
  readonly board: unknown;
  /** What was proven (see {@link Verdict}). */
  readonly verdict: Verdict;
  /** What generation noted (clamped settings, repairs), one sentence each. */
  readonly notes: readonly string[];
  /** The family's rating details (the measures behind the score), or `null`. */
  readonly rating: unknown;
}

/** An ordered list of puzzles of any families (`knossos.pack/1`). */
export interface PackFile {
  /** Always {@link PACK_FORMAT}. */
  readonly format: typeof PACK_FORMAT;
  /** The pack's name. */
  readonly name: string;
  /** Notes on the pack as a whole (an interrupted run, a short count), one sentence each. */
  readonly notes: readonly string[];
  /** The puzzles, in play order. */
  readonly puzzles: readonly PuzzleFile[];
}

/** A puzzle or pack file whose envelope is wrong: `field` is the JSON path at fault. */
export class PuzzleFileError extends KnossosError {
  constructor(field: string, message: string) {
    super('KNOSSOS_FILE', field, message);
    this.name = 'PuzzleFileError';
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const VERDICT_FIELDS: readonly [keyof Verdict, string][] = [
  ['solvable', 'boolean'],
  ['par', 'number|null'],
  ['optimalCount', 'number|null'],
  ['countComplete', 'boolean'],
  ['unique', 'boolean'],
  ['canGetStuck', 'boolean|null'],
  ['stars', 'number'],
  ['score', 'number|null'],
  ['timedOut', 'boolean'],
];

/** Checks a verdict's shape. @throws {@link PuzzleFileError} naming `at.field`. */
export function checkVerdict(value: unknown, at = 'verdict'): Verdict {
  if (!isRecord(value))
    throw new PuzzleFileError(at, `${at} must be an object, not ${describeValue(value)}`);
  for (const [field, kinds] of VERDICT_FIELDS) {
    const v = value[field];
    const ok = kinds.split('|').some((k) => (k === 'null' ? v === null : typeof v === k));
    if (!ok) {
      throw new PuzzleFileError(
        `${at}.${field}`,
        `${at}.${field} must be ${kinds.replace('|', ' or ')}, not ${describeValue(v)}`,
      );
    }
  }
  const stars = value.stars as number;
  if (!Number.isInteger(stars) || stars < 0 || stars > 5) {
    throw new PuzzleFileError(
      `${at}.stars`,
      `${at}.stars must be a whole number 0–5, not ${stars}`,
    );
  }
  return { ...(value as unknown as Verdict), notes: strings(value.notes ?? [], `${at}.notes`) };
}

function strings(value: unknown, at: string): string[] {
  if (!Array.isArray(value) || value.some((s) => typeof s !== 'string')) {
    throw new PuzzleFileError(at, `${at} must be a list of strings`);
  }
  return value as string[];
}

/**
 * Checks the envelope of a puzzle file (not the board: its family does that).
 *
 * @param at - the path of the value in its file, for messages (`puzzles.3` inside a pack).
 * @throws {@link PuzzleFileError} naming the field at fault.
 */
export function checkPuzzleFile(value: unknown, at = ''): PuzzleFile {
  const path = (field: string) => (at === '' ? field : `${at}.${field}`);
  if (!isRecord(value)) {
    throw new PuzzleFileError(
      at || 'puzzle',
      `a puzzle must be an object, not ${describeValue(value)}`,
    );
  }
  if (value.format !== PUZZLE_FORMAT) {
    throw new PuzzleFileError(
      path('format'),
      `${path('format')} must be "${PUZZLE_FORMAT}", not ${describeValue(value.format)}`,
    );
  }
  for (const field of ['family', 'seed'] as const) {
    if (typeof value[field] !== 'string') {
      throw new PuzzleFileError(
        path(field),
        `${path(field)} must be a string, not ${describeValue(value[field])}`,
      );
    }
  }
  if (value.settings !== null && !isRecord(value.settings)) {
    throw new PuzzleFileError(path('settings'), `${path('settings')} must be an object or null`);
  }
  if (!('board' in value)) throw new PuzzleFileError(path('board'), `${path('board')} is missing`);
  return {
    format: PUZZLE_FORMAT,
    family: value.family as string,
    seed: value.seed as string,
    settings: (value.settings as Record<string, unknown> | null) ?? null,
    board: value.board,
    verdict: checkVerdict(value.verdict, path('verdict')),
    notes: strings(value.notes ?? [], path('notes')),
    rating: value.rating ?? null,
  };
}

/**
 * Checks the envelope of a pack file and of each puzzle in it.
 *
 * @throws {@link PuzzleFileError} naming the field at fault (`puzzles.3.verdict.stars`).
 */
export function checkPackFile(value: unknown): PackFile {
  if (!isRecord(value))
    throw new PuzzleFileError('pack', `a pack must be an object, not ${describeValue(value)}`);
  if (value.format !== PACK_FORMAT) {
    throw new PuzzleFileError(
      'format',
      `format must be "${PACK_FORMAT}", not ${describeValue(value.format)}`,
    );
  }
  if (typeof value.name !== 'string') throw new PuzzleFileError('name', 'name must be a string');
  if (!Array.isArray(value.puzzles)) throw new PuzzleFileError('puzzles', 'puzzles must be a list');
  return {
    format: PACK_FORMAT,
    name: value.name,
    notes: strings(value.notes ?? [], 'notes'),
    puzzles: value.puzzles.map((p, i) => checkPuzzleFile(p, `puzzles.${i}`)),
  };
}

/** What {@link readPuzzleText} found in a file. */
export type ReadFile =
  | {
      /** A puzzle file. */
      readonly kind: 'puzzle';
      /** Its envelope, checked. */
      readonly puzzle: PuzzleFile;
    }
  | {
      /** A pack file. */
      readonly kind: 'pack';
      /** Its envelope and every puzzle's, checked. */
      readonly pack: PackFile;
    }
  | {
      /** Strict JSON in another format (a family's older one). */
      readonly kind: 'other';
      /** Its `format` field, or `null` when it has none. */
      readonly format: string | null;
      /** The parsed value. */
      readonly value: unknown;
    };

/**
 * Reads a file's text as a puzzle file, a pack file, or other JSON for a family to read.
 *
 * @throws `JsonSyntaxError` (line and column) for text that is not strict JSON;
 *   {@link PuzzleFileError} for a puzzle or pack whose envelope is wrong.
 */
export function readPuzzleText(text: string): ReadFile {
  const value = readJson(text);
  const format = isRecord(value) && typeof value.format === 'string' ? value.format : null;
  if (format === PUZZLE_FORMAT) return { kind: 'puzzle', puzzle: checkPuzzleFile(value) };
  if (format === PACK_FORMAT) return { kind: 'pack', pack: checkPackFile(value) };
  return { kind: 'other', format, value };
}

/** A pack file as JSON text: one puzzle per line, so large packs diff and stream well. */
export function packFileToJson(pack: Omit<PackFile, 'format'>): string {
  const head = JSON.stringify({ format: PACK_FORMAT, name: pack.name, notes: pack.notes });
  const lines = pack.puzzles.map((p) => JSON.stringify(p));
  return `${head.slice(0, -1)},"puzzles":[${lines.length === 0 ? '' : `\n${lines.join(',\n')}\n`}]}\n`;
}
