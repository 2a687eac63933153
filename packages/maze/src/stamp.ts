// A maze's verdict stamped with its rating, and its facts: after generation, and again by verify
// and the micromouse reader.
import { distancesFrom, facts as mazeFacts, type Passages } from '@knossos/carving';
import type { Board, BoardVerdict } from '@knossos/gimmicks';
import type { MazeFacts, MazeVerdict, Side } from './maze-data.js';
import { rollRests } from './roll-trails.js';
import { mazeScore, mazeStars } from './score.js';

/**
 * The verdict with its rating, and the facts, for a board and what solving it proved.
 * @internal
 */
export function stamp(
  board: Board,
  passages: Passages,
  v: BoardVerdict,
  coverage: number,
): { verdict: MazeVerdict; facts: MazeFacts } {
  const shape = mazeFacts(passages);
  const route = v.routes[0] ?? [];
  // As the reference counts them: on player 1's shortest route through the bare maze.
  const goal = board.goals[0]!;
  // On a Step board without gimmicks the proof's route already is such a route.
  const plainStep =
    board.movement === 'step' &&
    board.keys.length + board.doors.length + board.gates.length + board.switches.length === 0 &&
    board.gems.length + board.traps.length + board.oneWays.length + board.portals.length === 0;
  const bare = plainStep && v.solvable ? route : bareRoute(passages, board.starts[0]!, goal);
  const { decisions, realDecisions } = decisionsAlong(passages, bare);
  const scoreInput = {
    movement: board.movement,
    solvable: v.solvable,
    par: v.solvable ? Math.max(...v.playerPars) : 0,
    realDecisions,
    keys: board.keys.length,
    gems: board.gems.length,
    portalPairs: board.portals.length,
    oneWaySides: board.oneWays.length,
  } as const;
  const race = board.movement === 'step' && board.sharedGoal && board.starts.length > 1;
  const fair = !race || (v.solvable && v.playerPars.every((par) => par === v.playerPars[0]));
  return {
    verdict: {
      ...v,
      fair,
      difficulty: mazeStars(scoreInput),
      score: mazeScore(scoreInput) ?? -1,
      // Roll: where player 1 comes to rest after each roll (the cells passed are its trails).
      solution:
        board.movement === 'roll' && v.solvable ? rollRests(board, v.moves[0] ?? []) : route,
    },
    facts: {
      deadEnds: shape.deadEnds,
      junctions: shape.junctions,
      loops: shape.loops,
      solutionLength: Math.max(0, bare.length - 1),
      decisions,
      realDecisions,
      coverage,
      shortcuts: shortcutsOf(passages, board),
    },
  };
}

/**
 * Doors and switches' first gates a player can walk around: sides whose closing alone still
 * leaves player 1's goal reachable from its start through the bare maze.
 */
function shortcutsOf(passages: Passages, board: Board): number {
  const sides: Side[] = [...board.doors];
  const firstGate = new Set<number>();
  for (const gate of board.gates) {
    if (firstGate.has(gate.channel)) continue;
    firstGate.add(gate.channel);
    sides.push(gate);
  }
  const t = passages.topology;
  let count = 0;
  for (const side of sides) {
    const other = passages.across(side.cell, side.slot);
    const blocked = (a: number, b: number) =>
      (a === side.cell && b === other) || (a === other && b === side.cell);
    const seen = new Uint8Array(t.cellCount);
    const queue = [board.starts[0]!];
    seen[queue[0]!] = 1;
    for (let head = 0; head < queue.length; head++) {
      const cell = queue[head]!;
      for (let s = 0; s < t.slotCount(cell); s++) {
        const next = passages.across(cell, s);
        if (next < 0 || seen[next] || blocked(cell, next)) continue;
        seen[next] = 1;
        queue.push(next);
      }
    }
    if (seen[board.goals[0]!]) count++;
  }
  return count;
}

/**
 * A shortest route through the bare maze (open sides, tunnels and stairs; gimmicks aside) from
 * `start` to `goal`, start first; empty when the goal cannot be reached. Where several are
 * shortest, each step takes the lowest slot that keeps to one.
 */
function bareRoute(passages: Passages, start: number, goal: number): number[] {
  const toGoal = distancesFrom(passages, goal);
  if (toGoal[start]! < 0) return [];
  const t = passages.topology;
  const route = [start];
  for (let at = start; at !== goal; ) {
    let next = -1;
    for (let slot = 0; slot < t.slotCount(at) && next < 0; slot++) {
      const there = passages.across(at, slot);
      if (there >= 0 && toGoal[there] === toGoal[at]! - 1) next = there;
    }
    route.push(next);
    at = next;
  }
  return route;
}

/**
 * @internal Forks along a route: cells of the route (not its ends) with an open side leading off it, and
 * of those the ones where a way off runs 3 or more cells deep before it ends (measured without
 * passing back through the fork).
 */
export function decisionsAlong(
  passages: Passages,
  route: readonly number[],
): { decisions: number; realDecisions: number } {
  const t = passages.topology;
  const onRoute = new Uint8Array(t.cellCount);
  for (const c of route) onRoute[c] = 1;
  const scratch = { seen: new Int32Array(t.cellCount), queue: new Int32Array(8), mark: 0 };
  let decisions = 0;
  let realDecisions = 0;
  for (let i = 0; i + 1 < route.length; i++) {
    const fork = route[i]!;
    let off = false;
    let deep = false;
    for (let s = 0; s < t.slotCount(fork); s++) {
      const next = passages.across(fork, s);
      if (next < 0 || onRoute[next]) continue;
      off = true;
      if (!deep) deep = depthAtLeast(passages, fork, next, 3, scratch);
    }
    if (off) decisions++;
    if (deep) realDecisions++;
  }
  return { decisions, realDecisions };
}

/**
 * Whether the cells reachable from `first` without passing `fork` reach `depth` steps away: a
 * breadth-first search that stops at that depth (so it never holds more than the cells within
 * it). `scratch.seen` marks visited cells with the search's own number, so it is never cleared.
 */
function depthAtLeast(
  passages: Passages,
  fork: number,
  first: number,
  depth: number,
  scratch: { seen: Int32Array; queue: Int32Array; mark: number },
): boolean {
  const t = passages.topology;
  const mark = ++scratch.mark;
  const { seen } = scratch;
  seen[fork] = mark;
  seen[first] = mark;
  // Cells and their depths, side by side.
  let queue = scratch.queue;
  queue[0] = first;
  queue[1] = 1;
  let tail = 2;
  for (let head = 0; head < tail; head += 2) {
    const cell = queue[head]!;
    const d = queue[head + 1]!;
    if (d >= depth) return true;
    for (let s = 0; s < t.slotCount(cell); s++) {
      const next = passages.across(cell, s);
      if (next < 0 || seen[next] === mark) continue;
      seen[next] = mark;
      if (tail + 2 > queue.length) {
        const grown = new Int32Array(queue.length * 2);
        grown.set(queue);
        queue = grown;
        scratch.queue = grown;
      }
      queue[tail++] = next;
      queue[tail++] = d + 1;
    }
  }
  return false;
}
