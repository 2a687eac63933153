// The search problem that starts from a position in play: shared by `hint` (the first move)
// and `bestWayOn` (every move), so both read a game's position the same way.
import type { Board } from './board.js';
import type { Play } from './play.js';
import { type RollSearch, rollProblem, type StepSearch, stepProblem } from './problems.js';
import { HOME } from './roll.js';

/**
 * The search from where `play` stands: on Roll everyone together, holding what they share; on
 * Step `player` alone with its own keys, gems and switch flips. `null` when there is nothing
 * left to search (everyone home on Roll, that player home on Step).
 *
 * @throws {@link GimmicksError} for a board that cannot be read or a player that does not exist.
 */
export function problemAt(
  board: Board,
  play: Play,
  player: number,
):
  | { readonly kind: 'roll'; readonly problem: RollSearch }
  | {
      readonly kind: 'step';
      readonly problem: StepSearch;
      /** The cell the player stands on. */
      readonly cell: number;
    }
  | null {
  if (board.movement === 'roll') {
    if (play.positions.every((cell) => cell === HOME)) return null;
    const problem = rollProblem(board, {
      positions: [...play.positions],
      keys: play.keys[0]!,
      gems: play.gems[0]!,
      flips: play.flips[0]!,
    });
    return { kind: 'roll', problem };
  }
  const cell = play.positions[player]!;
  if (cell === HOME) return null;
  const problem = stepProblem(board, player, {
    cell,
    inventory: { keys: play.keys[player]!, gems: play.gems[player]!, flips: play.flips[player]! },
  });
  return { kind: 'step', problem, cell };
}
