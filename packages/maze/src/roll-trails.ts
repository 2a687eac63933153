// A Roll solution as the reference states it: where the player comes to rest after each roll,
// with the cells passed on the way kept apart for animation.
import { type Board, HOME, newGame, type Play, roll } from '@knossos/gimmicks';
import { MazeError } from './errors.js';
import type { MazeData } from './maze-data.js';

/** Replays `dirs` from the starts: per roll, the play after it and every player's cells passed. */
function replay(board: Board, dirs: readonly number[]): { plays: Play[]; trails: number[][][] } {
  let play = newGame(board);
  const plays = [play];
  const trails: number[][][] = [];
  for (const [k, dir] of dirs.entries()) {
    const passed: number[][] = board.starts.map(() => []);
    const out = roll(board, play, dir, passed);
    if (out.trapped || !out.moved) {
      throw new MazeError('solution', `roll ${k + 1} (direction ${dir}) does not move the players`);
    }
    play = out.after;
    plays.push(play);
    trails.push(passed);
  }
  return { plays, trails };
}

/** A player's cell in a play, its goal once home. */
function standing(board: Board, play: Play, player: number): number {
  const cell = play.positions[player]!;
  return cell === HOME ? (board.goals[player] ?? board.goals[0]!) : cell;
}

/**
 * Where `player` (default 0) comes to rest along the rolls `dirs`, start first: `dirs.length + 1`
 * cells. A player already home stays on its goal.
 * @internal
 */
export function rollRests(board: Board, dirs: readonly number[], player = 0): number[] {
  return replay(board, dirs).plays.map((play) => standing(board, play, player));
}

/**
 * The cells a Roll maze's stored solution passes, per roll, for animation: `trails[k]` lists,
 * in order, every cell `player` rolls through in roll `k` (0 to par − 1), ending on the cell it
 * rests on, `verdict.solution[k + 1]` (for player 0). Empty for a roll that leaves the player
 * where it is (already home, or against a wall). Step mazes have no trails: each step is one cell.
 *
 * @param player - 0 to players − 1 (default 0).
 * @returns one list per roll of the stored solution (`par` lists); empty for a Step maze or one
 *   without a proven solution.
 * @throws {@link MazeError} (field `solution`) when a stored roll moves nobody: the maze was
 *   changed after it was solved.
 */
export function solutionTrails(maze: MazeData, player = 0): number[][] {
  if (maze.board.movement !== 'roll' || !maze.verdict.solvable) return [];
  return replay(maze.board, maze.verdict.moves[0] ?? []).trails.map((t) => t[player] ?? []);
}
