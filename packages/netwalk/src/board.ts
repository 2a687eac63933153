import { createTopology, type Topology } from '@knossos/topology';
import type { Puzzle } from './deduce.js';
import { NetwalkError } from './errors.js';
import { type Geometry, geometryOf, NETWALK_GRIDS, type NetwalkGrid } from './masks.js';

/**
 * How a board's edges behave and what a win is:
 * - `bounded`: the outer border is closed; the solution is a spanning tree (no loops);
 * - `torus`: the board wraps round left–right and top–bottom; a spanning tree;
 * - `classic`: bounded, with extra links that close loops; loops are allowed in a win.
 */
export type NetwalkMode = 'bounded' | 'torus' | 'classic';

/** Every {@link NetwalkMode}. */
export const NETWALK_MODES: readonly NetwalkMode[] = Object.freeze(['bounded', 'torus', 'classic']);

/**
 * A Netwalk board: the solved network, how far each tile is turned away from it, and the
 * server. Cells are numbered `y · width + x` with row 0 at the bottom, as on every Knossos
 * square grid; masks are slot bits `N = 1, E = 2, S = 4, W = 8`.
 */
export interface NetwalkBoard {
  /** Columns, 2–{@link NETWALK_LIMITS}.maxSide. */
  readonly width: number;
  /** Rows, 2–{@link NETWALK_LIMITS}.maxSide. */
  readonly height: number;
  /** See {@link NetwalkMode}. */
  readonly mode: NetwalkMode;
  /**
   * The grid: `square` (the default when left out) or `hex` (see `NetwalkGrid`). A hex board is
   * bounded or classic: the hex topology does not wrap.
   */
  readonly grid?: NetwalkGrid;
  /** The server's cell: where the flood fill of a game starts; its tile has a pipe. */
  readonly server: number;
  /**
   * The solved mask of every cell (`width · height` entries, 0–15). A 0 is an empty cell (no
   * pipe; it never turns and the network goes round it); every other opening is matched by the
   * neighbour's, and every tile with a pipe is reached from the server.
   */
  readonly solution: Uint8Array;
  /**
   * The scramble: clockwise quarter-turns (0–3) from each solved mask to the tile as the
   * puzzle starts, so the start shows `rotateMask(solution[c], offsets[c])`.
   */
  readonly offsets: Uint8Array;
  /**
   * Walls no pipe may cross (Tatham's barriers), as slot bits per cell; written on both sides
   * of each wall. Generated boards have them with the `barriers` setting (all zero by default).
   * The closed outer border of bounded and classic boards is implied, not stored here.
   */
  readonly barriers: Uint8Array;
  /** The solver proved the stored solution is the only one (by deduction or exhaustive search). */
  readonly unique: boolean;
  /** The seed the board was generated from (`null` for an imported board). */
  readonly seed: string | null;
  /** Anything worth knowing: settings clamped, uniqueness given up, an ID that had no unique solution. */
  readonly notes: readonly string[];
}

/** Board limits: sides 2–128 (a 128 × 128 board has 16,384 tiles). */
export const NETWALK_LIMITS: {
  /** The smallest side. */
  readonly minSide: 2;
  /** The largest side. */
  readonly maxSide: 128;
} = Object.freeze({ minSide: 2, maxSide: 128 });

/** Whether a mode's board wraps round. */
export function wraps(mode: NetwalkMode): boolean {
  return mode === 'torus';
}

/** Whether a mode's solutions are trees (loops lose). */
export function treeMode(mode: NetwalkMode): boolean {
  return mode !== 'classic';
}

/** The last few topologies made, so play and solving on one board build its grid once. */
const recent = new Map<string, Topology>();

/** The board's grid as a Knossos topology (square, torus when it wraps, or hex). @internal */
export function topologyOf(
  width: number,
  height: number,
  mode: NetwalkMode,
  grid: NetwalkGrid = 'square',
): Topology {
  const kind = grid === 'hex' ? 'hex' : wraps(mode) ? 'torus' : 'square';
  const key = `${kind} ${width} ${height}`;
  let t = recent.get(key);
  if (t === undefined) {
    t = createTopology({ kind, width, height });
    if (recent.size >= 8) recent.delete(recent.keys().next().value!);
    recent.set(key, t);
  }
  return t;
}

/**
 * The mask of every cell as the puzzle starts (the solution turned by the offsets).
 *
 * @throws {@link NetwalkError} for a malformed board.
 */
export function startMasks(board: NetwalkBoard): Uint8Array {
  checkBoard(board);
  return shownAtStart(board);
}

/** {@link startMasks} for a board already checked. @internal */
export function shownAtStart(board: NetwalkBoard): Uint8Array {
  const masks = new Uint8Array(board.solution.length);
  const g = geometryOf(board.grid);
  for (let c = 0; c < masks.length; c++)
    masks[c] = g.rot[board.solution[c]! * g.k + board.offsets[c]!]!;
  return masks;
}

/** The centre cell Tatham's Net puts the server on: column `⌊W/2⌋`, row `⌊H/2⌋` from the top. */
export function centreCell(width: number, height: number): number {
  return (height - 1 - (height >> 1)) * width + (width >> 1);
}

/**
 * Checks that a value has the shape of a {@link NetwalkBoard} (sizes, array lengths, mask and
 * offset ranges, a server on the board on a tile with a pipe, barriers written on both sides)
 * and returns its topology. It does not check how the solution fits together; `validate`
 * does.
 *
 * @throws {@link NetwalkError} naming the first field that is wrong.
 */
export function checkBoard(board: NetwalkBoard): Topology {
  if (board === null || typeof board !== 'object') {
    throw new NetwalkError('board', `a board must be an object (got ${String(board)})`);
  }
  const { width, height, mode } = board;
  for (const [field, side] of [
    ['width', width],
    ['height', height],
  ] as const) {
    if (!Number.isInteger(side) || side < NETWALK_LIMITS.minSide || side > NETWALK_LIMITS.maxSide) {
      throw new NetwalkError(
        field,
        `${field} must be an integer ${NETWALK_LIMITS.minSide}–${NETWALK_LIMITS.maxSide} (got ${String(side)})`,
      );
    }
  }
  if (!NETWALK_MODES.includes(mode)) {
    throw new NetwalkError('mode', `mode must be bounded, torus or classic (got ${String(mode)})`);
  }
  const grid = board.grid ?? 'square';
  if (!NETWALK_GRIDS.includes(grid)) {
    throw new NetwalkError('grid', `grid must be square or hex (got ${String(grid)})`);
  }
  if (grid === 'hex' && mode === 'torus') {
    throw new NetwalkError(
      'mode',
      'a hex board cannot be a torus: the hex grid does not wrap; use bounded or classic',
    );
  }
  const g: Geometry = geometryOf(grid);
  const n = width * height;
  for (const field of ['solution', 'offsets', 'barriers'] as const) {
    const array = board[field];
    if (!(array instanceof Uint8Array) || array.length !== n) {
      throw new NetwalkError(field, `${field} must be a Uint8Array of ${n} entries (one per cell)`);
    }
  }
  if (!Number.isInteger(board.server) || board.server < 0 || board.server >= n) {
    throw new NetwalkError(
      'server',
      `server must be a cell 0–${n - 1} (got ${String(board.server)})`,
    );
  }
  if (!Array.isArray(board.notes) || board.notes.some((note) => typeof note !== 'string')) {
    throw new NetwalkError('notes', 'notes must be an array of strings');
  }
  if (board.solution[board.server] === 0) {
    throw new NetwalkError(
      'server',
      `server is cell ${board.server}, which is empty: the server's tile must have a pipe`,
    );
  }
  const t = topologyOf(width, height, mode, grid);
  const { k, full } = g;
  for (let c = 0; c < n; c++) {
    if (board.solution[c]! > full) {
      throw new NetwalkError(
        `solution[${c}]`,
        `solution[${c}] must be a mask 0–${full} (got ${board.solution[c]})`,
      );
    }
    if (board.offsets[c]! >= k) {
      throw new NetwalkError(
        `offsets[${c}]`,
        `offsets[${c}] must be 0–${k - 1} ${k === 4 ? 'quarter-turns' : 'sixths of a turn'} (got ${board.offsets[c]})`,
      );
    }
    const walls = board.barriers[c]!;
    if (walls > full) {
      throw new NetwalkError(
        `barriers[${c}]`,
        `barriers[${c}] must be a mask 0–${full} (got ${walls})`,
      );
    }
    for (let s = 0; s < k; s++) {
      if (!((walls >> s) & 1)) continue;
      const other = t.neighbors[c * k + s]!;
      if (other >= 0 && !((board.barriers[other]! >> ((s + g.half) % k)) & 1)) {
        throw new NetwalkError(
          `barriers[${c}]`,
          `barriers[${c}] walls slot ${s}, but cell ${other} does not wall the same edge`,
        );
      }
    }
  }
  return t;
}

/**
 * The puzzle the solver sees of masks on a topology (as generation proves them: no width or
 * height needed). @internal
 */
export function puzzleFor(
  t: Topology,
  tiles: Uint8Array,
  barriers: Uint8Array,
  tree: boolean,
): Puzzle {
  return {
    width: 0,
    height: 0,
    neighbors: t.neighbors,
    geometry: geometryFor(t),
    tiles,
    barriers,
    tree,
  };
}

/** The tile geometry of a board's topology: hex for six slots a cell, else square. @internal */
export function geometryFor(t: Topology): Geometry {
  return geometryOf(t.maxSlots === 6 ? 'hex' : 'square');
}
