// Shared arbitraries for the carving tests: boards of every kind (with floors and shapes).

import {
  builtinMask,
  connectPieces,
  createTopology,
  cutToShape,
  type Topology,
  type TopologySpec,
} from '@knossos/topology';
import fc from 'fast-check';
import { CARVE_ALGORITHMS, type CarveAlgorithm } from './carve.js';

export const algorithmArb: fc.Arbitrary<CarveAlgorithm> = fc.constantFrom(...CARVE_ALGORITHMS);

export function specArb(
  options: { floors?: boolean; max?: number } = {},
): fc.Arbitrary<TopologySpec> {
  const max = options.max ?? 10;
  const floors = options.floors === false ? fc.constant(1) : fc.integer({ min: 1, max: 3 });
  const size = fc.integer({ min: 2, max });
  return fc.oneof(
    fc.record({
      kind: fc.constantFrom('square', 'hex', 'triangle' as const),
      width: size,
      height: size,
      floors,
    }),
    fc.record({ kind: fc.constant('torus' as const), width: size, height: size, floors }),
    fc.record({
      kind: fc.constant('circular' as const),
      rings: fc.integer({ min: 1, max: 6 }),
      firstRing: fc.oneof(fc.constant(0), fc.integer({ min: 3, max: 12 })),
      floors,
    }),
  );
}

/** A board, and optionally a shape cut into it (pieces joined so the board stays one piece). */
export const boardArb = (options: { floors?: boolean; max?: number } = {}) =>
  fc
    .tuple(
      specArb(options),
      fc.option(fc.constantFrom('circle', 'ring', 'heart', 'star', 'diamond', 'cross' as const)),
    )
    .map(([spec, shape]): { topology: Topology; playable?: Uint8Array } => {
      const topology = createTopology(spec);
      if (!shape) return { topology };
      // Cut and join one floor, then stack it: every floor is one piece, as carving expects.
      const base = topology.base;
      const cut = cutToShape(base, builtinMask(shape, 32));
      if (cut.playableCount < 2) return { topology };
      const floor = connectPieces(base, cut.playable).playable;
      const playable = Uint8Array.from(
        { length: topology.cellCount },
        (_, c) => floor[topology.baseCell(c)]!,
      );
      return { topology, playable };
    });

export const seedArb = fc.string({ maxLength: 8 });

export { expectAll, type Mismatches } from '../../../tooling/test-support/expect-all.js';
