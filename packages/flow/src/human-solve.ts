import type { SearchClock } from '@knossos/solver';
import type { HumanBoard } from './human-board.js';
import { Deductions, OFF, ON, UNKNOWN } from './human-deductions.js';
import { forcedWave } from './human-forced.js';
import {
  type ChokeScratch,
  chokeScratch,
  findChokepoints,
  findDeadEnds,
  findRegions,
} from './human-rules.js';
import { HumanState } from './human-state.js';

/**
 * The deductions of the human-style Flow solver, easiest first:
 * - `forced`: a path end with one legal step takes it, an empty cell with two free sides joins
 *   both, a cell with all its links loses the rest, cells that cannot share a colour are not
 *   linked, and no path steps alongside itself;
 * - `dead-end`: a colour that would leave a cell with fewer neighbours of that colour than it
 *   needs is ruled out there, and a step that would leave a neighbour with too few free sides is
 *   not taken;
 * - `region`: a colour cannot reach a cell outside the region its dots lie in (and a colour cut
 *   off from its partner leaves no solution);
 * - `chokepoint`: a cell or link every route of a colour must pass is that colour's (and two
 *   colours that must both pass one cell leave no solution);
 * - `lookahead`: a step at a path end that the four rules above refute (they find no solution
 *   after it) is not taken, and one whose refusal they refute is;
 * - `deep-lookahead`: the same, with `lookahead` itself among the rules that refute (looking
 *   ahead again from the path ends the first step changed, or that touch a cell it changed;
 *   on a board where that would try more positions than a person would, about a 20 × 20 board
 *   with all its paths open, the solver guesses instead);
 * - `search`: all of those stop short, and a person would have to guess and backtrack.
 */
export type FlowRule =
  | 'forced'
  | 'dead-end'
  | 'region'
  | 'chokepoint'
  | 'lookahead'
  | 'deep-lookahead'
  | 'search';

/** Every {@link FlowRule}, easiest first. */
export const FLOW_RULES: readonly FlowRule[] = Object.freeze([
  'forced',
  'dead-end',
  'region',
  'chokepoint',
  'lookahead',
  'deep-lookahead',
  'search',
]);

/** What the human-style solver did on a level. @internal */
export interface HumanSolve {
  /** It reached a solution. */
  readonly solved: boolean;
  /** It proved there is none. */
  readonly unsolvable: boolean;
  /** The time limit or signal that cut it short, or `null`. */
  readonly stoppedBy: 'time' | 'signal' | null;
  /** Per rule (in {@link FLOW_RULES} order): links decided and colours ruled out by it. */
  readonly deductions: number[];
  /**
   * Per rule: the times the easier rules had stopped short and it was needed (for `forced`, the
   * waves: each applies everything the rule finds on the position at once).
   */
  readonly uses: number[];
  /** Non-dot nodes with all their links drawn when the first `search` was needed; −1 if none was. */
  readonly guessedAt: number;
  /** Every link as the solver left it (`ON`, `OFF`, or `UNKNOWN` where it stopped short). */
  readonly links: Uint8Array;
}

const SEARCH = FLOW_RULES.length - 1;

/** The most node visits (steps at path ends squared, times nodes) a deep lookahead round takes on. */
const DEEP_WORK = 4_000_000;

/**
 * Solves a board as a person would: the `forced` rule until nothing follows, then the easiest
 * other rule that finds anything (everything it finds on the position at once), then `forced`
 * again, and so on. When every rule stops short, the links at every path end are read from
 * `solution` (one colour per node, or `null` when there is none), which stands for the guess a
 * person would make and is counted as `search`.
 *
 * Every rule is a function of the position, and a rule's finds are applied together, so a
 * board and its mirror image take the same steps mirrored and get the same counts. @internal
 */
export function solveHuman(
  board: HumanBoard,
  solution: () => ArrayLike<number> | null,
  clock: SearchClock,
): HumanSolve {
  const deductions = new Array<number>(FLOW_RULES.length).fill(0);
  const uses = new Array<number>(FLOW_RULES.length).fill(0);
  const look = new Lookahead(board, clock);
  let guessedAt = -1;
  const state = new HumanState(board);
  const forced = () => {
    for (;;) {
      const found = forcedWave(state);
      if (found.dead || found.size === 0 || state.dead) {
        if (found.dead) state.dead = true;
        return;
      }
      deductions[0]! += found.applyTo(state);
      uses[0]!++;
    }
  };
  forced();
  while (!state.dead && state.unknown > 0 && !clock.expired()) {
    let used = -1;
    for (let rule = 1; rule < SEARCH && used < 0; rule++) {
      const found = look.find(state, rule);
      if (clock.stoppedBy !== null) break;
      if (found.dead || found.size > 0) {
        deductions[rule]! += found.applyTo(state);
        used = rule;
      }
    }
    if (clock.stoppedBy !== null) break;
    if (used < 0) {
      const colors = solution();
      if (colors === null) {
        state.dead = true;
        break;
      }
      used = SEARCH;
      if (guessedAt < 0) guessedAt = settled(state);
      deductions[SEARCH]! += reveal(state, colors);
    }
    uses[used]!++;
    forced();
  }
  const stoppedBy = clock.stoppedBy;
  return {
    solved: !state.dead && state.unknown === 0 && stoppedBy === null,
    unsolvable: state.dead && stoppedBy === null,
    stoppedBy,
    deductions,
    uses,
    guessedAt,
    links: state.link,
  };
}

/** Non-dot nodes with every link they need drawn. */
function settled(state: HumanState): number {
  const { n, need } = state.board;
  let count = 0;
  for (let x = 0; x < n; x++) if (need[x] === 2 && state.on[x] === 2) count++;
  return count;
}

/** Decides the links at every path end as the solution has them; returns how many. */
function reveal(state: HumanState, colors: ArrayLike<number>): number {
  const { linkA, linkB } = state.board;
  let ends = frontier(state);
  if (ends.length === 0) ends = [...state.link.keys()].filter((id) => state.link[id] === UNKNOWN);
  for (const id of ends) state.set(id, colors[linkA[id]!] === colors[linkB[id]!] ? ON : OFF);
  return ends.length;
}

/** Whether node `x` or a neighbour of it is marked in `near`. */
function isNear(board: HumanBoard, near: Uint8Array, x: number): boolean {
  if (near[x] === 1) return true;
  const { maxSlots, neighbors } = board;
  for (let s = 0; s < maxSlots; s++) {
    const y = neighbors[x * maxSlots + s]!;
    if (y >= 0 && near[y] === 1) return true;
  }
  return false;
}

/** Whether a node is a path end: a dot not yet left, or a cell with one of its two links drawn. */
function isEnd(state: HumanState, x: number): boolean {
  const on = state.on[x]!;
  const need = state.board.need[x]!;
  return on < need && (on > 0 || need === 1);
}

/** The undecided links at path ends. */
function frontier(state: HumanState): number[] {
  const { n, maxSlots, linkAt } = state.board;
  const ends: number[] = [];
  const listed = new Uint8Array(state.link.length);
  for (let x = 0; x < n; x++) {
    if (!isEnd(state, x)) continue;
    for (let s = 0; s < maxSlots; s++) {
      const id = linkAt[x * maxSlots + s]!;
      if (id >= 0 && state.link[id] === UNKNOWN && !listed[id]) {
        listed[id] = 1;
        ends.push(id);
      }
    }
  }
  return ends;
}

/** The rules past `forced`, with scratch positions for the lookahead at each depth. */
class Lookahead {
  readonly #board: HumanBoard;
  readonly #clock: SearchClock;
  readonly #queue: Int32Array;
  readonly #choke: ChokeScratch;
  readonly #trials: HumanState[] = [];

  constructor(board: HumanBoard, clock: SearchClock) {
    this.#board = board;
    this.#clock = clock;
    this.#queue = new Int32Array(2 * board.n);
    this.#choke = chokeScratch(board.n);
  }

  /** What rule `rule` (1 … 5, see {@link FLOW_RULES}) finds on a position. */
  find(state: HumanState, rule: number, every = true): Deductions {
    switch (rule) {
      case 1:
        return findDeadEnds(state);
      case 2:
        return findRegions(state, this.#queue, every);
      case 3:
        return findChokepoints(state, this.#choke, every);
      default:
        return this.#refute(state, rule - 3, every ? null : state.touched);
    }
  }

  /**
   * Every step at a path end that `depth − 1` levels of lookahead over the other rules refute,
   * decided the other way.
   */
  #refute(state: HumanState, depth: number, near: Uint8Array | null): Deductions {
    const found = new Deductions();
    const ends = frontier(state);
    // A deep lookahead tries about (steps at path ends)² positions of the board: past
    // DEEP_WORK node visits (about a 20 × 20 board's worth), a person would rather guess, and so
    // does the solver (the rule finds nothing, and `search` follows).
    if (depth > 1 && ends.length * ends.length * this.#board.n > DEEP_WORK) return found;
    while (this.#trials.length < depth) this.#trials.push(new HumanState(this.#board));
    const trial = this.#trials[depth - 1]!;
    const { k, linkA, linkB } = this.#board;
    const focus = new Uint8Array(k);
    trial.focus = focus;
    if (depth > 1) trial.touched ??= new Uint8Array(this.#board.n);
    for (const id of ends) {
      if (
        near !== null &&
        !isNear(this.#board, near, linkA[id]!) &&
        !isNear(this.#board, near, linkB[id]!)
      ) {
        continue;
      }
      let refuted = 0;
      // The colours of the paths that end at this link.
      focus.fill(0);
      for (const x of [linkA[id]!, linkB[id]!]) {
        if (!isEnd(state, x)) continue;
        for (let c = 0; c < k; c++) if (state.has(x, c)) focus[c] = 1;
      }
      for (const value of [ON, OFF] as const) {
        if (this.#clock.tick()) return found;
        trial.copyFrom(state);
        trial.stale.set(focus);
        trial.stale.set(focus, k);
        trial.touched?.fill(0);
        trial.set(id, value);
        this.#settle(trial, depth - 1);
        if (trial.dead && this.#clock.stoppedBy === null) {
          found.links.push(2 * id + (value === ON ? 0 : 1));
          refuted++;
        }
      }
      if (refuted === 2) {
        found.dead = true;
        return found;
      }
    }
    return found;
  }

  /** Applies every rule up to lookahead at `depth` until nothing follows (or the position dies). */
  #settle(state: HumanState, depth: number): void {
    for (;;) {
      state.settle();
      if (state.dead) return;
      let changed = false;
      for (let rule = 1; rule <= 3 + depth && !changed; rule++) {
        const found = this.find(state, rule, false);
        if (this.#clock.stoppedBy !== null) return;
        if (found.dead || found.size > 0) {
          found.applyTo(state);
          changed = true;
        }
      }
      if (!changed || state.dead) return;
    }
  }
}
