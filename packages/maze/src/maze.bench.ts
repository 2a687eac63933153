// Generation speed, against the reference product's own figures (C#, desktop). Targets (medians):
// square 64 × 64 plain generate + solve + rate ≤ 5 ms (reference < 10 ms); 64 × 64 with 8 floors
// ≤ 20 ms (≈ 30 ms); hex 13 × 13 race of 4 with a key and gems, verified, ≤ 10 ms (< 10 ms);
// square 30 × 30 with 6 keys, 8 gems, 4 switches and 4 portals ≤ 400 ms (0.5–1.4 s); square
// 14 × 14 with 4 rolling players and gems ≤ 1 s (1.3–4.7 s); a batch of 200 presets-mix mazes on
// two workers ≥ 1.6 × as fast as on one. Each iteration takes the next seed, so the medians are
// over different mazes, not one maze timed again.
import { generate, generateBatch, generateVerified, presets } from '@knossos/maze';
import { bench, describe } from 'vitest';

let seed = 0;
let kept = 0;

describe('generate (one maze: carve, place, prove, rate)', () => {
  bench('square 64 × 64, plain (target 5 ms)', () => {
    kept ^= generate({ seed: `b${seed++}`, width: 64, height: 64 }).verdict.par;
  });
  bench('square 64 × 64, 8 floors (target 20 ms)', () => {
    kept ^= generate({ seed: `f${seed++}`, width: 64, height: 64, floors: 8 }).verdict.par;
  });
  bench('hex 13 × 13, race of 4 with a key and 2 gems, verified (target 10 ms)', () => {
    kept ^= generateVerified({
      seed: `r${seed++}`,
      grid: 'hex',
      width: 13,
      height: 13,
      players: 4,
      sharedGoal: true,
      endpoints: 'outside-in',
      keys: 1,
      gems: 2,
    }).verdict.par;
  });
  bench(
    'square 30 × 30, 6 keys, 8 gems, 4 switches, 4 portals (target 400 ms)',
    () => {
      kept ^= generate({
        seed: `g${seed++}`,
        width: 30,
        height: 30,
        keys: 6,
        gems: 8,
        switches: 4,
        portals: 4,
      }).verdict.par;
    },
    { time: 0, iterations: 21 },
  );
  // Verified, so every maze timed really has 4 rolling players and 3 gems (a board no start
  // rolls home on falls back to Step, which would time a different, much cheaper maze).
  bench(
    'square 14 × 14, 4 rolling players, 3 gems, verified (target 1 s)',
    () => {
      kept ^= generateVerified({
        seed: `o${seed++}`,
        width: 14,
        height: 14,
        movement: 'roll',
        braid: 0.9,
        players: 4,
        sharedGoal: true,
        gems: 3,
        stateBudget: 2_000_000,
      }).verdict.par;
    },
    { time: 0, iterations: 11 },
  );
});

const mix = presets.map((p) => p.make());
describe('generateBatch: 200 presets-mix mazes (target: two workers ≥ 1.6 × one)', () => {
  bench(
    'one worker',
    async () => {
      kept ^= (await generateBatch(mix, 200, { workers: 1, seed: 'bench' })).length;
    },
    { time: 0, iterations: 3 },
  );
  bench(
    'two workers',
    async () => {
      kept ^= (await generateBatch(mix, 200, { workers: 2, seed: 'bench' })).length;
    },
    { time: 0, iterations: 3 },
  );
});

export { kept };
