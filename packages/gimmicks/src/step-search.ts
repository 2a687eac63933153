import { COUNT_CAP, type SearchClock, UNLIMITED } from '@knossos/solver';
import { everyStateReaches } from './backwards.js';
import type { Rules } from './rules.js';

/**
 * The exact proof of one Step player, searched between the cells where something happens.
 *
 * A Step state is a cell and an inventory, but on most cells a step changes nothing except the
 * cell: only on a *stop* — the player's start and goal, a key, a gem, a switch, a portal end —
 * can the inventory change or the player be thrown elsewhere. So the search here moves from stop
 * to stop: a *leg* is a shortest walk from one stop to the next stop entered, through cells that
 * are not stops, under the doors and gates of the current keys and flips. Legs depend only on
 * the keys and flips (gems never block) — in fact only on the doors and gates the walk meets — so
 * each walk is made once and reused for every inventory that agrees on those. A best solution of
 * the cell-by-cell search splits uniquely at the stops it visits, each piece a shortest leg (a
 * shorter piece would give a shorter solution), so:
 *
 * - the par is the length of a shortest weighted path of legs (found by Dijkstra's algorithm with
 *   a bucket queue, as leg lengths are small integers);
 * - the number of best solutions is the sum over such paths of the product of their legs' counts
 *   of shortest walks;
 * - a soft-lock is a stop position that cannot reach home (see {@link settleByReturns} and the
 *   searches backwards), or a walk between stops that can no longer enter any stop: every stop
 *   a walk from a position can enter leads to a position the search found, so once those all
 *   finish, only a dead end of one-way sides can trap a player between stops.
 *
 * The plain cell-by-cell search ({@link stepProblem} with `@knossos/solver`) is the second,
 * simpler reading: tests check the two agree on random boards.
 * @internal
 */

/** Result of {@link searchStep}: everything {@link solveBoard} reports for one player. @internal */
export interface StepProof {
  readonly solvable: boolean;
  readonly par: number;
  readonly optimalCount: number;
  readonly countComplete: boolean;
  readonly canGetStuck: boolean | null;
  readonly explored: number;
  readonly budgetExhausted: boolean;
  /** The clock (time limit or signal) stopped the search. */
  readonly timedOut: boolean;
  /** Cells stepped to (a portal's own cell, not its twin), `par` of them. */
  readonly moves: readonly number[];
  /** Cells stood on, start first, `par + 1` of them. */
  readonly route: readonly number[];
}

/** Per-player stop tables, built once per board and player. */
interface Stops {
  /** Stop index of each cell, −1 for a cell that is not a stop. */
  readonly stopOf: Int32Array;
  /** Cell of each stop. */
  readonly cells: Int32Array;
  /** Stop where a player entering stop `i` lands (its portal twin, or itself). */
  readonly landing: Int32Array;
  /** Inventory bits a landing on stop `i` ORs in (key, gem). */
  readonly gives: Int32Array;
  /** Inventory bits a landing on stop `i` XORs (switch). */
  readonly flipsBit: Int32Array;
  readonly start: number;
  readonly goal: number;
  /** Every passage can be walked both ways under any keys and flips (no one-way sides). */
  readonly symmetric: boolean;
}

/** What the cells between stops look like under one set of keys and flips, during one search. */
interface Config {
  /** The configuration: the inventory without its gems. */
  readonly code: number;
  readonly keys: number;
  readonly flips: number;
  /** Legs out of each stop, once walked. */
  readonly legs: (Legs | undefined)[];
  /**
   * Per stop, 1 when a walk leaving it can end where no stop can be entered any more (boards
   * with one-way sides), once needed.
   */
  trapped?: Uint8Array;
}

/** The legs out of one stop: for each stop entered, the shortest length and number of walks. */
interface Legs {
  readonly to: Int32Array;
  readonly length: Int32Array;
  readonly ways: Float64Array;
  /** The longest leg's length. */
  readonly longest: number;
  /**
   * The configuration bits the walk asked about (the keys of the doors and the channels of the
   * gates it met): the same legs hold under every configuration agreeing on these bits.
   */
  readonly relevant: number;
  /** The walk's configuration, masked to {@link relevant}. */
  readonly code: number;
}

const STOPS = new WeakMap<Rules, Stops[]>();

function stopsOf(rules: Rules, player: number): Stops {
  let perPlayer = STOPS.get(rules);
  if (perPlayer === undefined) {
    perPlayer = [];
    STOPS.set(rules, perPlayer);
  }
  let stops = perPlayer[player];
  if (stops === undefined) {
    stops = buildStops(rules, player);
    perPlayer[player] = stops;
  }
  return stops;
}

function buildStops(rules: Rules, player: number): Stops {
  const { n, keyAt, gemAt, switchAt, twin, keyBits, board } = rules;
  const start = board.starts[player]!;
  const goal = rules.goalOf[player]!;
  const stopOf = new Int32Array(n).fill(-1);
  const cells: number[] = [];
  for (let c = 0; c < n; c++) {
    if (
      c === start ||
      c === goal ||
      keyAt[c]! >= 0 ||
      gemAt[c]! >= 0 ||
      switchAt[c]! >= 0 ||
      twin[c]! >= 0
    ) {
      stopOf[c] = cells.length;
      cells.push(c);
    }
  }
  const count = cells.length;
  const landing = new Int32Array(count);
  const gives = new Int32Array(count);
  const flipsBit = new Int32Array(count);
  for (let i = 0; i < count; i++) {
    const c = cells[i]!;
    const land = twin[c]! >= 0 ? twin[c]! : c;
    landing[i] = stopOf[land]!;
    if (keyAt[land]! >= 0) gives[i]! |= 1 << keyAt[land]!;
    if (gemAt[land]! >= 0) gives[i]! |= 1 << (keyBits + gemAt[land]!);
    if (switchAt[land]! >= 0) flipsBit[i] = 1 << (keyBits + rules.gemBits + switchAt[land]!);
  }
  return {
    stopOf,
    cells: Int32Array.from(cells),
    landing,
    gives,
    flipsBit,
    start: stopOf[start]!,
    goal: stopOf[goal]!,
    symmetric: isSymmetric(rules),
  };
}

/**
 * Whether every passage can be walked back the same way: for each open side, the cell beyond
 * has a side leading back with the same door, the same gate (and starting state), and neither
 * is against a one-way side; and no player can stand on a trap (a start or a portal end on one),
 * since a trap is never stepped back onto. Traps nobody stands on are walls both ways.
 */
function isSymmetric(rules: Rules): boolean {
  const { n, maxSlots, topology: t, across, door, gate, gateStartsOpen, against, trap } = rules;
  if (rules.board.starts.some((c) => trap[c] === 1)) return false;
  for (let c = 0; c < n; c++) if (rules.twin[c]! >= 0 && trap[c] === 1) return false;
  const matches = (side: number, back: number) =>
    against[back] === 0 &&
    door[back] === door[side] &&
    gate[back] === gate[side] &&
    gateStartsOpen[back] === gateStartsOpen[side];
  for (let c = 0; c < n; c++) {
    for (let s = 0, slots = t.slotCount(c); s < slots; s++) {
      const side = c * maxSlots + s;
      const dest = across[side]!;
      if (dest < 0) continue;
      if (against[side] === 1) return false;
      let found = false;
      for (let r = 0, more = t.slotCount(dest); r < more && !found; r++) {
        const back = dest * maxSlots + r;
        found = across[back] === c && matches(side, back);
      }
      if (!found) return false;
    }
  }
  return true;
}

/** Scratch arrays for walks, shared by every search on a board (searches never interleave). */
interface Scratch {
  readonly seen: Int32Array;
  readonly dist: Int32Array;
  readonly ways: Float64Array;
  readonly queue: Int32Array;
  stamp: number;
}

const SCRATCH = new WeakMap<Rules, Scratch>();

function scratchOf(rules: Rules): Scratch {
  let s = SCRATCH.get(rules);
  if (s === undefined) {
    s = {
      seen: new Int32Array(rules.n),
      dist: new Int32Array(rules.n),
      ways: new Float64Array(rules.n),
      queue: new Int32Array(rules.n),
      stamp: 0,
    };
    SCRATCH.set(rules, s);
  }
  return s;
}

/** The cell a step through `side` reaches under these keys and flips, or −1 (the step rule). */
function pass(rules: Rules, side: number, keys: number, flips: number): number {
  const dest = rules.across[side]!;
  if (dest < 0) return -1;
  const key = rules.door[side]!;
  if (key >= 0 && ((keys >> key) & 1) === 0) return -1;
  const channel = rules.gate[side]!;
  if (channel >= 0 && (rules.gateStartsOpen[side]! ^ ((flips >> channel) & 1)) === 0) return -1;
  if (rules.against[side] === 1 || rules.trap[dest] === 1) return -1;
  return dest;
}

/**
 * Walks breadth first from stop `from` through cells that are not stops, and returns the legs:
 * each stop entered at its shortest distance with the number of shortest walks (each step
 * through a different side counts as a different walk, as in the cell-by-cell search). When
 * `parents` is given, it records each cell's first predecessor, for rebuilding a walk.
 */
function walk(
  rules: Rules,
  stops: Stops,
  config: Config,
  from: number,
  parents?: Int32Array,
): Legs {
  const { maxSlots, topology: t, across, door, gate, gateStartsOpen, against, trap } = rules;
  const { keys, flips } = config;
  // The step rule, noting which keys and switch channels it asked about.
  const gateShift = rules.keyBits + rules.gemBits;
  let relevant = 0;
  const pass = (side: number): number => {
    const dest = across[side]!;
    if (dest < 0) return -1;
    const key = door[side]!;
    if (key >= 0) {
      relevant |= 1 << key;
      if (((keys >> key) & 1) === 0) return -1;
    }
    const channel = gate[side]!;
    if (channel >= 0) {
      relevant |= 1 << (gateShift + channel);
      if ((gateStartsOpen[side]! ^ ((flips >> channel) & 1)) === 0) return -1;
    }
    if (against[side] === 1 || trap[dest] === 1) return -1;
    return dest;
  };
  const scratch = scratchOf(rules);
  const { seen, dist, ways, queue } = scratch;
  const stamp = ++scratch.stamp;
  const stopOf = stops.stopOf;
  const found: number[] = [];
  let tail = 0;
  const visit = (cell: number, to: number, d: number, w: number) => {
    if (seen[to] !== stamp) {
      seen[to] = stamp;
      dist[to] = d;
      ways[to] = w;
      if (parents) parents[to] = cell;
      if (stopOf[to]! >= 0) found.push(to);
      else queue[tail++] = to;
    } else if (dist[to] === d) {
      ways[to] = Math.min(COUNT_CAP, ways[to]! + w);
    }
  };
  const origin = stops.cells[from]!;
  for (let s = 0, slots = t.slotCount(origin); s < slots; s++) {
    const to = pass(origin * maxSlots + s);
    if (to >= 0) visit(origin, to, 1, 1);
  }
  for (let head = 0; head < tail; head++) {
    const cell = queue[head]!;
    const d = dist[cell]! + 1;
    const w = ways[cell]!;
    for (let s = 0, slots = t.slotCount(cell); s < slots; s++) {
      const to = pass(cell * maxSlots + s);
      if (to >= 0) visit(cell, to, d, w);
    }
  }
  const count = found.length;
  const to = new Int32Array(count);
  const length = new Int32Array(count);
  const waysOf = new Float64Array(count);
  let longest = 0;
  for (let k = 0; k < count; k++) {
    const cell = found[k]!;
    to[k] = stopOf[cell]!;
    length[k] = dist[cell]!;
    waysOf[k] = ways[cell]!;
    longest = Math.max(longest, dist[cell]!);
  }
  return { to, length, ways: waysOf, longest, relevant, code: config.code & relevant };
}

/**
 * Legs and sinks per configuration (keys | flips ≪ …, the inventory without its gems), and every
 * walk made from each stop, shared by the configurations that agree on what it met.
 */
interface Configs {
  readonly byCode: Map<number, Config>;
  readonly walks: Legs[][];
}

function newConfigs(stops: Stops): Configs {
  return { byCode: new Map(), walks: Array.from(stops.cells, () => []) };
}

function configOf(configs: Configs, rules: Rules, stops: Stops, code: number): Config {
  let config = configs.byCode.get(code);
  if (config === undefined) {
    config = {
      code,
      keys: code & ((1 << rules.keyBits) - 1),
      flips: code >>> (rules.keyBits + rules.gemBits),
      legs: new Array(stops.cells.length),
    };
    configs.byCode.set(code, config);
  }
  return config;
}

function legsOf(rules: Rules, stops: Stops, configs: Configs, config: Config, from: number): Legs {
  let legs = config.legs[from];
  if (legs === undefined) {
    const made = configs.walks[from]!;
    for (const known of made) {
      if ((config.code & known.relevant) === known.code) {
        legs = known;
        break;
      }
    }
    if (legs === undefined) {
      legs = walk(rules, stops, config, from);
      made.push(legs);
    }
    config.legs[from] = legs;
  }
  return legs;
}

/** A typed array twice as long, with the old contents. */
function grown<T extends Int32Array | Float64Array | Uint8Array>(a: T): T {
  const b = new (a.constructor as new (n: number) => T)(a.length * 2);
  b.set(a);
  return b;
}

/**
 * The search's states in growable typed arrays, indexed without hashing: an inventory's row of
 * one id per stop is found through a table with one entry per possible inventory (at most 2¹⁸:
 * 6 keys, 8 gems, 4 switches), rows being handed out as inventories turn up. Each expanded
 * state's legs are kept as a range of `edges`, in the order of its {@link Legs}. The search
 * reserves room before each expansion and then writes the arrays directly.
 */
/**
 * Room for states a search starts with (its tables double as it grows): most searches store a
 * few hundred states, and zeroing larger tables would cost more than the search.
 */
const INITIAL = 1 << 10;

/** Tables kept for the next search (searches may nest, so each takes its own). */
const FREE_TABLES: { table: StateTable; queue: Buckets }[] = [];

function takeTables(): { table: StateTable; queue: Buckets } {
  return FREE_TABLES.pop() ?? { table: new StateTable(), queue: new Buckets() };
}

class StateTable {
  stop = new Int32Array(INITIAL);
  inventory = new Int32Array(INITIAL);
  dist = new Int32Array(INITIAL);
  ways = new Float64Array(INITIAL);
  parent = new Int32Array(INITIAL);
  done = new Uint8Array(INITIAL);
  size = 0;
  /** Kept only when `keepEdges`: each expanded state's legs, as a range of `edges`. */
  edgeStart = new Int32Array(0);
  edgeEnd = new Int32Array(0);
  edges = new Int32Array(0);
  edgeCount = 0;
  /** Row of each inventory + 1, 0 for none yet. */
  rowOf = new Int32Array(0);
  /** The inventory of each row, to clear `rowOf` when the table is used again. */
  rowInventory = new Int32Array(64);
  /** Id + 1 of each (row, stop), 0 for none yet. */
  ids = new Int32Array(0);
  rows = 0;
  stopCount = 0;
  keepEdges = false;

  /**
   * Readies the table for a new search, clearing only what the last one used: tables are kept
   * and used again, as allocating typed arrays outside the heap costs microseconds each.
   */
  reset(stopCount: number, inventoryBits: number, keepEdges: boolean): void {
    this.done.fill(0, 0, this.size);
    // A state never expanded has an empty range of legs.
    this.edgeStart.fill(0, 0, Math.min(this.size, this.edgeStart.length));
    this.edgeEnd.fill(0, 0, Math.min(this.size, this.edgeEnd.length));
    this.ids.fill(0, 0, Math.min(this.ids.length, this.rows * this.stopCount));
    if (this.rowOf.length < 1 << inventoryBits) this.rowOf = new Int32Array(1 << inventoryBits);
    else for (let r = 0; r < this.rows; r++) this.rowOf[this.rowInventory[r]!] = 0;
    this.size = 0;
    this.rows = 0;
    this.edgeCount = 0;
    this.stopCount = stopCount;
    this.keepEdges = keepEdges;
    if (this.ids.length < stopCount * 64) this.ids = new Int32Array(stopCount * 64);
    if (keepEdges && this.edges.length === 0) {
      this.edgeStart = new Int32Array(this.stop.length);
      this.edgeEnd = new Int32Array(this.stop.length);
      this.edges = new Int32Array(INITIAL * 4);
    }
  }

  /** A new row for an inventory. */
  addRow(inventory: number): number {
    if (this.rows === this.rowInventory.length) this.rowInventory = grown(this.rowInventory);
    this.rowInventory[this.rows] = inventory;
    this.rowOf[inventory] = this.rows + 1;
    return this.rows++;
  }

  /** Makes room for `more` states, rows and edges. */
  reserve(more: number): void {
    while (this.size + more > this.stop.length) {
      this.stop = grown(this.stop);
      this.inventory = grown(this.inventory);
      this.dist = grown(this.dist);
      this.ways = grown(this.ways);
      this.parent = grown(this.parent);
      this.done = grown(this.done);
      if (this.edges.length > 0) {
        this.edgeStart = grown(this.edgeStart);
        this.edgeEnd = grown(this.edgeEnd);
      }
    }
    while ((this.rows + more) * this.stopCount > this.ids.length) this.ids = grown(this.ids);
    while (this.keepEdges && this.edgeCount + more > this.edges.length) {
      this.edges = grown(this.edges);
    }
  }

  /** Whether some state holds this inventory. */
  holds(inventory: number): boolean {
    return this.rowOf[inventory]! > 0;
  }

  /** The id of a state already stored, or −1. */
  find(stop: number, inventory: number): number {
    const row = this.rowOf[inventory]! - 1;
    return row < 0 ? -1 : this.ids[row * this.stopCount + stop]! - 1;
  }
}

/**
 * A bucket queue for Dijkstra's algorithm with small integer distances: one singly linked list
 * of entries per distance, in typed arrays. A state may be queued again when a shorter way to it
 * turns up; the stale entry is skipped when its distance no longer matches.
 */
class Buckets {
  head = new Int32Array(256).fill(-1);
  next = new Int32Array(INITIAL);
  state = new Int32Array(INITIAL);
  size = 0;
  /** One past the farthest distance queued. */
  end = 0;

  /** Makes room for `more` entries at distances up to `distance`. */
  reserve(more: number, distance: number): void {
    if (distance >= this.head.length) {
      const wider = new Int32Array(Math.max(distance + 1, this.head.length * 2)).fill(-1);
      wider.set(this.head);
      this.head = wider;
    }
    while (this.size + more > this.next.length) {
      this.next = grown(this.next);
      this.state = grown(this.state);
    }
  }

  /** Empties the queue for a new search. */
  reset(): void {
    this.head.fill(-1, 0, this.end);
    this.size = 0;
    this.end = 0;
  }

  push(distance: number, state: number): void {
    this.reserve(1, distance);
    this.state[this.size] = state;
    this.next[this.size] = this.head[distance]!;
    this.head[distance] = this.size++;
    if (distance >= this.end) this.end = distance + 1;
  }
}

/**
 * Proves one Step player's board: par, count of best solutions, soft-locks and one best
 * solution, searching from stop to stop (see the module comment).
 *
 * @param budget - the most stop states to store (the state budget, already clamped).
 * @param firstGoalOnly - stop at the first goal (par and route only; no counts or soft-locks).
 * @param bound - with `firstGoalOnly`: only solutions of at most this many steps are looked
 *   for (states that cannot finish within it are dropped), so a board with a longer par comes
 *   back unsolvable. The par found within the bound is exact.
 * @internal
 */
export function searchStep(
  rules: Rules,
  player: number,
  budget: number,
  firstGoalOnly = false,
  bound = Number.POSITIVE_INFINITY,
  clock: SearchClock = UNLIMITED,
): StepProof {
  if (isPlain(rules)) return searchPlain(rules, player);
  const stops = stopsOf(rules, player);
  const { landing, gives, flipsBit, goal } = stops;
  // A bounded first-goal search drops every state that cannot finish within `bound` moves by
  // the lower bound below; without a bound nothing is dropped.
  const bounded = firstGoalOnly && Number.isFinite(bound);
  const lower = bounded ? lowerBounds(rules, player, stops) : null;
  const gemMask = rules.allGems << rules.keyBits;
  const isGoal = (stop: number, inv: number) => stop === goal && (inv & gemMask) === gemMask;
  const configs = newConfigs(stops);

  // The soft-lock search goes backwards over the legs: on a symmetric board it can walk them
  // backwards from the stops themselves; otherwise the legs found are kept.
  const keepEdges = !stops.symmetric;
  // Tables kept from earlier searches, handed back when this one is done.
  const { table, queue } = takeTables();
  try {
    table.reset(stops.cells.length, rules.keyBits + rules.gemBits + rules.flipBits, keepEdges);
    queue.reset();
    let exhausted = false;
    let firstGoal = -1;
    let finishedThrough = -1; // every state at this distance or nearer was expanded
    table.reserve(1);
    const initial = table.size++;
    table.addRow(0);
    table.ids[stops.start] = initial + 1;
    table.stop[initial] = stops.start;
    table.dist[initial] = 0;
    table.ways[initial] = 1;
    table.parent[initial] = -1;
    queue.push(0, initial);
    const { rowOf, stopCount } = table;

    search: for (let d = 0; d < queue.end; d++) {
      // Entries pushed while this distance is expanded are farther away (legs are 1 or longer).
      for (let e = queue.head[d]!; e >= 0; e = queue.next[e]!) {
        const s = queue.state[e]!;
        if (table.done[s] === 1 || table.dist[s] !== d) continue;
        if (clock.tick()) {
          exhausted = true;
          break search;
        }
        table.done[s] = 1;
        const stop = table.stop[s]!;
        const inv = table.inventory[s]!;
        if (isGoal(stop, inv)) {
          if (firstGoal < 0) firstGoal = s;
          if (firstGoalOnly) break search;
          continue;
        }
        const legs = legsOf(
          rules,
          stops,
          configs,
          configOf(configs, rules, stops, inv & ~gemMask),
          stop,
        );
        const { to, length, ways } = legs;
        const count = to.length;
        table.reserve(count);
        queue.reserve(count, d + legs.longest);
        // The arrays stay put until the next reserve: work on them directly.
        const { stop: stopAt, inventory, dist, ways: waysTo, parent, ids, edges } = table;
        const { head, next, state } = queue;
        const w = waysTo[s]!;
        const ownRow = rowOf[inv]! - 1;
        let size = table.size;
        let edgeCount = table.edgeCount;
        let queued = queue.size;
        if (keepEdges) table.edgeStart[s] = edgeCount;
        for (let k = 0; k < count; k++) {
          const entered = to[k]!;
          const at = landing[entered]!;
          const after = (inv | gives[entered]!) ^ flipsBit[entered]!;
          if (lower !== null && d + length[k]! + lower(at, after) > bound) continue;
          // Most legs end on a stop that changes nothing held: the same row.
          let row = after === inv ? ownRow : rowOf[after]! - 1;
          if (row < 0) row = table.addRow(after);
          const slot = row * stopCount + at;
          let t = ids[slot]! - 1;
          if (t < 0) {
            if (size >= budget) {
              exhausted = true;
              table.size = size;
              queue.size = queued;
              break search;
            }
            t = size++;
            ids[slot] = t + 1;
            stopAt[t] = at;
            inventory[t] = after;
            dist[t] = 0x7fffffff;
            parent[t] = -1;
          }
          if (keepEdges) edges[edgeCount++] = t;
          const nd = d + length[k]!;
          const dt = dist[t]!;
          if (nd < dt) {
            dist[t] = nd;
            waysTo[t] = Math.min(COUNT_CAP, w * ways[k]!);
            parent[t] = s;
            state[queued] = t;
            next[queued] = head[nd]!;
            head[nd] = queued++;
          } else if (nd === dt) {
            waysTo[t] = Math.min(COUNT_CAP, waysTo[t]! + w * ways[k]!);
          }
        }
        table.size = size;
        queue.size = queued;
        queue.end = Math.max(queue.end, d + legs.longest + 1);
        if (keepEdges) {
          table.edgeCount = edgeCount;
          table.edgeEnd[s] = edgeCount;
        }
      }
      finishedThrough = d;
    }

    const par = firstGoal >= 0 ? table.dist[firstGoal]! : -1;
    const solvable = par >= 0;
    let optimalCount = 0;
    if (solvable && !firstGoalOnly) {
      for (let s = 0; s < table.size; s++) {
        if (table.dist[s] === par && isGoal(table.stop[s]!, table.inventory[s]!)) {
          optimalCount = Math.min(COUNT_CAP, optimalCount + table.ways[s]!);
        }
      }
    }
    const countComplete =
      solvable && !firstGoalOnly && finishedThrough >= par - 1 && optimalCount < COUNT_CAP;
    const { moves, route } = solvable
      ? rebuild(rules, stops, configs, table, firstGoal)
      : { moves: [], route: [] };
    let canGetStuck: boolean | null = null;
    if (!exhausted && !firstGoalOnly) {
      canGetStuck = solvable ? stuck(rules, stops, configs, table, isGoal, gemMask) : true;
    }
    return {
      solvable,
      par,
      optimalCount: solvable ? optimalCount : 0,
      countComplete,
      canGetStuck,
      explored: table.size,
      budgetExhausted: exhausted && clock.stoppedBy === null,
      timedOut: exhausted && clock.stoppedBy !== null,
      moves,
      route,
    };
  } finally {
    FREE_TABLES.push({ table, queue });
  }
}

/**
 * A lower bound on the steps left from a stop holding an inventory, for bounded searches: the
 * shortest route that visits every gem the player lacks, in the best order, and then its goal,
 * measured on the board relaxed of every rule (doors, gates, one-way sides and traps ignored; a
 * portal's two ends joined at no cost). Worked out by dynamic programming over the subsets of
 * missing gems (at most 8 gems: 2,048 routes from gems), and per stop the first time it is
 * asked. It never overestimates, so every state along a solution within a limit has distance
 * + bound within it too: a search ordered by distance that drops the other states still finds
 * every such solution, with exact distances (the A* argument, used here only to prune).
 */
function lowerBounds(
  rules: Rules,
  player: number,
  stops: Stops,
): (stop: number, inventory: number) => number {
  const far = 1 << 28;
  const goalCell = rules.goalOf[player]!;
  const fromGoal = relaxedDistances(rules, goalCell);
  const gemCells = rules.board.gems;
  const gems = gemCells.length;
  const fromGems = gemCells.map((c) => relaxedDistances(rules, c));
  const dist = (d: number) => (d < 0 ? far : d);
  const subsets = 1 << gems;
  // route[g · subsets + m]: from gem g, through every gem of m (g not in m), to the goal.
  const route = new Int32Array(gems * subsets).fill(far);
  for (let m = 0; m < subsets; m++) {
    for (let g = 0; g < gems; g++) {
      if ((m >> g) & 1) continue;
      if (m === 0) {
        route[g * subsets] = dist(fromGoal[gemCells[g]!]!);
        continue;
      }
      let best = far;
      for (let h = 0; h < gems; h++) {
        if (!((m >> h) & 1)) continue;
        const via = dist(fromGems[g]![gemCells[h]!]!) + route[h * subsets + (m & ~(1 << h))]!;
        if (via < best) best = via;
      }
      route[g * subsets + m] = Math.min(far, best);
    }
  }
  const known = new Int32Array(stops.cells.length * subsets).fill(-1);
  const shift = rules.keyBits;
  return (stop, inventory) => {
    const missing = ~(inventory >> shift) & (subsets - 1);
    const at = stop * subsets + missing;
    let h = known[at]!;
    if (h >= 0) return h;
    const c = stops.cells[stop]!;
    if (missing === 0) h = dist(fromGoal[c]!);
    else {
      h = far;
      for (let g = 0; g < gems; g++) {
        if (!((missing >> g) & 1)) continue;
        const via = dist(fromGems[g]![c]!) + route[g * subsets + (missing & ~(1 << g))]!;
        if (via < h) h = via;
      }
    }
    known[at] = Math.min(far, h);
    return known[at]!;
  };
}

/** Steps from `from` to every cell on the relaxed board of {@link lowerBounds}; −1 if none. */
function relaxedDistances(rules: Rules, from: number): Int32Array {
  const { n, maxSlots, across, twin, topology: t } = rules;
  const dist = new Int32Array(n).fill(-1);
  // A deque: portal jumps cost nothing (pushed to the front), steps cost one (to the back).
  // Each jump is pushed to the front at most once (from a cell done); a cell may go to the
  // back once per side leading into it.
  const deque = new Int32Array(n + 1 + n * maxSlots + 1);
  let front = n + 1;
  let back = n + 1;
  dist[from] = 0;
  deque[back++] = from;
  const done = new Uint8Array(n);
  while (front < back) {
    const cell = deque[front++]!;
    if (done[cell]) continue;
    done[cell] = 1;
    const d = dist[cell]!;
    const jump = twin[cell]!;
    if (jump >= 0 && (dist[jump] === -1 || dist[jump]! > d)) {
      dist[jump] = d;
      deque[--front] = jump;
    }
    for (let s = 0, slots = t.slotCount(cell); s < slots; s++) {
      const next = across[cell * maxSlots + s]!;
      if (next < 0 || done[next]) continue;
      if (dist[next] === -1 || dist[next]! > d + 1) {
        dist[next] = d + 1;
        deque[back++] = next;
      }
    }
  }
  return dist;
}

/** A board with no gimmicks at all: only open sides, tunnels and stairs. */
function isPlain(rules: Rules): boolean {
  const b = rules.board;
  return (
    b.keys.length + b.doors.length + b.gates.length + b.switches.length + b.gems.length === 0 &&
    b.traps.length + b.oneWays.length + b.portals.length === 0
  );
}

/**
 * The proof of a plain board (see {@link isPlain}): every step can be taken back, so the one
 * search needed is a breadth-first walk from the start, counting the shortest walks into each
 * cell (a different side, a different walk) as the stop-to-stop search does; it stops once the
 * goal's layer is done. Nobody can get stuck on a solvable plain board (the way back to the
 * start is always open); on an unsolvable one the start itself is stuck.
 */
function searchPlain(rules: Rules, player: number): StepProof {
  const { n, maxSlots, across } = rules;
  const start = rules.board.starts[player]!;
  const goal = rules.goalOf[player]!;
  const dist = new Int32Array(n).fill(-1);
  const ways = new Float64Array(n);
  const parent = new Int32Array(n).fill(-1);
  const queue = new Int32Array(n);
  dist[start] = 0;
  ways[start] = 1;
  queue[0] = start;
  let tail = 1;
  for (let head = 0; head < tail; head++) {
    const cell = queue[head]!;
    const d = dist[cell]!;
    if (dist[goal]! >= 0 && d >= dist[goal]!) break;
    // Slots a cell lacks read −1 in `across`, like walls.
    for (let side = cell * maxSlots, end = side + maxSlots; side < end; side++) {
      const next = across[side]!;
      if (next < 0) continue;
      if (dist[next] === -1) {
        dist[next] = d + 1;
        ways[next] = ways[cell]!;
        parent[next] = cell;
        queue[tail++] = next;
      } else if (dist[next] === d + 1) {
        ways[next] = Math.min(COUNT_CAP, ways[next]! + ways[cell]!);
      }
    }
  }
  const par = dist[goal]!;
  const solvable = par >= 0;
  const route: number[] = [];
  if (solvable) for (let c = goal; c >= 0; c = parent[c]!) route.push(c);
  route.reverse();
  const optimalCount = solvable ? Math.min(COUNT_CAP, ways[goal]!) : 0;
  return {
    solvable,
    par,
    optimalCount,
    countComplete: solvable && optimalCount < COUNT_CAP,
    canGetStuck: !solvable,
    explored: tail,
    budgetExhausted: false,
    timedOut: false,
    moves: route.slice(1),
    route,
  };
}

/** One best solution cell by cell: the stop states back from the goal, each leg walked again. */
function rebuild(
  rules: Rules,
  stops: Stops,
  configs: Configs,
  table: StateTable,
  goalState: number,
): { moves: number[]; route: number[] } {
  const chain: number[] = [];
  for (let s = goalState; s >= 0; s = table.parent[s]!) chain.push(s);
  chain.reverse();
  const gemMask = rules.allGems << rules.keyBits;
  const moves: number[] = [];
  const route: number[] = [stops.cells[table.stop[chain[0]!]!]!];
  const parents = new Int32Array(rules.n);
  for (let k = 1; k < chain.length; k++) {
    const from = chain[k - 1]!;
    const to = chain[k]!;
    const config = configOf(configs, rules, stops, table.inventory[from]! & ~gemMask);
    const length = table.dist[to]! - table.dist[from]!;
    // The stop entered: the landing's portal twin when the landing is a portal end.
    const landCell = stops.cells[table.stop[to]!]!;
    const twin = rules.twin[landCell]!;
    const entered = twin >= 0 ? twin : landCell;
    walk(rules, stops, config, table.stop[from]!, parents);
    const cells: number[] = [entered];
    const origin = stops.cells[table.stop[from]!]!;
    for (let c = parents[entered]!; c !== origin; c = parents[c]!) cells.push(c);
    cells.reverse();
    if (cells.length !== length) throw new Error('step search: a leg could not be walked again');
    moves.push(...cells);
    route.push(...cells.slice(0, -1), landCell);
  }
  return { moves, route };
}

/**
 * Whether some reachable position cannot finish: a stop state from which no goal can be
 * reached, or a walk into cells between stops that can only end in such states.
 */
function stuck(
  rules: Rules,
  stops: Stops,
  configs: Configs,
  table: StateTable,
  isGoal: (stop: number, inv: number) => boolean,
  gemMask: number,
): boolean | null {
  const { size, done } = table;
  const live = new Uint8Array(size);
  let alive = 0;
  for (let s = 0; s < size; s++) {
    if (done[s] === 0) return null; // cannot happen after a full search: claim nothing
    if (isGoal(table.stop[s]!, table.inventory[s]!)) {
      live[s] = 1;
      alive++;
    }
  }
  // Which stop states can still finish.
  if (alive < size) {
    const all = stops.symmetric
      ? settleByReturns(rules, stops, configs, table, live, gemMask) ||
        settleSymmetric(rules, stops, configs, table, live, gemMask)
      : settleBackwards(table, live);
    if (!all) return true;
  }
  // Every stop state can finish, and every stop a walk from one can enter leads to a state the
  // search found (one of its legs), so a walk between stops is stuck only where it can enter no
  // stop at all: a sink component of the cells between stops with no way into a stop. On a
  // symmetric board a walk can always go back the way it came, so there is none.
  if (stops.symmetric) return false;
  for (let s = 0; s < size; s++) {
    const stop = table.stop[s]!;
    const inv = table.inventory[s]!;
    if (isGoal(stop, inv)) continue;
    const config = configs.byCode.get(inv & ~gemMask)!;
    config.trapped ??= trappedWalks(rules, stops, config);
    if (config.trapped[stop] === 1) return true;
  }
  return false;
}

/**
 * Settles most stop states of a solvable symmetric board without a search backwards, and
 * returns whether it settled them all (when not, {@link settleSymmetric} finishes the job from
 * the states marked here).
 *
 * Holding more keys and gems never hurts (every door that was open stays open, and home only
 * comes sooner), so a state can finish when it can walk back to where it came from holding at
 * least as much, with the same flips. On a symmetric board a leg walks back the way it came,
 * a portal is walked back by stepping off its end and on again, and a switch is flipped back the
 * same way (when the gates then allow stepping off and on). So first, in the order found (a
 * state's parent is usually found before it; when not, the state is left to the next step): a
 * state whose best way in is such a leg can finish when its parent can, and the first state can
 * because the board is solvable. Then, for the few states left, a state can finish when one of its legs leads to a
 * state that can, repeated until nothing changes (a few sweeps, latest found first; after 8 the
 * rest is left to the search backwards).
 */
function settleByReturns(
  rules: Rules,
  stops: Stops,
  configs: Configs,
  table: StateTable,
  live: Uint8Array,
  gemMask: number,
): boolean {
  const { size, parent, stop, inventory } = table;
  const { landing, gives, flipsBit, cells, stopOf } = stops;
  const legsFrom = (at: number, inv: number) =>
    legsOf(rules, stops, configs, configOf(configs, rules, stops, inv & ~gemMask), at);
  /** Whether a player on stop `at` holding `inv` can step off it and onto it again. */
  const reenters = (at: number, inv: number) => legsFrom(at, inv).to.includes(at);
  live[0] = 1; // the first state: the board is solvable
  for (let s = 1; s < size; s++) {
    if (live[s] === 1) continue;
    const p = parent[s]!;
    if (live[p] === 0) continue;
    const left = stop[p]!;
    const at = stop[s]!;
    const inv = inventory[s]!;
    const twin = rules.twin[cells[at]!]!;
    const entered = twin >= 0 ? stopOf[twin]! : at;
    if (entered !== at) {
      // Through a portal: step off its end and on again, back to the stop entered.
      if (flipsBit[at] !== 0 || flipsBit[entered] !== 0 || !reenters(at, inv)) continue;
    } else if (flipsBit[at] !== 0 && !reenters(at, inv)) {
      // A switch: step off and on again to flip it back.
      continue;
    }
    // Walk the leg back onto the stop left. A portal end throws the player to its twin: step off
    // that and on again to come back. A switch flips: step off and on again to flip it back.
    const held = inventory[p]!;
    if (landing[left] !== left) {
      const far = landing[left]!;
      if (flipsBit[left] !== 0 || flipsBit[far] !== 0 || !reenters(far, held)) continue;
    } else if (flipsBit[left] !== 0 && !reenters(left, held ^ flipsBit[left]!)) {
      continue;
    }
    live[s] = 1;
  }
  let rest: number[] = [];
  for (let s = 0; s < size; s++) if (live[s] === 0) rest.push(s);
  for (let sweep = 0; sweep < 8 && rest.length > 0; sweep++) {
    const still: number[] = [];
    for (let i = rest.length - 1; i >= 0; i--) {
      const s = rest[i]!;
      const inv = inventory[s]!;
      const { to } = legsFrom(stop[s]!, inv);
      let finishes = false;
      for (let k = 0; k < to.length && !finishes; k++) {
        const x = to[k]!;
        finishes = live[table.find(landing[x]!, (inv | gives[x]!) ^ flipsBit[x]!)] === 1;
      }
      if (finishes) live[s] = 1;
      else still.push(s);
    }
    if (still.length === rest.length) return false;
    rest = still.reverse();
  }
  return rest.length === 0;
}

/**
 * Finishes the set of stop states that can still finish on a symmetric board, exactly: a
 * breadth-first search backwards from those already known, finding each state's predecessors
 * from the legs themselves. A state at stop L holding J was reached by entering the stop X that
 * lands on L (L, or its portal twin) from some stop P holding I, where entering X turns I into J
 * (so I is J with X's switch flipped back, with or without X's key or gem), and a walk from P
 * can enter X — which on a symmetric board is a walk from X entering P, one of X's own legs.
 * Returns whether every state can finish.
 */
function settleSymmetric(
  rules: Rules,
  stops: Stops,
  configs: Configs,
  table: StateTable,
  live: Uint8Array,
  gemMask: number,
): boolean {
  const { size } = table;
  const { gives, flipsBit, cells, stopOf } = stops;
  const queue = new Int32Array(size);
  let tail = 0;
  for (let s = 0; s < size; s++) if (live[s] === 1) queue[tail++] = s;
  const settle = (x: number, before: number) => {
    if (!table.holds(before)) return;
    const config = configOf(configs, rules, stops, before & ~gemMask);
    const { to } = legsOf(rules, stops, configs, config, x);
    for (let k = 0; k < to.length; k++) {
      const t = table.find(to[k]!, before);
      if (t >= 0 && live[t] === 0) {
        live[t] = 1;
        queue[tail++] = t;
      }
    }
  };
  for (let head = 0; head < tail && tail < size; head++) {
    const s = queue[head]!;
    const at = table.stop[s]!;
    const twin = rules.twin[cells[at]!]!;
    const x = twin >= 0 ? stopOf[twin]! : at;
    const unflipped = table.inventory[s]! ^ flipsBit[x]!;
    if ((unflipped & gives[x]!) !== gives[x]) continue; // not a landing on x
    settle(x, unflipped);
    if (gives[x] !== 0) settle(x, unflipped & ~gives[x]!);
  }
  return tail === size;
}

/**
 * Finishes the set of stop states that can still finish, exactly: a breadth-first search
 * backwards from those already known over the legs turned around (compressed sparse rows built
 * by a counting sort). Returns whether every state can finish.
 */
function settleBackwards(table: StateTable, live: Uint8Array): boolean {
  const { size, edges, edgeStart, edgeEnd } = table;
  return everyStateReaches(size, edgeStart, edgeEnd, edges, live);
}

/**
 * Per stop, whether a walk leaving it under one configuration can end where no stop can be
 * entered any more: the strongly connected components of the cells between stops (Tarjan's
 * algorithm, iterative), the sinks among them (no way on to other such cells) that have no side
 * into a stop either, and which of those a walk from each stop reaches.
 */
function trappedWalks(rules: Rules, stops: Stops, config: Config): Uint8Array {
  const { n, maxSlots, topology: t } = rules;
  const { keys, flips } = config;
  const { stopOf } = stops;
  const between = (c: number) => stopOf[c]! < 0 && rules.trap[c] === 0;
  const next = (cell: number, s: number) => pass(rules, cell * maxSlots + s, keys, flips);
  const index = new Int32Array(n).fill(-1);
  const low = new Int32Array(n);
  const component = new Int32Array(n).fill(-1);
  const onStack = new Uint8Array(n);
  const stack: number[] = [];
  const callCell: number[] = [];
  const callSlot: number[] = [];
  let counter = 0;
  let components = 0;
  for (let root = 0; root < n; root++) {
    if (!between(root) || index[root] !== -1) continue;
    index[root] = low[root] = counter++;
    stack.push(root);
    onStack[root] = 1;
    callCell.push(root);
    callSlot.push(0);
    while (callCell.length > 0) {
      const top = callCell.length - 1;
      const cell = callCell[top]!;
      const s = callSlot[top]!;
      if (s < t.slotCount(cell)) {
        callSlot[top] = s + 1;
        const to = next(cell, s);
        if (to < 0 || !between(to)) continue;
        if (index[to] === -1) {
          index[to] = low[to] = counter++;
          stack.push(to);
          onStack[to] = 1;
          callCell.push(to);
          callSlot.push(0);
        } else if (onStack[to] === 1) {
          low[cell] = Math.min(low[cell]!, index[to]!);
        }
        continue;
      }
      callCell.pop();
      callSlot.pop();
      if (callCell.length > 0) {
        const parent = callCell[callCell.length - 1]!;
        low[parent] = Math.min(low[parent]!, low[cell]!);
      }
      if (low[cell] === index[cell]) {
        let member: number;
        do {
          member = stack.pop()!;
          onStack[member] = 0;
          component[member] = components;
        } while (member !== cell);
        components++;
      }
    }
  }
  // Dead sinks: no way on to other cells between stops, and none into a stop.
  const dead = new Uint8Array(components).fill(1);
  for (let c = 0; c < n; c++) {
    const k = component[c]!;
    if (k < 0 || dead[k] === 0) continue;
    for (let s = 0; s < t.slotCount(c); s++) {
      const to = next(c, s);
      if (to >= 0 && (stopOf[to]! >= 0 || component[to] !== k)) dead[k] = 0;
    }
  }
  // Per stop: does a walk from its first steps reach a dead sink?
  const trapped = new Uint8Array(stops.cells.length);
  const seen = new Int32Array(n);
  for (let stop = 0; stop < stops.cells.length; stop++) {
    const queue: number[] = [];
    const origin = stops.cells[stop]!;
    const enter = (to: number) => {
      if (to >= 0 && component[to]! >= 0 && seen[to] !== stop + 1) {
        seen[to] = stop + 1;
        queue.push(to);
      }
    };
    for (let s = 0; s < t.slotCount(origin); s++) enter(next(origin, s));
    for (let head = 0; head < queue.length && trapped[stop] === 0; head++) {
      const cell = queue[head]!;
      if (dead[component[cell]!] === 1) trapped[stop] = 1;
      for (let s = 0; s < t.slotCount(cell); s++) enter(next(cell, s));
    }
  }
  return trapped;
}
