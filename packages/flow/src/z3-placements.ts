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
