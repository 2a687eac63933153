// Generation off the page's thread: one message asks for a batch, one message answers per
// puzzle, so the page shows progress and Cancel simply ends the worker.
import { generateFlow } from '@knossos/flow';
import { generateVerified } from '@knossos/maze';
import { generateNetwalk } from '@knossos/netwalk';
import { batchSeed } from '@knossos/random';
import { type Family, fromJson, type Verdict, workOutVerdict } from './model.js';

export interface Request {
  readonly family: Family;
  readonly settings: Record<string, unknown>;
  readonly seed: string;
  readonly count: number;
}

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

self.onmessage = async (event: MessageEvent<Request>) => {
  const { family, settings, seed, count } = event.data;
  for (let index = 0; index < count; index++) {
    const own = count === 1 ? seed : batchSeed(seed, index);
    try {
      let json: string;
      if (family === 'maze') {
        const { mazeToJson } = await import('@knossos/maze');
        json = mazeToJson(generateVerified({ ...settings, seed: own }));
      } else if (family === 'flow') {
        const { flowToJson } = await import('@knossos/flow');
        const level = await generateFlow({ ...settings, method: 'constructive', seed: own });
        json = JSON.stringify({
          ...JSON.parse(flowToJson(level)),
          seed: level.seed,
          notes: level.notes,
          unique: level.unique,
        });
      } else {
        const { netwalkToJson } = await import('@knossos/netwalk');
        json = netwalkToJson(generateNetwalk({ ...settings, seed: own }));
      }
      // The verdict is worked out here too, so the page never waits on a proof.
      const verdict = workOutVerdict(fromJson(family, json));
      postMessage({ kind: 'made', index, json, seed: own, verdict } satisfies Reply);
    } catch (error) {
      postMessage({ kind: 'error', index, message: (error as Error).message } satisfies Reply);
    }
  }
  postMessage({ kind: 'done' } satisfies Reply);
};
