#!/usr/bin/env node
// `pnpm test`: every check CI runs, in order, continuing past failures so one run shows them all,
// and ending with one line that counts the tests: "tests: N passed, N failed, N skipped".
//   1. Biome: lint and format of the whole repository
//   2. turbo: typecheck, build, unit and property tests, package checks (publint, attw, README
//      example) for every package, in dependency order
//   3. TypeDoc: the whole API-reference site (every package's doc comments and the guide's links)
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { listReports, workspaceRoot } from './reports.mjs';

const root = workspaceRoot();
// Reports left by an earlier run must not be counted; turbo restores those of cached tasks.
for (const dir of listReports('vitest.json').map((file) => join(file, '..'))) {
  rmSync(dir, { recursive: true, force: true });
}

// Tests that need something the machine may lack (Chromium) skip without it outside CI and leave
// one line in `<package>/.reports/skipped.txt`. Whether it is there is part of each test task's
// cache key (turbo.json lists KNOSSOS_BROWSER), so a result cached without Chromium is not replayed
// once it is installed.
process.env.KNOSSOS_BROWSER = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : 'none';
// The same for poppler's pdftoppm, which the book's raster test needs.
process.env.KNOSSOS_PDFTOPPM = existsSync('/usr/bin/pdftoppm') ? '/usr/bin/pdftoppm' : 'none';

const steps = [
  ['lint and format', ['exec', 'biome', 'ci', '--colors=off', '.']],
  [
    'typecheck, build, test, test:build',
    ['exec', 'turbo', 'run', 'typecheck', 'build', 'test', 'test:build', '--continue'],
  ],
  ['API reference', ['exec', 'typedoc', '--emit', 'none']],
];
const failedSteps = [];
for (const [name, args] of steps) {
  console.log(`\n== ${name}: pnpm ${args.join(' ')}`);
  const run = spawnSync('pnpm', args, { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) failedSteps.push(name);
}

let passed = 0;
let failed = 0;
let skipped = 0;
// Each failed test again, by file and name with its message's first line, so the end of the log
// (all a CI summary may keep) says which failed and why.
const failures = [];
for (const file of listReports('vitest.json')) {
  const report = (await import(file, { with: { type: 'json' } })).default;
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const suite of report.testResults ?? []) {
    // A file that failed outside its tests (an import, a hook) has a message and no failed test.
    const anyFailed = (suite.assertionResults ?? []).some((test) => test.status === 'failed');
    if (suite.status === 'failed' && !anyFailed && suite.message) {
      failures.push(
        `FAILED ${relative(root, suite.name)}: ${suite.message.split('\n')[0].slice(0, 300)}`,
      );
    }
    for (const test of suite.assertionResults ?? []) {
      if (test.status !== 'failed') continue;
      const why = String(test.failureMessages?.[0] ?? '').split('\n')[0];
      failures.push(
        `FAILED ${relative(root, suite.name)} > ${test.fullName}: ${why.slice(0, 300)}`,
      );
    }
  }
}
console.log('');
for (const line of failures) console.log(line);
for (const file of listReports('skipped.txt')) process.stdout.write(readFileSync(file, 'utf8'));
if (failedSteps.length > 0) console.log(`failed steps: ${failedSteps.join('; ')}`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failedSteps.length > 0 || failed > 0 || passed === 0 ? 1 : 0);
