// Solving a maze from a position in play: the whole best way on, not only the first move.
import { bestWayOn, type Play, type PlayWayOn } from '@knossos/gimmicks';
import type { SolveOptions } from '@knossos/solver';
import type { MazeData } from './maze-data.js';

/**
 * A best way on from a position of a game of this maze: the moves still needed (`par`) and
 * every move of one best way (Step: the cells `player` steps to, for `tryStep`, a portal's own
 * cell rather than its twin; Roll: the directions, for `roll`, which move everyone). `status`
 * is `'move'`, `'solved'` (home already, `par` 0), `'stuck'` (proven unable to finish, `par` −1),
 * or `'budget'` / `'time'` when the search was cut short first: not proven, never reported as
 * having no solution.
 *
 * @param play - the game, as `newGame` and the moves made since give it.
 * @param player - 0 to players − 1 (default 0); on Roll only checked.
 * @param options - the solver's `stateBudget` (clamped with a note), `timeMs`, `clock`, `signal`.
 * @throws `GimmicksError` for a player that does not exist or a board that cannot be read.
 */
export function solveFrom(
  maze: MazeData,
  play: Play,
  player = 0,
  options: SolveOptions = {},
): PlayWayOn {
  return bestWayOn(maze.board, play, player, options);
}
