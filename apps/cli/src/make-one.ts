// One puzzle of any family, made through the family contract and written in the formats asked:
// what the batch worker runs for each job. Nothing here knows which family it makes.

import { join } from 'node:path';
import type { PictureStyle, PuzzleFile } from '@knossos/core';
import { renderSvg } from '@knossos/export';
import { type AnyFamily, familyNamed, puzzleToJson } from '@knossos/families';
import { CliError, EXIT } from './errors.js';
import { fileName, writeAtomic } from './files.js';
import { type PictureOptions, PNG_SIZE } from './picture-flags.js';

/** The formats every family writes: its puzzle file and two pictures. */
const SHARED_FORMATS = ['json', 'svg', 'png'] as const;

/** The formats `--format` may name for a family: json, svg, png, then the family's own. */
export function formatsOf(family: AnyFamily): string[] {
  return [...SHARED_FORMATS, ...Object.keys(family.formats)];
}

/** The file extension of a family's format (`id.txt` for a Net game ID), without the dot. */
export function extensionOf(family: AnyFamily, format: string): string {
  return family.formats[format]?.extension ?? format;
}

/** One puzzle to make: what the batch worker and the main job run. */
export interface Job {
  /** The family's name (`familyNamed` finds it in the worker). */
  readonly family: string;
  /** The family's settings (already merged from preset and flags), without the seed. */
  readonly settings: Record<string, unknown>;
  /** The seed: the puzzle's first try (verified generation tries `seed#1`, … after it). */
  readonly seed: string;
  /** Where to write files, or `null` to write none. */
  readonly outDir: string | null;
  /** Format names, each in {@link formatsOf} of the family. */
  readonly formats: readonly string[];
  /** The picture style of `svg` and `png`. */
  readonly style: PictureStyle;
  /** The picture flags given (size, margin, wall width, legend, print width); default none. */
  readonly picture?: PictureOptions;
  /** Overwrite files that exist. */
  readonly force: boolean;
  /** Its place in the batch (or folder, with `--append`), from 0. */
  readonly index: number;
  /** The stars to aim for, 1–5 (missing: any). */
  readonly stars?: number;
  /** How long the searches for this puzzle may run, in ms (`--time-limit`); default none. */
  readonly timeMs?: number;
}

/**
 * One made puzzle as reported: the fields of a JSON line (named as in the shared verdict) plus
 * what the terminal and the manifest show.
 */
export interface Made {
  /** Its place in the batch, from 0. */
  readonly index: number;
  /** The seed that rebuilds it with `settings`. */
  readonly seed: string;
  /** The family's name. */
  readonly family: string;
  /** A solution was found and checked. */
  readonly solvable: boolean;
  /** Fewest moves, or `null` where the family counts none (see the shared `Verdict`). */
  readonly par: number | null;
  /** Solutions reaching `par`, or `null` when not counted. */
  readonly optimalCount: number | null;
  /** Proven to have exactly one best solution. */
  readonly unique: boolean;
  /**
   * Unique under the family's loose rule too (Flow: a path may run alongside itself), `null`
   * when not checked; left out for a family whose verdict has no such field.
   */
  readonly uniqueLoose?: boolean | null;
  /** A player can get stuck; `null` where the family has no such positions. */
  readonly canGetStuck: boolean | null;
  /** Stars 1–5, 0 when not rated. */
  readonly stars: number;
  /** The difficulty score behind the stars (packs are ordered by it), or `null`. */
  readonly score?: number | null;
  /** What generation, the proofs and the writing noted, one sentence each. */
  readonly notes: readonly string[];
  /** Files written, relative to the output folder. */
  readonly files: readonly string[];
  /** Each file's SHA-256 (hex), by name: set by the run for the manifest. */
  readonly sha256?: Readonly<Record<string, string>>;
  /** The settings used, as the family resolved them (with the seed). */
  readonly settings: unknown;
  /** The request was met (the family's `meetsRequest`). */
  readonly met: boolean;
  /** Why not, one sentence each. */
  readonly unmet: readonly string[];
  /** Milliseconds to make it (files included). */
  readonly ms: number;
  /** Terminal art of the puzzle (and its solution where the family has one). */
  readonly art: string;
  /** A one-line verdict. */
  readonly line: string;
  /** The puzzle as a `knossos.puzzle/1` record (the JSON line and packs carry it). */
  readonly puzzle?: PuzzleFile;
}

/** A record without the fields the run sets. */
export type Record_ = Omit<Made, 'index' | 'ms'>;

/** A verdict's `uniqueLoose` (Flow's), when it has one. */
function looseOf(verdict: object): { uniqueLoose?: boolean | null } {
  const loose = (verdict as { uniqueLoose?: unknown }).uniqueLoose;
  return typeof loose === 'boolean' || loose === null ? { uniqueLoose: loose } : {};
}

/** The record of a puzzle of a family, from its verdict, summary, request and text. */
export function recordOf(family: AnyFamily, puzzle: unknown, files: string[] = []): Record_ {
  const v = family.verdict(puzzle);
  const file = family.toPuzzleFile(puzzle);
  const met = family.meetsRequest(puzzle);
  return {
    seed: family.seedOf(puzzle),
    family: family.name,
    solvable: v.solvable,
    par: v.par,
    optimalCount: v.optimalCount,
    unique: v.unique,
    ...looseOf(v),
    canGetStuck: v.canGetStuck,
    stars: v.stars,
    score: v.score,
    notes: [...new Set([...file.notes, ...v.notes])],
    files,
    settings: family.settingsOf(puzzle),
    met,
    unmet: met ? [] : family.shortfalls(puzzle),
    art: family.toText(puzzle),
    line: family.summary(puzzle),
    puzzle: file,
  };
}

/** Whether an error is a time limit that ran out before any puzzle was made. */
function isTimeError(error: unknown): boolean {
  const field = (error as { field?: unknown } | null)?.field;
  return field === 'timeMs' || field === 'timeoutMs';
}

/**
 * Makes one verified puzzle and writes its files. A format the puzzle cannot be written in is
 * skipped with a `Format:` note.
 *
 * @throws {@link CliError} with exit 130 when `signal` cancelled the search, exit 1 when the time
 *   limit ran out before a puzzle was made; the family's error for bad settings.
 */
export async function makeOne(job: Job, signal?: AbortSignal): Promise<Made> {
  const started = performance.now();
  const family = familyNamed(job.family);
  let puzzle: unknown;
  try {
    puzzle = await family.generateVerified(
      { ...job.settings, seed: job.seed },
      {
        ...(signal ? { signal } : {}),
        ...(job.timeMs === undefined ? {} : { timeMs: job.timeMs }),
        ...(job.stars === undefined ? {} : { stars: job.stars }),
      },
    );
  } catch (error) {
    // A search cancelled at a stop says so with the exit code of an interrupted run; a time
    // limit that left no puzzle is a request not met, not bad input.
    if (signal?.aborted)
      throw new CliError((error as Error)?.message ?? 'cancelled', EXIT.interrupted);
    if (isTimeError(error)) throw new CliError((error as Error).message, EXIT.unmet);
    throw error;
  }
  const { files, notes } = await writeFiles(job, family, puzzle);
  const record = recordOf(family, puzzle, files);
  return {
    ...record,
    notes: [...record.notes, ...notes],
    index: job.index,
    ms: Math.round(performance.now() - started),
  };
}

/** Writes the job's formats of a puzzle; returns the names written and a note per format skipped. */
async function writeFiles(
  job: Job,
  family: AnyFamily,
  puzzle: unknown,
): Promise<{ files: string[]; notes: string[] }> {
  const files: string[] = [];
  const notes: string[] = [];
  if (job.outDir === null) return { files, notes };
  for (const format of job.formats) {
    const data = await formatData(family, puzzle, format, job.style, job.picture ?? {}, notes);
    const extension = extensionOf(family, format);
    if (typeof data === 'object' && 'unfit' in data) {
      notes.push(`Format: ${data.unfit.replace(/\.$/, '')}, so no .${extension} was written.`);
      continue;
    }
    const name = fileName(job.family, job.seed, extension);
    writeAtomic(join(job.outDir, name), data, job.force);
    files.push(name);
  }
  if (job.picture?.printWidthMm !== undefined && !job.formats.includes('svg')) {
    notes.push('Print width: only SVG pictures take a print size; PNGs are sized by --size.');
  }
  if (files.length === 0 && !job.formats.includes('json')) {
    // Every format asked for was unfit: the puzzle file is written instead, so nothing is lost
    // and the folder still verifies.
    const name = fileName(job.family, job.seed, 'json');
    writeAtomic(join(job.outDir, name), puzzleToJson({ family, puzzle }), job.force);
    files.push(name);
    notes.push(
      'Format: none of the formats asked for can hold this puzzle, so its .json was written instead.',
    );
  }
  return { files, notes };
}

/** A puzzle in one format: its bytes, or why it cannot be written so. */
async function formatData(
  family: AnyFamily,
  puzzle: unknown,
  format: string,
  style: PictureStyle,
  picture: PictureOptions,
  notes: string[],
): Promise<string | Uint8Array | { unfit: string }> {
  if (format === 'json') return puzzleToJson({ family, puzzle });
  // Each picture option clamped is told once, by the first picture that hears it.
  const onNote = (note: string) => {
    if (!notes.includes(note)) notes.push(note);
  };
  if (format === 'svg') return renderSvg(family.toSketch(puzzle, style), { ...picture, onNote });
  if (format === 'png') {
    const { renderPng } = await import('@knossos/export/png');
    const { printWidthMm: _print, ...png } = picture;
    return renderPng(family.toSketch(puzzle, style), { size: PNG_SIZE, ...png, onNote });
  }
  const own = family.formats[format];
  if (own === undefined) throw new CliError(`--format: ${family.name} has no format "${format}"`);
  const unfit = own.unfit?.(puzzle) ?? null;
  if (unfit !== null) return { unfit };
  const text = own.write(puzzle);
  return text.endsWith('\n') ? text : `${text}\n`;
}
