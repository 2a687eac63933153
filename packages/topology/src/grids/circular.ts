import type { Bounds, Coord, Edge, Point } from '../types.js';
import { type FloorGrid, segment } from './floor-grid.js';

const TAU = 2 * Math.PI;

/**
 * Cells per ring of a circular board, ring 1 first. The ring rule keeps cells roughly square:
 * every ring is 1 unit deep, and ring `r` (inner radius `r`) starts from the cell count of ring
 * `r − 1` and doubles it for as long as its cells would be 2 or more units wide along their
 * inner arc. So from ring 2 outward every cell is between 1 and 2 units wide along its inner edge
 * (given a first ring of at most 12), and each cell has a power of two (1, 2 or 4) outward
 * neighbours.
 *
 * @param rings - rings around the centre, ≥ 1.
 * @param firstRing - cells in ring 1, ≥ 3.
 * @internal
 */
export function ringSizes(rings: number, firstRing: number): number[] {
  const sizes = [firstRing];
  for (let r = 2; r <= rings; r++) {
    let n = sizes[sizes.length - 1]!;
    while ((TAU * r) / n >= 2) n *= 2;
    sizes.push(n);
  }
  return sizes;
}

/**
 * A polar board: cell 0 is a disc of radius 1 at the origin; ring `r` (1 … rings) is the annulus
 * between radii `r` and `r + 1`, split into cells numbered counter-clockwise from angle 0. Slots:
 * `0 ccw, 1 cw, 2 inward`, then one outward slot per cell of the next ring it touches (1, 2, 4);
 * a rim cell has one border slot (3) for its outer wall. The centre has one slot per first-ring
 * cell, slot `k` leading to cell `k` of ring 1.
 * @internal
 */
export function circularGrid(rings: number, firstRing: number): FloorGrid {
  const sizes = [1, ...ringSizes(rings, firstRing)]; // sizes[r] = cells in ring r
  const starts = [0];
  for (let r = 1; r <= rings + 1; r++) starts.push(starts[r - 1]! + sizes[r - 1]!);
  const cellCount = starts[rings + 1]!;
  let fan = 1;
  for (let r = 2; r <= rings; r++) fan = Math.max(fan, sizes[r]! / sizes[r - 1]!);
  const maxSlots = Math.max(firstRing, 3 + fan);
  const neighbors = new Int32Array(cellCount * maxSlots).fill(-1);
  const opposites = new Int8Array(cellCount * maxSlots).fill(-1);
  const slotCounts = new Uint8Array(cellCount);
  const ringOf = new Uint16Array(cellCount);

  const link = (cell: number, slot: number, other: number, back: number) => {
    neighbors[cell * maxSlots + slot] = other;
    opposites[cell * maxSlots + slot] = back;
  };

  slotCounts[0] = firstRing;
  for (let k = 0; k < firstRing; k++) link(0, k, 1 + k, 2);
  for (let r = 1; r <= rings; r++) {
    const n = sizes[r]!;
    const fanOut = r < rings ? sizes[r + 1]! / n : 0; // outward neighbours: 1, 2 or 4
    const fanIn = n / sizes[r - 1]!; // children per inner cell (the centre aside)
    for (let i = 0; i < n; i++) {
      const cell = starts[r]! + i;
      ringOf[cell] = r;
      slotCounts[cell] = 3 + Math.max(fanOut, 1);
      link(cell, 0, starts[r]! + ((i + 1) % n), 1);
      link(cell, 1, starts[r]! + ((i + n - 1) % n), 0);
      if (r === 1) link(cell, 2, 0, i);
      else link(cell, 2, starts[r - 1]! + Math.floor(i / fanIn), 3 + (i % fanIn));
      for (let j = 0; j < fanOut; j++) link(cell, 3 + j, starts[r + 1]! + i * fanOut + j, 2);
    }
  }

  const angle = (k: number, n: number) => (TAU * k) / n;
  const indexOf = (cell: number) => cell - starts[ringOf[cell]!]!;
  const arc = (radius: number, k: number, n: number): Edge => ({
    kind: 'arc',
    center: { x: 0, y: 0 },
    radius,
    start: angle(k, n),
    end: angle(k + 1, n),
  });
  const spoke = (theta: number, inner: number): Edge =>
    segment(
      inner * Math.cos(theta),
      inner * Math.sin(theta),
      (inner + 1) * Math.cos(theta),
      (inner + 1) * Math.sin(theta),
    );

  return {
    cellCount,
    maxSlots,
    neighbors,
    opposites,
    slotCounts,
    isRim: (cell) => ringOf[cell] === rings,
    center(cell: number): Point {
      if (cell === 0) return { x: 0, y: 0 };
      const r = ringOf[cell]!;
      const theta = angle(indexOf(cell) + 0.5, sizes[r]!);
      return { x: (r + 0.5) * Math.cos(theta), y: (r + 0.5) * Math.sin(theta) };
    },
    edgeOf(cell: number, slot: number): Edge {
      if (cell === 0) return arc(1, slot, firstRing);
      const r = ringOf[cell]!;
      const n = sizes[r]!;
      const i = indexOf(cell);
      if (slot === 0) return spoke(angle(i + 1, n), r);
      if (slot === 1) return spoke(angle(i, n), r);
      if (slot === 2) return arc(r, i, n);
      if (r === rings) return arc(r + 1, i, n);
      const m = sizes[r + 1]!;
      return arc(r + 1, i * (m / n) + slot - 3, m);
    },
    cellAt(point: Point): number {
      const rho = Math.hypot(point.x, point.y);
      if (rho < 1) return 0;
      const r = Math.floor(rho);
      if (r > rings) return -1;
      const n = sizes[r]!;
      let theta = Math.atan2(point.y, point.x);
      if (theta < 0) theta += TAU;
      return starts[r]! + Math.min(n - 1, Math.floor((theta / TAU) * n));
    },
    bounds(): Bounds {
      return { min: { x: -(rings + 1), y: -(rings + 1) }, max: { x: rings + 1, y: rings + 1 } };
    },
    coord: (cell: number): Coord => ({ x: cell === 0 ? 0 : indexOf(cell), y: ringOf[cell]! }),
  };
}
