import { defineConfig } from 'vitest/config';

// End-to-end tests spawn the built command (dist/bin.js), so they run one file at a time and
// get more time than unit tests.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    reporters: ['default', ['json', { outputFile: '.reports/vitest.json' }]],
    testTimeout: 120_000,
    fileParallelism: false,
  },
});
