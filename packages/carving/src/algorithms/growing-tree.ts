import { type Algorithm, carvableSides } from '../graph.js';

/**
 * Growing tree: keep the set of active cells; carve from one of them to a random unvisited
 * neighbour (which becomes active), or retire it when it has none. `branchiness` is the chance of
 * carving from a random active cell rather than the newest: 0 gives the backtracker's long
 * winding corridors, 1 gives Prim-like short bushy ones, and values between blend the two.
 *
 * The active cells sit in an array (for a random pick) and in a list linked in the order they
 * became active (for the newest), so picking and retiring are both O(1) and "newest" always
 * means the most recently added cell still active.
 * @internal
 */
export const growingTree: Algorithm = (graph, _piece, root, rng, carver, branchiness) => {
  const { work } = graph;
  const visited = work.state(0);
  const active = work.ints(0);
  const position = work.ints(1);
  const older = work.ints(2);
  const newer = work.ints(3);
  const sides = new Int32Array(graph.maxSlots);
  const threshold = branchiness * 2 ** 32;
  let size = 0;
  let newest = -1;
  const activate = (cell: number) => {
    visited[cell] = 1;
    active[size] = cell;
    position[cell] = size++;
    older[cell] = newest;
    newer[cell] = -1;
    if (newest >= 0) newer[newest] = cell;
    newest = cell;
  };
  const retire = (cell: number) => {
    const last = active[--size]!;
    active[position[cell]!] = last;
    position[last] = position[cell]!;
    const before = older[cell]!;
    const after = newer[cell]!;
    if (before >= 0) newer[before] = after;
    if (after >= 0) older[after] = before;
    else newest = before;
  };
  activate(root);
  while (size > 0) {
    // One raw draw compared whole against the threshold: a coin decided by its high bits.
    const random = branchiness >= 1 || (branchiness > 0 && rng.uint32() < threshold);
    const cell = random && size > 1 ? active[rng.below(size)]! : newest;
    const k = carvableSides(graph, cell, visited, 0, sides);
    if (k === 0) {
      retire(cell);
      continue;
    }
    const i = k === 1 ? 0 : rng.below(k);
    activate(carver.link(cell, sides[i]! & 15, sides[i]! >> 4));
  }
};
