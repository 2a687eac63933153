// The solver's best moves from positions in play, for hints and the auto-solver: one search
// (`solveFrom`) gives a whole best way on, and every position along it is remembered with its
// next move, so the solver playing a maze out searches once, not once per move.
import { HOME, type MazeData, type Play, roll, solveFrom, tryStep } from '@knossos/maze';

/** The next move of a best way on, or why there is none. */
export interface BestMove {
  /** `move` when found; `solved`, `stuck`, or `budget` / `time` when the search was cut short. */
  readonly status: 'move' | 'solved' | 'stuck' | 'budget' | 'time';
  /** Step: the cell to step to (a portal's own cell). Roll: the direction. −1 for none. */
  readonly move: number;
  /** Moves still needed from here (the player's own on Step), −1 when not known. */
  readonly par: number;
}

/** The solver's state budget per search, by default: the bound that decides a hint. */
export const HINT_STATE_BUDGET = 500_000;

/**
 * A search's time limit by default, in milliseconds: only a guard against a hang, far above
 * what the state budget lets a search take, so a hint depends on the position alone, never on
 * the machine's speed.
 */
export const HINT_HANG_GUARD_MS = 30_000;

/** Options of {@link BestMoves}. */
export interface BestMovesOptions {
  /**
   * The solver's state budget per search, 1,000–5,000,000 (default {@link HINT_STATE_BUDGET}):
   * a position whose way on needs more states gets `budget`, the same on every machine.
   */
  readonly stateBudget?: number;
  /** A search's time limit in milliseconds, a hang guard (default {@link HINT_HANG_GUARD_MS}). */
  readonly timeMs?: number;
}

/** At most this many remembered positions; then the memory starts afresh. */
const MEMORY = 200_000;

/** Best moves of one maze, remembered along every way on found. */
export class BestMoves {
  readonly #maze: MazeData;
  readonly #options: BestMovesOptions;
  readonly #known = new Map<string, BestMove>();

  constructor(maze: MazeData, options: BestMovesOptions = {}) {
    this.#maze = maze;
    this.#options = options;
  }

  /** The position's key: on Step `player`'s own state, on Roll everyone's. */
  #key(play: Play, player: number): string {
    if (this.#maze.board.movement === 'roll') {
      return `r${play.positions.join(',')}/${play.keys[0]}/${play.gems[0]}/${play.flips[0]}`;
    }
    const p = player;
    return `${p}/${play.positions[p]}/${play.keys[p]}/${play.gems[p]}/${play.flips[p]}`;
  }

  /** The next move of a best way on from `play` for `player` (on Roll: for everyone). */
  next(play: Play, player: number): BestMove {
    const board = this.#maze.board;
    const roll_ = board.movement === 'roll';
    const done = roll_ ? play.positions.every((c) => c === HOME) : play.positions[player] === HOME;
    if (done) return { status: 'solved', move: -1, par: 0 };
    const key = this.#key(play, player);
    const known = this.#known.get(key);
    if (known !== undefined) return known;
    // Searched without race turns: a player's way on does not depend on the others.
    const { turn: _turn, ...free } = play;
    const way = solveFrom(this.#maze, free, roll_ ? 0 : player, {
      stateBudget: this.#options.stateBudget ?? HINT_STATE_BUDGET,
      timeMs: this.#options.timeMs ?? HINT_HANG_GUARD_MS,
    });
    if (way.status !== 'move' || way.moves.length === 0) {
      const none: BestMove = { status: way.status, move: -1, par: way.par };
      if (way.status === 'stuck') this.#known.set(key, none);
      return none;
    }
    if (this.#known.size > MEMORY) this.#known.clear();
    let at: Play = free;
    for (const [i, move] of way.moves.entries()) {
      this.#known.set(this.#key(at, player), { status: 'move', move, par: way.par - i });
      if (roll_) at = roll(board, at, move).after;
      else {
        const r = tryStep(board, at, player, move);
        if (!r.ok) break;
        at = r.play;
      }
    }
    return this.#known.get(key) ?? { status: 'move', move: way.moves[0]!, par: way.par };
  }
}
