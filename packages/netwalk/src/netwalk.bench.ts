import { bench, describe } from 'vitest';
import {
  connected,
  generateNetwalk,
  type NetwalkSettings,
  newGame,
  parseTathamId,
  rotate,
  solveNetwalk,
} from './index.js';

// Net's own generator (Simon Tatham's collection) with uniqueness, median per board, measured
// beside ours in one run by bench/side-by-side.mjs on this machine: 13×11 wrapping 0.29 ms,
// 30×30 3.5 ms, 50×50 10.7 ms (with walls at 0.3: 0.27 and 3.0 ms). Targets: ≤ 1.5× those.
let i = 0;
const make =
  (
    width: number,
    height: number,
    mode: 'bounded' | 'torus' | 'classic',
    more: NetwalkSettings = {},
  ) =>
  () => {
    generateNetwalk({ width, height, mode, ...more, seed: `bench-${i++}` });
  };

describe('generateNetwalk, unique (target ≤ 1.5× Net)', () => {
  bench('13×11 bounded', make(13, 11, 'bounded'));
  bench('13×11 torus (Net 0.29 ms; target 0.43 ms)', make(13, 11, 'torus'));
  bench('30×30 bounded (Net 3.5 ms; target 5.2 ms)', make(30, 30, 'bounded'));
  bench('30×30 torus', make(30, 30, 'torus'));
  bench('50×50 bounded (Net 10.7 ms; target 16 ms)', make(50, 50, 'bounded'));
  bench('30×30 classic', make(30, 30, 'classic'));
});

describe('generateNetwalk on hex boards (target ≤ 5 ms at 13×13)', () => {
  bench('13×13 hex bounded', make(13, 13, 'bounded', { grid: 'hex' }));
  bench('13×13 hex classic', make(13, 13, 'classic', { grid: 'hex' }));
});

describe('generateNetwalk with the options of the best peers', () => {
  bench('13×11 torus, walls 0.3 (Net 0.27 ms)', make(13, 11, 'torus', { barriers: 0.3 }));
  bench('13×11 torus, empty 0.2', make(13, 11, 'torus', { empty: 0.2 }));
  bench('13×11 bounded, avoid obvious', make(13, 11, 'bounded', { avoidObvious: true }));
  bench(
    '13×11 torus aimed at dead-ends, 2 steps per tile',
    make(13, 11, 'torus', { hardestRule: 'dead-ends', stepsPerTile: 2 }),
  );
  bench('13×11 torus aimed at search', make(13, 11, 'torus', { hardestRule: 'search' }));
});

const fixture = parseTathamId(
  '13x11w:b7125b1aec598eb31bd58d82572bc11494e5dee4e8db2bdd29b88d41a16bdd996d2996ddec8c83741a1e8674e78328ba71737b8894a9271b1cd1399453d1952e43951d9b712822e',
);
const big = generateNetwalk({ width: 30, height: 30, seed: 'bench-play' });
let play = newGame(big);

describe('solve and play', () => {
  bench('solveNetwalk 13×11 torus', () => {
    solveNetwalk(fixture);
  });
  bench('rotate + connected on 30×30 (one live move)', () => {
    play = rotate(play, i++ % 900, 1);
    connected(play);
  });
});
