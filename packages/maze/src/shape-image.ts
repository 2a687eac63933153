// A picture as the custom shape: read into mask rows when the settings are clamped.
import { type InsideRule, maskFromPixels, maskToRows } from '@knossos/topology';

/**
 * A picture to cut the board to (shape `custom`): its RGBA bytes and how to read them. It is an
 * input only: {@link clampSettings} reads it into `shapeMask` rows and the clamped settings never
 * carry it, so a stored maze keeps a few kilobytes of rows (at most 160 × 160) instead of the
 * picture's bytes, and rebuilds byte for byte from them.
 */
export interface ShapeImage {
  /** `width × height × 4` bytes (red, green, blue, alpha, 0–255), top row first. */
  rgba: ArrayLike<number>;
  /** Pixels across, ≥ 1. */
  width: number;
  /** Pixels down, ≥ 1. */
  height: number;
  /** Which pixels are inside: `dark` (default), `light` or `opaque`. */
  inside?: InsideRule;
  /** Where the line falls, 0–1 (default 0.5). */
  threshold?: number;
  /** The most mask pixels across (and down), 24–160 (default 64). */
  detail?: number;
}

/** A number's range and the value used when it is left out. */
export interface ImageRange {
  /** The least value. */
  readonly min: number;
  /** The greatest value. */
  readonly max: number;
  /** The value used when none is given. */
  readonly default: number;
}

/** The ranges of a {@link ShapeImage}'s numbers: threshold 0–1 (0.5), detail 24–160 (64). */
export const SHAPE_IMAGE_LIMITS: {
  /** Where the line falls. */
  readonly threshold: ImageRange;
  /** Mask pixels across. */
  readonly detail: ImageRange;
} = {
  threshold: { min: 0, max: 1, default: 0.5 },
  detail: { min: 24, max: 160, default: 64 },
};

const RULES: readonly InsideRule[] = ['dark', 'light', 'opaque'];

/**
 * The mask rows a picture gives, or `null` (with a note starting "Shape:") when it is not a
 * picture or nothing in it counts as inside. Out-of-range `threshold` and `detail` are clamped
 * and an unknown `inside` becomes `dark`, each with a note; never throws.
 */
export function shapeImageRows(value: unknown, notes: string[]): string[] | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    notes.push(
      'Shape: the image is not a picture (RGBA bytes, width, height); the picture was not used.',
    );
    return null;
  }
  const image = value as Partial<ShapeImage>;
  const { width, height, rgba } = image;
  if (
    !Number.isInteger(width) ||
    !Number.isInteger(height) ||
    (width as number) < 1 ||
    (height as number) < 1 ||
    typeof rgba !== 'object' ||
    rgba === null ||
    rgba.length !== (width as number) * (height as number) * 4
  ) {
    notes.push(
      'Shape: the image needs width × height × 4 RGBA bytes and whole sizes ≥ 1; the picture was not used.',
    );
    return null;
  }
  let inside: InsideRule = 'dark';
  if (image.inside !== undefined) {
    if (RULES.includes(image.inside)) inside = image.inside;
    else
      notes.push(`Shape: inside ${String(image.inside)} is not dark, light or opaque; used dark.`);
  }
  const threshold = limited(image.threshold, 'threshold', SHAPE_IMAGE_LIMITS.threshold, notes);
  const detail = Math.round(limited(image.detail, 'detail', SHAPE_IMAGE_LIMITS.detail, notes));
  const mask = maskFromPixels(rgba, width as number, height as number, {
    inside,
    threshold,
    maxSide: detail,
  });
  if (mask === null) {
    notes.push(
      `Shape: no pixel of the image counts as inside (${inside}, threshold ${threshold}); switch Inside or move Threshold. The picture was not used.`,
    );
    return null;
  }
  return maskToRows(mask);
}

/** A number clamped to its range with a note; not a number → the default, with a note. */
function limited(value: unknown, name: string, range: ImageRange, notes: string[]): number {
  if (value === undefined) return range.default;
  if (typeof value !== 'number' || Number.isNaN(value)) {
    notes.push(`Shape: image ${name} is not a number; used ${range.default}.`);
    return range.default;
  }
  if (value < range.min || value > range.max) {
    const used = Math.min(range.max, Math.max(range.min, value));
    notes.push(`Shape: image ${name} ${value} is outside ${range.min}–${range.max}; used ${used}.`);
    return used;
  }
  return value;
}
