import type { Topology } from '@knossos/topology';
import type { Passages } from './passages.js';

/** How many base-grid sides a cell has (its slots before any stair slots). @internal */
export function baseSides(topology: Topology, cell: number): number {
  return topology.floors > 1
    ? topology.base.slotCount(topology.baseCell(cell))
    : topology.slotCount(cell);
}

/**
 * Whether the closed wall `slot` of `cell` (leading to `other`) may be opened: not already open
 * and not crossed by a tunnel from either side.
 * @internal
 */
export function canOpen(passages: Passages, cell: number, slot: number, other: number): boolean {
  return (
    !passages.isOpen(cell, slot) &&
    !passages.isTunnel(cell, slot) &&
    !passages.isTunnel(other, passages.topology.oppositeSlot(cell, slot))
  );
}

/**
 * The walls of a cell that could be opened: closed base sides (never stairs or tunnel entrances)
 * to a playable neighbour. Written into `out` as slots; returns how many.
 * @internal
 */
export function closedWalls(passages: Passages, cell: number, out: Int32Array): number {
  const t = passages.topology;
  let k = 0;
  for (let s = 0; s < baseSides(t, cell); s++) {
    const other = t.neighbor(cell, s);
    if (other < 0 || passages.holes[other] || !canOpen(passages, cell, s, other)) continue;
    out[k++] = s;
  }
  return k;
}
