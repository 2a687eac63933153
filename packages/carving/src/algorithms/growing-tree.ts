import { type Algorithm, carvableSides, ORDER_END, slotOrder } from '../graph.js';

/**
 * Growing tree: keep the set of active cells; carve from one of them to a random unvisited
 * neighbour (which becomes active), or retire it when it has none. `branchiness` is the chance of
 * carving from a random active cell rather than the newest: 0 gives the backtracker's long
 * winding corridors, 1 gives Prim-like short bushy ones, and values between blend the two.
 *
 * The active cells sit in an array (for a random pick) and in a list linked in the order they
 * became active (for the newest), so picking and retiring are both O(1) and "newest" always
 * means the most recently added cell still active. Each cell shuffles its sides once, when it
 * becomes active, and tries them in that order (see `slotOrder`).
 * @internal
 */
export const growingTree: Algorithm = (graph, _piece, root, rng, carver, branchiness) => {
  const { neighbors, maxSlots, sides, work } = graph;
  const visited = work.state(0);
  const active = work.ints(0);
  const position = work.ints(1);
  const older = work.ints(2);
  const newer = work.ints(3);
  const orders = work.ints(4);
  const scratch = new Int32Array(maxSlots);
  const threshold = branchiness * 2 ** 32;
  const always = branchiness >= 1;
  const never = branchiness <= 0;
  visited[root] = 1;
  active[0] = root;
  position[root] = 0;
  older[root] = -1;
  newer[root] = -1;
  orders[root] = slotOrder(sides === null ? maxSlots : sides[root]!, rng);
  let size = 1;
  let newest = root;
  while (size > 0) {
    // One raw draw compared whole against the threshold: a coin decided by its high bits.
    const random = !never && size > 1 && (always || rng.uint32() < threshold);
    const cell = random ? active[rng.below(size)]! : newest;
    let order = orders[cell]!;
    let slot = ORDER_END;
    let next = -1;
    if (order >= 0) {
      const row = cell * maxSlots;
      for (;;) {
        slot = order & 15;
        if (slot === ORDER_END) break;
        order >>= 4;
        next = neighbors[row + slot]!;
        if (next >= 0 && visited[next] === 0) break;
      }
      orders[cell] = order;
    } else {
      // A cell with many sides: pick among the unvisited ones afresh each time.
      const k = carvableSides(graph, cell, visited, 0, scratch);
      if (k > 0) {
        const i = k === 1 ? 0 : rng.below(k);
        slot = scratch[i]! & 15;
        next = scratch[i]! >> 4;
      }
    }
    if (slot === ORDER_END) {
      // Retire: out of the array (the last entry fills the gap) and out of the list.
      const at = position[cell]!;
      const last = active[--size]!;
      active[at] = last;
      position[last] = at;
      const before = older[cell]!;
      const after = newer[cell]!;
      if (before >= 0) newer[before] = after;
      if (after >= 0) older[after] = before;
      else newest = before;
      continue;
    }
    carver.link(cell, slot, next);
    visited[next] = 1;
    active[size] = next;
    position[next] = size++;
    older[next] = newest;
    newer[next] = -1;
    newer[newest] = next;
    newest = next;
    orders[next] = slotOrder(sides === null ? maxSlots : sides[next]!, rng);
  }
};
