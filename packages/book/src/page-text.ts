// The words on a book's pages: the title page, and the caption over each picture, set in the
// embedded fonts and kept to their boxes (PDFKit would otherwise wrap them onto new pages).

import { CAPTION_JOIN, type Caption, type CaptionText } from './caption.js';
import type { ResolvedBookOptions } from './options.js';
import { type Box, POINTS_PER_MM } from './page.js';

/** The names the book's two fonts are registered under. */
export interface FontNames {
  /** The regular weight. */
  readonly regular: string;
  /** The bold weight. */
  readonly bold: string;
}

/** What fontkit tells of a font's glyphs. */
interface Glyphs {
  hasGlyphForCodePoint?(codePoint: number): boolean;
}

const pt = (mm: number) => mm * POINTS_PER_MM;

/**
 * `text` without the characters `font` has no glyph for (emoji, most CJK in DejaVu Sans),
 * noting them under `field`: PDFKit would draw each as an empty box.
 */
export function drawable(
  doc: PDFKit.PDFDocument,
  text: string,
  font: string,
  field: string,
  notes: string[],
): string {
  doc.font(font);
  const face = (doc as unknown as { _font?: { font?: Glyphs } })._font?.font;
  if (face?.hasGlyphForCodePoint === undefined) return text;
  const missing = new Set<string>();
  let kept = '';
  for (const char of text) {
    if (face.hasGlyphForCodePoint(char.codePointAt(0)!) || char === ' ') kept += char;
    else missing.add(char);
  }
  if (missing.size === 0) return text;
  notes.push(`${field}: the font has no letters for ${[...missing].join('')}; left out.`);
  return kept.replace(/\s+/g, ' ').trim();
}

/**
 * Draws the title page's words on the page just added, `count` last (how many puzzles, where
 * the answers start): the title (bold, 28 pt, smaller to stay on one line, down to 14 pt; then up to three lines
 * cut short with `…`), the subtitle (14 pt, up to three lines) and the count of puzzles with
 * the first answer page (11 pt, one line, smaller to fit), centred a third of the way down.
 * On a page too small for all that, every size shrinks together (to a third at most) and the
 * block moves up; every line is in a box of its own, so nothing runs onto another page.
 */
export function drawTitlePage(
  pdf: PDFKit.PDFDocument,
  options: ResolvedBookOptions,
  count: string,
  fonts: FontNames,
  notes: string[],
): void {
  const { page, marginMm } = options;
  const width = pt(page.width - 2 * marginMm);
  const top = pt(marginMm);
  const bottom = pt(page.height - marginMm);
  const x = pt(marginMm);
  const doc = pdf.fillColor('#000');
  const { bold, regular } = fonts;
  const title = drawable(doc, options.title ?? '', bold, 'Title', notes);
  const subtitle =
    options.subtitle === null ? null : drawable(doc, options.subtitle, regular, 'Subtitle', notes);
  /** The size at which `text` fits one line, at most `size`. */
  const oneLine = (text: string, font: string, size: number) => {
    doc.font(font).fontSize(size);
    return Math.min(size, (size * width) / Math.max(doc.widthOfString(text), 1));
  };
  const lines = (scale: number) => [
    { text: title, font: bold, size: Math.max(14, oneLine(title, bold, 28)) * scale, most: 3 },
    ...(subtitle === null || subtitle === ''
      ? []
      : [{ text: subtitle, font: regular, size: 14 * scale, most: 3 }]),
    { text: count, font: regular, size: oneLine(count, regular, 11 * scale), most: 1 },
  ];
  const box = { width, align: 'center' as const, ellipsis: true };
  const heights = (scale: number) =>
    lines(scale).map((line) => {
      doc.font(line.font).fontSize(line.size);
      const height = Math.min(
        doc.heightOfString(line.text, box),
        doc.currentLineHeight(true) * line.most,
      );
      return { ...line, height, after: line.size * 0.8 };
    });
  let scale = 1;
  let laid = heights(scale);
  const total = () => laid.reduce((sum, line) => sum + line.height + line.after, 0);
  while (scale > 0.34 && total() > bottom - top) {
    scale -= 0.1;
    laid = heights(scale);
  }
  let y = Math.max(top, Math.min(pt(page.height * 0.33), bottom - total()));
  for (const line of laid) {
    doc.font(line.font).fontSize(line.size);
    doc.text(line.text, x, y, { ...box, height: line.height });
    y += line.height + line.after;
  }
}

/**
 * Draws a caption in `box` (millimetres): the number in bold, then as many of the other parts
 * as fit the box's width — the seed left out first, then the par, then the board shortened to
 * the family's title (`Maze`), then the board and at last the stars left out whole: no part is
 * ever cut in half. It starts at `startMm` (the picture's left edge), or left of it as far as
 * its words need, never left of the box.
 */
export function drawCaption(
  pdf: PDFKit.PDFDocument,
  caption: Caption,
  box: Box,
  size: number,
  fonts: FontNames,
  startMm = box.x,
): void {
  const doc = pdf.fillColor('#000').fontSize(size);
  const room = pt(box.width);
  doc.font(fonts.bold);
  const number = caption.number === '' ? 0 : doc.widthOfString(caption.number) + size * 0.6;
  doc.font(fonts.regular);
  const words = (parts: readonly CaptionText[]) =>
    parts.map((part) => part.text).join(CAPTION_JOIN);
  const fits = (parts: readonly CaptionText[]) => number + doc.widthOfString(words(parts)) <= room;
  let parts = [...caption.parts];
  const drop = (name: CaptionText['part']) => {
    if (!fits(parts)) parts = parts.filter((part) => part.part !== name);
  };
  drop('seed');
  drop('par');
  const board = parts.findIndex((part) => part.part === 'board');
  if (board >= 0 && !fits(parts)) parts[board] = { part: 'board', text: caption.family };
  drop('board');
  drop('stars');
  if (!fits(parts)) parts = [];
  // At the picture's left edge, or as far left of it as the words need.
  const width = number + (parts.length === 0 ? 0 : doc.widthOfString(words(parts)));
  const x = Math.max(pt(box.x), Math.min(pt(startMm), pt(box.x) + room - width));
  const y = pt(box.y);
  if (caption.number !== '') {
    doc.font(fonts.bold).text(caption.number, x, y, { lineBreak: false });
  }
  if (parts.length > 0) {
    doc.font(fonts.regular).text(words(parts), x + number, y, { lineBreak: false });
  }
}
