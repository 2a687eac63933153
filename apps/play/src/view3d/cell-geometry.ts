// The geometry of one cell or one wall, with no renderer: arcs cut into chords, a cell's floor
// as triangles, an edge moved onto the ground floor's place.
import type { Edge, Point, Topology } from '@knossos/topology';

/** How far a tessellated arc may stray from its circle, in cells (the sagitta of one piece). */
export const ARC_TOLERANCE = 0.01;

/** Splits an arc into chords that stay within `tolerance` of the circle. Returns the points. */
export function tessellateArc(
  center: Point,
  radius: number,
  start: number,
  end: number,
  tolerance = ARC_TOLERANCE,
): Point[] {
  const span = end - start;
  // A chord spanning angle θ strays r·(1 − cos(θ/2)) from the circle.
  const ratio = Math.max(-1, 1 - tolerance / Math.max(radius, 1e-9));
  const maxStep = Math.max(2 * Math.acos(ratio), 1e-3);
  const count = Math.max(1, Math.ceil(span / maxStep - 1e-9));
  const points: Point[] = [];
  for (let i = 0; i <= count; i++) {
    const a = start + (span * i) / count;
    points.push({ x: center.x + radius * Math.cos(a), y: center.y + radius * Math.sin(a) });
  }
  return points;
}

/** Moves an edge of a cell on floor `f` onto floor 0's place (floors are drawn side by side). */
export function shifted(edge: Edge, dx: number): Edge {
  if (dx === 0) return edge;
  if (edge.kind === 'segment') {
    return {
      kind: 'segment',
      a: { x: edge.a.x - dx, y: edge.a.y },
      b: { x: edge.b.x - dx, y: edge.b.y },
    };
  }
  return { ...edge, center: { x: edge.center.x - dx, y: edge.center.y } };
}

/** A cell's floor as triangles (x, y triples), from its edges. */
export function cellTriangles(
  t: Topology,
  cell: number,
  edge: (s: number) => Edge | null,
): number[] {
  const out: number[] = [];
  if (t.kind === 'circular') {
    const base = t.baseCell(cell);
    if (base === 0) {
      const rim = edge(0);
      if (rim?.kind !== 'arc') return out;
      const pts = tessellateArc(rim.center, rim.radius, 0, 2 * Math.PI);
      for (let i = 0; i + 1 < pts.length; i++) {
        const p = pts[i]!;
        const q = pts[i + 1]!;
        out.push(rim.center.x, rim.center.y, 0, p.x, p.y, 0, q.x, q.y, 0);
      }
      return out;
    }
    const inner = edge(2);
    const outer = edge(3);
    if (inner?.kind !== 'arc' || outer?.kind !== 'arc') return out;
    const a = tessellateArc(inner.center, inner.radius, inner.start, inner.end);
    const b = tessellateArc(inner.center, outer.radius, inner.start, inner.end);
    // Both arcs split alike: resample the outer one at the inner one's angles.
    const n = Math.max(a.length, b.length) - 1;
    const at = (r: number, i: number) => {
      const ang = inner.start + ((inner.end - inner.start) * i) / n;
      return { x: inner.center.x + r * Math.cos(ang), y: inner.center.y + r * Math.sin(ang) };
    };
    for (let i = 0; i < n; i++) {
      const p0 = at(inner.radius, i);
      const p1 = at(inner.radius, i + 1);
      const q0 = at(outer.radius, i);
      const q1 = at(outer.radius, i + 1);
      out.push(p0.x, p0.y, 0, q0.x, q0.y, 0, q1.x, q1.y, 0);
      out.push(p0.x, p0.y, 0, q1.x, q1.y, 0, p1.x, p1.y, 0);
    }
    return out;
  }
  // Polygons are convex (square, hex, triangle): a fan round the centre.
  let cx = 0;
  let cy = 0;
  const segs: Point[][] = [];
  for (let s = 0; s < t.slotCount(cell); s++) {
    const e = edge(s);
    if (e?.kind !== 'segment') continue;
    segs.push([e.a, e.b]);
    cx += e.a.x + e.b.x;
    cy += e.a.y + e.b.y;
  }
  if (segs.length < 3) return out;
  cx /= 2 * segs.length;
  cy /= 2 * segs.length;
  for (const [p, q] of segs) {
    // Anticlockwise seen from above (+z up in board space).
    const cross = (p!.x - cx) * (q!.y - cy) - (p!.y - cy) * (q!.x - cx);
    const [u, v] = cross >= 0 ? [p!, q!] : [q!, p!];
    out.push(cx, cy, 0, u.x, u.y, 0, v.x, v.y, 0);
  }
  return out;
}
