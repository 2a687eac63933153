// Where a maze's start and goal go (farthest pair, centre out, outside in, fixed, a race's
// ends) and the openings an open border cuts.
import { distancesFrom, farthestPair, type Passages } from '@knossos/carving';
import type { Board } from '@knossos/gimmicks';
import type { Topology } from '@knossos/topology';
import type { Side } from './maze-data.js';
import { outerWall } from './outer-wall.js';
import type { MazeSettings } from './settings.js';

/**
 * The start and goal for the endpoints setting: the farthest pair (both on the rim when the
 * border is open); the cell nearest the centre and the rim cell farthest from it along the maze
 * (centre out, or the other way round); or the two cells given, when they are two different
 * playable cells (else the farthest pair, with a note).
 */
export function endpoints(
  passages: Passages,
  topology: Topology,
  settings: MazeSettings,
  notes: string[],
): { start: number; goal: number } {
  const farthest = () => {
    if (settings.openBorder) {
      const pair = farthestRimPair(passages);
      if (pair) return pair;
    }
    const pair = farthestPair(passages)!;
    return { start: pair.a, goal: pair.b };
  };
  switch (settings.endpoints) {
    case 'fixed': {
      const { start, goal } = settings;
      if (isPlayable(passages, start) && isPlayable(passages, goal) && start !== goal) {
        return { start, goal };
      }
      notes.push(
        `Start / goal: cells ${start} and ${goal} are not two different playable cells; used the farthest pair.`,
      );
      return farthest();
    }
    case 'center-out':
    case 'outside-in': {
      const middle = middleCell(passages, topology);
      const rim = farthestRimFrom(passages, middle);
      if (rim < 0) return farthest();
      return settings.endpoints === 'center-out'
        ? { start: middle, goal: rim }
        : { start: rim, goal: middle };
    }
    default:
      return farthest();
  }
}

/**
 * The start and goal of a race: everyone heads for the cell nearest the centre (or the Fixed
 * goal), and player 1 starts on the rim cell farthest from it along the maze (or the Fixed
 * start). The other players' starts come after the gimmicks (see `raceStarts`).
 */
export function raceEnds(
  passages: Passages,
  topology: Topology,
  settings: MazeSettings,
  notes: string[],
): { start: number; goal: number } {
  if (settings.endpoints === 'fixed') {
    const { start, goal } = settings;
    if (isPlayable(passages, start) && isPlayable(passages, goal) && start !== goal) {
      return { start, goal };
    }
    notes.push(
      `Start / goal: cells ${start} and ${goal} are not two different playable cells; the race runs from the rim to the centre.`,
    );
  }
  // Player 1 starts as far out as possible where enough cells lie as far from the goal for
  // everyone to start fairly (the gimmicks may still change pars; the other starts are matched
  // to the real pars after placement), on the rim when there is such a cell.
  const goal = middleCell(passages, topology);
  const dist = distancesFrom(passages, goal);
  const atDistance = new Map<number, number>();
  for (const d of dist) if (d > 0) atDistance.set(d, (atDistance.get(d) ?? 0) + 1);
  let far = 0;
  let farthestFound = 0;
  for (const [d, cells] of atDistance) {
    farthestFound = Math.max(farthestFound, d);
    if (cells >= settings.players && d > far) far = d;
  }
  if (far === 0) far = farthestFound;
  let start = -1;
  for (let c = 0; c < dist.length; c++) {
    if (dist[c] !== far) continue;
    if (start < 0 || (passages.isRim(c) && !passages.isRim(start))) start = c;
  }
  return { start, goal };
}

function isPlayable(passages: Passages, cell: number): boolean {
  return (
    Number.isInteger(cell) &&
    cell >= 0 &&
    cell < passages.topology.cellCount &&
    !passages.isHole(cell)
  );
}

/** The playable cell of the ground floor nearest the middle of its playable cells. */
function middleCell(passages: Passages, topology: Topology): number {
  const n = topology.cellCount;
  const ground = (c: number) => !passages.isHole(c) && topology.floorOf(c) === 0;
  let sx = 0;
  let sy = 0;
  let count = 0;
  for (let c = 0; c < n; c++) {
    if (!ground(c)) continue;
    const p = topology.center(c);
    sx += p.x;
    sy += p.y;
    count++;
  }
  let middle = -1;
  let best = Number.POSITIVE_INFINITY;
  for (let c = 0; c < n; c++) {
    if (!ground(c)) continue;
    const p = topology.center(c);
    const d = (p.x - sx / count) ** 2 + (p.y - sy / count) ** 2;
    if (d < best) {
      best = d;
      middle = c;
    }
  }
  return middle;
}

/**
 * The cell on the outer wall (next to the border, or to a hole that is part of the outside)
 * farthest from `from` along the maze; −1 if none.
 */
function farthestRimFrom(
  passages: Passages,
  from: number,
  side = outerWall(passages).side,
): number {
  const dist = distancesFrom(passages, from);
  let rim = -1;
  for (let c = 0; c < dist.length; c++) {
    if (dist[c]! > 0 && side[c]! >= 0 && (rim < 0 || dist[c]! > dist[rim]!)) rim = c;
  }
  return rim;
}

/**
 * The two rim cells farthest apart along the maze, by two sweeps (exact on a perfect maze, where
 * distances form a tree metric; a close pair on a braided one); `null` with fewer than two.
 */
function farthestRimPair(passages: Passages): { start: number; goal: number } | null {
  const { side } = outerWall(passages);
  const any = side.findIndex((s) => s >= 0);
  if (any < 0) return null;
  const a = farthestRimFrom(passages, any, side);
  const b = a < 0 ? -1 : farthestRimFrom(passages, a, side);
  return a < 0 || b < 0 ? null : { start: a, goal: b };
}

/**
 * Open border: a side of the outer wall cut open at player 1's start (the entrance) and goal
 * (the exit), where they are on the rim: a side off the board first, else a side into a hole
 * or outside the shape. A start or goal off the rim gets none, with a note.
 */
export function cutEntrances(passages: Passages, board: Board, notes: string[]): Side[] {
  const { side } = outerWall(passages);
  const cut: Side[] = [];
  const ends: [string, number][] = [
    ['start', board.starts[0]!],
    ['goal', board.goals[0]!],
  ];
  for (const [what, cell] of ends) {
    const slot = side[cell]!;
    if (slot >= 0) cut.push({ cell, slot });
    else
      notes.push(
        `Open border: the ${what} (cell ${cell}) is not on the outer wall, so it has no opening.`,
      );
  }
  return cut;
}
