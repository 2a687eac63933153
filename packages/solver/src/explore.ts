import { type SearchClock, UNLIMITED } from './clock.js';
import { isState, SolverError } from './errors.js';
import type { SearchProblem } from './problem.js';

/** Best-move counts stop growing here; a count that reaches it is not complete. */
export const COUNT_CAP = 1_000_000_000;

/** How far the exploration goes. @internal */
export enum Until {
  /** Stop at the first goal found (its depth is the par; counts are not finished). */
  FirstGoal,
  /** Explore every reachable state (goal states are not expanded: reaching one ends play). */
  Everything,
}

/**
 * What a breadth-first exploration found, in typed arrays indexed by discovery order (which is
 * breadth-first order): state `i` is `states[i]`, found `dist[i]` moves from the nearest
 * initial state, by `count[i]` distinct shortest move sequences (saturating at
 * {@link COUNT_CAP}), first reached from `parent[i]` (−1 for an initial state). The edges of
 * every expanded state are kept in CSR form: state `i`'s successors are
 * `edgeTo[edgeStart[i] … edgeStart[i + 1])`.
 * @internal
 */
export interface Exploration {
  readonly size: number;
  readonly states: Float64Array;
  readonly dist: Int32Array;
  readonly count: Float64Array;
  readonly parent: Int32Array;
  readonly goal: Uint8Array;
  readonly edgeStart: Int32Array;
  readonly edgeTo: Int32Array;
  /** Indices of the initial states, in the order given (repeats map to one index). */
  readonly starts: Int32Array;
  /** Depth of the first goal found, −1 when none. */
  readonly firstGoalLayer: number;
  /** Every state within `firstGoalLayer − 1` moves was expanded, so the goal layer is whole. */
  readonly goalLayerComplete: boolean;
  /** Every reachable state was found and expanded. */
  readonly complete: boolean;
  /** The budget stopped the search before it was done. */
  readonly budgetExhausted: boolean;
  /** The clock (time limit or signal) stopped the search before it was done. */
  readonly timedOut: boolean;
}

/**
 * Room for this many states at first; the arrays double as the search grows. Kept small: most
 * searches store a few thousand states, and zeroing larger arrays cost more than the search.
 */
const FIRST_CAPACITY = 1 << 10;

/**
 * Explores a search problem breadth first.
 *
 * States are stored once each. States below a limit (the problem's `stateSpace` if given,
 * else 4 × the budget or 2²⁰, whichever is larger, never past 2²⁶) are found through a direct
 * index grown to the largest one seen, which keeps neighbouring states in neighbouring memory;
 * larger states go to an open-addressing hash table (linear probing over a power-of-two
 * `Int32Array` of indices, at most 70 % full; a state's two 32-bit halves are mixed with
 * multiplicative hashing). No per-state object or string is made. Memory: about 29 bytes per
 * state and 4 per move, plus 4 per slot of the direct index or 4–6 per hashed state.
 *
 * @param budget - the most states to store; finding one more stops the search.
 * @param clock - looked at once per state expanded; running out stops the search as the budget
 *   does (what was found so far stands).
 * @throws {@link SolverError} when an initial state or an emitted successor is not a state.
 * @internal
 */
export function explore(
  problem: SearchProblem,
  initial: readonly number[],
  budget: number,
  until: Until,
  label: (i: number) => string = (i) => `initial[${i}]`,
  clock: SearchClock = UNLIMITED,
): Exploration {
  const successors = problem.successors;
  const isGoal = problem.isGoal;
  if (typeof successors !== 'function' || typeof isGoal !== 'function') {
    throw new SolverError(
      typeof successors !== 'function' ? 'successors' : 'isGoal',
      'a search problem needs successors(state, emit) and isGoal(state) functions',
    );
  }

  // Small states are indexed directly (an array by state, grown to the largest seen, up to
  // `directLimit`): neighbouring states then share cache lines, which hashing would scatter.
  // Larger states go to the hash table.
  const space = problem.stateSpace;
  if (space !== undefined && !(Number.isSafeInteger(space) && space > 0)) {
    throw new SolverError(
      'stateSpace',
      `stateSpace must be a positive integer when given (got ${String(space)})`,
    );
  }
  const declared = space ?? Number.POSITIVE_INFINITY;
  const directLimit = Math.min(declared, 1 << 26, Math.max(4 * budget, 1 << 20));
  let direct = new Int32Array(Math.min(directLimit, 1 << 12));

  let capacity = Math.min(budget, FIRST_CAPACITY);
  let states = new Float64Array(capacity);
  let dist = new Int32Array(capacity);
  let count = new Float64Array(capacity);
  let parent = new Int32Array(capacity);
  let goal = new Uint8Array(capacity);
  let edgeStart = new Int32Array(capacity + 1);
  let edgeTo = new Int32Array(capacity * 4);
  // Two entries per slot: the state's index + 1 (0 for an empty slot) and the state's low 32
  // bits, so a probe compares in the slot itself and reads `states` only on a likely match.
  let table = new Int32Array(2 << 10);
  let mask = (table.length >> 1) - 1;
  let size = 0;
  let hashed = 0; // states in the hash table
  let edges = 0;
  let exhausted = false;
  let firstGoalLayer = -1;
  let firstGoal = -1;

  const grow = () => {
    const next = Math.min(budget, capacity * 2);
    const copy = <T extends Float64Array | Int32Array | Uint8Array>(from: T, length: number): T => {
      const to = new (from.constructor as new (n: number) => T)(length);
      to.set(from);
      return to;
    };
    states = copy(states, next);
    dist = copy(dist, next);
    count = copy(count, next);
    parent = copy(parent, next);
    goal = copy(goal, next);
    edgeStart = copy(edgeStart, next + 1);
    capacity = next;
  };

  const rehash = () => {
    table = new Int32Array(table.length * 2);
    mask = (table.length >> 1) - 1;
    for (let i = 0; i < size; i++) {
      const state = states[i]!;
      if (state < directLimit) continue;
      let h = hashOf(state) & mask;
      while (table[2 * h] !== 0) h = (h + 1) & mask;
      table[2 * h] = i + 1;
      table[2 * h + 1] = state | 0;
    }
  };

  /** The index of `state`, adding it when new; −1 when new and the budget is spent. */
  const indexOf = (state: number): number => {
    let h = -1;
    if (state < directLimit) {
      if (state >= direct.length) widen(state);
      const found = direct[state]!;
      if (found !== 0) return found - 1;
    } else {
      if (state >= declared) outsideSpace(state);
      h = hashOf(state) & mask;
      const low = state | 0;
      for (;;) {
        const found = table[2 * h]!;
        if (found === 0) break;
        if (table[2 * h + 1] === low && states[found - 1] === state) return found - 1;
        h = (h + 1) & mask;
      }
    }
    if (size >= budget) {
      exhausted = true;
      return -1;
    }
    if (size === capacity) grow();
    const index = size++;
    states[index] = state;
    if (h < 0) direct[state] = index + 1;
    else {
      table[2 * h] = index + 1;
      table[2 * h + 1] = state | 0;
      hashed++;
      if (hashed * 20 > table.length * 7) rehash(); // at most 70 % full
    }
    return index;
  };

  /** Grows the direct index to cover `state`: the next power of two, at most `directLimit`. */
  const widen = (state: number): void => {
    let length = direct.length;
    while (length <= state) length *= 2;
    const wider = new Int32Array(Math.min(length, directLimit));
    wider.set(direct);
    direct = wider;
  };

  // A state past the declared `stateSpace` is a broken promise by the problem.
  const outsideSpace = (state: number): never => {
    throw new SolverError(
      'successors',
      `state ${state} is not below the problem's stateSpace (${problem.stateSpace})`,
    );
  };

  // The initial states, all checked first: depth 0, one move sequence (the empty one) each.
  if (initial.length === 0)
    throw new SolverError('initial', 'there must be at least one initial state');
  for (let i = 0; i < initial.length; i++) {
    const state = initial[i];
    if (!isState(state)) {
      throw new SolverError(
        label(i),
        `${label(i)} must be a state, an integer from 0 to 2^53 − 1 (got ${String(state)})`,
      );
    }
    if (state >= declared) {
      throw new SolverError(
        label(i),
        `${label(i)} (${state}) is not below the problem's stateSpace (${declared})`,
      );
    }
  }
  const starts = new Int32Array(initial.length);
  for (let i = 0; i < initial.length; i++) {
    const state = initial[i]! + 0; // −0 becomes 0
    const before = size;
    const index = indexOf(state);
    starts[i] = index;
    if (index < 0) break;
    if (index === before) {
      dist[index] = 0;
      count[index] = 1;
      parent[index] = -1;
      if (isGoal(state)) {
        goal[index] = 1;
        if (firstGoal < 0) {
          firstGoal = index;
          firstGoalLayer = 0;
        }
      }
    }
  }

  let from = 0;
  let fromDepth = 0;
  let fromCount = 0;
  const emit = (next: number, _move: number): void => {
    if (exhausted) return;
    if (!isState(next)) {
      throw new SolverError(
        'successors',
        `successors of ${states[from]} emitted ${String(next)}, not an integer from 0 to 2^53 − 1`,
      );
    }
    const before = size;
    const index = indexOf(next + 0); // −0 becomes 0
    if (index < 0) return;
    if (edges === edgeTo.length) {
      // Half again, not double: the edge list is the largest array, so overshoot is costly.
      const wider = new Int32Array(Math.ceil(edgeTo.length * 1.5));
      wider.set(edgeTo);
      edgeTo = wider;
    }
    edgeTo[edges++] = index;
    if (index === before) {
      dist[index] = fromDepth + 1;
      count[index] = fromCount;
      parent[index] = from;
      if (isGoal(next)) {
        goal[index] = 1;
        if (firstGoal < 0) {
          firstGoal = index;
          firstGoalLayer = fromDepth + 1;
        }
      }
    } else if (dist[index] === fromDepth + 1) {
      const total = count[index]! + fromCount;
      count[index] = Math.min(total, COUNT_CAP);
    }
  };

  // Depth of the layer being expanded when the search stopped: layers up to it were wholly
  // found. −1 when even the initial states did not fit.
  let stoppedDepth = exhausted ? -1 : Number.MAX_SAFE_INTEGER;
  let finished = !exhausted;
  let timedOut = false;
  let head = 0;
  for (; finished && head < size; head++) {
    edgeStart[head] = edges;
    if (goal[head]) continue; // reaching a goal ends play
    if (until === Until.FirstGoal && firstGoal >= 0) {
      finished = false;
      stoppedDepth = dist[head]!;
      break;
    }
    if (clock.tick()) {
      finished = false;
      timedOut = true;
      stoppedDepth = dist[head]!;
      break;
    }
    from = head;
    fromDepth = dist[head]!;
    fromCount = count[head]!;
    successors(states[head]!, emit);
    if (exhausted) {
      finished = false;
      stoppedDepth = fromDepth;
      head++; // its edges so far are kept, though the state was not wholly expanded
      break;
    }
  }
  for (let i = head; i <= size; i++) edgeStart[i] = edges;

  // The goal layer is whole (its counts final) when every state one layer short of it was
  // expanded, which holds for every layer before the one the search stopped in.
  const goalLayerComplete =
    until === Until.Everything && firstGoal >= 0 && firstGoalLayer <= stoppedDepth;

  return {
    size,
    states,
    dist,
    count,
    parent,
    goal,
    edgeStart,
    edgeTo,
    starts,
    firstGoalLayer,
    goalLayerComplete,
    complete: finished,
    budgetExhausted: exhausted,
    timedOut,
  };
}

const TWO_32 = 4294967296;

/** Mixes a state's two 32-bit halves (murmur3's finaliser constants). @internal */
export function hashOf(state: number): number {
  const low = state >>> 0;
  const high = (state - low) / TWO_32;
  let h = Math.imul(low ^ Math.imul(high, 0x9e3779b1), 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return h ^ (h >>> 16);
}
