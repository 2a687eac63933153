// The numbering conventions, written out by hand for one small board of each kind: cell order,
// slot order and which slot faces back. Each row is one cell: "neighbour/opposite" per slot.
import { describe, expect, it } from 'vitest';
import { createTopology } from './create-topology.js';
import type { Topology, TopologySpec } from './types.js';

function table(t: Topology): string[] {
  return Array.from({ length: t.cellCount }, (_, c) =>
    Array.from(
      { length: t.slotCount(c) },
      (_, s) => `${t.neighbor(c, s)}/${t.oppositeSlot(c, s)}`,
    ).join(' '),
  );
}

const cases: [string, TopologySpec, string[]][] = [
  [
    // 3 4 5      slots 0 N, 1 E, 2 S, 3 W; row 0 at the bottom
    // 0 1 2
    'square 3×2',
    { kind: 'square', width: 3, height: 2 },
    [
      '3/2 1/3 -1/-1 -1/-1',
      '4/2 2/3 -1/-1 0/1',
      '5/2 -1/-1 -1/-1 1/1',
      '-1/-1 4/3 0/0 -1/-1',
      '-1/-1 5/3 1/0 3/1',
      '-1/-1 -1/-1 2/0 4/1',
    ],
  ],
  [
    //  6 7 8     slots 0 E, 1 NE, 2 NW, 3 W, 4 SW, 5 SE; odd rows half a cell right
    // 3 4 5
    //  0 1 2     (row 0 is even, so row 1 sits to its right)
    'hex 3×3',
    { kind: 'hex', width: 3, height: 3 },
    [
      '1/3 3/4 -1/-1 -1/-1 -1/-1 -1/-1',
      '2/3 4/4 3/5 0/0 -1/-1 -1/-1',
      '-1/-1 5/4 4/5 1/0 -1/-1 -1/-1',
      '4/3 7/4 6/5 -1/-1 0/1 1/2',
      '5/3 8/4 7/5 3/0 1/1 2/2',
      '-1/-1 -1/-1 8/5 4/0 2/1 -1/-1',
      '7/3 -1/-1 -1/-1 -1/-1 -1/-1 3/2',
      '8/3 -1/-1 -1/-1 6/0 3/1 4/2',
      '-1/-1 -1/-1 -1/-1 7/0 4/1 5/2',
    ],
  ],
  [
    // ▽4 △5 ▽6 △7    up when x + y is even; slots 0 left, 1 right, 2 flat side
    // △0 ▽1 △2 ▽3
    'triangle 4×2',
    { kind: 'triangle', width: 4, height: 2 },
    [
      '-1/-1 1/0 -1/-1',
      '0/1 2/0 5/2',
      '1/1 3/0 -1/-1',
      '2/1 -1/-1 7/2',
      '-1/-1 5/0 -1/-1',
      '4/1 6/0 1/2',
      '5/1 7/0 -1/-1',
      '6/1 -1/-1 3/2',
    ],
  ],
  [
    // centre 0; ring 1 = cells 1–6; ring 2 doubles to 12 cells, 7–18, counter-clockwise from 0°.
    // slots 0 ccw, 1 cw, 2 inward, then outward (rim: one border slot)
    'circular, 2 rings',
    { kind: 'circular', rings: 2 },
    [
      '1/2 2/2 3/2 4/2 5/2 6/2',
      '2/1 6/0 0/0 7/2 8/2',
      '3/1 1/0 0/1 9/2 10/2',
      '4/1 2/0 0/2 11/2 12/2',
      '5/1 3/0 0/3 13/2 14/2',
      '6/1 4/0 0/4 15/2 16/2',
      '1/1 5/0 0/5 17/2 18/2',
      '8/1 18/0 1/3 -1/-1',
      '9/1 7/0 1/4 -1/-1',
      '10/1 8/0 2/3 -1/-1',
      '11/1 9/0 2/4 -1/-1',
      '12/1 10/0 3/3 -1/-1',
      '13/1 11/0 3/4 -1/-1',
      '14/1 12/0 4/3 -1/-1',
      '15/1 13/0 4/4 -1/-1',
      '16/1 14/0 5/3 -1/-1',
      '17/1 15/0 5/4 -1/-1',
      '18/1 16/0 6/3 -1/-1',
      '7/1 17/0 6/4 -1/-1',
    ],
  ],
  [
    'torus 3×3',
    { kind: 'torus', width: 3, height: 3 },
    [
      '3/2 1/3 6/0 2/1',
      '4/2 2/3 7/0 0/1',
      '5/2 0/3 8/0 1/1',
      '6/2 4/3 0/0 5/1',
      '7/2 5/3 1/0 3/1',
      '8/2 3/3 2/0 4/1',
      '0/2 7/3 3/0 8/1',
      '1/2 8/3 4/0 6/1',
      '2/2 6/3 5/0 7/1',
    ],
  ],
  [
    // floor f holds cells 2f and 2f+1; base slots N E S W, then Up, then Down
    'square 2×1, 3 floors',
    { kind: 'square', width: 2, height: 1, floors: 3 },
    [
      '-1/-1 1/3 -1/-1 -1/-1 2/5',
      '-1/-1 -1/-1 -1/-1 0/1 3/5',
      '-1/-1 3/3 -1/-1 -1/-1 4/4 0/4',
      '-1/-1 -1/-1 -1/-1 2/1 5/4 1/4',
      '-1/-1 5/3 -1/-1 -1/-1 2/4',
      '-1/-1 -1/-1 -1/-1 4/1 3/4',
    ],
  ],
];

describe('numbering conventions', () => {
  for (const [name, spec, expected] of cases) {
    it(`numbers cells and slots of ${name} as documented`, () => {
      expect(table(createTopology(spec))).toEqual(expected);
    });
  }

  it('places cells where the conventions say', () => {
    const square = createTopology({ kind: 'square', width: 3, height: 2 });
    expect(square.center(4)).toEqual({ x: 1.5, y: 1.5 });
    expect(square.coord(5)).toEqual({ x: 2, y: 1 });
    const hex = createTopology({ kind: 'hex', width: 3, height: 3 });
    expect(hex.center(3).x).toBeCloseTo(1, 12); // odd row: half a cell right
    expect(hex.center(3).y - hex.center(0).y).toBeCloseTo(Math.sqrt(3) / 2, 12);
    const triangle = createTopology({ kind: 'triangle', width: 4, height: 2 });
    expect(triangle.center(0).y).toBeLessThan(triangle.center(1).y); // up sits low, down high
    const circle = createTopology({ kind: 'circular', rings: 2 });
    expect(circle.center(0)).toEqual({ x: 0, y: 0 });
    expect(Math.atan2(circle.center(1).y, circle.center(1).x)).toBeCloseTo(Math.PI / 6, 12);
    expect(circle.coord(9)).toEqual({ x: 2, y: 2 });
    expect(circle.isRim(9)).toBe(true);
    expect(circle.isRim(3)).toBe(false);
    const floors = createTopology({ kind: 'square', width: 2, height: 1, floors: 3 });
    expect(floors.center(2)).toEqual({ x: 3.5, y: 0.5 }); // floor 1 drawn 2 + 1 units right
  });
});
