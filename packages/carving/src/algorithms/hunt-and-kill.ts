import { type Algorithm, freeSides, markVisited, randomBit, TABLE_SIDES } from '../graph.js';

/**
 * Hunt-and-kill: walk to random unvisited neighbours until stuck, then hunt, in cell order, for
 * the first unvisited cell next to the maze, join it to a random maze neighbour and walk on from
 * there. Long corridors like the backtracker's, with fewer, longer branches. The hunt resumes
 * from the first unvisited cell, which in cell order nearly always touches the maze already, so
 * it stays fast on large boards.
 *
 * Every cell keeps a mask of its sides that lead to unvisited cells, updated as its neighbours
 * are visited: a step of the walk is one lookup, and a cell touches the maze exactly when its
 * mask has lost a side.
 * @internal
 */
export const huntAndKill: Algorithm = (graph, piece, root, rng, carver) => {
  const { neighbors, maxSlots, work } = graph;
  const visited = work.state(0);
  const free = work.slotMasks(0);
  freeSides(graph, piece, visited, free);
  // Each cell's sides at the start (to playable cells): a copy of the first masks with holes,
  // the board's own without.
  let start: Uint16Array;
  if (graph.hasHoles) {
    start = work.slotMasks(1);
    for (let i = 0; i < piece.length; i++) start[piece[i]!] = free[piece[i]!]!;
  } else start = work.openMasks();
  const order = isAscending(piece) ? piece : piece.slice().sort();
  const small = maxSlots <= TABLE_SIDES;
  let firstUnvisited = 0;
  let cell = root;
  for (;;) {
    // `cell` joins the maze and leaves its neighbours' masks.
    markVisited(graph, cell, visited, free);
    // Kill: walk on while there is an unvisited neighbour.
    const mask = free[cell]!;
    if (mask !== 0) {
      const slot = randomBit(mask, small, rng);
      cell = carver.link(cell, slot, neighbors[cell * maxSlots + slot]!);
      continue;
    }
    // Hunt: the first unvisited cell (in cell order) that touches the maze, joined to a random
    // maze neighbour.
    while (firstUnvisited < order.length && visited[order[firstUnvisited]!]) firstUnvisited++;
    let found = -1;
    for (let j = firstUnvisited; j < order.length; j++) {
      const candidate = order[j]!;
      if (visited[candidate]) continue;
      const touching = start[candidate]! & ~free[candidate]!;
      if (touching === 0) continue;
      const slot = randomBit(touching, small, rng);
      carver.link(candidate, slot, neighbors[candidate * maxSlots + slot]!);
      found = candidate;
      break;
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
