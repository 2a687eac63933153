// The studio's generation protocol: what the page asks the worker, what comes back, and the work
// in between: the family's own verified generation and batches. It knows nothing of the `Worker`
// global, so it runs (and is tested) in Node, in the worker (`worker.ts`) and on the page.

import { familyNamed } from './families/index.js';
import { errorText } from './families/open.js';

/** Most puzzles one batch of the studio makes. */
export const MOST_PER_BATCH = 20;

/** One batch: `count` puzzles of a family from one seed, aiming for `stars`. */
export interface Request {
  /** The family's name, as `familyNamed` takes it. */
  readonly family: string;
  /** The family's settings, without a seed (out-of-range values are clamped, with a note). */
  readonly settings: Readonly<Record<string, unknown>>;
  /** The seed of a single puzzle, or the root of a batch (puzzle `i` has the seed `root-i`). */
  readonly seed: string;
  /** How many, 1–20 (held to that range). */
  readonly count: number;
  /** The stars to aim for, 1–5; 0 for any. */
  readonly stars: number;
}

/**
 * One answer: a puzzle made (the family's own plain data, which crosses `postMessage` as it is),
 * the batch failed (why, and the field at fault when the error names one), or the batch ended.
 * `made` replies come in the order the puzzles finish (the batch's order), then `failed` or
 * `done`.
 */
export type Reply =
  | {
      readonly kind: 'made';
      /** The puzzle's place in the batch, from 0. */
      readonly index: number;
      /** Puzzles made so far, and in the batch. */
      readonly done: number;
      readonly total: number;
      /** The family's puzzle. */
      readonly puzzle: unknown;
    }
  | { readonly kind: 'failed'; readonly message: string; readonly field: string | null }
  | { readonly kind: 'done' };

/** A count held to 1–20 (whole numbers; anything else is 1). */
export function batchSize(count: number): number {
  return Math.min(MOST_PER_BATCH, Math.max(1, Math.round(Number(count) || 1)));
}

/**
 * Whether a failed batch can be made on the page though not in the worker: Z3 starts from the
 * page's own script (index.html loads it), so the solver's "could not be loaded" in the worker
 * sends the batch to the page.
 */
export function needsPage(reply: Reply): boolean {
  return reply.kind === 'failed' && reply.field === 'z3-solver';
}

/**
 * Answers one request with the family's own generation: one puzzle by `generateVerified` (its
 * seed the seed itself), or a batch by `generateBatch` (puzzle `i` from `root-i`), each verified
 * toward the stars asked for. Posts each puzzle as it is made, then `done`, or `failed` when the
 * batch stops on an error (the puzzles made before it were posted).
 *
 * @param post - receives every reply, in order.
 * @param signal - stops the batch between puzzles (and a search that listens to it): the
 *   batch then ends with `done`.
 */
export async function answer(
  request: Request,
  post: (reply: Reply) => void,
  signal?: AbortSignal,
): Promise<void> {
  const total = batchSize(request.count);
  const stars = Math.min(5, Math.max(0, Math.round(Number(request.stars) || 0)));
  try {
    const family = familyNamed(request.family);
    const settings = { ...request.settings, seed: request.seed };
    const run = { stars, ...(signal === undefined ? {} : { signal }) };
    if (total === 1) {
      const puzzle = await family.generateVerified(settings, run);
      if (!signal?.aborted) post({ kind: 'made', index: 0, done: 1, total, puzzle });
    } else {
      await family.generateBatch(settings, total, {
        ...run,
        seed: request.seed,
        // One thread in Node (the tests), where a batch would open a pool of them.
        workers: 1,
        onProgress: ({ index, done, puzzle }) => post({ kind: 'made', index, done, total, puzzle }),
      });
    }
    post({ kind: 'done' });
  } catch (error) {
    if (signal?.aborted) {
      post({ kind: 'done' });
      return;
    }
    const field = (error as { field?: unknown } | null)?.field;
    post({
      kind: 'failed',
      message: errorText(error),
      field: typeof field === 'string' ? field : null,
    });
  }
}
