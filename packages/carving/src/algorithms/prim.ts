import { type Algorithm, isZero } from '../graph.js';

/**
 * Prim's algorithm, randomised over walls (the form Wikipedia gives for mazes): keep a list of
 * the walls between the maze and the cells outside it; take a random one, and if the cell beyond
 * is still outside, open the wall and add that cell's own walls to the list. Short, branching
 * passages that radiate from the start. (A wall whose far cell joined the maze in the meantime
 * is simply dropped.) Walls are listed as `cell · 16 + slot`.
 * @internal
 */
export const prim: Algorithm = (graph, _piece, root, rng, carver) => {
  const { neighbors, maxSlots, sides, work } = graph;
  const inMaze = work.state(0); // holes are marked too, so their walls are never listed
  const walls = work.sides();
  let size = 0;
  const join = (cell: number) => {
    inMaze[cell] = 1;
    const row = cell * maxSlots;
    const end = sides === null ? maxSlots : sides[cell]!;
    for (let s = 0; s < end; s++) {
      const next = neighbors[row + s]!;
      if (next < 0) continue;
      // Written always, kept only when the cell beyond is outside: no branch to mispredict.
      walls[size] = (cell << 4) | s;
      size += isZero(inMaze[next]!);
    }
  };
  join(root);
  while (size > 0) {
    const at = size === 1 ? 0 : rng.below(size);
    const wall = walls[at]!;
    walls[at] = walls[--size]!;
    const cell = wall >> 4;
    const slot = wall & 15;
    const next = neighbors[cell * maxSlots + slot]!;
    if (inMaze[next] !== 0) continue;
    carver.link(cell, slot, next);
    join(next);
  }
};
