// Directions on the board: the angle of each side of a cell, the side a push toward an angle
// picks, and the roll direction nearest an angle. Angles are degrees anticlockwise from the
// board's +x axis (board y grows upwards), in [0, 360).
import { direction, directionCount } from '@knossos/maze';
import type { Topology } from '@knossos/topology';

/** `angle` brought into [0, 360). */
export function normalAngle(angle: number): number {
  const a = angle % 360;
  return a < 0 ? a + 360 : a;
}

/** The smaller angle between two directions, in degrees, 0–180. */
export function angleGap(a: number, b: number): number {
  const d = Math.abs(normalAngle(a) - normalAngle(b));
  return Math.min(d, 360 - d);
}

/**
 * The direction of side `slot` of `cell`: from the cell's centre to the middle of that side's
 * wall (an arc's middle on a circular board; on a torus a wrapping side's own border), in
 * degrees [0, 360). `null` for a stair slot (stairs have no wall) or a slot out of range.
 */
export function sideAngle(topology: Topology, cell: number, slot: number): number | null {
  if (slot < 0 || slot >= topology.slotCount(cell)) return null;
  const edge = topology.edgeOf(cell, slot);
  if (edge === null) return null;
  const c = topology.center(cell);
  let mx: number;
  let my: number;
  if (edge.kind === 'segment') {
    mx = (edge.a.x + edge.b.x) / 2;
    my = (edge.a.y + edge.b.y) / 2;
  } else {
    const mid = (edge.start + edge.end) / 2;
    mx = edge.center.x + edge.radius * Math.cos(mid);
    my = edge.center.y + edge.radius * Math.sin(mid);
  }
  return normalAngle((Math.atan2(my - c.y, mx - c.x) * 180) / Math.PI);
}

/**
 * The sides of `cell` a push toward `angle` may take, closest first: every side (not stairs)
 * less than 90° off, each with its gap in degrees. Empty when no side points that way.
 */
export function sidesToward(
  topology: Topology,
  cell: number,
  angle: number,
): { readonly slot: number; readonly gap: number }[] {
  const out: { slot: number; gap: number }[] = [];
  for (let s = 0; s < topology.slotCount(cell); s++) {
    const a = sideAngle(topology, cell, s);
    if (a === null) continue;
    const gap = angleGap(a, angle);
    if (gap < 90) out.push({ slot: s, gap });
  }
  return out.sort((p, q) => p.gap - q.gap || p.slot - q.slot);
}

/** The angle of roll direction `dir` (a slot number of a square or hex board), degrees. */
export function rollAngle(topology: Topology, dir: number): number {
  const v = direction(topology, dir);
  return normalAngle((Math.atan2(v.y, v.x) * 180) / Math.PI);
}

/**
 * The roll directions closest to `angle`, closest first, each with its gap: 4 on square boards
 * (N, E, S, W), 6 on hex; only those less than 90° off.
 */
export function rollsToward(
  topology: Topology,
  angle: number,
): { readonly dir: number; readonly gap: number }[] {
  const out: { dir: number; gap: number }[] = [];
  for (let d = 0; d < directionCount(topology.spec); d++) {
    const gap = angleGap(rollAngle(topology, d), angle);
    if (gap < 90) out.push({ dir: d, gap });
  }
  return out.sort((p, q) => p.gap - q.gap || p.dir - q.dir);
}
