// Pages and the grid of slots puzzles sit in: plain geometry in millimetres, no PDF in sight.

import { BookError } from './errors.js';

/** A rectangle on a page in millimetres, from the page's top-left corner (y grows downwards). */
export interface Box {
  /** Distance from the page's left edge. */
  readonly x: number;
  /** Distance from the page's top edge. */
  readonly y: number;
  /** Width. */
  readonly width: number;
  /** Height. */
  readonly height: number;
}

/** A page size in millimetres, portrait (width ≤ height) unless turned. */
export interface PageSize {
  /** Width in millimetres. */
  readonly width: number;
  /** Height in millimetres. */
  readonly height: number;
}

/**
 * The named page sizes, in millimetres: ISO 216 A4 (210 × 297) and A5 (148 × 210), and US Letter
 * (8.5 × 11 in = 215.9 × 279.4).
 */
export const PAGE_SIZES: Readonly<Record<'a4' | 'a5' | 'letter', PageSize>> = Object.freeze({
  a4: { width: 210, height: 297 },
  a5: { width: 148, height: 210 },
  letter: { width: 215.9, height: 279.4 },
});

/** A range of lengths in millimetres. */
export interface SideRange {
  /** The smallest. */
  readonly min: number;
  /** The largest. */
  readonly max: number;
}

/** The smallest and largest page side in millimetres (a playing card to a poster). */
export const PAGE_SIDE_MM: SideRange = Object.freeze({
  min: 50,
  max: 1200,
});

/** A grid of slots on a page. */
export interface Layout {
  /** Slots across, 1–8. */
  readonly columns: number;
  /** Slots down, 1–8. */
  readonly rows: number;
}

/** Points (the PDF unit, 1/72 inch) in a millimetre. */
export const POINTS_PER_MM = 72 / 25.4;

/**
 * A page size from its name (`A4`, `a5`, `Letter`, case ignored) or `WxH` in millimetres
 * (`180x250`, `180×250`, decimals allowed).
 *
 * @throws {@link BookError} (field `page`) for anything else, naming the sizes there are.
 */
export function parsePageSize(text: string): PageSize {
  const name = text.trim().toLowerCase();
  if (name in PAGE_SIZES) return PAGE_SIZES[name as keyof typeof PAGE_SIZES];
  const match = /^(\d+(?:\.\d+)?)\s*[x×]\s*(\d+(?:\.\d+)?)(?:\s*mm)?$/.exec(name);
  if (match === null) {
    throw new BookError(
      'page',
      `"${text}" is no page size; give A4, A5, Letter or width×height in millimetres (180x250)`,
    );
  }
  return { width: Number(match[1]), height: Number(match[2]) };
}

/**
 * A grid from `CxR` (`2x3`: two across, three down).
 *
 * @throws {@link BookError} (field `layout`) for anything else.
 */
export function parseLayout(text: string): Layout {
  const match = /^\s*(\d+)\s*[x×]\s*(\d+)\s*$/.exec(text);
  if (match === null) {
    throw new BookError('layout', `"${text}" is no layout; give columns×rows, as 2x3`);
  }
  return { columns: Number(match[1]), rows: Number(match[2]) };
}

/** Space between neighbouring slots, in millimetres. */
export const GAP_MM = 6;

/** The band at the foot of a numbered page that the page number sits in, in millimetres. */
export const FOOTER_MM = 7;

/** A caption's font size in points: under a puzzle, and under an answer. */
export const CAPTION_PT: Readonly<Record<'puzzle' | 'answer', number>> = Object.freeze({
  puzzle: 9,
  answer: 7,
});

/** The height in millimetres of the caption line over a picture (its font size × 1.6). */
export function captionBandMm(kind: 'puzzle' | 'answer'): number {
  return (CAPTION_PT[kind] * 1.6) / POINTS_PER_MM;
}

/** The side in millimetres of the largest square picture a slot of `layout` holds on `content`. */
function squareSide(content: PageSize, layout: Layout, gap: number, band: number): number {
  const width = (content.width - gap * (layout.columns - 1)) / layout.columns;
  const height = (content.height - gap * (layout.rows - 1)) / layout.rows - band;
  return Math.min(width, height);
}

/**
 * The grid for `count` puzzles a page on a content area of `content` (millimetres), slots `gap`
 * apart with a caption band of `band` over each picture: of the grids of 1–8 × 1–8 slots with
 * room for `count`, the one whose square pictures come out largest, each spare slot costing a
 * tenth of the side (so 5 a page on A4 is 2 × 3 with one empty slot, not a strip of 1 × 5).
 * 6 on A4 portrait is 2 × 3, 4 is 2 × 2, 2 is 1 × 2.
 *
 * @param count - puzzles a page, 1–64.
 */
export function layoutFor(count: number, content: PageSize, gap = GAP_MM, band = 0): Layout {
  let best: Layout = { columns: 1, rows: 1 };
  let bestScore = Number.NEGATIVE_INFINITY;
  for (let columns = 1; columns <= Math.min(count, 8); columns++) {
    for (let rows = Math.ceil(count / columns); rows <= 8; rows++) {
      const spare = columns * rows - count;
      if (spare >= columns || spare >= rows) break;
      const layout = { columns, rows };
      const score = squareSide(content, layout, gap, band) / (1 + 0.1 * spare);
      if (score > bestScore + 1e-9) {
        best = layout;
        bestScore = score;
      }
    }
  }
  return best;
}

/**
 * The most slots across and down a content area holds with every slot at least `minimum`
 * millimetres each way (its caption band of `band` on top of that, down), `gap` apart; 1–8 each,
 * and at least one even when one slot is smaller than `minimum`.
 */
export function roomFor(content: PageSize, minimum: number, gap = GAP_MM, band = 0): Layout {
  const most = (room: number, side: number) =>
    Math.max(1, Math.min(8, Math.floor((room + gap) / (side + gap))));
  return { columns: most(content.width, minimum), rows: most(content.height, minimum + band) };
}

/**
 * The slots of a grid over a content box, row by row from the top left, with `gap` millimetres
 * between neighbours; every slot lies inside `content` and no two overlap.
 */
export function slotsOf(content: Box, layout: Layout, gap: number): Box[] {
  const width = (content.width - gap * (layout.columns - 1)) / layout.columns;
  const height = (content.height - gap * (layout.rows - 1)) / layout.rows;
  const slots: Box[] = [];
  for (let row = 0; row < layout.rows; row++) {
    for (let column = 0; column < layout.columns; column++) {
      slots.push({
        x: content.x + column * (width + gap),
        y: content.y + row * (height + gap),
        width,
        height,
      });
    }
  }
  return slots;
}

/**
 * The largest box of aspect `aspect` (width / height) inside `room`, centred across and set at its
 * top.
 */
export function fitTop(room: Box, aspect: number): Box {
  const width = Math.min(room.width, room.height * aspect);
  const height = width / aspect;
  return { x: room.x + (room.width - width) / 2, y: room.y, width, height };
}
