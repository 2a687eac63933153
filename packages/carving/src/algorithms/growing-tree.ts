import type { Algorithm } from '../graph.js';

/**
 * Growing tree: keep a list of active cells; carve from one of them to a random unvisited
 * neighbour (adding it to the list), or drop it when it has none. `branchiness` is the chance of
 * carving from a random active cell rather than the newest: 0 gives the backtracker's long
 * winding corridors, 1 gives Prim-like short bushy ones. (A dropped cell's place in the list is
 * taken by the newest, which keeps every step O(1).)
 * @internal
 */
export const growingTree: Algorithm = (graph, piece, root, rng, carver, branchiness) => {
  const { maxSlots, counts, targets } = graph;
  const visited = new Uint8Array(graph.n);
  const active = new Int32Array(piece.length);
  const choice = new Int32Array(maxSlots);
  let size = 0;
  active[size++] = root;
  visited[root] = 1;
  while (size > 0) {
    const random = branchiness >= 1 || (branchiness > 0 && rng.bool(branchiness));
    const at = random && size > 1 ? rng.int(0, size - 1) : size - 1;
    const cell = active[at]!;
    const row = cell * maxSlots;
    let k = 0;
    for (let i = 0; i < counts[cell]!; i++) if (!visited[targets[row + i]!]) choice[k++] = i;
    if (k === 0) {
      active[at] = active[--size]!;
      continue;
    }
    const next = carver.link(graph, cell, choice[k === 1 ? 0 : rng.int(0, k - 1)]!);
    visited[next] = 1;
    active[size++] = next;
  }
};
