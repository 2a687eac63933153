export { ExportError } from './errors.js';
export type { Frame, LegendLayout, LegendPlace } from './frame.js';
export { type ArcShape, type EdgeShape, type SegmentShape, wallItem } from './items.js';
export {
  DEFAULT_PALETTE,
  EXPORT_RANGES,
  type ExportOptions,
  isColor,
  type OptionRange,
  type Palette,
  type ResolvedExportOptions,
  type ResolvedOptionsAndNotes,
  resolveExportOptions,
} from './options.js';
export { pictureFrame } from './public-frame.js';
export {
  type ArcItem,
  type LabelItem,
  type LegendEntry,
  MARKER_KINDS,
  type MarkerItem,
  type MarkerKind,
  type Point,
  type PolygonItem,
  type RouteItem,
  type SectorItem,
  type Sketch,
  type SketchItem,
  type WallItem,
} from './sketch.js';
export { escapeXml, renderSvg } from './svg.js';
