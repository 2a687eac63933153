// How well each maze mode's Endless recipe reaches its stars: for every mode × grid × stars 1–5,
// a few seeds through `generateVerified`, printed as hits / seeds and the mean time per maze.
// Run with `pnpm exec vitest bench --run bench/modes.bench.ts` from apps/play (a bench, not a
// test: its timings depend on the machine).
import { generateVerified } from '@knossos/maze';
import { bench, describe } from 'vitest';
import { MAZE_MODES } from '../src/modes/modes.js';

const SEEDS = Number(process.env.MODE_SEEDS ?? 3);
const ONLY = process.env.MODE_ONLY?.split(',');

const rows: string[] = [];
for (const mode of MAZE_MODES) {
  if (ONLY !== undefined && !ONLY.includes(mode.id)) continue;
  for (const grid of mode.grids) {
    const cells: string[] = [];
    for (let stars = 1; stars <= 5; stars++) {
      let hits = 0;
      let ms = 0;
      const got: number[] = [];
      for (let i = 0; i < SEEDS; i++) {
        const settings = mode.endless(grid, stars, `measure-${i}`);
        const t0 = performance.now();
        const maze = generateVerified(settings);
        ms += performance.now() - t0;
        got.push(maze.verdict.difficulty);
        if (maze.verdict.difficulty === stars) hits++;
      }
      cells.push(`${stars}★ ${hits}/${SEEDS} ${Math.round(ms / SEEDS)}ms [${got.join('')}]`);
    }
    rows.push(`${mode.id.padEnd(8)} ${grid.padEnd(9)} ${cells.join(' | ')}`);
    console.log(rows.at(-1));
  }
}
console.log(`Endless recipes: stars hit over ${SEEDS} seeds, mean ms per maze\n${rows.join('\n')}`);

describe('one Endless maze per mode at 3★ on square', () => {
  let seed = 0;
  for (const mode of MAZE_MODES) {
    bench(mode.id, () => {
      generateVerified(mode.endless('square', 3, `bench-${seed++}`));
    });
  }
});
