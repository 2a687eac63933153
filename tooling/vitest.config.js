// The one vitest configuration every Knossos package tests with. Tests sit beside the code they
// test (`src/**/*.test.ts`), benchmarks in `*.bench.ts`. Each run also writes a JSON report that
// `tooling/scripts/test.mjs` adds up into one closing line for the whole repository.
//
// No test depends on the wall clock: the time limits below only catch a test that hangs, and are
// minutes long so that a machine whose cores are busy with other work still passes.
// `vitest.setup.js` fixes fast-check's seed.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Hang guards for every test and hook, in ms: see above. */
export const HANG_GUARD_MS = 5 * 60_000;

/** The fast-check seed setup, as a path vitest's `setupFiles` takes. */
export const SETUP_FILE = fileURLToPath(new URL('./vitest.setup.js', import.meta.url));

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // KNOSSOS_REPORT names another report file (the busy-cores pass of `pnpm test` keeps its own).
    reporters: [
      'default',
      ['json', { outputFile: process.env.KNOSSOS_REPORT || '.reports/vitest.json' }],
    ],
    setupFiles: [SETUP_FILE],
    benchmark: {
      include: ['src/**/*.bench.ts', 'bench/**/*.bench.ts'],
    },
    testTimeout: HANG_GUARD_MS,
    hookTimeout: HANG_GUARD_MS,
    // The files of a worker share one module graph: each file re-importing the packages it
    // tests cost more than half of some suites' time. A test leaves no state behind: a file that
    // spies on or stubs a global restores it itself (vi.restoreAllMocks, vi.unstubAllGlobals). A
    // package whose tests replace modules (`vi.mock`) runs those files
    // isolated in a project of their own (see packages/flow/vitest.config.ts).
    isolate: false,
  },
});
