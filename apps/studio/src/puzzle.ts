// The studio's puzzles: one of three families, as the packages make and read them, and what the
// board is drawn from. Types and the list of families only, so every other module can import it.
import type { FlowLevel, FlowPlay, GeneratedFlow } from '@knossos/flow';
import type { MazeData, MazePictureStyle, Play } from '@knossos/maze';
import type { NetwalkBoard, NetwalkPlay } from '@knossos/netwalk';

/** A puzzle family's name, as in files and packs. */
export type Family = 'maze' | 'flow' | 'netwalk';

/** Every family, in the order the studio's tabs show them. */
export const FAMILIES: readonly Family[] = ['maze', 'flow', 'netwalk'];

/** A puzzle of any family: its family's name and its data, as the family's package made it. */
export type Puzzle =
  | { readonly family: 'maze'; readonly data: MazeData }
  | { readonly family: 'flow'; readonly data: GeneratedFlow | FlowLevel }
  | { readonly family: 'netwalk'; readonly data: NetwalkBoard };

/** The puzzles of one family. */
export type PuzzleOf<F extends Family> = Extract<Puzzle, { readonly family: F }>;

/** What the board is drawn from, in a game or not. */
export interface View {
  /** The picture style. */
  readonly style: MazePictureStyle;
  /** Draw the best solution (mazes); default as the style says. Off while playing. */
  readonly solution?: boolean;
  /** The floor shown, from 0 (mazes of several floors). */
  readonly floor?: number;
  /** A maze position to draw (players, keys taken, gates). */
  readonly mazePlay?: Play;
  /** Per maze player, the cells it passed in the last move. */
  readonly trails?: readonly (readonly number[])[];
  /** The lines drawn so far on a Flow level. */
  readonly flowPlay?: FlowPlay;
  /** The tiles as turned so far on a Netwalk board. */
  readonly netwalkPlay?: NetwalkPlay;
}

/** A verdict to show: facts as label and value, notes, and whether a player can get stuck. */
export interface Verdict {
  /** Label and value, in the order shown, e.g. `['Par', '12 moves']`. */
  readonly facts: [string, string][];
  /** What the proofs, the rating and the generator noted, one sentence each. */
  readonly notes: string[];
  /** A player can reach a position with no way to solve it. */
  readonly stuck: boolean;
}
