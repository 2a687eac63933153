// Which Flow and Netwalk board sizes reach which star counts in Endless, as measured by
// bench/endless-stars.mjs: the stars come first, and only the sizes that reach them are offered.

/** A Flow or Netwalk board size as the menus offer it. */
export interface BoardSize {
  /** Columns. */
  readonly width: number;
  /** Rows. */
  readonly height: number;
  /** Netwalk only: the edges wrap round (a torus). */
  readonly torus?: boolean;
}

/** An offered size with the star counts (1–5) its Endless puzzles reach. */
export interface EndlessSize extends BoardSize {
  /** The star counts this size reaches in at least 9 of 10 seeds (with {@link ENDLESS_TRIES}). */
  readonly stars: readonly number[];
}

/**
 * Tries (seed, seed#1, …) Endless and the daily puzzles give `generateVerified` to meet the
 * stars: on the sizes offered for a star count, 9 or 10 of 10 seeds meet it, in tens of ms.
 */
export const ENDLESS_TRIES = 32;

const square = (n: number, stars: readonly number[]): EndlessSize => ({
  width: n,
  height: n,
  stars,
});

/**
 * The sizes Endless offers per family, each with the stars it reaches. Measured with
 * `node bench/endless-stars.mjs <family> 10 32` (10 seeds, {@link ENDLESS_TRIES} tries): a
 * star count is listed where at least 9 of the 10 seeds met it. Flow's rating grows with the
 * board, so small boards cannot be hard and big ones cannot be easy; Netwalk's likewise.
 */
export const ENDLESS_SIZES: Readonly<Record<'flow' | 'netwalk', readonly EndlessSize[]>> = {
  flow: [
    square(5, [1, 2]),
    square(6, [1, 2]),
    square(7, [1, 2, 3]),
    square(8, [2, 3]),
    square(9, [2, 3, 4]),
    square(10, [2, 3, 4]),
    square(12, [3, 4, 5]),
    square(14, [3, 4, 5]),
  ],
  netwalk: [
    square(5, [1, 2, 3]),
    square(7, [1, 2, 3, 4]),
    square(9, [2, 3, 4]),
    { width: 11, height: 9, stars: [2, 3, 4] },
    { width: 13, height: 11, stars: [2, 3, 4, 5] },
    { width: 7, height: 7, torus: true, stars: [1, 2, 3, 4] },
    { width: 9, height: 9, torus: true, stars: [2, 3, 4] },
    { width: 13, height: 11, torus: true, stars: [2, 3, 4, 5] },
  ],
};

/** A size's name as players see it: `9 × 9`, `13 × 11 torus`. */
export function sizeName(size: BoardSize): string {
  return `${size.width} × ${size.height}${size.torus === true ? ' torus' : ''}`;
}

/** The offered sizes of a family that reach `stars` (1–5, rounded), in menu order. */
export function sizesFor(family: 'flow' | 'netwalk', stars: number): readonly EndlessSize[] {
  const s = Math.min(5, Math.max(1, Math.round(stars)));
  return ENDLESS_SIZES[family].filter((size) => size.stars.includes(s));
}

/**
 * One line saying which sizes a star count fits, e.g. `5★ fits 12 × 12 and 14 × 14.`
 * (a family's every star count fits at least one size).
 */
export function fitsText(family: 'flow' | 'netwalk', stars: number): string {
  const names = sizesFor(family, stars).map(sizeName);
  const list =
    names.length <= 1
      ? (names[0] ?? 'no size')
      : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `${Math.min(5, Math.max(1, Math.round(stars)))}★ fits ${list}.`;
}
