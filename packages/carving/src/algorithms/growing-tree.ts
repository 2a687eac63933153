import { type Algorithm, carvableSides, stateArray } from '../graph.js';

/**
 * Growing tree: keep a list of active cells; carve from one of them to a random unvisited
 * neighbour (adding it to the list), or drop it when it has none. `branchiness` is the chance of
 * carving from a random active cell rather than the newest: 0 gives the backtracker's long
 * winding corridors, 1 gives Prim-like short bushy ones. (A dropped cell's place in the list is
 * taken by the newest, which keeps every step O(1).)
 * @internal
 */
export const growingTree: Algorithm = (graph, piece, root, rng, carver, branchiness) => {
  const visited = stateArray(graph);
  const active = new Int32Array(piece.length);
  const sides = new Int32Array(graph.maxSlots);
  const threshold = branchiness * 2 ** 32;
  let size = 0;
  active[size++] = root;
  visited[root] = 1;
  while (size > 0) {
    // One raw draw compared whole against the threshold: a coin decided by its high bits.
    const random = branchiness >= 1 || (branchiness > 0 && rng.uint32() < threshold);
    const at = random && size > 1 ? rng.below(size) : size - 1;
    const cell = active[at]!;
    const k = carvableSides(graph, cell, visited, 0, sides);
    if (k === 0) {
      active[at] = active[--size]!;
      continue;
    }
    const i = k === 1 ? 0 : rng.below(k);
    const next = carver.link(cell, sides[i]! & 15, sides[i]! >> 4);
    visited[next] = 1;
    active[size++] = next;
  }
};
