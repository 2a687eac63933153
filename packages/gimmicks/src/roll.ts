import { GimmicksError } from './errors.js';
import { gateOpenIn, type Rules } from './rules.js';

/** A player that is home (off the board) has this position. */
export const HOME = -1;

/** Where every rolling player is and what they share. */
export interface RollState {
  /** Each player's cell, or {@link HOME}. */
  positions: number[];
  /** Keys held (shared), one bit per colour. */
  keys: number;
  /** Gems held (shared), one bit per gem. */
  gems: number;
  /** Switch channels flipped an odd number of times, one bit per channel. */
  flips: number;
}

/** What a roll did. */
export interface RollOutcome {
  /** The state after the roll (the one before, when trapped). */
  readonly after: RollState;
  /** Some player moved; a roll where nobody moves is wasted and is not a legal move. */
  readonly moved: boolean;
  /** Someone rolled onto a trap: the roll fails and nothing changes. */
  readonly trapped: boolean;
}

/** Whether players can roll on a board of this kind: one-floor square and hex boards. */
export function canRollOn(kind: string, floors: number): boolean {
  return (kind === 'square' || kind === 'hex') && floors === 1;
}

/**
 * Each roll direction's vector on screen, by grid: the square slots N, E, S, W and the hex
 * slots E, NE, NW, W, SW, SE (roll directions are numbered as the slots).
 */
const VECTORS: Record<'square' | 'hex', readonly (readonly [number, number])[]> = {
  square: [
    [0, 1],
    [1, 0],
    [0, -1],
    [-1, 0],
  ],
  hex: [0, 60, 120, 180, 240, 300].map((deg) => [
    Math.cos((deg * Math.PI) / 180),
    Math.sin((deg * Math.PI) / 180),
  ]),
};

/** Roll direction `dir`'s unit vector on a square or hex board (x right, y up). @internal */
export function rollVector(kind: 'square' | 'hex', dir: number): readonly [number, number] {
  return VECTORS[kind][dir]!;
}

/** The number of roll directions on a grid: 4 on square boards, 6 on hex, 0 elsewhere. */
export function rollDirections(kind: string): number {
  return kind === 'square' ? 4 : kind === 'hex' ? 6 : 0;
}

/**
 * Rolls every player the way `dir` at once (the reference's Roll rule):
 * - front-most first (the one farthest along `dir`), each until a wall, a locked door, a shut
 *   gate, a one-way side passed the wrong way, the border, or a player already at rest stops it;
 * - tunnels are rolled straight through, stairs never (roll boards have one floor);
 * - whatever a player rolls over is picked up, into the inventory all players share;
 * - a player is home the moment it rolls over its goal holding every gem, and leaves the board;
 * - a portal throws the player out of its twin, still rolling (unless the twin is taken by a
 *   player, or the roll already used that portal end: then it stops on the portal);
 * - rolling onto a trap fails the whole roll: nothing changes;
 * - once every player has stopped, each that moved and came to rest on a switch flips its
 *   channel.
 *
 * @param trails - when given, `trails[p]` receives every cell player `p` passes, in order.
 * @internal
 */
export function rollAll(
  rules: Rules,
  state: RollState,
  dir: number,
  trails?: number[][],
): RollOutcome {
  const { topology: t, maxSlots } = rules;
  const kind = t.spec.kind;
  if (kind !== 'square' && kind !== 'hex') {
    throw new GimmicksError('movement', `players cannot roll on a ${kind} board`);
  }
  const vector = VECTORS[kind][dir];
  if (vector === undefined) {
    throw new GimmicksError(
      'dir',
      `must be a direction 0–${VECTORS[kind].length - 1} (got ${dir})`,
    );
  }
  const positions = [...state.positions];
  let { keys, gems, flips } = state;
  const players = positions.length;
  // Front-most first: by how far along the direction each player stands.
  const order: number[] = [];
  for (let p = 0; p < players; p++) if (positions[p] !== HOME) order.push(p);
  const along = (cell: number) => {
    const c = t.center(cell);
    return c.x * vector[0] + c.y * vector[1];
  };
  order.sort((p, q) => along(positions[q]!) - along(positions[p]!) || p - q);
  const occupied = new Set<number>();
  for (const p of order) occupied.add(positions[p]!);
  let moved = false;
  for (const p of order) {
    const start = positions[p]!;
    occupied.delete(start);
    let cell = start;
    let home = false;
    const usedPortals = new Set<number>();
    for (let steps = 0; steps <= rules.n * 2; steps++) {
      const side = cell * maxSlots + dir;
      const dest = rules.across[side]!;
      if (dest < 0 || occupied.has(dest)) break;
      const key = rules.door[side]!;
      if (key >= 0 && ((keys >> key) & 1) === 0) break;
      if (!gateOpenIn(rules, side, flips) || rules.against[side] === 1) break;
      if (rules.trap[dest] === 1) return { after: cloneState(state), moved: false, trapped: true };
      cell = dest;
      trails?.[p]?.push(cell);
      if (rules.keyAt[cell]! >= 0) keys |= 1 << rules.keyAt[cell]!;
      if (rules.gemAt[cell]! >= 0) gems |= 1 << rules.gemAt[cell]!;
      if (cell === rules.goalOf[p] && gems === rules.allGems) {
        home = true;
        break;
      }
      const twin = rules.twin[cell]!;
      if (twin >= 0 && !usedPortals.has(cell) && !occupied.has(twin)) {
        usedPortals.add(cell);
        cell = twin;
        trails?.[p]?.push(cell);
        if (rules.keyAt[cell]! >= 0) keys |= 1 << rules.keyAt[cell]!;
        if (rules.gemAt[cell]! >= 0) gems |= 1 << rules.gemAt[cell]!;
      }
    }
    if (home) {
      positions[p] = HOME;
      moved = true;
    } else {
      positions[p] = cell;
      occupied.add(cell);
      if (cell !== start) moved = true;
    }
  }
  for (const p of order) {
    const cell = positions[p]!;
    if (cell !== HOME && cell !== state.positions[p] && rules.switchAt[cell]! >= 0) {
      flips ^= 1 << rules.switchAt[cell]!;
    }
  }
  return { after: { positions, keys, gems, flips }, moved, trapped: false };
}

function cloneState(state: RollState): RollState {
  return {
    positions: [...state.positions],
    keys: state.keys,
    gems: state.gems,
    flips: state.flips,
  };
}
