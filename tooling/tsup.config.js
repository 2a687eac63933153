// The one tsup configuration every Knossos package builds with: ESM only, declarations,
// sourcemaps, a clean dist/ each time. A package passes its entry points and nothing else.
import { defineConfig } from 'tsup';

/**
 * @param {Record<string, string>} [entry] entry name → source file; defaults to the package index.
 * @returns {import('tsup').Options}
 */
export function packageConfig(entry = { index: 'src/index.ts' }) {
  return defineConfig({
    entry,
    format: ['esm'],
    target: 'es2022',
    platform: 'neutral',
    dts: true,
    sourcemap: true,
    clean: true,
    splitting: false,
    treeshake: true,
  });
}
