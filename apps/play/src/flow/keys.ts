// The keyboard cell cursor of the Flow and Netwalk boards (one helper for both): arrow keys step
// to the neighbour lying most nearly that way.
import type { Topology } from '@knossos/topology';

/** Board angles (radians, anticlockwise from +x, y up) of the arrow keys, by the name after `arrow`. */
const ANGLES: Readonly<Record<string, number>> = {
  right: 0,
  up: Math.PI / 2,
  left: Math.PI,
  down: -Math.PI / 2,
};

/**
 * The cell one step from `cell` toward an arrow key's direction (`'up'`, `'down'`, `'left'`,
 * `'right'`): the neighbour whose centre lies within 60° of that way, nearest in angle; `cell`
 * itself when there is none (at the border, or an unknown direction). Works on square, torus
 * and hex grids (a wrapping step on a torus goes by the slot's own direction).
 */
export function stepCursor(t: Topology, cell: number, direction: string): number {
  const want = ANGLES[direction];
  if (want === undefined) return cell;
  const c = t.center(cell);
  let best = cell;
  let bestGap = Math.PI / 3 + 1e-9;
  for (let s = 0; s < t.slotCount(cell); s++) {
    const other = t.neighbor(cell, s);
    const edge = t.edgeOf(cell, s);
    if (other < 0 || edge?.kind !== 'segment') continue;
    // The way out through the side's middle (right on a torus's wrapping sides too).
    const mx = (edge.a.x + edge.b.x) / 2 - c.x;
    const my = (edge.a.y + edge.b.y) / 2 - c.y;
    let gap = Math.abs(Math.atan2(my, mx) - want);
    if (gap > Math.PI) gap = 2 * Math.PI - gap;
    if (gap < bestGap) {
      bestGap = gap;
      best = other;
    }
  }
  return best;
}
