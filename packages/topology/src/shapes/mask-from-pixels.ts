import { TopologyError } from '../errors.js';
import type { ShapeMask } from './shape-mask.js';

/** Which pixels of a picture count as inside the shape. */
export type InsideRule = 'dark' | 'light' | 'opaque';

/** How {@link maskFromPixels} reads a picture. */
export interface PixelOptions {
  /** Which pixels are inside: dark ones (the default), light ones, or opaque ones. */
  inside?: InsideRule;
  /**
   * Where the line falls, 0–1 (default 0.5): a pixel is dark when its luminance over white is
   * below it, light when its luminance over black is above it, opaque when its alpha is at least
   * it. Values outside 0–1 are clamped.
   */
  threshold?: number;
  /**
   * The most mask pixels across, 8–1024 (default 128): a larger shape is shrunk to fit. Values
   * outside the range are clamped.
   */
  maxSide?: number;
  /** Set when the bytes start with the bottom row (as some engines read textures); default top. */
  bottomRowFirst?: boolean;
}

/**
 * A mask from a picture's RGBA bytes: pixels are classed inside or outside, the result is
 * cropped to the inside pixels' bounding box, then shrunk (if wider or taller than `maxSide`) by
 * area: a mask pixel is inside when at least half of the picture it covers is.
 *
 * Luminance is Rec. 709 (`0.2126 R + 0.7152 G + 0.0722 B`), after compositing a translucent
 * pixel over white for `dark` and over black for `light`, so a transparent background is
 * outside either way.
 *
 * @param rgba - `width × height × 4` bytes, row by row.
 * @param width - pixels across, ≥ 1.
 * @param height - pixels down, ≥ 1.
 * @param options - see {@link PixelOptions}.
 * @returns the mask, or `null` when nothing counts as inside (also when shrinking leaves
 *   nothing of a shape made of hairlines).
 * @throws {@link TopologyError} when the sizes are not positive integers, the byte count is not
 *   `width × height × 4`, `inside` is not a known rule, or `threshold` or `maxSide` is not a
 *   number.
 */
export function maskFromPixels(
  rgba: ArrayLike<number>,
  width: number,
  height: number,
  options: PixelOptions | null = {},
): ShapeMask | null {
  for (const [field, value] of [
    ['width', width],
    ['height', height],
  ] as const) {
    if (!Number.isInteger(value) || value < 1) {
      throw new TopologyError(field, `${field} must be an integer ≥ 1 (got ${value})`);
    }
  }
  if (rgba?.length !== width * height * 4) {
    throw new TopologyError(
      'rgba',
      `rgba must hold width × height × 4 = ${width * height * 4} bytes (got ${rgba?.length})`,
    );
  }
  const rule = options?.inside ?? 'dark';
  if (!RULES.includes(rule)) {
    throw new TopologyError(
      'inside',
      `inside must be one of ${RULES.join(', ')} (got ${JSON.stringify(rule)})`,
    );
  }
  const threshold = clampedNumber('threshold', options?.threshold ?? 0.5, 0, 1);
  const maxSide = Math.round(clampedNumber('maxSide', options?.maxSide ?? 128, 8, 1024));
  const bottomRowFirst = options?.bottomRowFirst === true;

  // Classify, tracking the bounding box of what is inside.
  const inside = new Uint8Array(width * height);
  let left = width;
  let right = -1;
  let top = height;
  let bottom = -1;
  for (let row = 0; row < height; row++) {
    const y = bottomRowFirst ? height - 1 - row : row;
    for (let x = 0; x < width; x++) {
      const i = (row * width + x) * 4;
      const alpha = rgba[i + 3]! / 255;
      const luminance = (0.2126 * rgba[i]! + 0.7152 * rgba[i + 1]! + 0.0722 * rgba[i + 2]!) / 255;
      const isInside =
        rule === 'opaque'
          ? alpha >= threshold
          : rule === 'dark'
            ? alpha * luminance + (1 - alpha) < threshold
            : alpha * luminance > threshold;
      if (!isInside) continue;
      inside[y * width + x] = 1;
      if (x < left) left = x;
      if (x > right) right = x;
      if (y < top) top = y;
      if (y > bottom) bottom = y;
    }
  }
  if (right < 0) return null;

  const cropW = right - left + 1;
  const cropH = bottom - top + 1;
  const scale = Math.min(1, maxSide / Math.max(cropW, cropH));
  const outW = Math.max(1, Math.round(cropW * scale));
  const outH = Math.max(1, Math.round(cropH * scale));

  // A summed-area table over the crop gives each output pixel's inside count in O(1).
  const sums = new Float64Array((cropW + 1) * (cropH + 1));
  for (let y = 0; y < cropH; y++) {
    let rowSum = 0;
    for (let x = 0; x < cropW; x++) {
      rowSum += inside[(top + y) * width + left + x]!;
      sums[(y + 1) * (cropW + 1) + x + 1] = sums[y * (cropW + 1) + x + 1]! + rowSum;
    }
  }
  const area = (x0: number, y0: number, x1: number, y1: number) =>
    sums[y1 * (cropW + 1) + x1]! -
    sums[y0 * (cropW + 1) + x1]! -
    sums[y1 * (cropW + 1) + x0]! +
    sums[y0 * (cropW + 1) + x0]!;

  const pixels = new Uint8Array(outW * outH);
  let any = 0;
  for (let y = 0; y < outH; y++) {
    const y0 = Math.floor((y * cropH) / outH);
    const y1 = Math.max(y0 + 1, Math.floor(((y + 1) * cropH) / outH));
    for (let x = 0; x < outW; x++) {
      const x0 = Math.floor((x * cropW) / outW);
      const x1 = Math.max(x0 + 1, Math.floor(((x + 1) * cropW) / outW));
      if (2 * area(x0, y0, x1, y1) >= (x1 - x0) * (y1 - y0)) {
        pixels[y * outW + x] = 1;
        any = 1;
      }
    }
  }
  // Shrinking can thin a shape of hairlines to nothing; that is "nothing inside" too.
  return any ? { width: outW, height: outH, pixels } : null;
}

const RULES: readonly InsideRule[] = ['dark', 'light', 'opaque'];

/** A numeric option clamped to its range; anything but a number is an error. */
function clampedNumber(field: string, value: unknown, min: number, max: number): number {
  if (typeof value !== 'number' || Number.isNaN(value)) {
    const shown = typeof value === 'string' ? JSON.stringify(value) : String(value);
    throw new TopologyError(field, `${field} must be a number ${min}–${max} (got ${shown})`);
  }
  return Math.min(max, Math.max(min, value));
}
