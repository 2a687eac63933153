// The board and path settings of a Flow request put in range: the sides, the colours a board
// may have, path lengths, windiness, the shape and the bridges.
import { clampWithNote, describeValue } from '@knossos/core';
import { BUILTIN_SHAPES } from '@knossos/topology';
import type { FlowSettings } from './generate-types.js';
import type { FlowGrid } from './level.js';

/** Board sides, in cells (constructive method). @internal */
export const SIDE = { min: 5, max: 40, default: 7 } as const;
/** Shortest path, in cells. @internal */
export const MIN_LEN = { min: 2, max: 8, default: 3 } as const;
/** The least cells per colour: at most cells / 3 colours, whatever the side. */
export const CELLS_PER_COLOR = 3;
/** The fewest colours. */
export const FEWEST_COLORS = 2;
/** How winding paths are (see `FlowSettings.windiness`). @internal */
export const WINDINESS = { min: 0, max: 0.6, default: 0.24 } as const;
/** Bridges, square boards only. @internal */
export const BRIDGES = { min: 0, max: 12, default: 0 } as const;
/** The side a board's rules and colours are measured in: `round((width + height) / 2)`. */
export const sideOf = (width: number, height: number): number => Math.round((width + height) / 2);

/**
 * The colours a board may have: from half the side (at least 2) to twice the side, and never
 * more than cells / 3 (so a tiny board gets at most a third of its cells). @internal
 */
export function colorRange(width: number, height: number): { min: number; max: number } {
  const side = sideOf(width, height);
  const max = Math.min(2 * side, Math.floor((width * height) / CELLS_PER_COLOR));
  return { min: Math.min(max, Math.max(FEWEST_COLORS, Math.ceil(side / 2))), max };
}

/**
 * Colours per unit of side by default, up to a side of 20: 0.8. Published hand-made levels (the
 * tuning half of the set `bench/level-stats.mjs` reads, 8 × 8 to 14 × 14) have about 1.07
 * colours per unit of side in the "jumbo" packs and 0.56 in the "extreme" ones; 0.8 sits
 * between, so a default level's paths run between theirs in length (about 1.25 · side cells
 * each). @internal
 */
export const COLORS_PER_SIDE = 0.8;
/**
 * Colours per unit of side by default from a side of 30 on: 1.2. Boards that large start from
 * straight columns (random walks leave too many paths to join), and their paths wind like
 * hand-made ones only with more of them: measured at 40 × 40, 32 colours kept 0.03–0.08 turns
 * per cell and 48 reached 0.20–0.22 (published levels: 0.25). Between 20 and 30 the share
 * runs straight from one to the other. @internal
 */
export const COLORS_PER_SIDE_LARGE = 1.2;

/**
 * The colours a board gets when none are asked for: `round(share · side)`, the share 0.8 up to
 * a side of 20, 1.2 from 30, in a straight line between; put in {@link colorRange}. @internal
 */
export function defaultColors(width: number, height: number): number {
  const range = colorRange(width, height);
  const side = sideOf(width, height);
  const t = Math.min(1, Math.max(0, (side - 20) / 10));
  const share = COLORS_PER_SIDE + t * (COLORS_PER_SIDE_LARGE - COLORS_PER_SIDE);
  const colors = Math.round(share * side);
  return Math.min(range.max, Math.max(range.min, colors));
}

/**
 * A number setting put in range (whole numbers), with a note when it moved: `clampWithNote` of
 * `@knossos/core`, the default put in range too. @internal
 */
export function clamp(
  notes: string[],
  name: string,
  value: unknown,
  min: number,
  max: number,
  fallback: number,
): number {
  return clampWithNote(notes, name, value, min, max, Math.min(max, Math.max(min, fallback)), true);
}

/** The board and path settings of a request, in range. @internal */
export interface BoardRequest {
  readonly grid: FlowGrid;
  readonly width: number;
  readonly height: number;
  readonly colors: number;
  readonly minLen: number;
  readonly maxLen: number;
  readonly windiness: number;
  /** A built-in shape's name, mask rows, or `null` for the full board. */
  readonly shape: string | readonly string[] | null;
  readonly bridges: number;
}

/**
 * Puts the board and path settings in range with the table's bounds, a note for each change:
 * colours by {@link colorRange}, a longest path from `2 · minLen − 1` (so paths can add up to any
 * board) to cells, windiness 0–0.6, a shape that is a built-in name or rows of text, and bridges
 * (square boards only). @internal
 */
export function clampBoard(settings: FlowSettings, notes: string[]): BoardRequest {
  const grid: FlowGrid = settings.grid === 'hex' ? 'hex' : 'square';
  if (settings.grid !== undefined && settings.grid !== grid) {
    notes.push(`Grid: ${String(settings.grid)} is not a Flow grid; used square.`);
  }
  const width = clamp(notes, 'Width', settings.width, SIDE.min, SIDE.max, SIDE.default);
  const height = clamp(notes, 'Height', settings.height, SIDE.min, SIDE.max, SIDE.default);
  const cells = width * height;
  const range = colorRange(width, height);
  const colors = clamp(
    notes,
    'Colors',
    settings.colors,
    range.min,
    range.max,
    defaultColors(width, height),
  );
  const minLen = clamp(
    notes,
    'Min length',
    settings.minLen,
    MIN_LEN.min,
    MIN_LEN.max,
    MIN_LEN.default,
  );
  let maxLen = clamp(notes, 'Max length', settings.maxLen, minLen, cells, cells);
  // Paths of minLen–maxLen cells must be able to add up to the board: with maxLen at least
  // 2 · minLen − 1 every count of cells from minLen on can be split so.
  if (maxLen < 2 * minLen - 1) {
    notes.push(
      `Max length: ${maxLen} leaves too little room to fill the board with paths of at least ${minLen}; used ${2 * minLen - 1}.`,
    );
    maxLen = 2 * minLen - 1;
  }
  const windiness = clampWithNote(
    notes,
    'Windiness',
    settings.windiness,
    WINDINESS.min,
    WINDINESS.max,
    WINDINESS.default,
    false,
  );
  const shape = toShape(notes, settings.shape);
  let bridges = clamp(notes, 'Bridges', settings.bridges, BRIDGES.min, BRIDGES.max, 0);
  if (bridges > 0 && grid !== 'square') {
    notes.push(`Bridges: ${bridges} asked, but bridges are on square boards only; used 0.`);
    bridges = 0;
  }
  return { grid, width, height, colors, minLen, maxLen, windiness, shape, bridges };
}

/** A shape setting: a built-in name, or rows of text; else none, with a note. */
function toShape(notes: string[], value: unknown): string | readonly string[] | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'string') {
    if ((BUILTIN_SHAPES as readonly string[]).includes(value)) return value;
    notes.push(
      `Shape: ${describeValue(value)} is not a built-in shape (${BUILTIN_SHAPES.join(', ')}); used none.`,
    );
    return null;
  }
  if (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every((row) => typeof row === 'string') &&
    value.some((row: string) => /[^ .]/.test(row))
  ) {
    return value as string[];
  }
  notes.push(`Shape: ${describeValue(value)} is neither a shape name nor mask rows; used none.`);
  return null;
}
