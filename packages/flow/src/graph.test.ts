import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FlowError } from './errors.js';
import { flowGraph, isShaped } from './graph.js';
import { topologyOf } from './level.js';
import { shapedLevelArb } from './shaped-levels.test-util.js';

describe('flowGraph', () => {
  it('is the topology itself on a level without holes or bridges', () => {
    for (const grid of ['square', 'hex'] as const) {
      const level = { grid, width: 4, height: 3 };
      const graph = flowGraph(level);
      expect(graph.plain).toBe(true);
      expect(isShaped({ ...level, holes: [], bridges: [] })).toBe(false);
      expect(graph.neighbors).toBe(topologyOf(level).neighbors);
      expect(Array.from(graph.nodeOf)).toEqual(Array.from({ length: 12 }, (_, i) => i));
    }
  });

  it('has a node per playable cell and two per bridge, joined both ways, bridges straight', () => {
    fc.assert(
      fc.property(shapedLevelArb, (level) => {
        if (level === null) return;
        const t = topologyOf(level);
        const graph = flowGraph(level);
        const holes = new Set(level.holes ?? []);
        const bridges = level.bridges ?? [];
        expect(graph.cellCount).toBe(t.cellCount - holes.size + bridges.length);
        const m = graph.maxSlots;
        for (let node = 0; node < graph.cellCount; node++) {
          const cell = graph.cellOf[node]!;
          expect(holes.has(cell)).toBe(false);
          const b = bridges.indexOf(cell);
          const down = b >= 0 && node === graph.cellCount - bridges.length + b;
          if (b >= 0 && !down) expect(graph.nodeOf[cell]).toBe(node);
          expect(graph.bridgeNode[node]).toBe(b >= 0 ? 1 : 0);
          for (let s = 0; s < m; s++) {
            const other = graph.neighbors[node * m + s]!;
            expect(graph.neighbor(node, s)).toBe(other);
            if (other < 0) {
              // Cut off only by the border, a hole, or (on a bridge) the other crossing's axis.
              const beyond = t.neighbor(cell, s);
              const offAxis = b >= 0 && (s % 2 === 0) !== down;
              expect(beyond < 0 || holes.has(beyond) || offAxis).toBe(true);
              continue;
            }
            // Reciprocal: the neighbour's opposite side leads back.
            expect(graph.neighbors[other * m + t.oppositeSlot(cell, s)]).toBe(node);
            expect(graph.cellOf[other]).toBe(t.neighbor(cell, s));
          }
          if (b >= 0) {
            const sides = [0, 1, 2, 3].filter((s) => graph.neighbors[node * m + s]! >= 0);
            expect(sides).toEqual(down ? [0, 2] : [1, 3]);
          }
        }
        for (let cell = 0; cell < t.cellCount; cell++) {
          expect(graph.nodeOf[cell]! < 0).toBe(holes.has(cell));
        }
      }),
      { numRuns: 200 },
    );
  });

  it('names the entry of a misplaced hole or bridge', () => {
    const base = { grid: 'square' as const, width: 3, height: 3 };
    const fault = (level: Parameters<typeof flowGraph>[0]) => {
      try {
        flowGraph(level);
      } catch (error) {
        const { field, message } = error as FlowError;
        return `${field}: ${message}`;
      }
      return 'no error';
    };
    expect(fault({ ...base, bridges: [3] })).toMatch(
      /^bridges\[0\]: .*cell 3 needs a playable cell/,
    );
    expect(fault({ ...base, holes: [1], bridges: [4] })).toMatch(/^bridges\[0\]: .*four sides/);
    expect(fault({ ...base, holes: [4], bridges: [4] })).toMatch(/^bridges\[0\]: .*listed twice/);
    expect(fault({ ...base, holes: [-1] })).toMatch(/^holes\[0\]: holes\[0\] must be a cell 0–8/);
    expect(fault({ ...base, holes: 'x' as never })).toMatch(/^holes: holes must be an array/);
    expect(fault({ ...base, grid: 'hex', bridges: [4] })).toMatch(/^bridges: .*only on square/);
  });
});
