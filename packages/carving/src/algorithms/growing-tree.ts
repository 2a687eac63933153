import {
  type Algorithm,
  BIT_COUNT,
  BIT_SELECT,
  freeSides,
  randomBit,
  TABLE_SIDES,
} from '../graph.js';

const REJECT = 255;

/**
 * `SLOT[mask · 64 + r]`: six random bits `r` as a uniformly chosen set bit of a non-empty slot
 * mask of up to {@link TABLE_SIDES} bits — the `(r mod count)`-th — or {@link REJECT} for the
 * `64 mod count` highest values of `r`, which are drawn again.
 */
const SLOT: Uint8Array = (() => {
  const table = new Uint8Array(64 * 64).fill(REJECT);
  for (let mask = 1; mask < 64; mask++) {
    const count = BIT_COUNT[mask]!;
    for (let r = 0; r < 64 - (64 % count); r++) {
      table[mask * 64 + r] = BIT_SELECT[mask * 8 + (r % count)]!;
    }
  }
  return table;
})();

/**
 * Growing tree: keep the set of active cells (those in the maze with an unvisited neighbour);
 * carve from one of them to a random unvisited neighbour, which joins the set. `branchiness` is
 * the chance of carving from a uniformly random active cell rather than the newest one: 0 gives
 * the backtracker's long winding corridors, 1 gives Prim-like short bushy ones, and values
 * between blend the two.
 *
 * A cell leaves the set the moment its last unvisited neighbour is visited, so every pick carves.
 * The active cells sit in a dense array for the random pick (a leaving cell's gap is filled by
 * the last entry) and on a stack in the order they joined for the newest; the stack keeps cells
 * that already left until they surface on top, where they are skipped. Picking and leaving are
 * both O(1) amortised, and each cell keeps a mask of its sides that lead to unvisited cells, so a
 * pick is one draw and a table lookup.
 * @internal
 */
export const growingTree: Algorithm = (graph, piece, root, rng, carver, branchiness) => {
  const { neighbors, opposites, maxSlots, sides, work } = graph;
  const state = work.state(0);
  const active = work.ints(0);
  const position = work.filledInts(1, -1); // index in `active`, or −1 for a cell not active
  const stack = work.ints(2);
  const free = work.slotMasks(0);
  freeSides(graph, piece, state, free);
  const masks = carver.masks;
  const recording = carver.recording;
  const always = branchiness >= 1;
  const never = branchiness <= 0;
  const digits = binaryDigits(branchiness);
  const small = maxSlots <= TABLE_SIDES;
  // P₁, or 256 when branchiness is 1 so that every byte is below it.
  const first = always ? 256 : digits[0]!;
  let pool = 0;
  let left = 0;
  /** The coin after U₁ = P₁ (1 time in 256): compares the following bytes; 1 when U < p. */
  const coinAfterFirst = (): number => {
    for (let i = 1; i < digits.length; i++) {
      if (left < 8) {
        pool = rng.uint32() >>> 8;
        left = 24;
      }
      left -= 8;
      const byte = (pool >>> left) & 0xff;
      if (byte !== digits[i]) return byte < digits[i]! ? 1 : 0;
    }
    return 0; // U matched p to its last byte, so U ≥ p
  };
  let size = 0;
  let top = 0;
  let next = root;
  for (;;) {
    // `next` joins the maze: it leaves its neighbours' masks, and a neighbour left with no
    // unvisited side leaves the active set. (Written out here rather than called: the engine
    // then spends its inlining on the draws.)
    const end = sides === null ? maxSlots : sides[next]!;
    const row = next * maxSlots;
    for (let s = 0; s < end; s++) {
      const other = neighbors[row + s]!;
      if (other < 0) continue;
      const remaining = free[other]! & ~(1 << opposites[row + s]!);
      free[other] = remaining;
      if (remaining === 0) {
        const at = position[other]!;
        if (at >= 0) {
          const last = active[--size]!;
          active[at] = last;
          position[last] = at;
          position[other] = -1;
        }
      }
    }

    if (free[next] !== 0) {
      active[size] = next;
      position[next] = size++;
      stack[top++] = next;
    }
    if (size === 0) return;

    // The newest active cell: skip the cells on top of the stack that have left the set.
    let newest = stack[top - 1]!;
    while (position[newest]! < 0) newest = stack[--top - 1]!;

    // The coin: random bytes U₁U₂… against branchiness's binary expansion in bytes P₁P₂…; at
    // the first byte that differs, U < p exactly when Uᵢ < Pᵢ. One byte decides all but 1 coin
    // in 256; the bytes come three to a raw draw, from its high bits, so the coin is exact for
    // every branchiness. The random cell is drawn whatever the coin says and the choice made
    // with a mask: the coin is unpredictable, and a branch on it costs more than the draw.
    let at = position[newest]!;
    if (!never) {
      if (left < 8) {
        pool = rng.uint32() >>> 8;
        left = 24;
      }
      left -= 8;
      const byte = (pool >>> left) & 0xff;
      let random = (byte - first) >>> 31; // 1 when byte < P₁
      if (byte === first) random = coinAfterFirst();
      const picked = rng.below(size);
      at = (picked & -random) | (at & (random - 1));
    }
    const cell = active[at]!;

    // The side: a set bit of the cell's free mask, picked with six bits from the pool through a
    // table, so the common case has no branch; the rare six bits the table rejects (1 in 64 at
    // most 4 in 64) are drawn again, which keeps the pick exactly uniform.
    const mask = free[cell]!;
    let slot: number;
    if (small) {
      const row = mask << 6;
      do {
        if (left < 6) {
          pool = rng.uint32() >>> 8;
          left = 24;
        }
        left -= 6;
        slot = SLOT[row | ((pool >>> left) & 63)]!;
      } while (slot === REJECT);
    } else slot = randomBit(mask, false, rng);
    const side = cell * maxSlots + slot;
    next = neighbors[side]!;
    masks[cell]! |= 1 << slot;
    masks[next]! |= 1 << opposites[side]!;
    if (recording) carver.note(side);
  }
};

/** The binary expansion of `p` in (0, 1) after the point, as bytes, to its last non-zero one. */
function binaryDigits(p: number): Uint8Array {
  const bytes: number[] = [];
  for (let x = p; x > 0 && x < 1 && bytes.length < 140; ) {
    x *= 256;
    const byte = Math.floor(x);
    bytes.push(byte);
    x -= byte; // exact: p is a double, so its expansion ends within 1075 bits
  }
  return Uint8Array.from(bytes.length > 0 ? bytes : [0]);
}
