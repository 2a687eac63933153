// The studio's worker protocol: what the page asks the generation worker, what the worker answers,
// and the work in between. It knows nothing of the `Worker` global, so it runs (and is tested) in
// Node as well as in the worker (`worker.ts` only wires it to `onmessage` and `postMessage`).
import { flowToJson, generateFlow } from '@knossos/flow';
import { generateVerified, mazeToJson } from '@knossos/maze';
import { generateNetwalk, netwalkToJson } from '@knossos/netwalk';
import { batchSeed } from '@knossos/random';
import {
  FAMILIES,
  type Family,
  fromJson,
  type Puzzle,
  type Verdict,
  workOutVerdict,
} from './model.js';

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

/** Makes one puzzle as JSON text; Flow's seed, notes and uniqueness ride beside the level. */
async function make(family: Family, settings: Record<string, unknown>, seed: string) {
  if (family === 'maze') return mazeToJson(generateVerified({ ...settings, seed }));
  if (family === 'flow') {
    const level = await generateFlow({ ...settings, method: 'constructive', seed });
    return JSON.stringify({
      ...JSON.parse(flowToJson(level)),
      seed: level.seed,
      notes: level.notes,
      unique: level.unique,
    });
  }
  return netwalkToJson(generateNetwalk({ ...settings, seed }));
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
  const p = fromJson(family, json);
  if (p.family !== 'flow') return p;
  const extra = JSON.parse(json) as { seed?: string; notes?: string[]; unique?: boolean };
  return {
    family: 'flow',
    data: {
      ...p.data,
      seed: extra.seed ?? '',
      notes: extra.notes ?? [],
      unique: extra.unique ?? false,
      uniqueLoose: null,
      attempts: 0,
      solution: p.data.solution ?? [],
    },
  };
}
