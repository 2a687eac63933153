import type { Bounds, Coord, Edge, Point } from '../types.js';

/**
 * One floor of a board, as each grid kind builds it: the adjacency tables plus the geometry.
 * `GridTopology` turns one into a {@link Topology}, stacking copies for floors.
 * @internal
 */
export interface FloorGrid {
  readonly cellCount: number;
  readonly maxSlots: number;
  /** `cellCount × maxSlots`, −1 for no neighbour. */
  readonly neighbors: Int32Array;
  /** Laid out like `neighbors`; −1 where there is no neighbour. */
  readonly opposites: Int8Array;
  /** Per-cell slot counts, or `null` when every cell has `maxSlots`. */
  readonly slotCounts: Uint8Array | null;
  /** Whether a cell has a side on the outer border. */
  isRim(cell: number): boolean;
  center(cell: number): Point;
  edgeOf(cell: number, slot: number): Edge;
  cellAt(point: Point): number;
  bounds(): Bounds;
  coord(cell: number): Coord;
}

/** A straight wall between two points. @internal */
export function segment(ax: number, ay: number, bx: number, by: number): Edge {
  return { kind: 'segment', a: { x: ax, y: ay }, b: { x: bx, y: by } };
}

/** True when any slot of `cell` in a `maxSlots`-wide table leads off the board. @internal */
export function hasBorderSide(
  neighbors: Int32Array,
  maxSlots: number,
  cell: number,
  slotCount: number,
): boolean {
  const row = cell * maxSlots;
  for (let s = 0; s < slotCount; s++) if (neighbors[row + s] === -1) return true;
  return false;
}
