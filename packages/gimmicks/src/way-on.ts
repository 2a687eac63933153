import { type SolveOptions, wayOn } from '@knossos/solver';
import type { Board } from './board.js';
import type { Play } from './play.js';
import { problemAt } from './play-problem.js';
import { checkPlayer } from './problems.js';
import { rulesOf } from './rules.js';

/** A whole best way on from a position in play, from `bestWayOn` (or `solveFrom` of a maze). */
export interface PlayWayOn {
  /**
   * `move` when found; `solved` when home already; `stuck` when it can no longer finish;
   * `budget` or `time` when not proven (the state budget or the time limit ran out first).
   */
  readonly status: 'move' | 'solved' | 'stuck' | 'budget' | 'time';
  /** Moves still needed (this player's steps on Step, everyone's rolls on Roll); −1 when not known. */
  readonly par: number;
  /**
   * The moves of a best way on, `par` of them, to replay one by one: Step, the cells to step to
   * with `tryStep` (a portal's own cell, not its twin); Roll, the directions for `roll`.
   * Empty when solved or when there is none.
   */
  readonly moves: readonly number[];
  /** Anything adjusted, such as a clamped budget or the note of a search cut short. */
  readonly notes: readonly string[];
}

/**
 * Every move of a best way on from this position, by a breadth-first search from it that stops
 * at the first way home. Step: for `player` alone (the others do not block it). Roll: for
 * everyone together (`player` is only checked).
 *
 * @param options - the solver's state budget, time limit (`timeMs`) or shared clock, and signal.
 * @throws {@link GimmicksError} for a board that cannot be read or a player that does not exist.
 */
export function bestWayOn(
  board: Board,
  play: Play,
  player = 0,
  options: SolveOptions = {},
): PlayWayOn {
  const rules = rulesOf(board);
  checkPlayer(rules, player);
  const at = problemAt(board, play, player);
  if (at === null) return { status: 'solved', par: 0, moves: [], notes: [] };
  const w = wayOn(at.problem, at.problem.initial as number, options);
  if (at.kind === 'roll') return { status: w.status, par: w.par, moves: w.moves, notes: w.notes };
  // A move is the slot stepped through; tryStep wants the cell that slot leads to.
  const moves = w.moves.map((slot, k) => {
    const from = at.problem.decode(w.path[k]!).cell;
    return rules.across[from * rules.maxSlots + slot]!;
  });
  return { status: w.status, par: w.par, moves, notes: w.notes };
}
