// What a book can be asked for, and the same put in range with a note for every change.

import { clampWithNote } from '@knossos/core';
import { EXPORT_RANGES } from '@knossos/export';
import {
  type Box,
  captionBandMm,
  FOOTER_MM,
  GAP_MM,
  type Layout,
  layoutFor,
  PAGE_SIDE_MM,
  PAGE_SIZES,
  type PageSize,
  parseLayout,
  parsePageSize,
  roomFor,
} from './page.js';

const round = (mm: number) => Math.round(mm * 10) / 10;

/** The parts a caption can show, in the order it shows them. */
export type CaptionPart = 'number' | 'board' | 'stars' | 'par' | 'seed';

/** Every caption part, in order. */
export const CAPTION_PARTS: readonly CaptionPart[] = Object.freeze([
  'number',
  'board',
  'stars',
  'par',
  'seed',
]);

/** What a book is asked to look like; every field has a default. */
export interface BookOptions {
  /** The page: a size in millimetres, or `A4`, `A5`, `Letter`, `WxH` (see `parsePageSize`). Default A4. */
  readonly page?: PageSize | string;
  /** Turn the page sideways (the longer side across). Default false. */
  readonly landscape?: boolean;
  /** The white border round every page, in millimetres: 5–50, default 15. */
  readonly marginMm?: number;
  /**
   * Puzzles a page, 1–64, laid out as the grid that gives the largest square pictures (see
   * `layoutFor`), fewer when the slots would be under 20 mm. Default 6; left out for `layout`.
   */
  readonly perPage?: number;
  /** The grid of puzzles on a page (`{columns, rows}` or `2x3`), 1–8 each; wins over `perPage`. */
  readonly layout?: Layout | string;
  /** Answer pages at the back, the answer keys in the same order. Default true. */
  readonly answers?: boolean;
  /** The grid of answers on an answer page; default one column and one row more than `layout`. */
  readonly answerLayout?: Layout | string;
  /** A title page with this title; none when absent or blank. */
  readonly title?: string;
  /** A line under the title on the title page. */
  readonly subtitle?: string;
  /**
   * What each caption shows. Default `['number', 'board', 'stars']`; `[]` for no captions. With
   * answer pages the number is always kept (with a note), as the answers are found by it.
   */
  readonly caption?: readonly CaptionPart[];
  /** Number the pages at the foot (the title page is counted, not numbered). Default true. */
  readonly pageNumbers?: boolean;
  /** Draw each picture's legend under it. Default false (it repeats on every puzzle). */
  readonly legend?: boolean;
  /** Wall and line width as a fraction of a cell, as in `@knossos/export` (0.02–0.4). */
  readonly wallWidth?: number;
  /** White space round each picture in cells, as `@knossos/export`'s `margin` (0–4); default 0.3. */
  readonly pictureMargin?: number;
  /** The date the PDF says it was made; default now. Fix it to get the same bytes twice. */
  readonly createdAt?: Date;
}

/** {@link BookOptions} in range, every default filled in. */
export interface ResolvedBookOptions {
  /** The page as printed (turned when landscape), in millimetres. */
  readonly page: PageSize;
  /** The margin in millimetres. */
  readonly marginMm: number;
  /** The grid of puzzles a page. */
  readonly layout: Layout;
  /**
   * Puzzles a page: the first this many slots of {@link ResolvedBookOptions.layout} in reading
   * order (so 5 a page on a 2 × 3 grid leaves the last slot empty); all of a given layout.
   */
  readonly perPage: number;
  /** Whether answer pages follow. */
  readonly answers: boolean;
  /** The grid of answers a page. */
  readonly answerLayout: Layout;
  /** The title page's title, or `null` for none. */
  readonly title: string | null;
  /** The title page's second line, or `null`. */
  readonly subtitle: string | null;
  /** The caption's parts, in {@link CAPTION_PARTS} order. */
  readonly caption: readonly CaptionPart[];
  /** Whether pages are numbered. */
  readonly pageNumbers: boolean;
  /** Whether pictures carry their legends. */
  readonly legend: boolean;
  /** Passed to `@knossos/export` when given. */
  readonly wallWidth: number | undefined;
  /** White space round each picture, in cells. */
  readonly pictureMargin: number;
  /** The PDF's creation date. */
  readonly createdAt: Date;
}

/**
 * Where the slots go on every puzzle and answer page: inside the margins, above the page
 * number's band ({@link FOOTER_MM}) when pages are numbered. Millimetres from the top left.
 */
export function contentBox(
  options: Pick<ResolvedBookOptions, 'page' | 'marginMm' | 'pageNumbers'>,
): Box {
  const { page, marginMm, pageNumbers } = options;
  return {
    x: marginMm,
    y: marginMm,
    width: page.width - 2 * marginMm,
    height: page.height - 2 * marginMm - (pageNumbers ? FOOTER_MM : 0),
  };
}

/** {@link resolveBookOptions}'s answer. */
export interface ResolvedBookOptionsAndNotes {
  /** The options as used. */
  readonly options: ResolvedBookOptions;
  /** One sentence for each option changed to fit its range. */
  readonly notes: string[];
}

/**
 * The smallest slot side in millimetres (under the caption's band) a grid is narrowed to keep;
 * a page too small for even one such slot gets one slot, as large as it has room for.
 */
export const MIN_SLOT_MM = 20;

/**
 * Book options put in range: a page side outside 50–1200 mm, a margin outside 5–50 mm (or past a
 * quarter of the shorter side), a grid outside 1–8 or with slots under 20 mm, an unknown caption
 * part — each clamped or dropped with one note. Never throws for a value out of range.
 *
 * @throws `BookError` only for text that cannot be read as a page size or layout.
 */
export function resolveBookOptions(options: BookOptions = {}): ResolvedBookOptionsAndNotes {
  const notes: string[] = [];
  const given =
    typeof options.page === 'string'
      ? parsePageSize(options.page)
      : (options.page ?? PAGE_SIZES.a4);
  const side = (name: string, value: number) =>
    clampWithNote(notes, name, value, PAGE_SIDE_MM.min, PAGE_SIDE_MM.max, 210);
  let width = side('Page width (mm)', given.width);
  let height = side('Page height (mm)', given.height);
  if (options.landscape === true && width < height) [width, height] = [height, width];
  const page = { width, height };
  const marginMax = Math.min(50, Math.floor(Math.min(width, height) / 4));
  const marginMm = clampWithNote(
    notes,
    'Margin (mm)',
    options.marginMm,
    5,
    marginMax,
    Math.min(15, marginMax),
  );
  const pageNumbers = options.pageNumbers ?? true;
  // The slots' room: inside the margins, above the page number's band.
  const content = contentBox({ page, marginMm, pageNumbers });
  const size = `${round(width)}×${round(height)} mm page with ${marginMm} mm margins`;

  /** A grid read and put in 1–8 each way, then narrowed until its slots keep 20 mm. */
  const grid = (name: string, asked: Layout, kind: 'puzzle' | 'answer', quiet = false): Layout => {
    const columns = clampWithNote(notes, `${name} columns`, asked.columns, 1, 8, 2, true);
    const rows = clampWithNote(notes, `${name} rows`, asked.rows, 1, 8, 3, true);
    const room = roomFor(content, MIN_SLOT_MM, GAP_MM, captionBandMm(kind));
    const fitted = { columns: Math.min(columns, room.columns), rows: Math.min(rows, room.rows) };
    if (!quiet && (fitted.columns < columns || fitted.rows < rows)) {
      notes.push(
        `${name}: ${columns}×${rows} would make slots under ${MIN_SLOT_MM} mm on a ${size}; used ${fitted.columns}×${fitted.rows}.`,
      );
    }
    return fitted;
  };
  const read = (value: Layout | string) => (typeof value === 'string' ? parseLayout(value) : value);
  let layout: Layout;
  let perPage: number;
  if (options.layout === undefined) {
    perPage = clampWithNote(notes, 'Puzzles a page', options.perPage, 1, 64, 6, true);
    layout = layoutFor(perPage, content, GAP_MM, captionBandMm('puzzle'));
    const room = roomFor(content, MIN_SLOT_MM, GAP_MM, captionBandMm('puzzle'));
    if (layout.columns > room.columns || layout.rows > room.rows) {
      const fitted = {
        columns: Math.min(layout.columns, room.columns),
        rows: Math.min(layout.rows, room.rows),
      };
      notes.push(
        `Puzzles a page: ${perPage} would make slots under ${MIN_SLOT_MM} mm on a ${size}; used ${fitted.columns * fitted.rows} (${fitted.columns}×${fitted.rows}).`,
      );
      layout = fitted;
    }
    perPage = Math.min(perPage, layout.columns * layout.rows);
  } else {
    if (options.perPage !== undefined) {
      notes.push('Puzzles a page: left out, as a layout is given.');
    }
    layout = grid('Layout', read(options.layout), 'puzzle');
    perPage = layout.columns * layout.rows;
  }
  const answers = options.answers ?? true;
  if (!answers && options.answerLayout !== undefined) {
    notes.push('Answer layout: left out, as there are no answer pages.');
  }
  const answerLayout = grid(
    'Answer layout',
    options.answerLayout === undefined
      ? { columns: Math.min(8, layout.columns + 1), rows: Math.min(8, layout.rows + 1) }
      : read(options.answerLayout),
    'answer',
    // The default, one more each way than the puzzles' grid, narrowed without a word.
    options.answerLayout === undefined,
  );

  const caption: CaptionPart[] = [];
  for (const part of options.caption ?? ['number', 'board', 'stars']) {
    if (CAPTION_PARTS.includes(part)) {
      if (!caption.includes(part)) caption.push(part);
    } else {
      notes.push(
        `Caption: "${String(part)}" is not a caption part (${CAPTION_PARTS.join(', ')}); left out.`,
      );
    }
  }
  // Answers are found by their puzzle's number: a book with answers numbers its puzzles.
  if (answers && !caption.includes('number')) {
    caption.push('number');
    notes.push('Caption: the number is kept, as the answers are found by it.');
  }
  caption.sort((a, b) => CAPTION_PARTS.indexOf(a) - CAPTION_PARTS.indexOf(b));
  // Tabs and line breaks are spaces on a title page.
  const text = (value: string | undefined) =>
    value === undefined || value.trim() === '' ? null : value.replace(/\s+/g, ' ').trim();
  if (text(options.title) === null && text(options.subtitle) !== null) {
    notes.push('Subtitle: left out, as there is no title (and so no title page).');
  }
  return {
    options: {
      page,
      marginMm,
      layout,
      perPage,
      answers,
      answerLayout,
      title: text(options.title),
      subtitle: text(options.title) === null ? null : text(options.subtitle),
      caption,
      pageNumbers,
      legend: options.legend ?? false,
      wallWidth:
        options.wallWidth === undefined
          ? undefined
          : clampWithNote(
              notes,
              'Wall width',
              options.wallWidth,
              EXPORT_RANGES.wallWidth.min,
              EXPORT_RANGES.wallWidth.max,
              EXPORT_RANGES.wallWidth.default,
            ),
      pictureMargin: clampWithNote(notes, 'Picture margin', options.pictureMargin, 0, 4, 0.3),
      createdAt: options.createdAt ?? new Date(),
    },
    notes,
  };
}
