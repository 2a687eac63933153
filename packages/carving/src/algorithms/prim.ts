import type { Algorithm } from '../graph.js';

/**
 * Prim's algorithm, randomised over walls (the form Wikipedia gives for mazes): keep a list of
 * the walls between the maze and the cells outside it; take a random one, and if the cell beyond
 * is still outside, open the wall and add that cell's own walls to the list. Short, branching
 * passages that radiate from the start. (A wall whose far cell joined the maze in the meantime
 * is simply dropped.)
 * @internal
 */
export const prim: Algorithm = (graph, piece, root, rng, carver) => {
  const { neighbors, maxSlots, sides } = graph;
  const inMaze = graph.work.state(0); // holes are marked too, so their walls are never listed
  const walls = new Int32Array(piece.length * maxSlots);
  let size = 0;
  const join = (cell: number) => {
    inMaze[cell] = 1;
    const row = cell * maxSlots;
    const end = sides === null ? maxSlots : sides[cell]!;
    for (let s = 0; s < end; s++) {
      const next = neighbors[row + s]!;
      if (next >= 0 && inMaze[next] === 0) walls[size++] = row + s;
    }
  };
  join(root);
  while (size > 0) {
    const at = size === 1 ? 0 : rng.below(size);
    const wall = walls[at]!;
    walls[at] = walls[--size]!;
    const next = neighbors[wall]!;
    if (inMaze[next] !== 0) continue;
    const cell = (wall / maxSlots) | 0;
    carver.link(cell, wall - cell * maxSlots, next);
    join(next);
  }
};
