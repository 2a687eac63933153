import type { Topology } from '@knossos/topology';
import type { Board } from './board.js';
import { GimmicksError } from './errors.js';
import { canRoll, direction, directionCount, type Play, roll, tryStep } from './play.js';
import { checkPlayer } from './problems.js';
import { HOME } from './roll.js';
import { rulesOf } from './rules.js';

// Directions for a game's keys, swipes and pads: the angle of each side of a cell, the side a
// push toward an angle takes, and the roll direction nearest an angle. Angles are degrees
// anticlockwise from the board's +x axis (board y grows upwards).

/** Two sides this close to a push's angle (degrees) tie: the one that can be passed is taken. */
const TIE = 1e-6;

/** `angle` (degrees) brought into [0, 360). */
export function normalAngle(angle: number): number {
  const a = angle % 360;
  return a < 0 ? a + 360 : a;
}

/** The smaller angle between two directions given in degrees: 0–180. */
export function angleGap(a: number, b: number): number {
  const d = Math.abs(normalAngle(a) - normalAngle(b));
  return Math.min(d, 360 - d);
}

/**
 * The direction of side `slot` of `cell`: from the cell's centre to the middle of that side's
 * wall (an arc's middle on a circular board; on a torus a wrapping side's own border), in
 * degrees [0, 360). `null` for a stair slot (stairs have no wall) or a slot out of range.
 */
export function sideAngle(topology: Topology, cell: number, slot: number): number | null {
  if (slot < 0 || slot >= topology.slotCount(cell)) return null;
  const edge = topology.edgeOf(cell, slot);
  if (edge === null) return null;
  const c = topology.center(cell);
  let mx: number;
  let my: number;
  if (edge.kind === 'segment') {
    mx = (edge.a.x + edge.b.x) / 2;
    my = (edge.a.y + edge.b.y) / 2;
  } else {
    const mid = (edge.start + edge.end) / 2;
    mx = edge.center.x + edge.radius * Math.cos(mid);
    my = edge.center.y + edge.radius * Math.sin(mid);
  }
  return normalAngle((Math.atan2(my - c.y, mx - c.x) * 180) / Math.PI);
}

/** The angle of roll direction `dir` ({@link direction} as degrees, [0, 360)). */
export function rollAngle(topology: Topology, dir: number): number {
  const v = direction(topology, dir);
  return normalAngle((Math.atan2(v.y, v.x) * 180) / Math.PI);
}

/** The side a push takes: its slot, and the cell to give {@link tryStep} for it. */
export interface StepAim {
  /** The slot of the player's cell, 0 to slotCount − 1 (never a stair slot). */
  readonly slot: number;
  /**
   * The cell through that side: the neighbour, or a weave tunnel's far end; behind a wall the
   * neighbour all the same (so `tryStep` says `wall`); −1 at the board's edge.
   */
  readonly cell: number;
}

/**
 * The side of `player`'s cell a push toward `angle` takes: the side (not stairs) whose direction
 * ({@link sideAngle}) is closest to `angle` and less than 90° off; of two equally close (a
 * diagonal key on a square board), the first that {@link tryStep} allows. `null` when no side
 * is less than 90° off, or the player is home.
 *
 * @param angle - degrees anticlockwise from the board's +x axis, any value (taken mod 360).
 * @throws {@link GimmicksError} for a player that does not exist, or on a Roll board.
 */
export function stepToward(
  board: Board,
  play: Play,
  player: number,
  angle: number,
): StepAim | null {
  const rules = rulesOf(board);
  checkPlayer(rules, player);
  if (board.movement !== 'step') {
    throw new GimmicksError('movement', 'players roll on this board: use rollToward');
  }
  const cell = play.positions[player]!;
  if (cell === HOME) return null;
  const t = rules.topology;
  let best: StepAim | null = null;
  let bestGap = 90;
  let passable = false;
  for (let s = 0; s < t.slotCount(cell); s++) {
    const a = sideAngle(t, cell, s);
    if (a === null) continue;
    const gap = angleGap(a, angle);
    if (gap >= 90 || gap > bestGap + TIE) continue;
    const across = rules.across[cell * rules.maxSlots + s]!;
    const aim = { slot: s, cell: across >= 0 ? across : t.neighbor(cell, s) };
    const ok = aim.cell >= 0 && tryStep(board, play, player, aim.cell).ok;
    // Closer by more than a tie wins; within a tie, a passable side beats a blocked one.
    if (best === null || gap < bestGap - TIE || (ok && !passable)) {
      best = aim;
      passable = ok;
      bestGap = Math.min(bestGap, gap);
    }
  }
  return best;
}

/**
 * The roll direction closest to `angle`, less than 90° off: of 4 on square boards, 6 on hex; of
 * two equally close (a diagonal key on a square board), the first whose {@link roll} moves
 * someone without meeting a trap. −1 when none is less than 90° off.
 *
 * @param angle - degrees anticlockwise from the board's +x axis, any value (taken mod 360).
 * @throws {@link GimmicksError} on a Step board.
 */
export function rollToward(board: Board, play: Play, angle: number): number {
  const rules = rulesOf(board);
  if (board.movement !== 'roll') {
    throw new GimmicksError('movement', 'players step on this board: use stepToward');
  }
  const t = rules.topology;
  const count = canRoll(t.spec) ? directionCount(t.spec) : 0;
  let best = -1;
  let bestGap = 90;
  let moves = false;
  for (let d = 0; d < count; d++) {
    const gap = angleGap(rollAngle(t, d), angle);
    if (gap >= 90 || gap > bestGap + TIE) continue;
    const r = roll(board, play, d);
    const ok = r.moved && !r.trapped;
    if (best < 0 || gap < bestGap - TIE || (ok && !moves)) {
      best = d;
      moves = ok;
      bestGap = Math.min(bestGap, gap);
    }
  }
  return best;
}
