// How often a Roll maze falls back to Step because no start rolls into the goal: square and
// hex 10 × 10 boards at braid 0.6 over 30 seeds (target: at most 10 % on square). The rate is
// printed once per grid and recorded as the bench's name; the timing is of one such maze.
import { bench, describe } from 'vitest';
import { generate } from './generate.js';
import type { MazeSettings } from './settings.js';

const SEEDS = 30;

/** Settings of the measured mazes. */
function rollSettings(grid: 'square' | 'hex', seed: string): Partial<MazeSettings> {
  return { grid, width: 10, height: 10, movement: 'roll', braid: 0.6, seed };
}

/** How many of `SEEDS` seeds give a maze that uses Step instead of Roll. */
export function rollFallbacks(grid: 'square' | 'hex'): number {
  let fallbacks = 0;
  for (let s = 0; s < SEEDS; s++) {
    const maze = generate(rollSettings(grid, `roll${s}`));
    if (maze.board.movement !== 'roll') fallbacks++;
  }
  return fallbacks;
}

for (const grid of ['square', 'hex'] as const) {
  const fallbacks = rollFallbacks(grid);
  const rate = `${fallbacks} of ${SEEDS} (${Math.round((100 * fallbacks) / SEEDS)} %)`;
  console.log(`Roll falls back to Step on ${grid} 10 × 10, braid 0.6: ${rate}`);
  let seed = 0;
  describe(`Roll fallback, ${grid} 10 × 10 at braid 0.6: ${rate} of seeds use Step`, () => {
    bench(`${grid} 10 × 10 Roll maze, braid 0.6`, () => {
      generate(rollSettings(grid, `rb${seed++}`));
    });
  });
}
