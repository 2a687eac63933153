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

/**
 * The grid for `count` puzzles a page on a content area of `width` × `height`: of the grids with
 * exactly `count` slots, or failing that the fewest slots above it, the one whose slots are closest
 * to square (puzzles are mostly square). 6 on A4 portrait is 2 × 3, 4 is 2 × 2, 2 is 1 × 2.
 *
 * @param count - puzzles a page, 1–64.
 */
export function layoutFor(count: number, width: number, height: number): Layout {
  let best: Layout = { columns: 1, rows: 1 };
  let bestKey = [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY];
  for (let columns = 1; columns <= Math.min(count, 8); columns++) {
    const rows = Math.ceil(count / columns);
    if (rows > 8) continue;
    const spare = columns * rows - count;
    const aspect = width / columns / (height / rows);
    const key = [spare, Math.abs(Math.log(aspect))];
    if (key[0]! < bestKey[0]! || (key[0] === bestKey[0] && key[1]! < bestKey[1]! - 1e-9)) {
      best = { columns, rows };
      bestKey = key;
    }
  }
  return best;
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
