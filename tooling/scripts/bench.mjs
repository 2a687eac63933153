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
for (const name of ['bench.json', 'memory.json', 'time-limits.json']) {
  for (const file of listReports(name)) rmSync(file, { force: true });
}
const run = spawnSync(
  'pnpm',
  ['exec', 'turbo', 'run', 'bench', '--concurrency=1', ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
  },
);

/** The median of a list of numbers. */
const middle = (values) => {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const format = (ms) => (ms >= 1 ? `${ms.toFixed(3)} ms` : `${(ms * 1000).toFixed(2)} µs`);
const reports = listReports('bench.json');
if (reports.length === 0)
  console.log('\nNo bench results: the packages run have no *.bench.ts files.');
for (const file of reports) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  console.log(`\n${relative(root, file)}`);
  for (const group of report.files.flatMap((f) => f.groups)) {
    console.log(`  ${group.fullName}`);
    // A bench that runs in turns ("… · turn N", interleaved with the others so the machine's
    // drift hits every contender alike) is one line here: the median of its turn medians.
    const byName = new Map();
    for (const b of group.benchmarks) {
      const turn = / · turn (\d+)$/.exec(b.name)?.[1];
      const name = b.name.replace(/ · turn \d+$/, '');
      const entry = byName.get(name) ?? { name, medians: [], hz: [], byTurn: new Map() };
      entry.medians.push(b.median);
      entry.hz.push(b.hz);
      if (turn !== undefined) entry.byTurn.set(turn, { median: b.median, mean: b.mean });
      byName.set(name, entry);
    }
    const rows = [...byName.values()].map((e) => ({
      name: e.name,
      median: middle(e.medians),
      hz: middle(e.hz),
      turns: e.medians.length,
      byTurn: e.byTurn,
    }));
    // Benches named "… (peer …)" are other libraries doing the same job; each of ours is shown
    // as a ratio to the fastest of them (below 1.0 means faster than every peer). With turns,
    // the ratio is taken within each turn (ours against the fastest peer of that same turn, run
    // moments apart) and the median of those is shown: the machine's drift between turns then
    // cancels out instead of favouring whichever contender ran in the faster moments.
    const isPeer = (b) => b.name.includes('(peer');
    const peers = rows.filter(isPeer);
    const fastestPeer = peers.length > 0 ? Math.min(...peers.map((b) => b.median)) : 0;
    // Medians leave out garbage-collection pauses; the same ratio over means is shown beside it,
    // so a contender whose cost lies in allocation cannot hide it.
    const ratioOf = (b, stat) => {
      const paired = [];
      for (const [turn, own] of b.byTurn) {
        const theirs = peers.map((p) => p.byTurn.get(turn)?.[stat]).filter((m) => m !== undefined);
        if (theirs.length === peers.length) paired.push(own[stat] / Math.min(...theirs));
      }
      return paired.length > 0 ? middle(paired) : null;
    };
    for (const b of rows) {
      const median = format(b.median).padStart(11);
      const hz = Math.round(b.hz).toLocaleString('en').padStart(12);
      const turns = b.turns > 1 ? ` (${b.turns} turns)` : '';
      let ratio = '';
      if (fastestPeer > 0 && !isPeer(b)) {
        const byMedian = ratioOf(b, 'median');
        const byMean = ratioOf(b, 'mean');
        ratio =
          byMedian === null
            ? `  (${(b.median / fastestPeer).toFixed(2)}× fastest peer)`
            : `  (${byMedian.toFixed(2)}× fastest peer; by means ${byMean.toFixed(2)}×)`;
      }
      console.log(`    ${median} median  ${hz} hz  ${b.name}${turns}${ratio}`);
    }
  }
}
// Peak memory measured by a bench in fresh processes, when it left a report.
for (const file of listReports('memory.json')) {
  console.log(`\n${relative(root, file)}`);
  const { peakMegabytes } = JSON.parse(readFileSync(file, 'utf8'));
  for (const [name, mb] of Object.entries(peakMegabytes)) {
    console.log(`    ${String(mb).padStart(8)} MB peak  ${name}`);
  }
}
// Time limits measured by a bench: how far past its limit a search returned, against its bound.
for (const file of listReports('time-limits.json')) {
  console.log(`\n${relative(root, file)}`);
  const { loadMs, limits } = JSON.parse(readFileSync(file, 'utf8'));
  console.log(`    loading (once per process, not counted): ${loadMs} ms`);
  for (const l of limits) {
    const median = Math.round(middle(l.ms));
    const worst = Math.max(...l.ms);
    const within = worst <= l.boundMs ? 'within' : 'OVER';
    console.log(
      `    limit ${String(l.limitMs).padStart(5)} ms: median ${median} ms (+${median - l.limitMs}), worst ${worst} ms of ${l.ms.length} — bound ${l.boundMs} ms, ${within}; ended by ${l.outcomes.join(', ')}`,
    );
  }
}
process.exit(run.status ?? 1);
