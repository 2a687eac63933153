// Reading any puzzle file Knossos writes or reads, telling its format by its content: the shared
// knossos.puzzle/1 and knossos.pack/1, a batch folder's manifest, and every family's own older
// formats (maze JSON and packs, studio packs, Flow JSON, CSV and text, Netwalk JSON, Net game IDs,
// micromouse text).

import {
  checkPackFile,
  checkPuzzleFile,
  isKnossosError,
  PACK_FORMAT,
  PUZZLE_FORMAT,
  readJson,
} from '@knossos/core';
import { fromMicromouse, PACK_FORMAT as MAZE_PACK_FORMAT, packFromJson } from '@knossos/maze';
import { NETWALK_JSON_FORMAT } from '@knossos/netwalk';
import { checkManifest, MANIFEST_FORMAT, type Manifest } from './manifest.js';
import { type AnyFamily, FamiliesError, familyNamed, type Held } from './registry.js';

/** The format of the studio's first packs, still read. */
export const STUDIO_PACK_FORMAT = 'knossos.studio-pack/1';

/** A file that held one puzzle. */
export interface OpenedPuzzle {
  /** Always `'puzzle'`. */
  readonly kind: 'puzzle';
  /** The format it was read as, e.g. `'Flow CSV'`. */
  readonly format: string;
  /** The puzzle with its family. */
  readonly held: Held;
}

/** A file that held a pack (`knossos.pack/1`, a maze pack, a studio pack). */
export interface OpenedPack {
  /** Always `'pack'`. */
  readonly kind: 'pack';
  /** The format it was read as, e.g. `'maze pack'`. */
  readonly format: string;
  /** The pack's name. */
  readonly name: string;
  /** Notes on the pack as a whole. */
  readonly notes: readonly string[];
  /** Its puzzles, in play order. */
  readonly puzzles: readonly Held[];
}

/** A batch folder's `manifest.json`: its items name the puzzle files beside it. */
export interface OpenedManifest {
  /** Always `'manifest'`. */
  readonly kind: 'manifest';
  /** Always `'batch manifest'`. */
  readonly format: string;
  /** The manifest, checked. */
  readonly manifest: Manifest;
}

/** What a file held. */
export type Opened = OpenedPuzzle | OpenedPack | OpenedManifest;

/**
 * A file that could not be read as the format it looks like: the reader's own error (`cause`,
 * with its field, line and column) and the format it was read as.
 */
export class ReadError extends FamiliesError {
  /** The format the text was read as, e.g. `'Flow CSV'`. */
  readonly readAs: string;
  constructor(readAs: string, cause: unknown) {
    const c = cause as { field?: unknown; message?: unknown; line?: unknown; column?: unknown };
    super(
      typeof c?.field === 'string' ? c.field : 'text',
      `${String(c?.message ?? cause)} (read as ${readAs})`,
    );
    this.name = 'ReadError';
    this.readAs = readAs;
    this.cause = cause;
    // The place is already in the reader's message; keep it as fields too.
    Object.assign(this, {
      line: typeof c?.line === 'number' ? c.line : null,
      column: typeof c?.column === 'number' ? c.column : null,
    });
  }
}

const TATHAM = /^\s*\d+(x\d+)?w?:/;
/** A maze's CSV grid: fields of one character, walls `#` (`toMazeCsv`). */
const MAZE_CSV = /^#(,[^,\n]){2,}\s*$/m;
/** A Netwalk CSV grid: pipe masks with the server starred (`toNetwalkCsv`). */
const NETWALK_CSV = /^\d{1,2}\*?(,\d{1,2}\*?)+\s*$/m;

/** Formats Knossos writes for people and engines, which hold no proof to read back. */
function writeOnly(what: string): FamiliesError {
  return new FamiliesError(
    'text',
    `${what}, which Knossos writes but cannot read back; use the puzzle's .json`,
  );
}
const PIPE_ART = /[┌┐└┘├┤┬┴┼─│╵╶╷╴]/;

/** Whether text is a Net game ID (`5x5:…`, `13x11w:…`), one line. */
export function isNetGameId(text: string): boolean {
  return TATHAM.test(text) && !text.trim().includes('\n');
}

function as<T>(readAs: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (isKnossosError(error) || error instanceof RangeError) throw new ReadError(readAs, error);
    throw error;
  }
}

function puzzleOf(family: AnyFamily, format: string, read: () => unknown): Opened {
  return { kind: 'puzzle', format, held: { family, puzzle: as(format, read) } };
}

/**
 * Reads a file's text (a byte-order mark is skipped) as whatever it holds.
 *
 * @throws {@link FamiliesError} for empty, binary or unknown text, a JSON list, a terminal
 *   picture; {@link ReadError} when the format's reader refuses it (with its field, line and
 *   column); `JsonSyntaxError` (line, column) for broken JSON.
 */
export function openText(raw: string): Opened {
  const text = raw.replace(/^\uFEFF/, '');
  const trimmed = text.trim();
  if (trimmed === '') throw new FamiliesError('text', 'the file is empty');
  if (text.includes('\u0000') || text.includes('\uFFFD')) {
    throw new FamiliesError('text', 'a binary file, not a puzzle');
  }
  if (trimmed.startsWith('[')) {
    throw new FamiliesError('text', 'a JSON list; a puzzle file holds one JSON object');
  }
  if (trimmed.startsWith('{')) return openJson(text);
  if (trimmed.startsWith('<')) throw writeOnly('a picture (SVG)');
  if (/^(null|true|false|-?\d[\d.eE+-]*|"[\s\S]*")$/.test(trimmed)) {
    throw new FamiliesError(
      'text',
      `JSON ${trimmed.length > 20 ? 'text' : trimmed}, not a puzzle (a puzzle file holds one JSON object)`,
    );
  }
  const netwalk = familyNamed('netwalk');
  const flow = familyNamed('flow');
  if (isNetGameId(trimmed)) {
    return puzzleOf(netwalk, 'Net game ID', () => netwalk.formats.txt!.read!(trimmed));
  }
  if (PIPE_ART.test(trimmed)) {
    throw new FamiliesError(
      'text',
      'this is a picture of a puzzle (a .txt from --format txt), which cannot be read back; use its .json',
    );
  }
  if (MAZE_CSV.test(trimmed)) throw writeOnly("a maze's CSV grid");
  if (NETWALK_CSV.test(trimmed) && trimmed.includes('*')) throw writeOnly('a Netwalk CSV grid');
  if (/^[o+][-+o ]/m.test(trimmed) && /[|]/.test(trimmed)) {
    return puzzleOf(familyNamed('maze'), 'micromouse text', () => fromMicromouse(text));
  }
  if (/^\s*\d+\s*(,\s*\d+\s*)+$/m.test(trimmed)) {
    return puzzleOf(flow, 'Flow CSV', () => flow.formats.csv!.read!(text));
  }
  return puzzleOf(flow, 'Flow text', () => flow.formats.txt!.read!(text));
}

function openJson(text: string): Opened {
  const value = as('JSON', () => readJson(text)) as Record<string, unknown>;
  const format = typeof value?.format === 'string' ? value.format : undefined;
  if (format === undefined && (typeof value?.tiledversion === 'string' || value?.type === 'map')) {
    throw writeOnly('a Tiled map (.tmj) for game engines');
  }
  if (format === PUZZLE_FORMAT) {
    const file = as('a Knossos puzzle', () => checkPuzzleFile(value));
    const family = as('a Knossos puzzle', () => familyNamed(file.family));
    return puzzleOf(family, `${family.title} puzzle`, () => family.fromPuzzleFile(value));
  }
  if (format === PACK_FORMAT) {
    const pack = as('a Knossos pack', () => checkPackFile(value));
    const puzzles = pack.puzzles.map((file, i) => {
      const family = as('a Knossos pack', () => familyNamed(file.family));
      const raw = (value.puzzles as unknown[])[i];
      return {
        family,
        puzzle: as(`puzzle ${i + 1} of a Knossos pack`, () => family.fromPuzzleFile(raw)),
      };
    });
    return { kind: 'pack', format: 'Knossos pack', name: pack.name, notes: pack.notes, puzzles };
  }
  if (format === MANIFEST_FORMAT) {
    return {
      kind: 'manifest',
      format: 'batch manifest',
      manifest: as('batch manifest', () => checkManifest(value)),
    };
  }
  if (format === MAZE_PACK_FORMAT) {
    const pack = as('maze pack', () => packFromJson(text));
    const maze = familyNamed('maze');
    return {
      kind: 'pack',
      format: 'maze pack',
      name: pack.name,
      notes: pack.notes ?? [],
      puzzles: pack.mazes.map((puzzle) => ({ family: maze, puzzle })),
    };
  }
  if (format === STUDIO_PACK_FORMAT) return openStudioPack(value);
  if (format === NETWALK_JSON_FORMAT) {
    const netwalk = familyNamed('netwalk');
    return puzzleOf(netwalk, 'Netwalk JSON', () => netwalk.fromPuzzleFile(value));
  }
  if (format === undefined && Array.isArray(value?.dots)) {
    const flow = familyNamed('flow');
    return puzzleOf(flow, 'Flow JSON', () => flow.fromPuzzleFile(value));
  }
  // A maze file, or JSON of no known kind: the maze reader says where it goes wrong.
  const maze = familyNamed('maze');
  return puzzleOf(maze, 'maze JSON', () => maze.fromPuzzleFile(value));
}

function openStudioPack(value: Record<string, unknown>): Opened {
  const entries = value.puzzles;
  if (!Array.isArray(entries)) throw new FamiliesError('puzzles', 'puzzles must be a list');
  const puzzles = entries.map(
    (entry: { family?: unknown; puzzle?: unknown; seed?: unknown; notes?: unknown }, i: number) => {
      const readAs = `puzzle ${i + 1} of a studio pack`;
      const family = as(readAs, () => familyNamed(String(entry?.family)));
      const puzzle = as(readAs, () => family.fromPuzzleFile(entry.puzzle));
      // The studio kept a made level's seed and notes beside its family's JSON (Flow's holds
      // neither): they go back into the puzzle through its shared file.
      const seed = typeof entry.seed === 'string' ? entry.seed : null;
      const notes = Array.isArray(entry.notes)
        ? entry.notes.filter((n) => typeof n === 'string')
        : [];
      if (seed === null || family.seedOf(puzzle) !== '') return { family, puzzle };
      const file = family.toPuzzleFile(puzzle);
      return {
        family,
        puzzle: as(readAs, () =>
          family.fromPuzzleFile({ ...file, seed, notes: [...file.notes, ...notes] }),
        ),
      };
    },
  );
  return { kind: 'pack', format: 'studio pack', name: 'Studio pack', notes: [], puzzles };
}
