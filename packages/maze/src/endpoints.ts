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
 *
 * On a board of several floors every mode but Fixed starts on the ground floor and ends on the
 * top floor, so the way leads up through every floor: the farthest ground / top pair; the
 * ground floor's middle and the top floor's farthest rim cell (centre out); or the ground
 * floor's farthest rim cell and the top floor's middle (outside in).
 */
export function endpoints(
  passages: Passages,
  topology: Topology,
  settings: MazeSettings,
  notes: string[],
): { start: number; goal: number } {
  const top = topology.floors - 1;
  const farthest = () => {
    if (top > 0) {
      const pair = farthestUpPair(passages, top, settings.openBorder);
      if (pair) return pair;
    }
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
      // Centre out starts in the ground floor's middle and ends on the top floor's rim;
      // outside in the other way up: from the ground floor's rim to the top floor's middle.
      const centreOut = settings.endpoints === 'center-out';
      const middle = middleCell(passages, topology, centreOut ? 0 : top);
      const rimFloor = centreOut ? top : 0;
      const rim = farthestRimFrom(passages, middle, undefined, rimFloor);
      if (rim < 0) return farthest();
      return centreOut ? { start: middle, goal: rim } : { start: rim, goal: middle };
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
  // On a board of floors the race climbs: the goal is the top floor's middle, player 1 starts
  // on the ground floor.
  const goal = middleCell(passages, topology, topology.floors - 1);
  const dist = distancesFrom(passages, goal);
  const ground = (c: number) => topology.floorOf(c) === 0;
  const atDistance = new Map<number, number>();
  for (let c = 0; c < dist.length; c++) {
    const d = dist[c]!;
    if (d > 0 && ground(c)) atDistance.set(d, (atDistance.get(d) ?? 0) + 1);
  }
  let far = 0;
  let farthestFound = 0;
  for (const [d, cells] of atDistance) {
    farthestFound = Math.max(farthestFound, d);
    if (cells >= settings.players && d > far) far = d;
  }
  if (far === 0) far = farthestFound;
  let start = -1;
  for (let c = 0; c < dist.length; c++) {
    if (dist[c] !== far || !ground(c)) continue;
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

/** The playable cell of a floor (the ground floor unless given) nearest the middle of its playable cells. */
function middleCell(passages: Passages, topology: Topology, floor = 0): number {
  const n = topology.cellCount;
  const ground = (c: number) => !passages.isHole(c) && topology.floorOf(c) === floor;
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
 * farthest from `from` along the maze, on floor `floor` when given; −1 if none.
 */
function farthestRimFrom(
  passages: Passages,
  from: number,
  side = outerWall(passages).side,
  floor = -1,
): number {
  const onFloor = (c: number) => floor < 0 || passages.topology.floorOf(c) === floor;
  return farthestFrom(passages, from, (c) => side[c]! >= 0 && onFloor(c));
}

/** The cell `accept` takes that lies farthest from `from` along the maze (the first on ties); −1 if none. */
function farthestFrom(passages: Passages, from: number, accept: (cell: number) => boolean): number {
  const dist = distancesFrom(passages, from);
  let best = -1;
  for (let c = 0; c < dist.length; c++) {
    if (dist[c]! > 0 && accept(c) && (best < 0 || dist[c]! > dist[best]!)) best = c;
  }
  return best;
}

/**
 * A board of floors: a ground-floor start and a top-floor goal far apart along the maze, by two
 * sweeps (from a top-floor cell to the farthest ground-floor cell, then from there to the
 * farthest top-floor cell), both on the outer wall when `rim` and there are such cells; `null`
 * when a floor has no cell to use.
 */
function farthestUpPair(
  passages: Passages,
  top: number,
  rim: boolean,
): { start: number; goal: number } | null {
  const t = passages.topology;
  const side = rim ? outerWall(passages).side : null;
  const pairOn = (edge: boolean) => {
    const accept = (floor: number) => (c: number) =>
      !passages.isHole(c) && t.floorOf(c) === floor && (!edge || side![c]! >= 0);
    let any = -1;
    for (let c = 0; c < t.cellCount && any < 0; c++) if (accept(top)(c)) any = c;
    if (any < 0) return null;
    const start = farthestFrom(passages, any, accept(0));
    const goal = start < 0 ? -1 : farthestFrom(passages, start, accept(top));
    return start < 0 || goal < 0 ? null : { start, goal };
  };
  return (rim ? pairOn(true) : null) ?? pairOn(false);
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
