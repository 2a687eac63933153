// Aiming a push or a roll: toward a side's exact angle a push takes that side on every grid,
// a little off it still does; toward a roll direction's angle a roll goes that way; and of two
// equally close sides or directions the one that can be passed is taken.
import { createPassages } from '@knossos/carving';
import { createTopology, type TopologySpec } from '@knossos/topology';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  angleGap,
  type Board,
  newGame,
  plainBoard,
  rollAngle,
  rollToward,
  sideAngle,
  stepToward,
} from './index.js';

const GRIDS: readonly TopologySpec[] = [
  { kind: 'square', width: 5, height: 4 },
  { kind: 'hex', width: 5, height: 4 },
  { kind: 'triangle', width: 6, height: 4 },
  { kind: 'circular', rings: 3 },
  { kind: 'circular', rings: 4, firstRing: 5 },
  { kind: 'torus', width: 4, height: 4 },
  { kind: 'square', width: 3, height: 3, floors: 2 },
  { kind: 'hex', width: 3, height: 3, floors: 3 },
];

/** A board of `spec` with the sides `open` says open (default every side), player 1 on `start`. */
function boardOf(
  spec: TopologySpec,
  start: number,
  movement: 'step' | 'roll' = 'step',
  open: (cell: number, slot: number) => boolean = () => true,
): Board {
  const t = createTopology(spec);
  const passages = createPassages(t);
  for (let c = 0; c < t.cellCount; c++) {
    for (let s = 0; s < t.slotCount(c); s++) {
      const other = t.neighbor(c, s);
      if (other > c && !t.isStairSlot(c, s) && open(c, s)) passages.open(c, s);
    }
  }
  return plainBoard(passages.toJSON(), [start], [start], { movement });
}

describe('stepToward', () => {
  it.each(GRIDS.map((spec) => [spec.kind, spec] as const))(
    '%s: the exact angle of each side, or 10° off it, takes that side',
    (_, spec) => {
      const t = createTopology(spec);
      fc.assert(
        fc.property(
          fc.nat(t.cellCount - 1),
          fc.nat(t.maxSlots - 1),
          fc.constantFrom(0, 10, -10),
          (cell, pick, off) => {
            const slot = pick % t.slotCount(cell);
            const angle = sideAngle(t, cell, slot);
            if (angle === null) {
              expect(t.isStairSlot(cell, slot)).toBe(true);
              return;
            }
            const board = boardOf(spec, cell);
            const aim = stepToward(board, newGame(board), 0, angle + off);
            expect(aim).toEqual({ slot, cell: t.neighbor(cell, slot) });
          },
        ),
        { numRuns: 150 },
      );
    },
  );

  it('takes the open side of two equally close, and nothing 90° or more off', () => {
    // Square slots: 0 north, 1 east, 2 south, 3 west; the middle cell of a 3 × 3 board.
    const spec: TopologySpec = { kind: 'square', width: 3, height: 3 };
    const t = createTopology(spec);
    const middle = 4;
    const north = t.neighbor(middle, 0);
    const east = t.neighbor(middle, 1);
    const open = boardOf(spec, middle);
    expect(stepToward(open, newGame(open), 0, 45)).toEqual({ slot: 0, cell: north });
    const walled = boardOf(spec, middle, 'step', (c, s) => !(c === middle && s === 0));
    expect(stepToward(walled, newGame(walled), 0, 45)).toEqual({ slot: 1, cell: east });
    // Both walled: the closer-first side all the same (tryStep then says why).
    const shut = boardOf(spec, middle, 'step', (c, s) => !(c === middle && s < 2));
    expect(stepToward(shut, newGame(shut), 0, 45)).toEqual({ slot: 0, cell: north });
    // A corner's side toward the border: −1.
    expect(stepToward(boardOf(spec, 0), newGame(boardOf(spec, 0)), 0, 270)?.cell).toBe(-1);
    const home = { ...newGame(open), positions: [-1] };
    expect(stepToward(open, home, 0, 0)).toBeNull();
    const ring = boardOf({ kind: 'circular', rings: 3 }, 0);
    // The centre of a circular board has sides all round: every angle finds one.
    for (let a = 0; a < 360; a += 15) expect(stepToward(ring, newGame(ring), 0, a)).not.toBeNull();
    expect(() => stepToward(boardOf(spec, 0, 'roll'), newGame(open), 0, 0)).toThrow(/rollToward/);
  });
});

describe('rollToward', () => {
  it.each(['square', 'hex'] as const)(
    '%s: each direction’s angle, or 20° off, rolls that way',
    (kind) => {
      const spec: TopologySpec = { kind, width: 5, height: 5 };
      const t = createTopology(spec);
      fc.assert(
        fc.property(
          fc.nat(t.cellCount - 1),
          fc.nat(kind === 'hex' ? 5 : 3),
          fc.constantFrom(0, 20, -20),
          (cell, dir, off) => {
            const board = boardOf(spec, cell, 'roll');
            expect(rollToward(board, newGame(board), rollAngle(t, dir) + off)).toBe(dir);
            expect(angleGap(rollAngle(t, dir), sideAngle(t, 12, dir)!)).toBeLessThan(1e-6);
          },
        ),
        { numRuns: 100 },
      );
    },
  );

  it('takes the way that moves of two equally close', () => {
    const spec: TopologySpec = { kind: 'square', width: 3, height: 3 };
    const t = createTopology(spec);
    // Square roll directions: 0 north, 1 east. From the top-left corner north moves nothing.
    const corner = t.cellCount - 3;
    const board = boardOf(spec, corner, 'roll');
    expect(rollAngle(t, 0)).toBeCloseTo(90);
    expect(rollToward(board, newGame(board), 45)).toBe(1);
    // From the bottom-left both move: the first.
    const low = boardOf(spec, 0, 'roll');
    expect(rollToward(low, newGame(low), 45)).toBe(0);
    expect(() => rollToward(boardOf(spec, 0), newGame(low), 0)).toThrow(/stepToward/);
  });
});
