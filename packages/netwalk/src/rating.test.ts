import { describe, expect, it } from 'vitest';
import {
  generateNetwalk,
  NETWALK_BANDS,
  NETWALK_HEX_BANDS,
  NETWALK_RATING_SWEEP,
  type NetwalkMode,
  type NetwalkRule,
  netwalkBands,
  netwalkFamily,
  netwalkRatingSweep,
  rateNetwalk,
  solveNetwalk,
  validate,
} from './index.js';
import { genericCount } from './test-support/generic-count.js';

describe('NETWALK_BANDS', () => {
  it('are the bands its documented sweep measures, so that every size of either grid spans 1–5 stars', () => {
    const { boards, calibrations, hexCalibrations } = netwalkRatingSweep();
    const { minSize, maxSize, perSize, modes, hexModes } = NETWALK_RATING_SWEEP;
    const sizes = maxSize - minSize + 1;
    expect(boards).toHaveLength(sizes * perSize * (modes.length + hexModes.length));
    for (const [grid, table, measured] of [
      ['square', NETWALK_BANDS, calibrations],
      ['hex', NETWALK_HEX_BANDS, hexCalibrations],
    ] as const) {
      expect(Object.keys(table).map(Number)).toEqual(
        Array.from({ length: sizes }, (_, i) => minSize + i),
      );
      for (let size = minSize; size <= maxSize; size++) {
        expect(measured[size]!.bands).toEqual(table[size]);
        const own = boards.filter((b) => b.size === size && b.grid === grid);
        for (let star = 1; star <= 5; star++) {
          const count = own.filter((b) => b.rating.stars === star).length;
          expect(count, `${grid} ${size} × ${size}, ${star}★`).toBeGreaterThan(0);
          expect(count).toBeLessThanOrEqual((2 * own.length) / 5);
        }
      }
    }
  });

  it('take the bands of the grid and the nearest side, held to 5–15', () => {
    expect(netwalkBands({ width: 13, height: 11 })).toBe(NETWALK_BANDS[12]);
    expect(netwalkBands({ width: 13, height: 11, grid: 'hex' })).toBe(NETWALK_HEX_BANDS[12]);
    expect(netwalkBands({ width: 2, height: 3 })).toBe(NETWALK_BANDS[5]);
    expect(netwalkBands({ width: 128, height: 128 })).toBe(NETWALK_BANDS[15]);
  });
});

describe('difficulty within a size', () => {
  it('a 13 × 11 torus spans 1★–5★ as the aims go from edges to search', () => {
    const seen = new Set<number>();
    const scoreOf: Record<string, number[]> = {};
    for (const rule of ['edges', 'dead-ends', 'loops', 'search'] as const) {
      for (let i = 0; i < 10; i++) {
        const board = generateNetwalk({
          width: 13,
          height: 11,
          mode: 'torus',
          hardestRule: rule,
          seed: `span${i}`,
        });
        const rating = rateNetwalk(board);
        seen.add(rating.stars);
        scoreOf[rule] = [...(scoreOf[rule] ?? []), rating.score!];
      }
    }
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 5]);
    // Harder aims score higher on the whole (medians rise).
    const median = (a: number[]) => a.slice().sort((x, y) => x - y)[Math.floor(a.length / 2)]!;
    expect(median(scoreOf['dead-ends']!)).toBeGreaterThan(median(scoreOf.edges!));
    expect(median(scoreOf.loops!)).toBeGreaterThan(median(scoreOf['dead-ends']!));
  });

  it('aimed boards need the rule asked, reach their steps, and stay unique by the generic counter', () => {
    const cases: [number, number, NetwalkMode, NetwalkRule | 'any', number | null][] = [
      [9, 8, 'bounded', 'search', null],
      [6, 5, 'torus', 'search', null],
      [9, 9, 'classic', 'search', null],
      [9, 9, 'bounded', 'loops', null],
      [6, 5, 'torus', 'dead-ends', 2],
      [5, 5, 'bounded', 'edges', null],
      [6, 6, 'classic', 'any', 1.8],
      [6, 6, 'bounded', 'edges', 1.2],
    ];
    for (const [width, height, mode, hardestRule, stepsPerTile] of cases) {
      let met = 0;
      for (let i = 0; i < 15; i++) {
        const board = generateNetwalk({
          width,
          height,
          mode,
          hardestRule,
          stepsPerTile,
          seed: `aim${i}`,
        });
        expect(validate(board).problems).toEqual([]);
        expect(board.unique).toBe(true);
        expect(genericCount(board, 2), `${mode} ${hardestRule} aim${i}`).toBe(1);
        const noted = board.notes.some((n) => n.startsWith('Difficulty:'));
        const solved = solveNetwalk(board);
        const rating = rateNetwalk(board, solved);
        if (noted) continue;
        met++;
        if (hardestRule !== 'any') expect(solved.hardestRule).toBe(hardestRule);
        if (stepsPerTile !== null)
          expect(Math.abs(rating.stepsPerTile - stepsPerTile)).toBeLessThanOrEqual(0.05);
      }
      expect(met, `${mode} ${hardestRule}`).toBeGreaterThan(7);
    }
  });

  it('--stars through verified generation: each target met on most seeds, the aim kept for the rebuild', async () => {
    for (let stars = 1; stars <= 5; stars++) {
      let met = 0;
      for (let i = 0; i < 6; i++) {
        const puzzle = await netwalkFamily.generateVerified({
          width: 13,
          height: 11,
          mode: 'torus',
          stars,
          seed: `v${stars}-${i}`,
        });
        if (puzzle.verdict.stars === stars) met++;
        const again = await netwalkFamily.generate(puzzle.settings!);
        expect(again.verdict.stars).toBe(puzzle.verdict.stars);
        expect(puzzle.settings!.hardestRule).not.toBe('any');
      }
      expect(met, `${stars}★`).toBeGreaterThanOrEqual(5);
    }
  });
});
