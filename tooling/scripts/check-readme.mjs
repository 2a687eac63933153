#!/usr/bin/env node
// Runs the first ```js example of a package README against the package's own build, so every
// README example is known to run. Usage (from a package directory): node check-readme.mjs
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.cwd();
const readme = readFileSync(join(dir, 'README.md'), 'utf8');
const match = /```js\n([\s\S]*?)```/.exec(readme);
if (!match) {
  console.error(`${join(dir, 'README.md')}: no \`\`\`js example block to run`);
  process.exit(1);
}
// Written inside the package so that `import '@knossos/…'` resolves to this package (Node's
// self-reference through "exports") and to its own dependencies.
const file = join(dir, `.readme-example-${process.pid}.mjs`);
writeFileSync(file, match[1]);
try {
  const run = spawnSync(process.execPath, [file], { stdio: 'inherit' });
  if (run.status !== 0) {
    const line = readme.slice(0, match.index).split('\n').length + 1;
    console.error(`${join(dir, 'README.md')}:${line}: the example failed (exit ${run.status})`);
    process.exit(1);
  }
} finally {
  rmSync(file, { force: true });
}
