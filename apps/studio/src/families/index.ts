// What the studio asks of a puzzle family, so that panels, the board and the worker never branch
// on a family's name: `familyOf(puzzle.family).sketchOf(puzzle, view)`. Each adapter wraps its
// family's package; the families' own contract objects will take their place.
import type { Sketch } from '@knossos/export';
import type { MazePictureStyle } from '@knossos/maze';
import type { Topology } from '@knossos/topology';
import type { Family, PuzzleOf, Verdict, View } from '../puzzle.js';
import { flow } from './flow.js';
import { maze } from './maze.js';
import { netwalk } from './netwalk.js';
import type { StudioPreset, StudioSetting, Tuned } from './settings.js';

export type {
  ChoiceSetting,
  NumberSetting,
  StudioPreset,
  StudioSetting,
  SwitchSetting,
  TextSetting,
  Tuned,
} from './settings.js';

/** One step of a puzzle's stored solution, to step through on the board. */
export interface SolutionStep {
  /** The move in words (`'Start.'` on the first step). */
  readonly text: string;
  /** What the board draws at this step: the position and the trails. */
  readonly view: Pick<View, 'mazePlay' | 'trails'>;
  /** Where the player who moved (or player 1) stands, to show its floor; -1 when off the board. */
  readonly cell: number | undefined;
}

/** Making puzzles on the page instead of in the worker, for the settings that need it. */
export interface PageGenerator<P> {
  /** Whether these settings make their puzzles on the page. */
  wants(settings: Readonly<Record<string, unknown>>): boolean;
  /** One puzzle; rejects with the signal's reason (or stops early) when aborted. */
  generate(
    settings: Readonly<Record<string, unknown>>,
    seed: string,
    signal: AbortSignal,
  ): Promise<P>;
}

/** A puzzle family as the studio uses it. `F` is the family's name. */
export interface StudioFamily<F extends Family = Family> {
  /** The family's name in files and packs. */
  readonly name: F;
  /** The name users see: `'Maze'`, `'Flow'`, `'Netwalk'`. */
  readonly title: string;
  /** The rows of the settings form, in order. */
  readonly settings: readonly StudioSetting[];
  /** The form sits in a folding Settings box (the maze has many settings). */
  readonly foldSettings: boolean;
  /** The settings a new studio starts with (no seed: the studio gives one). */
  initialSettings(): Record<string, unknown>;
  /** Named starting points, in menu order. */
  readonly presets: readonly StudioPreset[];
  /** The Auto button, for families that can fix settings that fight each other. */
  tune?(settings: Readonly<Record<string, unknown>>): Tuned;
  /** One puzzle from settings and a seed (out-of-range settings are clamped, with a note). */
  generate(settings: Readonly<Record<string, unknown>>, seed: string): Promise<PuzzleOf<F>>;
  /** Set when some settings make their puzzles on the page rather than in the worker. */
  readonly onPage?: PageGenerator<PuzzleOf<F>>;
  /** Solves and rates the puzzle for the verdict shown (the slow part: the worker does it). */
  verdictOf(puzzle: PuzzleOf<F>): Verdict;
  /** The picture of the puzzle, as the view asks. */
  sketchOf(puzzle: PuzzleOf<F>, view: View): Sketch;
  /** The grid of the puzzle, for finding the cell under the pointer. */
  topologyOf(puzzle: PuzzleOf<F>): Topology;
  /** One line naming the puzzle, for lists: family, size and seed. */
  titleOf(puzzle: PuzzleOf<F>): string;
  /** One cell in words, as the view shows it (a cell number of the puzzle's grid, ≥ 0). */
  describeCell(puzzle: PuzzleOf<F>, cell: number, view: View): string;
  /** Floors of the board, ≥ 1. */
  floorsOf(puzzle: PuzzleOf<F>): number;
  /** The stored solution, step by step from the start; empty when there is none to step through. */
  stepsOf(puzzle: PuzzleOf<F>): readonly SolutionStep[];
  /** The picture as SVG text, where the family draws its exports itself (else the board's sketch). */
  exportSvg?(puzzle: PuzzleOf<F>, style: MazePictureStyle): string;
  /** The picture as PNG bytes, `size` pixels on the long side, where the family draws it itself. */
  exportPng?(puzzle: PuzzleOf<F>, style: MazePictureStyle, size: number): Promise<Uint8Array>;
  /** The puzzle as JSON text, in the family's own format. */
  toJson(puzzle: PuzzleOf<F>): string;
  /**
   * Reads a puzzle from the family's JSON text.
   *
   * @throws Error naming the field at fault (the family's reader checks every field).
   */
  fromJson(text: string): PuzzleOf<F>;
  /** What rides beside the family's JSON in a pack or a worker reply (a made Flow level's seed). */
  packExtras?(puzzle: PuzzleOf<F>): Record<string, unknown>;
  /** The puzzle with what {@link StudioFamily.packExtras} wrote read back (fields of the wrong type are dropped). */
  withPackExtras?(puzzle: PuzzleOf<F>, extras: Readonly<Record<string, unknown>>): PuzzleOf<F>;
}

const ADAPTERS: { readonly [F in Family]: StudioFamily<F> } = { maze, flow, netwalk };

/** The adapter of a family. */
export function familyOf<F extends Family>(family: F): StudioFamily<F> {
  return ADAPTERS[family];
}
