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
  /** Scratch arrays shared by every piece of one carve. */
  readonly work: Workspace;
}

/**
 * Per-cell scratch arrays for the algorithms, made once per carve and shared by its pieces. That
 * is safe because pieces are disjoint and an algorithm only touches the cells of its own piece,
 * and it keeps a board of many small pieces from allocating a whole board's arrays per piece.
 * @internal
 */
export class Workspace {
  readonly #graph: CarveGraph;
  readonly #states: Uint8Array[] = [];
  readonly #ints: Int32Array[] = [];

  constructor(graph: CarveGraph) {
    this.#graph = graph;
  }

  /** State array `i`: 0 for playable cells and {@link BLOCKED} for holes when first made. */
  state(i: number): Uint8Array {
    let state = this.#states[i];
    if (!state) {
      const { n, playable, hasHoles } = this.#graph;
      state = new Uint8Array(n);
      if (hasHoles) for (let c = 0; c < n; c++) if (!playable[c]) state[c] = BLOCKED;
      this.#states[i] = state;
    }
    return state;
  }

  /** Integer array `i`, one entry per cell, for stacks, lists and links. */
  ints(i: number): Int32Array {
    let ints = this.#ints[i];
    if (!ints) {
      ints = new Int32Array(this.#graph.n);
      this.#ints[i] = ints;
    }
    return ints;
  }
}

/** The state value that marks a hole in an algorithm's per-cell state array. @internal */
export const BLOCKED = 255;

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

  /** @param capacity - sides the log can hold; 0 when nobody will replay the carving. */
  constructor(topology: Topology, masks: Uint32Array, capacity: number) {
    this.masks = masks;
    this.log = new Int32Array(capacity);
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
  const graph = {
    n: topology.cellCount,
    maxSlots: topology.maxSlots,
    neighbors: topology.neighbors,
    opposites: topology.opposites,
    sides,
    playable,
    hasHoles,
  } as { -readonly [K in keyof CarveGraph]: CarveGraph[K] };
  graph.work = new Workspace(graph);
  return graph;
}

/**
 * Collects the carvable sides of `cell` whose far cell has state `want` in `accept` (a
 * {@link Workspace} state array, so holes never match), each packed as `next · 16 + slot` (slots are
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
