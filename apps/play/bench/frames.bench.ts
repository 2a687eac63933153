// The 3D view's frame times while the solver plays: the 30 × 30 maze of `?maze=frames&size=30`
// in Debian's Chromium (software WebGL through SwiftShader, antialiased as the game asks) at
// 960 × 660, driven as the browser tests drive the built game (build it first). One run: the game restarted, the solver started, 24
// moves played, the solver stopped; the bench's figure is such a run. The page's own frame times
// over every run (median and worst) are printed and written to `.reports/frame-times.json`.
// Skipped without Chromium. Run with `pnpm bench` (or `pnpm exec vitest bench --run
// bench/frames.bench.ts` in apps/play).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { bench, describe } from 'vitest';
import { CHROMIUM } from '../../../tooling/browser-harness.js';
import { openGame, ROOT } from '../test/browser.test-util.js';

/** Moves the solver plays in one run. */
const MOVES = 24;
/** The maze's side. */
const SIZE = 30;

// Benches run no beforeAll: the game opens here, and its server goes with the process (Chromium
// too: playwright ends the browsers it started).
const game = existsSync(CHROMIUM)
  ? await openGame(`?maze=frames&size=${SIZE}`, { antialias: true })
  : null;
process.once('exit', () => game?.stopServer());

/** Every frame time (ms) drawn during the measured runs. */
const times: number[] = [];
let movesPlayed = 0;

/** One run: from the start, the solver plays {@link MOVES} moves; their frame times are kept. */
async function run(): Promise<void> {
  const page = game!.page;
  await page.keyboard.press('r');
  await page.waitForFunction(() => window.__knossosPlay.maze?.moves === 0, null, { polling: 20 });
  // Count the frames drawn from here on (frameTimes() keeps only the last 2000, so its length
  // stops growing: the new frames are the last `count` of it).
  await page.evaluate(() => {
    const w = window as unknown as { benchFrames: number; benchRun: number };
    // A counter of the run's own: the last run's counter stops.
    const run = (w.benchRun ?? 0) + 1;
    w.benchRun = run;
    w.benchFrames = 0;
    const tick = () => {
      if (w.benchRun !== run) return;
      w.benchFrames++;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  await page.keyboard.press('f');
  await page.waitForFunction((n) => (window.__knossosPlay.maze?.moves ?? 0) >= n, MOVES, {
    polling: 20,
  });
  await page.keyboard.press('f');
  const run = await page.evaluate(() => {
    const count = (window as unknown as { benchFrames: number }).benchFrames;
    const all = window.__knossosPlay.frameTimes();
    return { moves: window.__knossosPlay.maze!.moves, frames: all.slice(all.length - count) };
  });
  times.push(...run.frames);
  movesPlayed += run.moves;
}

/** The median and the largest of some numbers. */
function medianAndWorst(values: readonly number[]): { median: number; worst: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { median, worst: sorted.at(-1)! };
}

/** Writes the frame times of the measured runs to `.reports/frame-times.json`, and says them. */
async function report(): Promise<void> {
  if (times.length === 0) return;
  const { median, worst } = medianAndWorst(times);
  const result = {
    maze: `${SIZE} × ${SIZE} square, seed "frames"`,
    view: (await game!.page.evaluate(() => window.__knossosPlay.view)) ?? 'none',
    moves: movesPlayed,
    frames: times.length,
    medianMs: Math.round(median * 10) / 10,
    worstMs: Math.round(worst * 10) / 10,
  };
  mkdirSync(`${ROOT}.reports`, { recursive: true });
  writeFileSync(`${ROOT}.reports/frame-times.json`, `${JSON.stringify(result, null, 2)}\n`);
  console.log(
    `frame time while the solver plays a ${SIZE} × ${SIZE} maze (${result.view}): median ${result.medianMs} ms, worst ${result.worstMs} ms over ${result.frames} frames`,
  );
}

describe.skipIf(game === null)(
  `the 3D view while the solver plays a ${SIZE} × ${SIZE} maze`,
  () => {
    bench(`${MOVES} solver moves from the start, 960 × 660`, run, {
      iterations: 3,
      time: 0,
      warmupIterations: 1,
      warmupTime: 0,
      // Only the measured runs' frames are reported, not the warm-up's.
      setup: (_task, mode) => {
        if (mode === 'run') {
          times.length = 0;
          movesPlayed = 0;
        }
      },
      teardown: async (_task, mode) => {
        if (mode === 'run') await report();
      },
    });
  },
);
