/**
 * Tile masks: the open sides of a tile as slot bits of the square grid, `N = 1, E = 2, S = 4,
 * W = 8` (the Knossos convention: slot `s` is bit `1 << s`, slots `0 N, 1 E, 2 S, 3 W`).
 */

/** The north side's bit. */
export const N = 1;
/** The east side's bit. */
export const E = 2;
/** The south side's bit. */
export const S = 4;
/** The west side's bit. */
export const W = 8;

/** The kinds of tile, by their open sides: the five kinds of pipe, and `empty` for a tile with none. */
export type TileKind = 'empty' | 'endpoint' | 'straight' | 'elbow' | 'tee' | 'cross';

/** `ROTATED[mask * 4 + k]`: `mask` turned `k` quarter-turns clockwise. */
const ROTATED = new Uint8Array(64);
/** `DISTINCT[mask]`: how many different masks turning `mask` gives (1, 2 or 4). */
const DISTINCT = new Uint8Array(16);
/** `BITS[x]`: the number of set bits of a 4-bit value. */
export const BITS: Uint8Array = new Uint8Array(16);
for (let m = 0; m < 16; m++) {
  for (let k = 0; k < 4; k++) ROTATED[m * 4 + k] = ((m << k) | (m >> (4 - k))) & 15;
  DISTINCT[m] = ROTATED[m * 4 + 1] === m ? 1 : ROTATED[m * 4 + 2] === m ? 2 : 4;
  BITS[m] = (m & 1) + ((m >> 1) & 1) + ((m >> 2) & 1) + ((m >> 3) & 1);
}

/**
 * A mask turned clockwise by quarter-turns: every open side moves one place clockwise per turn
 * (north to east, east to south, south to west, west to north).
 *
 * @param mask - a tile mask, 0–15.
 * @param quarterTurns - any integer; negative turns go anticlockwise.
 * @returns the turned mask, 0–15.
 */
export function rotateMask(mask: number, quarterTurns: number): number {
  return ROTATED[(mask & 15) * 4 + (((quarterTurns % 4) + 4) % 4)]!;
}

/** The table behind {@link rotateMask}, for hot loops: `rotated(mask, k)` with `k` in 0–3. @internal */
export function rotated(mask: number, k: number): number {
  return ROTATED[mask * 4 + k]!;
}

/**
 * How many visibly different orientations a tile has: 1 for a cross (and an empty tile), 2 for
 * a straight, 4 for an endpoint, elbow or tee.
 *
 * @param mask - a tile mask, 0–15.
 */
export function orientationCount(mask: number): number {
  return DISTINCT[mask & 15]!;
}

/**
 * The kind of a tile: by how many sides are open, and for two, whether they face each other.
 *
 * @param mask - a tile mask, 0–15.
 */
export function tileKind(mask: number): TileKind {
  const m = mask & 15;
  switch (BITS[m]) {
    case 0:
      return 'empty';
    case 1:
      return 'endpoint';
    case 2:
      return m === 5 || m === 10 ? 'straight' : 'elbow';
    case 3:
      return 'tee';
    default:
      return 'cross';
  }
}

/**
 * The fewest quarter-turns, either way, that take a tile from `from` to `to` as they look: 0
 * for a cross, at most 1 for a straight (a half turn looks the same), at most 2 otherwise; −1
 * when no turn does it (different kinds).
 *
 * @param from - a tile mask, 0–15.
 * @param to - a tile mask, 0–15.
 */
export function turnsBetween(from: number, to: number): number {
  for (let k = 0; k <= 2; k++) {
    if (rotateMask(from, k) === (to & 15) || rotateMask(from, -k) === (to & 15)) return k;
  }
  return -1;
}
