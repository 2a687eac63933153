import { defineConfig } from 'tsup';

// An app, not a library: three entry points (the command, the batch worker, and `runCli`, the
// programmatic entry its tests run commands through), no declarations; the workspace packages
// and npm dependencies stay imports.
export default defineConfig({
  entry: { bin: 'src/bin.ts', worker: 'src/worker.ts', cli: 'src/cli.ts' },
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  dts: false,
  sourcemap: true,
  clean: true,
  splitting: true,
  banner: { js: '#!/usr/bin/env node' },
});
