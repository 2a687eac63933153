import { type Algorithm, carvableSides } from '../graph.js';

/**
 * Hunt-and-kill: walk to random unvisited neighbours until stuck, then hunt, in cell order, for
 * the first unvisited cell next to the maze, join it to a random maze neighbour and walk on from
 * there. Long corridors like the backtracker's, with fewer, longer branches. The hunt resumes
 * from the first unvisited cell, which in cell order nearly always touches the maze already, so
 * it stays fast on large boards.
 * @internal
 */
export const huntAndKill: Algorithm = (graph, piece, root, rng, carver) => {
  const visited = graph.work.state(0);
  const sides = new Int32Array(graph.maxSlots);
  const order = isAscending(piece) ? piece : piece.slice().sort();
  let firstUnvisited = 0;
  let cell = root;
  visited[root] = 1;
  for (;;) {
    // Kill: walk while there is an unvisited neighbour.
    let k = carvableSides(graph, cell, visited, 0, sides);
    if (k > 0) {
      const i = k === 1 ? 0 : rng.below(k);
      cell = carver.link(cell, sides[i]! & 15, sides[i]! >> 4);
      visited[cell] = 1;
      continue;
    }
    // Hunt: the first unvisited cell (in cell order) that touches the maze.
    while (firstUnvisited < order.length && visited[order[firstUnvisited]!]) firstUnvisited++;
    let found = -1;
    for (let j = firstUnvisited; j < order.length && found < 0; j++) {
      const candidate = order[j]!;
      if (visited[candidate]) continue;
      k = carvableSides(graph, candidate, visited, 1, sides);
      if (k > 0) {
        const i = k === 1 ? 0 : rng.below(k);
        carver.link(candidate, sides[i]! & 15, sides[i]! >> 4);
        visited[candidate] = 1;
        found = candidate;
      }
    }
    if (found < 0) return;
    cell = found;
  }
};

/** Whether cells are already in ascending order (a whole floor is), so sorting can be skipped. */
function isAscending(cells: Int32Array): boolean {
  for (let i = 1; i < cells.length; i++) if (cells[i - 1]! > cells[i]!) return false;
  return true;
}
