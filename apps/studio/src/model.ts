// The studio's puzzles as one kind of thing: JSON, pictures, grids, titles and verdicts, each
// asked of the puzzle's family (src/families/), and packs of them (src/pack.ts).
import type { Sketch } from '@knossos/export';
import type { Topology } from '@knossos/topology';
import { familyOf } from './families/index.js';
import type { Family, Puzzle, Verdict, View } from './puzzle.js';

export { PACK_FORMAT, packFromJson, packToJson } from './pack.js';
export {
  FAMILIES,
  type Family,
  type Puzzle,
  type PuzzleOf,
  type Verdict,
  type View,
} from './puzzle.js';

/** A puzzle as JSON text, in its family's own format. */
export function toJson(p: Puzzle): string {
  return familyOf(p.family).toJson(p);
}

/** Reads a puzzle of a family from its JSON text (the family's reader checks every field). */
export function fromJson(family: Family, text: string): Puzzle {
  return familyOf(family).fromJson(text);
}

/** The picture of a puzzle. */
export function sketchOf(p: Puzzle, view: View): Sketch {
  return familyOf(p.family).sketchOf(p, view);
}

/** The grid of a puzzle, for finding the cell under the pointer. */
export function topologyOf(p: Puzzle): Topology {
  return familyOf(p.family).topologyOf(p);
}

/** One line naming a puzzle, for lists. */
export function title(p: Puzzle): string {
  return familyOf(p.family).titleOf(p);
}

/**
 * Verdicts already worked out, by puzzle: the worker works them out with each puzzle it makes,
 * so proving a big Flow level or Netwalk board never holds up the page.
 */
export const VERDICTS: WeakMap<object, Verdict> = new WeakMap();

/** The verdict of a puzzle (from {@link VERDICTS} when known). */
export function verdictOf(p: Puzzle): Verdict {
  const known = VERDICTS.get(p.data);
  if (known) return known;
  const verdict = workOutVerdict(p);
  VERDICTS.set(p.data, verdict);
  return verdict;
}

/** Solves and rates a puzzle for its verdict. */
export function workOutVerdict(p: Puzzle): Verdict {
  return familyOf(p.family).verdictOf(p);
}
