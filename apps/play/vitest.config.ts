import { defineConfig, mergeConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import shared from '../../tooling/vitest.config.js';

/** The end-to-end files, which drive Chromium. */
const isBrowserFile = (file: TestSpecification) => file.moduleId.endsWith('.browser.test.ts');

/**
 * Vitest's order (longest first, as far as it knows), dealt so that each browser file runs beside
 * a file that is not one: a browser file's time goes to Chromium drawing the 3D view in software
 * (its GPU process takes a core), the others' to making puzzles in the test process, so the two
 * kinds share the two cores instead of two browser files fighting over one.
 */
class BrowserBesideTheRest extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const browser = sorted.filter(isBrowserFile);
    const rest = sorted.filter((file) => !isBrowserFile(file));
    const dealt: TestSpecification[] = [];
    while (browser.length > 0 || rest.length > 0) {
      if (browser.length > 0) dealt.push(browser.shift()!);
      if (rest.length > 0) dealt.push(rest.shift()!);
    }
    return dealt;
  }
}

// Unit tests of the game's rules, sessions, packs and view geometry run everywhere; the
// *.browser.test.ts files drive Chromium against the built game (skipped with a note where there is
// no Chromium, except in CI). Two files at a time, dealt by BrowserBesideTheRest. Polls in the
// browser tests wait for the page as long as the hang guards allow: they stop early as soon as
// the page is ready.
export default mergeConfig(
  shared,
  defineConfig({
    test: {
      maxWorkers: 2,
      sequence: { sequencer: BrowserBesideTheRest },
      expect: { poll: { timeout: 120_000 } },
    },
  }),
);
