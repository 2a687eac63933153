// Unique Netwalk generation beside Net's generator (Simon Tatham's Portable Puzzle Collection),
// in one run, at the sizes the issue names: 13 × 11 wrapping, 30 × 30 and 50 × 50, and the same
// with walls (barrier probability 0.3).
//
// The peer is not part of Knossos: build its timing driver with `bench/peer/build.sh SOURCE OUT`
// against a checkout of the collection, and name the executable in KNOSSOS_TATHAM_NETGEN. Without
// it only ours is measured. Each side makes its boards one after another and times each one alone
// (ours in this process after a warm-up of 20 boards; the peer in its own process, so its start-up
// is not counted); the table gives medians and means in ms and the ratio of the medians.
// Writes .reports/side-by-side.json.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateNetwalk } from '@knossos/netwalk';

const here = dirname(fileURLToPath(import.meta.url));
const reports = join(here, '..', '.reports');
const peer = process.env.KNOSSOS_TATHAM_NETGEN ?? '';

const CASES = [
  { name: '13 × 11 torus', width: 13, height: 11, mode: 'torus', params: '13x11w', count: 400 },
  { name: '30 × 30 bounded', width: 30, height: 30, mode: 'bounded', params: '30x30', count: 60 },
  { name: '50 × 50 bounded', width: 50, height: 50, mode: 'bounded', params: '50x50', count: 30 },
  {
    name: '13 × 11 torus, walls 0.3',
    width: 13,
    height: 11,
    mode: 'torus',
    barriers: 0.3,
    params: '13x11wb0.3',
    count: 400,
  },
  {
    name: '30 × 30 bounded, walls 0.3',
    width: 30,
    height: 30,
    mode: 'bounded',
    barriers: 0.3,
    params: '30x30b0.3',
    count: 60,
  },
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const mean = (values) => values.reduce((a, b) => a + b, 0) / values.length;

function ours({ width, height, mode, barriers = 0, count }) {
  for (let i = 0; i < 20; i++)
    generateNetwalk({ width, height, mode, barriers, seed: `warm-${i}` });
  const ms = [];
  let unique = 0;
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    const board = generateNetwalk({ width, height, mode, barriers, seed: `side-${i}` });
    ms.push(performance.now() - start);
    if (board.unique) unique++;
  }
  return { medianMs: median(ms), meanMs: mean(ms), unique };
}

function theirs({ params, count }) {
  if (!peer || !existsSync(peer)) return null;
  const run = spawnSync(peer, [params, String(count)], { encoding: 'utf8', timeout: 600_000 });
  if (run.status !== 0) throw new Error(`the peer failed on ${params}: ${run.stderr}`);
  return JSON.parse(run.stdout.trim().split('\n').at(-1));
}

const rows = [];
for (const c of CASES) {
  const a = ours(c);
  const b = theirs(c);
  rows.push({
    case: c.name,
    count: c.count,
    ours: a,
    tatham: b,
    ratio: b ? a.medianMs / b.medianMs : null,
  });
}
mkdirSync(reports, { recursive: true });
writeFileSync(join(reports, 'side-by-side.json'), `${JSON.stringify(rows, null, 2)}\n`);
const f = (x) => (x === null || x === undefined ? '–' : x < 1 ? x.toFixed(3) : x.toFixed(1));
console.log(
  '| Unique generation | boards | Knossos median / mean ms | Tatham median / mean ms | ratio of medians |',
);
console.log('|---|---|---|---|---|');
for (const r of rows) {
  console.log(
    `| ${r.case} | ${r.count} | ${f(r.ours.medianMs)} / ${f(r.ours.meanMs)} | ${r.tatham ? `${f(r.tatham.medianMs)} / ${f(r.tatham.meanMs)}` : 'not built'} | ${r.ratio === null ? '–' : r.ratio.toFixed(2)} |`,
  );
}
if (!peer) console.log('\n(KNOSSOS_TATHAM_NETGEN is not set: only Knossos was measured.)');
