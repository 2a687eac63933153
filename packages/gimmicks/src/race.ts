import type { Board } from './board.js';
import { HOME } from './roll.js';

/**
 * A race: Step movement, several players and one goal for all. In a race the players take turns,
 * one step each, and the turn skips players already home.
 */
export function isRace(board: Pick<Board, 'movement' | 'sharedGoal' | 'starts'>): boolean {
  return board.movement === 'step' && board.sharedGoal && board.starts.length > 1;
}

/**
 * The player after `player` who is not home yet, −1 when everyone is home.
 * @internal
 */
export function nextTurn(positions: readonly number[], player: number): number {
  for (let k = 1; k <= positions.length; k++) {
    const p = (player + k) % positions.length;
    if (positions[p] !== HOME) return p;
  }
  return -1;
}
