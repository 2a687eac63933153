import type { Topology } from './types.js';

/**
 * Whether a value looks like a {@link Topology}: judged by shape (counts, tables and the
 * adjacency and geometry methods), never by `instanceof`, so topologies from another copy of
 * this package are recognised too.
 *
 * @param value - anything.
 */
export function isTopology(value: unknown): value is Topology {
  const t = value as Partial<Topology> | null;
  return (
    t !== null &&
    typeof t === 'object' &&
    typeof t.kind === 'string' &&
    Number.isInteger(t.cellCount) &&
    Number.isInteger(t.maxSlots) &&
    ArrayBuffer.isView(t.neighbors) &&
    ArrayBuffer.isView(t.opposites) &&
    typeof t.neighbor === 'function' &&
    typeof t.slotCount === 'function' &&
    typeof t.center === 'function' &&
    typeof t.baseCell === 'function' &&
    typeof t.base === 'object'
  );
}
