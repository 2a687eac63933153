export {
  type BookFonts,
  type BookOutput,
  type BookReport,
  type BookSource,
  makeBook,
  type Placement,
} from './book.js';
export { boardOf, CAPTION_JOIN, type Caption, type CaptionText, captionOf } from './caption.js';
export { BookError } from './errors.js';
export {
  type BookOptions,
  CAPTION_PARTS,
  type CaptionPart,
  contentBox,
  MIN_SLOT_MM,
  type ResolvedBookOptions,
  type ResolvedBookOptionsAndNotes,
  resolveBookOptions,
} from './options.js';
export {
  type Box,
  CAPTION_PT,
  captionBandMm,
  FOOTER_MM,
  fitTop,
  GAP_MM,
  type Layout,
  layoutFor,
  PAGE_SIDE_MM,
  PAGE_SIZES,
  type PageSize,
  POINTS_PER_MM,
  parseLayout,
  parsePageSize,
  roomFor,
  type SideRange,
  slotsOf,
} from './page.js';
