#!/usr/bin/env node
// `pnpm test`: every check CI runs, in order, continuing past failures so one run shows them all,
// and ending with one line that counts the tests: "tests: N passed, N failed, N skipped".
//   1. Biome: lint and format of the whole repository
//   2. turbo: typecheck, build, unit and property tests, package checks (publint, attw, README
//      example) for every package, in dependency order
//   3. TypeDoc: the whole API-reference site (every package's doc comments and the guide's links)
//   4. In CI (or with KNOSSOS_BUSY=1): the CLI's and core's suites once more with both cores
//      busy (two busy loops beside them), so a test that depends on the machine's speed fails
//      at once. Its tests are counted on a line of their own.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { listReports, workspaceRoot } from './reports.mjs';

const root = workspaceRoot();
// Reports left by an earlier run must not be counted; turbo restores those of cached tasks.
for (const dir of [...listReports('vitest.json'), ...listReports('busy/vitest.json')].map((file) =>
  join(file, '..'),
)) {
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

const inCi = !['', '0', 'false'].includes(process.env.CI?.trim().toLowerCase() ?? '');
// biome-ignore lint/suspicious/noUndeclaredEnvVars: read by this script alone, never by a turbo task.
if (inCi || process.env.KNOSSOS_BUSY === '1') {
  const name = 'the CLI and core suites with both cores busy';
  const args = ['--filter', '@knossos/cli', '--filter', '@knossos/core', 'exec', 'vitest', 'run'];
  // Its reports go beside the others, under busy/, so the main count is not changed.
  args.push('--reporter=default', '--reporter=json', '--outputFile.json=.reports/busy/vitest.json');
  console.log(`\n== ${name}: pnpm ${args.join(' ')}`);
  const loops = [0, 1].map(() =>
    spawn('sh', ['-c', 'while :; do :; done'], { stdio: 'ignore', detached: true }),
  );
  const endLoops = () => {
    for (const loop of loops) {
      try {
        process.kill(-loop.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  };
  // Ctrl-C ends the loops with the run.
  process.once('exit', endLoops);
  try {
    const run = await new Promise((resolve) => {
      const child = spawn('pnpm', args, { cwd: root, stdio: 'inherit' });
      child.on('exit', (code) => resolve(code));
    });
    if (run !== 0) failedSteps.push(name);
  } finally {
    endLoops();
  }
}

/** The counts and failures of every `<package>/.reports/<name>` vitest report. */
async function tally(name, label) {
  const total = { passed: 0, failed: 0, skipped: 0, failures: [] };
  for (const file of listReports(name)) {
    const report = (await import(file, { with: { type: 'json' } })).default;
    total.passed += report.numPassedTests ?? 0;
    total.failed += report.numFailedTests ?? 0;
    total.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    for (const suite of report.testResults ?? []) {
      // A file that failed outside its tests (an import, a hook) has a message and no failed test.
      const anyFailed = (suite.assertionResults ?? []).some((test) => test.status === 'failed');
      if (suite.status === 'failed' && !anyFailed && suite.message) {
        total.failures.push(
          `FAILED${label} ${relative(root, suite.name)}: ${suite.message.split('\n')[0].slice(0, 300)}`,
        );
      }
      for (const test of suite.assertionResults ?? []) {
        if (test.status !== 'failed') continue;
        const why = String(test.failureMessages?.[0] ?? '').split('\n')[0];
        total.failures.push(
          `FAILED${label} ${relative(root, suite.name)} > ${test.fullName}: ${why.slice(0, 300)}`,
        );
      }
    }
  }
  return total;
}

const main = await tally('vitest.json', '');
const busy = await tally('busy/vitest.json', ' (cores busy)');
console.log('');
// Each failed test again, by file and name with its message's first line, so the end of the log
// (all a CI summary may keep) says which failed and why.
for (const line of [...main.failures, ...busy.failures]) console.log(line);
for (const file of listReports('skipped.txt')) process.stdout.write(readFileSync(file, 'utf8'));
if (failedSteps.length > 0) console.log(`failed steps: ${failedSteps.join('; ')}`);
if (listReports('busy/vitest.json').length > 0) {
  console.log(
    `with both cores busy: ${busy.passed} passed, ${busy.failed} failed, ${busy.skipped} skipped`,
  );
}
console.log(`tests: ${main.passed} passed, ${main.failed} failed, ${main.skipped} skipped`);
const bad = failedSteps.length > 0 || main.failed > 0 || busy.failed > 0 || main.passed === 0;
process.exit(bad ? 1 : 0);
