import { bench, describe } from 'vitest';
import { createRng } from './create-rng.js';

// Each iteration makes 1,000 draws, so draws per second = 1,000 × the reported hz.
describe('draws (1,000 per iteration)', () => {
  const rng = createRng('bench');
  let sink = 0;

  bench('uint32()', () => {
    for (let i = 0; i < 1000; i++) sink ^= rng.uint32();
  });

  bench('next()', () => {
    for (let i = 0; i < 1000; i++) sink += rng.next();
  });

  bench('int(0, 99)', () => {
    for (let i = 0; i < 1000; i++) sink += rng.int(0, 99);
  });

  bench('bool(0.3)', () => {
    for (let i = 0; i < 1000; i++) if (rng.bool(0.3)) sink++;
  });

  bench('weighted([1, 2, 3, 4])', () => {
    const weights = [1, 2, 3, 4];
    for (let i = 0; i < 1000; i++) sink += rng.weighted(weights);
  });

  bench('shuffle(Int32Array(1000))', () => {
    rng.shuffle(new Int32Array(1000));
  });

  bench('createRng(seed) + fork(label)', () => {
    createRng(`level-${sink & 1023}`).fork('carve');
  });

  if (sink === Number.MIN_VALUE) console.log(sink);
});
