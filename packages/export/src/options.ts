import { describeValue } from '@knossos/core';
import type { MarkerKind } from './sketch.js';

/** Colours of the picture, as CSS colours. */
export interface Palette {
  /** Behind everything. */
  readonly background: string;
  /** Walls and arcs without a colour of their own. */
  readonly wall: string;
  /** Text of labels and the legend. */
  readonly text: string;
  /** Each marker's colour when the sketch gives none. */
  readonly markers: Readonly<Record<MarkerKind, string>>;
}

/** The default palette: black walls on white, markers in distinct colours. */
export const DEFAULT_PALETTE: Palette = Object.freeze({
  background: '#ffffff',
  wall: '#111111',
  text: '#111111',
  markers: Object.freeze({
    start: '#1f9d55',
    goal: '#d64545',
    key: '#d69e2e',
    door: '#8b5a2b',
    switch: '#6b46c1',
    gate: '#6b46c1',
    gem: '#2b8fd6',
    trap: '#c53030',
    'one-way': '#2c5282',
    portal: '#d53f8c',
    stairs: '#4a5568',
    player: '#2f855a',
    dot: '#111111',
    pipe: '#2d3748',
  }),
});

/** How to render a {@link Sketch}. Every field is optional; out-of-range values are clamped. */
export interface ExportOptions {
  /** The picture's longer side in pixels, margin and legend included: 64–8192, default 2048. */
  readonly size?: number;
  /** Wall thickness as a fraction of a cell: 0.02–0.4, default 0.12. */
  readonly wallWidth?: number;
  /** The empty border around the board, in cells: 0–4, default 0.8. */
  readonly margin?: number;
  /** Draw the sketch's legend (when it has one) under the board. Default true. */
  readonly legend?: boolean;
  /**
   * A print size: the picture's width in millimetres, 10–2000. The SVG then says
   * `width="…mm" height="…mm"` (its `viewBox` stays in pixels), so a printer or a PDF places it
   * at that size. Default: none, the width and height in pixels. PNGs have no print size.
   */
  readonly printWidthMm?: number;
  /** The background colour; default the palette's. */
  readonly background?: string;
  /** Colours to change from {@link DEFAULT_PALETTE}. */
  readonly colors?: Partial<Omit<Palette, 'markers'>> & {
    /** Marker colours to change. */
    readonly markers?: Partial<Record<MarkerKind, string>>;
  };
  /** Told each clamped option, as a sentence such as `"Size: 20 is below 64; used 64."`. */
  readonly onNote?: (note: string) => void;
}

/** {@link ExportOptions} with every value settled. */
export interface ResolvedExportOptions {
  /** The picture's longer side in pixels. */
  readonly size: number;
  /** Wall thickness as a fraction of a cell. */
  readonly wallWidth: number;
  /** The border in cells. */
  readonly margin: number;
  /** Whether the legend is drawn. */
  readonly legend: boolean;
  /** The print width in millimetres, or `null` for none. */
  readonly printWidthMm: number | null;
  /** Every colour. */
  readonly palette: Palette;
}

/** A numeric option's range and default. */
export interface OptionRange {
  /** The lowest value accepted. */
  readonly min: number;
  /** The highest value accepted. */
  readonly max: number;
  /** The value used when none is given. */
  readonly default: number;
}

/** The ranges and defaults of the numeric options. */
export const EXPORT_RANGES: {
  /** {@link ExportOptions.size}. */
  readonly size: OptionRange;
  /** {@link ExportOptions.wallWidth}. */
  readonly wallWidth: OptionRange;
  /** {@link ExportOptions.margin}. */
  readonly margin: OptionRange;
  /** {@link ExportOptions.printWidthMm} (its default is none: the value here is not used). */
  readonly printWidthMm: OptionRange;
} = Object.freeze({
  size: { min: 64, max: 8192, default: 2048 },
  wallWidth: { min: 0.02, max: 0.4, default: 0.12 },
  margin: { min: 0, max: 4, default: 0.8 },
  printWidthMm: { min: 10, max: 2000, default: 180 },
});

/** What {@link resolveExportOptions} settled. */
export interface ResolvedOptionsAndNotes {
  /** The options to draw with. */
  options: ResolvedExportOptions;
  /** One sentence per clamped option. */
  notes: string[];
}

/**
 * Whether a value is a CSS colour this package writes into a picture: a hex colour (`#rgb`,
 * `#rrggbb`, with alpha), a colour name (`red`, `transparent`), or an `rgb()`, `rgba()`, `hsl()`
 * or `hsla()` of numbers. Anything else (such as `url(…)`, which would reach outside the
 * picture) is refused. Option colours and sketch colours are checked with it.
 */
export function isColor(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length <= 64 &&
    /^(#[0-9a-f]{3,4}|#[0-9a-f]{6}|#[0-9a-f]{8}|[a-z]+|(rgba?|hsla?)\([-+\d.,%\s/a-z]*\))$/i.test(
      value.trim(),
    ) &&
    !/url/i.test(value)
  );
}

/**
 * Settles options: defaults filled in, numbers clamped to their ranges (each change a note),
 * colours merged over {@link DEFAULT_PALETTE}. Never throws.
 */
export function resolveExportOptions(options: ExportOptions = {}): ResolvedOptionsAndNotes {
  const notes: string[] = [];
  const given = (options ?? {}) as ExportOptions;
  const number = (
    name: 'size' | 'wallWidth' | 'margin' | 'printWidthMm',
    label: string,
  ): number => {
    const { min, max, default: fallback } = EXPORT_RANGES[name];
    const value = given[name];
    if (value === undefined) return fallback;
    if (typeof value !== 'number' || Number.isNaN(value)) {
      notes.push(`${label}: ${describeValue(value)} is not a number; used ${fallback}.`);
      return fallback;
    }
    if (value < min) {
      notes.push(`${label}: ${value} is below ${min}; used ${min}.`);
      return min;
    }
    if (value > max) {
      notes.push(`${label}: ${value} is above ${max}; used ${max}.`);
      return max;
    }
    return value;
  };
  const size = Math.round(number('size', 'Size'));
  const wallWidth = number('wallWidth', 'Wall width');
  const margin = number('margin', 'Margin');
  const printWidthMm =
    given.printWidthMm === undefined ? null : number('printWidthMm', 'Print width');
  const colors = (
    typeof given.colors === 'object' && given.colors !== null ? given.colors : {}
  ) as NonNullable<ExportOptions['colors']>;
  /** A colour option, or the default with a note when it is not a colour. */
  const color = (value: unknown, fallback: string, label: string): string => {
    if (value === undefined) return fallback;
    if (isColor(value)) return value;
    notes.push(`${label}: ${describeValue(value)} is not a colour; used ${fallback}.`);
    return fallback;
  };
  const background = color(
    given.background ?? colors.background,
    DEFAULT_PALETTE.background,
    'Background',
  );
  const wall = color(colors.wall, DEFAULT_PALETTE.wall, 'Wall colour');
  const text = color(colors.text, DEFAULT_PALETTE.text, 'Text colour');
  const markers = { ...DEFAULT_PALETTE.markers };
  const asked = typeof colors.markers === 'object' && colors.markers !== null ? colors.markers : {};
  for (const [kind, value] of Object.entries(asked)) {
    if (kind in markers) {
      const k = kind as keyof typeof markers;
      markers[k] = color(value, markers[k], `Marker colour ${kind}`);
    }
  }
  const palette: Palette = { background, wall, text, markers };
  const resolved = {
    size,
    wallWidth,
    margin,
    legend: given.legend !== false,
    printWidthMm,
    palette,
  };
  if (typeof given.onNote === 'function') for (const note of notes) given.onNote(note);
  return { options: resolved, notes };
}
