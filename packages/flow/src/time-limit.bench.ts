// How long synthesizeFlow takes past its time limit, on a 30 × 30 board (default colours, 150)
// that Z3 seldom finishes in time (measured: a whole synthesis takes 4 s to past 8 s; 12 × 12,
// used before the edge encoding, now takes 0.3 s), and where Z3 ignores interrupts for seconds. The bound (issue: Z3 time limits that hold) is max(2 × limit, limit + 250 ms), with Z3
// loaded first: loading is paid once per process and reported apart. Every call's duration is
// kept (warm-up calls too) and written to .reports/time-limits.json, which `pnpm bench` prints
// beside the medians.
import { mkdirSync, writeFileSync } from 'node:fs';
import { synthesizeFlow } from '@knossos/flow';
import { disposeZ3, getZ3 } from '@knossos/solver/z3';
import { afterAll, bench, describe } from 'vitest';

const LIMITS = [100, 1000, 5000] as const;
const runs = new Map<number, { ms: number; outcome: string }[]>(LIMITS.map((l) => [l, []]));
let loadMs = 0;

describe('synthesizeFlow 30 × 30 past its time limit (Z3)', () => {
  /** Loads Z3 before the first bench's first call (vitest runs no beforeAll here either). */
  const load = async () => {
    if (loadMs > 0) return;
    const started = performance.now();
    await getZ3();
    loadMs = performance.now() - started;
  };
  afterAll(async () => {
    await disposeZ3();
  });
  /** Writes what was measured so far (after each bench's run: vitest runs no afterAll here). */
  const report = () => {
    const limits = LIMITS.filter((limit) => runs.get(limit)!.length > 0).map((limit) => ({
      limitMs: limit,
      boundMs: Math.max(2 * limit, limit + 250),
      ms: runs.get(limit)!.map((r) => Math.round(r.ms)),
      outcomes: [...new Set(runs.get(limit)!.map((r) => r.outcome))],
    }));
    mkdirSync('.reports', { recursive: true });
    writeFileSync(
      '.reports/time-limits.json',
      `${JSON.stringify({ loadMs: Math.round(loadMs), limits }, null, 2)}\n`,
    );
  };
  let seed = 0;
  for (const limit of LIMITS) {
    bench(
      `limit ${limit} ms`,
      async () => {
        const started = performance.now();
        const outcome = await synthesizeFlow({
          width: 30,
          height: 30,
          timeoutMs: limit,
          seed: `limit-${seed++}`,
        }).then(
          () => 'level',
          (error: { field?: string }) => error.field ?? 'error',
        );
        runs.get(limit)!.push({ ms: performance.now() - started, outcome });
      },
      {
        iterations: limit >= 5000 ? 3 : limit >= 1000 ? 5 : 10,
        time: 0,
        warmupIterations: 1,
        setup: load,
        teardown: report,
      },
    );
  }
});
