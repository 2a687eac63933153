// The maze's geometry as plain numbers, worked out once per maze with no renderer: wall pieces,
// floor triangles, posts where walls meet, bridges, and where each cell's centre is. The 3D view
// turns these into instanced meshes; the Node tests check them against the passages.
import type { MazeData } from '@knossos/maze';
import type { Edge, Point, Topology } from '@knossos/topology';
import { cellTriangles, shifted, tessellateArc } from './cell-geometry.js';

export { ARC_TOLERANCE, tessellateArc } from './cell-geometry.js';

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
  /**
   * How big a marker may be on a cell, as a share of a square cell's: the distance from its
   * centre to its nearest wall over 0.5, clamped to 0.45–1 (1 on square and hex cells, about
   * 0.58 on triangles, less near a circular board's centre).
   */
  cellSize(cell: number): number;
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
    cellSize(cell) {
      const p = centre(cell);
      let near = Number.POSITIVE_INFINITY;
      for (let s = 0; s < t.slotCount(cell); s++) {
        const e = edge(cell, s);
        if (e === null) continue;
        if (e.kind === 'arc') {
          near = Math.min(
            near,
            Math.abs(e.radius - Math.hypot(p.x - e.center.x, p.y - e.center.y)),
          );
        } else {
          const dx = e.b.x - e.a.x;
          const dy = e.b.y - e.a.y;
          const len = Math.hypot(dx, dy) || 1;
          near = Math.min(near, Math.abs((p.x - e.a.x) * dy - (p.y - e.a.y) * dx) / len);
        }
      }
      return Math.min(1, Math.max(0.45, near / 0.5));
    },
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
