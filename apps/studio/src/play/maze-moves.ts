// Turning a key into a maze move: the roll direction or the neighbour closest to the key's
// angle, and the solver's moves to the goal for "Let the solver finish".
import { hint, isSolved, type MazeData, type Play, roll, tryStep } from '@knossos/maze';
import type { Topology } from '@knossos/topology';

/** The smaller angle between two directions, in degrees (0–180). */
function gapOf(a: number, b: number): number {
  return Math.min(Math.abs(a - b), 360 - Math.abs(a - b));
}

/**
 * The roll direction closest to `angle` (degrees anticlockwise from east): hex boards roll six
 * ways, 60° apart from east; other boards four, numbered north, east, south, west.
 */
export function rollDirection(topology: Topology, angle: number): number {
  let best = 0;
  let bestGap = 999;
  const dirs = (topology.kind === 'hex' ? 6 : 4) as number;
  for (let d = 0; d < dirs; d++) {
    const a = topology.kind === 'hex' ? d * 60 : [90, 0, 270, 180][d]!;
    const gap = gapOf(a, angle);
    if (gap < bestGap) {
      bestGap = gap;
      best = d;
    }
  }
  return best;
}

/**
 * The cell a step from `cell` goes to: up or down the stairs, or the neighbour (not by stairs)
 * whose centre lies closest to `angle`, less than 60° off; -1 when there is none.
 */
export function stepTarget(
  topology: Topology,
  cell: number,
  angle: number | 'up' | 'down',
): number {
  if (angle === 'up' || angle === 'down') {
    const slot = angle === 'up' ? topology.upSlot(cell) : topology.downSlot(cell);
    return slot >= 0 ? topology.neighbor(cell, slot) : -1;
  }
  let target = -1;
  const here = topology.center(cell);
  let bestGap = 60;
  for (let s = 0; s < topology.slotCount(cell); s++) {
    if (topology.isStairSlot(cell, s)) continue;
    const other = topology.neighbor(cell, s);
    if (other < 0) continue;
    const there = topology.center(other);
    const a = ((Math.atan2(there.y - here.y, there.x - here.x) * 180) / Math.PI + 360) % 360;
    const gap = gapOf(a, angle);
    if (gap < bestGap) {
      bestGap = gap;
      target = other;
    }
  }
  return target;
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
