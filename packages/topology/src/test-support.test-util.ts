// Shared helpers for the topology tests: arbitrary specs over every kind, and the second,
// geometric code paths that the table-based answers are checked against.
import fc from 'fast-check';
import { createTopology } from './create-topology.js';
import type { Edge, Point, Topology, TopologySpec } from './types.js';

/** Any board small enough to check exhaustively, of every kind, with or without floors. */
export function specArb(options: { floors?: boolean } = {}): fc.Arbitrary<TopologySpec> {
  const floors = options.floors === false ? fc.constant(1) : fc.integer({ min: 1, max: 4 });
  const size = fc.integer({ min: 1, max: 11 });
  return fc.oneof(
    fc.record({
      kind: fc.constantFrom('square', 'hex' as const),
      width: size,
      height: size,
      floors,
    }),
    fc.record({
      kind: fc.constant('triangle' as const),
      width: fc.integer({ min: 2, max: 11 }),
      height: size,
      floors,
    }),
    fc.record({
      kind: fc.constant('torus' as const),
      width: fc.integer({ min: 2, max: 11 }),
      height: fc.integer({ min: 2, max: 11 }),
      floors,
    }),
    fc.record({
      kind: fc.constant('circular' as const),
      rings: fc.integer({ min: 1, max: 9 }),
      firstRing: fc.oneof(fc.constant(0), fc.integer({ min: 3, max: 12 })),
      floors,
    }),
  );
}

export const topologyArb = (options: { floors?: boolean } = {}) =>
  specArb(options).map((spec) => createTopology(spec));

/** Every (cell, slot) pair of a topology, with the neighbour across. */
export function* sides(t: Topology): Generator<[cell: number, slot: number, other: number]> {
  for (let c = 0; c < t.cellCount; c++) {
    for (let s = 0; s < t.slotCount(c); s++) yield [c, s, t.neighbor(c, s)];
  }
}

const close = (a: number, b: number) => Math.abs(a - b) <= 1e-9;
const samePoint = (p: Point, q: Point, dx = 0, dy = 0) =>
  close(p.x + dx, q.x) && close(p.y + dy, q.y);

/** Whether two walls are the same segment (either direction) or the same arc, after shifting. */
export function sameEdge(e: Edge, f: Edge, dx = 0, dy = 0): boolean {
  if (e.kind === 'segment' && f.kind === 'segment') {
    return (
      (samePoint(e.a, f.a, dx, dy) && samePoint(e.b, f.b, dx, dy)) ||
      (samePoint(e.a, f.b, dx, dy) && samePoint(e.b, f.a, dx, dy))
    );
  }
  if (e.kind === 'arc' && f.kind === 'arc') {
    return (
      samePoint(e.center, f.center, dx, dy) &&
      close(e.radius, f.radius) &&
      close(e.start, f.start) &&
      close(e.end, f.end)
    );
  }
  return false;
}

/** A key that is equal for equal walls (rounded to 1e-6), used to pair walls up geometrically. */
export function edgeKey(e: Edge): string {
  const r = (v: number) => (Math.round(v * 1e6) / 1e6 + 0).toFixed(6);
  if (e.kind === 'arc') return `arc ${r(e.radius)} ${r(e.start)} ${r(e.end)}`;
  const p = `${r(e.a.x)},${r(e.a.y)}`;
  const q = `${r(e.b.x)},${r(e.b.y)}`;
  return p < q ? `seg ${p} ${q}` : `seg ${q} ${p}`;
}

/**
 * Whether a point lies strictly inside a cell, judged only from the cell's walls: for straight
 * walls, the point is on the same side of every wall's line as the centre (cells are convex);
 * for a circular board, its radius and angle lie within the cell's arcs and spokes.
 */
export function strictlyInside(t: Topology, cell: number, p: Point, margin = 1e-7): boolean {
  const c = t.center(cell);
  const walls: Edge[] = [];
  for (let s = 0; s < t.slotCount(cell); s++) {
    const e = t.edgeOf(cell, s);
    if (e) walls.push(e);
  }
  if (t.kind === 'circular') {
    const arcs = walls.filter((e) => e.kind === 'arc');
    const origin = arcs[0]!.kind === 'arc' ? arcs[0]!.center : c;
    const rho = Math.hypot(p.x - origin.x, p.y - origin.y);
    if (t.baseCell(cell) === 0) return rho < 1 - margin;
    const radii = arcs.map((a) => (a.kind === 'arc' ? a.radius : 0));
    if (rho <= Math.min(...radii) + margin || rho >= Math.max(...radii) - margin) return false;
    const arc = arcs.find((a) => a.kind === 'arc' && a.radius === Math.min(...radii));
    if (arc?.kind !== 'arc') return false;
    let theta = Math.atan2(p.y - origin.y, p.x - origin.x);
    while (theta < arc.start) theta += 2 * Math.PI;
    return theta > arc.start + margin && theta < arc.end - margin;
  }
  return walls.every((e) => {
    if (e.kind !== 'segment') return false;
    const side = (q: Point) => (e.b.x - e.a.x) * (q.y - e.a.y) - (e.b.y - e.a.y) * (q.x - e.a.x);
    const length = Math.hypot(e.b.x - e.a.x, e.b.y - e.a.y);
    return side(p) * Math.sign(side(c)) > margin * length;
  });
}

export { expectAll, type Mismatches } from '../../../tooling/test-support/expect-all.js';
