import type { Rng } from '@knossos/random';
import type { Topology } from '@knossos/topology';

/**
 * The graph a carving algorithm works on: playable cells, joined through the sides it may open
 * (base sides between two playable cells; never stairs). Built once per carve, as flat arrays:
 * cell `c` may open `slots[c · maxSlots + i]` for `i < counts[c]`, leading to
 * `targets[c · maxSlots + i]`.
 * @internal
 */
export interface CarveGraph {
  readonly n: number;
  readonly maxSlots: number;
  readonly counts: Uint8Array;
  readonly slots: Int8Array;
  readonly targets: Int32Array;
  readonly playable: Uint8Array;
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
  readonly #topology: Topology;

  constructor(topology: Topology, masks: Uint32Array) {
    this.#topology = topology;
    this.masks = masks;
    this.log = new Int32Array(topology.cellCount);
  }

  /** Opens the side of `cell` that is its `i`-th carvable side in the graph. */
  link(graph: CarveGraph, cell: number, i: number): number {
    const at = cell * graph.maxSlots + i;
    const slot = graph.slots[at]!;
    const other = graph.targets[at]!;
    const t = this.#topology;
    this.masks[cell]! |= 1 << slot;
    this.masks[other]! |= 1 << t.opposites[cell * t.maxSlots + slot]!;
    if (this.length < this.log.length) this.log[this.length++] = cell * t.maxSlots + slot;
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

/** Builds the carve graph of a board's playable cells. @internal */
export function buildGraph(topology: Topology, playable: Uint8Array): CarveGraph {
  const n = topology.cellCount;
  const maxSlots = topology.maxSlots;
  const counts = new Uint8Array(n);
  const slots = new Int8Array(n * maxSlots);
  const targets = new Int32Array(n * maxSlots);
  const neighbors = topology.neighbors;
  const stacked = topology.floors > 1;
  for (let c = 0; c < n; c++) {
    if (!playable[c]) continue;
    const sides = stacked ? topology.base.slotCount(topology.baseCell(c)) : maxSlots;
    let k = 0;
    for (let s = 0; s < sides; s++) {
      const other = neighbors[c * maxSlots + s]!;
      if (other >= 0 && playable[other]) {
        slots[c * maxSlots + k] = s;
        targets[c * maxSlots + k] = other;
        k++;
      }
    }
    counts[c] = k;
  }
  return { n, maxSlots, counts, slots, targets, playable };
}
