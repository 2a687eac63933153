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
import { expect } from 'vitest';
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

/** Where {@link expectAll} collects what a board got wrong. */
export interface Mismatches {
  /** Notes `where` unless `got` is `want` (`Object.is`, as `toBe` compares). */
  is(got: unknown, want: unknown, where: string): void;
  /** Notes `where` unless `holds`. */
  ok(holds: boolean, where: string): void;
}

/**
 * Runs the checks of one whole board and asserts once that none failed, listing every one that
 * did. A vitest `expect` costs tens of µs (it updates the test's state each call): one per cell
 * or side, over every board of a property, was much of the suite's time.
 */
export function expectAll(checks: (m: Mismatches) => void): void {
  const wrong: string[] = [];
  checks({
    is(got, want, where) {
      if (!Object.is(got, want)) wrong.push(`${where}: ${String(got)}, expected ${String(want)}`);
    },
    ok(holds, where) {
      if (!holds) wrong.push(where);
    },
  });
  expect(wrong).toEqual([]);
}
