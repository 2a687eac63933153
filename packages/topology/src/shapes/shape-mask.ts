import { TopologyError } from '../errors.js';

/**
 * A black-and-white bitmap that cuts a board to a shape: `pixels[y · width + x]` is non-zero
 * inside (the mask functions write 1) and 0 outside, row 0 at the top. Plain data that survives
 * `structuredClone` (so it crosses worker boundaries); to store one as JSON, keep
 * {@link maskToRows} and read it back with {@link maskFromRows}.
 */
export interface ShapeMask {
  /** Pixels across, ≥ 1. */
  readonly width: number;
  /** Pixels down, ≥ 1. */
  readonly height: number;
  /** `width × height` values, non-zero inside and 0 outside, row by row from the top. */
  readonly pixels: Uint8Array;
}

/**
 * A mask from rows of text, top row first: `#`, or any character other than a space or `.`, is
 * inside. Rows may differ in length; short rows are outside past their end.
 *
 * @param rows - at least one row, and at least one character in all.
 * @returns a mask `max(row length)` wide and `rows.length` high.
 * @throws {@link TopologyError} (field `rows`) when there are no rows or every row is empty.
 *
 * @example
 * ```ts
 * maskFromRows(['.#.', '###', '.#.']); // a small plus sign
 * ```
 */
export function maskFromRows(rows: readonly string[]): ShapeMask {
  if (!Array.isArray(rows) || rows.length === 0) {
    throw new TopologyError('rows', 'rows must be a non-empty array of strings');
  }
  let width = 0;
  rows.forEach((row, y) => {
    if (typeof row !== 'string') {
      throw new TopologyError(`rows[${y}]`, `rows[${y}] must be a string (got ${typeof row})`);
    }
    width = Math.max(width, [...row].length);
  });
  if (width === 0) throw new TopologyError('rows', 'rows must hold at least one character');
  const pixels = new Uint8Array(width * rows.length);
  rows.forEach((row, y) => {
    [...row].forEach((ch, x) => {
      if (ch !== ' ' && ch !== '.') pixels[y * width + x] = 1;
    });
  });
  return { width, height: rows.length, pixels };
}

/**
 * The rows of a mask as text, `#` inside and `.` outside: the inverse of {@link maskFromRows},
 * handy for tests, logs and terminal previews.
 *
 * @param mask - any mask.
 */
export function maskToRows(mask: ShapeMask): string[] {
  const rows: string[] = [];
  for (let y = 0; y < mask.height; y++) {
    let row = '';
    for (let x = 0; x < mask.width; x++) row += mask.pixels[y * mask.width + x] ? '#' : '.';
    rows.push(row);
  }
  return rows;
}
