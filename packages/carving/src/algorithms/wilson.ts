import { type Algorithm, carvableSides, stateArray } from '../graph.js';

/**
 * Wilson's algorithm (D. B. Wilson, "Generating random spanning trees more quickly than the cover
 * time", STOC 1996): from each cell not yet in the maze, walk at random until the walk meets the
 * maze, then add the walk with its loops erased. Remembering only the last exit taken from each
 * cell erases the loops. Every spanning tree is equally likely.
 * @internal
 */
export const wilson: Algorithm = (graph, piece, root, rng, carver) => {
  const inMaze = new Uint8Array(graph.n);
  const any = stateArray(graph); // 0 for every playable cell: accept any of them
  const exitSlot = new Int8Array(graph.n);
  const exitCell = new Int32Array(graph.n);
  const slots = new Int32Array(graph.maxSlots);
  const cells = new Int32Array(graph.maxSlots);
  inMaze[root] = 1;
  for (const start of piece) {
    if (inMaze[start]) continue;
    let cell = start;
    while (!inMaze[cell]) {
      const k = carvableSides(graph, cell, any, 0, slots, cells);
      const i = k === 1 ? 0 : rng.below(k);
      exitSlot[cell] = slots[i]!;
      exitCell[cell] = cells[i]!;
      cell = cells[i]!;
    }
    cell = start;
    while (!inMaze[cell]) {
      inMaze[cell] = 1;
      cell = carver.link(cell, exitSlot[cell]!, exitCell[cell]!);
    }
  }
};
