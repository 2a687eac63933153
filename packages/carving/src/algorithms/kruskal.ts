import type { Algorithm } from '../graph.js';

/**
 * Kruskal's algorithm, randomised: take every wall in random order and open it when the cells on
 * its two sides are not yet joined (a disjoint-set forest with path halving and union by size).
 * Many short dead ends, evenly spread. Walls are listed as `cell · 16 + slot`.
 * @internal
 */
export const kruskal: Algorithm = (graph, piece, _root, rng, carver) => {
  const { maxSlots, neighbors, playable, sides } = graph;
  const walls = graph.work.sides();
  let edges = 0;
  const listed = graph.hasHoles ? null : graph.work.floorWalls(piece);
  if (listed !== null) {
    // A whole floor: its walls were listed at the board's first carve.
    walls.set(listed);
    edges = listed.length;
  } else {
    for (let i = 0; i < piece.length; i++) {
      const cell = piece[i]!;
      const end = sides === null ? maxSlots : sides[cell]!;
      for (let s = 0; s < end; s++) {
        const next = neighbors[cell * maxSlots + s]!;
        if (next > cell && playable[next]) walls[edges++] = (cell << 4) | s;
      }
    }
  }
  const order = walls.subarray(0, edges);
  rng.shuffle(order);
  const parent = graph.work.ints(0);
  const size = graph.work.ints(1);
  for (let i = 0; i < piece.length; i++) {
    const cell = piece[i]!;
    parent[cell] = cell;
    size[cell] = 1;
  }
  let joined = 1;
  for (let e = 0; e < edges && joined < piece.length; e++) {
    const wall = order[e]!;
    const cell = wall >> 4;
    const slot = wall & 15;
    const other = neighbors[cell * maxSlots + slot]!;
    const a = find(parent, cell);
    const b = find(parent, other);
    if (a === b) continue;
    if (size[a]! < size[b]!) {
      parent[a] = b;
      size[b]! += size[a]!;
    } else {
      parent[b] = a;
      size[a]! += size[b]!;
    }
    carver.link(cell, slot, other);
    joined++;
  }
};

/** The root of a cell's set, halving the path on the way. */
function find(parent: Int32Array, cell: number): number {
  let v = cell;
  while (parent[v] !== v) {
    const up = parent[parent[v]!]!;
    parent[v] = up;
    v = up;
  }
  return v;
}
