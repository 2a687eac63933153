// Search speed and memory: breadth-first search with full best-route counting and soft-lock
// detection over a 1000 × 1000 open grid (10⁶ states, 4 moves each). Targets: ≤ 300 ms median,
// ≤ 200 MB peak; and a 5,000,000-state problem within 512 MB. Peaks are measured in fresh
// processes (resident set, Node included) and written to .reports/memory.json, which `pnpm
// bench` prints with the medians.

import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
// The built package, as users get it (see the carving bench for why).
import { type SearchProblem, solve } from '@knossos/solver';
import { bench, describe } from 'vitest';

/**
 * An open grid, each cell a state: `cell + offset`. With a large offset every state is hashed;
 * without, small states are indexed directly (declared or not).
 */
const openGrid = (side: number, declareSpace: boolean, offset = 0): SearchProblem => ({
  initial: offset,
  successors(state, emit) {
    const cell = state - offset;
    const x = cell % side;
    if (x + 1 < side) emit(state + 1, 1);
    if (cell + side < side * side) emit(state + side, 0);
    if (x > 0) emit(state - 1, 3);
    if (cell >= side) emit(state - side, 2);
  },
  isGoal: (state) => state - offset === side * side - 1,
  ...(declareSpace ? { stateSpace: side * side } : {}),
});

/** Peak resident memory, in MB, of a fresh process that solves one open grid. */
function peakMegabytes(side: number, declareSpace: boolean): number {
  const script = `
    const { solve } = await import('@knossos/solver');
    const side = ${side};
    const verdict = solve({
      initial: 0,
      successors(cell, emit) {
        const x = cell % side;
        if (x + 1 < side) emit(cell + 1, 1);
        if (cell + side < side * side) emit(cell + side, 0);
        if (x > 0) emit(cell - 1, 3);
        if (cell >= side) emit(cell - side, 2);
      },
      isGoal: (cell) => cell === side * side - 1,
      ${declareSpace ? 'stateSpace: side * side,' : ''}
    }, { stateBudget: 5_000_000 });
    if (verdict.explored !== side * side) throw new Error('not every state was explored');
    console.log(process.resourceUsage().maxRSS);
  `;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(run.stderr);
  return Math.round(Number(run.stdout.trim()) / 1024);
}

const memory = {
  'open grid 1000 × 1000, stateSpace declared (target ≤ 200 MB)': peakMegabytes(1000, true),
  'open grid 1000 × 1000, no stateSpace (target ≤ 200 MB)': peakMegabytes(1000, false),
  'open grid 2236 × 2236 = 4,999,696 states, stateSpace declared (target ≤ 512 MB)': peakMegabytes(
    2236,
    true,
  ),
  'open grid 2236 × 2236 = 4,999,696 states, no stateSpace (target ≤ 512 MB)': peakMegabytes(
    2236,
    false,
  ),
};
const reports = fileURLToPath(new URL('../.reports/', import.meta.url));
mkdirSync(reports, { recursive: true });
writeFileSync(`${reports}memory.json`, `${JSON.stringify({ peakMegabytes: memory }, null, 2)}\n`);

const options = { warmupTime: 1000, warmupIterations: 2, time: 4000 };
describe('solve: open grid 1000 × 1000, full counting and soft-lock check (target ≤ 300 ms)', () => {
  const contenders: [string, SearchProblem][] = [
    ['stateSpace declared', openGrid(1000, true)],
    ['no stateSpace (small states are indexed directly all the same)', openGrid(1000, false)],
    ['states from 2^40 (every state hashed)', openGrid(1000, false, 2 ** 40)],
  ];
  for (const [name, problem] of contenders) {
    bench(name, () => void solve(problem, { stateBudget: 5_000_000 }), options);
  }
});
