import { type Passages, passagesFromJSON, passagesMatch } from '@knossos/carving';
import type { Topology } from '@knossos/topology';
import type { Board } from './board.js';
import { GimmicksError } from './errors.js';

/**
 * A board compiled for fast moves: one typed-array entry per side or cell for every rule, so a
 * step is a handful of array reads. Made once per board object and kept with it.
 * @internal
 */
export interface Rules {
  readonly board: Board;
  readonly passages: Passages;
  readonly topology: Topology;
  readonly n: number;
  readonly maxSlots: number;
  readonly players: number;
  /** Where a move through a side arrives (open side, stairs, tunnel), −1 through a wall. */
  readonly across: Int32Array;
  /** Key colour needed to pass a side, −1 for none (set on both sides of a door). */
  readonly door: Int8Array;
  /** Gate channel on a side, −1 for none (both sides). */
  readonly gate: Int8Array;
  /** 1 when the gate on a side starts open. */
  readonly gateStartsOpen: Uint8Array;
  /** 1 when passing a side goes against a one-way side (the twin of a one-way). */
  readonly against: Uint8Array;
  readonly trap: Uint8Array;
  /** The other end of a portal, −1 for none. */
  readonly twin: Int32Array;
  /** Key colour lying on a cell, −1 for none. */
  readonly keyAt: Int8Array;
  /** Gem index lying on a cell, −1 for none. */
  readonly gemAt: Int8Array;
  /** Switch channel on a cell, −1 for none. */
  readonly switchAt: Int8Array;
  /** Every gem's bit. */
  readonly allGems: number;
  /** Bits of an inventory: keys (K), then gems (G), then switch flips (S). */
  readonly keyBits: number;
  readonly gemBits: number;
  readonly flipBits: number;
  /** Each player's goal. */
  readonly goalOf: Int32Array;
}

const COMPILED = new WeakMap<Board, Rules>();

/**
 * The compiled rules of a board (cached per board object: boards are treated as immutable).
 * @throws {@link GimmicksError} for a board that cannot be read.
 * @internal
 */
export function rulesOf(board: Board): Rules {
  let rules = COMPILED.get(board);
  if (rules === undefined) {
    rules = compile(board);
    COMPILED.set(board, rules);
  }
  return rules;
}

function list<T>(board: Board, field: keyof Board): readonly T[] {
  const value = board[field];
  if (!Array.isArray(value)) throw new GimmicksError(field, 'must be an array');
  return value as readonly T[];
}

/**
 * The maze under a board, read once per passages object: placement tries hundreds of boards
 * that differ only in their gimmicks and share one `passages`. Passages edited in place since
 * they were read are noticed (`passagesMatch`) and read again.
 */
const MAZES = new WeakMap<object, { passages: Passages; across: Int32Array }>();

function mazeOf(json: Board['passages']): { passages: Passages; across: Int32Array } {
  const cached = json !== null && typeof json === 'object' ? MAZES.get(json) : undefined;
  if (cached !== undefined && passagesMatch(cached.passages, json)) return cached;
  let passages: Passages;
  try {
    passages = passagesFromJSON(json);
  } catch (error) {
    throw new GimmicksError('passages', (error as Error).message);
  }
  const t = passages.topology;
  const across = new Int32Array(t.cellCount * t.maxSlots).fill(-1);
  const tunnels = passages.tunnels.length > 0;
  const { masks } = passages;
  const { neighbors, maxSlots } = t;
  for (let c = 0; c < t.cellCount; c++) {
    const mask = masks[c]!;
    // Most sides are plain walls or openings, read straight from the masks and the table.
    if (mask === 0 && !tunnels) continue;
    for (let s = 0, side = c * maxSlots; s < maxSlots; s++, side++) {
      if ((mask >>> s) & 1) across[side] = neighbors[side]!;
      else if (tunnels && s < t.slotCount(c)) across[side] = passages.across(c, s);
    }
  }
  const maze = { passages, across };
  MAZES.set(json, maze);
  return maze;
}

function compile(board: Board): Rules {
  if (board === null || typeof board !== 'object') {
    throw new GimmicksError('board', 'must be a Board object');
  }
  const { passages, across } = mazeOf(board.passages);
  const t = passages.topology;
  const n = t.cellCount;
  const maxSlots = t.maxSlots;
  const cellOk = (c: unknown, field: string): number => {
    if (typeof c !== 'number' || !Number.isInteger(c) || c < 0 || c >= n) {
      throw new GimmicksError(field, `must be a cell 0–${n - 1} (got ${String(c)})`);
    }
    return c;
  };
  const sideOk = (cell: unknown, slot: unknown, field: string): number => {
    const c = cellOk(cell, `${field}.cell`);
    if (typeof slot !== 'number' || !Number.isInteger(slot) || slot < 0 || slot >= t.slotCount(c)) {
      throw new GimmicksError(`${field}.slot`, `must be a slot of cell ${c} (got ${String(slot)})`);
    }
    return c * maxSlots + slot;
  };
  const starts = list<number>(board, 'starts');
  const goals = list<number>(board, 'goals');
  if (starts.length < 1 || starts.length > 4) {
    throw new GimmicksError('starts', `must hold 1–4 players (got ${starts.length})`);
  }
  starts.forEach((c, i) => {
    cellOk(c, `starts[${i}]`);
  });
  goals.forEach((c, i) => {
    cellOk(c, `goals[${i}]`);
  });
  const goalOf = new Int32Array(starts.length);
  for (let p = 0; p < starts.length; p++) {
    const goal = board.sharedGoal ? goals[0] : goals[p];
    if (goal === undefined) {
      throw new GimmicksError('goals', `player ${p} has no goal (${goals.length} goals given)`);
    }
    goalOf[p] = goal;
  }

  /** The side facing back from the far end of a side, or −1 (a wall, or a tunnel). */
  const twinSide = (side: number): number => {
    const cell = Math.floor(side / maxSlots);
    const slot = side - cell * maxSlots;
    const other = t.neighbor(cell, slot);
    return other < 0 ? -1 : other * maxSlots + t.oppositeSlot(cell, slot);
  };
  const door = new Int8Array(n * maxSlots).fill(-1);
  const keys = list<number>(board, 'keys');
  keys.forEach((c, k) => {
    cellOk(c, `keys[${k}]`);
  });
  list<Board['doors'][number]>(board, 'doors').forEach((d, i) => {
    const side = sideOk(d?.cell, d?.slot, `doors[${i}]`);
    if (!Number.isInteger(d.key) || d.key < 0 || d.key >= keys.length) {
      throw new GimmicksError(`doors[${i}].key`, `must be a key colour 0–${keys.length - 1}`);
    }
    door[side] = d.key;
    const back = twinSide(side);
    if (back >= 0) door[back] = d.key;
  });
  const gate = new Int8Array(n * maxSlots).fill(-1);
  const gateStartsOpen = new Uint8Array(n * maxSlots);
  let channels = 0;
  list<Board['gates'][number]>(board, 'gates').forEach((g, i) => {
    const side = sideOk(g?.cell, g?.slot, `gates[${i}]`);
    if (!Number.isInteger(g.channel) || g.channel < 0 || g.channel > 3) {
      throw new GimmicksError(`gates[${i}].channel`, 'must be a channel 0–3');
    }
    channels = Math.max(channels, g.channel + 1);
    for (const s of [side, twinSide(side)]) {
      if (s < 0) continue;
      gate[s] = g.channel;
      gateStartsOpen[s] = g.startsOpen ? 1 : 0;
    }
  });
  const switchAt = new Int8Array(n).fill(-1);
  list<Board['switches'][number]>(board, 'switches').forEach((sw, i) => {
    const c = cellOk(sw?.cell, `switches[${i}].cell`);
    if (!Number.isInteger(sw.channel) || sw.channel < 0 || sw.channel > 3) {
      throw new GimmicksError(`switches[${i}].channel`, 'must be a channel 0–3');
    }
    channels = Math.max(channels, sw.channel + 1);
    switchAt[c] = sw.channel;
  });
  const against = new Uint8Array(n * maxSlots);
  list<Board['oneWays'][number]>(board, 'oneWays').forEach((o, i) => {
    const back = twinSide(sideOk(o?.cell, o?.slot, `oneWays[${i}]`));
    if (back >= 0) against[back] = 1;
  });
  const trap = new Uint8Array(n);
  list<number>(board, 'traps').forEach((c, i) => {
    trap[cellOk(c, `traps[${i}]`)] = 1;
  });
  const twin = new Int32Array(n).fill(-1);
  list<Board['portals'][number]>(board, 'portals').forEach((p, i) => {
    const a = cellOk(p?.a, `portals[${i}].a`);
    const b = cellOk(p?.b, `portals[${i}].b`);
    // Each end leads to one twin: a cell in two pairs, or a pair on one cell, has no rule.
    if (a === b) throw new GimmicksError(`portals[${i}]`, `both ends are cell ${a}`);
    for (const end of [a, b]) {
      if (twin[end]! >= 0) {
        throw new GimmicksError(`portals[${i}]`, `cell ${end} is already a portal end`);
      }
    }
    twin[a] = b;
    twin[b] = a;
  });
  const keyAt = new Int8Array(n).fill(-1);
  keys.forEach((c, k) => {
    keyAt[c] = k;
  });
  const gems = list<number>(board, 'gems');
  const gemAt = new Int8Array(n).fill(-1);
  gems.forEach((c, g) => {
    gemAt[cellOk(c, `gems[${g}]`)] = g;
  });
  if (keys.length > 6) throw new GimmicksError('keys', `at most 6 (got ${keys.length})`);
  if (gems.length > 8) throw new GimmicksError('gems', `at most 8 (got ${gems.length})`);
  if (board.movement !== 'step' && board.movement !== 'roll') {
    throw new GimmicksError('movement', `must be "step" or "roll" (got ${String(board.movement)})`);
  }
  return {
    board,
    passages,
    topology: t,
    n,
    maxSlots,
    players: starts.length,
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
    allGems: (1 << gems.length) - 1,
    keyBits: keys.length,
    gemBits: gems.length,
    flipBits: channels,
    goalOf,
  };
}

/** Why a step is not allowed. */
export type BlockReason =
  | 'wall'
  | 'locked-door'
  | 'shut-gate'
  | 'one-way'
  | 'trap'
  | 'not-adjacent'
  | 'home';

/** A player's inventory: keys, gems and switch flips, as bits. */
export interface Inventory {
  /** Key colour `k` held is bit `k`. */
  keys: number;
  /** Gem `g` held is bit `g`. */
  gems: number;
  /** Switch channel `c` flipped an odd number of times is bit `c`. */
  flips: number;
}

/**
 * What passing one side from a cell does, or why it is blocked (the step rule, also the heart of
 * a roll): a wall, a door without its key, a shut gate, the wrong way through a one-way side, a
 * trap beyond. Returns the cell arrived at (before any portal), or the reason.
 * @internal
 */
export function passSide(
  rules: Rules,
  side: number,
  keys: number,
  flips: number,
): number | BlockReason {
  const dest = rules.across[side]!;
  if (dest < 0) return 'wall';
  if (!doorOpenIn(rules, side, keys)) return 'locked-door';
  const channel = rules.gate[side]!;
  if (channel >= 0 && (rules.gateStartsOpen[side]! ^ ((flips >> channel) & 1)) === 0) {
    return 'shut-gate';
  }
  if (rules.against[side] === 1) return 'one-way';
  if (rules.trap[dest] === 1) return 'trap';
  return dest;
}

/** Whether the door on a side is open to a holder of these keys (`true` when there is no door). */
export function doorOpenIn(rules: Rules, side: number, keys: number): boolean {
  const key = rules.door[side]!;
  return key < 0 || ((keys >> key) & 1) === 1;
}

/** Whether a player holding these gems is home on reaching its goal: it holds every gem. */
export function goalOpenWith(rules: Rules, gems: number): boolean {
  return gems === rules.allGems;
}

/** Whether the gate on a side is open with these switch flips (`true` when there is no gate). */
export function gateOpenIn(rules: Rules, side: number, flips: number): boolean {
  const channel = rules.gate[side]!;
  return channel < 0 || (rules.gateStartsOpen[side]! ^ ((flips >> channel) & 1)) === 1;
}

/** Picks up what lies on `cell` and flips its switch (Step landing), into `inv`. @internal */
export function land(rules: Rules, cell: number, inv: Inventory): void {
  const key = rules.keyAt[cell]!;
  if (key >= 0) inv.keys |= 1 << key;
  const gem = rules.gemAt[cell]!;
  if (gem >= 0) inv.gems |= 1 << gem;
  const channel = rules.switchAt[cell]!;
  if (channel >= 0) inv.flips ^= 1 << channel;
}

/** Step: the result of moving a player through a side, or why not. @internal */
export function stepThrough(
  rules: Rules,
  cell: number,
  slot: number,
  inv: Inventory,
): { cell: number; inv: Inventory } | BlockReason {
  const passed = passSide(rules, cell * rules.maxSlots + slot, inv.keys, inv.flips);
  if (typeof passed === 'string') return passed;
  const twin = rules.twin[passed]!;
  const arrived = twin >= 0 ? twin : passed;
  const after = { ...inv };
  land(rules, arrived, after);
  return { cell: arrived, inv: after };
}
