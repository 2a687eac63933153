import { type Algorithm, isZero } from '../graph.js';

/**
 * Prim's algorithm, randomised over walls (the form Wikipedia gives for mazes): keep a list of
 * the walls between the maze and the cells outside it; take a random one, and if the cell beyond
 * is still outside, open the wall and add that cell's own walls to the list. Short, branching
 * passages that radiate from the start. (A wall whose far cell joined the maze in the meantime
 * is simply dropped.)
 *
 * A wall is listed from its far side, as `outside · 16 + slot back`, so dropping a stale wall
 * reads only the far cell's state, and opening one reads the table row the joining cell needs
 * next anyway.
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
      walls[size] = (next << 4) | opposites[row + s]!;
      size += isZero(inMaze[next]!);
    }
    // Take random walls until one leads outside.
    let wall = -1;
    while (size > 0) {
      const at = size === 1 ? 0 : rng.below(size);
      const taken = walls[at]!;
      walls[at] = walls[--size]!;
      if (inMaze[taken >> 4] === 0) {
        wall = taken;
        break;
      }
    }
    if (wall < 0) return;
    const outside = wall >> 4;
    const back = wall & 15;
    const side = outside * maxSlots + back;
    const inside = neighbors[side]!;
    masks[outside]! |= 1 << back;
    masks[inside]! |= 1 << opposites[side]!;
    if (recording) carver.note(side);
    cell = outside;
  }
};
