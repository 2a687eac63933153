import { popcount } from '@knossos/core';
import { createTopology, type Topology, type TopologySpec } from '@knossos/topology';
import { CarvingError } from './errors.js';

/**
 * A weave crossing: a passage from cell `a` to cell `c` runs under cell `over`, a straight
 * corridor whose own passage crosses it at right angles. `a` and `c` are `over`'s neighbours on
 * opposite sides.
 */
export interface Tunnel {
  /** The corridor cell the tunnel passes under. */
  readonly over: number;
  /** One end of the tunnel. */
  readonly a: number;
  /** The other end. */
  readonly c: number;
}

/**
 * The open sides of every cell of a board: the maze itself. A side is open in both of its cells
 * or in neither. Stairs (on boards with floors) are ordinary slots; weave crossings are tunnels,
 * kept apart from the open sides because a tunnel's two ends are not neighbours.
 */
export interface Passages {
  /** The board. */
  readonly topology: Topology;
  /**
   * One bitmask per cell: bit `s` is set when slot `s` is open (slots are below 16 on every
   * board: at most 12 sides and 2 stairs). Read-only by contract: change it
   * through {@link Passages.open} and {@link Passages.close}, which keep both sides in step.
   */
  readonly masks: Uint16Array;
  /** One byte per cell: 1 for a hole (a cell removed from the board), 0 for a playable cell. */
  readonly holes: Uint8Array;
  /** The weave crossings, in the order they were added. */
  readonly tunnels: readonly Tunnel[];
  /**
   * What the steps that built these passages adjusted or could not do, each note starting with
   * the setting it is about (`"Rooms: …"`).
   */
  readonly notes: string[];
  /**
   * Whether a side is open (a tunnel entrance is not: see {@link Passages.isTunnel}).
   *
   * @param cell - a cell of the board.
   * @param slot - one of its slots.
   */
  isOpen(cell: number, slot: number): boolean;
  /**
   * Opens a side in both of its cells.
   *
   * @throws {@link CarvingError} when the side leads off the board, either cell is a hole, or a
   *   tunnel passes under the wall.
   */
  open(cell: number, slot: number): void;
  /** Closes a side in both of its cells (a side that is already closed stays closed). */
  close(cell: number, slot: number): void;
  /**
   * Whether a side is the entrance of a weave tunnel (it leads under its neighbour to the cell
   * beyond).
   */
  isTunnel(cell: number, slot: number): boolean;
  /**
   * Where a move through a side arrives: the neighbour through an open side, the far end through
   * a tunnel entrance, −1 through a wall.
   */
  across(cell: number, slot: number): number;
  /** How many ways lead out of a cell: open sides plus tunnel entrances. */
  degree(cell: number): number;
  /** Whether a cell is a hole. */
  isHole(cell: number): boolean;
  /** Whether a playable cell is on the edge of the playable area: next to the border or a hole. */
  isRim(cell: number): boolean;
  /**
   * Removes a playable cell from the board (closing its open sides) or, with `hole = false`,
   * puts it back (with every side closed).
   *
   * @throws {@link CarvingError} when the cell is part of a tunnel.
   */
  setHole(cell: number, hole: boolean): void;
  /**
   * Adds a weave crossing.
   *
   * @throws {@link CarvingError} unless `a` and `c` are neighbours of `over` on opposite sides,
   *   `over` is a straight corridor across the tunnel (open on the two other sides, closed
   *   towards `a` and `c`), and none of the three cells is a hole or already carries a tunnel
   *   that way.
   */
  addTunnel(tunnel: Tunnel): void;
  /** An independent copy (the topology is shared: it is immutable). */
  clone(): Passages;
  /** Plain data for `JSON.stringify`; {@link passagesFromJSON} reads it back. */
  toJSON(): PassagesJSON;
}

/** Passages as plain data: the board's spec, each cell's open-slot mask, holes and tunnels. */
export interface PassagesJSON {
  /** The board. */
  spec: TopologySpec;
  /** One open-slot bitmask per cell. */
  masks: number[];
  /** The cells that are holes, ascending. */
  holes: number[];
  /** The weave crossings. */
  tunnels: Tunnel[];
  /** Notes, as in {@link Passages.notes}. */
  notes: string[];
}

/**
 * Empty passages over a board: every side closed, no holes, no tunnels.
 *
 * @param topology - the board.
 */
export function createPassages(topology: Topology): Passages {
  return new GridPassages(topology);
}

/**
 * Reads passages back from {@link Passages.toJSON} data, checking every field.
 *
 * @param json - the parsed data.
 * @throws {@link CarvingError} naming the first bad field: a mask with bits past the cell's slots
 *   or open on only one side, an open side of a hole, a hole or tunnel out of range.
 */
export function passagesFromJSON(json: PassagesJSON): Passages {
  if (json === null || typeof json !== 'object') {
    throw new CarvingError('json', 'passages JSON must be an object');
  }
  // JSON this process wrote with `toJSON` and nobody changed since reads back as a copy of
  // what wrote it: a pipeline hands its passages on as JSON and reads them straight back.
  const written = WRITTEN.get(json);
  if (written !== undefined && passagesMatch(written, json)) return written.clone();
  let topology: Topology;
  try {
    topology = createTopology(json.spec);
  } catch (error) {
    throw new CarvingError('spec', `spec: ${(error as Error).message}`);
  }
  const n = topology.cellCount;
  if (!Array.isArray(json.masks) || json.masks.length !== n) {
    throw new CarvingError('masks', `masks must be an array of ${n} numbers`);
  }
  const passages = new GridPassages(topology);
  if (!Array.isArray(json.holes))
    throw new CarvingError('holes', 'holes must be an array of cells');
  for (const [i, cell] of json.holes.entries()) {
    if (typeof cell !== 'number' || !Number.isInteger(cell) || cell < 0 || cell >= n) {
      throw new CarvingError(`holes[${i}]`, `holes[${i}] must be a cell 0–${n - 1} (got ${cell})`);
    }
    passages.holes[cell] = 1;
  }
  for (let cell = 0; cell < n; cell++) {
    const mask = json.masks[cell];
    if (!Number.isInteger(mask) || mask! < 0 || mask! >= 2 ** topology.slotCount(cell)) {
      throw new CarvingError(
        `masks[${cell}]`,
        `masks[${cell}] is not a mask of cell ${cell}'s ${topology.slotCount(cell)} slots`,
      );
    }
    for (let slot = 0; slot < topology.slotCount(cell); slot++) {
      if (!((mask! >>> slot) & 1)) continue;
      const other = topology.neighbor(cell, slot);
      const back = topology.oppositeSlot(cell, slot);
      const ok =
        other >= 0 &&
        !passages.holes[cell] &&
        !passages.holes[other] &&
        ((json.masks[other]! >>> back) & 1) === 1;
      if (!ok) {
        throw new CarvingError(
          `masks[${cell}]`,
          `masks[${cell}] opens slot ${slot}, which is not open from the other side (or touches a hole or the border)`,
        );
      }
    }
    passages.masks[cell] = mask!;
  }
  if (!Array.isArray(json.tunnels)) throw new CarvingError('tunnels', 'tunnels must be an array');
  for (const [i, tunnel] of json.tunnels.entries()) {
    try {
      passages.addTunnel(tunnel);
    } catch (error) {
      throw new CarvingError(`tunnels[${i}]`, `tunnels[${i}]: ${(error as Error).message}`);
    }
  }
  if (!Array.isArray(json.notes) || json.notes.some((note) => typeof note !== 'string')) {
    throw new CarvingError('notes', 'notes must be an array of strings');
  }
  passages.notes.push(...json.notes);
  return passages;
}

/** Passages as they were when `toJSON` wrote each JSON object (a copy, kept with the object). */
const WRITTEN = new WeakMap<object, GridPassages>();

/**
 * Whether passages JSON says exactly what a `Passages` holds — spec, masks, holes (listed in
 * increasing order, as `toJSON` writes them), tunnels and notes — without reading it in: a
 * check in one pass, for callers that keep what they read from a JSON object and must notice
 * when the object is edited in place.
 */
export function passagesMatch(written: Passages, json: PassagesJSON): boolean {
  const { masks, holes, tunnels, notes, spec } = json;
  if (!Array.isArray(masks) || masks.length !== written.masks.length) return false;
  for (let c = 0; c < masks.length; c++) if (masks[c] !== written.masks[c]) return false;
  if (!Array.isArray(holes) || !Array.isArray(tunnels) || !Array.isArray(notes)) return false;
  let holeCount = 0;
  for (const h of written.holes) holeCount += h;
  if (holes.length !== holeCount) return false;
  // Written in increasing order: each listed once.
  for (let i = 0; i < holes.length; i++) {
    if (written.holes[holes[i]!] !== 1 || (i > 0 && holes[i]! <= holes[i - 1]!)) return false;
  }
  if (tunnels.length !== written.tunnels.length || notes.length !== written.notes.length) {
    return false;
  }
  for (let i = 0; i < tunnels.length; i++) {
    const a = tunnels[i] as unknown as Record<string, unknown>;
    const b = written.tunnels[i] as unknown as Record<string, unknown>;
    for (const key of Object.keys(b)) if (a?.[key] !== b[key]) return false;
  }
  if (notes.some((note, i) => note !== written.notes[i])) return false;
  return JSON.stringify(spec) === JSON.stringify(written.topology.spec);
}

class GridPassages implements Passages {
  readonly topology: Topology;
  readonly masks: Uint16Array;
  readonly holes: Uint8Array;
  readonly tunnels: Tunnel[] = [];
  readonly notes: string[] = [];
  /** Tunnel entrances per cell, as slot bits, and where each leads (`cell · maxSlots + slot`). */
  /** Made with the first tunnel: most boards never have one. */
  #tunnelMasks: Uint16Array | null = null;
  readonly #tunnelEnds = new Map<number, number>();

  constructor(topology: Topology, masks?: Uint16Array, holes?: Uint8Array) {
    this.topology = topology;
    this.masks = masks ?? new Uint16Array(topology.cellCount);
    this.holes = holes ?? new Uint8Array(topology.cellCount);
  }

  isOpen(cell: number, slot: number): boolean {
    return ((this.masks[cell]! >>> slot) & 1) === 1;
  }

  open(cell: number, slot: number): void {
    const other = this.topology.neighbor(cell, slot);
    if (other < 0) {
      throw new CarvingError('slot', `slot ${slot} of cell ${cell} leads off the board`);
    }
    if (this.holes[cell] || this.holes[other]) {
      throw new CarvingError('cell', `cannot open between ${cell} and ${other}: one is a hole`);
    }
    const back = this.topology.oppositeSlot(cell, slot);
    if (this.isTunnel(cell, slot) || this.isTunnel(other, back)) {
      throw new CarvingError(
        'slot',
        `the wall between ${cell} and ${other} is crossed by a tunnel`,
      );
    }
    this.masks[cell]! |= 1 << slot;
    this.masks[other]! |= 1 << this.topology.oppositeSlot(cell, slot);
  }

  close(cell: number, slot: number): void {
    const other = this.topology.neighbor(cell, slot);
    this.masks[cell]! &= ~(1 << slot);
    if (other >= 0) this.masks[other]! &= ~(1 << this.topology.oppositeSlot(cell, slot));
  }

  isTunnel(cell: number, slot: number): boolean {
    return this.#tunnelMasks !== null && ((this.#tunnelMasks[cell]! >>> slot) & 1) === 1;
  }

  across(cell: number, slot: number): number {
    if ((this.masks[cell]! >>> slot) & 1) return this.topology.neighbor(cell, slot);
    if (this.#tunnelMasks !== null && (this.#tunnelMasks[cell]! >>> slot) & 1) {
      return this.#tunnelEnds.get(cell * this.topology.maxSlots + slot) ?? -1;
    }
    return -1;
  }

  degree(cell: number): number {
    const tunnels = this.#tunnelMasks === null ? 0 : this.#tunnelMasks[cell]!;
    return popcount(this.masks[cell]!) + popcount(tunnels);
  }

  isHole(cell: number): boolean {
    return this.holes[cell] === 1;
  }

  isRim(cell: number): boolean {
    if (this.holes[cell]) return false;
    for (let s = 0; s < this.topology.slotCount(cell); s++) {
      if (this.topology.isStairSlot(cell, s)) continue;
      const other = this.topology.neighbor(cell, s);
      if (other < 0 || this.holes[other]) return true;
    }
    return false;
  }

  setHole(cell: number, hole: boolean): void {
    if (hole && this.tunnels.some((t) => t.over === cell || t.a === cell || t.c === cell)) {
      throw new CarvingError('cell', `cell ${cell} is part of a tunnel and cannot become a hole`);
    }
    if (hole) {
      for (let s = 0; s < this.topology.slotCount(cell); s++)
        if (this.isOpen(cell, s)) this.close(cell, s);
    }
    this.holes[cell] = hole ? 1 : 0;
  }

  addTunnel(tunnel: Tunnel): void {
    const t = this.topology;
    const { over, a, c } = tunnel ?? ({} as Tunnel);
    if (t.kind !== 'square' && t.kind !== 'torus') {
      throw new CarvingError('tunnel', 'tunnels need a square board');
    }
    // Square slots are compass directions, so `c` is straight across `over` from `a` when the
    // step from `a` into `over`, taken once more, lands on `c`.
    const toOver = t.slotTo(a, over);
    if (toOver < 0 || t.isStairSlot(a, toOver) || t.neighbor(over, toOver) !== c || a === c) {
      throw new CarvingError('tunnel', `${a} and ${c} are not across cell ${over} from each other`);
    }
    if (this.holes[a] || this.holes[c] || this.holes[over]) {
      throw new CarvingError('tunnel', 'a tunnel cannot touch a hole');
    }
    const back = t.slotTo(c, over);
    const side = (toOver + 1) % 4; // the corridor's direction across the tunnel
    const corridor =
      this.isOpen(over, side) &&
      this.isOpen(over, (side + 2) % 4) &&
      !this.isOpen(a, toOver) &&
      !this.isOpen(c, back) &&
      !this.isTunnel(a, toOver) &&
      !this.isTunnel(c, back) &&
      !this.tunnels.some((x) => x.over === over || x.a === over || x.c === over) &&
      !this.tunnels.some((x) => x.over === a || x.over === c);
    if (!corridor) {
      throw new CarvingError(
        'tunnel',
        `cell ${over} is not a free straight corridor across the tunnel from ${a} to ${c}`,
      );
    }
    this.#tunnelMasks ??= new Uint16Array(this.topology.cellCount);
    this.#tunnelMasks[a]! |= 1 << toOver;
    this.#tunnelMasks[c]! |= 1 << back;
    this.#tunnelEnds.set(a * t.maxSlots + toOver, c);
    this.#tunnelEnds.set(c * t.maxSlots + back, a);
    this.tunnels.push({ over, a, c });
  }

  clone(): Passages {
    const copy = new GridPassages(this.topology, this.masks.slice(), this.holes.slice());
    for (const tunnel of this.tunnels) copy.addTunnel(tunnel);
    copy.notes.push(...this.notes);
    return copy;
  }

  toJSON(): PassagesJSON {
    // Plain loops: `Array.from` and `forEach` on typed arrays are several times slower, and a
    // generated maze is written once per maze.
    const n = this.masks.length;
    const masks = new Array<number>(n);
    const holes: number[] = [];
    for (let cell = 0; cell < n; cell++) {
      masks[cell] = this.masks[cell]!;
      if (this.holes[cell]) holes.push(cell);
    }
    const json: PassagesJSON = {
      spec: { ...this.topology.spec },
      masks,
      holes,
      tunnels: this.tunnels.map((t) => ({ ...t })),
      notes: [...this.notes],
    };
    WRITTEN.set(json, this.clone() as GridPassages);
    return json;
  }
}
