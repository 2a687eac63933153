import {
  type Algorithm,
  BIT_COUNT,
  BIT_SELECT,
  freeSides,
  linkStride,
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
  const { maxSlots, work } = graph;
  const links = work.links();
  const stride = linkStride(maxSlots);
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
  let size = 0;
  let top = 0;
  let next = root;
  for (;;) {
    // `next` joins the maze: it leaves its neighbours' masks, and a neighbour left with no
    // unvisited side leaves the active set. The row is read four links at a time, written out
    // (the four blocks below must stay identical)
    // (a row is padded to a multiple of four with links that change nothing), so the engine
    // checks each array once per four links instead of once per link.
    for (let q = next * stride, end = q + stride; q < end; q += 4) {
      {
        const link = links[q + 0]!;
        const other = link >> 5;
        const remaining = free[other]! & ~(1 << (link & 31));
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
      {
        const link = links[q + 1]!;
        const other = link >> 5;
        const remaining = free[other]! & ~(1 << (link & 31));
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
      {
        const link = links[q + 2]!;
        const other = link >> 5;
        const remaining = free[other]! & ~(1 << (link & 31));
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
      {
        const link = links[q + 3]!;
        const other = link >> 5;
        const remaining = free[other]! & ~(1 << (link & 31));
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
    }

    if (free[next] !== 0) {
      active[size] = next;
      position[next] = size++;
      stack[top++] = next;
    }
    if (size === 0) return;

    // The newest active cell: skip the cells on top of the stack that have left the set.
    let cell = stack[top - 1]!;
    while (position[cell]! < 0) cell = stack[--top - 1]!;

    // The coin: random bytes U₁U₂… against branchiness's binary expansion in bytes P₁P₂…; at
    // the first byte that differs, U < p exactly when Uᵢ < Pᵢ. One byte decides all but 1 coin
    // in 256; the bytes come three to a raw draw, from its high bits, so the coin is exact for
    // every branchiness. The random cell is drawn whatever the coin says and the choice made
    // with a mask: the coin is unpredictable, and a branch on it costs more than the draw.
    if (!never) {
      if (left < 8) {
        pool = rng.uint32() >>> 8;
        left = 24;
      }
      left -= 8;
      const byte = (pool >>> left) & 0xff;
      let random = (byte - first) >>> 31; // 1 when byte < P₁
      if (byte === first) {
        // U₁ = P₁: the following bytes decide, from fresh draws. Written out rather than called:
        // a call anywhere in the loop makes the engine check every array again on each turn.
        random = 0;
        for (let i = 1, bits = 0, held = 0; i < digits.length; i++) {
          if (held === 0) {
            bits = rng.uint32() >>> 8;
            held = 24;
          }
          held -= 8;
          const later = (bits >>> held) & 0xff;
          if (later !== digits[i]) {
            random = later < digits[i]! ? 1 : 0;
            break;
          }
        }
      }
      const picked = active[rng.below(size)]!;
      cell = (picked & -random) | (cell & (random - 1));
    }

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
    const link = links[cell * stride + slot]!;
    next = link >> 5;
    masks[cell]! |= 1 << slot;
    masks[next]! |= 1 << (link & 31);
    if (recording) carver.note(cell * maxSlots + slot);
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
