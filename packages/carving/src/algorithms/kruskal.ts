import type { Algorithm } from '../graph.js';

/**
 * Kruskal's algorithm, randomised: take every wall in random order and open it when the cells on
 * its two sides are not yet joined (a disjoint-set forest with path halving and union by size).
 * Many short dead ends, evenly spread.
 * @internal
 */
export const kruskal: Algorithm = (graph, piece, _root, rng, carver) => {
  const { maxSlots, counts, targets } = graph;
  let edges = 0;
  for (const cell of piece) {
    for (let i = 0; i < counts[cell]!; i++) if (targets[cell * maxSlots + i]! > cell) edges++;
  }
  const walls = new Int32Array(edges);
  let w = 0;
  for (const cell of piece) {
    for (let i = 0; i < counts[cell]!; i++) {
      if (targets[cell * maxSlots + i]! > cell) walls[w++] = cell * maxSlots + i;
    }
  }
  rng.shuffle(walls);
  const parent = new Int32Array(graph.n);
  const size = new Int32Array(graph.n);
  for (const cell of piece) {
    parent[cell] = cell;
    size[cell] = 1;
  }
  const find = (x: number): number => {
    let v = x;
    while (parent[v] !== v) {
      parent[v] = parent[parent[v]!]!;
      v = parent[v]!;
    }
    return v;
  };
  let joined = 1;
  for (let e = 0; e < edges && joined < piece.length; e++) {
    const wall = walls[e]!;
    const cell = (wall / maxSlots) | 0;
    const a = find(cell);
    const b = find(targets[wall]!);
    if (a === b) continue;
    if (size[a]! < size[b]!) {
      parent[a] = b;
      size[b]! += size[a]!;
    } else {
      parent[b] = a;
      size[a]! += size[b]!;
    }
    carver.link(graph, cell, wall - cell * maxSlots);
    joined++;
  }
};
