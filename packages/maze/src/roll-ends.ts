// A Roll maze's start and goal when the endpoints setting's pair does not roll into each other.
import type { Passages } from '@knossos/carving';
import { directionCount } from '@knossos/gimmicks';
import type { MazeSettings } from './settings.js';

/** A start and goal that roll into each other, with the fewest rolls it takes. */
export interface RollEnds {
  /** Player 1's start cell. */
  readonly start: number;
  /** The goal cell. */
  readonly goal: number;
  /** Fewest rolls from the start into the goal on the plain board (no gimmicks), ≥ 1. */
  readonly par: number;
}

/**
 * The endpoints setting's pair moved so that it rolls, when the setting lets it move: Farthest
 * moves either end, Centre out keeps its middle start (the goal on the rim), Outside in and a
 * race keep their middle goal (the start on the rim), and Fixed ends never move. With `stuck`
 * the pair rolls but a player can get stuck, and No soft-locks asks for a pair where none can.
 *
 * @returns the new ends and a note saying what moved, or `null` when nothing may move or no pair
 *   rolls (then the maze uses Step).
 */
export function movedRollEnds(
  passages: Passages,
  ends: { start: number; goal: number },
  settings: Pick<
    MazeSettings,
    'endpoints' | 'openBorder' | 'players' | 'sharedGoal' | 'noSoftLocks'
  >,
  stuck = false,
): { ends: RollEnds; note: string } | null {
  const race = settings.players > 1 && settings.sharedGoal;
  const mode = settings.endpoints;
  if (mode === 'fixed') return null;
  const keep: RollEndsKeep =
    race || mode === 'outside-in' ? 'goal' : mode === 'center-out' ? 'start' : 'either';
  const rimFirst = keep !== 'either' || settings.openBorder;
  const moved = rollEnds(passages, ends.start, ends.goal, keep, rimFirst, settings.noSoftLocks);
  if (moved === null) return null;
  const rolls = `${moved.par} roll${moved.par === 1 ? '' : 's'}`;
  const what =
    moved.start !== ends.start
      ? `player 1 starts on cell ${moved.start} instead, ${rolls} from the goal`
      : `the goal is cell ${moved.goal} instead, ${rolls} from the start`;
  if (stuck) {
    return {
      ends: moved,
      note: `No soft-locks: a player rolling from cell ${ends.start} to cell ${ends.goal} can get stuck, so ${what}.`,
    };
  }
  const note =
    moved.start !== ends.start
      ? `Movement: the start (cell ${ends.start}) cannot roll into the goal, so player 1 starts on cell ${moved.start} instead, ${rolls} from the goal.`
      : `Movement: the start cannot roll into the goal (cell ${ends.goal}), so the goal is cell ${moved.goal} instead, ${rolls} from the start.`;
  return { ends: moved, note };
}

/** Which end of the pair may move. */
export type RollEndsKeep = 'start' | 'goal' | 'either';

/**
 * Ends that roll into each other on a plain one-player Roll board (no gimmicks), for a maze whose
 * chosen pair does not: with `keep: 'goal'` the start that rolls into the goal in the most rolls
 * (one search backwards from the goal over every roll); with `keep: 'start'` the goal the start
 * rolls into in the most rolls (one search forwards from the start, a goal being reached the
 * first time a roll passes over it); with `'either'` the longer of the two (the kept goal on
 * ties). With `rimFirst` a cell on the rim (`passages.isRim`) is taken over any other when
 * there is one; otherwise the rim breaks ties of par, then the lowest cell number, so the
 * choice is deterministic. With `avoidSoftLocks` a pair from whose start no roll leads to a
 * position the goal cannot be reached from (a soft-lock) is taken over any other.
 *
 * The roll rule is the plain board's case of the gimmicks' rule: a player slides through open
 * sides and weave tunnels until a wall or the border, and is home the moment it passes over its
 * goal.
 *
 * @param passages - a one-floor square or hex board.
 * @returns the new ends, or `null` when no cell rolls into the goal and the start rolls into no
 *   cell (or the board cannot roll).
 */
export function rollEnds(
  passages: Passages,
  start: number,
  goal: number,
  keep: RollEndsKeep,
  rimFirst = false,
  avoidSoftLocks = false,
): RollEnds | null {
  const trails = rollTrails(passages);
  if (trails === null) return null;
  let best: RollEnds | null = null;
  let bestLocks = false;
  if (keep !== 'start') {
    const into = parsInto(trails, goal);
    const locked = avoidSoftLocks ? softLocked(into) : null;
    let s = locked === null ? -1 : bestCell(passages, into.par, rimFirst, locked);
    if (s < 0) s = bestCell(passages, into.par, rimFirst, null);
    if (s >= 0) {
      best = { start: s, goal, par: into.par[s]! };
      bestLocks = locked !== null && locked[s] === 1;
    }
  }
  if (keep !== 'goal') {
    const fromStart = parsFrom(trails, start);
    const g = bestCell(passages, fromStart, rimFirst, null);
    if (g >= 0) {
      const locks = avoidSoftLocks && softLocked(parsInto(trails, g))[start] === 1;
      const better =
        best === null ||
        (avoidSoftLocks && locks !== bestLocks ? !locks : fromStart[g]! > best.par);
      if (better) best = { start, goal: g, par: fromStart[g]! };
    }
  }
  return best;
}

/** Every roll of a board: for cell `c` and direction `d`, the cells passed, in order. */
interface Trails {
  readonly cells: number;
  readonly directions: number;
  /** `trail[c * directions + d]`: the cells passed (empty when a wall is in the way). */
  readonly trail: readonly (readonly number[])[];
}

function rollTrails(passages: Passages): Trails | null {
  const t = passages.topology;
  const directions = directionCount(t.spec);
  if (directions === 0 || t.floors > 1) return null;
  const n = t.cellCount;
  const trail: number[][] = [];
  for (let c = 0; c < n; c++) {
    for (let d = 0; d < directions; d++) {
      const passed: number[] = [];
      if (!passages.isHole(c)) {
        // A straight roll passes each cell at most once; the bound only guards a bad board.
        for (let cell = c, at = passages.across(c, d); at >= 0 && passed.length <= n; ) {
          passed.push(at);
          cell = at;
          at = passages.across(cell, d);
        }
      }
      trail.push(passed);
    }
  }
  return { cells: n, directions, trail };
}

/** Each cell's fewest rolls into a goal, and the rolls that stop short of it, reversed. */
interface Into {
  /** Fewest rolls into the goal per cell (−1 where it cannot, and at the goal itself). */
  readonly par: Int32Array;
  /** `into[c]`: the cells whose roll comes to rest at `c` without passing over the goal. */
  readonly into: readonly (readonly number[])[];
  readonly goal: number;
}

function parsInto({ cells, directions, trail }: Trails, goal: number): Into {
  const par = new Int32Array(cells).fill(-1);
  // Rolls that stop short of the goal, reversed: which cells come to rest at each cell.
  const into: number[][] = Array.from({ length: cells }, () => []);
  const queue: number[] = [];
  for (let c = 0; c < cells; c++) {
    for (let d = 0; d < directions; d++) {
      const passed = trail[c * directions + d]!;
      if (passed.length === 0 || c === goal) continue;
      if (passed.includes(goal)) {
        if (par[c]! < 0) {
          par[c] = 1;
          queue.push(c);
        }
      } else into[passed[passed.length - 1]!]!.push(c);
    }
  }
  for (let head = 0; head < queue.length; head++) {
    const cell = queue[head]!;
    for (const from of into[cell]!) {
      if (par[from]! < 0 && from !== goal) {
        par[from] = par[cell]! + 1;
        queue.push(from);
      }
    }
  }
  return { par, into, goal };
}

/**
 * 1 for each cell from which some rolls lead to a position the goal cannot be reached from (a
 * soft-lock): one search backwards from those positions over the rolls that stop short of it.
 */
function softLocked({ par, into, goal }: Into): Uint8Array {
  const locked = new Uint8Array(par.length);
  const queue: number[] = [];
  for (let c = 0; c < par.length; c++) {
    if (c !== goal && par[c]! < 0) {
      locked[c] = 1;
      queue.push(c);
    }
  }
  for (let head = 0; head < queue.length; head++) {
    for (const from of into[queue[head]!]!) {
      if (!locked[from]) {
        locked[from] = 1;
        queue.push(from);
      }
    }
  }
  return locked;
}

/** Each cell's fewest rolls from `start` until a roll passes over it (−1 where none does, and at the start). */
function parsFrom({ cells, directions, trail }: Trails, start: number): Int32Array {
  const par = new Int32Array(cells).fill(-1);
  const rest = new Int32Array(cells).fill(-1);
  rest[start] = 0;
  const queue = [start];
  for (let head = 0; head < queue.length; head++) {
    const cell = queue[head]!;
    for (let d = 0; d < directions; d++) {
      const passed = trail[cell * directions + d]!;
      if (passed.length === 0) continue;
      // Breadth first, so the first roll over a cell is the fewest rolls to it.
      for (const p of passed) if (par[p]! < 0 && p !== start) par[p] = rest[cell]! + 1;
      const stop = passed[passed.length - 1]!;
      if (rest[stop]! < 0) {
        rest[stop] = rest[cell]! + 1;
        queue.push(stop);
      }
    }
  }
  return par;
}

/**
 * The cell of highest par (rim first when asked, then the rim on ties, then the lowest), leaving
 * out the cells `skip` marks; −1 when none.
 */
function bestCell(
  passages: Passages,
  pars: Int32Array,
  rimFirst: boolean,
  skip: Uint8Array | null,
): number {
  let best = -1;
  let bestScore = -1;
  const usable = (c: number) => pars[c]! > 0 && (skip === null || skip[c] === 0);
  const anyRim = rimFirst && pars.some((_, c) => usable(c) && passages.isRim(c));
  for (let c = 0; c < pars.length; c++) {
    if (!usable(c)) continue;
    const rim = passages.isRim(c);
    if (anyRim && !rim) continue;
    const score = pars[c]! * 2 + (rim ? 1 : 0);
    if (score > bestScore) {
      bestScore = score;
      best = c;
    }
  }
  return best;
}
