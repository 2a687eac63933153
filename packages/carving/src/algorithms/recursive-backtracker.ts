import { type Algorithm, carvableSides, stateArray } from '../graph.js';

/**
 * Recursive backtracker (depth-first search with an explicit stack, so any size is safe): walk
 * to a random unvisited neighbour; when there is none, step back. Long, winding corridors with
 * few dead ends.
 * @internal
 */
export const recursiveBacktracker: Algorithm = (graph, piece, root, rng, carver) => {
  const visited = stateArray(graph);
  const stack = new Int32Array(piece.length);
  const slots = new Int32Array(graph.maxSlots);
  const cells = new Int32Array(graph.maxSlots);
  let top = 0;
  stack[top++] = root;
  visited[root] = 1;
  while (top > 0) {
    const cell = stack[top - 1]!;
    const k = carvableSides(graph, cell, visited, 0, slots, cells);
    if (k === 0) {
      top--;
      continue;
    }
    const i = k === 1 ? 0 : rng.below(k);
    const next = carver.link(cell, slots[i]!, cells[i]!);
    visited[next] = 1;
    stack[top++] = next;
  }
};
