#!/usr/bin/env node
// Z3 in the browser loads its Emscripten script as a plain <script> (bundled, it cannot start
// its own worker threads), and the script fetches its WebAssembly beside itself. Both are
// copied from the installed z3-solver into public/z3/, which the build serves as they are.
import { copyFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const build = join(dirname(require.resolve('z3-solver/package.json')), 'build');
const target = new URL('../public/z3/', import.meta.url).pathname;
mkdirSync(target, { recursive: true });
for (const file of ['z3-built.js', 'z3-built.wasm'])
  copyFileSync(join(build, file), join(target, file));
