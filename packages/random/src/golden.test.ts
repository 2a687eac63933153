// Golden draws: the first draws of every method for a few seeds, pinned in
// __fixtures__/golden-draws.json, so any change that would alter an existing seed's puzzles fails
// here. After a deliberate change of the stream (a new major version), regenerate with
// `REGEN=1 pnpm test` (or `REGEN=1 pnpm vitest run` in this package) and review the diff.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createRng } from './create-rng.js';
import { referenceHashSeed, referenceUint32s } from './reference.test-util.js';

const fixture = fileURLToPath(new URL('./__fixtures__/golden-draws.json', import.meta.url));
const SEEDS = ['', 'knossos', 'level-7', 'level-7-0#15', 'book/page-3', '迷宮', '42'];

function draw(seed: string) {
  const many = <T>(count: number, f: (rng: ReturnType<typeof createRng>) => T): T[] => {
    const rng = createRng(seed);
    return Array.from({ length: count }, () => f(rng));
  };
  return {
    seed,
    uint32: many(20, (r) => r.uint32()),
    next: many(20, (r) => r.next()),
    dice: many(20, (r) => r.int(1, 6)),
    wide: many(5, (r) => r.int(-(2 ** 40), 2 ** 40)),
    widest: many(5, (r) => r.int(Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER)),
    bool: many(20, (r) => (r.bool(0.3) ? 1 : 0)),
    pick: many(20, (r) => r.pick('NESW')),
    shuffle: many(3, (r) => r.shuffle([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]).join('')),
    weighted: many(20, (r) => r.weighted([4, 0, 3, 2, 1])),
    fork: many(5, (r) => r.fork('carve').uint32()),
  };
}

describe('golden draws', () => {
  if (process.env.REGEN === '1' || !existsSync(fixture)) {
    it.skipIf(process.env.REGEN !== '1')('regenerates the fixture', () => {
      writeFileSync(fixture, `${JSON.stringify(SEEDS.map(draw), null, 2)}\n`);
    });
    it.runIf(process.env.REGEN !== '1')('needs the fixture (run with REGEN=1 to write it)', () => {
      expect.fail(`missing ${fixture}`);
    });
    return;
  }

  const golden = JSON.parse(readFileSync(fixture, 'utf8')) as ReturnType<typeof draw>[];

  it('covers every pinned seed', () => {
    expect(golden.map((g) => g.seed)).toEqual(SEEDS);
  });

  for (const pinned of golden) {
    const name = JSON.stringify(pinned.seed);
    it(`reproduces the first draws of every method for ${name}`, () => {
      expect(draw(pinned.seed)).toEqual(pinned);
    });
    it(`pins raw draws that the BigInt reference agrees with for ${name}`, () => {
      expect(pinned.uint32).toEqual(referenceUint32s(referenceHashSeed(pinned.seed), 20));
    });
  }
});
