import { clampSetting } from '@knossos/carving';
import type { Rng } from '@knossos/random';
import { clockOf, type SearchClock } from '@knossos/solver';
import type { Board, OneWay } from './board.js';
import { placeDoors, placeSwitches } from './place-locks.js';
import {
  distancesOver,
  type Needed,
  occupiedCells,
  offWaySides,
  sidesTaken,
  type Tools,
  type Within,
  waySides,
} from './placement-tools.js';
import { type BoardVerdict, quickPar, solvableWithin, solveBoard } from './problems.js';
import { HOME, rollAll, rollDirections } from './roll.js';
import { rulesOf } from './rules.js';

export { occupiedCells };

/** What to place: counts as in the reference settings; every field optional (0 / off). */
export interface PlacementRequest {
  /** Portal pairs, 0–4: pairs the best solution uses, each shortening the way. */
  readonly portals?: number;
  /** Keys and doors, 0–6: each door on the way, its key before it, off the way. */
  readonly keys?: number;
  /** Switches, 0–4, each with its own channel; its first gate is shut across the way. */
  readonly switches?: number;
  /** Gates per switch, 1–3: the extra ones are decoys off the way, some starting open. */
  readonly gatesPerSwitch?: number;
  /** Gems, 0–8: in dead ends first, spread out. */
  readonly gems?: number;
  /** One-way sides, 0–24: about half along the way, the rest decoys. */
  readonly oneWays?: number;
  /** Traps, 0–0.25: the fraction of free cells off the way that become traps. */
  readonly traps?: number;
  /** Allow doors and first gates a player could walk around (default off: each is needed). */
  readonly shortcutDoors?: boolean;
  /** Accept only layouts where no player can get stuck (default off). */
  readonly noSoftLocks?: boolean;
  /**
   * The share of the board's cells the best solution should pass through, 0–0.9 (default 0).
   * Placement already sends players far (keys as far from their doors as they can be, gems
   * spread over dead ends); a layout that still falls short is kept, with a note.
   */
  readonly minCoverage?: number;
  /** The state budget of each proof (default the solver's). */
  readonly stateBudget?: number;
}

/** Options for {@link placeGimmicks} that bound its run, not its layout. */
export interface PlacementOptions {
  /** Milliseconds for the whole placement, ≥ 0 (default: none). Ignored when `clock` is given. */
  readonly timeMs?: number;
  /** Stops placement as the time limit does. Ignored when `clock` is given. */
  readonly signal?: AbortSignal;
  /** A clock shared with the caller's other searches (see `@knossos/solver`'s SearchClock). */
  readonly clock?: SearchClock;
}

/**
 * Why placement could not prove everything it tried: the state budget ran out on some layout
 * (which was then not taken), or the clock (time limit or signal) ran out, which stops placement.
 */
export interface PlacementCut {
  /** What ran out. */
  readonly by: 'state budget' | 'time limit' | 'signal';
  /** What was being done then, e.g. `placing the gems`, or `proving the board` before any. */
  readonly during: string;
}

/** What {@link placeGimmicks} made. */
export interface Placement {
  /** The board with its gimmicks. */
  readonly board: Board;
  /** Its verdict after the last type was placed (proved again after each type). */
  readonly verdict: BoardVerdict;
  /** One sentence per count lowered or type dropped, each starting with what it is about. */
  readonly notes: readonly string[];
  /** The share of playable cells the best solution passes through (all players' routes). */
  readonly coverage: number;
  /**
   * Set when a limit cut a proof short, so the counts asked for may have fitted with more
   * budget or time: the board is then not verified against its request (a note says what ran
   * out and what it cost). `null` when every proof finished.
   */
  readonly cut: PlacementCut | null;
}

/** Thrown by a proof the clock cut, to stop placement where it is. */
class ClockRanOut extends Error {}

/** How many layouts one gimmick type gets before it is dropped on its own. */
export const TRIES_PER_TYPE = 8;

/**
 * Places gimmicks on a board one type at a time — portals, keys and doors, switches and gates,
 * gems, one-way sides, traps — proving the board again after each type (the reference maze
 * generator's order and rules). A type that cannot be made to work in {@link TRIES_PER_TYPE}
 * layouts is dropped on its own with a note, and never drags the others down; a count that does
 * not fit is lowered with a note. Placement follows the first player's best route ("the way").
 *
 * A layout whose proof runs out of state budget is not taken (it is not proven), and a type
 * that then falls short says so instead of blaming the room on the board: the placement comes
 * back with `cut` set. When the clock runs out, placement stops where it is: the board keeps
 * the types placed before, with their proof, and `cut` says so.
 *
 * @param board - a board with players and goals and no gimmicks yet, proven solvable.
 * @param request - what to place; out-of-range counts are clamped with a note.
 * @param rng - the seeded stream every choice draws from (same seed, same layout).
 * @param limits - a time limit or signal for the whole placement (see {@link PlacementOptions}).
 */
export function placeGimmicks(
  board: Board,
  request: PlacementRequest,
  rng: Rng,
  limits: PlacementOptions = {},
): Placement {
  const notes: string[] = [];
  const want = (name: string, value: number | undefined, max: number) =>
    clampSetting(notes, name, value, 0, max, 0, true);
  const clock = clockOf(limits, notes);
  const options = {
    clock,
    ...(request.stateBudget === undefined ? {} : { stateBudget: request.stateBudget }),
  };
  // Proofs the budget cut while the current type is placed (their layouts were not taken).
  let budgetCuts = 0;
  const watch = <T extends { budgetExhausted: boolean; timedOut: boolean }>(v: T): T => {
    if (v.timedOut) throw new ClockRanOut();
    if (v.budgetExhausted) budgetCuts++;
    return v;
  };
  const prove = (b: Board) => watch(solveBoard(b, options));
  // Layouts being tried need only their par, found by a search that stops at the first goal;
  // the full proof (counts, soft-locks, routes) runs on the layouts kept.
  const quick = (b: Board) => watch(quickPar(b, options));
  // Doors and first gates must stay needed whatever comes after them (unless shortcut doors
  // are allowed): opening one for free must make the way shorter.
  // And every portal must stay on the best way. An answer a limit cut is `null`.
  const within: Within = (b, bound) => {
    const answer = solvableWithin(b, bound, options);
    if (answer === null) {
      if (clock.stoppedBy !== null) throw new ClockRanOut();
      budgetCuts++;
    }
    return answer;
  };
  const needed: Needed = (b, par) =>
    portalsUsed(b, par, within) && (request.shortcutDoors === true || allNeeded(b, par, within));
  const acceptable = (b: Board, v: BoardVerdict) =>
    v.solvable && !(request.noSoftLocks === true && v.canGetStuck !== false) && needed(b, v.par);
  let current = board;
  // Not watched: a proof of the bare board that a limit cut is told below.
  let verdict = solveBoard(current, options);
  if (!verdict.solvable || verdict.timedOut) {
    const cut = cutOf(clock, verdict, 'proving the board');
    const why =
      cut === null
        ? 'the board is not solvable without them; none placed.'
        : `the ${cut.by} ran out proving the board without them, so none were placed and the board is not verified.`;
    return { board, verdict, notes: [...notes, `Gimmicks: ${why}`], coverage: 0, cut };
  }

  // Every count settled first, so each clamped setting gets its note whatever happens later.
  const portals = want('Portals', request.portals, 4);
  const keyCount = want('Keys', request.keys, 6);
  const switchCount = want('Switches', request.switches, 4);
  const perSwitch = clampSetting(notes, 'Gates per switch', request.gatesPerSwitch, 1, 3, 1, true);
  const gemCount = want('Gems', request.gems, 8);
  const oneWayCount = want('One-ways', request.oneWays, 24);
  const trapShare = clampSetting(notes, 'Traps', request.traps, 0, 0.25, 0);
  const tools: Tools = { rng, prove, quick, needed, shortcuts: request.shortcutDoors === true };
  const steps: [
    string,
    number,
    (b: Board, v: BoardVerdict) => { board: Board; note?: string } | null,
  ][] = [
    ['portals', portals, (b, v) => placePortals(b, v, portals, tools)],
    ['keys and doors', keyCount, (b, v) => placeDoors(b, v, keyCount, tools)],
    [
      'switches and gates',
      switchCount,
      (b, v) => placeSwitches(b, v, switchCount, perSwitch, tools),
    ],
    ['gems', gemCount, (b, v) => placeGems(b, v, gemCount, tools)],
    ['one-way sides', oneWayCount, (b, v) => placeOneWays(b, v, oneWayCount, tools)],
    ['traps', trapShare, (b, v) => placeTraps(b, v, trapShare, tools)],
  ];
  let cut: PlacementCut | null = null;
  for (const [name, amount, place] of steps) {
    if (amount === 0) continue;
    let placed = false;
    let lastNote: string | undefined;
    budgetCuts = 0;
    try {
      for (let attempt = 0; attempt < TRIES_PER_TYPE && !placed; attempt++) {
        const made = place(current, verdict);
        if (made === null) continue;
        const v = made.board === current ? verdict : prove(made.board);
        if (!acceptable(made.board, v)) continue;
        current = made.board;
        verdict = v;
        lastNote = made.note;
        placed = true;
      }
    } catch (error) {
      if (!(error instanceof ClockRanOut)) throw error;
      const by = clock.stoppedBy === 'signal' ? 'signal' : 'time limit';
      cut = { by, during: `placing the ${name}` };
      const ran =
        cut.by === 'signal'
          ? 'Signal: placement was stopped'
          : `Time limit: ran out after ${clock.elapsedMs().toLocaleString('en')} ms`;
      notes.push(
        `${ran} while placing the ${name}, so the board is not verified: it keeps what was placed before (${heldOf(current)}).`,
      );
      break;
    }
    const short = !placed || lastNote !== undefined;
    if (short && budgetCuts > 0) {
      // The room may have been there: the proofs could not tell.
      cut ??= { by: 'state budget', during: `placing the ${name}` };
      const budget = (request.stateBudget ?? 500_000).toLocaleString('en');
      notes.push(
        `State budget: ran out on ${budgetCuts} of the proofs while placing the ${name}, so ${placed ? 'fewer were placed than asked' : `none were placed`} and the board is not verified; a budget above ${budget} may fit them.`,
      );
    } else if (!placed)
      notes.push(
        `Gimmicks: no layout with ${name} was solvable in ${TRIES_PER_TYPE} tries; dropped the ${name}.`,
      );
    else if (lastNote !== undefined) notes.push(lastNote);
  }
  const coverage = routeCoverage(current, verdict);
  const wanted = clampSetting(notes, 'Min coverage', request.minCoverage, 0, 0.9, 0);
  if (coverage < wanted) {
    notes.push(
      `Coverage: the best solution passes ${Math.round(coverage * 100)} % of the board, short of the ${Math.round(wanted * 100)} % asked.`,
    );
  }
  return { board: current, verdict, notes, coverage, cut };
}

/** What cut a proof short, or `null` when it finished. */
function cutOf(clock: SearchClock, v: BoardVerdict, during: string): PlacementCut | null {
  if (v.timedOut) return { by: clock.stoppedBy === 'signal' ? 'signal' : 'time limit', during };
  return v.budgetExhausted ? { by: 'state budget', during } : null;
}

/** The gimmicks on a board, e.g. `2 doors, 3 gems`, or `no gimmicks`. */
function heldOf(b: Board): string {
  const parts: string[] = [];
  const add = (n: number, one: string, many: string) => {
    if (n > 0) parts.push(`${n} ${n === 1 ? one : many}`);
  };
  add(b.portals.length, 'portal pair', 'portal pairs');
  add(b.doors.length, 'door', 'doors');
  add(b.switches.length, 'switch', 'switches');
  add(b.gems.length, 'gem', 'gems');
  add(b.oneWays.length, 'one-way side', 'one-way sides');
  add(b.traps.length, 'trap', 'traps');
  return parts.length === 0 ? 'no gimmicks' : parts.join(', ');
}

/**
 * The share of a board's playable cells that lie on some player's best route in a verdict,
 * 0–1 (the maze fact "coverage", and what `minCoverage` asks of placement).
 */
export function routeCoverage(b: Board, v: BoardVerdict): number {
  const rules = rulesOf(b);
  let playable = 0;
  for (let c = 0; c < rules.n; c++) if (!rules.passages.isHole(c)) playable++;
  const seen = new Uint8Array(rules.n);
  let covered = 0;
  for (const route of v.routes) {
    for (const c of route) {
      if (seen[c]) continue;
      seen[c] = 1;
      covered++;
    }
  }
  return covered / Math.max(1, playable);
}

/** Every portal pair shortens the way: without it the par is longer, or the board unsolvable. */
function portalsUsed(b: Board, par: number, within: Within): boolean {
  // An answer a limit cut (`null`) does not show the pair is used.
  for (let i = 0; i < b.portals.length; i++) {
    if (within({ ...b, portals: b.portals.filter((_, j) => j !== i) }, par) !== false) return false;
  }
  return true;
}

/**
 * Every door, and every switch's first gate, makes the way longer if opened for free (opening
 * one never makes a board unsolvable, so "not within par − 1" means "not shorter").
 */
function allNeeded(b: Board, par: number, within: Within): boolean {
  // An answer a limit cut (`null`) does not show the door is needed.
  for (let i = 0; i < b.doors.length; i++) {
    if (within({ ...b, doors: b.doors.filter((_, j) => j !== i) }, par - 1) !== true) return false;
  }
  for (const sw of b.switches) {
    const first = b.gates.findIndex((g) => g.channel === sw.channel);
    if (first < 0) continue;
    if (within({ ...b, gates: b.gates.filter((_, j) => j !== first) }, par - 1) !== true) {
      return false;
    }
  }
  return true;
}

function placePortals(b: Board, v: BoardVerdict, count: number, tools: Tools) {
  const { rng, prove, quick } = tools;
  if (count === 0) return { board: b };
  let board = b;
  let verdict = v;
  let placed = 0;
  for (let k = 0; k < count; k++) {
    const route = verdict.routes[0] ?? [];
    const free = occupiedCells(board);
    // Several candidate pairs, each skipping a stretch of the way; the one that saves the most
    // steps wins, so the ends land far apart along the way.
    let best: { board: Board; par: number } | null = null;
    // A pair skips a stretch of the way that no earlier pair's ends lie on, so the earlier pairs
    // stay on the best way.
    const ends = new Set(board.portals.flatMap((pair) => [pair.a, pair.b]));
    for (let tries = 0; tries < 16; tries++) {
      if (route.length < 6) break;
      const share = Math.max(4, Math.floor(route.length / (count + 1)));
      const i = 1 + rng.below(Math.max(1, route.length - share - 2));
      let j = Math.min(
        route.length - 2,
        i + Math.max(3, Math.floor(share / 2)) + rng.below(Math.ceil(share / 2)),
      );
      for (let m = i; m <= j; m++) {
        if (ends.has(route[m]!)) {
          j = m - 1;
          break;
        }
      }
      if (j - i < 3) continue;
      const a = route[i]!;
      const far = route[j]!;
      if (free.has(a) || free.has(far) || a === far) continue;
      const next = { ...board, portals: [...board.portals, { a, b: far }] };
      const nv = quick(next);
      if (nv.solvable && nv.par < verdict.par && (best === null || nv.par < best.par)) {
        best = { board: next, par: nv.par };
      }
    }
    if (best !== null) {
      board = best.board;
      verdict = prove(board);
      placed++;
    }
  }
  // A later pair can make an earlier one pointless: keep only pairs the best way still uses
  // (taking one away would make the way longer).
  for (let i = board.portals.length - 1; i >= b.portals.length; i--) {
    const without = { ...board, portals: board.portals.filter((_, j) => j !== i) };
    const wv = quick(without);
    if (wv.solvable && wv.par <= verdict.par) {
      board = without;
      verdict = prove(board);
      placed--;
    }
  }
  if (placed === 0) return null;
  return placed < count
    ? {
        board,
        note: `Portals: room for ${placed} of ${count} pairs the solution would actually use.`,
      }
    : { board };
}

function placeGems(b: Board, v: BoardVerdict, count: number, { rng, prove, quick, needed }: Tools) {
  if (count === 0) return { board: b };
  const rules = rulesOf(b);
  const way = new Set(v.routes.flat());
  const occupied = occupiedCells(b);
  const reachable = distancesOver(b, b.starts[0]!);
  // On Roll only cells a player rolls over can hold a gem; those a player rolls over alone are
  // a cheap, nearly always right guess (the full proof below has the last word).
  const over = b.movement === 'roll' ? rolledOverAlone(b) : null;
  const spots: number[] = [];
  for (let c = 0; c < rules.n; c++) {
    if (reachable[c]! < 0 || occupied.has(c) || way.has(c) || rules.passages.isHole(c)) continue;
    if (over !== null && !over[c]) continue;
    spots.push(c);
  }
  rng.shuffle(spots);
  // Each gem only has to keep the board solvable here; whether the doors, gates and portals
  // placed before are all still needed is checked once for the lot below (a dozen proofs per
  // check), and the last gems are taken back until it holds. Fewer gems never make a board
  // unsolvable, so the whole lot is proved first, and gem by gem only when it fails.
  const choose = (proveEach: boolean) => {
    const deadEnds = spots.filter((c) => rules.passages.degree(c) === 1);
    const others = spots.filter((c) => rules.passages.degree(c) !== 1);
    const chosen: number[] = [];
    let board = b;
    const far = new Int32Array(rules.n).fill(1 << 30);
    while (chosen.length < count && deadEnds.length + others.length > 0) {
      // Dead ends while any is left, each the farthest from the gems chosen so far.
      const pool = deadEnds.length > 0 ? deadEnds : others;
      let best = -1;
      for (const c of pool) if (best < 0 || far[c]! > far[best]!) best = c;
      pool.splice(pool.indexOf(best), 1);
      const next = { ...board, gems: [...board.gems, best] };
      if (proveEach && !quick(next).solvable) continue;
      board = next;
      chosen.push(best);
      const d = distancesOver(b, best);
      for (let c = 0; c < rules.n; c++) if (d[c]! >= 0) far[c] = Math.min(far[c]!, d[c]!);
    }
    return { board, chosen };
  };
  // The lot is proved in full: a layout kept is proved in full anyway, and the proof is kept.
  let { board, chosen } = choose(false);
  if (chosen.length > 0 && !prove(board).solvable) {
    ({ board, chosen } =
      b.movement === 'roll' ? chooseOnRoute(b, v, count, occupied) : choose(true));
  }
  while (chosen.length > 0 && !needed(board, quick(board).par)) {
    chosen.pop();
    board = { ...board, gems: board.gems.slice(0, -1) };
  }
  if (chosen.length === 0) return null;
  return chosen.length < count
    ? { board, note: `Gems: room for ${chosen.length} of ${count}.` }
    : { board };
}

/**
 * Gems on a Roll board where the best solution already rolls over them before anyone gets
 * home, so that very solution still works with them (each gem as far from the others as the
 * cells allow): solvable without a proof per gem, which on Roll costs as much as a full one.
 * @internal
 */
export function chooseOnRoute(
  b: Board,
  v: BoardVerdict,
  count: number,
  occupied: Set<number>,
): { board: Board; chosen: number[] } {
  const rules = rulesOf(b);
  const passed = new Set<number>();
  let state = { positions: [...b.starts], keys: 0, gems: 0, flips: 0 };
  for (const dir of v.moves[0] ?? []) {
    const trails: number[][] = b.starts.map(() => []);
    const after = rollAll(rules, state, dir, trails).after;
    if (after.positions.some((c) => c === HOME)) break;
    for (const trail of trails) for (const c of trail) if (!occupied.has(c)) passed.add(c);
    state = after;
  }
  const chosen: number[] = [];
  const far = new Int32Array(rules.n).fill(1 << 30);
  const pool = [...passed];
  while (chosen.length < count && pool.length > 0) {
    let best = 0;
    for (let i = 1; i < pool.length; i++) if (far[pool[i]!]! > far[pool[best]!]!) best = i;
    const gem = pool.splice(best, 1)[0]!;
    chosen.push(gem);
    const d = distancesOver(b, gem);
    for (let c = 0; c < rules.n; c++) if (d[c]! >= 0) far[c] = Math.min(far[c]!, d[c]!);
  }
  return { board: { ...b, gems: [...b.gems, ...chosen] }, chosen };
}

/**
 * Cells some player rolls over on a Roll board when rolling alone from its start (the other
 * players off the board), by a search over the player's resting cells.
 */
function rolledOverAlone(b: Board): Uint8Array {
  const rules = rulesOf(b);
  const directions = rollDirections(rules.topology.spec.kind);
  const over = new Uint8Array(rules.n);
  for (let p = 0; p < b.starts.length; p++) {
    const alone = rulesOf({ ...b, starts: [b.starts[p]!], goals: [rules.goalOf[p]!] });
    const seen = new Uint8Array(rules.n);
    const queue = [b.starts[p]!];
    seen[queue[0]!] = 1;
    over[queue[0]!] = 1;
    for (let head = 0; head < queue.length; head++) {
      for (let dir = 0; dir < directions; dir++) {
        const trails: number[][] = [[]];
        const state = { positions: [queue[head]!], keys: 0, gems: 0, flips: 0 };
        const after = rollAll(alone, state, dir, trails).after.positions[0]!;
        for (const c of trails[0]!) over[c] = 1;
        if (after !== HOME && !seen[after]) {
          seen[after] = 1;
          queue.push(after);
        }
      }
    }
  }
  return over;
}

function placeOneWays(b: Board, v: BoardVerdict, count: number, { rng }: Tools) {
  if (count === 0) return { board: b };
  const rules = rulesOf(b);
  const used = sidesTaken(b);
  // Along the way: sides the route crosses once (not on a walk to a key and back), in the
  // direction it crosses them.
  const crossings = new Map<number, number>();
  for (const s of waySides(b, v)) {
    const t = rules.topology;
    const id = Math.min(
      s.cell * rules.maxSlots + s.slot,
      t.neighbor(s.cell, s.slot) * rules.maxSlots + t.oppositeSlot(s.cell, s.slot),
    );
    crossings.set(id, (crossings.get(id) ?? 0) + 1);
  }
  const once = (s: { cell: number; slot: number }) => {
    const t = rules.topology;
    const id = Math.min(
      s.cell * rules.maxSlots + s.slot,
      t.neighbor(s.cell, s.slot) * rules.maxSlots + t.oppositeSlot(s.cell, s.slot),
    );
    return crossings.get(id) === 1;
  };
  const way = waySides(b, v).filter((s) => once(s) && !used.has(s.cell * rules.maxSlots + s.slot));
  rng.shuffle(way);
  const along = Math.min(way.length, Math.ceil(count / 2));
  const oneWays: OneWay[] = way.slice(0, along).map(({ cell, slot }) => ({ cell, slot }));
  const decoys = offWaySides(b, v, used);
  rng.shuffle(decoys);
  for (const [cell, slot] of decoys.slice(0, count - along)) {
    const t = rules.topology;
    oneWays.push(
      rng.bool()
        ? { cell, slot }
        : { cell: t.neighbor(cell, slot), slot: t.oppositeSlot(cell, slot) },
    );
  }
  if (oneWays.length === 0) return null;
  const board = { ...b, oneWays: [...b.oneWays, ...oneWays] };
  return oneWays.length < count
    ? { board, note: `One-ways: room for ${oneWays.length} of ${count}.` }
    : { board };
}

function placeTraps(b: Board, v: BoardVerdict, fraction: number, { rng, quick }: Tools) {
  if (fraction === 0) return { board: b };
  const rules = rulesOf(b);
  const way = new Set(v.routes.flat());
  const occupied = occupiedCells(b);
  const free: number[] = [];
  for (let c = 0; c < rules.n; c++) {
    if (!way.has(c) && !occupied.has(c) && !rules.passages.isHole(c)) free.push(c);
  }
  const want = Math.round(fraction * free.length);
  if (want === 0) {
    return {
      board: b,
      note: `Traps: ${fraction} of the ${free.length} free cells off the way is no trap at all.`,
    };
  }
  // Beside the way first: decoys a player walks past.
  const beside = (c: number) => {
    for (let s = 0; s < rules.topology.slotCount(c); s++)
      if (way.has(rules.across[c * rules.maxSlots + s]!)) return 1;
    return 0;
  };
  rng.shuffle(free);
  free.sort((p, q) => beside(q) - beside(p));
  const traps = free.slice(0, want);
  const board = { ...b, traps: [...b.traps, ...traps] };
  // Never on the way to anything needed: the best way must stay as it was.
  const nv = quick(board);
  if (!nv.solvable || nv.par !== v.par) return null;
  return { board };
}
