import { popcount } from '@knossos/core';
import { COUNT_CAP, type SearchClock, UNLIMITED } from '@knossos/solver';
import { everyStateReaches } from './backwards.js';
import {
  type FastRoll,
  fastRoll,
  HOME,
  rollDirections,
  rollInPlace,
  rollStatic,
  staticRolls,
} from './roll.js';
import type { Rules } from './rules.js';

/**
 * The exact proof of rolling players, searched jointly, breadth first — the same search as
 * {@link rollProblem} with `@knossos/solver` (which the tests hold it to), laid out for speed:
 *
 * - A position packs the players' cells one byte each (255 for home; sorted when the players are
 *   interchangeable, sharing one goal) into 32 bits, kept apart from what they hold.
 * - Positions are indexed by one small hash table per inventory (keys, gems and flips held), and
 *   each layer of the search is expanded inventory by inventory. Most rolls pick nothing up, so
 *   nearly every look-up lands in the table being worked on, which stays in the processor's
 *   cache; one table for every position would not, and a look-up would wait on memory.
 * - States are numbered in breadth-first order, so the states one layer deeper than the one
 *   being expanded are exactly those numbered from the layer's end on.
 *
 * Boards with more than 255 cells do not fit the byte per player and are left to
 * {@link rollProblem}.
 * @internal
 */

/** What {@link searchRoll} proved. @internal */
export interface RollProof {
  readonly solvable: boolean;
  readonly par: number;
  readonly optimalCount: number;
  readonly countComplete: boolean;
  readonly canGetStuck: boolean | null;
  readonly explored: number;
  readonly budgetExhausted: boolean;
  /** The clock (time limit or signal) stopped the search. */
  readonly timedOut: boolean;
  /** One best solution's roll directions, `par` of them. */
  readonly moves: readonly number[];
}

/** States expanded together (see the search loop). */
const BATCH = 32;

/** The cell byte of a player at home. */
const HOME_BYTE = 255;
/** The packed position with every player home. */
const ALL_HOME = -1; // 0xffffffff as an Int32

/** A typed array twice as long, with the old contents. */
function grown<T extends Int32Array | Float64Array>(a: T): T {
  const b = new (a.constructor as new (n: number) => T)(a.length * 2);
  b.set(a);
  return b;
}

/**
 * Positions held with one inventory: open addressing on the packed position, each slot the key
 * and its id + 1 side by side (0 for an empty slot), so a probe reads one cache line.
 */
class Bucket {
  slots = new Int32Array(128);
  mask = 63;
  count = 0;

  /** The slot where the search for `key` starts. */
  slotOf(key: number): number {
    // murmur3's finaliser: every bit of the key reaches every bit of the slot.
    let h = Math.imul(key ^ (key >>> 16), 0x85ebca6b);
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
    return (h ^ (h >>> 16)) & this.mask;
  }

  /** The id stored for `key`, or −(slot + 1) for where it would go. */
  find(key: number): number {
    return this.findFrom(this.slotOf(key), key);
  }

  /** {@link find}, starting from the slot {@link slotOf} gave. */
  findFrom(start: number, key: number): number {
    let h = start;
    const slots = this.slots;
    for (;;) {
      const id = slots[2 * h + 1]!;
      if (id === 0) return -(h + 1);
      if (slots[2 * h] === key) return id - 1;
      h = (h + 1) & this.mask;
    }
  }

  /** Stores `id` for `key` at `slot` (from {@link find}); grows when 70 % full. */
  put(slot: number, key: number, id: number): void {
    this.slots[2 * slot] = key;
    this.slots[2 * slot + 1] = id + 1;
    if (++this.count * 10 > (this.mask + 1) * 7) {
      const old = this.slots;
      this.slots = new Int32Array(old.length * 2);
      this.mask = this.mask * 2 + 1;
      for (let i = 0; i < old.length; i += 2) {
        if (old[i + 1] === 0) continue;
        const at = -this.find(old[i]!) - 1;
        this.slots[2 * at] = old[i]!;
        this.slots[2 * at + 1] = old[i + 1]!;
      }
    }
  }
}

/**
 * Proves a Roll board: par, count of best solutions, soft-locks and one best solution.
 *
 * @param budget - the most states to store (the state budget, already clamped).
 * @param firstGoalOnly - stop at the first goal (par and moves only; no counts or soft-locks).
 * @returns the proof, or `null` when the board has more than 255 cells.
 * @internal
 */
export function searchRoll(
  rules: Rules,
  budget: number,
  firstGoalOnly = false,
  clock: SearchClock = UNLIMITED,
): RollProof | null {
  const { n, players, keyBits, gemBits } = rules;
  if (n > HOME_BYTE) return null;
  const interchangeable = players > 1 && rules.goalOf.every((g) => g === rules.goalOf[0]);
  const directions = rollDirections(rules.topology.spec.kind);
  const fast: FastRoll = fastRoll(rules);
  const runs = staticRolls(rules);
  const keyMask = (1 << keyBits) - 1;
  const gemMask = (1 << gemBits) - 1;

  let capacity = 1 << 14;
  let posOf = new Int32Array(capacity);
  let invOf = new Int32Array(capacity);
  // Counts stop at COUNT_CAP (10⁹), which an Int32Array holds at half the memory of doubles.
  let ways = new Int32Array(capacity);
  let parent = new Int32Array(capacity);
  let edgeStart = new Int32Array(capacity);
  let edgeEnd = new Int32Array(capacity);
  let edges = new Int32Array(1 << 16);
  let edgeCount = 0;
  let size = 0;
  const buckets = new Map<number, Bucket>();
  const bucketOf = (inv: number): Bucket => {
    let b = buckets.get(inv);
    if (b === undefined) {
      b = new Bucket();
      buckets.set(inv, b);
    }
    return b;
  };

  const positions = new Int32Array(players);
  const before = new Int32Array(players);
  const inv = new Int32Array(3);
  // One batch's rolls: for state j of the batch, rolls rollsFrom[j] to rollsFrom[j + 1].
  const rollsFrom = new Int32Array(BATCH + 1);
  const rolledKey = new Int32Array(BATCH * directions);
  const rolledInv = new Int32Array(BATCH * directions);
  const rolledSlot = new Int32Array(BATCH * directions);
  const rolledMask = new Int32Array(BATCH * directions);
  const rolledBucket: Bucket[] = [];
  /** Packs `positions` (cells or HOME) into one byte per player, sorted when interchangeable. */
  const pack = (): number => packPositions(positions, players, interchangeable);
  const unpack = (key: number, into: Int32Array) => {
    for (let p = 0; p < players; p++) {
      const byte = (key >>> (8 * p)) & 255;
      into[p] = byte === HOME_BYTE ? HOME : byte;
    }
  };

  // The first state: the starts, holding nothing (no pick-up on the start cells, as in play).
  for (let p = 0; p < players; p++) positions[p] = rules.board.starts[p]!;
  const first = pack();
  posOf[0] = first;
  invOf[0] = 0;
  ways[0] = 1;
  parent[0] = -1;
  size = 1;
  bucketOf(0).put(-bucketOf(0).find(first) - 1, first, 0);

  let exhausted = false;
  let par = first === ALL_HOME ? 0 : -1;
  let goalFound = par === 0 ? 0 : -1;
  let parLayerWhole = par === 0;
  let layerStart = 0;
  let layerEnd = 1;
  /** Goal states, each with its depth. */
  const goals: number[] = par === 0 ? [0] : [];
  const goalDepths: number[] = par === 0 ? [0] : [];
  let order = new Int32Array(1024);

  search: for (let depth = 0; layerStart < layerEnd && !(firstGoalOnly && par >= 0); depth++) {
    // Expand the layer inventory by inventory (its ids, sorted by inventory then id).
    const count = layerEnd - layerStart;
    if (order.length < count) order = new Int32Array(count * 2);
    const layer = order.subarray(0, count);
    if (buckets.size === 1) {
      for (let i = 0; i < count; i++) layer[i] = layerStart + i;
    } else {
      // A counting sort by inventory: each inventory's states together, in id order.
      const at = new Map<number, number>();
      for (let s = layerStart; s < layerEnd; s++) at.set(invOf[s]!, (at.get(invOf[s]!) ?? 0) + 1);
      let offset = 0;
      for (const [held, many] of at) {
        at.set(held, offset);
        offset += many;
      }
      for (let s = layerStart; s < layerEnd; s++) {
        const k = at.get(invOf[s]!)!;
        layer[k] = s;
        at.set(invOf[s]!, k + 1);
      }
    }
    const nextStart = layerEnd;
    // A batch of states at a time: all their rolls first, then one touch of every table slot
    // they will look up (so the memory is fetched together, not one wait at a time), then the
    // look-ups, state by state.
    for (let i = 0; i < count; i += BATCH) {
      if (clock.tick()) {
        exhausted = true;
        break search;
      }
      const batchEnd = Math.min(count, i + BATCH);
      let rolls = 0;
      for (let j = i; j < batchEnd; j++) {
        const s = layer[j]!;
        rollsFrom[j - i] = rolls;
        const key = posOf[s]!;
        if (key === ALL_HOME) continue; // home: play ends
        const held = invOf[s]!;
        const own = bucketOf(held);
        unpack(key, before);
        for (let d = 0; d < directions; d++) {
          for (let p = 0; p < players; p++) positions[p] = before[p]!;
          inv[0] = held & keyMask;
          inv[1] = (held >> keyBits) & gemMask;
          inv[2] = held >> (keyBits + gemBits);
          const rolled =
            runs === null
              ? rollInPlace(rules, fast, positions, inv, d)
              : rollStatic(rules, fast, runs, positions, inv, d);
          if (rolled !== 1) continue;
          const afterInv = inv[0]! | (inv[1]! << keyBits) | (inv[2]! << (keyBits + gemBits));
          const bucket = afterInv === held ? own : bucketOf(afterInv);
          rolledKey[rolls] = pack();
          rolledInv[rolls] = afterInv;
          rolledBucket[rolls] = bucket;
          rolledSlot[rolls] = bucket.slotOf(rolledKey[rolls]!);
          rolledMask[rolls] = bucket.mask;
          rolls++;
        }
      }
      rollsFrom[batchEnd - i] = rolls;
      let touched = 0;
      for (let r = 0; r < rolls; r++) touched |= rolledBucket[r]!.slots[2 * rolledSlot[r]! + 1]!;
      void touched;
      for (let j = i; j < batchEnd; j++) {
        const s = layer[j]!;
        if (posOf[s] === ALL_HOME) continue;
        const w = ways[s]!;
        edgeStart[s] = edgeCount;
        for (let r = rollsFrom[j - i]!; r < rollsFrom[j - i + 1]!; r++) {
          const after = rolledKey[r]!;
          const bucket = rolledBucket[r]!;
          // An earlier state's new state may have grown the table: then start afresh.
          const start = bucket.mask === rolledMask[r] ? rolledSlot[r]! : bucket.slotOf(after);
          let t = bucket.findFrom(start, after);
          if (t < 0) {
            if (size >= budget) {
              exhausted = true;
              edgeEnd[s] = edgeCount;
              break search;
            }
            if (size === capacity) {
              capacity *= 2;
              posOf = grown(posOf);
              invOf = grown(invOf);
              ways = grown(ways);
              parent = grown(parent);
              edgeStart = grown(edgeStart);
              edgeEnd = grown(edgeEnd);
            }
            bucket.put(-t - 1, after, size);
            t = size++;
            posOf[t] = after;
            invOf[t] = rolledInv[r]!;
            ways[t] = w;
            parent[t] = s;
            if (after === ALL_HOME) {
              goals.push(t);
              goalDepths.push(depth + 1);
              if (par < 0) {
                par = depth + 1;
                goalFound = t;
              }
            }
          } else if (t >= nextStart) {
            ways[t] = Math.min(COUNT_CAP, ways[t]! + w);
          }
          if (edgeCount === edges.length) edges = grown(edges);
          edges[edgeCount++] = t;
        }
        edgeEnd[s] = edgeCount;
      }
    }
    if (par >= 0 && par === depth + 1) parLayerWhole = true;
    layerStart = layerEnd;
    layerEnd = size;
  }
  const complete = !exhausted && !firstGoalOnly;
  const solvable = par >= 0;
  let optimalCount = 0;
  if (solvable && !firstGoalOnly) {
    goals.forEach((g, i) => {
      if (goalDepths[i] === par) optimalCount = Math.min(COUNT_CAP, optimalCount + ways[g]!);
    });
  }
  const countComplete = solvable && !firstGoalOnly && parLayerWhole && optimalCount < COUNT_CAP;
  let canGetStuck: boolean | null = null;
  if (complete)
    canGetStuck = !solvable || !everyStateFinishes(size, edgeStart, edgeEnd, edges, goals);
  // One best solution: back from the first goal, each roll found again.
  const moves: number[] = [];
  if (solvable) {
    const chain: number[] = [];
    for (let s = goalFound; s >= 0; s = parent[s]!) chain.push(s);
    chain.reverse();
    for (let k = 1; k < chain.length; k++) {
      const from = chain[k - 1]!;
      const to = chain[k]!;
      for (let d = 0; d < directions; d++) {
        unpack(posOf[from]!, positions);
        const held = invOf[from]!;
        inv[0] = held & keyMask;
        inv[1] = (held >> keyBits) & gemMask;
        inv[2] = held >> (keyBits + gemBits);
        const rolled =
          runs === null
            ? rollInPlace(rules, fast, positions, inv, d)
            : rollStatic(rules, fast, runs, positions, inv, d);
        if (rolled !== 1) continue;
        const afterInv = inv[0]! | (inv[1]! << keyBits) | (inv[2]! << (keyBits + gemBits));
        if (pack() === posOf[to] && afterInv === invOf[to]) {
          moves.push(d);
          break;
        }
      }
    }
  }
  return {
    solvable,
    par,
    optimalCount: solvable ? optimalCount : 0,
    countComplete,
    canGetStuck,
    explored: size,
    budgetExhausted: exhausted && clock.stoppedBy === null,
    timedOut: exhausted && clock.stoppedBy !== null,
    moves,
  };
}

/**
 * Whether every state can still reach a goal: a breadth-first search backwards from the goals
 * over the rolls turned around (compressed sparse rows built by a counting sort).
 */
function everyStateFinishes(
  size: number,
  edgeStart: Int32Array,
  edgeEnd: Int32Array,
  edges: Int32Array,
  goals: readonly number[],
): boolean {
  const live = new Uint8Array(size);
  for (const g of goals) live[g] = 1;
  return everyStateReaches(size, edgeStart, edgeEnd, edges, live);
}

/** The most gems {@link searchRollGrouped} takes (its subsets are bits of one 32-bit mask). */
const GROUPED_GEMS = 5;

/**
 * The rolling search again, grouping states by what decides a roll. Where the players stand and
 * the keys and flips they share decide where a roll takes them and which gems it picks up; the
 * gems already held only matter to whether a player passing its goal gets home. So a *node* is
 * positions with keys and flips, rolled once per direction (the outcome kept), and a state is a
 * node with a subset of the gems, indexed directly as `node · 2^gems + subset`. A roll whose
 * outcome depends on the gems held (someone passes its goal: rolled with none and with all, the
 * outcomes differ) is rolled again for each state. Soft-locks are found backwards over the nodes'
 * rolls, a mask of the subsets that can still finish per node, the way data-flow analyses
 * propagate bit sets. Same results as {@link searchRoll} (tests hold them together); used for
 * boards with at most five gems.
 * @internal
 */
export function searchRollGrouped(
  rules: Rules,
  budget: number,
  firstGoalOnly = false,
  clock: SearchClock = UNLIMITED,
): RollProof | null {
  const { n, players, keyBits, gemBits } = rules;
  if (n > HOME_BYTE || gemBits > GROUPED_GEMS) return null;
  const interchangeable = players > 1 && rules.goalOf.every((g) => g === rules.goalOf[0]);
  const directions = rollDirections(rules.topology.spec.kind);
  const fast: FastRoll = fastRoll(rules);
  const runs = staticRolls(rules);
  const keyMask = (1 << keyBits) - 1;
  const subsets = 1 << gemBits;
  const allGems = subsets - 1;
  /** Keys and flips of an inventory, without its gems: the node's configuration. */
  const configOf = (keys: number, flips: number) => keys | (flips << keyBits);

  // Nodes.
  let nodeCapacity = 1 << 13;
  let nodePos = new Int32Array(nodeCapacity);
  let nodeConfig = new Int32Array(nodeCapacity);
  /** Per node and direction: the node a roll leads to, or NO_MOVE, or DEPENDS; −3 unrolled. */
  let rollTo = new Int32Array(nodeCapacity * directions).fill(UNROLLED);
  /** Per node and direction: the gems that roll picks up. */
  let rollPick = new Int32Array(nodeCapacity * directions);
  let nodes = 0;
  const buckets = new Map<number, Bucket>();
  // Most boards have one configuration, and most lookups repeat the last one's.
  let lastConfig = -1;
  let lastBucket: Bucket | null = null;
  const bucketOf = (config: number): Bucket => {
    if (config === lastConfig) return lastBucket!;
    let b = buckets.get(config);
    if (b === undefined) {
      b = new Bucket();
      buckets.set(config, b);
    }
    lastConfig = config;
    lastBucket = b;
    return b;
  };
  /** The node of a packed position and configuration, added when new. */
  const nodeOf = (key: number, config: number): number => {
    const bucket = bucketOf(config);
    const found = bucket.find(key);
    if (found >= 0) return found;
    if (nodes === nodeCapacity) {
      nodeCapacity *= 2;
      nodePos = grownTo(nodePos, nodeCapacity);
      nodeConfig = grownTo(nodeConfig, nodeCapacity);
      const more = new Int32Array(nodeCapacity * directions).fill(UNROLLED);
      more.set(rollTo);
      rollTo = more;
      rollPick = grownTo(rollPick, nodeCapacity * directions);
      reached = grownTo(reached, nodeCapacity);
      fresh = grownTo(fresh, nodeCapacity);
      ways = grownTo(ways, nodeCapacity * subsets);
      parent = grownTo(parent, nodeCapacity * subsets);
    }
    bucket.put(-found - 1, key, nodes);
    nodePos[nodes] = key;
    nodeConfig[nodes] = config;
    return nodes++;
  };
  // States: node · subsets + gems. Which exist is a mask per node (the subsets reached), and
  // which were reached in the layer being found another (cleared layer by layer), so telling a
  // new state, one of the next layer and an older one reads a few bytes per node.
  let reached = new Int32Array(nodeCapacity);
  let fresh = new Int32Array(nodeCapacity);
  // Counts stop at COUNT_CAP (10⁹), which an Int32Array holds at half the memory of doubles.
  let ways = new Int32Array(nodeCapacity * subsets);
  let parent = new Int32Array(nodeCapacity * subsets);

  const positions = new Int32Array(players);
  const start = new Int32Array(players);
  const inv = new Int32Array(3);
  const pack = (): number => packPositions(positions, players, interchangeable);
  const unpack = (key: number) => {
    for (let p = 0; p < players; p++) {
      const byte = (key >>> (8 * p)) & 255;
      start[p] = byte === HOME_BYTE ? HOME : byte;
    }
  };
  /** Rolls the node's positions with `gems` held; returns the roll's result code. */
  const rollWith = (node: number, gems: number, d: number): number => {
    positions.set(start);
    const config = nodeConfig[node]!;
    inv[0] = config & keyMask;
    inv[1] = gems;
    inv[2] = config >>> keyBits;
    return runs === null
      ? rollInPlace(rules, fast, positions, inv, d)
      : rollStatic(rules, fast, runs, positions, inv, d);
  };
  /** Rolls a node every way once, keeping where each roll goes and what it picks up. */
  const rollNode = (node: number): void => {
    unpack(nodePos[node]!);
    for (let d = 0; d < directions; d++) {
      const at = node * directions + d;
      const none = rollWith(node, 0, d);
      const noneKey = none === 1 ? pack() : 0;
      const picked = inv[1]!;
      const noneConfig = configOf(inv[0]!, inv[2]!);
      // Rolled with every gem too, unless rolling by runs already knows the gems made no odds.
      let depends = false;
      if (runs === null || !runs.gemFree) {
        const every = rollWith(node, allGems, d);
        const everyKey = every === 1 ? pack() : 0;
        depends =
          none !== every || noneKey !== everyKey || configOf(inv[0]!, inv[2]!) !== noneConfig;
      }
      if (depends) {
        rollTo[at] = DEPENDS;
      } else if (none !== 1) {
        rollTo[at] = NO_MOVE;
      } else {
        // The node first: adding it may grow the tables being written.
        const target = nodeOf(noneKey, noneConfig);
        rollPick[at] = picked;
        rollTo[at] = target;
      }
    }
  };

  // Search, layer by layer; dependent rolls are kept as state-to-state edges for the way back.
  for (let p = 0; p < players; p++) positions[p] = rules.board.starts[p]!;
  const firstNode = nodeOf(pack(), 0);
  const first = firstNode * subsets;
  reached[firstNode] = 1;
  ways[first] = 1;
  parent[first] = -1;
  let explored = 1;
  let exhausted = false;
  let par = nodePos[firstNode] === ALL_HOME ? 0 : -1;
  let goalState = par === 0 ? first : -1;
  let parLayerWhole = par === 0;
  const goals: number[] = par === 0 ? [first] : [];
  const goalDepths: number[] = par === 0 ? [0] : [];
  const dependentFrom: number[] = [];
  const dependentTo: number[] = [];
  // Layers as typed arrays (this one and the next, swapped), grown as needed.
  let layer = new Int32Array(1 << 12);
  let next = new Int32Array(1 << 12);
  let layerSize = 1;
  layer[0] = first;
  search: for (let d = 0; layerSize > 0 && !(firstGoalOnly && par >= 0); d++) {
    let nextSize = 0;
    for (let k = 0; k < layerSize; k++) {
      if (clock.tick()) {
        exhausted = true;
        break search;
      }
      const s = layer[k]!;
      const node = s >> gemBits;
      const gems = s - node * subsets;
      if (nodePos[node] === ALL_HOME) continue; // home: play ends
      if (rollTo[node * directions] === UNROLLED) rollNode(node);
      const w = ways[s]!;
      for (let dir = 0; dir < directions; dir++) {
        const at = node * directions + dir;
        let to = rollTo[at]!;
        if (to === NO_MOVE) continue;
        let t: number;
        if (to === DEPENDS) {
          unpack(nodePos[node]!);
          if (rollWith(node, gems, dir) !== 1) continue;
          to = nodeOf(pack(), configOf(inv[0]!, inv[2]!));
          t = to * subsets + inv[1]!;
          dependentFrom.push(s);
          dependentTo.push(t);
        } else {
          t = to * subsets + (gems | rollPick[at]!);
        }
        const bit = 1 << (t - to * subsets);
        if ((reached[to]! & bit) === 0) {
          if (explored >= budget) {
            exhausted = true;
            break search;
          }
          explored++;
          reached[to]! |= bit;
          fresh[to]! |= bit;
          ways[t] = w;
          parent[t] = s;
          if (nextSize === next.length) next = grownTo(next, next.length * 2);
          next[nextSize++] = t;
          if (nodePos[to] === ALL_HOME) {
            goals.push(t);
            goalDepths.push(d + 1);
            if (par < 0) {
              par = d + 1;
              goalState = t;
            }
          }
        } else if ((fresh[to]! & bit) !== 0) {
          ways[t] = Math.min(COUNT_CAP, ways[t]! + w);
        }
      }
    }
    if (par >= 0 && par === d + 1) parLayerWhole = true;
    for (let k = 0; k < nextSize; k++) fresh[next[k]! >> gemBits] = 0;
    const done = layer;
    layer = next;
    next = done;
    layerSize = nextSize;
  }

  const solvable = par >= 0;
  let optimalCount = 0;
  if (solvable && !firstGoalOnly) {
    goals.forEach((g, i) => {
      if (goalDepths[i] === par) optimalCount = Math.min(COUNT_CAP, optimalCount + ways[g]!);
    });
  }
  const countComplete = solvable && !firstGoalOnly && parLayerWhole && optimalCount < COUNT_CAP;
  let canGetStuck: boolean | null = null;
  if (!exhausted && !firstGoalOnly) {
    canGetStuck =
      !solvable ||
      !everyGroupFinishes(nodes, subsets, directions, rollTo, rollPick, reached, goals, [
        dependentFrom,
        dependentTo,
      ]);
  }
  // One best solution: back from the first goal, each roll found again.
  const moves: number[] = [];
  if (solvable) {
    const chain: number[] = [];
    for (let s = goalState; s >= 0; s = parent[s]!) chain.push(s);
    chain.reverse();
    for (let k = 1; k < chain.length; k++) {
      const from = chain[k - 1]!;
      const node = (from / subsets) | 0;
      for (let dir = 0; dir < directions; dir++) {
        unpack(nodePos[node]!);
        if (rollWith(node, from - node * subsets, dir) !== 1) continue;
        const to = bucketOf(configOf(inv[0]!, inv[2]!)).find(pack());
        if (to >= 0 && to * subsets + inv[1]! === chain[k]) {
          moves.push(dir);
          break;
        }
      }
    }
  }
  return {
    solvable,
    par,
    optimalCount: solvable ? optimalCount : 0,
    countComplete,
    canGetStuck,
    explored,
    budgetExhausted: exhausted && clock.stoppedBy === null,
    timedOut: exhausted && clock.stoppedBy !== null,
    moves,
  };
}

/** {@link searchRollGrouped}'s marks for a node's roll one way. */
const UNROLLED = -3;
const DEPENDS = -2;
const NO_MOVE = -1;

/**
 * Whether every reached state can still finish, by the nodes' rolls: per node, a mask of the gem
 * subsets reached and of those that can finish; a node whose mask grows passes it back along
 * the rolls into it (a subset S before a roll that picks up G finishes when S | G does after),
 * until nothing changes. Rolls that depend on the gems held come as state-to-state edges.
 */
function everyGroupFinishes(
  nodes: number,
  subsets: number,
  directions: number,
  rollTo: Int32Array,
  rollPick: Int32Array,
  reached: Int32Array,
  goals: readonly number[],
  [dependentFrom, dependentTo]: [readonly number[], readonly number[]],
): boolean {
  // Rolls turned around: for each node, the (node, roll) pairs leading into it.
  const intoStart = new Int32Array(nodes + 1);
  const rolls = nodes * directions;
  for (let at = 0; at < rolls; at++) if (rollTo[at]! >= 0) intoStart[rollTo[at]! + 1]!++;
  for (let i = 0; i < nodes; i++) intoStart[i + 1]! += intoStart[i]!;
  const fill = intoStart.slice(0, nodes);
  const into = new Int32Array(intoStart[nodes]!);
  for (let at = 0; at < rolls; at++) if (rollTo[at]! >= 0) into[fill[rollTo[at]!]!++] = at;
  // Dependent edges turned around, by target node (compressed sparse rows too).
  const dependentStart = new Int32Array(nodes + 1);
  for (const t of dependentTo) dependentStart[((t / subsets) | 0) + 1]!++;
  for (let i = 0; i < nodes; i++) dependentStart[i + 1]! += dependentStart[i]!;
  const dependentFill = dependentStart.slice(0, nodes);
  const dependentInto = new Int32Array(dependentTo.length);
  dependentTo.forEach((t, i) => {
    dependentInto[dependentFill[(t / subsets) | 0]!++] = i;
  });
  const live = new Int32Array(nodes);
  const queued = new Uint8Array(nodes);
  let alive = 0;
  let total = 0;
  for (let node = 0; node < nodes; node++) total += popcount(reached[node]!);

  const work: number[] = [];
  for (const g of goals) {
    const node = (g / subsets) | 0;
    const bit = 1 << (g - node * subsets);
    if ((live[node]! & bit) === 0) alive++;
    live[node]! |= bit;
    if (queued[node] === 0) {
      queued[node] = 1;
      work.push(node);
    }
  }
  const raise = (node: number, bits: number) => {
    const fresh = bits & reached[node]! & ~live[node]!;
    if (fresh === 0) return;
    live[node]! |= fresh;
    alive += popcount(fresh);
    if (queued[node] === 0) {
      queued[node] = 1;
      work.push(node);
    }
  };
  // Done as soon as every state can finish.
  while (work.length > 0 && alive < total) {
    const x = work.pop()!;
    queued[x] = 0;
    const after = live[x]!;
    for (let e = intoStart[x]!; e < intoStart[x + 1]!; e++) {
      const at = into[e]!;
      const from = (at / directions) | 0;
      const pick = rollPick[at]!;
      let bits = 0;
      for (let rest = reached[from]! & ~live[from]!; rest !== 0; rest &= rest - 1) {
        const g = 31 - Math.clz32(rest & -rest);
        if ((after >>> (g | pick)) & 1) bits |= 1 << g;
      }
      raise(from, bits);
    }
    for (let e = dependentStart[x]!; e < dependentStart[x + 1]!; e++) {
      const i = dependentInto[e]!;
      const t = dependentTo[i]!;
      if ((after >>> (t - x * subsets)) & 1) {
        const s = dependentFrom[i]!;
        const from = (s / subsets) | 0;
        raise(from, 1 << (s - from * subsets));
      }
    }
  }
  return alive === total;
}

/** A typed array `length` long, with the old contents. */
function grownTo<T extends Int32Array | Float64Array>(a: T, length: number): T {
  const b = new (a.constructor as new (n: number) => T)(length);
  b.set(a);
  return b;
}

/**
 * Packs players' cells (or HOME) into one byte each (home as 255, players beyond the count home
 * too), sorted when the players are interchangeable.
 */
function packPositions(positions: Int32Array, players: number, sorted: boolean): number {
  let b0 = positions[0]! === HOME ? HOME_BYTE : positions[0]!;
  let b1 = players > 1 && positions[1]! !== HOME ? positions[1]! : HOME_BYTE;
  let b2 = players > 2 && positions[2]! !== HOME ? positions[2]! : HOME_BYTE;
  let b3 = players > 3 && positions[3]! !== HOME ? positions[3]! : HOME_BYTE;
  if (sorted) {
    // A sorting network for four: five compare-and-swaps.
    let x: number;
    if (b0 > b1) {
      x = b0;
      b0 = b1;
      b1 = x;
    }
    if (b2 > b3) {
      x = b2;
      b2 = b3;
      b3 = x;
    }
    if (b0 > b2) {
      x = b0;
      b0 = b2;
      b2 = x;
    }
    if (b1 > b3) {
      x = b1;
      b1 = b3;
      b3 = x;
    }
    if (b1 > b2) {
      x = b1;
      b1 = b2;
      b2 = x;
    }
  }
  return b0 | (b1 << 8) | (b2 << 16) | (b3 << 24);
}
