import type { Rng } from '@knossos/random';
import type { Topology } from '@knossos/topology';

/**
 * The graph a carving algorithm works on: the board's own neighbour table, read through two
 * filters. A side may be carved when its slot is below the cell's side count (so stairs never
 * are) and the cell across is playable. Nothing is copied per carve.
 * @internal
 */
export interface CarveGraph {
  readonly n: number;
  readonly maxSlots: number;
  /** The topology's neighbour table, `n × maxSlots`, −1 off the board. */
  readonly neighbors: Int32Array;
  /** The topology's opposite-slot table. */
  readonly opposites: Int8Array;
  /** Base sides per cell, or `null` when every slot of every cell is a base side (one floor). */
  readonly sides: Uint8Array | null;
  /** One byte per cell, 1 when playable. */
  readonly playable: Uint8Array;
  /** Whether any cell is not playable. */
  readonly hasHoles: boolean;
}

/** The state value that marks a hole in an algorithm's per-cell state array. @internal */
export const BLOCKED = 255;

/**
 * A per-cell state array for an algorithm, zero for playable cells and {@link BLOCKED} for
 * holes, so the algorithm's own state check also keeps it off holes.
 * @internal
 */
export function stateArray(graph: CarveGraph): Uint8Array {
  const state = new Uint8Array(graph.n);
  if (graph.hasHoles) for (let c = 0; c < graph.n; c++) if (!graph.playable[c]) state[c] = BLOCKED;
  return state;
}

/**
 * Opens sides as an algorithm chooses them: writes both cells' masks and appends the side to a
 * log, which `carveSteps` replays. The log costs one write per opened side.
 * @internal
 */
export class Carver {
  readonly masks: Uint32Array;
  readonly log: Int32Array;
  length = 0;
  readonly #maxSlots: number;
  readonly #opposites: Int8Array;

  constructor(topology: Topology, masks: Uint32Array) {
    this.masks = masks;
    this.log = new Int32Array(topology.cellCount);
    this.#maxSlots = topology.maxSlots;
    this.#opposites = topology.opposites;
  }

  /** Opens side `slot` of `cell`, which leads to `other`; returns `other`. */
  link(cell: number, slot: number, other: number): number {
    const side = cell * this.#maxSlots + slot;
    this.masks[cell]! |= 1 << slot;
    this.masks[other]! |= 1 << this.#opposites[side]!;
    if (this.length < this.log.length) this.log[this.length++] = side;
    return other;
  }
}

/** Signature every carving algorithm has: carve one connected piece, starting at `root`. @internal */
export type Algorithm = (
  graph: CarveGraph,
  piece: Int32Array,
  root: number,
  rng: Rng,
  carver: Carver,
  branchiness: number,
) => void;

/** The carve graph of a board's playable cells. @internal */
export function buildGraph(
  topology: Topology,
  playable: Uint8Array,
  hasHoles: boolean,
): CarveGraph {
  let sides: Uint8Array | null = null;
  if (topology.floors > 1) {
    sides = new Uint8Array(topology.cellCount);
    for (let c = 0; c < topology.cellCount; c++)
      sides[c] = topology.base.slotCount(topology.baseCell(c));
  }
  return {
    n: topology.cellCount,
    maxSlots: topology.maxSlots,
    neighbors: topology.neighbors,
    opposites: topology.opposites,
    sides,
    playable,
    hasHoles,
  };
}

/**
 * Collects the carvable sides of `cell` whose far cell has state `want` in `accept` (an array
 * from {@link stateArray}, so holes never match), each packed as `next · 16 + slot` (slots are
 * below 16), into `out`; returns how many. The one loop every algorithm shares.
 * @internal
 */
export function carvableSides(
  graph: CarveGraph,
  cell: number,
  accept: Uint8Array,
  want: number,
  out: Int32Array,
): number {
  const neighbors = graph.neighbors;
  const maxSlots = graph.maxSlots;
  const end = graph.sides === null ? maxSlots : graph.sides[cell]!;
  const row = cell * maxSlots;
  let k = 0;
  for (let s = 0; s < end; s++) {
    const next = neighbors[row + s]!;
    if (next >= 0 && accept[next] === want) out[k++] = (next << 4) | s;
  }
  return k;
}
