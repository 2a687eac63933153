// What a maze game tells the view, the HUD and the sounds: moves with the cells each player
// passed (for animation), moments worth a sound or an effect, hints, and the win.
import type { Play } from '@knossos/maze';

/** A moment worth a sound (and often an effect): one per thing that happened. */
export type Cue =
  | 'step'
  | 'bump'
  | 'roll'
  | 'stairs'
  | 'key'
  | 'gem'
  | 'goal-open'
  | 'door'
  | 'switch'
  | 'portal'
  | 'spikes'
  | 'no-way'
  | 'hint'
  | 'undo'
  | 'restart'
  | 'win'
  | 'blip';

/** A cue at a place on the board: where an effect goes and what colour it takes. */
export interface Moment {
  /** What happened. */
  readonly cue: Cue;
  /** The cell it happened at (−1: nowhere in particular, as undo or a button blip). */
  readonly cell: number;
  /** A CSS colour for the effect (a key's or a gem's colour); absent: the effect's own. */
  readonly color?: string;
}

/**
 * How one player moved, for animation: the cells it passed in order, first = where it stood,
 * last = where it rests ({@link HOME} is never in the list: a player that went home ends on the
 * goal cell). `portal`: the last two cells are the two ends of a portal (a hop, not a walk);
 * `stairs`: the two cells are on different floors.
 */
export interface Motion {
  /** The player, 0 to players − 1. */
  readonly player: number;
  /** What kind of move it was. */
  readonly kind: 'step' | 'roll' | 'portal' | 'stairs';
  /**
   * The cells passed, at least two. A weave tunnel's two ends have the cell it passes under
   * between them (the player goes under that cell's bridge).
   */
  readonly cells: readonly number[];
  /**
   * Each portal jump: `k` says `cells[k]` → `cells[k + 1]` is a hop between a portal's two ends,
   * not a walk (a step into a portal: the last two cells; a roll may jump mid-way and roll on).
   * Absent when the motion uses no portal.
   */
  readonly hops?: readonly number[];
}

/** Everything a {@link MazeGame} reports, in the order it happens. */
export type GameEvent =
  /** A move that counted: the play before and after, each player's motion, and the moments. */
  | {
      readonly type: 'moved';
      readonly before: Play;
      readonly after: Play;
      readonly motions: readonly Motion[];
      readonly moments: readonly Moment[];
    }
  /** Nothing moved (a wall, a locked door, a roll that goes nowhere): why, and where. */
  | { readonly type: 'refused'; readonly message: string; readonly moments: readonly Moment[] }
  /** The play jumped without a move (undo, restart, another player chosen): redraw at once. */
  | { readonly type: 'reset'; readonly play: Play; readonly moments: readonly Moment[] }
  /**
   * A hint: the player and the cell to move toward (Step), or the roll direction (Roll, with
   * `to` the cell the roll ends on); `from` is where the arrow starts.
   */
  | {
      readonly type: 'hint';
      readonly player: number;
      readonly from: number;
      readonly to: number;
      readonly direction?: number;
    }
  /** A note for the HUD with nothing on the board ("No stairs here", "Hint: stuck"). */
  | { readonly type: 'message'; readonly message: string }
  /**
   * The game was won (once per game; again only after a restart or undo): everyone home, or in
   * a race the first player home (`winner`, 0 to players − 1; absent when not a race).
   */
  | {
      readonly type: 'won';
      readonly moves: number;
      readonly par: number;
      readonly helped: boolean;
      readonly winner?: number;
    };
