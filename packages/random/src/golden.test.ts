// Golden draws: the first 20 draws of a few seeds, pinned in __fixtures__/golden-draws.json, so a
// change that would alter any existing seed's puzzles fails here. After a deliberate change of
// the stream (a new major version), regenerate with `REGEN=1 pnpm test` and review the diff.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createRng } from './create-rng.js';
import { referenceUint32s } from './reference.test-util.js';

const fixture = new URL('./__fixtures__/golden-draws.json', import.meta.url);
const SEEDS = ['', 'knossos', 'level-7', 'level-7-0#15', 'book/page-3', '迷宮', '42'];

interface GoldenDraws {
  seed: string;
  uint32: number[];
  next: number[];
  dice: number[];
}

function draw(seed: string): GoldenDraws {
  const a = createRng(seed);
  const b = createRng(seed);
  const c = createRng(seed);
  return {
    seed,
    uint32: Array.from({ length: 20 }, () => a.uint32()),
    next: Array.from({ length: 20 }, () => b.next()),
    dice: Array.from({ length: 20 }, () => c.int(1, 6)),
  };
}

describe('golden draws', () => {
  if (process.env.REGEN === '1' || !existsSync(fixture)) {
    it.skipIf(process.env.REGEN !== '1')('regenerates the fixture', () => {
      writeFileSync(fixture, `${JSON.stringify(SEEDS.map(draw), null, 2)}\n`);
    });
    it.runIf(process.env.REGEN !== '1')('needs the fixture (run with REGEN=1 to write it)', () => {
      expect.fail(`missing ${fixture.pathname}`);
    });
    return;
  }

  const golden = JSON.parse(readFileSync(fixture, 'utf8')) as GoldenDraws[];

  it('covers every pinned seed', () => {
    expect(golden.map((g) => g.seed)).toEqual(SEEDS);
  });

  for (const pinned of golden) {
    it(`reproduces the first 20 draws of ${JSON.stringify(pinned.seed)}`, () => {
      expect(draw(pinned.seed)).toEqual(pinned);
    });
    it(`pins raw draws that the BigInt reference agrees with for ${JSON.stringify(pinned.seed)}`, () => {
      expect(pinned.uint32).toEqual(referenceUint32s(pinned.seed, 20));
    });
  }
});
