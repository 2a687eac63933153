export { createTopology } from './create-topology.js';
export { TopologyError } from './errors.js';
export { isTopology } from './is-topology.js';
export {
  MAX_FIRST_RING,
  MAX_FLOORS,
  MAX_RINGS,
  MAX_TABLE_ENTRIES,
  resolveSpec,
} from './resolve-spec.js';
export { BUILTIN_SHAPES, type BuiltinShape, builtinMask } from './shapes/builtin-mask.js';
export {
  type Bridges,
  connectPieces,
  cutToShape,
  FILL_RANGE,
  piecesOf,
  type ShapeCut,
} from './shapes/cut-to-shape.js';
export {
  FONT_CHARACTERS,
  FONT_GAP,
  FONT_HEIGHT,
  FONT_WIDTH,
  glyphRows,
  maskFromText,
} from './shapes/font.js';
export { type InsideRule, maskFromPixels, type PixelOptions } from './shapes/mask-from-pixels.js';
export { maskFromRows, maskToRows, type ShapeMask } from './shapes/shape-mask.js';
export type {
  Arc,
  Bounds,
  Coord,
  Edge,
  Point,
  ResolvedCircularSpec,
  ResolvedGridSpec,
  ResolvedSpec,
  Segment,
  Topology,
  TopologyKind,
  TopologySpec,
} from './types.js';
