// Golden passages: one seed per algorithm on an 8 × 6 square board, drawn as text and pinned in
// __fixtures__/golden-mazes.json, so any change to what a seed carves is seen in review.
// Regenerate after a deliberate change with `REGEN=1 pnpm vitest run` in this package.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createRng } from '@knossos/random';
import { createTopology } from '@knossos/topology';
import { describe, expect, it } from 'vitest';
import { CARVE_ALGORITHMS, carve } from './carve.js';
import type { Passages } from './passages.js';

const fixture = fileURLToPath(new URL('./__fixtures__/golden-mazes.json', import.meta.url));

/** A square maze as text: `+--+` walls, top row first. */
function draw(p: Passages): string[] {
  const { width, height } = p.topology.spec as { width: number; height: number };
  const rows: string[] = [];
  for (let y = height - 1; y >= 0; y--) {
    let top = '+';
    let mid = '|';
    for (let x = 0; x < width; x++) {
      const c = y * width + x;
      top += p.isOpen(c, 0) ? '  +' : '--+';
      mid += p.isOpen(c, 1) ? '   ' : '  |';
    }
    rows.push(top, mid);
  }
  rows.push(`+${'--+'.repeat(width)}`);
  return rows;
}

function mazes(): Record<string, string[]> {
  const t = createTopology({ kind: 'square', width: 8, height: 6 });
  return Object.fromEntries(
    CARVE_ALGORITHMS.map((a) => [a, draw(carve(t, a, createRng(`golden-${a}`)))]),
  );
}

describe('golden mazes', () => {
  if (process.env.REGEN === '1' || !existsSync(fixture)) {
    it.skipIf(process.env.REGEN !== '1')('regenerates the fixture', () => {
      writeFileSync(fixture, `${JSON.stringify(mazes(), null, 2)}\n`);
    });
    it.runIf(process.env.REGEN !== '1')('needs the fixture (run with REGEN=1 to write it)', () => {
      expect.fail(`missing ${fixture}`);
    });
    return;
  }
  const golden = JSON.parse(readFileSync(fixture, 'utf8')) as Record<string, string[]>;
  const now = mazes();
  for (const algorithm of CARVE_ALGORITHMS) {
    it(`carves the pinned maze for ${algorithm}`, () => {
      expect(now[algorithm]).toEqual(golden[algorithm]);
    });
  }
});
