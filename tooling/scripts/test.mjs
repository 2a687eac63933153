#!/usr/bin/env node
// `pnpm test`: every check CI runs, continuing past failures so one run shows them all,
// and ending with one line that counts the tests: "tests: N passed, N failed, N skipped".
//   - Biome: lint and format of the whole repository
//   - turbo: every package's build, and its unit and property tests
//   - one process each for all projects: the type checks (tooling/scripts/typecheck.mjs) and
//     the package checks (check-packages.mjs: publint, attw, the README example)
//   - TypeDoc: the whole API-reference site (every package's doc comments and the guide's links)
//   - In CI (or with KNOSSOS_BUSY=1): core's suite and the CLI's timing-bound files run with
//     both cores busy (two busy loops beside them), so a test that depends on the machine's
//     speed fails at once. They run there instead of in the main pass, so each test runs once;
//     the pass has a count line of its own, and the closing count includes it.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { setPriority } from 'node:os';
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

// The steps, in three phases. Two cores run them; what waits on what decides the time, so the
// tests, whose long files are the critical path, never wait on checks nothing depends on.
//   1. every package's build, in dependency order (the tests and checks read dist/);
//   2. the tests at normal priority, and beside them at the lowest (`nice -n 19`, so they take
//      only the time the tests leave idle) Biome, type checks, package checks and TypeDoc, back
//      at normal priority once the tests are done (else other work on the machine starves them);
//   3. the busy-cores pass below.
// `--only` runs the tasks named without their dependencies, which phase 1 built. The
// low-priority steps' output is held and printed after the tests', so neither is interleaved.
const failedSteps = [];

/** The processes of the low-priority steps now running. */
const lowPriority = new Set();
/** Once the tests are done the checks need not wait on them: back to normal priority. */
let checksNiced = true;

/**
 * Gives `pid` and every process below it normal priority (`os.setPriority`, read from /proc).
 * Raising a priority needs root (CI is); elsewhere they stay low, which costs only on a busy
 * machine.
 */
function unnice(pid) {
  const below = [pid];
  try {
    const parents = new Map();
    for (const name of readdirSync('/proc')) {
      if (!/^\d+$/.test(name)) continue;
      try {
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        parents.set(Number(name), ppid);
      } catch {
        // gone
      }
    }
    for (let i = 0; i < below.length; i++) {
      for (const [child, parent] of parents) if (parent === below[i]) below.push(child);
    }
  } catch {
    // no /proc: the step's own process only
  }
  // Priority is a thread's: every thread of each (turbo starts tasks from any of its threads).
  for (const one of below) {
    let threads = [one];
    try {
      threads = readdirSync(`/proc/${one}/task`).map(Number);
    } catch {
      // no /proc, or gone
    }
    for (const thread of threads) {
      try {
        setPriority(thread, 0);
      } catch {
        // gone, or not ours to raise
      }
    }
  }
}

/** Runs `pnpm <args>`; `held` keeps its output to print later. Resolves to whether it passed. */
function step(name, args, { held = false, niced = false } = {}) {
  const low = niced && checksNiced;
  const [command, argv] = low ? ['nice', ['-n', '19', 'pnpm', ...args]] : ['pnpm', args];
  const header = `\n== ${name}: ${low ? 'nice -n 19 ' : ''}pnpm ${args.join(' ')}\n`;
  if (!held) process.stdout.write(header);
  return new Promise((resolve) => {
    const chunks = [Buffer.from(header)];
    const child = spawn(command, argv, { cwd: root, stdio: held ? 'pipe' : 'inherit' });
    if (low) lowPriority.add(child.pid);
    child.on('close', () => lowPriority.delete(child.pid));
    if (held) {
      child.stdout.on('data', (d) => chunks.push(d));
      child.stderr.on('data', (d) => chunks.push(d));
    }
    const said = () => (held ? Buffer.concat(chunks).toString('utf8') : '');
    // A command that cannot start (no `nice`, say) is a failed step, said in its output.
    child.on('error', (error) => {
      failedSteps.push(name);
      chunks.push(Buffer.from(`${name}: ${error.message}\n`));
      if (!held) console.log(`${name}: ${error.message}`);
      resolve(said());
    });
    // 'close', not 'exit': the output has been read to its end.
    child.on('close', (code) => {
      if (code !== 0) failedSteps.push(name);
      resolve(said());
    });
  });
}

const inCi = !['', '0', 'false'].includes(process.env.CI?.trim().toLowerCase() ?? '');
// biome-ignore lint/suspicious/noUndeclaredEnvVars: read by this script alone, never by a turbo task.
const busyPass = inCi || process.env.KNOSSOS_BUSY === '1';

/**
 * The busy-cores pass: core's suite, and the CLI files where time is part of the story (time
 * limits, Ctrl-C, SIGKILL and a closed terminal racing a run, a Flow proof cut short). The rest
 * of the CLI's tests run commands to their end whatever the clock says, so load only slows them.
 */
const BUSY_CORE = '@knossos/core';
const BUSY_CLI_FILES = ['reliability', 'solve', 'cli', 'book', 'pack'];

await step('build', ['exec', 'turbo', 'run', 'build', '--continue']);
// The checks in two lanes, so both cores have one once the tests are done.
const options = { held: true, niced: true };
const lanes = [
  [
    ['lint and format', ['exec', 'biome', 'ci', '--colors=off', '.']],
    ['typecheck', ['exec', 'node', 'tooling/scripts/typecheck.mjs']],
  ],
  [
    ['package checks', ['exec', 'node', 'tooling/scripts/check-packages.mjs']],
    ['API reference', ['exec', 'typedoc', '--emit', 'none']],
  ],
];
const checks = Promise.all(
  lanes.map(async (lane) => {
    let said = '';
    for (const [name, args] of lane) said += await step(name, args, options);
    return said;
  }),
).then((said) => said.join(''));
// Every package's tests start at once (turbo starts 10 by default, and the longest may be last
// in its order): the cores stay busy to the end, and the long files are not left for last.
const tests = ['exec', 'turbo', 'run', 'test', '--only', '--continue', '--concurrency=20'];
// With a busy pass to come, its files are left to it (vitest's --exclude reaches every
// package's run; only the CLI has these paths).
if (busyPass) {
  tests.push(
    `--filter=!${BUSY_CORE}`,
    '--',
    '--exclude',
    `test/{${BUSY_CLI_FILES.join(',')}}.test.ts`,
  );
}
await step('test', tests);
checksNiced = false;
for (const pid of lowPriority) unnice(pid);
process.stdout.write(await checks);

let busyRan = false;
if (busyPass) {
  const name = 'core and the CLI files that race the clock, with both cores busy';
  busyRan = true;
  // Core's suite, then the CLI's files; a failure in the first still lets the second run.
  const runs = [
    ['--filter', BUSY_CORE, 'exec', 'vitest', 'run'],
    [
      '--filter',
      '@knossos/cli',
      'exec',
      'vitest',
      'run',
      ...BUSY_CLI_FILES.map((f) => `test/${f}.test.ts`),
    ],
  ];
  console.log(`\n== ${name}:\n${runs.map((args) => `pnpm ${args.join(' ')}`).join('\n')}`);
  const loops = [0, 1].map(() => spawn('sh', ['-c', 'while :; do :; done'], { stdio: 'ignore' }));
  const endLoops = () => {
    for (const loop of loops) loop.kill('SIGKILL');
  };
  // Ctrl-C (or SIGTERM, a closed terminal) ends the loops with the run, as shells count it.
  process.once('exit', endLoops);
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
    ['SIGHUP', 129],
  ]) {
    process.once(signal, () => {
      endLoops();
      process.exit(code);
    });
  }
  try {
    for (const args of runs) {
      const code = await new Promise((resolve) => {
        // Its reports go beside the others, under busy/, so they are counted on their own line.
        const env = { ...process.env, KNOSSOS_REPORT: '.reports/busy/vitest.json' };
        const child = spawn('pnpm', args, { cwd: root, stdio: 'inherit', env });
        child.on('exit', (exit) => resolve(exit));
      });
      if (code !== 0 && !failedSteps.includes(name)) failedSteps.push(name);
    }
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
// Only this run's busy pass counts (a report of an earlier one was removed above, but turbo may
// restore one from its cache with a test task's outputs).
const busy = busyRan
  ? await tally('busy/vitest.json', ' (cores busy)')
  : { passed: 0, failed: 0, skipped: 0, failures: [] };
console.log('');
// Each failed test again, by file and name with its message's first line, so the end of the log
// (all a CI summary may keep) says which failed and why.
for (const line of [...main.failures, ...busy.failures]) console.log(line);
for (const file of listReports('skipped.txt')) process.stdout.write(readFileSync(file, 'utf8'));
if (failedSteps.length > 0) console.log(`failed steps: ${failedSteps.join('; ')}`);
if (busyRan) {
  console.log(
    `with both cores busy: ${busy.passed} passed, ${busy.failed} failed, ${busy.skipped} skipped`,
  );
}
// The closing count is every test run once: the busy pass's files were left out of the main one.
const all = ['passed', 'failed', 'skipped'].map((key) => main[key] + busy[key]);
console.log(`tests: ${all[0]} passed, ${all[1]} failed, ${all[2]} skipped`);
const bad = failedSteps.length > 0 || main.failed > 0 || busy.failed > 0 || main.passed === 0;
process.exit(bad ? 1 : 0);
