// How big the pieces, the start and goal markers and the hint arrow are drawn on a big board:
// the camera frames the whole board, so on a wide one a cell is only a few pixels across and
// the pieces would shrink with it. They grow gently with the board instead, up to a cap that
// keeps them inside their cells.

/** Board extent (board units, a square cell being 1) up to which nothing grows. */
export const BOOST_FROM = 10;
/** The most a piece or marker grows. */
export const BOOST_MAX = 1.9;

/**
 * The growth factor for a board whose playable cells span `bounds` (board units): 1 up to
 * {@link BOOST_FROM} units across (the longer side), then (extent / BOOST_FROM)^0.6, capped at
 * {@link BOOST_MAX}. In [1, BOOST_MAX], never shrinking as the board grows.
 */
export function boardBoost(bounds: {
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}): number {
  const extent = Math.max(bounds.maxX - bounds.minX, bounds.maxY - bounds.minY);
  if (!(extent > BOOST_FROM)) return 1;
  return Math.min(BOOST_MAX, (extent / BOOST_FROM) ** 0.6);
}
