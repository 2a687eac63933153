// The maze game as the view, the HUD and the input see it (implemented by `MazeGame` in
// game.ts): the rules live in @knossos/maze; this keeps the history, the counts and the events.
import type { MazeData, Play } from '@knossos/maze';
import type { Topology } from '@knossos/topology';
import type { GameEvent } from './events.js';

/** A maze being played. Every change is reported to the listeners as a {@link GameEvent}. */
export interface MazeGameApi {
  /** The maze played. */
  readonly maze: MazeData;
  /** Its grid (with floors). */
  readonly topology: Topology;
  /** Where everyone is and what they hold now. */
  readonly play: Play;
  /** Moves that counted so far (steps, or rolls that moved someone). */
  readonly moves: number;
  /** The fewest moves (the maze's par). */
  readonly par: number;
  /** Whether the game is won: everyone home, or in a race the first player home. */
  readonly won: boolean;
  /** In a race, the player who got home first (0 to players − 1); −1 before that or otherwise. */
  readonly winner?: number;
  /** Whether the solver played any move of this game (hint moves do not count as help). */
  readonly helped: boolean;
  /** The player who moves next: in a race whoever's turn it is, otherwise the one chosen. */
  readonly player: number;
  /** Whether the board is a race played in turns. */
  readonly race: boolean;
  /** The floor the moving player is on (0 = ground). */
  readonly floor: number;
  /**
   * Moves the current player toward `angle`, in degrees anticlockwise from the board's +x axis
   * (the view turns a screen direction into this): Step boards step to the neighbour whose
   * centre lies closest to that angle; Roll boards roll the nearest of the 4 (hex: 6) ways.
   */
  push(angle: number): void;
  /** Takes the stairs up or down from where the current player stands. */
  stairs(way: 'up' | 'down'): void;
  /** Whether the current player stands where stairs go up or down. */
  stairsHere(): { readonly up: boolean; readonly down: boolean };
  /** Takes back one move. */
  undo(): void;
  /** Puts the whole maze back to its start (helped is cleared). */
  restart(): void;
  /** Reports a `hint` event toward the next move of a best way on from here. */
  hint(): void;
  /** Plays one move of a best way on (marks the game helped); false when there is none. */
  autoStep(): boolean;
  /** Chooses who moves, when each player has its own goal (ignored in a race). */
  choosePlayer(player: number): void;
  /** Adds a listener; returns the function that removes it. */
  subscribe(listener: (event: GameEvent) => void): () => void;
}
