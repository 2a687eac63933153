// The one vitest configuration every Knossos package tests with. Tests sit beside the code they
// test (`src/**/*.test.ts`), benchmarks in `*.bench.ts`. Each run also writes a JSON report that
// `tooling/scripts/test-summary.mjs` adds up into one closing line for the whole repository.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    reporters: ['default', ['json', { outputFile: '.reports/vitest.json' }]],
    benchmark: {
      include: ['src/**/*.bench.ts', 'bench/**/*.bench.ts'],
    },
    testTimeout: 60_000,
  },
});
