// Carving speed, with the peers to beat in the same groups: rot-js's EllerMaze and
// @sbj42/maze-generator with its backtrack plugin. `pnpm bench` prints each of our medians
// divided by the fastest peer's (target ≤ 1.0). Our boards are built once and reused, as a batch
// generator reuses them; one line per size also times building the board on every run, so the
// cost of that is visible too.

// The built package, as users get it: run through the test runner's module transform, the
// sources' imports between files become property reads, which costs this code up to half its speed.
import { CARVE_ALGORITHMS, carve } from '@knossos/carving';
import { createRng } from '@knossos/random';
import { createTopology } from '@knossos/topology';
import mazeGenerator from '@sbj42/maze-generator';
import backtrack from '@sbj42/maze-generator-backtrack';
import { RNG, Map as RotMap } from 'rot-js';
import { bench, describe } from 'vitest';

// The machine's speed drifts over seconds, so one long run per contender would compare each of
// them at a different speed. Instead every contender runs in several short turns, the turns
// interleaved and each turn in a rotated order; `pnpm bench` reports the median of a
// contender's turn medians (benches named "… · turn N"), and its ratio to the fastest peer as
// the median of the ratios within each turn.
const TURNS = 9;
const warm = { warmupTime: 400, warmupIterations: 40, time: 200 };
const quick = { warmupTime: 50, warmupIterations: 10, time: 200 };

let kept = 0;
const keep = (value: number) => {
  kept ^= value | 0;
};

for (const size of [64, 200]) {
  describe(`perfect maze ${size}×${size} (targets: ${size === 64 ? '0.25' : '6'} ms, Wilson 2×)`, () => {
    const rng = createRng(`bench-${size}`);
    const board = createTopology({ kind: 'square', width: size, height: size });
    const contenders: [string, () => void][] = CARVE_ALGORITHMS.map((algorithm) => [
      `knossos ${algorithm}`,
      () => keep(carve(board, algorithm, rng).masks[0]!),
    ]);
    contenders.push([
      'knossos recursive-backtracker, board built each run',
      () => {
        const t = createTopology({ kind: 'square', width: size, height: size });
        keep(carve(t, 'recursive-backtracker', rng).masks[0]!);
      },
    ]);
    RNG.setSeed(12345);
    contenders.push([
      'rot-js EllerMaze (peer)',
      () => {
        let open = 0;
        new RotMap.EllerMaze(2 * size + 1, 2 * size + 1).create((_x, _y, wall) => {
          open += wall;
        });
        keep(open);
      },
    ]);
    const random = createRng(`peer-${size}`).next;
    contenders.push([
      '@sbj42/maze-generator backtrack (peer)',
      () => {
        const maze = mazeGenerator.generate(size, size, { generator: backtrack, random });
        keep(maze.cell(0, 0).north() ? 1 : 0);
      },
    ]);
    for (let turn = 0; turn < TURNS; turn++) {
      for (let k = 0; k < contenders.length; k++) {
        const [name, run] = contenders[(k + turn * 2) % contenders.length]!;
        bench(`${name} · turn ${turn + 1}`, run, turn === 0 ? warm : quick);
      }
    }
  });
}

export { kept };
