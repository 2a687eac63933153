// Flow speed. Targets: first solution of a 14 × 14 level ≤ 2 ms median, uniqueness proof at
// 14 × 14 ≤ 20 ms; constructive generation with the default settings (default colours, long
// winding paths, proven unique under the degree rule, the loose rule checked on its budget)
// ≤ 100 ms at 14 × 14, ≤ 400 ms at 20 × 20, ≤ 2 s at 30 × 30, ≤ 5 s at 40 × 40. The generator's
// side-by-side with a peer and the shape statistics are in bench/level-stats.mjs.
// The built package, as users get it (see the carving bench for why).
import { generateFlow, solveFlow, synthesizeFlow } from '@knossos/flow';
import { disposeZ3 } from '@knossos/solver/z3';
import { afterAll, bench, describe } from 'vitest';
import { corpusLevel as corpus } from './corpus-level.js';

const level14 = generateFlow({ width: 14, height: 14, seed: 'bench-14' });

describe('solveFlow 14 × 14', () => {
  bench('first solution (target ≤ 2 ms)', () => {
    solveFlow(level14, { limit: 1 });
  });
  bench('uniqueness proof (target ≤ 20 ms)', () => {
    solveFlow(level14, { limit: 2 });
  });
});

// Levels of the seeded corpus (bench/corpus, long paths as in hand-made levels); the whole corpus
// runs beside the peers in bench/side-by-side.mjs.
for (const [name, target] of [
  ['hand-25x25-a', '≤ 200 ms'],
  ['hand-40x40-a', '≤ 2 s'],
  ['link-25x25-19', '≤ 200 ms'],
] as const) {
  const level = corpus(name);
  describe(`solveFlow, corpus ${name}`, () => {
    bench('first solution (every level ≤ 1 s)', () => void solveFlow(level, { limit: 1 }), {
      iterations: 5,
      time: 0,
    });
    bench(`uniqueness proof (median target ${target})`, () => void solveFlow(level, { limit: 2 }), {
      iterations: 5,
      time: 0,
    });
  });
}

describe('generateFlow, unique (default settings)', () => {
  let seed = 0;
  const sizes: [number, string, { iterations?: number; time?: number }][] = [
    [14, '14 × 14 (target ≤ 100 ms)', { iterations: 30, time: 0 }],
    [20, '20 × 20 (target ≤ 400 ms)', { iterations: 15, time: 0 }],
    [30, '30 × 30 (target ≤ 2 s)', { iterations: 7, time: 0 }],
    [40, '40 × 40 (target ≤ 5 s)', { iterations: 5, time: 0 }],
  ];
  for (const [size, name, options] of sizes) {
    bench(
      name,
      () => {
        const level = generateFlow({ width: size, height: size, seed: `g${size}-${seed++}` });
        if (!level.unique) throw new Error(`${name}: a level came back unproven`);
      },
      { warmupIterations: 1, ...options },
    );
  }
});

describe('synthesizeFlow (Z3)', () => {
  afterAll(async () => {
    await disposeZ3();
  });
  let seed = 0;
  bench(
    '7 × 7, 5 colours, unique (target ≤ 2 s)',
    async () => {
      await synthesizeFlow({ width: 7, height: 7, colors: 5, seed: `z${seed++}` });
    },
    { iterations: 7, time: 0, warmupIterations: 1 },
  );
});
