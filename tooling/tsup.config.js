// The one tsup configuration every Knossos package builds with: ESM only, declarations,
// sourcemaps, a clean dist/ each time. A package passes its entry points and nothing else.
import { defineConfig } from 'tsup';

/**
 * @param {Record<string, string>} [entry] entry name → source file; defaults to the package index.
 * @param {import('tsup').Options} [extra] options a package adds (for example `external`).
 * @returns {import('tsup').Options}
 */
export function packageConfig(entry = { index: 'src/index.ts' }, extra = {}) {
  return defineConfig({
    ...extra,
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
