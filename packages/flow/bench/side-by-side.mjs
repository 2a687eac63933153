// The Flow solver beside two peers on the benchmark corpus (bench/corpus), in one run:
// first solution, uniqueness proof (degree rule) and, for ours, the loose rule's (one run, cut
// at 2 s: reported, not a target).
//
// The peers are not part of Knossos: build them yourself and put the executables in one folder
// named by KNOSSOS_PEERS, as `numberlink` (the Go solver of github.com/thomasahle/numberlink, which
// reads "W H" and rows on stdin) and `flow_solver` (the C solver of github.com/mzucker/flow_solver,
// which takes a file; it is built for boards up to 15 × 15 and 16 colours). A missing peer is
// reported as such and left out.
//
// Ours runs in this process (median of 3 runs per level, after one warm-up run); each peer runs
// as a process per level (median of 3), less its start-up time, measured as the median of 9 runs
// on a 2 × 2 board. Writes .reports/side-by-side.json and prints a Markdown table.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { flowFromJson, solveFlow } from '@knossos/flow';

const here = dirname(fileURLToPath(import.meta.url));
const corpusDir = join(here, 'corpus');
const reports = join(here, '..', '.reports');
const peersDir = process.env.KNOSSOS_PEERS ?? '';
const PEER_SECONDS = 30;
const LOOSE_MS = 2_000;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Rows of characters, top row first, colour k as `alphabet[k]`. */
function rows(level, alphabet) {
  const cells = new Array(level.width * level.height).fill('.');
  level.dots.forEach((cell, i) => {
    cells[cell] = alphabet[i >> 1];
  });
  const lines = [];
  for (let y = level.height - 1; y >= 0; y--) {
    lines.push(cells.slice(y * level.width, (y + 1) * level.width).join(''));
  }
  return lines;
}

// Go: any character but '.' and '#' is a dot; C: its 16 colour letters.
const GO_ALPHABET = Array.from({ length: 400 }, (_, i) => String.fromCodePoint(0x4e00 + i));
const C_ALPHABET = 'RBYGOCMmPAWgTbcp';

function timeProcess(command, args, input) {
  const start = process.hrtime.bigint();
  const run = spawnSync(command, args, { input, timeout: PEER_SECONDS * 1000, encoding: 'utf8' });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  return { ms, ok: run.status === 0 && !run.error, output: run.stdout ?? '' };
}

function peer(name) {
  const path = join(peersDir, name);
  return peersDir && existsSync(path) ? path : null;
}
const goPath = peer('numberlink');
const cPath = peer('flow_solver');
const scratch = join(tmpdir(), `knossos-side-by-side-${process.pid}.txt`);

function runGo(level) {
  const input = `${level.width} ${level.height}\n${rows(level, GO_ALPHABET).join('\n')}\n`;
  return timeProcess(goPath, [], input);
}
function runC(level) {
  if (level.width > 15 || level.height > 15 || level.dots.length / 2 > 16) return null;
  writeFileSync(scratch, `${rows(level, C_ALPHABET).join('\n')}\n`);
  return timeProcess(cPath, ['-q', scratch]);
}

const tiny = { grid: 'square', width: 2, height: 2, dots: [0, 1, 2, 3], solution: null };
const startup = (run) => (run ? median(Array.from({ length: 9 }, () => run(tiny).ms)) : 0);
const goStart = goPath ? startup(runGo) : 0;
const cStart = cPath ? startup(runC) : 0;

function timeOurs(level, options, runs = 3) {
  if (runs > 1) solveFlow(level, options);
  const times = [];
  let result;
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    result = solveFlow(level, options);
    times.push(performance.now() - t);
  }
  return { ms: median(times), result };
}

function timePeer(run, level, start) {
  const times = [];
  let ok = true;
  for (let i = 0; i < 3; i++) {
    const r = run(level);
    if (r === null) return null;
    ok &&= r.ok;
    times.push(Math.max(0, r.ms - start));
  }
  return { ms: median(times), ok };
}

const index = JSON.parse(readFileSync(join(corpusDir, 'index.json'), 'utf8'));
const results = [];
for (const entry of index) {
  const level = flowFromJson(readFileSync(join(corpusDir, `${entry.name}.json`), 'utf8'));
  const first = timeOurs(level, { limit: 1 });
  const proof = timeOurs(level, { limit: 2 });
  const loose = timeOurs(level, { limit: 2, touching: true, timeMs: LOOSE_MS }, 1);
  const go = goPath ? timePeer(runGo, level, goStart) : null;
  const c = cPath ? timePeer(runC, level, cStart) : null;
  const row = {
    ...entry,
    first: first.ms,
    firstSolved: first.result.count > 0,
    proof: proof.ms,
    count: proof.result.count,
    proofComplete: proof.result.complete || proof.result.stoppedBy === 'limit',
    loose: loose.ms,
    looseCount: loose.result.count,
    looseComplete: loose.result.complete || loose.result.stoppedBy === 'limit',
    go: go?.ms ?? null,
    goOk: go?.ok ?? null,
    c: c?.ms ?? null,
    cOk: c?.ok ?? null,
  };
  results.push(row);
  process.stdout.write(
    `${entry.name.padEnd(20)} first ${first.ms.toFixed(1)} ms, proof ${proof.ms.toFixed(1)} ms` +
      ` (${row.count}${row.proofComplete ? '' : '+, not proven'}), loose ${loose.ms.toFixed(1)} ms` +
      `${go ? `, Go ${go.ms.toFixed(1)} ms` : ''}${c ? `, C ${c.ms.toFixed(1)} ms` : ''}\n`,
  );
}

const sum = (key, rowsOf = results) => rowsOf.reduce((a, r) => a + (r[key] ?? 0), 0);
const bySize = (lo, hi) => results.filter((r) => r.size >= lo && r.size <= hi);
const groups = [
  ['7–12', 7, 12],
  ['13–16', 13, 16],
  ['18–25', 18, 25],
  ['28–35', 28, 35],
  ['38–40', 38, 40],
];
const fmt = (ms) => (ms === null ? '—' : ms < 10 ? ms.toFixed(2) : ms.toFixed(1));
const lines = [];
lines.push(
  `| sizes | levels | ours first (median ms) | Go first | C first | ours proof | loose proof |`,
);
lines.push('|---|---|---|---|---|---|---|');
for (const [label, lo, hi] of groups) {
  const g = bySize(lo, hi);
  if (g.length === 0) continue;
  const m = (key) => {
    const values = g.map((r) => r[key]).filter((v) => v !== null);
    return values.length ? median(values) : null;
  };
  lines.push(
    `| ${label} | ${g.length} | ${fmt(m('first'))} | ${fmt(m('go'))} | ${fmt(m('c'))} | ${fmt(m('proof'))} | ${fmt(m('loose'))} |`,
  );
}
const withC = results.filter((r) => r.c !== null);
const totals = {
  levels: results.length,
  oursFirst: sum('first'),
  go: goPath ? sum('go') : null,
  goFailed: results.filter((r) => r.goOk === false).length,
  oursFirstOnCLevels: sum('first', withC),
  c: cPath ? sum('c', withC) : null,
  cLevels: withC.length,
  worstFirst: Math.max(...results.map((r) => r.first)),
  worstProof: Math.max(...results.map((r) => r.proof)),
  unproven: results.filter((r) => !r.proofComplete).length,
  goStartupMs: goStart,
  cStartupMs: cStart,
  peakRssMb: process.resourceUsage().maxRSS / 1024,
};
lines.push('');
lines.push(
  `First solution, total over ${totals.levels} levels: ours ${fmt(totals.oursFirst)} ms` +
    (totals.go === null
      ? ' (Go solver not found)'
      : `, Go ${fmt(totals.go)} ms (ratio ${(totals.oursFirst / totals.go).toFixed(2)})`) +
    (totals.c === null
      ? '; C solver not found.'
      : `; on the ${totals.cLevels} levels the C solver takes: ours ${fmt(totals.oursFirstOnCLevels)} ms, C ${fmt(totals.c)} ms.`),
);
lines.push(
  `Worst level: first solution ${fmt(totals.worstFirst)} ms, uniqueness proof ${fmt(totals.worstProof)} ms; proofs cut short: ${totals.unproven}; peak RSS ${totals.peakRssMb.toFixed(0)} MB.`,
);
if (!peersDir)
  lines.push('Peers: set KNOSSOS_PEERS to a folder with `numberlink` and `flow_solver`.');
mkdirSync(reports, { recursive: true });
writeFileSync(
  join(reports, 'side-by-side.json'),
  `${JSON.stringify({ totals, results }, null, 2)}\n`,
);
console.log(`\n${lines.join('\n')}`);
