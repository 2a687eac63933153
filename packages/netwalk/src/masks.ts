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
/** `BITS[x]`: the number of set bits of a value of up to 6 bits (a square or hex mask). */
export const BITS: Uint8Array = new Uint8Array(64);
for (let m = 0; m < 64; m++) {
  BITS[m] = (m & 1) + ((m >> 1) & 1) + ((m >> 2) & 1) + ((m >> 3) & 1) + ((m >> 4) & 1) + (m >> 5);
}
for (let m = 0; m < 16; m++) {
  for (let k = 0; k < 4; k++) ROTATED[m * 4 + k] = ((m << k) | (m >> (4 - k))) & 15;
  DISTINCT[m] = ROTATED[m * 4 + 1] === m ? 1 : ROTATED[m * 4 + 2] === m ? 2 : 4;
}

/**
 * The grids a Netwalk board can have: `square` (slots `N 0, E 1, S 2, W 3`, masks 0–15, turns
 * of 90°) and `hex` (pointy-top hexagons as `@knossos/topology` numbers them, slots
 * `E 0, NE 1, NW 2, W 3, SW 4, SE 5`, masks 0–63, turns of 60°).
 */
export type NetwalkGrid = 'square' | 'hex';

/** Every {@link NetwalkGrid}. */
export const NETWALK_GRIDS: readonly NetwalkGrid[] = Object.freeze(['square', 'hex']);

/**
 * A grid's tile geometry, for the solver's and generator's hot loops: `k` slots per cell (the
 * stride of `neighbors`), the opposite of slot `s` is `(s + half) mod k`, and `rot[m · k + r]`
 * is mask `m` turned `r` steps clockwise (one step is `360° / k`).
 * @internal
 */
export interface Geometry {
  readonly grid: NetwalkGrid;
  readonly k: number;
  readonly half: number;
  /** Every slot's bit: 15 or 63. */
  readonly full: number;
  readonly rot: Uint8Array;
  /** `turns[m]`: how many visibly different orientations mask `m` has (1, 2, 3, 4 or 6). */
  readonly turns: Uint8Array;
  /** `first[set]`: the lowest set bit's index of a set of orientations. */
  readonly first: Int8Array;
}

function geometry(
  grid: NetwalkGrid,
  k: number,
  clockwise: (m: number, r: number) => number,
): Geometry {
  const full = (1 << k) - 1;
  const rot = new Uint8Array((full + 1) * k);
  const turns = new Uint8Array(full + 1);
  for (let m = 0; m <= full; m++) {
    for (let r = 0; r < k; r++) rot[m * k + r] = clockwise(m, r) & full;
    let t = 1;
    while (t < k && rot[m * k + t] !== m) t++;
    turns[m] = t;
  }
  const first = new Int8Array(full + 1).map((_, x) => (x === 0 ? -1 : 31 - Math.clz32(x & -x)));
  return Object.freeze({ grid, k, half: k >> 1, full, rot, turns, first });
}

/** The square grid's geometry (slots numbered clockwise, so a clockwise turn shifts bits up). @internal */
export const SQUARE: Geometry = geometry('square', 4, (m, r) => (m << r) | (m >> (4 - r)));
/** The hex grid's geometry (slots numbered anticlockwise, so a clockwise turn shifts bits down). @internal */
export const HEX: Geometry = geometry('hex', 6, (m, r) => (m >> r) | (m << (6 - r)));

/** The geometry of a grid (a board without one is square). @internal */
export function geometryOf(grid: NetwalkGrid | undefined): Geometry {
  return grid === 'hex' ? HEX : SQUARE;
}

/**
 * A tile mask turned clockwise by steps of its grid: quarter-turns on a square grid, sixths of
 * a turn on a hex grid; negative steps go anticlockwise.
 *
 * @param mask - a tile mask (0–15 square, 0–63 hex).
 * @param steps - any integer.
 * @param grid - the grid (default `square`).
 */
export function rotateTile(mask: number, steps: number, grid: NetwalkGrid = 'square'): number {
  const g = geometryOf(grid);
  return g.rot[(mask & g.full) * g.k + (((steps % g.k) + g.k) % g.k)]!;
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
  return tileKindOn(mask, 'square');
}

/**
 * The kind of a tile on a grid: one pipe is an endpoint, two opposite ones a straight, two
 * others an elbow (on a hex grid a bend of 60° or 120°), three a tee and four or more a cross.
 *
 * @param mask - a tile mask (0–15 square, 0–63 hex).
 * @param grid - the grid (default `square`).
 */
export function tileKindOn(mask: number, grid: NetwalkGrid = 'square'): TileKind {
  const g = geometryOf(grid);
  const m = mask & g.full;
  switch (BITS[m]) {
    case 0:
      return 'empty';
    case 1:
      return 'endpoint';
    case 2:
      // Two pipes face each other when the tile looks the same half a turn round.
      return g.rot[m * g.k + g.half] === m ? 'straight' : 'elbow';
    case 3:
      return 'tee';
    default:
      return 'cross';
  }
}

/** The fewest steps of a grid, either way, from one mask to another, or −1 when none. @internal */
export function stepsApart(g: Geometry, from: number, to: number): number {
  for (let r = 0; r <= g.half; r++) {
    if (g.rot[from * g.k + r] === to || g.rot[from * g.k + ((g.k - r) % g.k)] === to) return r;
  }
  return -1;
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
