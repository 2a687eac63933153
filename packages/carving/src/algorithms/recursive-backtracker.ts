import { type Algorithm, carvableSides } from '../graph.js';

/**
 * Recursive backtracker (depth-first search with an explicit stack, so any size is safe): walk
 * to a random unvisited neighbour; when there is none, step back. Long, winding corridors with
 * few dead ends.
 * @internal
 */
export const recursiveBacktracker: Algorithm = (graph, _piece, root, rng, carver) => {
  const visited = graph.work.state(0);
  const stack = graph.work.ints(0);
  const sides = new Int32Array(graph.maxSlots);
  let top = 0;
  stack[top++] = root;
  visited[root] = 1;
  while (top > 0) {
    const cell = stack[top - 1]!;
    const k = carvableSides(graph, cell, visited, 0, sides);
    if (k === 0) {
      top--;
      continue;
    }
    const i = k === 1 ? 0 : rng.below(k);
    const next = carver.link(cell, sides[i]! & 15, sides[i]! >> 4);
    visited[next] = 1;
    stack[top++] = next;
  }
};
