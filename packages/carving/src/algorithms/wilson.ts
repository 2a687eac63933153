import type { Algorithm } from '../graph.js';

/**
 * Wilson's algorithm (D. B. Wilson, "Generating random spanning trees more quickly than the cover
 * time", STOC 1996): from each cell not yet in the maze, walk at random until the walk meets the
 * maze, then add the walk with its loops erased. Remembering only the last exit taken from each
 * cell erases the loops. Every spanning tree is equally likely.
 * @internal
 */
export const wilson: Algorithm = (graph, piece, root, rng, carver) => {
  const { maxSlots, counts, targets } = graph;
  const inMaze = new Uint8Array(graph.n);
  const exit = new Int8Array(graph.n);
  inMaze[root] = 1;
  for (const start of piece) {
    if (inMaze[start]) continue;
    let cell = start;
    while (!inMaze[cell]) {
      const k = counts[cell]!;
      const i = k === 1 ? 0 : rng.int(0, k - 1);
      exit[cell] = i;
      cell = targets[cell * maxSlots + i]!;
    }
    cell = start;
    while (!inMaze[cell]) {
      inMaze[cell] = 1;
      cell = carver.link(graph, cell, exit[cell]!);
    }
  }
};
