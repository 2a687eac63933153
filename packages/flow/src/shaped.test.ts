// Levels with holes and bridges: every engine against a brute-force enumerator that knows
// nothing of `flowGraph` (it walks cells and directions itself).
import { createTopology } from '@knossos/topology';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { flowGraph, fromNodeColors, toNodeColors } from './graph.js';
import { checkLevel, type FlowLevel, solutionProblem, topologyOf } from './level.js';
import { searchFlow } from './search.js';
import { shapedLevelArb } from './shaped-levels.test-util.js';
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

  it('says what is wrong with a shaped solution', () => {
    const level: FlowLevel = {
      grid: 'square',
      width: 3,
      height: 3,
      dots: [3, 5, 1, 7],
      solution: null,
      holes: [0, 2, 6, 8],
      bridges: [4],
    };
    const t = topologyOf(level);
    const good = [-1, 1, -1, 0, 0, 0, -1, 1, -1, 1];
    expect(solutionProblem(level, t, good)).toBeNull();
    const problem = (change: (s: number[]) => void) => {
      const bad = [...good];
      change(bad);
      return solutionProblem(level, t, bad);
    };
    expect(problem((s) => s.pop())).toBe('the solution has 9 entries, not 10');
    expect(problem((s) => (s[0] = 1))).toBe('cell 0 is a hole but has a colour');
    expect(problem((s) => (s[9] = 0))).toBe(
      'cell 1 (colour 1) has 0 neighbours of its colour, not 1',
    );
    expect(problem((s) => (s[4] = 1))).toBe(
      'cell 3 (colour 0) has 0 neighbours of its colour, not 1',
    );
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
