import { TopologyError } from './errors.js';
import { ringSizes } from './grids/circular.js';
import type { ResolvedSpec, TopologyKind, TopologySpec } from './types.js';

/** The most cells one topology may hold, over all floors (2²⁵, about 33.5 million). */
export const MAX_CELLS = 2 ** 25;
/** The most floors a board may have. */
export const MAX_FLOORS = 8;
/** The largest first ring a circular board may have (the centre gets one slot per cell). */
export const MAX_FIRST_RING = 64;

const KINDS: readonly TopologyKind[] = ['square', 'hex', 'triangle', 'circular', 'torus'];

/**
 * Checks a spec and fills in its defaults. Topology does not clamp (each puzzle family clamps
 * its own ranges and notes what it changed): a spec that describes no board is an error.
 *
 * @param spec - the spec to check.
 * @returns the spec with only the fields its kind uses, defaults filled in.
 * @throws {@link TopologyError} naming the first bad field.
 */
export function resolveSpec(spec: TopologySpec): ResolvedSpec {
  if (spec === null || typeof spec !== 'object') {
    throw new TopologyError('spec', `spec must be an object (got ${String(spec)})`);
  }
  if (!KINDS.includes(spec.kind)) {
    throw new TopologyError(
      'kind',
      `kind must be one of ${KINDS.join(', ')} (got ${JSON.stringify(spec.kind)})`,
    );
  }
  const floors = integerField('floors', spec.floors ?? 1, 1, MAX_FLOORS);
  let resolved: ResolvedSpec;
  let perFloor: number;
  if (spec.kind === 'circular') {
    const rings = integerField('rings', spec.rings, 1, 4096);
    const given = integerField('firstRing', spec.firstRing ?? 0, 0, MAX_FIRST_RING);
    if (given === 1 || given === 2) {
      throw new TopologyError(
        'firstRing',
        `firstRing must be 0 or 3–${MAX_FIRST_RING} (got ${given})`,
      );
    }
    resolved = { kind: 'circular', rings, firstRing: given === 0 ? 6 : given, floors };
    const sizes = ringSizes(rings, resolved.firstRing);
    perFloor = 1;
    for (const n of sizes) perFloor += n;
  } else {
    // A torus narrower than 2 would join cells to themselves; a triangle strip 1 wide would
    // fall apart, its up and down cells touching only at corners.
    const minWidth = spec.kind === 'torus' || spec.kind === 'triangle' ? 2 : 1;
    const width = integerField('width', spec.width, minWidth, MAX_CELLS);
    const height = integerField('height', spec.height, spec.kind === 'torus' ? 2 : 1, MAX_CELLS);
    resolved = { kind: spec.kind, width, height, floors };
    perFloor = width * height;
  }
  if (perFloor * floors > MAX_CELLS) {
    throw new TopologyError(
      'spec',
      `the board would have ${perFloor * floors} cells, more than the ${MAX_CELLS} allowed`,
    );
  }
  return resolved;
}

function integerField(field: string, value: unknown, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    const shown = typeof value === 'string' ? JSON.stringify(value) : String(value);
    throw new TopologyError(field, `${field} must be an integer ${min}–${max} (got ${shown})`);
  }
  return value;
}
