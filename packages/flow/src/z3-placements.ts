// Where shapes sit on a board, for the cuts and rules of the Z3 edge model (z3-model.ts).
import type { FlowGrid } from './level.js';

/** The 8 symmetries of the square, as maps of a column and row. */
const SQUARE_SYMMETRIES: readonly ((x: number, y: number) => readonly [number, number])[] = [
  (x, y) => [x, y],
  (x, y) => [-x, y],
  (x, y) => [x, -y],
  (x, y) => [-x, -y],
  (x, y) => [y, x],
  (x, y) => [-y, x],
  (x, y) => [y, -x],
  (x, y) => [-y, -x],
];

/**
 * Every placement of a set of cells on a board: the cells moved by each symmetry of the board's
 * grid that keeps them on it, each placement once, the cells themselves first. On a square
 * board the symmetries are the 8 of the square followed by any shift; on a hex board (odd rows
 * shifted half a cell right) the shifts by whole columns and by an even number of rows, the
 * ones that keep every neighbour a neighbour. Cells are numbered `y · width + x`.
 *
 * @returns one array per placement, the image of `cells[i]` at index `i`.
 * @internal
 */
export function placements(
  grid: FlowGrid,
  width: number,
  height: number,
  cells: readonly number[],
): number[][] {
  const points = cells.map((c) => [c % width, Math.floor(c / width)] as const);
  const maps = grid === 'square' ? SQUARE_SYMMETRIES : SQUARE_SYMMETRIES.slice(0, 1);
  const rowStep = grid === 'square' ? 1 : 2;
  const seen = new Set<string>([cells.join(',')]);
  const found: number[][] = [[...cells]];
  for (const map of maps) {
    const moved = points.map(([x, y]) => map(x, y));
    const xs = moved.map((p) => p[0]);
    const ys = moved.map((p) => p[1]);
    const [left, right] = [Math.min(...xs), Math.max(...xs)];
    const [bottom, top] = [Math.min(...ys), Math.max(...ys)];
    // Hex: the shift keeps each row's parity, so the first row is reached from `y % 2`.
    const from = grid === 'square' ? -bottom : -bottom + (((bottom % 2) + 2) % 2);
    for (let dy = from; top + dy < height; dy += rowStep) {
      for (let dx = -left; right + dx < width; dx++) {
        const placed = moved.map(([x, y]) => (y + dy) * width + x + dx);
        const key = placed.join(',');
        if (seen.has(key)) continue;
        seen.add(key);
        found.push(placed);
      }
    }
  }
  return found;
}

/**
 * The small blocks of a board and how many of their edges may be on: each 2 × 2 block of a
 * square board (its 4 edges, at most 2), each triangle of a hex board (its 3 edges, at most 1).
 * @internal
 */
export function smallBlocks(
  grid: FlowGrid,
  near: readonly (readonly number[])[],
  width: number,
  height: number,
): [[number, number][], number][] {
  const blocks: [[number, number][], number][] = [];
  if (grid === 'square') {
    for (let y = 0; y + 1 < height; y++) {
      for (let x = 0; x + 1 < width; x++) {
        const a = y * width + x;
        const [b, c, d] = [a + 1, a + width, a + width + 1];
        blocks.push([
          [
            [a, b],
            [b, d],
            [c, d],
            [a, c],
          ],
          2,
        ]);
      }
    }
    return blocks;
  }
  for (let a = 0; a < near.length; a++) {
    for (const b of near[a]!) {
      if (b < a) continue;
      for (const c of near[b]!) {
        if (c > b && near[a]!.includes(c)) {
          blocks.push([
            [
              [a, b],
              [b, c],
              [a, c],
            ],
            1,
          ]);
        }
      }
    }
  }
  return blocks;
}
