import { describeValue } from '@knossos/core';
import { TopologyError } from './errors.js';
import { ringSizes } from './grids/circular.js';
import type { ResolvedSpec, TopologyKind, TopologySpec } from './types.js';

/** The most floors a board may have. */
export const MAX_FLOORS = 8;
/** The most cells a circular board's first ring may have (the centre gets one slot per cell). */
export const MAX_FIRST_RING = 12;
/** The most rings a circular board may have. */
export const MAX_RINGS = 4096;
/**
 * The largest adjacency table a topology may hold: cells × slots per cell (the widest cell's
 * count), 2²⁶ entries, which take 320 MiB. A 4096 × 4096 square board (4 slots) just fits.
 */
export const MAX_TABLE_ENTRIES = 2 ** 26;

const KINDS: readonly TopologyKind[] = ['square', 'hex', 'triangle', 'circular', 'torus'];
const BASE_SLOTS = { square: 4, torus: 4, hex: 6, triangle: 3 } as const;

/**
 * Checks a spec and fills in its defaults. Topology does not clamp (each puzzle family clamps
 * its own ranges and notes what it changed): a spec that describes no board is an error.
 *
 * @param spec - the spec to check; fields its kind does not use are ignored.
 * @returns the spec with only the fields its kind uses, defaults filled in, frozen.
 * @throws {@link TopologyError} naming the first bad field, or `spec` when the board would need
 *   more than {@link MAX_TABLE_ENTRIES} table entries.
 */
export function resolveSpec(spec: TopologySpec): ResolvedSpec {
  if (spec === null || typeof spec !== 'object') {
    throw new TopologyError('spec', `spec must be an object (got ${shown(spec)})`);
  }
  if (!KINDS.includes(spec.kind)) {
    throw new TopologyError(
      'kind',
      `kind must be one of ${KINDS.join(', ')} (got ${shown(spec.kind)})`,
    );
  }
  const floors = integerField('floors', spec.floors ?? 1, 1, MAX_FLOORS);
  const stairs = floors >= 3 ? 2 : floors - 1;
  let resolved: ResolvedSpec;
  let cells: number;
  let slots: number;
  if (spec.kind === 'circular') {
    const rings = integerField('rings', spec.rings, 1, MAX_RINGS);
    const firstRing = spec.firstRing ?? 0;
    if (firstRing !== 0) integerField('firstRing', firstRing, 3, MAX_FIRST_RING, '0 or ');
    resolved = { kind: 'circular', rings, firstRing: firstRing === 0 ? 6 : firstRing, floors };
    const sizes = ringSizes(rings, resolved.firstRing);
    cells = 1 + sizes.reduce((sum, n) => sum + n, 0);
    let fan = 1;
    for (let r = 1; r < sizes.length; r++) fan = Math.max(fan, sizes[r]! / sizes[r - 1]!);
    slots = Math.max(resolved.firstRing, 3 + fan);
  } else {
    // A torus narrower than 2 would join cells to themselves; a triangle strip 1 wide would
    // fall apart, its up and down cells touching only at corners.
    const minWidth = spec.kind === 'torus' || spec.kind === 'triangle' ? 2 : 1;
    const width = integerField('width', spec.width, minWidth, MAX_TABLE_ENTRIES);
    const height = integerField(
      'height',
      spec.height,
      spec.kind === 'torus' ? 2 : 1,
      MAX_TABLE_ENTRIES,
    );
    resolved = { kind: spec.kind, width, height, floors };
    cells = width * height;
    slots = BASE_SLOTS[spec.kind];
  }
  const entries = cells * floors * (slots + stairs);
  if (entries > MAX_TABLE_ENTRIES) {
    throw new TopologyError(
      'spec',
      `the board would have ${cells * floors} cells of up to ${slots + stairs} slots, ` +
        `${entries} table entries, more than the ${MAX_TABLE_ENTRIES} allowed`,
    );
  }
  return Object.freeze(resolved);
}

function integerField(field: string, value: unknown, min: number, max: number, also = ''): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new TopologyError(
      field,
      `${field} must be ${also}an integer ${min}–${max} (got ${shown(value)})`,
    );
  }
  return value;
}

const shown = describeValue;
