import type { Algorithm } from '../graph.js';

/**
 * Prim's algorithm, randomised (the "simplified" form common in maze generation): keep the
 * frontier of cells next to the maze; join a random frontier cell to a random maze neighbour.
 * Short, branching passages that radiate from the start.
 * @internal
 */
export const prim: Algorithm = (graph, piece, root, rng, carver) => {
  const { maxSlots, counts, targets } = graph;
  const state = new Uint8Array(graph.n); // 0 outside, 1 frontier, 2 in the maze
  const frontier = new Int32Array(piece.length);
  const choice = new Int32Array(maxSlots);
  let size = 0;
  const grow = (cell: number) => {
    state[cell] = 2;
    const row = cell * maxSlots;
    for (let i = 0; i < counts[cell]!; i++) {
      const next = targets[row + i]!;
      if (state[next] === 0) {
        state[next] = 1;
        frontier[size++] = next;
      }
    }
  };
  grow(root);
  while (size > 0) {
    const at = size === 1 ? 0 : rng.int(0, size - 1);
    const cell = frontier[at]!;
    frontier[at] = frontier[--size]!;
    const row = cell * maxSlots;
    let k = 0;
    for (let i = 0; i < counts[cell]!; i++) if (state[targets[row + i]!] === 2) choice[k++] = i;
    carver.link(graph, cell, choice[k === 1 ? 0 : rng.int(0, k - 1)]!);
    grow(cell);
  }
};
