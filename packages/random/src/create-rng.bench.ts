import seedrandom from 'seedrandom';
import { bench, describe } from 'vitest';
import { createRng } from './create-rng.js';

// Each iteration makes 1,000 draws, so draws per second = 1,000 × the reported hz.
// seedrandom (the most used seeded generator on npm) runs beside ours as the peer to beat.
describe('draws (1,000 per iteration)', () => {
  const rng = createRng('bench');
  const alea = seedrandom.alea('bench');
  const arc4 = seedrandom('bench');
  let sink = 0;

  bench('knossos uint32()', () => {
    for (let i = 0; i < 1000; i++) sink ^= rng.uint32();
  });

  bench('knossos next()', () => {
    for (let i = 0; i < 1000; i++) sink += rng.next();
  });

  bench('seedrandom alea() (peer, 32-bit float)', () => {
    for (let i = 0; i < 1000; i++) sink += alea();
  });

  bench('seedrandom alea.double() (peer, 53 bits like next())', () => {
    for (let i = 0; i < 1000; i++) sink += alea.double();
  });

  bench('seedrandom alea.int32() (peer, 32 bits like uint32())', () => {
    for (let i = 0; i < 1000; i++) sink ^= alea.int32();
  });

  bench('seedrandom default ARC4 () (peer)', () => {
    for (let i = 0; i < 1000; i++) sink += arc4();
  });

  bench('knossos int(0, 99)', () => {
    for (let i = 0; i < 1000; i++) sink += rng.int(0, 99);
  });

  bench('knossos bool(0.3)', () => {
    for (let i = 0; i < 1000; i++) if (rng.bool(0.3)) sink++;
  });

  bench('knossos weighted([1, 2, 3, 4])', () => {
    const weights = [1, 2, 3, 4];
    for (let i = 0; i < 1000; i++) sink += rng.weighted(weights);
  });

  bench('knossos shuffle(Int32Array(1000))', () => {
    rng.shuffle(new Int32Array(1000));
  });

  if (sink === Number.MIN_VALUE) console.log(sink);
});

describe('seeding (1 stream per iteration)', () => {
  let i = 0;
  bench('knossos createRng(seed).fork(label)', () => {
    createRng(`level-${i++ & 1023}`).fork('carve');
  });

  bench('seedrandom.alea(seed) (peer)', () => {
    seedrandom.alea(`level-${i++ & 1023}`);
  });
});
