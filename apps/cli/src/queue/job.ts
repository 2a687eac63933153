// A queued puzzle as the batch worker's job, and its result as the record the queue keeps: the
// same job a one-machine batch runs for that seed, so the files are the same byte for byte.

import type { PictureStyle } from '@knossos/core';
import type { QueuedPuzzle } from '@knossos/queue';
import type { Job, Made } from '../make-one.js';
import { digests } from '../manifest.js';
import type { PictureOptions } from '../picture-flags.js';

/** What a CLI batch keeps in its spec besides the recipes (`BatchSpec.extra`). */
export interface QueueExtra {
  /** The folder the files go to: an absolute path every worker reaches. */
  readonly outDir: string;
  /** The formats each family of the batch writes. */
  readonly formats: Readonly<Record<string, readonly string[]>>;
  /** The picture style of `svg` and `png`. */
  readonly style: PictureStyle;
  /** The picture flags given. */
  readonly picture: PictureOptions;
  /** How long each puzzle's searches may run, in ms. */
  readonly timeMs: number;
  /** The stars to aim for, 1–5, when asked. */
  readonly stars?: number;
  /** `redis`: each record carries the puzzle itself (its JSON line), as well as its files. */
  readonly results: 'folder' | 'redis';
}

/** The batch worker's job for a queued puzzle. */
export function jobOf(puzzle: QueuedPuzzle): Job {
  const extra = puzzle.batch.extra as unknown as QueueExtra;
  return {
    family: puzzle.family,
    settings: { ...puzzle.settings },
    seed: puzzle.seed,
    outDir: extra.outDir,
    formats: extra.formats[puzzle.family] ?? [],
    style: extra.style,
    picture: extra.picture,
    // A puzzle made again (after a crash) writes the same bytes over its own files.
    force: true,
    index: puzzle.index,
    timeMs: extra.timeMs,
    ...(extra.stars === undefined ? {} : { stars: extra.stars }),
  };
}

/** The record kept for a made puzzle: the manifest's item, with its files' SHA-256. */
export function recordOf(made: Made, puzzle: QueuedPuzzle): Made {
  const extra = puzzle.batch.extra as unknown as QueueExtra;
  const { art: _art, line: _line, puzzle: record, ...item } = made;
  return {
    ...item,
    art: '',
    line: '',
    sha256: digests(extra.outDir, made.files),
    ...(extra.results === 'redis' && record !== undefined ? { puzzle: record } : {}),
  } as Made;
}
