import { defineConfig, mergeConfig } from 'vitest/config';
import shared from '../../tooling/vitest.config.js';

// Unit tests of the game's rules, sessions, packs and view geometry run everywhere; the
// *.browser.test.ts files drive Chromium against the built game (skipped with a note where there is
// no Chromium, except in CI). One file at a time. Polls in the browser tests wait for the page
// as long as the hang guards allow: they stop early as soon as the page is ready.
export default mergeConfig(
  shared,
  defineConfig({
    test: { fileParallelism: false, expect: { poll: { timeout: 120_000 } } },
  }),
);
