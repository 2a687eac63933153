import type { Algorithm } from '../graph.js';

/**
 * Wilson's algorithm (D. B. Wilson, "Generating random spanning trees more quickly than the cover
 * time", STOC 1996): from each cell not yet in the maze, walk at random until the walk meets the
 * maze, then add the walk with its loops erased. Remembering only the last exit taken from each
 * cell erases the loops. Every spanning tree is equally likely.
 *
 * Each step of the walk draws a slot and redraws while it leads off the board or into a hole:
 * every usable side stays equally likely, and inside the board the first draw nearly always
 * does. On four-sided cells a step costs two random bits, not a whole draw.
 * @internal
 */
export const wilson: Algorithm = (graph, piece, root, rng, carver) => {
  const { neighbors, maxSlots, sides } = graph;
  const inMaze = graph.work.state(0); // holes are marked too, and walks never reach them
  const blocked = graph.work.state(1); // non-zero for holes
  const exitSlot = graph.work.ints(0);
  let pool = 0;
  let left = 0;
  inMaze[root] = 1;
  for (let i = 0; i < piece.length; i++) {
    const start = piece[i]!;
    if (inMaze[start] !== 0) continue;
    let cell = start;
    while (inMaze[cell] === 0) {
      const end = sides === null ? maxSlots : sides[cell]!;
      const row = cell * maxSlots;
      let slot: number;
      let next: number;
      do {
        if (end === 4) {
          // Four ways (square grids): two bits per step, twelve steps per raw draw, taken from
          // its top 24 bits (xoroshiro128+'s low bits are its weak ones).
          if (left === 0) {
            pool = rng.uint32();
            left = 12;
          }
          left--;
          slot = (pool >>> (8 + 2 * left)) & 3;
        } else {
          slot = rng.below(end);
        }
        next = neighbors[row + slot]!;
      } while (next < 0 || blocked[next] !== 0);
      exitSlot[cell] = slot;
      cell = next;
    }
    cell = start;
    while (inMaze[cell] === 0) {
      inMaze[cell] = 1;
      const slot = exitSlot[cell]!;
      cell = carver.link(cell, slot, neighbors[cell * maxSlots + slot]!);
    }
  }
};
