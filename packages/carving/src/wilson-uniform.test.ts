import { createRng } from '@knossos/random';
import { createTopology } from '@knossos/topology';
import { describe, expect, it } from 'vitest';
import { carve } from './carve.js';

/** Every spanning tree of a small board, found by brute force over subsets of its walls. */
function allSpanningTrees(width: number, height: number): Set<string> {
  const t = createTopology({ kind: 'square', width, height });
  const walls: [number, number][] = [];
  for (let c = 0; c < t.cellCount; c++) {
    for (let s = 0; s < 4; s++) if (t.neighbor(c, s) > c) walls.push([c, t.neighbor(c, s)]);
  }
  const trees = new Set<string>();
  const need = t.cellCount - 1;
  for (let mask = 0; mask < 1 << walls.length; mask++) {
    if (popcount(mask) !== need) continue;
    const parent = Array.from({ length: t.cellCount }, (_, i) => i);
    const find = (x: number): number => {
      let v = x;
      while (parent[v] !== v) v = parent[v]!;
      return v;
    };
    let cycle = false;
    const chosen: [number, number][] = [];
    walls.forEach(([a, b], i) => {
      if (!((mask >> i) & 1) || cycle) return;
      const [ra, rb] = [find(a), find(b)];
      if (ra === rb) cycle = true;
      parent[ra] = rb;
      chosen.push([a, b]);
    });
    if (!cycle) trees.add(keyOf(chosen));
  }
  return trees;
}

/** A tree's edges as one string, sorted, so equal trees give equal keys. */
function keyOf(edges: [number, number][]): string {
  return edges
    .map(([a, b]) => a * 100 + b)
    .sort((x, y) => x - y)
    .join(' ');
}

function popcount(x: number): number {
  let n = 0;
  for (let v = x; v; v &= v - 1) n++;
  return n;
}

/** Chi-square of a carving algorithm's trees on 3 × 3 against the uniform distribution. */
function treeChiSquare(algorithm: 'wilson' | 'recursive-backtracker', trees: Set<string>) {
  const t = createTopology({ kind: 'square', width: 3, height: 3 });
  const counts = new Map<string, number>();
  const rng = createRng(`${algorithm}-uniform`);
  const samples = 192 * 60;
  for (let i = 0; i < samples; i++) {
    const passages = carve(t, algorithm, rng);
    const edges: [number, number][] = [];
    for (let c = 0; c < 9; c++) {
      for (let s = 0; s < 4; s++)
        if (passages.isOpen(c, s) && t.neighbor(c, s) > c) edges.push([c, t.neighbor(c, s)]);
    }
    const key = keyOf(edges);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const expected = samples / trees.size;
  let chi = 0;
  for (const tree of trees) chi += ((counts.get(tree) ?? 0) - expected) ** 2 / expected;
  return { chi, counts };
}

/** The 0.999 quantile of chi-square with 191 degrees of freedom (Wilson–Hilferty). */
const CRITICAL = 191 * (1 - 2 / (9 * 191) + 3.0902 * Math.sqrt(2 / (9 * 191))) ** 3;

describe("Wilson's algorithm", () => {
  const trees = allSpanningTrees(3, 3);

  it('draws every one of the 192 spanning trees of a 3×3 board equally often (chi-square)', () => {
    expect(trees.size).toBe(192); // the matrix-tree theorem's count for the 3×3 grid
    const { chi, counts } = treeChiSquare('wilson', trees);
    for (const key of counts.keys()) expect(trees.has(key), key).toBe(true);
    expect(counts.size).toBe(192);
    expect(chi).toBeLessThan(CRITICAL);
  });

  it('is told apart from a biased algorithm by the same test (the backtracker is not uniform)', () => {
    expect(treeChiSquare('recursive-backtracker', trees).chi).toBeGreaterThan(CRITICAL);
  });
});
