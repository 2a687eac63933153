import { TopologyError } from './errors.js';
import type { FloorGrid } from './grids/floor-grid.js';
import type { Bounds, Coord, Edge, Point, ResolvedSpec, Topology, TopologyKind } from './types.js';

/**
 * The one implementation of {@link Topology}: a floor grid, stacked `floors` times. With one floor
 * its tables are the grid's own; with more, each cell gets the base slots and then its Up and Down
 * stair slots, and floors are drawn side by side, 1 unit apart.
 * @internal
 */
export class GridTopology implements Topology {
  readonly kind: TopologyKind;
  readonly spec: ResolvedSpec;
  readonly cellCount: number;
  readonly maxSlots: number;
  readonly neighbors: Int32Array;
  readonly opposites: Int8Array;
  readonly floors: number;
  readonly cellsPerFloor: number;
  readonly base: Topology;
  readonly #grid: FloorGrid;
  readonly #slotCounts: Uint8Array | null;
  /** Horizontal distance from one floor's drawing to the next. */
  readonly #floorStep: number;

  constructor(spec: ResolvedSpec, grid: FloorGrid) {
    this.kind = spec.kind;
    this.spec = spec;
    this.#grid = grid;
    this.floors = spec.floors;
    this.cellsPerFloor = grid.cellCount;
    this.cellCount = grid.cellCount * spec.floors;
    const box = grid.bounds();
    this.#floorStep = box.max.x - box.min.x + 1;
    if (spec.floors === 1) {
      this.maxSlots = grid.maxSlots;
      this.neighbors = grid.neighbors;
      this.opposites = grid.opposites;
      this.#slotCounts = grid.slotCounts;
      this.base = this;
    } else {
      const stacked = stackFloors(grid, spec.floors);
      this.maxSlots = stacked.maxSlots;
      this.neighbors = stacked.neighbors;
      this.opposites = stacked.opposites;
      this.#slotCounts = stacked.slotCounts;
      this.base = new GridTopology(Object.freeze({ ...spec, floors: 1 }), grid);
    }
  }

  slotCount(cell: number): number {
    if (!this.#has(cell)) return 0;
    return this.#slotCounts === null ? this.maxSlots : this.#slotCounts[cell]!;
  }

  neighbor(cell: number, slot: number): number {
    const i = this.#sideIndex(cell, slot);
    return i < 0 ? -1 : this.neighbors[i]!;
  }

  oppositeSlot(cell: number, slot: number): number {
    const i = this.#sideIndex(cell, slot);
    return i < 0 ? -1 : this.opposites[i]!;
  }

  slotTo(cell: number, other: number): number {
    if (!this.#has(cell) || other < 0) return -1;
    const row = cell * this.maxSlots;
    for (let s = 0; s < this.maxSlots; s++) if (this.neighbors[row + s] === other) return s;
    return -1;
  }

  center(cell: number): Point {
    this.#check(cell);
    const c = this.#grid.center(cell % this.cellsPerFloor);
    const dx = this.floorOf(cell) * this.#floorStep;
    return dx === 0 ? c : { x: c.x + dx, y: c.y };
  }

  edgeOf(cell: number, slot: number): Edge | null {
    this.#check(cell);
    if (!Number.isInteger(slot) || slot < 0 || slot >= this.slotCount(cell)) {
      throw new TopologyError(
        'slot',
        `slot ${slot} is out of range for cell ${cell} (0–${this.slotCount(cell) - 1})`,
      );
    }
    if (this.isStairSlot(cell, slot)) return null;
    // A wall is computed once, by the lower-numbered of its two cells, so both sides get the
    // very same numbers (not merely equal to rounding). A torus's wrapping sides are the
    // exception: each side is drawn at its own border.
    const base = cell % this.cellsPerFloor;
    const row = base * this.#grid.maxSlots + slot;
    const other = this.kind === 'torus' ? -1 : this.#grid.neighbors[row]!;
    const edge =
      other >= 0 && other < base
        ? this.#grid.edgeOf(other, this.#grid.opposites[row]!)
        : this.#grid.edgeOf(base, slot);
    const dx = this.floorOf(cell) * this.#floorStep;
    if (dx === 0) return edge;
    if (edge.kind === 'arc')
      return { ...edge, center: { x: edge.center.x + dx, y: edge.center.y } };
    return { ...edge, a: { x: edge.a.x + dx, y: edge.a.y }, b: { x: edge.b.x + dx, y: edge.b.y } };
  }

  cellAt(point: Point): number {
    const { min, max } = this.bounds();
    // Also rejects NaN and infinities, before any grid arithmetic can run away with them.
    if (!(point.x >= min.x && point.x <= max.x && point.y >= min.y && point.y <= max.y)) return -1;
    const box = this.#grid.bounds();
    const floor = Math.floor((point.x - box.min.x) / this.#floorStep);
    if (floor < 0 || floor >= this.floors) return -1;
    const dx = floor * this.#floorStep;
    const cell = this.#grid.cellAt(dx === 0 ? point : { x: point.x - dx, y: point.y });
    return cell === -1 ? -1 : floor * this.cellsPerFloor + cell;
  }

  bounds(): Bounds {
    const box = this.#grid.bounds();
    if (this.floors === 1) return box;
    return {
      min: box.min,
      max: { x: box.max.x + (this.floors - 1) * this.#floorStep, y: box.max.y },
    };
  }

  coord(cell: number): Coord {
    this.#check(cell);
    return this.#grid.coord(cell % this.cellsPerFloor);
  }

  isRim(cell: number): boolean {
    return this.#has(cell) && this.#grid.isRim(cell % this.cellsPerFloor);
  }

  floorOf(cell: number): number {
    return this.#has(cell) ? Math.floor(cell / this.cellsPerFloor) : -1;
  }

  baseCell(cell: number): number {
    return this.#has(cell) ? cell % this.cellsPerFloor : -1;
  }

  at(floor: number, base: number): number {
    if (!Number.isInteger(floor) || floor < 0 || floor >= this.floors) {
      throw new TopologyError('floor', `floor ${floor} is out of range (0–${this.floors - 1})`);
    }
    if (!Number.isInteger(base) || base < 0 || base >= this.cellsPerFloor) {
      throw new TopologyError(
        'base',
        `base cell ${base} is out of range (0–${this.cellsPerFloor - 1})`,
      );
    }
    return floor * this.cellsPerFloor + base;
  }

  upSlot(cell: number): number {
    if (!this.#has(cell) || this.floorOf(cell) === this.floors - 1) return -1;
    return this.#baseSlotCount(cell);
  }

  downSlot(cell: number): number {
    if (!this.#has(cell) || this.floorOf(cell) === 0) return -1;
    return this.#baseSlotCount(cell) + (this.floorOf(cell) < this.floors - 1 ? 1 : 0);
  }

  isStairSlot(cell: number, slot: number): boolean {
    return (
      this.floors > 1 &&
      this.#has(cell) &&
      Number.isInteger(slot) &&
      slot >= this.#baseSlotCount(cell) &&
      slot < this.slotCount(cell)
    );
  }

  #baseSlotCount(cell: number): number {
    const slots = this.#grid.slotCounts;
    return slots === null ? this.#grid.maxSlots : slots[cell % this.cellsPerFloor]!;
  }

  /** The table index of a side, or −1 when the cell or slot is out of range. */
  #sideIndex(cell: number, slot: number): number {
    // `x >>> 0 !== x` rejects negatives, fractions and non-numbers in one compare.
    const bad =
      cell >>> 0 !== cell || cell >= this.cellCount || slot >>> 0 !== slot || slot >= this.maxSlots;
    return bad ? -1 : cell * this.maxSlots + slot;
  }

  #has(cell: number): boolean {
    return Number.isInteger(cell) && cell >= 0 && cell < this.cellCount;
  }

  #check(cell: number): void {
    if (!this.#has(cell)) {
      throw new TopologyError('cell', `cell ${cell} is out of range (0–${this.cellCount - 1})`);
    }
  }
}

/** Tables for `floors` copies of a grid joined by stair slots after each cell's base slots. */
function stackFloors(grid: FloorGrid, floors: number) {
  const n = grid.cellCount;
  const stairs = floors >= 3 ? 2 : 1;
  const maxSlots = grid.maxSlots + stairs;
  const neighbors = new Int32Array(n * floors * maxSlots).fill(-1);
  const opposites = new Int8Array(n * floors * maxSlots).fill(-1);
  const slotCounts = new Uint8Array(n * floors);
  const baseCount = (b: number) => (grid.slotCounts === null ? grid.maxSlots : grid.slotCounts[b]!);
  for (let f = 0; f < floors; f++) {
    const hasUp = f < floors - 1;
    const hasDown = f > 0;
    for (let b = 0; b < n; b++) {
      const cell = f * n + b;
      const sc = baseCount(b);
      const from = b * grid.maxSlots;
      const to = cell * maxSlots;
      for (let s = 0; s < sc; s++) {
        const other = grid.neighbors[from + s]!;
        neighbors[to + s] = other === -1 ? -1 : f * n + other;
        opposites[to + s] = grid.opposites[from + s]!;
      }
      let slot = sc;
      if (hasUp) {
        neighbors[to + slot] = cell + n;
        // The cell above is a middle floor (Up then Down) unless it is the top floor (Down only).
        opposites[to + slot] = f + 1 < floors - 1 ? sc + 1 : sc;
        slot++;
      }
      if (hasDown) {
        neighbors[to + slot] = cell - n;
        opposites[to + slot] = sc; // the cell below always has Up first
        slot++;
      }
      slotCounts[cell] = slot;
    }
  }
  return { maxSlots, neighbors, opposites, slotCounts };
}
