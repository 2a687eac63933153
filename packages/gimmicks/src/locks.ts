import type { Board } from './board.js';
import { GimmicksError } from './errors.js';
import type { Play } from './play.js';
import { checkPlayer } from './problems.js';
import { doorOpenIn, gateOpenIn, goalOpenWith, rulesOf } from './rules.js';

/**
 * Whether gate `gate` (an index into `board.gates`) is open for `player` (its own switch flips;
 * on Roll boards the flips are shared), as {@link tryStep} and {@link roll} see it.
 *
 * @throws {@link GimmicksError} for a gate or player that does not exist.
 */
export function isGateOpen(board: Board, play: Play, gate: number, player = 0): boolean {
  const rules = rulesOf(board);
  checkPlayer(rules, player);
  const g = board.gates[gate];
  if (g === undefined) throw new GimmicksError('gate', `gate ${gate} does not exist`);
  return gateOpenIn(rules, g.cell * rules.maxSlots + g.slot, play.flips[player]!);
}

/**
 * Whether door `door` (an index into `board.doors`) is open for `player`: it holds the door's
 * key (its own keys; on Roll boards the keys are shared), as {@link tryStep} and {@link roll}
 * see it.
 *
 * @throws {@link GimmicksError} for a door or player that does not exist.
 */
export function isDoorOpen(board: Board, play: Play, door: number, player = 0): boolean {
  const rules = rulesOf(board);
  checkPlayer(rules, player);
  const d = board.doors[door];
  if (d === undefined) throw new GimmicksError('door', `door ${door} does not exist`);
  return doorOpenIn(rules, d.cell * rules.maxSlots + d.slot, play.keys[player]!);
}

/**
 * Whether `player`'s goal is open: reaching it now would bring the player home, because it holds
 * every gem (always on a board without gems; on Roll boards the gems are shared). The same test
 * {@link tryStep} and {@link roll} make on arriving at the goal.
 *
 * @throws {@link GimmicksError} for a player that does not exist.
 */
export function isGoalOpen(board: Board, play: Play, player = 0): boolean {
  const rules = rulesOf(board);
  checkPlayer(rules, player);
  return goalOpenWith(rules, play.gems[player]!);
}
