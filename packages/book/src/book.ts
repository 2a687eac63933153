// A puzzle book as a PDF: an optional title page, the puzzles in a grid of numbered slots, the
// answer keys at the back, page numbers; every picture drawn as vector paths, fonts embedded.

import type { PictureStyle } from '@knossos/core';
import {
  EXPORT_RANGES,
  type ExportOptions,
  pictureFrame,
  renderSvg,
  type Sketch,
} from '@knossos/export';
import type { Held } from '@knossos/families';
import PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';
import { type Caption, captionOf } from './caption.js';
import { BookError } from './errors.js';
import {
  type BookOptions,
  contentBox,
  type ResolvedBookOptions,
  resolveBookOptions,
} from './options.js';
import {
  type Box,
  CAPTION_PT,
  captionBandMm,
  FOOTER_MM,
  fitTop,
  GAP_MM,
  POINTS_PER_MM,
  slotsOf,
} from './page.js';
import { drawCaption, drawTitlePage } from './page-text.js';

/** The puzzles of a book: read once for the puzzle pages and once more for the answers. */
export interface BookSource {
  /** How many puzzles {@link BookSource.puzzles} gives. */
  readonly count: number;
  /**
   * The puzzles in book order. Called once for the puzzle pages and again for the answer pages,
   * so that a long book need not hold its puzzles: it must give the same puzzles each time.
   */
  puzzles(): Iterable<Held> | AsyncIterable<Held>;
}

/** The font files a book embeds (TrueType or OpenType bytes); `@knossos/book/node` has DejaVu Sans. */
export interface BookFonts {
  /** Captions, page numbers, the text in pictures. */
  readonly regular: Uint8Array | ArrayBuffer;
  /** Puzzle numbers, the title, bold text in pictures. */
  readonly bold: Uint8Array | ArrayBuffer;
}

/** Where one picture went: what a test or an app needs to find it on the page. */
export interface Placement {
  /** The page it is on, counting from 1 (the title page is page 1 when there is one). */
  readonly page: number;
  /** A puzzle page's picture or an answer page's. */
  readonly kind: 'puzzle' | 'answer';
  /** The puzzle's number in the book, from 1. */
  readonly number: number;
  /** The slot it was given, in millimetres from the page's top-left corner. */
  readonly slot: Box;
  /** The picture itself, inside the slot. */
  readonly picture: Box;
  /** The caption's line, inside the slot, or `null` when there is none. */
  readonly caption: Box | null;
}

/** What making a book takes besides its puzzles and options. */
export interface BookOutput {
  /** The fonts to embed. */
  readonly fonts: BookFonts;
  /** Takes the PDF's bytes as they are made, in order. */
  readonly write: (chunk: Uint8Array) => void;
  /** Stops between pictures; the book then rejects with the signal's reason, its bytes unfinished. */
  readonly signal?: AbortSignal;
  /** After each picture drawn: how many of `total` (puzzles, plus answers when asked). */
  readonly onProgress?: (done: number, total: number) => void;
  /** Each picture's place, as drawn. */
  readonly onPlace?: (placement: Placement) => void;
}

/** What was made. */
export interface BookReport {
  /** Pages in all. */
  readonly pages: number;
  /** Puzzles in the book. */
  readonly puzzles: number;
  /** The first answer page, or `null` without answers. */
  readonly answersFrom: number | null;
  /** The options as used. */
  readonly options: ResolvedBookOptions;
  /** Every option changed to fit its range, one sentence each. */
  readonly notes: readonly string[];
}

const REGULAR = 'knossos-regular';
const BOLD = 'knossos-bold';
/** The narrowest picture `@knossos/export` draws to a print width, in millimetres. */
const NARROWEST_PRINT_MM = EXPORT_RANGES.printWidthMm.min;
/** Pictures drawn between two yields to the event loop (so a signal is heard). */
const YIELD_EVERY = 16;

const pt = (mm: number) => mm * POINTS_PER_MM;

/**
 * Makes a puzzle book as a PDF, streaming its bytes to `output.write` as pages are finished (the
 * puzzles are read again for the answers, not held). Pages are `options.page` (A4 by default),
 * puzzles `options.layout` a page in numbered slots with captions, answers at the back in the
 * same order, each picture the family's `printable` (puzzles) or `answer-key` (answers) sketch
 * drawn as PDF paths through svg-to-pdfkit, text in the embedded fonts.
 *
 * @returns the page count and the options as used, with a note for each one changed.
 * @throws {@link BookError} for a source with no puzzles or whose count differs from the puzzles
 *   it gives, or a font that cannot be read; the signal's reason when stopped; whatever
 *   `output.write` throws.
 */
export async function makeBook(
  source: BookSource | readonly Held[],
  output: BookOutput,
  options: BookOptions = {},
): Promise<BookReport> {
  const { options: resolved, notes } = resolveBookOptions(options);
  const from: BookSource = Array.isArray(source)
    ? { count: source.length, puzzles: () => source }
    : (source as BookSource);
  if (!Number.isInteger(from.count) || from.count < 1) {
    throw new BookError(
      'source',
      `a book needs at least one puzzle (the source has ${from.count})`,
    );
  }
  const book = new BookWriter(resolved, output, from.count);
  const ended = new Promise<void>((resolve, reject) => {
    book.doc.on('end', () => resolve());
    book.doc.on('error', reject);
  });
  // PDFKit hands out bytes from inside its own calls and later, on its own: a write that fails
  // is kept and thrown between pictures, and nothing more is written after it.
  book.doc.on('data', (chunk: Uint8Array) => {
    if (book.failed !== null) return;
    try {
      output.write(chunk);
    } catch (error) {
      book.failed = { error };
    }
  });
  if (resolved.title !== null) book.titlePage();
  await book.pages(from, 'puzzle');
  if (resolved.answers) await book.pages(from, 'answer');
  book.doc.end();
  await ended;
  book.check();
  return {
    pages: book.pageCount,
    puzzles: from.count,
    answersFrom: resolved.answers ? book.answersFrom : null,
    options: resolved,
    notes: [...notes, ...book.notes],
  };
}

/** One book being written: the PDF document and where the next picture goes. */
class BookWriter {
  readonly doc: PDFKit.PDFDocument;
  pageCount = 0;
  answersFrom = 0;
  /** Notes on what was changed to be drawn (characters the font lacks). */
  readonly notes: string[] = [];
  /** The first error `output.write` threw, if any. */
  failed: { error: unknown } | null = null;
  private drawn = 0;
  private readonly total: number;

  constructor(
    private readonly options: ResolvedBookOptions,
    private readonly output: BookOutput,
    private readonly count: number,
  ) {
    this.doc = new PDFDocument({
      autoFirstPage: false,
      margin: 0,
      // No standard font (Helvetica) as the default: the browser build has none, and every text
      // is in the embedded fonts registered below.
      font: null as unknown as string,
      info: {
        Title: options.title ?? 'Puzzle book',
        Creator: 'Knossos',
        CreationDate: options.createdAt,
      },
    });
    try {
      this.doc.registerFont(REGULAR, bytes(output.fonts.regular));
      this.doc.registerFont(BOLD, bytes(output.fonts.bold));
      this.doc.font(REGULAR);
    } catch (error) {
      throw new BookError('fonts', `the font could not be read (${String(error)})`);
    }
    this.total = count * (options.answers ? 2 : 1);
  }

  /** Throws the signal's reason once stopped, or the error a write threw. */
  check(): void {
    const signal = this.output.signal;
    if (signal?.aborted) throw signal.reason;
    if (this.failed !== null) throw this.failed.error;
  }

  /** The pages every puzzle takes, `perPage` to a page. */
  private pagesFor(perPage: number): number {
    return Math.ceil(this.count / perPage);
  }

  private addPage(): void {
    const { page } = this.options;
    this.doc.addPage({ size: [pt(page.width), pt(page.height)], margin: 0 });
    this.pageCount++;
    if (this.options.pageNumbers && !(this.options.title !== null && this.pageCount === 1)) {
      const { marginMm } = this.options;
      const y = page.height - marginMm - FOOTER_MM / 2 - 1.5;
      this.doc.font(REGULAR).fontSize(9).fillColor('#000');
      this.doc.text(String(this.pageCount), pt(marginMm), pt(y), {
        width: pt(page.width - 2 * marginMm),
        align: 'center',
        lineBreak: false,
      });
    }
  }

  /** The title page: see {@link drawTitlePage}. */
  titlePage(): void {
    this.addPage();
    const { options } = this;
    const first = 2 + this.pagesFor(options.perPage);
    const words = `${this.count} ${this.count === 1 ? 'puzzle' : 'puzzles'}`;
    const count = `${words}${options.answers ? ` · answers from page ${first}` : ''}`;
    const fonts = { regular: REGULAR, bold: BOLD };
    drawTitlePage(this.doc, options, count, fonts, this.notes);
  }

  /** Every puzzle (or answer) in slots, a new page each time the grid is full. */
  async pages(source: BookSource, kind: 'puzzle' | 'answer'): Promise<void> {
    const layout = kind === 'puzzle' ? this.options.layout : this.options.answerLayout;
    const grid = slotsOf(contentBox(this.options), layout, GAP_MM);
    const slots = kind === 'puzzle' ? grid.slice(0, this.options.perPage) : grid;
    let number = 0;
    for await (const held of source.puzzles()) {
      this.check();
      if (number % slots.length === 0) {
        this.addPage();
        if (number === 0 && kind === 'answer') this.answersFrom = this.pageCount;
      }
      number++;
      this.place(held, number, kind, slots[(number - 1) % slots.length]!);
      this.drawn++;
      this.output.onProgress?.(this.drawn, this.total);
      if (this.drawn % YIELD_EVERY === 0) await new Promise((resolve) => setTimeout(resolve, 0));
    }
    if (number !== source.count) {
      throw new BookError(
        'source',
        `the source said it holds ${plural(source.count, 'puzzle')} and gave ${number} for the ${kind} pages`,
      );
    }
  }

  /** One puzzle's caption and picture in its slot. */
  private place(held: Held, number: number, kind: 'puzzle' | 'answer', slot: Box): void {
    const size = CAPTION_PT[kind];
    const caption: Caption =
      kind === 'answer'
        ? { number: `Answer ${number}`, family: held.family.title, parts: [], text: '' }
        : captionOf(held, number, this.options.caption);
    // Every slot of a kind keeps the same band, so pictures in a row line up whether or not
    // their own caption has words.
    const band = kind === 'answer' || this.options.caption.length > 0 ? captionBandMm(kind) : 0;
    const style: PictureStyle = kind === 'puzzle' ? 'printable' : 'answer-key';
    const sketch = held.family.toSketch(held.puzzle, style) as Sketch;
    const picture: ExportOptions = {
      size: 1024,
      legend: this.options.legend,
      margin: this.options.pictureMargin,
      ...(this.options.wallWidth === undefined ? {} : { wallWidth: this.options.wallWidth }),
    };
    const frame = pictureFrame(sketch, picture);
    const room = { ...slot, y: slot.y + band, height: slot.height - band };
    const box = fitTop(room, frame.width / frame.height);
    // The caption's line spans the slot; its words start over the picture's left edge.
    const captionBox = band === 0 ? null : { ...slot, height: band };
    if (captionBox !== null) {
      drawCaption(this.doc, caption, captionBox, size, { regular: REGULAR, bold: BOLD }, box.x);
    }
    // The SVG's own size in millimetres is what svg-to-pdfkit scales its drawing to; a picture
    // narrower than export draws to is drawn at that width and scaled down into its box.
    const printWidthMm = Math.max(box.width, NARROWEST_PRINT_MM);
    const svg = renderSvg(sketch, { ...picture, printWidthMm });
    this.doc.save();
    this.doc.translate(pt(box.x), pt(box.y)).scale(box.width / printWidthMm);
    SVGtoPDF(this.doc, svg, 0, 0, {
      fontCallback: (_family, bold) => (bold ? BOLD : REGULAR),
    });
    this.doc.restore();
    this.output.onPlace?.({
      page: this.pageCount,
      kind,
      number,
      slot,
      picture: box,
      caption: captionBox,
    });
  }
}

/** `1 puzzle`, `2 puzzles`. */
const plural = (count: number, word: string) => `${count} ${count === 1 ? word : `${word}s`}`;

/** Font bytes as PDFKit takes them. */
function bytes(font: Uint8Array | ArrayBuffer): Uint8Array {
  return font instanceof Uint8Array ? font : new Uint8Array(font);
}
