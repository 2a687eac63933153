import type { Bounds, Coord, Edge, Point } from '../types.js';
import { type FloorGrid, hasBorderSide, segment } from './floor-grid.js';

/** Circumradius of a hex 1 unit across its flat sides: 1/√3. */
const R = 1 / Math.sqrt(3);
/** Distance between the centres of two rows: 1.5 R = √3/2. */
const PITCH = 1.5 * R;

/**
 * Column/row steps to the neighbour across each slot (`0 E, 1 NE, 2 NW, 3 W, 4 SW, 5 SE`), for
 * even rows (first six pairs) and odd rows, which sit half a cell to the right (last six).
 */
const STEPS = [
  [1, 0, 0, 1, -1, 1, -1, 0, -1, -1, 0, -1],
  [1, 0, 1, 1, 0, 1, -1, 0, 0, -1, 1, -1],
] as const;

/**
 * Pointy-top hexagons 1 unit across their flat sides, odd rows shifted half a cell right:
 * cell `y·width + x` has its centre at `(x + ½ + ½·(y odd), 1/√3 + y·√3/2)`, row 0 at the
 * bottom; slots `0 E, 1 NE, 2 NW, 3 W, 4 SW, 5 SE`, each opposite `slot + 3 (mod 6)`.
 * @internal
 */
export function hexGrid(width: number, height: number): FloorGrid {
  const cellCount = width * height;
  const neighbors = new Int32Array(cellCount * 6);
  const opposites = new Int8Array(cellCount * 6);
  for (let y = 0, cell = 0; y < height; y++) {
    const steps = STEPS[y & 1]!;
    for (let x = 0; x < width; x++, cell++) {
      for (let s = 0; s < 6; s++) {
        const nx = x + steps[2 * s]!;
        const ny = y + steps[2 * s + 1]!;
        const inside = nx >= 0 && nx < width && ny >= 0 && ny < height;
        neighbors[cell * 6 + s] = inside ? ny * width + nx : -1;
        opposites[cell * 6 + s] = inside ? (s + 3) % 6 : -1;
      }
    }
  }

  const centerOf = (x: number, y: number): Point => ({
    x: x + 0.5 + 0.5 * (y & 1),
    y: R + y * PITCH,
  });

  return {
    cellCount,
    maxSlots: 6,
    neighbors,
    opposites,
    slotCounts: null,
    isRim: (cell) => hasBorderSide(neighbors, 6, cell, 6),
    center: (cell) => centerOf(cell % width, Math.floor(cell / width)),
    edgeOf(cell: number, slot: number): Edge {
      // Corner k sits at angle 30° + 60°·k; the side facing slot s (direction 60°·s) runs from
      // corner s − 1 to corner s.
      const c = centerOf(cell % width, Math.floor(cell / width));
      const from = corner(c, (slot + 5) % 6);
      const to = corner(c, slot);
      return segment(from.x, from.y, to.x, to.y);
    },
    cellAt(point: Point): number {
      // The hexagons are the Voronoi cells of their centres: find the nearest centre of the
      // unbounded lattice, then check that it is on the board.
      const row = Math.round((point.y - R) / PITCH);
      let best = Number.POSITIVE_INFINITY;
      let bx = 0;
      let by = 0;
      for (let y = row - 1; y <= row + 1; y++) {
        const col = Math.round(point.x - 0.5 - 0.5 * (y & 1));
        for (let x = col - 1; x <= col + 1; x++) {
          const c = centerOf(x, y);
          const d = (c.x - point.x) ** 2 + (c.y - point.y) ** 2;
          if (d < best) {
            best = d;
            bx = x;
            by = y;
          }
        }
      }
      return bx >= 0 && bx < width && by >= 0 && by < height ? by * width + bx : -1;
    },
    bounds(): Bounds {
      return {
        min: { x: 0, y: 0 },
        max: { x: width + (height > 1 ? 0.5 : 0), y: (height - 1) * PITCH + 2 * R },
      };
    },
    coord: (cell: number): Coord => ({ x: cell % width, y: Math.floor(cell / width) }),
  };
}

function corner(c: Point, k: number): Point {
  const angle = (Math.PI / 6) * (1 + 2 * k);
  return { x: c.x + R * Math.cos(angle), y: c.y + R * Math.sin(angle) };
}
