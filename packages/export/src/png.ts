/**
 * PNG and raw RGBA pictures of a {@link Sketch}, in Node. The SVG from `renderSvg` is rasterised
 * and encoded by sharp (libvips with librsvg and libpng, a native module), which is why this
 * lives behind its own subpath: a browser bundle that imports `@knossos/export` never pulls it
 * in (a browser can rasterise the SVG through a canvas instead).
 *
 * Text (labels, the legend) is drawn with the machine's fonts through fontconfig; DejaVu Sans is
 * asked for first. A machine without fonts draws the picture without its text.
 * @module
 */
import sharp from 'sharp';
import { checkSketch } from './check.js';
import { frameOf } from './frame.js';
import { type ExportOptions, resolveExportOptions } from './options.js';
import type { Sketch } from './sketch.js';
import { svgOf } from './svg.js';

/** A picture as raw pixels. */
export interface Pixels {
  /** RGBA, 4 bytes per pixel, rows top first; alpha is 255 wherever the background is opaque. */
  readonly data: Uint8Array;
  readonly width: number;
  readonly height: number;
}

function rasterise(sketch: Sketch, options: ExportOptions) {
  checkSketch(sketch);
  const resolved = resolveExportOptions(options).options;
  const svg = svgOf(sketch, resolved, frameOf(sketch, resolved));
  // 72 dpi: one SVG pixel is one picture pixel. The pixel limit is lifted for 8192 px pictures.
  return sharp(Buffer.from(svg), { density: 72, limitInputPixels: false });
}

/**
 * Draws a sketch as PNG file bytes, the size {@link ExportOptions} asks for.
 *
 * @returns the PNG file's bytes (zlib level 6 without adaptive row filters: about as small as the
 *   best setting on maze pictures, and four times faster).
 * @throws `ExportError` naming the first item or field that cannot be drawn (thrown at once,
 *   not as a rejected promise).
 */
export function renderPng(sketch: Sketch, options: ExportOptions = {}): Promise<Uint8Array> {
  const image = rasterise(sketch, options);
  return image
    .png({ compressionLevel: 6, adaptiveFiltering: false })
    .toBuffer()
    .then((buffer) => new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength));
}

/**
 * Draws a sketch as raw RGBA pixels, rows top first.
 *
 * @throws `ExportError` naming the first item or field that cannot be drawn (thrown at once).
 */
export function renderPixels(sketch: Sketch, options: ExportOptions = {}): Promise<Pixels> {
  return rasterise(sketch, options)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
    .then(({ data, info }) => ({
      data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
      width: info.width,
      height: info.height,
    }));
}
