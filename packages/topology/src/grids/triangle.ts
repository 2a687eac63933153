import type { Bounds, Coord, Edge, Point } from '../types.js';
import { type FloorGrid, hasBorderSide, segment } from './floor-grid.js';

/** Height of an equilateral triangle of side 1: √3/2. */
const H = Math.sqrt(3) / 2;

/**
 * Equilateral triangles of side 1, alternating up and down: cell `y·width + x` points up when
 * `x + y` is even and spans `[x/2, x/2 + 1]` across and `[y·√3/2, (y+1)·√3/2]` up, row 0 at the
 * bottom. Slots `0 left, 1 right, 2 flat side` (below an up triangle, above a down one); left and
 * right face each other, the flat side faces a flat side.
 * @internal
 */
export function triangleGrid(width: number, height: number): FloorGrid {
  const cellCount = width * height;
  const neighbors = new Int32Array(cellCount * 3);
  const opposites = new Int8Array(cellCount * 3);
  for (let y = 0, cell = 0; y < height; y++) {
    for (let x = 0; x < width; x++, cell++) {
      const up = ((x + y) & 1) === 0;
      const flatRow = up ? y - 1 : y + 1;
      neighbors[cell * 3] = x > 0 ? cell - 1 : -1;
      neighbors[cell * 3 + 1] = x + 1 < width ? cell + 1 : -1;
      neighbors[cell * 3 + 2] = flatRow >= 0 && flatRow < height ? flatRow * width + x : -1;
      opposites[cell * 3] = x > 0 ? 1 : -1;
      opposites[cell * 3 + 1] = x + 1 < width ? 0 : -1;
      opposites[cell * 3 + 2] = neighbors[cell * 3 + 2] === -1 ? -1 : 2;
    }
  }

  return {
    cellCount,
    maxSlots: 3,
    neighbors,
    opposites,
    slotCounts: null,
    isRim: (cell) => hasBorderSide(neighbors, 3, cell, 3),
    center(cell: number): Point {
      const x = cell % width;
      const y = Math.floor(cell / width);
      const up = ((x + y) & 1) === 0;
      return { x: x / 2 + 0.5, y: y * H + (up ? H / 3 : (2 * H) / 3) };
    },
    edgeOf(cell: number, slot: number): Edge {
      const x = cell % width;
      const y = Math.floor(cell / width);
      const left = x / 2;
      const bottom = y * H;
      const top = bottom + H;
      if (((x + y) & 1) === 0) {
        if (slot === 0) return segment(left, bottom, left + 0.5, top);
        if (slot === 1) return segment(left + 0.5, top, left + 1, bottom);
        return segment(left, bottom, left + 1, bottom);
      }
      if (slot === 0) return segment(left, top, left + 0.5, bottom);
      if (slot === 1) return segment(left + 0.5, bottom, left + 1, top);
      return segment(left, top, left + 1, top);
    },
    cellAt(point: Point): number {
      const y = Math.floor(point.y / H);
      if (y < 0 || y >= height) return -1;
      const ly = point.y / H - y; // 0 at the row's bottom, 1 at its top
      const k = Math.floor(2 * point.x);
      for (let x = Math.max(0, k - 2); x <= Math.min(width - 1, k); x++) {
        const lx = point.x - x / 2; // 0 at the cell's left corner, 1 at its right corner
        if (lx < 0 || lx > 1) continue;
        // An up triangle is below both of its slanted sides; a down one above both.
        const rise = ((x + y) & 1) === 0 ? ly : 1 - ly;
        if (rise <= 2 * lx && rise <= 2 * (1 - lx)) return y * width + x;
      }
      return -1;
    },
    bounds(): Bounds {
      return { min: { x: 0, y: 0 }, max: { x: (width + 1) / 2, y: height * H } };
    },
    coord: (cell: number): Coord => ({ x: cell % width, y: Math.floor(cell / width) }),
  };
}
