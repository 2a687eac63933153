import { type Algorithm, carvableSides } from '../graph.js';

/**
 * Prim's algorithm, randomised (the "simplified" form common in maze generation): keep the
 * frontier of cells next to the maze; join a random frontier cell to a random maze neighbour.
 * Short, branching passages that radiate from the start.
 * @internal
 */
export const prim: Algorithm = (graph, _piece, root, rng, carver) => {
  const state = graph.work.state(0); // 0 outside, 1 frontier, 2 in the maze
  const frontier = graph.work.ints(0);
  const sides = new Int32Array(graph.maxSlots);
  let size = 0;
  const grow = (cell: number) => {
    state[cell] = 2;
    const k = carvableSides(graph, cell, state, 0, sides);
    for (let i = 0; i < k; i++) {
      // Two slots can lead to one cell (a torus 2 wide): add it once.
      const next = sides[i]! >> 4;
      if (state[next] !== 0) continue;
      state[next] = 1;
      frontier[size++] = next;
    }
  };
  grow(root);
  while (size > 0) {
    const at = size === 1 ? 0 : rng.below(size);
    const cell = frontier[at]!;
    frontier[at] = frontier[--size]!;
    const k = carvableSides(graph, cell, state, 2, sides);
    const i = k === 1 ? 0 : rng.below(k);
    carver.link(cell, sides[i]! & 15, sides[i]! >> 4);
    grow(cell);
  }
};
