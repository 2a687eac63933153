// Turning a key into a maze step (the roll direction is @knossos/maze's rollToward), and the
// solver's moves to the goal for "Let the solver finish".
import { hint, isSolved, type MazeData, type Play, roll, stepToward, tryStep } from '@knossos/maze';
import type { Topology } from '@knossos/topology';

/**
 * The cell a step of `player` goes to: up or down the stairs, or through the side of its cell
 * closest to `angle` (degrees anticlockwise from east), less than 90° off, the passable one of
 * two equally close (@knossos/maze's `stepToward`, as the game aims); −1 when there is none.
 */
export function stepTarget(
  topology: Topology,
  board: MazeData['board'],
  play: Play,
  player: number,
  angle: number | 'up' | 'down',
): number {
  const cell = play.positions[player]!;
  if (angle === 'up' || angle === 'down') {
    const slot = angle === 'up' ? topology.upSlot(cell) : topology.downSlot(cell);
    return slot >= 0 ? topology.neighbor(cell, slot) : -1;
  }
  return stepToward(board, play, player, angle)?.cell ?? -1;
}

/**
 * The positions the solver's hints walk through from `play` until solved (at most 10,000
 * moves; fewer when a hint gives no move): on Step boards the player whose turn it is in a race,
 * otherwise the first player still out.
 */
export function solverFinish(board: MazeData['board'], play: Play): Play[] {
  let p = play;
  const steps: Play[] = [];
  for (let i = 0; i < 10_000 && !isSolved(board, p); i++) {
    // In a race played in turns, whoever's turn it is; otherwise the first player still out.
    const who = board.movement === 'roll' ? 0 : (p.turn ?? p.positions.findIndex((c) => c >= 0));
    const h = hint(board, p, Math.max(0, who));
    if (h.status !== 'move') break;
    if (board.movement === 'roll') p = roll(board, p, h.move).after;
    else {
      const r = tryStep(board, p, Math.max(0, who), h.move);
      if (!r.ok) break;
      p = r.play;
    }
    steps.push(p);
  }
  return steps;
}
