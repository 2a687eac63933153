/** The grids Knossos knows. */
export type TopologyKind = 'square' | 'hex' | 'triangle' | 'circular' | 'torus';

/**
 * What to build: the plain-data description a {@link Topology} is made from, and the form in
 * which puzzles store their board. Fields a kind does not use are ignored.
 */
export interface TopologySpec {
  /** The grid. */
  kind: TopologyKind;
  /** Columns, an integer ≥ 1 (square, hex), ≥ 2 (triangle, torus). */
  width?: number;
  /** Rows, an integer ≥ 1 (square, hex, triangle), ≥ 2 (torus). */
  height?: number;
  /** Rings around the centre cell, an integer 1–4096 (circular): the board's radius in cells. */
  rings?: number;
  /** Cells in the first ring (circular): 0 (the default) means 6, otherwise an integer 3–12. */
  firstRing?: number;
  /** Floors stacked above each other, an integer 1–8 (default 1), joined by stair slots. */
  floors?: number;
}

/**
 * A spec with every field its kind uses filled in: what {@link Topology.spec} returns.
 * `createTopology(t.spec)` rebuilds `t` exactly.
 */
export type ResolvedSpec = ResolvedGridSpec | ResolvedCircularSpec;

/** A resolved square, hex, triangle or torus spec. */
export interface ResolvedGridSpec {
  /** The grid. */
  readonly kind: 'square' | 'hex' | 'triangle' | 'torus';
  /** Columns. */
  readonly width: number;
  /** Rows. */
  readonly height: number;
  /** Floors, 1–8. */
  readonly floors: number;
}

/** A resolved circular spec. */
export interface ResolvedCircularSpec {
  /** The grid. */
  readonly kind: 'circular';
  /** Rings around the centre cell. */
  readonly rings: number;
  /** Cells in the first ring, 3–12 (a requested 0 is resolved to 6). */
  readonly firstRing: number;
  /** Floors, 1–8. */
  readonly floors: number;
}

/** A point in board units: x to the right, y up. */
export interface Point {
  /** Horizontal position, growing to the right. */
  readonly x: number;
  /** Vertical position, growing upwards. */
  readonly y: number;
}

/** A straight wall from `a` to `b`. */
export interface Segment {
  /** Tells the edge kinds apart. */
  readonly kind: 'segment';
  /** One end. */
  readonly a: Point;
  /** The other end. */
  readonly b: Point;
}

/**
 * A circular wall: the arc of radius `radius` around `center` from angle `start` to angle `end`,
 * counter-clockwise, in radians from the positive x axis, with `start < end ≤ start + 2π`.
 */
export interface Arc {
  /** Tells the edge kinds apart. */
  readonly kind: 'arc';
  /** The circle's centre. */
  readonly center: Point;
  /** The circle's radius in board units. */
  readonly radius: number;
  /** Angle where the arc begins, in radians. */
  readonly start: number;
  /** Angle where the arc ends, in radians, counter-clockwise from `start`. */
  readonly end: number;
}

/** The wall on one side of a cell. */
export type Edge = Segment | Arc;

/** An axis-aligned box in board units. */
export interface Bounds {
  /** The lower-left corner. */
  readonly min: Point;
  /** The upper-right corner. */
  readonly max: Point;
}

/**
 * Where a cell sits in its grid: column `x` and row `y` (row 0 at the bottom) on square, hex,
 * triangle and torus boards; index in ring `x` and ring `y` on a circular board (the centre is
 * `{x: 0, y: 0}`). On a board with floors, the coordinate of the cell's base cell.
 */
export interface Coord {
  /** Column, or index within the ring. */
  readonly x: number;
  /** Row, or ring. */
  readonly y: number;
}

/**
 * A grid as a graph of cells and slots. A cell is an integer in `[0, cellCount)`; a slot is one
 * side of a cell, an integer in `[0, slotCount(cell))`. Numbering follows the Knossos
 * conventions (see the package README):
 *
 * - square and torus: cell `y·width + x`, row 0 at the bottom; slots `0 N, 1 E, 2 S, 3 W`;
 * - hex (pointy-top, odd rows shifted half a cell right): cell `y·width + x`; slots
 *   `0 E, 1 NE, 2 NW, 3 W, 4 SW, 5 SE`;
 * - triangle: cell `y·width + x`, pointing up when `x + y` is even; slots `0 left, 1 right,
 *   2 flat side`;
 * - circular: cell 0 is the centre, then each ring counter-clockwise from angle 0; slots
 *   `0 ccw, 1 cw, 2 inward`, then one outward slot per cell of the next ring (one border slot on
 *   the rim); the centre has one slot per first-ring cell;
 * - floors: cell `floor·cellsPerFloor + base`; the base slots, then Up and Down where they exist.
 *
 * Adjacency is precomputed into typed arrays, so {@link Topology.neighbor} is a table read;
 * geometry (centres, walls, point lookup) is computed on demand.
 */
export interface Topology {
  /** The grid kind of every floor. */
  readonly kind: TopologyKind;
  /** The spec this topology was built from, with defaults filled in. */
  readonly spec: ResolvedSpec;
  /** Number of cells, over all floors. */
  readonly cellCount: number;
  /** The largest slot count of any cell; the row length of {@link Topology.neighbors}. */
  readonly maxSlots: number;
  /**
   * The neighbour table: `neighbors[cell · maxSlots + slot]` is the cell across that side, or
   * −1 at the border and for slots past the cell's own slot count. Read-only by contract.
   */
  readonly neighbors: Int32Array;
  /**
   * The opposite-slot table, laid out like {@link Topology.neighbors}: the slot of the neighbour
   * that faces back, or −1 where there is no neighbour. Read-only by contract.
   */
  readonly opposites: Int8Array;
  /** Number of floors, 1–8. */
  readonly floors: number;
  /** Cells on each floor: `cellCount / floors`. */
  readonly cellsPerFloor: number;
  /** One floor of this board as its own topology (this topology itself when it has one floor). */
  readonly base: Topology;
  /**
   * How many sides a cell has, including border sides and stair slots.
   *
   * @param cell - a cell in `[0, cellCount)`; any other value gives 0.
   */
  slotCount(cell: number): number;
  /**
   * The cell across a side, or −1 at the border (and for a cell or slot out of range).
   *
   * @param cell - a cell in `[0, cellCount)`.
   * @param slot - a slot in `[0, slotCount(cell))`.
   */
  neighbor(cell: number, slot: number): number;
  /**
   * The neighbour's slot that faces back across this side, so that
   * `neighbor(neighbor(c, s), oppositeSlot(c, s)) === c`; −1 when there is no neighbour.
   *
   * @param cell - a cell in `[0, cellCount)`.
   * @param slot - a slot in `[0, slotCount(cell))`.
   */
  oppositeSlot(cell: number, slot: number): number;
  /**
   * The slot of `cell` that leads to `other`, or −1 when they are not adjacent.
   *
   * @param cell - a cell in `[0, cellCount)`.
   * @param other - any cell.
   */
  slotTo(cell: number, other: number): number;
  /**
   * The cell's centre in board units. Floors are laid side by side: floor `f` is shifted right
   * by `f × (floor width + 1)`.
   *
   * @param cell - a cell in `[0, cellCount)`.
   * @throws {@link TopologyError} for a cell out of range.
   */
  center(cell: number): Point;
  /**
   * The wall on one side of a cell: a segment, or an arc on a circular board. Both sides of a
   * wall give the same segment (possibly reversed) or the same arc, number for number. On a torus a wrapping side is
   * drawn at the cell's own border, one period away from its twin. Stair slots have no wall:
   * `null`.
   *
   * @param cell - a cell in `[0, cellCount)`.
   * @param slot - a slot in `[0, slotCount(cell))`.
   * @throws {@link TopologyError} for a cell or slot out of range.
   */
  edgeOf(cell: number, slot: number): Edge | null;
  /**
   * The cell under a point, or −1 outside the board (and for non-finite coordinates). Points
   * on a shared wall belong to one of its two cells.
   *
   * @param point - a point in board units.
   */
  cellAt(point: Point): number;
  /** The board's bounding box in board units (all floors). */
  bounds(): Bounds;
  /**
   * Column and row (or index in ring and ring) of a cell's base cell.
   *
   * @param cell - a cell in `[0, cellCount)`.
   * @throws {@link TopologyError} for a cell out of range.
   */
  coord(cell: number): Coord;
  /**
   * Whether the cell lies on the outer border of its floor (one of its base sides leads off the
   * board). Never true on a torus.
   *
   * @param cell - a cell in `[0, cellCount)`.
   */
  isRim(cell: number): boolean;
  /**
   * The floor a cell is on, `0` at the bottom; −1 for a cell out of range.
   *
   * @param cell - a cell in `[0, cellCount)`.
   */
  floorOf(cell: number): number;
  /**
   * The cell's position on its floor: the matching cell of {@link Topology.base}; −1 for a cell
   * out of range.
   *
   * @param cell - a cell in `[0, cellCount)`.
   */
  baseCell(cell: number): number;
  /**
   * The cell at a base position on a floor: `floor · cellsPerFloor + base`.
   *
   * @param floor - a floor in `[0, floors)`.
   * @param base - a base cell in `[0, cellsPerFloor)`.
   * @throws {@link TopologyError} when either is out of range.
   */
  at(floor: number, base: number): number;
  /**
   * The slot that leads to the same base cell one floor up, or −1 on the top floor.
   *
   * @param cell - a cell in `[0, cellCount)`.
   */
  upSlot(cell: number): number;
  /**
   * The slot that leads to the same base cell one floor down, or −1 on the ground floor.
   *
   * @param cell - a cell in `[0, cellCount)`.
   */
  downSlot(cell: number): number;
  /**
   * Whether a slot is a stair slot (Up or Down) rather than a side of the base grid.
   *
   * @param cell - a cell in `[0, cellCount)`.
   * @param slot - any slot number.
   */
  isStairSlot(cell: number, slot: number): boolean;
}
