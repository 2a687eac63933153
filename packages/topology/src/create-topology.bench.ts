import { connectPieces, createTopology, cutToShape, maskFromText } from '@knossos/topology';
import { bench, describe } from 'vitest';

/** Keeps results observable so the JIT cannot drop the work being measured. */
let kept = 0;
const keep = (value: number) => {
  kept ^= value | 0;
};

describe('build a topology (targets: 64×64 square or hex ≤ 0.5 ms; 1000×1000 square ≤ 100 ms)', () => {
  bench('square 64×64', () =>
    keep(createTopology({ kind: 'square', width: 64, height: 64 }).cellCount),
  );
  bench('hex 64×64', () => keep(createTopology({ kind: 'hex', width: 64, height: 64 }).cellCount));
  bench('triangle 64×64', () =>
    keep(createTopology({ kind: 'triangle', width: 64, height: 64 }).cellCount),
  );
  bench('torus 64×64', () =>
    keep(createTopology({ kind: 'torus', width: 64, height: 64 }).cellCount),
  );
  bench('circular, 40 rings', () =>
    keep(createTopology({ kind: 'circular', rings: 40 }).cellCount),
  );
  bench('square 64×64, 8 floors', () =>
    keep(createTopology({ kind: 'square', width: 64, height: 64, floors: 8 }).cellCount),
  );
  bench(
    'square 1000×1000',
    () => keep(createTopology({ kind: 'square', width: 1000, height: 1000 }).cellCount),
    { iterations: 20, time: 0 },
  );
});

describe('read the tables (one pass over every side of a 1000×1000 square)', () => {
  const t = createTopology({ kind: 'square', width: 1000, height: 1000 });
  // Memory target (≤ 64 MB): the tables are the topology's only per-cell storage.
  const bytes = t.neighbors.byteLength + t.opposites.byteLength;
  console.log(`square 1000×1000 tables: ${(bytes / 2 ** 20).toFixed(1)} MiB`);

  bench('neighbors[] typed-array reads', () => {
    const table = t.neighbors;
    let sum = 0;
    for (let i = 0; i < table.length; i++) sum += table[i]!;
    keep(sum);
  });

  bench('neighbor(cell, slot) calls', () => {
    let sum = 0;
    for (let c = 0; c < t.cellCount; c++) for (let s = 0; s < 4; s++) sum += t.neighbor(c, s);
    keep(sum);
  });
});

describe('shapes', () => {
  const board = createTopology({ kind: 'square', width: 64, height: 20 });
  const mask = maskFromText('KNOSSOS');
  bench('cutToShape + connectPieces, "KNOSSOS" on 64×20', () => {
    const cut = cutToShape(board, mask);
    keep(connectPieces(board, cut.playable).added.length);
  });
});

export { kept };
