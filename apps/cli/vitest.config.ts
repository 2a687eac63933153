import { defineConfig, mergeConfig } from 'vitest/config';
import shared from '../../tooling/vitest.config.js';

// The tests run the built command (dist/): in this process through `runCli`, which sets the
// working folder for each run, and as a process where only one shows what is tested. Files go
// one at a time, as both start worker threads on every core. Colours are off so output can be
// compared. The shared hang guards and fast-check seed apply.
export default mergeConfig(
  shared,
  defineConfig({
    test: {
      fileParallelism: false,
      env: { NO_COLOR: '1', FORCE_COLOR: '0' },
    },
  }),
);
