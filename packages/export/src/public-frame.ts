import { checkSketch } from './check.js';
import { type Frame, frameOf } from './frame.js';
import { type ExportOptions, resolveExportOptions } from './options.js';
import type { Sketch } from './sketch.js';

/**
 * Where a sketch lands in its picture with these options: the picture's size in pixels and the
 * maps between board units and pixels, for placing things over a rendered picture (hover, hit
 * tests) or sampling it.
 *
 * @throws `ExportError` for a sketch that cannot be drawn.
 */
export function pictureFrame(sketch: Sketch, options: ExportOptions = {}): Frame {
  checkSketch(sketch);
  return frameOf(sketch, resolveExportOptions(options).options);
}
