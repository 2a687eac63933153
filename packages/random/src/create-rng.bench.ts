import { createRng } from '@knossos/random';
import seedrandom from 'seedrandom';
import { bench, describe } from 'vitest';

/** Keeps results observable so the JIT cannot drop the work being measured. */
let kept = 0;
const keep = (value: number) => {
  kept ^= value | 0;
};

// Each iteration makes 1,000 draws, so draws per second = 1,000 × the reported hz.
// seedrandom (the most used seeded generator on npm) runs beside ours as the peer to beat.
describe('draws (1,000 per iteration)', () => {
  const rng = createRng('bench');
  const alea = seedrandom.alea('bench');
  const arc4 = seedrandom('bench');

  bench('knossos uint32()', () => {
    let sink = 0;
    for (let i = 0; i < 1000; i++) sink ^= rng.uint32();
    keep(sink);
  });

  bench('knossos next()', () => {
    let sink = 0;
    for (let i = 0; i < 1000; i++) sink += rng.next();
    keep(sink);
  });

  bench('seedrandom alea() (peer, 32-bit float)', () => {
    let sink = 0;
    for (let i = 0; i < 1000; i++) sink += alea();
    keep(sink);
  });

  bench('seedrandom alea.double() (peer, 53 bits like next())', () => {
    let sink = 0;
    for (let i = 0; i < 1000; i++) sink += alea.double();
    keep(sink);
  });

  bench('seedrandom alea.int32() (peer, 32 bits like uint32())', () => {
    let sink = 0;
    for (let i = 0; i < 1000; i++) sink ^= alea.int32();
    keep(sink);
  });

  bench('seedrandom default ARC4 () (peer)', () => {
    let sink = 0;
    for (let i = 0; i < 1000; i++) sink += arc4();
    keep(sink);
  });
});

// Draws no peer offers in the same form: no ratio is printed for these.
describe('derived draws (1,000 per iteration)', () => {
  const rng = createRng('bench');

  bench('knossos int(0, 99)', () => {
    let sink = 0;
    for (let i = 0; i < 1000; i++) sink += rng.int(0, 99);
    keep(sink);
  });

  bench('knossos bool(0.3)', () => {
    let sink = 0;
    for (let i = 0; i < 1000; i++) if (rng.bool(0.3)) sink++;
    keep(sink);
  });

  bench('knossos weighted([1, 2, 3, 4])', () => {
    let sink = 0;
    const weights = [1, 2, 3, 4];
    for (let i = 0; i < 1000; i++) sink += rng.weighted(weights);
    keep(sink);
  });

  bench('knossos shuffle(Int32Array(1000))', () => {
    let sink = 0;
    sink += rng.shuffle(new Int32Array(1000))[0]!;
    keep(sink);
  });
});

describe('seeding (1 stream per iteration)', () => {
  let i = 0;
  bench('knossos createRng(seed).fork(label)', () => {
    let sink = 0;
    sink += createRng(`level-${i++ & 1023}`).fork('carve').seed.length;
    keep(sink);
  });

  bench('seedrandom.alea(seed) (peer)', () => {
    let sink = 0;
    sink += seedrandom.alea(`level-${i++ & 1023}`).int32();
    keep(sink);
  });
});

export { kept };
