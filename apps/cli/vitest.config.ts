import { defineConfig, mergeConfig } from 'vitest/config';
import shared from '../../tooling/vitest.config.js';

// End-to-end tests spawn the built command (dist/bin.js), so they run one file at a time; the
// shared hang guards and fast-check seed apply.
export default mergeConfig(
  shared,
  defineConfig({
    test: { fileParallelism: false },
  }),
);
