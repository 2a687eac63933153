// Z3 synthesis, the edge encoding synthesizeFlow uses beside the earlier cell encoding (a
// Boolean per cell and colour, whole models blocked), unique levels with the colour count asked
// for: 7 × 7 with 5 colours and 10 × 10 with 8. Z3 is loaded before the first call (once per
// process, about 0.5 s, not counted). A synthesis that does not finish within its limit counts
// as the limit: the cell encoding's 10 × 10 gets 30 s (it took over 60 s before), so its
// median reads "30 s or more".
import { disposeZ3, getZ3 } from '@knossos/solver/z3';
import { afterAll, bench, describe } from 'vitest';
import { synthesize } from './synthesize.js';

const CASES = [
  { side: 7, colors: 5, timeoutMs: 30_000, iterations: 9 },
  { side: 10, colors: 8, timeoutMs: 30_000, iterations: 9 },
] as const;

describe('synthesizeFlow, unique levels (Z3), edges vs cells', () => {
  afterAll(async () => {
    await disposeZ3();
  });
  for (const { side, colors, timeoutMs, iterations } of CASES) {
    for (const encoding of ['edges', 'cells'] as const) {
      let seed = 0;
      bench(
        `${side} × ${side}, ${colors} colours, ${encoding}`,
        async () => {
          const settings = { width: side, height: side, colors, timeoutMs, seed: `b-${seed++}` };
          // A timeout is a measurement (the limit), anything else a failure of the bench.
          await synthesize(settings, encoding).catch((error: { field?: string }) => {
            if (error.field !== 'timeoutMs') throw error;
          });
        },
        {
          // The cell encoding's 10 × 10 runs to its limit: 3 runs say as much as 9.
          iterations: encoding === 'cells' && side >= 10 ? 3 : iterations,
          time: 0,
          warmupIterations: 0,
          setup: async () => {
            await getZ3();
          },
        },
      );
    }
  }
});
