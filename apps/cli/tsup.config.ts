import { defineConfig } from 'tsup';

// An app, not a library: two runnable entry points (the command and the batch worker), no
// declarations; the workspace packages and npm dependencies stay imports.
export default defineConfig({
  entry: { bin: 'src/bin.ts', worker: 'src/worker.ts' },
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  dts: false,
  sourcemap: true,
  clean: true,
  splitting: true,
  banner: { js: '#!/usr/bin/env node' },
});
