// Questions asked of a maze's plain data: how many players, where each one heads, gimmicks asked.
import { checkMazeShape, MazeError } from './errors.js';
import type { MazeData } from './maze-data.js';
import { clampSettings, type MazeSettings } from './settings.js';

/** How many players the maze has (its starts), 1–4. @throws {@link MazeError} for a non-maze. */
export function playerCount(maze: MazeData): number {
  checkMazeShape(maze, 'playerCount');
  return maze.board.starts.length;
}

/**
 * The cell player `player` heads to: the one goal everyone shares when `board.sharedGoal`, else
 * that player's own goal. For a goal area (`goalArea`), the area's nearest cell, which the board
 * keeps as the goal.
 *
 * @param player - the player, 0 to {@link playerCount} − 1.
 * @throws {@link MazeError} (field `player`) for a player the maze does not have.
 */
export function goalOf(maze: MazeData, player: number): number {
  const players = playerCount(maze);
  if (!Number.isInteger(player) || player < 0 || player >= players) {
    throw new MazeError(
      'player',
      `player must be a whole number from 0 to ${players - 1} (got ${String(player)})`,
    );
  }
  const { goals, sharedGoal } = maze.board;
  return sharedGoal ? goals[0]! : goals[player]!;
}

/**
 * Whether the settings ask for any gimmick: keys and doors, switches and gates, gems, traps,
 * one-way sides or portals (counted after clamping, so an out-of-range request counts as what
 * generation would use).
 */
export function hasGimmicks(settings: Partial<MazeSettings> | unknown): boolean {
  const { settings: s } = clampSettings(settings);
  return s.keys + s.switches + s.gems + s.traps + s.oneWays + s.portals > 0;
}
