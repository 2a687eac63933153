import {
  COUNT_CAP,
  clampBudget,
  clockOf,
  distancesToGoal,
  type SearchClock,
  type SearchProblem,
  type SolveOptions,
  solve,
  solveFrom,
  type Verdict,
} from '@knossos/solver';
import type { Board } from './board.js';
import { GimmicksError } from './errors.js';
import {
  canRollOn,
  fastRoll,
  HOME,
  type RollState,
  rollAll,
  rollDirections,
  rollInPlace,
  rollStatic,
  staticRolls,
} from './roll.js';
import { type RollProof, searchRoll, searchRollGrouped } from './roll-search.js';
import { type Inventory, type Rules, rulesOf } from './rules.js';
import { searchStep } from './step-search.js';

/** A Step player's position: where it stands and what it holds. */
export interface StepPosition {
  /** The cell. */
  readonly cell: number;
  /** What it holds. */
  readonly inventory: Inventory;
}

/** {@link stepProblem}'s search problem, which can also read its states back. */
export interface StepSearch extends SearchProblem {
  /** The position a state stands for. */
  decode(state: number): StepPosition;
}

/** {@link rollProblem}'s search problem, which can also read its states back. */
export interface RollSearch extends SearchProblem {
  /** The players' cells and shared inventory a state stands for. */
  decode(state: number): RollState;
}

/**
 * One step player's search problem, from the board's rules: a state is
 * `cell + cellCount · inventory`, the inventory packing the keys held, then the gems, then the
 * switch channels flipped an odd number of times; a move is the slot stepped through. The goal
 * is the player's goal cell holding every gem.
 *
 * @param from - where the player stands and what it holds (default: its start, holding nothing).
 * @throws {@link GimmicksError} for a board that cannot be read or a player that does not exist.
 */
export function stepProblem(
  board: Board,
  player: number,
  from?: { cell: number; inventory?: Inventory },
): StepSearch {
  const rules = rulesOf(board);
  checkPlayer(rules, player);
  const { n, maxSlots, topology: t, keyBits, gemBits } = rules;
  const goal = rules.goalOf[player]!;
  const gemShift = keyBits;
  const flipShift = keyBits + gemBits;
  const keyMask = (1 << keyBits) - 1;
  const { across, door, gate, gateStartsOpen, against, trap, twin, keyAt, gemAt, switchAt } = rules;
  const pack = (inv: Inventory) => inv.keys | (inv.gems << gemShift) | (inv.flips << flipShift);
  const unpack = (code: number): Inventory => ({
    keys: code & ((1 << keyBits) - 1),
    gems: (code >> gemShift) & ((1 << gemBits) - 1),
    flips: code >> flipShift,
  });
  const start = from?.cell ?? board.starts[player]!;
  const initial = pack(from?.inventory ?? { keys: 0, gems: 0, flips: 0 }) * n + start;
  return {
    initial,
    stateSpace: n * 2 ** (keyBits + gemBits + rules.flipBits),
    isGoal: (state) => {
      const cell = state % n;
      return (
        cell === goal && ((Math.floor(state / n) >> gemShift) & rules.allGems) === rules.allGems
      );
    },
    // The step rule again, on the packed inventory with nothing allocated (the play API's
    // stepThrough is the readable version; tests check the two agree on random boards).
    successors: (state, emit) => {
      const cell = state % n;
      const code = (state - cell) / n;
      const keys = code & keyMask;
      const flips = code >> flipShift;
      const slots = t.slotCount(cell);
      for (let s = 0; s < slots; s++) {
        const side = cell * maxSlots + s;
        const dest = across[side]!;
        if (dest < 0) continue;
        const key = door[side]!;
        if (key >= 0 && ((keys >> key) & 1) === 0) continue;
        const channel = gate[side]!;
        if (channel >= 0 && (gateStartsOpen[side]! ^ ((flips >> channel) & 1)) === 0) continue;
        if (against[side] === 1 || trap[dest] === 1) continue;
        const land = twin[dest]! >= 0 ? twin[dest]! : dest;
        let next = code;
        if (keyAt[land]! >= 0) next |= 1 << keyAt[land]!;
        if (gemAt[land]! >= 0) next |= 1 << (gemShift + gemAt[land]!);
        if (switchAt[land]! >= 0) next ^= 1 << (flipShift + switchAt[land]!);
        emit(next * n + land, s);
      }
    },
    decode: (state) => ({ cell: state % n, inventory: unpack(Math.floor(state / n)) }),
  };
}

/**
 * The joint search problem of rolling players: a state packs every player's cell (or home) and
 * the keys, gems and flips they share; a move is a roll direction. The goal is every player home.
 *
 * @throws {@link GimmicksError} when the board cannot roll, or its states would not fit in a
 *   safe integer (too many cells, players and gimmicks together).
 */
export function rollProblem(board: Board, from?: RollState): RollSearch {
  const rules = rulesOf(board);
  const { n, topology: t, players, keyBits, gemBits, flipBits } = rules;
  if (!canRollOn(t.spec.kind, t.floors)) {
    throw new GimmicksError(
      'movement',
      `players cannot roll on a ${t.spec.kind} board with ${t.floors} floors`,
    );
  }
  const base = n + 1;
  const positionsSpace = base ** players;
  const space = positionsSpace * 2 ** (keyBits + gemBits + flipBits);
  if (!Number.isSafeInteger(space)) {
    throw new GimmicksError(
      'board',
      `too big to roll: ${players} players on ${n} cells with these gimmicks`,
    );
  }
  // With one goal for all, players are interchangeable (the rules tell them apart only by where
  // they stand), so a state keeps their cells in increasing order: up to 4! = 24 times fewer
  // states, the same pars, counts and soft-locks.
  const interchangeable = players > 1 && rules.goalOf.every((g) => g === rules.goalOf[0]);
  const encode = (s: RollState): number => {
    const cells = interchangeable ? [...s.positions].sort((x, y) => x - y) : s.positions;
    let code = 0;
    for (let p = players - 1; p >= 0; p--)
      code = code * base + (cells[p] === HOME ? 0 : cells[p]! + 1);
    const inv = s.keys | (s.gems << keyBits) | (s.flips << (keyBits + gemBits));
    return inv * positionsSpace + code;
  };
  const decode = (state: number): RollState => {
    let code = state % positionsSpace;
    const inv = Math.floor(state / positionsSpace);
    const positions: number[] = [];
    for (let p = 0; p < players; p++) {
      const v = code % base;
      positions.push(v === 0 ? HOME : v - 1);
      code = (code - v) / base;
    }
    return {
      positions,
      keys: inv & ((1 << keyBits) - 1),
      gems: (inv >> keyBits) & ((1 << gemBits) - 1),
      flips: inv >> (keyBits + gemBits),
    };
  };
  const directions = rollDirections(t.spec.kind);
  const start: RollState = from ?? { positions: [...board.starts], keys: 0, gems: 0, flips: 0 };
  // The inner loop works on reused typed arrays: one roll allocates nothing.
  const fast = fastRoll(rules);
  const runs = staticRolls(rules);
  const before = new Int32Array(players);
  const positions = new Int32Array(players);
  const inv = new Int32Array(3);
  const keyMask = (1 << keyBits) - 1;
  const gemMask = (1 << gemBits) - 1;
  return {
    initial: encode(start),
    stateSpace: space,
    isGoal: (state) => state % positionsSpace === 0,
    successors: (state, emit) => {
      let code = state % positionsSpace;
      const packed = (state - code) / positionsSpace;
      for (let p = 0; p < players; p++) {
        const v = code % base;
        before[p] = v === 0 ? HOME : v - 1;
        code = (code - v) / base;
      }
      for (let d = 0; d < directions; d++) {
        positions.set(before);
        inv[0] = packed & keyMask;
        inv[1] = (packed >> keyBits) & gemMask;
        inv[2] = packed >> (keyBits + gemBits);
        const rolled =
          runs === null
            ? rollInPlace(rules, fast, positions, inv, d)
            : rollStatic(rules, fast, runs, positions, inv, d);
        if (rolled !== 1) continue;
        if (interchangeable) {
          for (let i = 1; i < players; i++) {
            const cell = positions[i]!;
            let j = i;
            while (j > 0 && positions[j - 1]! > cell) {
              positions[j] = positions[j - 1]!;
              j--;
            }
            positions[j] = cell;
          }
        }
        let next = 0;
        for (let p = players - 1; p >= 0; p--)
          next = next * base + (positions[p] === HOME ? 0 : positions[p]! + 1);
        const after = inv[0]! | (inv[1]! << keyBits) | (inv[2]! << (keyBits + gemBits));
        emit(after * positionsSpace + next, d);
      }
    },
    decode,
  };
}

/** What solving a board proved, with the best solution as moves a game can replay. */
export interface BoardVerdict {
  /** Every player can get home (proven). */
  readonly solvable: boolean;
  /** Step: the total of the players' pars, in steps. Roll: the par in rolls. −1 when not proven. */
  readonly par: number;
  /** Step: each player's own par. Roll: the par, once per player. */
  readonly playerPars: readonly number[];
  /** How many best solutions (Step: the product over players), up to the solver's cap. */
  readonly optimalCount: number;
  /** `optimalCount` is exact. */
  readonly countComplete: boolean;
  /** Exactly one best solution. */
  readonly unique: boolean;
  /** Some reachable position can no longer finish; `null` when not proven. */
  readonly canGetStuck: boolean | null;
  /**
   * The best solution. Step: per player, the cells stepped to in order (the cell entered: a
   * portal's own cell, not its twin), for `tryStep`. Roll: one list of directions, for `roll`.
   */
  readonly moves: readonly (readonly number[])[];
  /** Per player, every cell it stands on along the best solution, start first. */
  readonly routes: readonly (readonly number[])[];
  /** States the solver stored, over all searches. */
  readonly explored: number;
  /** The state budget ran out somewhere, so something is not proven. */
  readonly budgetExhausted: boolean;
  /** The time limit or the signal stopped a search, so something is not proven (a note says which). */
  readonly timedOut: boolean;
  /** Anything adjusted, such as a clamped budget. */
  readonly notes: readonly string[];
}

/**
 * Solves a board exactly. Step players are solved one by one (each on its own, as the rules let
 * them pass through each other), each by a search from stop to stop — start, goal, keys, gems,
 * switches and portal ends, the only cells where a step changes more than the position — with
 * every walk between stops measured once per set of keys and flips; it proves the same par,
 * counts and soft-locks as {@link stepProblem} searched cell by cell with `@knossos/solver`,
 * usually tens of times faster (the tests hold the two to each other). Roll players are solved
 * jointly with {@link rollProblem} and `@knossos/solver`.
 *
 * @param options - the state budget: on Step it counts stop positions (player at a stop,
 *   holding something), on Roll joint positions; the time limit (`timeMs`, or a shared `clock`)
 *   and `signal`, which stop the proof as the budget does (`timedOut`, with a note). A proof cut
 *   by the clock is not kept for the board.
 * @throws {@link GimmicksError} for a board that cannot be read.
 */
export function solveBoard(board: Board, options: SolveOptions = {}): BoardVerdict {
  const rules = rulesOf(board);
  // A board is immutable data (as its compiled rules assume), so its proof is kept with it:
  // generation proves the same board object more than once (before and during placement).
  const key = options.stateBudget ?? -1;
  const known = PROOFS.get(board)?.get(key);
  // Handed out as copies, so that nothing a caller does to its verdict reaches the kept one.
  if (known !== undefined) return copyOf(known);
  const verdict =
    board.movement === 'roll' ? solveRoll(board, rules, options) : solveSteps(rules, options);
  // A proof the clock cut depends on the time it had, not on the board: not kept.
  if (verdict.timedOut) return verdict;
  let perBudget = PROOFS.get(board);
  if (perBudget === undefined) {
    perBudget = new Map();
    PROOFS.set(board, perBudget);
  }
  perBudget.set(key, verdict);
  return copyOf(verdict);
}

function copyOf(v: BoardVerdict): BoardVerdict {
  return {
    ...v,
    playerPars: [...v.playerPars],
    moves: v.moves.map((m) => [...m]),
    routes: v.routes.map((r) => [...r]),
    notes: [...v.notes],
  };
}

/** Proofs already made, per board object and state budget. */
const PROOFS = new WeakMap<Board, Map<number, BoardVerdict>>();

function solveSteps(rules: Rules, options: SolveOptions): BoardVerdict {
  const notes: string[] = [];
  const budget = clampBudget(options.stateBudget, notes);
  const clock = clockOf(options, notes);
  const pars: number[] = [];
  const moves: (readonly number[])[] = [];
  const routes: (readonly number[])[] = [];
  let count = 1;
  let complete = true;
  let stuck: boolean | null = false;
  let explored = 0;
  let exhausted = false;
  let timedOut = false;
  let solvable = true;
  for (let p = 0; p < rules.players; p++) {
    const v = searchStep(rules, p, budget, false, Number.POSITIVE_INFINITY, clock);
    explored += v.explored;
    exhausted ||= v.budgetExhausted;
    timedOut ||= v.timedOut;
    solvable &&= v.solvable;
    pars.push(v.par);
    count = Math.min(count * v.optimalCount, COUNT_CAP);
    complete &&= v.countComplete;
    stuck =
      stuck === true || v.canGetStuck === true
        ? true
        : stuck === null || v.canGetStuck === null
          ? null
          : false;
    routes.push(v.route);
    moves.push(v.moves);
  }
  complete &&= solvable && count < COUNT_CAP;
  if (exhausted || timedOut)
    notes.push(cutNote(timedOut ? clock : null, explored, solvable, complete));
  return {
    solvable,
    par: solvable ? pars.reduce((a, b) => a + b, 0) : -1,
    playerPars: pars,
    optimalCount: solvable ? count : 0,
    countComplete: complete,
    unique: complete && count === 1,
    canGetStuck: stuck,
    moves,
    routes,
    explored,
    budgetExhausted: exhausted,
    timedOut,
    notes,
  };
}

function solveRoll(board: Board, rules: Rules, options: SolveOptions): BoardVerdict {
  const notes: string[] = [];
  const budget = clampBudget(options.stateBudget, notes);
  const clock = clockOf(options, notes);
  // Boards of up to 255 cells take the searches laid out for rolling; larger ones the general
  // search engine with the same rules.
  const fast =
    searchRollGrouped(rules, budget, false, clock) ?? searchRoll(rules, budget, false, clock);
  let v: RollProof | Verdict;
  if (fast !== null) {
    v = fast;
    if (fast.budgetExhausted || fast.timedOut) {
      const by = fast.timedOut ? clock : null;
      notes.push(cutNote(by, fast.explored, fast.solvable, fast.countComplete));
    }
  } else {
    const general = solve(rollProblem(board), { ...options, clock });
    v = general;
    for (const note of general.notes) if (!notes.includes(note)) notes.push(note);
  }
  const routes: number[][] = Array.from({ length: rules.players }, (_, p) => [board.starts[p]!]);
  // Replayed from the real starts: the search may keep interchangeable players' cells sorted,
  // which would hand each trail to the wrong player.
  let state: RollState = { positions: [...board.starts], keys: 0, gems: 0, flips: 0 };
  for (const dir of v.moves) {
    const trails: number[][] = Array.from({ length: rules.players }, () => []);
    state = rollAll(rules, state, dir, trails).after;
    trails.forEach((trail, p) => {
      routes[p]!.push(...trail);
    });
  }
  return {
    solvable: v.solvable,
    par: v.par,
    playerPars: Array.from({ length: rules.players }, () => v.par),
    optimalCount: v.optimalCount,
    countComplete: v.countComplete,
    unique: v.countComplete && v.optimalCount === 1,
    canGetStuck: v.canGetStuck,
    moves: [v.moves],
    routes,
    explored: v.explored,
    budgetExhausted: v.budgetExhausted,
    timedOut: v.timedOut,
    notes,
  };
}

/**
 * The note for a search the state budget (`clock` null) or the clock stopped: what it could not
 * prove.
 */
function cutNote(
  clock: SearchClock | null,
  explored: number,
  solvable: boolean,
  countComplete: boolean,
): string {
  const unproven = !solvable
    ? 'the maze is'
    : countComplete
      ? 'soft-locks are'
      : 'the count of best solutions and soft-locks are';
  if (clock !== null) return clock.note(explored, 'positions', unproven);
  return `State budget: ran out after ${explored.toLocaleString('en')} positions, so ${unproven} not proven.`;
}

/** @throws {@link GimmicksError} unless `player` is one of the board's players. @internal */
export function checkPlayer(rules: Rules, player: number): void {
  if (!Number.isInteger(player) || player < 0 || player >= rules.players) {
    throw new GimmicksError(
      'player',
      `player ${String(player)} does not exist (the board has ${rules.players})`,
    );
  }
}

/**
 * Each cell's par for one Step player: the fewest steps from that cell, holding nothing, to the
 * player's goal with every gem (−1 where the goal cannot be reached, and for holes, traps and
 * portal ends, where no player can start). One search
 * covers the whole board, so this is how fair race starts are found: cells whose par equals
 * another player's.
 *
 * @returns one par per cell, or `null` when the state budget ran out first.
 * @throws {@link GimmicksError} on a Roll board (rolling players move together), or for a
 *   player that does not exist.
 */
export function parsFromEveryCell(
  board: Board,
  player: number,
  options: SolveOptions = {},
): Int32Array | null {
  const rules = rulesOf(board);
  checkPlayer(rules, player);
  if (board.movement !== 'step') {
    throw new GimmicksError('movement', 'pars from every cell are for Step boards');
  }
  // A player cannot start on a hole, a trap or a portal end (it would be thrown to the twin).
  const playable: number[] = [];
  for (let c = 0; c < rules.n; c++) {
    if (!rules.passages.isHole(c) && rules.trap[c] === 0 && rules.twin[c]! < 0) playable.push(c);
  }
  const found = distancesToGoal(stepProblem(board, player), playable, options);
  if (found === null) return null;
  const pars = new Int32Array(rules.n).fill(-1);
  playable.forEach((c, i) => {
    pars[c] = found[i]!;
  });
  return pars;
}

/** The par alone, found the quick way, and whether a limit cut its search. @internal */
export interface QuickProof {
  readonly solvable: boolean;
  /** −1 when not solvable or not proven. */
  readonly par: number;
  /** The state budget ran out before a goal was found. */
  readonly budgetExhausted: boolean;
  /** The clock ran out before a goal was found. */
  readonly timedOut: boolean;
}

/**
 * The par alone, found the quick way: each search stops at the first goal instead of exploring
 * every position (so no counts and no soft-lock check). Placement asks this of every layout it
 * tries, and the full {@link solveBoard} only of the ones it keeps. Answers the clock cut are
 * not kept.
 * @internal
 */
export function quickPar(board: Board, options: SolveOptions = {}): QuickProof {
  // A full proof of this board, or a quick one, made before answers at once.
  const key = options.stateBudget ?? -1;
  const known = PROOFS.get(board)?.get(key) ?? QUICK.get(board)?.get(key);
  if (known !== undefined) {
    const { solvable, par, budgetExhausted, timedOut } = known;
    return { solvable, par, budgetExhausted: budgetExhausted && !solvable, timedOut };
  }
  const found = searchQuick(board, options);
  if (found.timedOut) return found;
  let perBudget = QUICK.get(board);
  if (perBudget === undefined) {
    perBudget = new Map();
    QUICK.set(board, perBudget);
  }
  perBudget.set(key, found);
  return found;
}

/**
 * Whether a board can be solved within `bound` moves, found the quickest way: on Step with one
 * player, a first-goal search that drops every position a lower bound shows cannot finish in
 * time (see `searchStep`); otherwise the quick par compared with the bound. Placement asks this
 * when all it needs to know is whether a change made the way shorter.
 *
 * @returns `null` when the state budget or the clock ran out before the answer was found.
 * @internal
 */
export function solvableWithin(
  board: Board,
  bound: number,
  options: SolveOptions = {},
): boolean | null {
  const known = PROOFS.get(board)?.get(options.stateBudget ?? -1);
  if (known !== undefined) {
    if (known.solvable) return known.par <= bound;
    return known.budgetExhausted || known.timedOut ? null : false;
  }
  const rules = rulesOf(board);
  if (board.movement === 'roll' || rules.players > 1) {
    const quick = quickPar(board, options);
    if (quick.solvable) return quick.par <= bound;
    return quick.budgetExhausted || quick.timedOut ? null : false;
  }
  if (bound < 0) return false;
  const budget = clampBudget(options.stateBudget, []);
  const clock = clockOf(options, []);
  const found = searchStep(rules, 0, budget, true, bound, clock);
  if (found.solvable) return found.par <= bound;
  return found.budgetExhausted || found.timedOut ? null : false;
}

/** Quick pars already found, per board object and state budget. */
const QUICK = new WeakMap<Board, Map<number, QuickProof>>();

function searchQuick(board: Board, options: SolveOptions): QuickProof {
  const rules = rulesOf(board);
  const budget = clampBudget(options.stateBudget, []);
  const clock = clockOf(options, []);
  if (board.movement === 'roll') {
    const fast =
      searchRollGrouped(rules, budget, true, clock) ?? searchRoll(rules, budget, true, clock);
    if (fast !== null) {
      const { solvable, par, budgetExhausted, timedOut } = fast;
      return { solvable, par, budgetExhausted, timedOut };
    }
    const problem = rollProblem(board);
    const h = solveFrom(problem, problem.initial as number, { ...options, clock });
    return {
      solvable: h.par >= 0,
      par: h.par,
      budgetExhausted: h.status === 'budget',
      timedOut: h.status === 'time',
    };
  }
  let total = 0;
  for (let p = 0; p < rules.players; p++) {
    const found = searchStep(rules, p, budget, true, Number.POSITIVE_INFINITY, clock);
    if (!found.solvable) {
      const { budgetExhausted, timedOut } = found;
      return { solvable: false, par: -1, budgetExhausted, timedOut };
    }
    total += found.par;
  }
  return { solvable: true, par: total, budgetExhausted: false, timedOut: false };
}
