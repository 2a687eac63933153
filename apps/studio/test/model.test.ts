// The studio's model without a browser: puzzles as JSON, packs, pictures, verdicts and titles.
import { generateFlow } from '@knossos/flow';
import { generateVerified } from '@knossos/maze';
import { generateNetwalk } from '@knossos/netwalk';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FAMILIES,
  fromJson,
  PACK_FORMAT,
  type Puzzle,
  packFromJson,
  packToJson,
  sketchOf,
  title,
  toJson,
  topologyOf,
  verdictOf,
  workOutVerdict,
} from '../src/model.js';

/** One small puzzle of each family from a seed. */
async function puzzlesOf(seed: string): Promise<Puzzle[]> {
  return [
    { family: 'maze', data: generateVerified({ width: 5, height: 4, seed }) },
    { family: 'flow', data: await generateFlow({ width: 5, height: 5, seed }) },
    { family: 'netwalk', data: generateNetwalk({ width: 3, height: 4, seed }) },
  ];
}

/** Every colour a sketch draws with, items and legend. */
function colorsOf(sketch: ReturnType<typeof sketchOf>): string[] {
  const found: string[] = [];
  for (const item of sketch.items) {
    if ('color' in item && typeof item.color === 'string') found.push(item.color);
  }
  for (const entry of sketch.legend ?? []) if (entry.color) found.push(entry.color);
  return found;
}

describe('puzzles and packs', () => {
  it('reads back every family and every pack it writes, byte for byte', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 6 }), async (seed) => {
        const puzzles = await puzzlesOf(seed);
        for (const p of puzzles) expect(toJson(fromJson(p.family, toJson(p)))).toBe(toJson(p));
        const text = packToJson(puzzles);
        const back = packFromJson(text);
        expect(back.map((p) => p.family)).toEqual([...FAMILIES]);
        expect(packToJson(back)).toBe(text);
        // A made Flow level keeps its seed and notes through the pack.
        const flow = back[1]!;
        if (flow.family !== 'flow' || !('seed' in flow.data)) throw new Error('Flow seed lost');
        expect(flow.data.seed).toBe(seed);
      }),
      { numRuns: 8 },
    );
  });

  it('names what is wrong with a bad pack, down to the puzzle and field', async () => {
    const [maze, flow] = await puzzlesOf('bad');
    const good = JSON.parse(packToJson([maze!, flow!]));
    expect(() => packFromJson('{"format":')).toThrow(/^not JSON: /);
    expect(() => packFromJson('{"puzzles":[]}')).toThrow(
      `format: a studio pack says "format": "${PACK_FORMAT}"`,
    );
    expect(() => packFromJson(`{"format":"${PACK_FORMAT}","puzzles":{}}`)).toThrow(
      'puzzles: must be a list',
    );
    expect(() => packFromJson(`{"format":"${PACK_FORMAT}","puzzles":[]}`)).toThrow(
      'puzzles: the pack holds no puzzles',
    );
    const wrongFamily = {
      ...good,
      puzzles: [good.puzzles[0], { ...good.puzzles[1], family: 'chess' }],
    };
    expect(() => packFromJson(JSON.stringify(wrongFamily))).toThrow(
      'puzzles[1].family: must be maze, flow or netwalk',
    );
    const broken = structuredClone(good);
    broken.puzzles[1].puzzle.width = 'wide';
    expect(() => packFromJson(JSON.stringify(broken))).toThrow(/^puzzles\[1\]: .*width/);
  });
});

describe('pictures, verdicts and titles', () => {
  it('prints in ink only: every colour of a printable picture is a grey', async () => {
    for (const p of await puzzlesOf('ink')) {
      const colors = colorsOf(sketchOf(p, { style: 'printable' }));
      expect(colors.length).toBeGreaterThan(0);
      for (const color of colors) {
        const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
        if (hex === null) {
          expect(color, `${p.family}: ${color} is not a hex colour`).toMatch(
            /^(none|black|white)$/,
          );
          continue;
        }
        expect(hex[1], `${p.family}: ${color}`).toBe(hex[2]);
        expect(hex[2], `${p.family}: ${color}`).toBe(hex[3]);
      }
    }
  });

  it('gives each puzzle its grid, a title with its seed, and one verdict however asked', async () => {
    for (const p of await puzzlesOf('facts')) {
      const topology = topologyOf(p);
      const cells =
        p.family === 'maze'
          ? p.data.board.passages.spec
          : { width: p.data.width, height: p.data.height };
      expect(topology.cellCount).toBeGreaterThanOrEqual(
        (cells as { width: number; height: number }).width *
          (cells as { width: number; height: number }).height,
      );
      expect(title(p)).toMatch(/· facts$/);
      const verdict = verdictOf(p);
      expect(verdictOf(p)).toBe(verdict);
      expect(workOutVerdict(p)).toEqual(verdict);
      expect(verdict.facts.find(([label]) => label === 'Solvable')?.[1]).toBe('yes');
    }
  });
});
