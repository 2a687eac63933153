import { type Algorithm, freeSides, randomBit, TABLE_SIDES } from '../graph.js';

/**
 * Growing tree: keep the set of active cells; carve from one of them to a random unvisited
 * neighbour (which becomes active), or retire it when it has none. `branchiness` is the chance of
 * carving from a random active cell rather than the newest: 0 gives the backtracker's long
 * winding corridors, 1 gives Prim-like short bushy ones, and values between blend the two.
 *
 * The active cells sit in an array (for a random pick) and in a list linked in the order they
 * became active (for the newest), so picking and retiring are both O(1) and "newest" always
 * means the most recently added cell still active. Each cell keeps a mask of its sides that
 * lead to unvisited cells, updated as its neighbours are visited, so a pick is one draw and a
 * table lookup.
 * @internal
 */
export const growingTree: Algorithm = (graph, piece, root, rng, carver, branchiness) => {
  const { neighbors, opposites, maxSlots, sides, work } = graph;
  const visited = work.state(0);
  const active = work.ints(0);
  const links = work.quads(); // per cell: position in `active`, older, newer (and a spare)
  const free = work.slotMasks(0);
  freeSides(graph, piece, visited, free);
  const masks = carver.masks;
  const recording = carver.recording;
  const always = branchiness >= 1;
  const never = branchiness <= 0;
  const digits = binaryDigits(branchiness);
  let pool = 0;
  let left = 0;
  const small = maxSlots <= TABLE_SIDES;
  let size = 0;
  let newest = -1;
  let cell = -1;
  let next = root;
  for (;;) {
    // `next` joins the maze: it leaves its neighbours' masks and becomes the newest active cell.
    // (Written out here rather than called: the engine then spends its inlining on the draws.)
    const end = sides === null ? maxSlots : sides[next]!;
    const row = next * maxSlots;
    for (let s = 0; s < end; s++) {
      const other = neighbors[row + s]!;
      if (other >= 0) free[other]! &= ~(1 << opposites[row + s]!);
    }
    active[size] = next;
    links[next * 4] = size++;
    links[next * 4 + 1] = newest;
    links[next * 4 + 2] = -1;
    if (newest >= 0) links[newest * 4 + 2] = next;
    newest = next;

    // Pick the next side to carve, retiring spent cells on the way.
    let mask = 0;
    while (size > 0) {
      // The coin: random bits U₁U₂… against branchiness's binary digits p₁p₂…; at the first
      // difference, U < p exactly when that bit of U is 0. Two bits per coin on average, taken
      // 24 at a time from the high bits of a raw draw, and exact for every branchiness.
      let random = !never && size > 1;
      if (random && !always) {
        for (let i = 0; ; i++) {
          if (left === 0) {
            pool = rng.uint32() >>> 8;
            left = 24;
          }
          const bit = (pool >>> --left) & 1;
          const digit = digits[i]!;
          if (bit !== digit) {
            random = digit === 1;
            break;
          }
          if (i === digits.length - 1) {
            random = false; // U matched p to its last 1 digit, so U ≥ p
            break;
          }
        }
      }
      cell = random ? active[rng.below(size)]! : newest;
      mask = free[cell]!;
      if (mask !== 0) break;
      // Retire: out of the array (the last entry fills the gap) and out of the list.
      const at = links[cell * 4]!;
      const last = active[--size]!;
      active[at] = last;
      links[last * 4] = at;
      const before = links[cell * 4 + 1]!;
      const after = links[cell * 4 + 2]!;
      if (before >= 0) links[before * 4 + 2] = after;
      if (after >= 0) links[after * 4 + 1] = before;
      else newest = before;
    }
    if (size === 0) return;
    const slot = randomBit(mask, small, rng);
    const side = cell * maxSlots + slot;
    next = neighbors[side]!;
    masks[cell]! |= 1 << slot;
    masks[next]! |= 1 << opposites[side]!;
    if (recording) carver.note(side);
  }
};

/** The binary digits of `p` in (0, 1) after the point, to its last 1 (exact: p is a double). */
function binaryDigits(p: number): Uint8Array {
  const digits: number[] = [];
  for (let x = p; x > 0 && x < 1 && digits.length < 1100; ) {
    x *= 2;
    const digit = x >= 1 ? 1 : 0;
    digits.push(digit);
    x -= digit;
  }
  return Uint8Array.from(digits.length > 0 ? digits : [0]);
}
