import type { Algorithm } from '../graph.js';

/**
 * Hunt-and-kill: walk to random unvisited neighbours until stuck, then hunt, in cell order, for
 * the first unvisited cell next to the maze, join it to a random maze neighbour and walk on from
 * there. Long corridors like the backtracker's, with fewer, longer branches. The hunt resumes
 * from the first unvisited cell, which in cell order nearly always touches the maze already, so
 * it stays fast on large boards.
 * @internal
 */
export const huntAndKill: Algorithm = (graph, piece, root, rng, carver) => {
  const { maxSlots, counts, targets } = graph;
  const visited = new Uint8Array(graph.n);
  const choice = new Int32Array(maxSlots);
  const order = piece.slice().sort();
  let firstUnvisited = 0;
  let cell = root;
  visited[root] = 1;
  for (;;) {
    // Kill: walk while there is an unvisited neighbour.
    const row = cell * maxSlots;
    let k = 0;
    for (let i = 0; i < counts[cell]!; i++) if (!visited[targets[row + i]!]) choice[k++] = i;
    if (k > 0) {
      cell = carver.link(graph, cell, choice[k === 1 ? 0 : rng.int(0, k - 1)]!);
      visited[cell] = 1;
      continue;
    }
    // Hunt: the first unvisited cell (in cell order) that touches the maze.
    while (firstUnvisited < order.length && visited[order[firstUnvisited]!]) firstUnvisited++;
    let found = -1;
    for (let j = firstUnvisited; j < order.length && found < 0; j++) {
      const candidate = order[j]!;
      if (visited[candidate]) continue;
      const at = candidate * maxSlots;
      k = 0;
      for (let i = 0; i < counts[candidate]!; i++) if (visited[targets[at + i]!]) choice[k++] = i;
      if (k > 0) {
        carver.link(graph, candidate, choice[k === 1 ? 0 : rng.int(0, k - 1)]!);
        visited[candidate] = 1;
        found = candidate;
      }
    }
    if (found < 0) return;
    cell = found;
  }
};
