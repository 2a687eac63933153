import type { Bounds, Coord, Edge, Point } from '../types.js';
import { type FloorGrid, hasBorderSide, segment } from './floor-grid.js';

/**
 * Square cells of side 1: cell `y·width + x` covers `[x, x+1] × [y, y+1]`, row 0 at the bottom;
 * slots `0 N, 1 E, 2 S, 3 W`. With `wrap` the board is a torus: the sides on the border lead to
 * the cell on the opposite border, so every cell has 4 neighbours.
 * @internal
 */
export function squareGrid(width: number, height: number, wrap: boolean): FloorGrid {
  const cellCount = width * height;
  const neighbors = new Int32Array(cellCount * 4);
  const opposites = new Int8Array(cellCount * 4);
  for (let y = 0, cell = 0; y < height; y++) {
    const up = y + 1 < height ? cell + width : wrap ? cell + width - cellCount : -1;
    const down = y > 0 ? cell - width : wrap ? cell - width + cellCount : -1;
    for (let x = 0; x < width; x++, cell++) {
      const i = cell * 4;
      neighbors[i] = up === -1 ? -1 : up + x;
      neighbors[i + 1] = x + 1 < width ? cell + 1 : wrap ? cell + 1 - width : -1;
      neighbors[i + 2] = down === -1 ? -1 : down + x;
      neighbors[i + 3] = x > 0 ? cell - 1 : wrap ? cell - 1 + width : -1;
      opposites[i] = neighbors[i] === -1 ? -1 : 2;
      opposites[i + 1] = neighbors[i + 1] === -1 ? -1 : 3;
      opposites[i + 2] = neighbors[i + 2] === -1 ? -1 : 0;
      opposites[i + 3] = neighbors[i + 3] === -1 ? -1 : 1;
    }
  }

  return {
    cellCount,
    maxSlots: 4,
    neighbors,
    opposites,
    slotCounts: null,
    isRim: (cell) => !wrap && hasBorderSide(neighbors, 4, cell, 4),
    center(cell: number): Point {
      return { x: (cell % width) + 0.5, y: Math.floor(cell / width) + 0.5 };
    },
    edgeOf(cell: number, slot: number): Edge {
      const x = cell % width;
      const y = Math.floor(cell / width);
      // Counter-clockwise round the cell: N from right to left, W from top to bottom, and so on.
      if (slot === 0) return segment(x + 1, y + 1, x, y + 1);
      if (slot === 1) return segment(x + 1, y, x + 1, y + 1);
      if (slot === 2) return segment(x, y, x + 1, y);
      return segment(x, y + 1, x, y);
    },
    cellAt(point: Point): number {
      const x = Math.floor(point.x);
      const y = Math.floor(point.y);
      return x >= 0 && x < width && y >= 0 && y < height ? y * width + x : -1;
    },
    bounds(): Bounds {
      return { min: { x: 0, y: 0 }, max: { x: width, y: height } };
    },
    coord(cell: number): Coord {
      return { x: cell % width, y: Math.floor(cell / width) };
    },
  };
}
