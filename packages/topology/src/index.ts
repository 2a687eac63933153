export { createTopology } from './create-topology.js';
export { TopologyError } from './errors.js';
export { MAX_CELLS, MAX_FIRST_RING, MAX_FLOORS, resolveSpec } from './resolve-spec.js';
export type {
  Arc,
  Bounds,
  Coord,
  Edge,
  Point,
  ResolvedSpec,
  Segment,
  Topology,
  TopologyKind,
  TopologySpec,
} from './types.js';
