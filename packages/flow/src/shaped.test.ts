// Levels with holes and bridges: every engine against a brute-force enumerator that knows
// nothing of `flowGraph` (it walks cells and directions itself).
import { createTopology } from '@knossos/topology';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { flowGraph, fromNodeColors, toNodeColors } from './graph.js';
import { checkLevel, type FlowLevel, solutionProblem, topologyOf } from './level.js';
import { searchFlow } from './search.js';
import { solveFlow } from './solve.js';

/**
 * Every way to route each colour from its first dot to its second on a simple path, the paths
 * covering every cell (a bridge twice: once across, once down), as the level's solution form.
 * A path entering a bridge leaves it on the far side; a hole is never entered. Under the degree
 * rule a routing is kept only when every cell has exactly 1 (dot) or 2 neighbours of its colour,
 * a neighbour across a side of a bridge being the bridge's crossing along that side's axis.
 */
function bruteForce(level: FlowLevel, touching: boolean): string[] {
  const t = createTopology({ kind: level.grid, width: level.width, height: level.height });
  const n = t.cellCount;
  const holes = new Set(level.holes ?? []);
  const bridges = level.bridges ?? [];
  const units = n + bridges.length; // a cell each (a bridge's east–west crossing), then downs
  const vertical = (slot: number) => level.grid === 'square' && slot % 2 === 0;
  /** The unit a step across `slot` into `cell` lands on. */
  const unitOf = (cell: number, slot: number) => {
    const b = bridges.indexOf(cell);
    return b >= 0 && vertical(slot) ? n + b : cell;
  };
  const cellOfUnit = (unit: number) => (unit < n ? unit : bridges[unit - n]!);
  const k = level.dots.length / 2;
  const dotOf = new Map<number, number>();
  for (let i = 0; i < level.dots.length; i++) dotOf.set(level.dots[i]!, i >> 1);
  const color = new Array<number>(units).fill(-1);
  for (const cell of holes) color[cell] = -2;
  const found: string[] = [];

  const degreesHold = () => {
    for (let unit = 0; unit < units; unit++) {
      if (color[unit] === -2) continue;
      const cell = cellOfUnit(unit);
      const isBridge = bridges.includes(cell);
      let same = 0;
      for (let s = 0; s < t.slotCount(cell); s++) {
        if (isBridge && vertical(s) !== unit >= n) continue;
        const other = t.neighbor(cell, s);
        if (other < 0 || holes.has(other)) continue;
        if (color[unitOf(other, t.oppositeSlot(cell, s))] === color[unit]) same++;
      }
      if (same !== (dotOf.has(unit) && unit < n ? 1 : 2)) return false;
    }
    return true;
  };
  const route = (c: number) => {
    if (c === k) {
      if (color.every((x) => x !== -1) && (touching || degreesHold())) {
        found.push(JSON.stringify(color.map((x) => (x === -2 ? -1 : x))));
      }
      return;
    }
    const walk = (unit: number, slot: number) => {
      const cell = cellOfUnit(unit);
      if (unit === level.dots[2 * c + 1]) {
        route(c + 1);
        return;
      }
      const onBridge = bridges.includes(cell);
      for (let s = 0; s < t.slotCount(cell); s++) {
        if (onBridge && s !== slot) continue; // straight over a bridge
        const next = t.neighbor(cell, s);
        if (next < 0 || holes.has(next)) continue;
        const into = unitOf(next, t.oppositeSlot(cell, s));
        if (color[into] !== -1 && into !== level.dots[2 * c + 1]) continue;
        if (into === level.dots[2 * c + 1]) {
          walk(into, s);
          continue;
        }
        if (dotOf.has(into)) continue;
        color[into] = c;
        walk(into, s);
        color[into] = -1;
      }
    };
    walk(level.dots[2 * c]!, -1);
  };
  for (let c = 0; c < k; c++) {
    color[level.dots[2 * c]!] = c;
    color[level.dots[2 * c + 1]!] = c;
  }
  route(0);
  return found.sort();
}

/** Small square (2–5 a side) and hex (2–4) boards with holes, bridges and 1–3 colours. */
const shapedLevelArb = fc
  .record({
    width: fc.integer({ min: 2, max: 5 }),
    height: fc.integer({ min: 2, max: 5 }),
    hex: fc.constantFrom(false, false, false, true),
    holes: fc.integer({ min: 0, max: 3 }),
    bridges: fc.constantFrom(0, 1, 1, 2),
    colors: fc.integer({ min: 1, max: 3 }),
    salt: fc.integer({ min: 0, max: 2 ** 31 }),
    cover: fc.boolean(),
  })
  .map((r) => shapedLevel(r));

function shapedLevel(r: {
  width: number;
  height: number;
  hex: boolean;
  holes: number;
  bridges: number;
  colors: number;
  salt: number;
  cover: boolean;
}): FlowLevel | null {
  const grid = r.hex ? ('hex' as const) : ('square' as const);
  // A bridge needs a cell on every side: 3 × 3 at least.
  const least = !r.hex && r.bridges > 0 ? 3 : 2;
  const width = r.hex ? Math.min(r.width, 4) : Math.max(least, r.width);
  const height = r.hex ? Math.min(r.height, 4) : Math.max(least, r.height);
  const n = width * height;
  let x = r.salt | 1;
  const next = (m: number) => {
    x = (Math.imul(x, 1103515245) + 12345) | 0;
    return (x >>> 8) % m;
  };
  const cells = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = next(i + 1);
    [cells[i], cells[j]] = [cells[j]!, cells[i]!];
  }
  const holes = cells.splice(0, Math.min(r.holes, n - 2));
  const t = topologyOf({ grid, width, height });
  const bridges: number[] = [];
  if (!r.hex) {
    for (const cell of [...cells]) {
      if (bridges.length >= r.bridges) break;
      const sides = [0, 1, 2, 3].map((s) => t.neighbor(cell, s));
      if (sides.every((o) => o >= 0 && !holes.includes(o))) {
        bridges.push(cell);
        cells.splice(cells.indexOf(cell), 1);
      }
    }
  }
  if (r.cover) return coverLevel({ grid, width, height, holes, bridges }, next);
  if (2 * r.colors > cells.length) return null;
  return {
    grid,
    width,
    height,
    dots: cells.slice(0, 2 * r.colors),
    solution: null,
    holes,
    bridges,
  };
}

/**
 * A level that has a solution: the board covered by random walks (straight over bridges), their
 * ends the dots; `null` when a cell was left that no walk could take.
 */
function coverLevel(
  board: Pick<FlowLevel, 'grid' | 'width' | 'height' | 'holes' | 'bridges'>,
  next: (m: number) => number,
): FlowLevel | null {
  const t = topologyOf(board);
  const n = t.cellCount;
  const holes = board.holes ?? [];
  const bridges = board.bridges ?? [];
  const used = new Uint8Array(n + bridges.length);
  for (const cell of holes) used[cell] = 1;
  const dots: number[] = [];
  /** The cells a step across `slot` passes (straight over bridges) and lands on; null if none. */
  const reach = (cell: number, slot: number): number[] | null => {
    const crossed: number[] = [];
    let at = cell;
    for (;;) {
      const other = t.neighbor(at, slot);
      if (other < 0 || holes.includes(other)) return null;
      const b = bridges.indexOf(other);
      crossed.push(b >= 0 && slot % 2 === 0 ? n + b : other);
      if (b < 0) return crossed;
      at = other; // straight on: the same slot again
    }
  };
  const free = (way: number[] | null) => way?.every((unit) => !used[unit]) === true;
  const paths: number[][] = [];
  for (let start = 0; start < n; start++) {
    if (used[start] || bridges.includes(start)) continue;
    const path = [start];
    used[start] = 1;
    for (;;) {
      const at = path[path.length - 1]!;
      const options: number[][] = [];
      for (let s = 0; s < t.slotCount(at); s++) {
        const way = reach(at, s);
        if (free(way)) options.push(way!);
      }
      if (options.length === 0 || (path.length > 2 && next(5) === 0)) break;
      // Mostly over a bridge when one is in reach, so that bridges get covered.
      const over = options.filter((way) => way.length > 1);
      const pick = over.length > 0 && next(4) > 0 ? over : options;
      for (const unit of pick[next(pick.length)]!) {
        used[unit] = 1;
        path.push(unit);
      }
    }
    if (path.length >= 2) {
      paths.push(path);
      continue;
    }
    // A lone cell joins a path that ends beside it, if one does.
    let joined = false;
    for (let s = 0; s < t.slotCount(start) && !joined; s++) {
      const way = reach(start, s);
      if (way === null || !free(way.slice(0, -1))) continue;
      const land = way[way.length - 1]!;
      const owner = paths.find((p) => p[p.length - 1] === land || p[0] === land);
      if (owner === undefined) continue;
      if (owner[0] === land) owner.reverse();
      for (const unit of way.slice(0, -1).reverse()) {
        used[unit] = 1;
        owner.push(unit);
      }
      owner.push(start);
      joined = true;
    }
    if (!joined) return null;
  }
  for (const path of paths) dots.push(path[0]!, path[path.length - 1]!);
  if (!used.every((u) => u === 1)) return null;
  return { ...board, dots, solution: null };
}

const sorted = (solutions: readonly number[][]) => solutions.map((s) => JSON.stringify(s)).sort();

describe('shaped levels: holes and bridges', () => {
  it('every engine finds exactly the routings a brute-force enumerator finds, both rules', () => {
    let withBridges = 0;
    let solvable = 0;
    fc.assert(
      fc.property(shapedLevelArb, (level) => {
        if (level === null) return;
        checkLevel(level);
        if ((level.bridges?.length ?? 0) > 0) withBridges++;
        for (const touching of [false, true]) {
          const expected = bruteForce(level, touching);
          if (expected.length > 0 && (level.bridges?.length ?? 0) > 0) solvable++;
          for (const engine of ['search', 'sat', 'auto'] as const) {
            const fast = solveFlow(level, { limit: 10_000, engine, touching });
            expect(fast.complete).toBe(true);
            expect(sorted(fast.solutions)).toEqual(expected);
            if (!touching) {
              for (const s of fast.solutions) {
                expect(solutionProblem(level, topologyOf(level), s)).toBeNull();
              }
            }
          }
        }
      }),
      { numRuns: 500 },
    );
    // The draw reaches the cases that matter: bridges, and solvable levels with bridges.

    expect(withBridges).toBeGreaterThan(120);
    expect(solvable).toBeGreaterThan(50);
  });

  it('solves a bridge two paths must cross', () => {
    // 3 × 3, the bridge in the middle: colour 0 runs west–east, colour 1 south–north, and the
    // corners are holes. Rows top first: `#1#`, `0+0`, `#1#`.
    const level: FlowLevel = {
      grid: 'square',
      width: 3,
      height: 3,
      dots: [3, 5, 1, 7],
      solution: null,
      holes: [0, 2, 6, 8],
      bridges: [4],
    };
    const result = solveFlow(level, { limit: 2 });
    expect(result.count).toBe(1);
    expect(result.solution).toEqual([-1, 1, -1, 0, 0, 0, -1, 1, -1, 1]);
    expect(searchFlow(level).solution).toEqual(result.solution);
    expect(solveFlow(level, { engine: 'sat' }).solution).toEqual(result.solution);
  });

  it('maps solutions between cells and graph nodes both ways', () => {
    fc.assert(
      fc.property(shapedLevelArb, (level) => {
        if (level === null) return;
        const graph = flowGraph(level);
        const solution = Array.from(
          { length: graph.cells + (level.bridges?.length ?? 0) },
          (_, i) => (i < graph.cells && graph.nodeOf[i]! < 0 ? -1 : i % 7),
        );
        expect(fromNodeColors(graph, toNodeColors(graph, solution))).toEqual(solution);
      }),
      { numRuns: 100 },
    );
  });
});
