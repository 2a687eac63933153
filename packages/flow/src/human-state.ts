// A position of the human-style solver: which links are drawn or ruled out, and which colours
// each chain of drawn links can still be.
import type { HumanBoard } from './human-board.js';
import { OFF, ON, UNKNOWN } from './human-deductions.js';
import { lookForced } from './human-forced.js';

/**
 * A position of the human-style solver, with the rule every person applies without noticing
 * (the `forced` rule, applied to a fixed point by {@link HumanState.settle}):
 * - a cell with exactly as many undecided links left as it still needs takes them all (a path
 *   end with one legal step, an empty cell with two free sides), and one that has all it needs
 *   loses the rest;
 * - two cells whose colour sets share nothing are not linked; a cell beside a cell of known
 *   colour that it is not linked to is not that colour;
 * - a link that would bring a path alongside itself (the cell would touch its own path at a
 *   second place) is not drawn.
 *
 * Drawn links join cells into chains (a union-find, each chain's cells on a ring); the colour
 * set lives on the chain's root. A chain that would close a loop, or touch itself, and a colour
 * set that runs empty make the position dead: no solution extends it. @internal
 */
export class HumanState {
  readonly board: HumanBoard;
  readonly link: Uint8Array;
  /** Drawn and undecided links per node. */
  readonly on: Uint8Array;
  readonly open: Uint8Array;
  readonly parent: Int32Array;
  readonly size: Int32Array;
  readonly ring: Int32Array;
  /** Colour sets, `words` per node (read at a chain's root). */
  readonly colors: Uint32Array;
  dead = false;
  /**
   * `stale[c]` (region) and `stale[k + c]` (chokepoint): colour `c` lost a cell, or a cell of
   * colour `c` lost a link, since that rule last looked at it, so it may find something new.
   */
  readonly stale: Uint8Array;
  /**
   * When set, only these colours (1 per colour) are marked stale: a lookahead trial follows the
   * colours of the path it extends with the region and chokepoint rules, not every colour.
   */
  focus: Uint8Array | null = null;
  /**
   * When set, every node a decided link touches is marked here (not copied by
   * {@link copyFrom}): a deep lookahead's trial looks ahead again only where its step changed
   * the board.
   */
  touched: Uint8Array | null = null;
  /** `able[c]`: the nodes that can still be colour `c`. */
  readonly able: Int32Array;
  /** Undecided links. */
  unknown = 0;
  readonly #queue: Int32Array;
  readonly #queued: Uint8Array;
  readonly #palette: Uint32Array;
  #head = 0;
  #count = 0;

  constructor(board: HumanBoard) {
    const { n, words, maxSlots, linkAt, dots } = board;
    this.board = board;
    this.link = new Uint8Array(board.linkA.length);
    this.unknown = this.link.length;
    this.on = new Uint8Array(n);
    this.open = new Uint8Array(n);
    for (let x = 0; x < n; x++) {
      for (let s = 0; s < maxSlots; s++) if (linkAt[x * maxSlots + s]! >= 0) this.open[x]!++;
    }
    this.parent = Int32Array.from({ length: n }, (_, i) => i);
    this.size = new Int32Array(n).fill(1);
    this.ring = Int32Array.from({ length: n }, (_, i) => i);
    this.colors = new Uint32Array(n * words);
    this.stale = new Uint8Array(2 * board.k).fill(1);
    this.able = new Int32Array(board.k).fill(n - dots.length + 2);
    const all = new Uint32Array(words).fill(0xffffffff);
    if (board.k % 32 !== 0) all[words - 1] = (1 << (board.k % 32)) - 1;
    for (let x = 0; x < n; x++) this.colors.set(all, x * words);
    for (const [i, dot] of dots.entries()) {
      this.colors.fill(0, dot * words, dot * words + words);
      this.colors[dot * words + (i >> 6)] = 1 << ((i >> 1) & 31);
    }
    this.#queue = new Int32Array(n);
    this.#queued = new Uint8Array(n);
    this.#palette = new Uint32Array(n * words);
  }

  /** Becomes a copy of `other` (a position of the same board). */
  copyFrom(other: HumanState): void {
    this.link.set(other.link);
    this.on.set(other.on);
    this.open.set(other.open);
    this.parent.set(other.parent);
    this.size.set(other.size);
    this.ring.set(other.ring);
    this.colors.set(other.colors);
    this.stale.set(other.stale);
    this.able.set(other.able);
    this.dead = other.dead;
    this.unknown = other.unknown;
    this.#head = 0;
    this.#count = 0;
    this.#queued.fill(0);
  }

  find(x: number): number {
    const parent = this.parent;
    while (parent[x] !== x) {
      parent[x] = parent[parent[x]!]!;
      x = parent[x]!;
    }
    return x;
  }

  /**
   * Every node's colour set (its chain's), `words` per node, in a scratch array that the next
   * call overwrites: what the rules past `forced` read, faster than {@link has}.
   */
  palette(): Uint32Array {
    const { n, words } = this.board;
    const out = this.#palette;
    for (let x = 0; x < n; x++) {
      const r = this.find(x) * words;
      for (let w = 0; w < words; w++) out[x * words + w] = this.colors[r + w]!;
    }
    return out;
  }

  /** Whether colour `c` is still possible at node `x`. */
  has(x: number, c: number): boolean {
    return ((this.colors[this.find(x) * this.board.words + (c >> 5)]! >>> (c & 31)) & 1) === 1;
  }

  /** The one colour left at `x`'s chain, or −1 when more (or none) are left. */
  single(x: number): number {
    const { words } = this.board;
    const base = this.find(x) * words;
    let found = -1;
    for (let w = 0; w < words; w++) {
      const bits = this.colors[base + w]!;
      if (bits === 0) continue;
      if (found >= 0 || (bits & (bits - 1)) !== 0) return -1;
      found = w * 32 + 31 - Math.clz32(bits);
    }
    return found;
  }

  /** Whether the chains of `x` and `y` share a possible colour. */
  meets(x: number, y: number): boolean {
    const { words } = this.board;
    const a = this.find(x) * words;
    const b = this.find(y) * words;
    for (let w = 0; w < words; w++)
      if ((this.colors[a + w]! & this.colors[b + w]!) !== 0) return true;
    return false;
  }

  /** Rules colour `c` out for `x`'s chain; returns whether that changed anything. */
  remove(x: number, c: number): boolean {
    const r = this.find(x);
    const i = r * this.board.words + (c >> 5);
    const bit = 1 << (c & 31);
    if ((this.colors[i]! & bit) === 0) return false;
    this.colors[i]! &= ~bit;
    this.#lose(c >> 5, bit, this.size[r]!);
    this.#colorsChanged(r);
    return true;
  }

  /** Keeps only colour `c` for `x`'s chain; returns whether that changed anything. */
  keep(x: number, c: number): boolean {
    const r = this.find(x);
    if (this.single(r) === c) return false;
    const { words } = this.board;
    const had = this.has(r, c);
    for (let w = 0; w < words; w++) this.#lose(w, this.colors[r * words + w]!, this.size[r]!);
    this.colors.fill(0, r * words, r * words + words);
    if (had) {
      this.colors[r * words + (c >> 5)] = 1 << (c & 31);
      this.able[c]! += this.size[r]!;
    }
    this.#colorsChanged(r);
    return true;
  }

  /** Decides a link; deciding it the other way than it is makes the position dead. */
  set(id: number, value: typeof ON | typeof OFF): boolean {
    const now = this.link[id]!;
    if (now !== UNKNOWN) {
      if (now !== value) this.dead = true;
      return false;
    }
    const a = this.board.linkA[id]!;
    const b = this.board.linkB[id]!;
    this.link[id] = value;
    this.unknown--;
    if (this.touched !== null) {
      this.touched[a] = 1;
      this.touched[b] = 1;
    }
    if (value === OFF) {
      // A wall beside a cell of known colour changes that colour's region. (A wall between two
      // cells of unknown colour changes every colour's a little; the lookahead's trials leave
      // those to the main line, which looks at every colour, or they would look at every colour
      // after every step.)
      for (const c of [this.single(a), this.single(b)])
        if (c >= 0) this.#lose(c >> 5, 1 << (c & 31), 0);
    }
    this.open[a]!--;
    this.open[b]!--;
    this.#push(a);
    this.#push(b);
    if (value === ON) {
      this.on[a]!++;
      this.on[b]!++;
      this.#join(a, b);
    }
    return true;
  }

  /** Applies the `forced` rule until nothing more follows; returns the links it decided. */
  settle(): number {
    const before = this.unknown;
    while (this.#count > 0 && !this.dead) {
      const x = this.#queue[this.#head]!;
      this.#head = (this.#head + 1) % this.#queue.length;
      this.#count--;
      this.#queued[x] = 0;
      lookForced(this, x);
    }
    if (this.dead) this.#clearQueue();
    return before - this.unknown;
  }

  /** Queues every node, so that {@link settle} looks at the whole board. */
  queueAll(): void {
    for (let x = 0; x < this.board.n; x++) this.#push(x);
  }

  #clearQueue(): void {
    this.#queued.fill(0);
    this.#head = 0;
    this.#count = 0;
  }

  #push(x: number): void {
    if (this.#queued[x]) return;
    this.#queued[x] = 1;
    this.#queue[(this.#head + this.#count) % this.#queue.length] = x;
    this.#count++;
  }

  /**
   * Marks the colours of `bits` (word `w` of a colour set) stale for both global rules, as lost
   * by `cells` nodes.
   */
  #lose(w: number, bits: number, cells: number): void {
    const k = this.board.k;
    while (bits !== 0) {
      const bit = 31 - Math.clz32(bits);
      if (this.focus === null || this.focus[w * 32 + bit] === 1) {
        this.stale[w * 32 + bit] = 1;
        this.stale[k + w * 32 + bit] = 1;
      }
      this.able[w * 32 + bit]! -= cells;
      bits &= ~(1 << bit);
    }
  }

  #colorsChanged(r: number): void {
    const { words } = this.board;
    let left = 0;
    for (let w = 0; w < words; w++) left |= this.colors[r * words + w]!;
    if (left === 0) this.dead = true;
    let x = r;
    do {
      this.#pushAround(x);
      x = this.ring[x]!;
    } while (x !== r);
  }

  #pushAround(x: number): void {
    this.#push(x);
    const { maxSlots, neighbors } = this.board;
    for (let s = 0; s < maxSlots; s++) {
      const y = neighbors[x * maxSlots + s]!;
      if (y >= 0) this.#push(y);
    }
  }

  /** Joins the chains of `a` and `b` across their new link. */
  #join(a: number, b: number): void {
    let big = this.find(a);
    let small = this.find(b);
    if (big === small) {
      this.dead = true; // a loop
      return;
    }
    if (this.size[big]! < this.size[small]!) [big, small] = [small, big];
    const { maxSlots, neighbors, words } = this.board;
    // Two cells of one colour side by side must be linked; a second contact between the chains
    // would need a second link, and that closes a loop.
    let x = small;
    do {
      for (let s = 0; s < maxSlots; s++) {
        const y = neighbors[x * maxSlots + s]!;
        if (y < 0 || (x === a && y === b) || (x === b && y === a)) continue;
        if (this.find(y) === big) this.dead = true;
      }
      x = this.ring[x]!;
    } while (x !== small);
    if (this.dead) return;
    let changed = false;
    for (let w = 0; w < words; w++) {
      const both = this.colors[big * words + w]! & this.colors[small * words + w]!;
      this.#lose(w, this.colors[big * words + w]! & ~both, this.size[big]!);
      this.#lose(w, this.colors[small * words + w]! & ~both, this.size[small]!);
      if (both !== this.colors[big * words + w] || both !== this.colors[small * words + w])
        changed = true;
      this.colors[big * words + w] = both;
    }
    this.parent[small] = big;
    this.size[big]! += this.size[small]!;
    const after = this.ring[big]!;
    this.ring[big] = this.ring[small]!;
    this.ring[small] = after;
    if (changed) this.#colorsChanged(big);
    else {
      x = small;
      do {
        this.#pushAround(x);
        x = this.ring[x]!;
      } while (x !== small);
    }
  }
}
