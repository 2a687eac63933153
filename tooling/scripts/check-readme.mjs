#!/usr/bin/env node
// Runs the first ```js example of a package README against the package's own build, so every
// README example is known to run. The example fails the check by throwing (use node:assert), and
// each `// prints: TEXT` comment in it must match the next line the example prints, in order.
// Usage, from a package directory: node ../../tooling/scripts/check-readme.mjs
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.cwd();
const readmePath = join(dir, 'README.md');
const readme = readFileSync(readmePath, 'utf8');
const match = /```js\n([\s\S]*?)```/.exec(readme);
if (!match) fail(1, 'no ```js example block to run');
const firstLine = readme.slice(0, match.index).split('\n').length + 1;

// Written inside the package so that `import '@knossos/…'` resolves to this package (Node's
// self-reference through "exports") and to its own dependencies.
const file = join(dir, `.readme-example-${process.pid}.mjs`);
writeFileSync(file, match[1]);
let run;
try {
  run = spawnSync(process.execPath, [file], { encoding: 'utf8' });
} finally {
  rmSync(file, { force: true });
}
process.stdout.write(run.stdout);
process.stderr.write(run.stderr);
if (run.status !== 0) fail(firstLine, `the example failed (exit ${run.status})`);

const printed = run.stdout.split('\n').filter((line) => line !== '');
const promised = [...match[1].matchAll(/\/\/ prints: (.*)/g)].map((m) => m[1].trim());
promised.forEach((text, i) => {
  if (printed[i] !== text) {
    fail(
      firstLine,
      `the example printed ${JSON.stringify(printed[i])} where it says ${JSON.stringify(text)}`,
    );
  }
});

function fail(line, message) {
  console.error(`${readmePath}:${line}: ${message}`);
  process.exit(1);
}
