// The picture size that fits a box: the renderer's own layout, searched over its sizes.
import { pictureFrame } from '@knossos/export';
import { MazeError } from './errors.js';
import type { MazeData } from './maze-data.js';
import { type MazeExportOptions, split, toSketch } from './pictures.js';

/** The sizes the renderer draws (its `size` option's range). */
const SMALLEST = 64;
const LARGEST = 8192;

/**
 * The largest picture `size` (the longer side in pixels, 64–8192) at which {@link exportSvg} or
 * {@link exportPng} with these options draws a picture no wider than `maxWidth` and no taller
 * than `maxHeight` pixels. It measures the layout the pictures use (the board, its `margin` in
 * cells, the legend under it, the floors side by side), so a board that is not square, or a
 * legend, leaves room on one side. A box too small for even a 64-pixel picture gives 64 (the
 * picture is then larger than the box); any `size` in `options` is ignored.
 *
 * @param maze - the maze.
 * @param options - the picture's options, as for {@link exportSvg}.
 * @param maxWidth - the box's width in pixels, ≥ 1.
 * @param maxHeight - the box's height in pixels, ≥ 1.
 * @throws {@link MazeError} (field `maxWidth` or `maxHeight`) for a box side that is not a number
 *   of at least 1; `MazeError` as {@link toSketch} for a maze that cannot be drawn.
 */
export function fitSize(
  maze: MazeData,
  options: MazeExportOptions | null | undefined,
  maxWidth: number,
  maxHeight: number,
): number {
  for (const [field, value] of [
    ['maxWidth', maxWidth],
    ['maxHeight', maxHeight],
  ] as const) {
    if (typeof value !== 'number' || Number.isNaN(value) || value < 1) {
      throw new MazeError(field, `${field} must be a number of pixels, at least 1 (got ${value})`);
    }
  }
  const { sketch, render } = split({ ...(options ?? {}), onNote: () => {} });
  const drawn = toSketch(maze, sketch);
  const fits = (size: number) => {
    const frame = pictureFrame(drawn, { ...render, size });
    return frame.width <= maxWidth && frame.height <= maxHeight;
  };
  // The picture grows with its size (the layout is in board units, scaled as a whole), so the
  // sizes that fit are the ones up to some largest: found by halving.
  if (!fits(SMALLEST)) return SMALLEST;
  let low = SMALLEST;
  let high = LARGEST + 1;
  while (high - low > 1) {
    const mid = (low + high) >> 1;
    if (fits(mid)) low = mid;
    else high = mid;
  }
  return low;
}
