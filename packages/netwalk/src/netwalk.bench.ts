import { bench, describe } from 'vitest';
import {
  connected,
  generateNetwalk,
  newGame,
  parseTathamId,
  rotate,
  solveNetwalk,
} from './index.js';

// Tatham's C generator with uniqueness, median per puzzle on this machine class: 13×11 0.24 ms
// (wrapping 0.30 ms), 30×30 2.7 ms (3.7 ms), 50×50 ≈ 29 ms. Targets: within 2× of those.
let i = 0;
const make = (width: number, height: number, mode: 'bounded' | 'torus' | 'classic') => () => {
  generateNetwalk({ width, height, mode, seed: `bench-${i++}` });
};

describe('generateNetwalk, unique (target ≤ 2× Tatham)', () => {
  bench('13×11 bounded (Tatham 0.24 ms)', make(13, 11, 'bounded'));
  bench('13×11 torus (Tatham 0.30 ms; target 0.6 ms)', make(13, 11, 'torus'));
  bench('30×30 bounded (Tatham 2.7 ms; target 7 ms)', make(30, 30, 'bounded'));
  bench('30×30 torus (Tatham 3.7 ms)', make(30, 30, 'torus'));
  bench('50×50 bounded (Tatham ≈ 29 ms; target 60 ms)', make(50, 50, 'bounded'));
  bench('30×30 classic', make(30, 30, 'classic'));
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
