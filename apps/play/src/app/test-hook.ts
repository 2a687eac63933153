// `window.__knossosPlay`: a tiny read-only window on the game for the browser tests (and anyone
// curious in the console). The shell fills in what is current; nothing here changes the game.
import { familyNamed, puzzleToJson } from '@knossos/families';
import type { MazeGameApi } from '../maze/game-api.js';
import type { MazeView } from '../view3d/view.js';
import type { HeldPuzzle } from './session.js';

/** The maze game as the hook reports it (copies, so a test cannot change the game). */
export interface MazeState {
  /** Each player's cell (−1: home). */
  readonly positions: readonly number[];
  readonly moves: number;
  readonly par: number;
  readonly won: boolean;
  /** The player who moves next (0-based). */
  readonly player: number;
  /** Whose turn it is in a race (0-based), −1 otherwise. */
  readonly turn: number;
  /** The floor the moving player is on (0 = ground). */
  readonly floor: number;
  /** Whether the game was helped by the solver. */
  readonly helped: boolean;
  /** Whether the view is animating a move. */
  readonly busy: boolean;
  /** Whether the solver is playing. */
  readonly solving: boolean;
  /** The last hint shown since the last move (the cell to move toward; Roll: the direction). */
  readonly hint: {
    readonly player: number;
    readonly to: number;
    readonly direction?: number;
  } | null;
}

/** What `window.__knossosPlay` holds. */
export interface PlayHook {
  /** The screen shown: `welcome`, `modes`, `mode:<id>`, `family:flow`, `building`, `play:maze` … */
  readonly screen: string;
  /** The maze in play, or null. */
  readonly maze: MazeState | null;
  /** The view's kind (`'3d'` or `'2d'`), or null when no maze is shown. */
  readonly view: '3d' | '2d' | null;
  /** The family of the puzzle in play, or null. */
  readonly family: HeldPuzzle['family'] | null;
  /** The puzzle in play as a `knossos.puzzle/1` file (its stored solution included), or null. */
  puzzleText(): string | null;
  /** The view's recent frame times in ms (empty when no maze is shown). */
  frameTimes(): number[];
}

/** What the shell has now; set by the screens as they come and go. */
export const current: {
  screen: string;
  held: HeldPuzzle | null;
  game: MazeGameApi | null;
  view: MazeView | null;
  solving: () => boolean;
  hint: MazeState['hint'];
} = { screen: 'welcome', held: null, game: null, view: null, solving: () => false, hint: null };

const hook: PlayHook = {
  get screen() {
    return current.screen;
  },
  get maze() {
    const game = current.game;
    if (game === null) return null;
    const play = game.play;
    return {
      positions: [...play.positions],
      moves: game.moves,
      par: game.par,
      won: game.won,
      player: game.player,
      turn: play.turn ?? -1,
      floor: game.floor,
      helped: game.helped,
      busy: current.view?.busy ?? false,
      solving: current.solving(),
      hint: current.hint,
    };
  },
  get view() {
    return current.view?.kind ?? null;
  },
  get family() {
    return current.held?.family ?? null;
  },
  puzzleText() {
    const held = current.held;
    return held === null
      ? null
      : puzzleToJson({ family: familyNamed(held.family), puzzle: held.puzzle });
  },
  frameTimes() {
    return [...(current.view?.frameTimes() ?? [])];
  },
};

declare global {
  interface Window {
    /** The game's read-only test hook (see test-hook.ts). */
    __knossosPlay: PlayHook;
  }
}

if (typeof window !== 'undefined') window.__knossosPlay = hook;
