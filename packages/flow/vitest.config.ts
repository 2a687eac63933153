import { defineConfig, mergeConfig } from 'vitest/config';
import shared from '../../tooling/vitest.config.js';

/** The test files that replace modules (`vi.mock`): each runs with a module graph of its own. */
const MOCKING = [
  'src/family-make.test.ts',
  'src/family.test.ts',
  'src/synthesize-limit.test.ts',
  'src/time-limit.test.ts',
];

// What a project takes of the shared settings (reporters are the run's, not a project's).
const { reporters: _reporters, benchmark: _benchmark, ...common } = shared.test ?? {};

// The shared settings, in two projects: the files that mock run isolated, the others share
// their modules (see tooling/vitest.config.js).
export default mergeConfig(
  shared,
  defineConfig({
    test: {
      projects: [
        { extends: true, test: { name: 'flow', exclude: MOCKING } },
        // No benchmarks here: vitest's default bench files would run each of them twice.
        {
          test: {
            ...common,
            name: 'flow, mocking',
            include: MOCKING,
            isolate: true,
            benchmark: { include: [] },
          },
        },
      ],
    },
  }),
);
