import type { ResolvedExportOptions } from './options.js';
import type { LegendEntry, Point, Sketch } from './sketch.js';

/** Where a sketch lands in a picture: its size and the map from board units to pixels. */
export interface Frame {
  /** Picture width in pixels (a whole number, at least 1). */
  readonly width: number;
  /** Picture height in pixels (a whole number, at least 1). */
  readonly height: number;
  /** Pixels per board unit. */
  readonly scale: number;
  /** The margin in board units. */
  readonly margin: number;
  /** A board point's position in the picture (pixels, y down). */
  toPixel(point: Point): Point;
  /** The board point under a pixel position (the inverse of {@link toPixel}). */
  toBoard(pixel: Point): Point;
  /** The legend's layout, or `null` when none is drawn. */
  readonly legend: LegendLayout | null;
}

/** Where each legend entry goes, in board units below the board (y grows downwards here). */
export interface LegendLayout {
  /** The legend's unit: swatch size in board units. */
  readonly unit: number;
  /** Font height in board units. */
  readonly font: number;
  /** Height of the legend band in board units. */
  readonly height: number;
  /** Each entry's top-left corner, in board units from the legend band's top-left. */
  readonly places: readonly LegendPlace[];
}

/** Where one legend entry goes. */
export interface LegendPlace {
  /** The entry. */
  readonly entry: LegendEntry;
  /** Its left edge, in board units from the legend band's left. */
  readonly x: number;
  /** Its top, in board units from the legend band's top. */
  readonly y: number;
}

/** Rough width of a text in font heights (proportional sans fonts average a little over half). */
const TEXT_WIDTH = 0.56;

/**
 * Lays a sketch out: the board with its margin, and under it the legend (entries left to right,
 * wrapping, at a size that reads at any board size), scaled so that the picture's longer side is
 * `options.size` pixels.
 * @internal
 */
export function frameOf(sketch: Sketch, options: ResolvedExportOptions): Frame {
  const { min, max } = sketch.bounds;
  const margin = options.margin * sketch.cellSize;
  const boardWidth = max.x - min.x + 2 * margin;
  const boardHeight = max.y - min.y + 2 * margin;
  const entries = options.legend ? (sketch.legend ?? []) : [];
  let legend: LegendLayout | null = null;
  if (entries.length > 0) {
    // A 28th of the board's longer side, but no more than one and a half cells (a wide board of
    // many floors would get a poster-sized legend) and no less than a 60th (so it stays legible).
    const longer = Math.max(boardWidth, boardHeight);
    const unit = Math.max(Math.min(longer / 28, sketch.cellSize * 1.5), longer / 60);
    const font = unit * 0.8;
    const row = unit * 1.6;
    const left = Math.max(margin, unit * 0.5);
    const right = boardWidth - left;
    const places: { entry: LegendEntry; x: number; y: number }[] = [];
    let x = left;
    let y = unit * 0.3;
    for (const entry of entries) {
      const width = unit * 1.5 + entry.text.length * font * TEXT_WIDTH + unit;
      if (x > left && x + width > right) {
        x = left;
        y += row;
      }
      places.push({ entry, x, y });
      x += width;
    }
    legend = { unit, font, height: y + row, places };
  }
  const totalHeight = boardHeight + (legend?.height ?? 0);
  const scale = options.size / Math.max(boardWidth, totalHeight, Number.MIN_VALUE);
  const width = Math.max(1, Math.round(boardWidth * scale));
  const height = Math.max(1, Math.round(totalHeight * scale));
  const left = min.x - margin;
  const top = max.y + margin;
  return {
    width,
    height,
    scale,
    margin,
    legend,
    toPixel: (p) => ({ x: (p.x - left) * scale, y: (top - p.y) * scale }),
    toBoard: (p) => ({ x: p.x / scale + left, y: top - p.y / scale }),
  };
}
