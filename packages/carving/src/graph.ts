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
 * Per-cell scratch arrays for the algorithms. They are kept with the board (see {@link scratchOf})
 * and shared by every piece of one carve: pieces are disjoint and an algorithm only touches the
 * cells of its own piece, so a board of many small pieces never allocates a whole board's arrays
 * per piece, and a batch carving the same board again allocates nothing here at all.
 * @internal
 */
export class Workspace {
  readonly #graph: CarveGraph;
  readonly #scratch: Scratch;
  /** Which state arrays were cleared for this carve. */
  readonly #cleared: boolean[] = [];
  /** Which integer arrays were filled for this carve. */
  readonly #filled: boolean[] = [];

  constructor(graph: CarveGraph, scratch: Scratch) {
    this.#graph = graph;
    this.#scratch = scratch;
  }

  /** State array `i`: 0 for playable cells and {@link BLOCKED} for holes at its first use. */
  state(i: number): Uint8Array {
    const { n, playable, hasHoles } = this.#graph;
    let state = this.#scratch.states[i];
    if (!state) {
      state = new Uint8Array(n);
      this.#scratch.states[i] = state;
    } else if (!this.#cleared[i]) state.fill(0);
    if (!this.#cleared[i] && hasHoles) {
      for (let c = 0; c < n; c++) if (!playable[c]) state[c] = BLOCKED;
    }
    this.#cleared[i] = true;
    return state;
  }

  /** Integer array `i`, one entry per cell, for stacks, lists and links; not cleared. */
  ints(i: number): Int32Array {
    let ints = this.#scratch.ints[i];
    if (!ints) {
      ints = new Int32Array(this.#graph.n);
      this.#scratch.ints[i] = ints;
    }
    return ints;
  }

  /**
   * Integer array `i` (as {@link ints}) with every entry set to `value` at its first use in this
   * carve, for per-cell records that neighbouring holes must read as empty too.
   */
  filledInts(i: number, value: number): Int32Array {
    const ints = this.ints(i);
    if (this.#filled[i] !== true) {
      ints.fill(value);
      this.#filled[i] = true;
    }
    return ints;
  }

  /** Slot-mask array `i`, one 16-bit mask per cell; not cleared. */
  slotMasks(i: number): Uint16Array {
    let masks = this.#scratch.slotMasks[i];
    if (!masks) {
      masks = new Uint16Array(this.#graph.n);
      this.#scratch.slotMasks[i] = masks;
    }
    return masks;
  }

  /** Every cell's carvable sides on the board without holes, as slot masks. Read only. */
  openMasks(): Uint16Array {
    if (this.#scratch.openMasks === null) {
      const { n, neighbors, maxSlots, sides } = this.#graph;
      const masks = new Uint16Array(n);
      for (let cell = 0; cell < n; cell++) {
        const end = sides === null ? maxSlots : sides[cell]!;
        for (let s = 0; s < end; s++)
          if (neighbors[cell * maxSlots + s]! >= 0) masks[cell]! |= 1 << s;
      }
      this.#scratch.openMasks = masks;
    }
    return this.#scratch.openMasks;
  }

  /**
   * Every cell's sides as one packed row of {@link linkStride} entries, `neighbour · 32 +
   * opposite slot`, for the hottest loops: one load gives both ends of a side. A slot that is not
   * a carvable side (off the board, a stair, or padding past `maxSlots`) links the cell to itself
   * with opposite slot {@link NO_SIDE}, so clearing that bit from a mask changes nothing and a loop
   * over a row needs no test. Listed at the first call and kept with the board. Read only.
   */
  links(): Int32Array {
    if (this.#scratch.links === null) {
      const { n, neighbors, opposites, maxSlots, sides } = this.#graph;
      const stride = linkStride(maxSlots);
      const links = new Int32Array(n * stride);
      for (let cell = 0; cell < n; cell++) {
        const end = sides === null ? maxSlots : sides[cell]!;
        for (let s = 0; s < stride; s++) {
          const other = s < end ? neighbors[cell * maxSlots + s]! : -1;
          links[cell * stride + s] =
            other >= 0 ? other * 32 + opposites[cell * maxSlots + s]! : cell * 32 + NO_SIDE;
        }
      }
      this.#scratch.links = links;
    }
    return this.#scratch.links;
  }

  /**
   * The walls inside a whole floor (`piece` is every cell of one floor, in order), each once as
   * `cell · 16 + slot` from its lower cell, listed at the first call and kept with the board.
   */
  floorWalls(piece: Int32Array): Int32Array {
    const first = piece[0]!;
    let walls = this.#scratch.floorWalls.get(first);
    if (!walls) {
      const { neighbors, maxSlots, sides } = this.#graph;
      const list: number[] = [];
      for (let i = 0; i < piece.length; i++) {
        const cell = piece[i]!;
        const end = sides === null ? maxSlots : sides[cell]!;
        for (let s = 0; s < end; s++) {
          if (neighbors[cell * maxSlots + s]! > cell) list.push((cell << 4) | s);
        }
      }
      walls = Int32Array.from(list);
      this.#scratch.floorWalls.set(first, walls);
    }
    return walls;
  }

  /** An integer array with one entry per side (`n × maxSlots`), for lists of walls; not cleared. */
  sides(): Int32Array {
    this.#scratch.sides ??= new Int32Array(this.#graph.n * this.#graph.maxSlots);
    return this.#scratch.sides;
  }
}

/** What a board keeps between carves: scratch arrays and the lists every carve of it reads. @internal */
export interface Scratch {
  readonly states: Uint8Array[];
  readonly ints: Int32Array[];
  sides: Int32Array | null;
  /** Every cell playable: 1 per cell. Read only. */
  allPlayable: Uint8Array | null;
  /** Each floor's cells in order. Read only. */
  floorCells: Int32Array[] | null;
  /** Boards with floors: each cell's base side count. Read only. */
  baseSides: Uint8Array | null;
  /** Each cell's sides that lead to another cell, as slot masks. Read only. */
  openMasks: Uint16Array | null;
  /** Each cell's sides packed with their far ends (see {@link Workspace.links}). Read only. */
  links: Int32Array | null;
  readonly slotMasks: Uint16Array[];
  /** Each floor's walls, by the floor's first cell. Read only. */
  readonly floorWalls: Map<number, Int32Array>;
}

const SCRATCH = new WeakMap<Topology, Scratch>();

/**
 * The scratch arrays kept with a board, made at its first carve and dropped with the board. They
 * hold at most about 26 + 6·maxSlots + 4·linkStride(maxSlots) bytes per cell once every
 * algorithm has carved the board (66 on a square board: 2.6 MB for 200 × 200).
 * Carving is synchronous and nothing it calls can carve again, so one set per board is enough.
 * @internal
 */
export function scratchOf(topology: Topology): Scratch {
  let scratch = SCRATCH.get(topology);
  if (!scratch) {
    scratch = {
      states: [],
      ints: [],
      sides: null,
      allPlayable: null,
      floorCells: null,
      baseSides: null,
      openMasks: null,
      links: null,
      slotMasks: [],
      floorWalls: new Map(),
    };
    SCRATCH.set(topology, scratch);
  }
  return scratch;
}

/**
 * Entries per cell in {@link Workspace.links}: `maxSlots` rounded up to a multiple of 4, so a loop
 * over a row can take four entries at a time. @internal
 */
export function linkStride(maxSlots: number): number {
  return (maxSlots + 3) & ~3;
}

/**
 * The opposite slot of a link that is not a side: past every slot mask (masks have at most 16
 * bits), so clearing it leaves any mask as it was. @internal
 */
export const NO_SIDE = 16;

/** The state value that marks a hole in an algorithm's per-cell state array. @internal */
export const BLOCKED = 255;

/**
 * Opens sides as an algorithm chooses them: writes both cells' masks and appends the side to a
 * log, which `carveSteps` replays. The log costs one write per opened side.
 * @internal
 */
export class Carver {
  readonly masks: Uint16Array;
  readonly log: Int32Array;
  length = 0;
  readonly #maxSlots: number;
  readonly #opposites: Int8Array;

  /** @param capacity - sides the log can hold; 0 when nobody will replay the carving. */
  constructor(topology: Topology, masks: Uint16Array, capacity: number) {
    this.masks = masks;
    this.log = new Int32Array(capacity);
    this.#maxSlots = topology.maxSlots;
    this.#opposites = topology.opposites;
  }

  /** Whether sides are being logged (for `carveSteps`). */
  get recording(): boolean {
    return this.log.length > 0;
  }

  /**
   * Logs a side an algorithm opened itself, writing the masks in its own loop (the hottest
   * loops do, so the engine keeps its inlining budget for the random draws).
   */
  note(side: number): void {
    if (this.length < this.log.length) this.log[this.length++] = side;
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
  const scratch = scratchOf(topology);
  let sides: Uint8Array | null = null;
  if (topology.floors > 1) {
    if (scratch.baseSides === null) {
      scratch.baseSides = new Uint8Array(topology.cellCount);
      for (let c = 0; c < topology.cellCount; c++)
        scratch.baseSides[c] = topology.base.slotCount(topology.baseCell(c));
    }
    sides = scratch.baseSides;
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
  graph.work = new Workspace(graph, scratch);
  return graph;
}

/**
 * 1 when `x` (a byte, 0–255) is 0, else 0, without a branch. Where a test of the cell beyond a
 * side is a coin toss the processor cannot predict (Prim listing walls), writing a candidate
 * always and counting it with this costs less than the mispredicted jumps. (Where the answer is
 * mostly the same, as in a depth-first walk, the plain branch is faster.)
 * @internal
 */
export function isZero(x: number): number {
  return ((x + 255) >> 8) ^ 1;
}

/** Masks up to this many sides are read through the tables below. @internal */
export const TABLE_SIDES = 6;
/** Set bits in each 6-bit mask. @internal */
export const BIT_COUNT: Uint8Array = Uint8Array.from({ length: 64 }, (_, m) => {
  let count = 0;
  for (let b = m; b !== 0; b &= b - 1) count++;
  return count;
});
/** `BIT_SELECT[mask · 8 + i]`: the position of the `i`-th set bit of a 6-bit mask. @internal */
export const BIT_SELECT: Uint8Array = (() => {
  const table = new Uint8Array(64 * 8);
  for (let m = 0; m < 64; m++) {
    let i = 0;
    for (let b = 0; b < 6; b++) if ((m >> b) & 1) table[m * 8 + i++] = b;
  }
  return table;
})();

/**
 * For each cell of `piece`, the slots that lead to an unvisited playable cell (`state` 0), as
 * a bitmask, into `free`. An algorithm keeps it current with {@link markVisited}.
 * @internal
 */
export function freeSides(
  graph: CarveGraph,
  piece: Int32Array,
  state: Uint8Array,
  free: Uint16Array,
): void {
  if (!graph.hasHoles) {
    // Without holes a piece is a whole floor, cells in order, and every board keeps its masks.
    const first = piece[0]!;
    free.set(graph.work.openMasks().subarray(first, first + piece.length), first);
    return;
  }
  maskFree(graph, piece, state, free);
}

/** {@link freeSides}, computed. */
function maskFree(graph: CarveGraph, piece: Int32Array, state: Uint8Array, free: Uint16Array) {
  const { neighbors, maxSlots, sides } = graph;
  for (let i = 0; i < piece.length; i++) {
    const cell = piece[i]!;
    const end = sides === null ? maxSlots : sides[cell]!;
    const row = cell * maxSlots;
    let mask = 0;
    for (let s = 0; s < end; s++) {
      const next = neighbors[row + s]!;
      if (next >= 0 && state[next] === 0) mask |= 1 << s;
    }
    free[cell] = mask;
  }
}

/** Marks `cell` visited and takes it out of its neighbours' {@link freeSides} masks. @internal */
export function markVisited(
  graph: CarveGraph,
  cell: number,
  state: Uint8Array,
  free: Uint16Array,
): void {
  const { neighbors, opposites, maxSlots, sides } = graph;
  state[cell] = 1;
  const end = sides === null ? maxSlots : sides[cell]!;
  const row = cell * maxSlots;
  for (let s = 0; s < end; s++) {
    const next = neighbors[row + s]!;
    if (next >= 0) free[next]! &= ~(1 << opposites[row + s]!);
  }
}

/**
 * A uniformly random set bit of a non-empty slot mask: the `i`-th from the lowest, with `i`
 * drawn below the count when there are two or more (none drawn for one). `small` says every
 * mask fits the tables ({@link TABLE_SIDES}).
 * @internal
 */
export function randomBit(mask: number, small: boolean, rng: Rng): number {
  if (small) {
    const count = BIT_COUNT[mask]!;
    return BIT_SELECT[(mask << 3) | (count === 1 ? 0 : rng.below(count))]!;
  }
  let count = 0;
  for (let m = mask; m !== 0; m &= m - 1) count++;
  let m = mask;
  for (let k = count === 1 ? 0 : rng.below(count); k > 0; k--) m &= m - 1;
  return 31 - Math.clz32(m & -m);
}
