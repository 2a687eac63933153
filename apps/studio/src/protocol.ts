// The studio's worker protocol: what the page asks the generation worker, what the worker answers,
// and the work in between. It knows nothing of the `Worker` global, so it runs (and is tested) in
// Node as well as in the worker (`worker.ts` only wires it to `onmessage` and `postMessage`).
import { batchSeed } from '@knossos/random';
import { familyOf } from './families/index.js';
import { workOutVerdict } from './model.js';
import { FAMILIES, type Family, type Puzzle, type Verdict } from './puzzle.js';

/** One batch asked of the worker: `count` puzzles (1–20) of a family from one seed. */
export interface Request {
  readonly family: Family;
  /** The family's settings, as its generator takes them (out-of-range values are clamped). */
  readonly settings: Record<string, unknown>;
  /** The seed of a single puzzle, or the root of a batch (`batchSeed(seed, i)` for puzzle `i`). */
  readonly seed: string;
  readonly count: number;
}

/**
 * One answer: a puzzle made (its JSON, the seed it was made from, its verdict), a puzzle that
 * failed (its index and why), or the end of the batch. Every reply is plain data, so it crosses
 * `postMessage` unchanged; `made` and `error` replies come in index order, then one `done`.
 */
export type Reply =
  | {
      readonly kind: 'made';
      readonly index: number;
      readonly json: string;
      readonly seed: string;
      readonly verdict: Verdict;
    }
  | { readonly kind: 'error'; readonly index: number; readonly message: string }
  | { readonly kind: 'done' };

/** The seed of puzzle `index` of a request: the seed itself when the batch holds one puzzle. */
export function seedOf(request: Pick<Request, 'seed' | 'count'>, index: number): string {
  return request.count === 1 ? request.seed : batchSeed(request.seed, index);
}

/** Makes one puzzle as JSON text, with what rides beside it (a made Flow level's seed and notes). */
async function make(family: Family, settings: Record<string, unknown>, seed: string) {
  const adapter = familyOf(family);
  const puzzle = await adapter.generate(settings, seed);
  const json = adapter.toJson(puzzle);
  const extras = adapter.packExtras?.(puzzle);
  return extras === undefined ? json : JSON.stringify({ ...JSON.parse(json), ...extras });
}

/**
 * Answers one request: makes each puzzle in turn and posts a reply for it as soon as it is made,
 * so the page can show progress, then posts `done`. A puzzle that fails posts an `error` reply
 * and the batch goes on. The verdict is worked out here, so the page never waits on a proof.
 *
 * @param post - receives every reply, in order.
 */
export async function answer(request: Request, post: (reply: Reply) => void): Promise<void> {
  const { family, settings, count } = request;
  const total = Math.min(20, Math.max(1, Math.round(Number(count) || 1)));
  for (let index = 0; index < total; index++) {
    const seed = seedOf({ seed: request.seed, count: total }, index);
    try {
      if (!FAMILIES.includes(family)) {
        throw new Error(`family: ${JSON.stringify(family)} is not ${FAMILIES.join(', ')}`);
      }
      const json = await make(family, settings, seed);
      // From the puzzle as the page will revive it, so Flow's notes are in the verdict too.
      const verdict = workOutVerdict(revive(family, json));
      post({ kind: 'made', index, json, seed, verdict });
    } catch (error) {
      post({ kind: 'error', index, message: (error as Error).message });
    }
  }
  post({ kind: 'done' });
}

/** Reads a `made` reply's JSON back into a puzzle (Flow keeps its seed and notes). */
export function revive(family: Family, json: string): Puzzle {
  const adapter = familyOf(family);
  const puzzle = adapter.fromJson(json);
  return adapter.withPackExtras ? adapter.withPackExtras(puzzle, JSON.parse(json)) : puzzle;
}
