#!/usr/bin/env node
// `pnpm bench`: runs every package's `*.bench.ts` through turbo, one package at a time (so benches
// do not compete for the two cores), then prints one table of
// medians (the figure closing notes quote) from the JSON each vitest bench run leaves in
// `<package>/.reports/bench.json`.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { relative } from 'node:path';
import { listReports, workspaceRoot } from './reports.mjs';

const root = workspaceRoot();
for (const file of listReports('bench.json')) rmSync(file, { force: true });
const run = spawnSync(
  'pnpm',
  ['exec', 'turbo', 'run', 'bench', '--concurrency=1', ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
  },
);

const format = (ms) => (ms >= 1 ? `${ms.toFixed(3)} ms` : `${(ms * 1000).toFixed(2)} µs`);
for (const file of listReports('bench.json')) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  console.log(`\n${relative(root, file)}`);
  for (const group of report.files.flatMap((f) => f.groups)) {
    console.log(`  ${group.fullName}`);
    // Benches named "… (peer …)" are other libraries doing the same job; each of ours is shown
    // as a ratio to the fastest of them (below 1.0 means faster than every peer).
    const isPeer = (b) => b.name.includes('(peer');
    const peers = group.benchmarks.filter(isPeer);
    const fastestPeer = peers.length > 0 ? Math.min(...peers.map((b) => b.median)) : 0;
    for (const b of group.benchmarks) {
      const median = format(b.median).padStart(11);
      const hz = Math.round(b.hz).toLocaleString('en').padStart(12);
      const ratio =
        fastestPeer > 0 && !isPeer(b)
          ? `  (${(b.median / fastestPeer).toFixed(2)}× fastest peer)`
          : '';
      console.log(`    ${median} median  ${hz} hz  ${b.name}${ratio}`);
    }
  }
}
process.exit(run.status ?? 1);
