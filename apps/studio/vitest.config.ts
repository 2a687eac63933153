import { defineConfig } from 'vitest/config';

// The end-to-end tests drive Chromium against the built studio: one file, generous time.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    reporters: ['default', ['json', { outputFile: '.reports/vitest.json' }]],
    testTimeout: 60_000,
    hookTimeout: 90_000,
    fileParallelism: false,
  },
});
