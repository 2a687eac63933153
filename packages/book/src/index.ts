export {
  type BookFonts,
  type BookOutput,
  type BookReport,
  type BookSource,
  makeBook,
  type Placement,
} from './book.js';
export { boardOf, type Caption, captionOf } from './caption.js';
export { BookError } from './errors.js';
export {
  type BookOptions,
  CAPTION_PARTS,
  type CaptionPart,
  MIN_SLOT_MM,
  type ResolvedBookOptions,
  type ResolvedBookOptionsAndNotes,
  resolveBookOptions,
} from './options.js';
export {
  type Box,
  fitTop,
  type Layout,
  layoutFor,
  PAGE_SIDE_MM,
  PAGE_SIZES,
  type PageSize,
  POINTS_PER_MM,
  parseLayout,
  parsePageSize,
  type SideRange,
  slotsOf,
} from './page.js';
