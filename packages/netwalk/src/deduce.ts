import { BITS, type Geometry } from './masks.js';

/**
 * The puzzle a solver sees: tiles as they are shown (their orientation unknown), walls, and
 * whether loops lose.
 * @internal
 */
export interface Puzzle {
  readonly width: number;
  readonly height: number;
  /** `neighbors[c · k + s]`: the cell across slot `s` of `c`, or −1 off the board. */
  readonly neighbors: Int32Array;
  /** The tiles' geometry: `k` slots per cell, and the turn tables. */
  readonly geometry: Geometry;
  /** The shown mask of every cell. */
  readonly tiles: Uint8Array;
  /** Walled slot bits per cell (both sides written). */
  readonly barriers: Uint8Array;
  /** Loops lose (bounded and torus modes). */
  readonly tree: boolean;
}

/** Rule levels, in the order the solver reaches for them. @internal */
export const EDGES = 1;
/** @internal */
export const DEAD_ENDS = 2;
/** @internal */
export const LOOPS = 3;

const OPEN = 1;
const CLOSED = 2;

/**
 * The deductive Netwalk solver's state and rules. It never guesses: it rules out orientations
 * of one tile at a time and writes down what they imply.
 *
 * - `dom[c]`: the orientations still possible, as a set of clockwise quarter-turns from the
 *   shown mask, in steps of the grid (only visibly different ones: a square straight has turns
 *   0 and 1, a cross only 0; a hex straight 0–2);
 * - `edge[c · k + s]`: the edge across slot `s` is unknown, open or closed (written on both
 *   sides; the closed border and walls are closed from the start);
 * - `dead[c · k + s]`: an upper bound on how many tiles can be reached by leaving `c` through
 *   slot `s` without coming back through `c` (`area` means no bound is known);
 * - a union-find of the tiles joined by open edges, with each class's members on a ring so a
 *   class can be walked.
 *
 * An orientation is ruled out when it (1, "edges") opens a closed edge or closes an open one;
 * (2, "dead-ends") joins only bounded regions adding up, with the tile itself, to less than the
 * whole board, which could then never be connected; (3, "loops", tree modes only) links the
 * tile through unknown edges to two tiles already joined to each other or to itself.
 *
 * A work list drives it: a tile is looked at again when an edge of its, a bound of its, or (at
 * level 3) the class of a neighbour changes. Rules are taken in stages: level 1 until nothing
 * more follows, then level 2 is switched on, then level 3; `level` at the end is the hardest
 * rule the board needed. This is the technique of Simon Tatham's Net solver (orientation sets,
 * edge states, dead-end bounds and loop avoidance), organised in stages so it can be rated.
 * @internal
 */
export class Deducer {
  readonly n: number;
  /** Slots per cell. */
  readonly k: number;
  /** Tiles with at least one open side: what must all be connected. */
  readonly area: number;
  readonly puzzle: Puzzle;
  readonly dom: Uint8Array;
  readonly edge: Uint8Array;
  readonly dead: Int32Array;
  readonly parent: Int32Array;
  readonly size: Int32Array;
  readonly ring: Int32Array;
  /** Cells in the order they were fixed to one orientation, and the level that did it. */
  readonly order: Int32Array;
  readonly orderLevel: Uint8Array;
  fixed = 0;
  unfixed = 0;
  level = EDGES;
  /** Visits that ruled something out. */
  steps = 0;
  /** Orientations ruled out by each rule (index = level). */
  readonly eliminated: [number, number, number, number] = [0, 0, 0, 0];
  /**
   * Tiles still open when each stage stalled (index = level: 1 edges, 2 dead-ends, 3 loops),
   * from the first {@link Deducer.deduce}; 0 for a stage that was not reached.
   */
  readonly openAt: [number, number, number, number] = [0, 0, 0, 0];
  /** Scratch for the loops rule: the classes one orientation would join. */
  readonly #seen = new Int32Array(6);
  readonly #queue: Int32Array;
  readonly #queued: Uint8Array;
  #head = 0;
  #count = 0;

  constructor(puzzle: Puzzle) {
    const n = puzzle.tiles.length;
    const g = puzzle.geometry;
    const k = g.k;
    this.n = n;
    this.k = k;
    this.puzzle = puzzle;
    this.dom = new Uint8Array(n);
    this.edge = new Uint8Array(k * n);
    this.dead = new Int32Array(k * n);
    this.parent = new Int32Array(n);
    this.size = new Int32Array(n);
    this.ring = new Int32Array(n);
    this.order = new Int32Array(n);
    this.orderLevel = new Uint8Array(n);
    this.#queue = new Int32Array(n);
    this.#queued = new Uint8Array(n);
    const { tiles, barriers, neighbors } = puzzle;
    let area = 0;
    for (let c = 0; c < n; c++) {
      const m = tiles[c]!;
      if (m !== 0) area++;
      const turns = g.turns[m]!;
      this.dom[c] = (1 << turns) - 1;
      if (turns === 1) this.order[this.fixed++] = c;
      else this.unfixed++;
      this.parent[c] = c;
      this.size[c] = 1;
      this.ring[c] = c;
      for (let s = 0; s < k; s++) {
        if (neighbors[c * k + s]! < 0 || (barriers[c]! >> s) & 1) this.edge[c * k + s] = CLOSED;
      }
    }
    this.area = area;
    this.dead.fill(area);
  }

  find(c: number): number {
    const parent = this.parent;
    while (parent[c] !== c) {
      const up = parent[parent[c]!]!;
      parent[c] = up;
      c = up;
    }
    return c;
  }

  enqueue(c: number): void {
    if (this.#queued[c]) return;
    this.#queued[c] = 1;
    const n = this.n;
    let at = this.#head + this.#count;
    if (at >= n) at -= n;
    this.#queue[at] = c;
    this.#count++;
  }

  enqueueAll(onlyUnfixed: boolean): void {
    for (let c = 0; c < this.n; c++) if (!onlyUnfixed || BITS[this.dom[c]!]! > 1) this.enqueue(c);
  }

  clearQueue(): void {
    while (this.#count > 0) {
      this.#queued[this.#queue[this.#head]!] = 0;
      this.#head = this.#head + 1 === this.n ? 0 : this.#head + 1;
      this.#count--;
    }
  }

  /** Looks at queued tiles until the queue is empty; `false` on a contradiction (queue cleared). */
  drain(): boolean {
    const queue = this.#queue;
    const queued = this.#queued;
    const n = this.n;
    while (this.#count > 0) {
      const c = queue[this.#head]!;
      this.#head = this.#head + 1 === n ? 0 : this.#head + 1;
      this.#count--;
      queued[c] = 0;
      if (!this.visit(c)) {
        this.clearQueue();
        return false;
      }
    }
    return true;
  }

  /**
   * Runs the rules in stages until the board is solved or nothing more follows at the top
   * level. Returns `false` on a contradiction.
   */
  deduce(): boolean {
    const top = this.puzzle.tree ? LOOPS : DEAD_ENDS;
    this.enqueueAll(false);
    for (;;) {
      if (!this.drain()) return false;
      this.openAt[this.level] = this.unfixed;
      if (this.unfixed === 0 || this.level >= top) return true;
      this.level++;
      // Bounds are only kept from level 2 on, so every tile (fixed ones too) offers its bounds once.
      this.enqueueAll(this.level !== DEAD_ENDS);
    }
  }

  /** Sets a cell's orientation set after a guess and propagates. */
  assume(c: number, set: number): boolean {
    this.dom[c] = set;
    if (BITS[set] === 1) {
      this.unfixed--;
      this.order[this.fixed] = c;
      this.orderLevel[this.fixed++] = 4;
    }
    this.enqueue(c);
    return this.drain();
  }

  #merge(a: number, b: number): void {
    let ra = this.find(a);
    let rb = this.find(b);
    if (ra === rb) return;
    const size = this.size;
    if (size[ra]! < size[rb]!) {
      const t = ra;
      ra = rb;
      rb = t;
    }
    if (this.level >= LOOPS) {
      // Whoever touches the smaller class through an unknown edge may now close a loop.
      const { neighbors } = this.puzzle;
      const edge = this.edge;
      const k = this.k;
      let m = rb;
      do {
        this.enqueue(m);
        for (let s = 0; s < k; s++) if (edge[m * k + s] === 0) this.enqueue(neighbors[m * k + s]!);
        m = this.ring[m]!;
      } while (m !== rb);
    }
    this.parent[rb] = ra;
    size[ra]! += size[rb]!;
    const t = this.ring[ra]!;
    this.ring[ra] = this.ring[rb]!;
    this.ring[rb] = t;
  }

  /** Applies the rules switched on to one tile. */
  visit(c: number): boolean {
    const { tiles, neighbors, tree, geometry } = this.puzzle;
    const { rot, half } = geometry;
    const k = this.k;
    const edge = this.edge;
    const dead = this.dead;
    const level = this.level;
    const area = this.area;
    const base = tiles[c]!;
    const row = c * k;
    const at = base * k;
    const d0 = this.dom[c]!;
    const seen = this.#seen;
    let keep = 0;
    for (let r = 0; r < k; r++) {
      if (!((d0 >> r) & 1)) continue;
      const m = rot[at + r]!;
      let ok = true;
      for (let s = 0; s < k; s++) {
        const state = edge[row + s]!;
        if (state === 0) continue;
        if ((state === OPEN) !== (((m >> s) & 1) === 1)) {
          ok = false;
          break;
        }
      }
      if (!ok) {
        this.eliminated[EDGES]++;
        continue;
      }
      if (level >= DEAD_ENDS && m !== 0) {
        let total = 1;
        for (let s = 0; s < k; s++) if ((m >> s) & 1) total += dead[row + s]!;
        if (total < area) {
          this.eliminated[DEAD_ENDS]++;
          continue;
        }
      }
      if (level >= LOOPS && tree) {
        // The classes this orientation would join through unknown edges: none may repeat, and
        // none may be the tile's own.
        const own = this.find(c);
        let count = 0;
        for (let s = 0; s < k && ok; s++) {
          if (!((m >> s) & 1) || edge[row + s] !== 0) continue;
          const cls = this.find(neighbors[row + s]!);
          if (cls === own) ok = false;
          for (let i = 0; i < count && ok; i++) if (seen[i] === cls) ok = false;
          seen[count++] = cls;
        }
        if (!ok) {
          this.eliminated[LOOPS]++;
          continue;
        }
      }
      keep |= 1 << r;
    }
    if (keep === 0) return false;
    if (keep !== d0) {
      this.dom[c] = keep;
      this.steps++;
      if (BITS[keep] === 1) {
        this.unfixed--;
        this.order[this.fixed] = c;
        this.orderLevel[this.fixed++] = level;
      }
    }
    let all = geometry.full;
    let any = 0;
    for (let r = 0; r < k; r++) {
      if ((keep >> r) & 1) {
        const m = rot[at + r]!;
        all &= m;
        any |= m;
      }
    }
    for (let s = 0; s < k; s++) {
      if (edge[row + s] !== 0) continue;
      const other = neighbors[row + s]!;
      const back = other * k + (s + half < k ? s + half : s + half - k);
      if ((all >> s) & 1) {
        edge[row + s] = OPEN;
        edge[back] = OPEN;
        this.#merge(c, other);
        this.enqueue(other);
      } else if (!((any >> s) & 1)) {
        edge[row + s] = CLOSED;
        edge[back] = CLOSED;
        this.enqueue(other);
      }
    }
    if (level >= DEAD_ENDS) {
      for (let s = 0; s < k; s++) {
        if (edge[row + s] === CLOSED || !((any >> s) & 1)) continue;
        // The most tiles the neighbour can reach through this tile: the tile itself and its
        // other open sides' bounds, at worst over the orientations left.
        let best = 0;
        for (let r = 0; r < k; r++) {
          if (!((keep >> r) & 1)) continue;
          const m = rot[at + r]!;
          if (!((m >> s) & 1)) continue;
          let total = 1;
          for (let e = 0; e < k; e++) if (e !== s && (m >> e) & 1) total += dead[row + e]!;
          if (total > best) best = total;
        }
        if (best > area) best = area;
        const other = neighbors[row + s]!;
        const j = other * k + (s + half < k ? s + half : s + half - k);
        if (dead[j]! > best) {
          dead[j] = best;
          this.enqueue(other);
        }
      }
    }
    return true;
  }

  /** The orientation (clockwise steps of the grid) of a fixed cell. */
  turnOf(c: number): number {
    return this.puzzle.geometry.first[this.dom[c]!]!;
  }

  /** The solved mask of every cell; only meaningful when every cell is fixed. */
  masks(): Uint8Array {
    const { rot, first } = this.puzzle.geometry;
    const k = this.k;
    const out = new Uint8Array(this.n);
    for (let c = 0; c < this.n; c++)
      out[c] = rot[this.puzzle.tiles[c]! * k + first[this.dom[c]!]!]!;
    return out;
  }

  snapshot(): Snapshot {
    return {
      dom: this.dom.slice(),
      edge: this.edge.slice(),
      dead: this.dead.slice(),
      parent: this.parent.slice(),
      size: this.size.slice(),
      ring: this.ring.slice(),
      fixed: this.fixed,
      unfixed: this.unfixed,
    };
  }

  restore(s: Snapshot): void {
    this.dom.set(s.dom);
    this.edge.set(s.edge);
    this.dead.set(s.dead);
    this.parent.set(s.parent);
    this.size.set(s.size);
    this.ring.set(s.ring);
    this.fixed = s.fixed;
    this.unfixed = s.unfixed;
  }
}

/** A copy of a {@link Deducer}'s state, for backtracking. @internal */
export interface Snapshot {
  readonly dom: Uint8Array;
  readonly edge: Uint8Array;
  readonly dead: Int32Array;
  readonly parent: Int32Array;
  readonly size: Int32Array;
  readonly ring: Int32Array;
  readonly fixed: number;
  readonly unfixed: number;
}
