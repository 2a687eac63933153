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
  const { neighbors, opposites, maxSlots, sides, work } = graph;
  const inMaze = work.state(0); // holes are marked too, so their walls are never listed
  const walls = work.sides();
  const masks = carver.masks;
  const recording = carver.recording;
  let size = 0;
  let cell = root;
  for (;;) {
    // `cell` joins the maze and lists its walls to cells outside. (Written out rather than
    // called, so the engine spends its inlining on the draw.)
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
    // Take random walls until one leads outside.
    let wall = -1;
    let next = -1;
    while (size > 0) {
      const at = size === 1 ? 0 : rng.below(size);
      wall = walls[at]!;
      walls[at] = walls[--size]!;
      next = neighbors[(wall >> 4) * maxSlots + (wall & 15)]!;
      if (inMaze[next] === 0) break;
    }
    if (next < 0 || inMaze[next] !== 0) return;
    const from = wall >> 4;
    const slot = wall & 15;
    const side = from * maxSlots + slot;
    masks[from]! |= 1 << slot;
    masks[next]! |= 1 << opposites[side]!;
    if (recording) carver.note(side);
    cell = next;
  }
};
