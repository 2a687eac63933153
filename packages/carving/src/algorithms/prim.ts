import type { Rng } from '@knossos/random';
import { type Algorithm, type CarveGraph, type Carver, isZero } from '../graph.js';

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

/**
 * Prim's algorithm with a cap on open sides per cell: a wall whose inner cell is already at the
 * cap is set aside rather than opened. Only when no other wall is left are the set-aside walls
 * opened (past the cap) for cells still outside. Returns `false` when that was needed.
 * @internal
 */
export function primCapped(
  graph: CarveGraph,
  root: number,
  rng: Rng,
  carver: Carver,
  maxDegree: number,
): boolean {
  const { neighbors, opposites, maxSlots, sides, work } = graph;
  const inMaze = work.state(0);
  const walls = work.sides();
  const spare = new Int32Array(walls.length);
  const masks = carver.masks;
  const degree = work.state(1);
  let size = 0;
  let spares = 0;
  let capped = true;
  let cell = root;
  for (;;) {
    inMaze[cell] = 1;
    const row = cell * maxSlots;
    const end = sides === null ? maxSlots : sides[cell]!;
    for (let s = 0; s < end; s++) {
      const next = neighbors[row + s]!;
      if (next < 0 || inMaze[next] !== 0) continue;
      walls[size++] = (next << 4) | opposites[row + s]!;
    }
    let wall = -1;
    while (size > 0) {
      const at = size === 1 ? 0 : rng.below(size);
      const taken = walls[at]!;
      walls[at] = walls[--size]!;
      if (inMaze[taken >> 4] !== 0) continue;
      const inside = neighbors[(taken >> 4) * maxSlots + (taken & 15)]!;
      if (degree[inside]! >= maxDegree) {
        spare[spares++] = taken;
        continue;
      }
      wall = taken;
      break;
    }
    while (wall < 0 && spares > 0) {
      const taken = spare[--spares]!;
      if (inMaze[taken >> 4] === 0) {
        wall = taken;
        capped = false;
      }
    }
    if (wall < 0) return capped;
    const outside = wall >> 4;
    const back = wall & 15;
    const side = outside * maxSlots + back;
    const inside = neighbors[side]!;
    masks[outside]! |= 1 << back;
    masks[inside]! |= 1 << opposites[side]!;
    degree[outside]!++;
    degree[inside]!++;
    if (carver.recording) carver.note(side);
    cell = outside;
  }
}
