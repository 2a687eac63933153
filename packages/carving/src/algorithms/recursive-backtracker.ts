import type { Algorithm } from '../graph.js';

/**
 * Recursive backtracker (depth-first search with an explicit stack, so any size is safe): walk
 * to a random unvisited neighbour; when there is none, step back. Long, winding corridors with
 * few dead ends.
 * @internal
 */
export const recursiveBacktracker: Algorithm = (graph, piece, root, rng, carver) => {
  const { maxSlots, counts, targets } = graph;
  const visited = new Uint8Array(graph.n);
  const stack = new Int32Array(piece.length);
  const choice = new Int32Array(maxSlots);
  let top = 0;
  stack[top++] = root;
  visited[root] = 1;
  while (top > 0) {
    const cell = stack[top - 1]!;
    const row = cell * maxSlots;
    let k = 0;
    for (let i = 0; i < counts[cell]!; i++) if (!visited[targets[row + i]!]) choice[k++] = i;
    if (k === 0) {
      top--;
      continue;
    }
    const next = carver.link(graph, cell, choice[k === 1 ? 0 : rng.int(0, k - 1)]!);
    visited[next] = 1;
    stack[top++] = next;
  }
};
