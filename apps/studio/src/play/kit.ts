// What the studio draws itself for a family, beyond what the family's contract gives: a game in
// progress (its play view), the grid a pointer points at, and for families with stored moves,
// the solution step by step. Each family's kit uses its package's play API and picture options.
import type { PictureStyle } from '@knossos/core';
import type { Sketch } from '@knossos/export';
import type { Topology } from '@knossos/topology';
import type { ReactNode } from 'react';

/** One step of a puzzle's stored solution, to step through on the board. */
export interface SolutionStep {
  /** The move in words (`'Start.'` on the first step). */
  readonly text: string;
  /** Where the player who moved (or player 1) stands, to show its floor; -1 when off the board. */
  readonly cell: number | undefined;
}

/** Where the Analyse picture stands: a step of the solution (from 0) and a floor (from 0). */
export interface PictureAt {
  /** The step of {@link PlayKit.stepsOf}, or `undefined` for the puzzle as it starts. */
  readonly step?: number;
  /** The floor shown, on boards of several floors. */
  readonly floor?: number;
}

/** A family's kit. `P` is the family's puzzle. */
export interface PlayKit<P = unknown> {
  /** The board's grid, to find the cell under the pointer. */
  topologyOf(puzzle: P): Topology;
  /** The puzzle to play, by its family's rules. */
  readonly Play: (props: { puzzle: P }) => ReactNode;
  /** Floors of the board, ≥ 1 (default 1). */
  floorsOf?(puzzle: P): number;
  /** The stored solution step by step from the start; empty when there is none. */
  stepsOf?(puzzle: P): readonly SolutionStep[];
  /** The picture at a step and floor (default: the family's `toSketch` in the style). */
  sketchAt?(puzzle: P, style: PictureStyle, at: PictureAt): Sketch;
}
