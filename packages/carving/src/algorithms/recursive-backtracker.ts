import { type Algorithm, freeSides, markVisited, randomBit, TABLE_SIDES } from '../graph.js';

/**
 * Recursive backtracker (depth-first search with an explicit stack, so any size is safe): walk
 * to a random unvisited neighbour; when there is none, step back. Long, winding corridors with
 * few dead ends.
 *
 * Every cell keeps a mask of its sides that lead to unvisited cells, updated as its neighbours
 * are visited, so a step is one lookup rather than a look at every side.
 * @internal
 */
export const recursiveBacktracker: Algorithm = (graph, piece, root, rng, carver) => {
  const { neighbors, maxSlots, work } = graph;
  const visited = work.state(0);
  const stack = work.ints(0);
  const free = work.slotMasks(0);
  freeSides(graph, piece, visited, free);
  const small = maxSlots <= TABLE_SIDES;
  let top = 0;
  let cell = root;
  for (;;) {
    // `cell` joins the maze, leaves its neighbours' masks and goes on the stack.
    markVisited(graph, cell, visited, free);
    stack[top++] = cell;
    // Step back to the newest cell with an unvisited neighbour.
    let mask = 0;
    while (top > 0) {
      cell = stack[top - 1]!;
      mask = free[cell]!;
      if (mask !== 0) break;
      top--;
    }
    if (top === 0) return;
    const slot = randomBit(mask, small, rng);
    cell = carver.link(cell, slot, neighbors[cell * maxSlots + slot]!);
  }
};
