// The maze's geometry as plain numbers, worked out once per maze with no renderer: wall pieces,
// floor triangles, posts where walls meet, bridges, and where each cell's centre is. The 3D view
// turns these into instanced meshes; the Node tests check them against the passages.
import type { MazeData } from '@knossos/maze';
import type { Edge, Point, Topology } from '@knossos/topology';

/** How far a tessellated arc may stray from its circle, in cells (the sagitta of one piece). */
export const ARC_TOLERANCE = 0.01;

/** A straight piece of wall on one floor, in board units of that floor (floor 0's place). */
export interface WallPiece {
  /** The floor, 0 at the bottom. */
  readonly floor: number;
  readonly x1: number;
  readonly y1: number;
  readonly x2: number;
  readonly y2: number;
}

/** One closed side and the pieces it was drawn with (one for a segment, several for an arc). */
export interface WallSide {
  /** The cell that drew it (the lower-numbered playable cell of the two). */
  readonly cell: number;
  /** Its slot. */
  readonly slot: number;
  /** Indices into {@link MazeLayout.pieces}. */
  readonly pieces: readonly number[];
}

/** A weave bridge: the deck over `over` running from `from` to `to` (points of its floor). */
export interface Bridge {
  readonly floor: number;
  readonly over: number;
  /** The tunnel's two ends (the cells joined under the deck). */
  readonly a: number;
  readonly c: number;
  readonly from: Point;
  readonly to: Point;
}

/** Everything the view builds the board from. Points are in base-floor board units. */
export interface MazeLayout {
  readonly topology: Topology;
  /** Closed sides, each exactly once. */
  readonly sides: readonly WallSide[];
  /** Straight wall pieces (arcs tessellated). */
  readonly pieces: readonly WallPiece[];
  /** Posts where wall ends meet (each once per floor): `[floor, x, y]` triples. */
  readonly posts: readonly (readonly [number, number, number])[];
  /**
   * Floor triangles per playable cell: `floorTriangles[cell]` is x, y triples (9 numbers per
   * triangle), empty for a hole.
   */
  readonly floorTriangles: readonly (readonly number[])[];
  /** Weave bridges, one per tunnel. */
  readonly bridges: readonly Bridge[];
  /** The box round the playable cells of every floor, in base-floor board units. */
  readonly bounds: {
    readonly minX: number;
    readonly minY: number;
    readonly maxX: number;
    readonly maxY: number;
  };
  /** Whether a cell is a hole (outside a shape, or cut inside). */
  isHole(cell: number): boolean;
  /** Whether a side is open (a passage; a tunnel entrance is not). */
  isOpen(cell: number, slot: number): boolean;
  /** A cell's centre on its floor, in base-floor board units. */
  centre(cell: number): Point;
  /** The side's edge placed on its floor (base-floor units), or null for a stair slot. */
  edge(cell: number, slot: number): Edge | null;
}

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
function shifted(edge: Edge, dx: number): Edge {
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

/** The open sides' rule shared with the pictures: the sides that are not wall lines. */
function gapsOf(maze: MazeData, t: Topology): Set<number> {
  const board = maze.board;
  const gaps = new Set<number>();
  const both = (c: number, s: number) => {
    if (s < 0) return;
    gaps.add(c * t.maxSlots + s);
    const o = t.neighbor(c, s);
    if (o >= 0) gaps.add(o * t.maxSlots + t.oppositeSlot(c, s));
  };
  for (const e of maze.entrances ?? []) both(e.cell, e.slot);
  for (const d of board.doors) both(d.cell, d.slot);
  for (const g of board.gates) both(g.cell, g.slot);
  for (const tunnel of board.passages.tunnels) {
    both(tunnel.over, t.slotTo(tunnel.over, tunnel.a));
    both(tunnel.over, t.slotTo(tunnel.over, tunnel.c));
  }
  return gaps;
}

/** A cell's floor as triangles (x, y triples), from its edges. */
function cellTriangles(t: Topology, cell: number, edge: (s: number) => Edge | null): number[] {
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

/**
 * Works out the board's geometry from the maze: the same walls the 2D pictures draw (every
 * closed side once, playable cells drawing their sides towards holes and the border; entrances,
 * doors, gates and tunnel mouths left open — doors and gates are drawn as their own pieces).
 *
 * @param maze - the maze.
 * @param topology - its topology (`createTopology(maze.board.passages.spec)`).
 */
export function layoutMaze(maze: MazeData, topology: Topology): MazeLayout {
  const t = topology;
  const json = maze.board.passages;
  const holes = new Uint8Array(t.cellCount);
  for (const h of json.holes) holes[h] = 1;
  const isHole = (c: number) => holes[c] === 1;
  const isOpen = (c: number, s: number) => ((json.masks[c]! >>> s) & 1) === 1;
  const floorShift: number[] = [];
  for (let f = 0; f < t.floors; f++) {
    floorShift.push(t.center(t.at(f, 0)).x - t.center(t.at(0, 0)).x);
  }
  const edge = (c: number, s: number): Edge | null => {
    const e = t.edgeOf(c, s);
    return e === null ? null : shifted(e, floorShift[t.floorOf(c)]!);
  };
  const centre = (c: number): Point => {
    const p = t.center(c);
    return { x: p.x - floorShift[t.floorOf(c)]!, y: p.y };
  };
  const gaps = gapsOf(maze, t);
  const sides: WallSide[] = [];
  const pieces: WallPiece[] = [];
  const postKeys = new Set<string>();
  const posts: [number, number, number][] = [];
  const post = (floor: number, p: Point) => {
    const key = `${floor}:${Math.round(p.x * 1e4)}:${Math.round(p.y * 1e4)}`;
    if (postKeys.has(key)) return;
    postKeys.add(key);
    posts.push([floor, p.x, p.y]);
  };
  for (let c = 0; c < t.cellCount; c++) {
    if (isHole(c)) continue;
    const f = t.floorOf(c);
    for (let s = 0; s < t.slotCount(c); s++) {
      const o = t.neighbor(c, s);
      if (o >= 0 && o < c && !isHole(o)) continue;
      if (isOpen(c, s) || gaps.has(c * t.maxSlots + s)) continue;
      const e = edge(c, s);
      if (e === null) continue;
      const list: number[] = [];
      const points =
        e.kind === 'segment' ? [e.a, e.b] : tessellateArc(e.center, e.radius, e.start, e.end);
      for (let i = 0; i + 1 < points.length; i++) {
        list.push(pieces.length);
        const p = points[i]!;
        const q = points[i + 1]!;
        pieces.push({ floor: f, x1: p.x, y1: p.y, x2: q.x, y2: q.y });
      }
      post(f, points[0]!);
      post(f, points[points.length - 1]!);
      sides.push({ cell: c, slot: s, pieces: list });
    }
  }
  const floorTriangles: number[][] = [];
  for (let c = 0; c < t.cellCount; c++) {
    floorTriangles.push(isHole(c) ? [] : cellTriangles(t, c, (s) => edge(c, s)));
  }
  const bridges: Bridge[] = json.tunnels.map((tunnel) => {
    // The deck runs across the over cell along its open corridor: from the middle of one open
    // side to the middle of the other (the tunnel's mouths are the other two sides).
    const ends: Point[] = [];
    for (let s = 0; s < t.slotCount(tunnel.over); s++) {
      if (!isOpen(tunnel.over, s) || t.isStairSlot(tunnel.over, s)) continue;
      const e = edge(tunnel.over, s);
      if (e?.kind === 'segment') ends.push({ x: (e.a.x + e.b.x) / 2, y: (e.a.y + e.b.y) / 2 });
    }
    const o = centre(tunnel.over);
    return {
      floor: t.floorOf(tunnel.over),
      over: tunnel.over,
      a: tunnel.a,
      c: tunnel.c,
      from: ends[0] ?? o,
      to: ends[1] ?? o,
    };
  });
  // The box round what is drawn: the playable cells (a shape's outside left out).
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (const tri of floorTriangles) {
    for (let i = 0; i < tri.length; i += 3) {
      minX = Math.min(minX, tri[i]!);
      maxX = Math.max(maxX, tri[i]!);
      minY = Math.min(minY, tri[i + 1]!);
      maxY = Math.max(maxY, tri[i + 1]!);
    }
  }
  if (!(minX <= maxX)) {
    const b = t.base.bounds();
    [minX, minY, maxX, maxY] = [b.min.x, b.min.y, b.max.x, b.max.y];
  }
  return {
    topology: t,
    sides,
    pieces,
    posts,
    floorTriangles,
    bridges,
    bounds: { minX, minY, maxX, maxY },
    isHole,
    isOpen,
    centre,
    edge,
  };
}

/**
 * Where a side sits: the middle of its wall (the chord's middle for an arc), the direction the
 * wall runs (radians, board angle), and its length (the chord's). Null for a stair slot.
 */
export function sideSpan(
  layout: MazeLayout,
  cell: number,
  slot: number,
): { x: number; y: number; angle: number; length: number } | null {
  const e = layout.edge(cell, slot);
  if (e === null) return null;
  const [a, b] =
    e.kind === 'segment'
      ? [e.a, e.b]
      : [
          {
            x: e.center.x + e.radius * Math.cos(e.start),
            y: e.center.y + e.radius * Math.sin(e.start),
          },
          {
            x: e.center.x + e.radius * Math.cos(e.end),
            y: e.center.y + e.radius * Math.sin(e.end),
          },
        ];
  return {
    x: (a.x + b.x) / 2,
    y: (a.y + b.y) / 2,
    angle: Math.atan2(b.y - a.y, b.x - a.x),
    length: Math.hypot(b.x - a.x, b.y - a.y),
  };
}
