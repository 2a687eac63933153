import { GimmicksError } from './errors.js';
import { doorOpenIn, gateOpenIn, goalOpenWith, type Rules } from './rules.js';

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
 * - front-most first (the one farthest along `dir`; level players in cell order), each until a wall, a locked door, a shut
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
  // Level players go in cell order, so the rule never depends on which player is which.
  order.sort(
    (p, q) => along(positions[q]!) - along(positions[p]!) || positions[p]! - positions[q]!,
  );
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
      if (!doorOpenIn(rules, side, keys)) break;
      if (!gateOpenIn(rules, side, flips) || rules.against[side] === 1) break;
      if (rules.trap[dest] === 1) return { after: cloneState(state), moved: false, trapped: true };
      cell = dest;
      trails?.[p]?.push(cell);
      if (rules.keyAt[cell]! >= 0) keys |= 1 << rules.keyAt[cell]!;
      if (rules.gemAt[cell]! >= 0) gems |= 1 << rules.gemAt[cell]!;
      if (cell === rules.goalOf[p] && goalOpenWith(rules, gems)) {
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

/**
 * The roll rule again, for the solver's inner loop: the same rule as {@link rollAll}, on reused
 * typed arrays with nothing allocated per roll. `positions` (cells, or {@link HOME}) is read and
 * overwritten; the shared inventory comes in and goes out through `inv` (`[keys, gems, flips]`).
 * Returns 1 when someone moved, 0 for a wasted roll, −1 when someone rolled onto a trap (then
 * `positions` and `inv` are left partly rolled: the caller drops them).
 * Tests check it against {@link rollAll} and the play API on random boards.
 * @internal
 */
export function rollInPlace(
  rules: Rules,
  fast: FastRoll,
  positions: Int32Array,
  inv: Int32Array,
  dir: number,
): number {
  const {
    maxSlots,
    across,
    door,
    gate,
    gateStartsOpen,
    against,
    trap,
    twin,
    keyAt,
    gemAt,
    switchAt,
  } = rules;
  const players = positions.length;
  const along = fast.along[dir]!;
  const order = fast.order;
  const occupied = fast.occupied;
  const start = fast.start;
  let count = 0;
  for (let p = 0; p < players; p++) {
    const cell = positions[p]!;
    start[p] = cell;
    if (cell === HOME) continue;
    occupied[cell] = 1;
    // Insertion sort, front-most first, level players in cell order (as rollAll).
    let i = count++;
    while (i > 0) {
      const q = order[i - 1]!;
      const ahead = along[positions[q]!]!;
      // Level players in cell order, and players sharing a cell in player order (as rollAll).
      if (ahead > along[cell]! || (ahead === along[cell] && positions[q]! <= cell)) break;
      order[i] = q;
      i--;
    }
    order[i] = p;
  }
  let keys = inv[0]!;
  let gems = inv[1]!;
  let flips = inv[2]!;
  let moved = 0;
  let result = 1;
  for (let k = 0; k < count; k++) {
    const p = order[k]!;
    let cell = positions[p]!;
    occupied[cell] = 0;
    let home = false;
    let usedPortals = 0;
    for (let steps = 0; steps <= rules.n * 2; steps++) {
      const side = cell * maxSlots + dir;
      const dest = across[side]!;
      if (dest < 0 || occupied[dest] === 1) break;
      const key = door[side]!;
      if (key >= 0 && ((keys >> key) & 1) === 0) break;
      const channel = gate[side]!;
      if (channel >= 0 && (gateStartsOpen[side]! ^ ((flips >> channel) & 1)) === 0) break;
      if (against[side] === 1) break;
      if (trap[dest] === 1) {
        result = -1;
        break;
      }
      cell = dest;
      if (keyAt[cell]! >= 0) keys |= 1 << keyAt[cell]!;
      if (gemAt[cell]! >= 0) gems |= 1 << gemAt[cell]!;
      if (cell === rules.goalOf[p] && gems === rules.allGems) {
        home = true;
        break;
      }
      const other = twin[cell]!;
      const bit = fast.portalBit[cell]!;
      if (other >= 0 && (usedPortals & bit) === 0 && occupied[other] === 0) {
        usedPortals |= bit;
        cell = other;
        if (keyAt[cell]! >= 0) keys |= 1 << keyAt[cell]!;
        if (gemAt[cell]! >= 0) gems |= 1 << gemAt[cell]!;
      }
    }
    if (result < 0) break;
    if (home) {
      positions[p] = HOME;
      moved = 1;
    } else {
      positions[p] = cell;
      occupied[cell] = 1;
      if (cell !== start[p]) moved = 1;
    }
  }
  // Clear the occupancy marks, then flip the switches players came to rest on.
  for (let p = 0; p < players; p++) {
    const cell = positions[p]!;
    if (cell !== HOME) occupied[cell] = 0;
    if (start[p] !== HOME) occupied[start[p]!] = 0;
  }
  if (result < 0) return -1;
  for (let k = 0; k < count; k++) {
    const p = order[k]!;
    const cell = positions[p]!;
    if (cell !== HOME && cell !== start[p] && switchAt[cell]! >= 0) flips ^= 1 << switchAt[cell]!;
  }
  inv[0] = keys;
  inv[1] = gems;
  inv[2] = flips;
  return moved;
}

/** Per-board tables for {@link rollInPlace}. @internal */
export interface FastRoll {
  /** `along[dir][cell]`: how far along direction `dir` a cell's centre lies. */
  readonly along: Float64Array[];
  /** A bit per portal end (`1 << (2 · pair + end)`), 0 elsewhere. */
  readonly portalBit: Int32Array;
  readonly occupied: Uint8Array;
  readonly order: Int32Array;
  readonly start: Int32Array;
}

/** Builds the tables {@link rollInPlace} reads. @internal */
export function fastRoll(rules: Rules): FastRoll {
  const t = rules.topology;
  const kind = t.spec.kind as 'square' | 'hex';
  const along: Float64Array[] = [];
  for (let d = 0; d < rollDirections(kind); d++) {
    const [vx, vy] = VECTORS[kind][d]!;
    const row = new Float64Array(rules.n);
    for (let c = 0; c < rules.n; c++) {
      const p = t.center(c);
      row[c] = p.x * vx + p.y * vy;
    }
    along.push(row);
  }
  const portalBit = new Int32Array(rules.n);
  rules.board.portals.forEach((pair, i) => {
    portalBit[pair.a] = 1 << (2 * i);
    portalBit[pair.b] = 1 << (2 * i + 1);
  });
  return {
    along,
    portalBit,
    occupied: new Uint8Array(rules.n),
    order: new Int32Array(rules.players),
    start: new Int32Array(rules.players),
  };
}

/**
 * Tables for rolling on a board where nothing a roll meets ever changes — no doors, gates,
 * keys, switches or portals (gems, traps and one-way sides are fine): each cell lies on one
 * straight run per direction, ending where a wall, the border, a one-way side or a trap stops a
 * lone player, so a roll is settled by comparing positions on runs instead of walking cells.
 * @internal
 */
export interface StaticRolls {
  /** `last[dir · n + cell]`: the run's last cell, where a lone player rolling from `cell` stops. */
  readonly last: Int32Array;
  /** `left[dir · n + cell]`: how many cells from `cell` to its run's last cell. */
  readonly left: Int32Array;
  /** `behind[dir · n + cell]`: the cell before `cell` on its run (−1 at the run's start). */
  readonly behind: Int32Array;
  /** `trapBeyond[dir · n + last]`: rolling on from a run's last cell goes onto a trap. */
  readonly trapBeyond: Uint8Array;
  /**
   * `gemsAfter[dir · n + cell]`: the gems lying after `cell` on its run, up to its last cell.
   * Each gem lies on one cell, so the gems between two cells of a run are one mask without the
   * other.
   */
  readonly gemsAfter: Int32Array;
  /** `rank[dir · n + cell]`: front-most first order along `dir` (level cells in cell order). */
  readonly rank: Int32Array;
  /**
   * Set by each {@link rollStatic}: `true` only when its outcome is sure to be the same whatever
   * gems were held (each player alone on its run and none passing its goal, the one place the
   * gems held count); `false` says nothing either way.
   */
  gemFree: boolean;
}

/**
 * Builds {@link StaticRolls} for a board that qualifies, or returns `null` (a board with doors,
 * gates, keys, switches or portals, or with a run that never ends, as on a wrapped row).
 * @internal
 */
export function staticRolls(rules: Rules): StaticRolls | null {
  const { board, n, maxSlots, across, against, trap } = rules;
  if (
    board.doors.length > 0 ||
    board.gates.length > 0 ||
    board.keys.length > 0 ||
    board.switches.length > 0 ||
    board.portals.length > 0
  ) {
    return null;
  }
  const directions = rollDirections(rules.topology.spec.kind);
  const last = new Int32Array(directions * n).fill(-1);
  const left = new Int32Array(directions * n);
  const behind = new Int32Array(directions * n).fill(-1);
  const trapBeyond = new Uint8Array(directions * n);
  for (let d = 0; d < directions; d++) {
    const row = d * n;
    /** The next cell a lone player rolls into from `cell`, −1 when it stops (a trap counts). */
    const ahead = (cell: number): number => {
      const side = cell * maxSlots + d;
      const dest = across[side]!;
      return dest < 0 || against[side] === 1 || trap[dest] === 1 ? -1 : dest;
    };
    for (let c = 0; c < n; c++) {
      const next = ahead(c);
      if (next >= 0) behind[row + next] = c;
    }
    for (let c = 0; c < n; c++) {
      if (last[row + c]! >= 0) continue;
      // Walk to the run's end, then fill in every cell met on the way back.
      const run: number[] = [c];
      for (let cell = ahead(c); cell >= 0; cell = ahead(cell)) {
        if (run.length > n) return null; // a run that loops round (a wrapped board)
        if (last[row + cell]! >= 0) break;
        run.push(cell);
      }
      const end = run[run.length - 1]!;
      const beyond = ahead(end);
      const lastCell = beyond >= 0 ? last[row + beyond]! : end;
      const base = beyond >= 0 ? left[row + beyond]! + 1 : 0;
      for (let i = run.length - 1; i >= 0; i--) {
        last[row + run[i]!] = lastCell;
        left[row + run[i]!] = base + (run.length - 1 - i);
      }
      if (beyond < 0) {
        const side = end * maxSlots + d;
        const dest = across[side]!;
        if (dest >= 0 && against[side] === 0 && trap[dest] === 1) trapBeyond[row + end] = 1;
      }
    }
  }
  // Gems after each cell: from each run's last cell back along `behind`.
  const gemsAfter = new Int32Array(directions * n);
  const rank = new Int32Array(directions * n);
  const fast = fastRoll(rules);
  for (let d = 0; d < directions; d++) {
    const row = d * n;
    for (let c = 0; c < n; c++) {
      if (last[row + c] !== c) continue;
      let mask = 0;
      for (let cell = c; cell >= 0; cell = behind[row + cell]!) {
        gemsAfter[row + cell] = mask;
        if (rules.gemAt[cell]! >= 0) mask |= 1 << rules.gemAt[cell]!;
      }
    }
    const along = fast.along[d]!;
    const cells = Array.from({ length: n }, (_, c) => c);
    cells.sort((a, b) => along[b]! - along[a]! || a - b);
    cells.forEach((c, i) => {
      rank[row + c] = i;
    });
  }
  return { last, left, behind, trapBeyond, gemsAfter, rank, gemFree: true };
}

/**
 * The roll rule on a board with {@link StaticRolls}: the same outcome as {@link rollInPlace}
 * (tests hold the two to each other), found per player by looking along its run for the
 * nearest player ahead, the gems on the stretch it rolls and its goal. Same conventions as
 * {@link rollInPlace}.
 * @internal
 */
export function rollStatic(
  rules: Rules,
  fast: FastRoll,
  runs: StaticRolls,
  positions: Int32Array,
  inv: Int32Array,
  dir: number,
): number {
  const players = positions.length;
  const { last, left, behind, trapBeyond, gemsAfter, rank } = runs;
  const row = dir * rules.n;
  const end = fast.start; // reused: each player's run end
  // First the common case: no two players on one run and nobody passing its goal. Then every
  // player rolls to its run's end on its own, and the order they go in changes nothing.
  let simple = true;
  let moved = 0;
  let picked = 0;
  let trapped = false;
  for (let p = 0; p < players && simple; p++) {
    const cell = positions[p]!;
    if (cell === HOME) {
      end[p] = -2;
      continue;
    }
    const e = last[row + cell]!;
    end[p] = e;
    for (let q = 0; q < p; q++) if (end[q] === e) simple = false;
    const goal = rules.goalOf[p]!;
    const from = left[row + cell]!;
    if (last[row + goal] === e && left[row + goal]! < from) simple = false;
    if (trapBeyond[row + e] === 1) trapped = true;
    if (from > 0) {
      moved = 1;
      picked |= gemsAfter[row + cell]!;
    }
  }
  runs.gemFree = simple;
  if (simple) {
    if (trapped) return -1;
    if (moved === 0) return 0;
    for (let p = 0; p < players; p++) if (end[p]! >= 0) positions[p] = end[p]!;
    inv[1] = inv[1]! | picked;
    return 1;
  }
  // Otherwise in order, front-most first (lowest rank), as rollAll goes.
  const order = fast.order;
  let count = 0;
  for (let p = 0; p < players; p++) {
    const cell = positions[p]!;
    if (cell === HOME) continue;
    const r = rank[row + cell]!;
    let i = count++;
    while (i > 0 && rank[row + positions[order[i - 1]!]!]! > r) {
      order[i] = order[i - 1]!;
      i--;
    }
    order[i] = p;
  }
  let gems = inv[1]!;
  const all = rules.allGems;
  moved = 0;
  for (let k = 0; k < count; k++) {
    const p = order[k]!;
    const cell = positions[p]!;
    const runEnd = last[row + cell]!;
    const from = left[row + cell]!;
    // The nearest player ahead on the same run stops this one just behind it.
    let stopLeft = 0;
    let stop = runEnd;
    for (let q = 0; q < players; q++) {
      const other = positions[q]!;
      if (other === HOME || q === p || last[row + other] !== runEnd) continue;
      const l = left[row + other]!;
      if (l < from && l >= stopLeft) {
        stopLeft = l + 1;
        stop = behind[row + other]!;
      }
    }
    const trapsIt = stopLeft === 0 && trapBeyond[row + runEnd] === 1;
    if (stop === cell) {
      if (trapsIt) return -1;
      continue;
    }
    moved = 1;
    const after = gemsAfter[row + cell]!;
    // Home on passing its goal with every gem (the gems rolled over before it count).
    const goal = rules.goalOf[p]!;
    if (last[row + goal] === runEnd) {
      const g = left[row + goal]!;
      if (g < from && g >= stopLeft) {
        const held = gems | (after & ~gemsAfter[row + goal]!);
        if (held === all) {
          gems = held;
          positions[p] = HOME;
          continue;
        }
      }
    }
    if (trapsIt) return -1;
    gems |= after & ~gemsAfter[row + stop]!;
    positions[p] = stop;
  }
  inv[1] = gems;
  return moved;
}
