// Showing a Flow puzzle: one summary line, a cell in words, a picture in each style.
import type { PictureStyle } from '@knossos/core';
import type { Sketch } from '@knossos/export';
import { FlowError } from './errors.js';
import { COLOR_CHARACTERS } from './formats.js';
import type { FlowPuzzle } from './puzzle.js';
import { toSketch } from './sketch.js';

/** Stars as `★★☆☆☆`, or `unrated`. */
const starLine = (n: number) => (n > 0 ? `${'★'.repeat(n)}${'☆'.repeat(5 - n)}` : 'unrated');

/** What the count proved, in a few words. */
function proven(puzzle: FlowPuzzle): string {
  const v = puzzle.verdict;
  if (!v.solvable) return v.timedOut ? 'not proven solvable' : 'no solution';
  if (v.unique) return 'unique';
  const n = v.optimalCount ?? 0;
  if (n >= 2) return v.countComplete ? `${n} solutions` : 'more than one solution';
  return 'not proven unique';
}

/** `n thing` or `n things`. */
const count = (n: number, thing: string) => `${n} ${thing}${n === 1 ? '' : 's'}`;

/**
 * One line: `flow square 7×7  seed s  ★★☆☆☆  6 colours, unique` (seed `(imported)` for an
 * imported level; a shaped level's holes and bridges counted after the colours, as
 * `6 colours, 4 holes, 1 bridge, unique`; the end says `not proven unique`, `more than one
 * solution`, `N solutions`, `no solution` or `not proven solvable` as the verdict has it).
 */
export function flowSummary(puzzle: FlowPuzzle): string {
  const seed = puzzle.seed === '' ? '(imported)' : puzzle.seed;
  const holes = puzzle.holes?.length ?? 0;
  const bridges = puzzle.bridges?.length ?? 0;
  const board = [
    count(puzzle.dots.length / 2, 'colour'),
    ...(holes > 0 ? [count(holes, 'hole')] : []),
    ...(bridges > 0 ? [count(bridges, 'bridge')] : []),
  ].join(', ');
  return `flow ${puzzle.grid} ${puzzle.width}×${puzzle.height}  seed ${seed}  ${starLine(puzzle.verdict.stars)}  ${board}, ${proven(puzzle)}`;
}

/** A colour's name: its letter in the text format, else its number from 1. */
const colourName = (k: number) => COLOR_CHARACTERS[k] ?? String(k + 1);

/**
 * One cell in words: `dot of colour A`, `hole` (not on the board), `bridge` (two paths cross
 * it) or `empty`. Cells are numbered as the level's topology numbers them.
 *
 * @throws {@link FlowError} (field `cell`) for a cell not on the board.
 */
export function describeFlowCell(puzzle: FlowPuzzle, cell: number): string {
  const cells = puzzle.width * puzzle.height;
  if (!Number.isInteger(cell) || cell < 0 || cell >= cells) {
    throw new FlowError('cell', `cell must be a whole number 0–${cells - 1} (got ${String(cell)})`);
  }
  const dot = puzzle.dots.indexOf(cell);
  if (dot >= 0) return `dot of colour ${colourName(dot >> 1)}`;
  if (puzzle.holes?.includes(cell)) return 'hole';
  if (puzzle.bridges?.includes(cell)) return 'bridge';
  // The puzzle as it starts: a cell without a dot is empty (its colour is the answer).
  return 'empty';
}

/**
 * The puzzle as a picture: `printable` in black and white (`ink`: black dots lettered in white,
 * no paths, a legend to join equal letters); `answer-key` the same with the solution's paths
 * in grey; `as-shown` as a player first sees it: the dots in colour alone (no letters), with a
 * legend.
 *
 * @throws {@link FlowError} (field `solution`) for an `answer-key` of a level with no solution.
 */
export function flowSketch(puzzle: FlowPuzzle, style: PictureStyle): Sketch {
  if (style === 'answer-key') {
    return toSketch(puzzle, undefined, { solution: true, legend: true, ink: true });
  }
  if (style === 'as-shown') return toSketch(puzzle, undefined, { letters: false, legend: true });
  return toSketch(puzzle, undefined, { legend: true, ink: true });
}
