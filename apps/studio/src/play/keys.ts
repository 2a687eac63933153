// The keys of the play views: directions by angle for the maze, arrow steps for a cell cursor.

/** The direction each key asks for, in degrees anticlockwise from east (WASD, QEZC diagonals). */
export const KEY_ANGLES: Readonly<Record<string, number>> = {
  ArrowRight: 0,
  d: 0,
  e: 45,
  ArrowUp: 90,
  w: 90,
  q: 135,
  ArrowLeft: 180,
  a: 180,
  z: 225,
  ArrowDown: 270,
  s: 270,
  c: 315,
};

/** The step of a cell cursor for each arrow key, as `[dx, dy]` (y counts up the board). */
export const ARROW_STEPS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowUp: [0, 1],
  ArrowDown: [0, -1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

/**
 * The cell a cursor moves to on a `width` × `height` board of row-major cells: one step, held to
 * the board's edges.
 */
export function stepCursor(
  cursor: number,
  step: readonly [number, number],
  width: number,
  height: number,
): number {
  const x = Math.min(width - 1, Math.max(0, (cursor % width) + step[0]));
  const y = Math.min(height - 1, Math.max(0, Math.floor(cursor / width) + step[1]));
  return y * width + x;
}
