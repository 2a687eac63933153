import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  generateNetwalk,
  type NetwalkBoard,
  type NetwalkMode,
  obviousShare,
  rotateMask,
  startMasks,
  validate,
} from './index.js';
import { genericCount } from './test-support/generic-count.js';

/**
 * The obvious share by hand: for each tile, its visibly different orientations (by turning the
 * shown mask), and how many open no side that is off a bounded board or walled.
 */
function obviousByHand(board: NetwalkBoard): number {
  const { width, height, mode } = board;
  const shown = startMasks(board);
  let obvious = 0;
  let tiles = 0;
  for (let c = 0; c < shown.length; c++) {
    if (shown[c] === 0) continue;
    tiles++;
    const x = c % width;
    const y = Math.floor(c / width);
    const off = [y === height - 1, x === width - 1, y === 0, x === 0];
    // A neighbour with no pipe closes that side too (torus sides wrap round).
    const steps = [
      [0, 1],
      [1, 0],
      [0, -1],
      [-1, 0],
    ];
    const emptyAcross = steps.map(([dx, dy], s) => {
      if (mode !== 'torus' && off[s]) return false;
      const nx = (x + dx! + width) % width;
      const ny = (y + dy! + height) % height;
      return shown[ny * width + nx] === 0;
    });
    const orientations = new Set([0, 1, 2, 3].map((r) => rotateMask(shown[c]!, r)));
    if (orientations.size === 1) continue;
    let fits = 0;
    for (const m of orientations) {
      let ok = true;
      for (let s = 0; s < 4; s++) {
        const closed =
          (mode !== 'torus' && off[s]) || (board.barriers[c]! >> s) & 1 || emptyAcross[s];
        if ((m >> s) & 1 && closed) ok = false;
      }
      if (ok) fits++;
    }
    if (fits === 1) obvious++;
  }
  return obvious / tiles;
}

const modeArb = fc.constantFrom<NetwalkMode>('bounded', 'torus', 'classic');

describe('avoid obvious', () => {
  it('obviousShare counts what a hand count does, and plain boards have obvious tiles', () => {
    let withSome = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 12 }),
        fc.integer({ min: 3, max: 12 }),
        modeArb,
        fc.constantFrom(0, 0.3),
        fc.string({ maxLength: 6 }),
        (width, height, mode, barriers, seed) => {
          const board = generateNetwalk({ width, height, mode, barriers, seed });
          expect(obviousShare(board)).toBeCloseTo(obviousByHand(board), 12);
          if (obviousShare(board) > 0) withSome++;
        },
      ),
      { numRuns: 200, seed: 2820 },
    );
    expect(withSome).toBeGreaterThan(100);
  });

  it('boards made with avoidObvious have no obvious tile, stay valid and unique by the generic counter', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 5 }),
        fc.integer({ min: 3, max: 5 }),
        modeArb,
        fc.constantFrom(0, 0.2, 0.5),
        fc.constantFrom(0, 0.2),
        fc.string({ maxLength: 6 }),
        (width, height, mode, barriers, empty, seed) => {
          const settings = { width, height, mode, barriers, empty, seed, avoidObvious: true };
          const board = generateNetwalk(settings);
          // On boards this small, taking every obvious tile away may leave a star (most tiles
          // endpoints), which validate names; nothing else may be wrong.
          const problems = validate(board).problems.filter((p) => !p.startsWith('Tile kinds:'));
          expect(problems).toEqual([]);
          const noted = board.notes.some((n) => n.startsWith('Avoid obvious:'));
          if (!noted) expect(obviousByHand(board)).toBe(0);
          if (board.unique) expect(genericCount(board, 2)).toBe(1);
        },
      ),
      { numRuns: 300, seed: 2821 },
    );
    // On boards past the smallest, none is left.
    for (const mode of ['bounded', 'classic'] as const) {
      for (let i = 0; i < 10; i++) {
        const board = generateNetwalk({
          width: 11,
          height: 9,
          mode,
          barriers: 0.3,
          avoidObvious: true,
          seed: `a${i}`,
        });
        expect(obviousByHand(board)).toBe(0);
        expect(board.unique).toBe(true);
      }
    }
  });
});
