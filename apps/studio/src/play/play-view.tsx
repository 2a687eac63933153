// The Play tab: the play view of the puzzle's family.
import type { ReactNode } from 'react';
import type { Family, Puzzle, PuzzleOf } from '../puzzle.js';
import { FlowPlayView } from './flow.js';
import { MazePlay } from './maze.js';
import { NetwalkPlayView } from './netwalk.js';

/** Each family's play view. */
const PLAY_VIEWS: { readonly [F in Family]: (props: { puzzle: PuzzleOf<F> }) => ReactNode } = {
  maze: MazePlay,
  flow: FlowPlayView,
  netwalk: NetwalkPlayView,
};

/** A puzzle to play, by the rules of its family. */
export function PlayView(props: { puzzle: Puzzle }): ReactNode {
  const Play = PLAY_VIEWS[props.puzzle.family] as (props: { puzzle: Puzzle }) => ReactNode;
  return <Play puzzle={props.puzzle} />;
}
