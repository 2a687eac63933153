import { clampWithNote } from '@knossos/core';
import { createRng, type Rng } from '@knossos/random';
import type { Topology } from '@knossos/topology';
import { FlowError } from './errors.js';
import { type FlowGrid, type FlowLevel, topologyOf } from './level.js';
import { searchFlow } from './search.js';
import { type FlowSynthesisSettings, synthesizeFlow } from './synthesize.js';
import {
  looseTimeLimitNote,
  noLevelInTime,
  startTimeLimit,
  type TimeLimit,
  timeLimitNote,
} from './time-limit.js';

/** Settings for {@link generateFlow}. Out-of-range values are clamped, with a note. */
export interface FlowSettings {
  /** Columns, 5–40 (default 7). */
  width?: number;
  /** Rows, 5–40 (default 7). */
  height?: number;
  /** The grid (default `'square'`). */
  grid?: FlowGrid;
  /**
   * Colours to aim for, 2 to cells / 3 (default: about one per 8 cells). Paths are cut to about
   * cells / colours each; making the level unique may add a few.
   */
  colors?: number;
  /** Shortest path, in cells, 2–8 (default 3). */
  minLen?: number;
  /** Longest path, in cells, 2 · minLen − 1 to cells (default: cells, i.e. no limit). */
  maxLen?: number;
  /** Prove the level has exactly one solution, and repair it until it does (default `true`). */
  unique?: boolean;
  /**
   * `'constructive'` (the default): cover the board with paths, then prove; the level comes
   * back at once. `'z3'`: Z3 synthesis ({@link synthesizeFlow}, which needs `z3-solver`), whose
   * level comes back as a promise.
   */
  method?: 'constructive' | 'z3';
  /** The seed: the same settings and seed give the same level (default `'flow'`). */
  seed?: string | number;
  /**
   * Also check whether the level stays unique when a path may run alongside itself (reported
   * as `uniqueLoose`). Default: on for boards of up to 144 cells (12 × 12), where it costs a few
   * milliseconds, off above, as that search prunes less and can cost far more than the proof
   * itself on large boards.
   */
  checkLoose?: boolean;
  /** Aborting it stops generation between attempts. */
  signal?: AbortSignal;
  /**
   * The most wall time the whole call may take, in ms, ≥ 0 (default: none; a missing, NaN or
   * non-number value is none, a negative one is 0). A run option, not a level setting: it is stored nowhere,
   * and a level made within it is exactly the level made without it. Every proof the call runs
   * gets the time left; when it runs out, no new covering (or Z3 model) is tried and the best
   * level so far comes back with `unique: false` and a note starting `Time limit:`, or, when
   * there is none, a {@link FlowError} with field `timeMs` is thrown. The first covering is
   * always made, so the constructive method returns a level even at 0 ms unless that covering
   * fails; with `method: 'z3'` loading Z3 counts too, and `timeoutMs` still applies beside it.
   */
  timeMs?: number;
}

/** A generated level: the level, its proof and how it was made. */
export interface GeneratedFlow extends FlowLevel {
  /** The solution (always known for a generated level). */
  readonly solution: readonly number[];
  /** Proven to have exactly one solution under the degree rule. */
  readonly unique: boolean;
  /**
   * Whether it stays unique when a path may run alongside itself (the loose rule, solutions
   * counted as sets of paths): `null` when not checked (see `checkLoose`; never without
   * `unique`), when that search needed more than 200,000 nodes, or when `timeMs` ran out first
   * (with a note).
   */
  readonly uniqueLoose: boolean | null;
  /** The seed it was made from. */
  readonly seed: string;
  /** Anything adjusted, each starting with the setting it is about. */
  readonly notes: readonly string[];
  /** Coverings tried before this one was accepted. */
  readonly attempts: number;
}

const ATTEMPTS = 200;
/** Boards up to this many cells check `uniqueLoose` unless told otherwise. @internal */
export const LOOSE_CELLS = 144;
/** The longest path a unique level aims at, in cells (see {@link generateFlow}). */
const UNIQUE_AIM = 12;
/** Failed attempts after which the paths are aimed shorter (more colours). */
const RELAX_EVERY = 10;
/** Search nodes one uniqueness proof may take; a covering whose proof needs more is dropped. */
const PROOF_NODES = 300_000;

/**
 * Generates a Flow level with its solution and, by default, a proof that the solution is the
 * only one. With `method: 'z3'` it is {@link synthesizeFlow} and returns a promise; otherwise it
 * is constructive and returns the level.
 *
 * Constructive method: cover the board with random paths that obey the degree rule (each grows
 * from the most hemmed-in free cell by a random walk that never touches itself, to a length
 * drawn from the bounds; a leftover single cell joins a neighbouring path's end), put the dots at
 * the path ends, and ask the path search (`solveFlow`'s `engine: 'search'`) for two solutions. When it finds a second one, the level is
 * repaired where the two differ: the path through a differing cell is cut in two there (one more
 * colour), which rules that alternative out, and the proof runs again. A covering that cannot be
 * repaired, or whose proof takes more than 300,000 search nodes, is dropped for a fresh one, up to
 * 200 attempts. (Boards past about 20 × 20 often need many attempts: the proof is the limit.)
 *
 * With `timeMs`, every proof gets the time left. A proof the time cuts proves nothing either
 * way (it neither repairs nor accepts): the level as it stands comes back with `unique: false`
 * and the note `Time limit: the uniqueness proof was cut by the time limit after N ms, so
 * uniqueness is not proven.` When the time runs out between attempts, the last covering
 * dropped for its node budget comes back with `Time limit: the search for a level was cut …`
 * (a covering with a known second solution never does).
 *
 * @returns the level, with `unique`, `seed`, `notes` and `attempts`.
 * @throws {@link FlowError} when no level could be made (with the reason), `signal` aborted
 *   (field `signal`), or `timeMs` ran out before any level was made (field `timeMs`).
 */
export function generateFlow(
  settings: FlowSettings & FlowSynthesisSettings & { method: 'z3' },
): Promise<GeneratedFlow>;
export function generateFlow(settings?: FlowSettings & { method?: 'constructive' }): GeneratedFlow;
export function generateFlow(
  settings?: FlowSettings & FlowSynthesisSettings,
): GeneratedFlow | Promise<GeneratedFlow>;
export function generateFlow(
  settings: FlowSettings & FlowSynthesisSettings = {},
): GeneratedFlow | Promise<GeneratedFlow> {
  if (settings?.method === 'z3') return synthesizeFlow(settings);
  return generateConstructive(settings ?? {});
}

/** The constructive method of {@link generateFlow}. */
function generateConstructive(settings: FlowSettings): GeneratedFlow {
  const limit = startTimeLimit(settings.timeMs);
  const notes: string[] = [];
  const grid: FlowGrid = settings.grid === 'hex' ? 'hex' : 'square';
  if (settings.grid !== undefined && settings.grid !== grid) {
    notes.push(`Grid: ${String(settings.grid)} is not a Flow grid; used square.`);
  }
  const width = clamp(notes, 'Width', settings.width, 5, 40, 7);
  const height = clamp(notes, 'Height', settings.height, 5, 40, 7);
  const cells = width * height;
  const colors = clamp(
    notes,
    'Colors',
    settings.colors,
    2,
    Math.floor(cells / 3),
    Math.max(2, Math.round(cells / 8)),
  );
  const minLen = clamp(notes, 'Min length', settings.minLen, 2, 8, 3);
  let maxLen = clamp(notes, 'Max length', settings.maxLen, minLen, cells, cells);
  // Paths of minLen–maxLen cells must be able to add up to the board: with maxLen at least
  // 2 · minLen − 1 every count of cells from minLen on can be split so.
  if (maxLen < 2 * minLen - 1) {
    notes.push(
      `Max length: ${maxLen} leaves too little room to fill the board with paths of at least ${minLen}; used ${2 * minLen - 1}.`,
    );
    maxLen = 2 * minLen - 1;
  }
  const unique = settings.unique !== false;
  if (settings.method !== undefined && settings.method !== 'constructive') {
    notes.push(`Method: ${String(settings.method)} is not a method; used constructive.`);
  }
  // The feasibility check: colours · minLen ≤ cells ≤ colours · maxLen.
  if (colors * minLen > cells) {
    notes.push(
      `Colors: ${colors} paths of at least ${minLen} cells cannot fit in ${cells} cells; fewer colours are used.`,
    );
  }
  if (colors * maxLen < cells) {
    notes.push(
      `Colors: ${colors} paths of at most ${maxLen} cells cannot fill ${cells} cells; more colours are used.`,
    );
  }
  const seed = String(settings.seed ?? 'flow');
  const rng = createRng(seed);
  const topology = topologyOf({ grid, width, height });
  // Aim every path at about cells / colours, within the bounds.
  let aimed = colors;
  // Unique levels of long paths are slow to prove and need many repairs, which cut the paths
  // short anyway (measured: 16 × 16 asked for 4–12 colours took 9–47 s and ended with 23–29):
  // a unique level aims at paths of at most UNIQUE_AIM cells from the start.
  const fewest = Math.min(Math.floor(cells / minLen), Math.ceil(cells / UNIQUE_AIM));
  if (unique && aimed < fewest) {
    notes.push(
      `Colors: a unique level is built from paths of about ${UNIQUE_AIM} cells or fewer, and ${aimed} colours would need ${Math.round(cells / aimed)}; aimed at ${fewest}.`,
    );
    aimed = fewest;
  }
  let aim = Math.min(maxLen, Math.max(minLen, Math.round(cells / aimed)));
  // The level to fall back on when the time runs out between attempts: the last covering whose
  // proof ran out of nodes (unproven, unlike one with a known second solution).
  let unproven: { covered: number[][]; made: number[][] } | null = null;

  /** The level of `made` (repaired from the covering `covered`), as returned. */
  const finish = (
    covered: number[][],
    made: number[][],
    attempts: number,
    cut: 'proof' | 'search' | null,
  ): GeneratedFlow => {
    const level = levelOf(grid, width, height, topology, made);
    if (made.length !== colors) {
      const why =
        made.length > covered.length
          ? ', some added to make the solution unique'
          : colors * minLen > cells || colors * maxLen < cells
            ? ', as the length bounds allow'
            : ', as the random paths fell';
      notes.push(`Colors: ${made.length} colours rather than ${colors}${why}.`);
    }
    if (cut !== null) notes.push(timeLimitNote(cut, limit));
    const proven = unique && cut === null;
    const uniqueLoose = looseUnique(level, proven, settings.checkLoose, limit, notes);
    return { ...level, unique: proven, uniqueLoose, seed, notes, attempts };
  };

  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    if (settings.signal?.aborted) throw new FlowError('signal', 'generation was cancelled');
    // The first covering is always made (it takes milliseconds), so that a level exists.
    if (attempt > 1 && limit.left() <= 0) {
      if (unproven !== null) return finish(unproven.covered, unproven.made, attempt - 1, 'search');
      throw noLevelInTime(limit, `the time ran out after ${attempt - 1} of ${ATTEMPTS} attempts`);
    }
    // Few long paths can be too hard to prove or repair: after each run of failed attempts,
    // aim at half as many colours again (shorter paths), while the length bounds allow.
    if (attempt % RELAX_EVERY === 0) {
      const more = Math.min(Math.floor(cells / minLen), Math.ceil(aimed * 1.5));
      if (more > aimed) {
        notes.push(
          `Colors: no level with about ${aimed} colours came in ${RELAX_EVERY} tries; aimed at ${more}.`,
        );
        aimed = more;
        aim = Math.min(maxLen, Math.max(minLen, Math.round(cells / aimed)));
      }
    }
    const paths = cover(topology, rng, minLen, maxLen, aim);
    if (paths === null) continue;
    if (!unique) return finish(paths, paths, attempt, null);
    const repair = makeUnique(grid, width, height, topology, paths, minLen, limit);
    if (repair === null) continue;
    if (repair.ended === 'nodes') {
      unproven = { covered: paths, made: repair.paths };
      continue;
    }
    return finish(paths, repair.paths, attempt, repair.ended === 'time' ? 'proof' : null);
  }
  throw new FlowError(
    'settings',
    `no level could be made in ${ATTEMPTS} attempts (try looser length bounds or fewer colours)`,
  );
}

/**
 * Whether a unique level stays unique when a path may run alongside itself (`uniqueLoose`):
 * checked when asked (`checkLoose`), by default on boards of up to {@link LOOSE_CELLS} cells;
 * `null` when not checked, not unique, past 200,000 search nodes, or past the time limit (then
 * with a note pushed onto `notes`). @internal
 */
export function looseUnique(
  level: FlowLevel,
  unique: boolean,
  checkLoose: boolean | undefined,
  limit: TimeLimit,
  notes: string[],
): boolean | null {
  if (!unique || !(checkLoose ?? level.width * level.height <= LOOSE_CELLS)) return null;
  // Read here, not only inside the search (every 1,024 nodes): a check begun past the
  // deadline is cut whatever its size.
  const left = limit.left();
  const loose =
    left > 0
      ? searchFlow(level, { limit: 2, touching: true, nodeBudget: 200_000, timeMs: left })
      : null;
  if (loose === null || loose.stoppedBy === 'time') {
    notes.push(looseTimeLimitNote(limit));
    return null;
  }
  return loose.stoppedBy === 'nodes' ? null : loose.count === 1;
}

/**
 * A number setting put in range (whole numbers), with a note when it moved: `clampWithNote` of
 * `@knossos/core`, the default put in range too. @internal
 */
export function clamp(
  notes: string[],
  name: string,
  value: number | undefined,
  min: number,
  max: number,
  fallback: number,
): number {
  return clampWithNote(notes, name, value, min, max, Math.min(max, Math.max(min, fallback)), true);
}

/** The level with dots at the path ends; path `k` becomes colour `k`. */
function levelOf(
  grid: FlowGrid,
  width: number,
  height: number,
  topology: Topology,
  paths: number[][],
): FlowLevel & { solution: number[] } {
  const solution = new Array<number>(topology.cellCount).fill(-1);
  const dots: number[] = [];
  for (const [k, path] of paths.entries()) {
    for (const cell of path) solution[cell] = k;
    dots.push(path[0]!, path.at(-1)!);
  }
  return { grid, width, height, dots, solution };
}

/**
 * Covers every cell with paths that obey the degree rule: each is grown by a random walk from the
 * free cell with the fewest free neighbours (then from its other end when stuck), never stepping
 * next to its own earlier cells; a path left shorter than `minLen` is joined, whole, to the end
 * of a neighbouring path when that keeps the rule. Returns `null` when the covering fails (a
 * short path nothing can take).
 */
function cover(
  topology: Topology,
  rng: Rng,
  minLen: number,
  maxLen: number,
  aim: number,
): number[][] | null {
  const n = topology.cellCount;
  const maxSlots = topology.maxSlots;
  const neighbors = topology.neighbors;
  const owner = new Int32Array(n).fill(-1);
  const freeCount = new Int32Array(n);
  for (let cell = 0; cell < n; cell++) {
    for (let s = 0; s < maxSlots; s++) if (neighbors[cell * maxSlots + s]! >= 0) freeCount[cell]!++;
  }
  const take = (cell: number, k: number) => {
    owner[cell] = k;
    for (let s = 0; s < maxSlots; s++) {
      const other = neighbors[cell * maxSlots + s]!;
      if (other >= 0) freeCount[other]!--;
    }
  };
  // A cell may join path k after `tip` when it touches no cell of k but the tip.
  const fits = (cell: number, k: number, tip: number) => {
    for (let s = 0; s < maxSlots; s++) {
      const other = neighbors[cell * maxSlots + s]!;
      if (other >= 0 && other !== tip && owner[other] === k) return false;
    }
    return true;
  };
  const paths: number[][] = [];
  let left = n;
  const options: number[] = [];
  while (left > 0) {
    // Start where the board is tightest (ties at random), so corners and pockets fill first.
    let start = -1;
    let fewest = maxSlots + 1;
    let ties = 0;
    for (let cell = 0; cell < n; cell++) {
      if (owner[cell] !== -1) continue;
      const f = freeCount[cell]!;
      if (f < fewest) {
        fewest = f;
        start = cell;
        ties = 1;
      } else if (f === fewest && rng.below(++ties) === 0) start = cell;
    }
    const k = paths.length;
    const path = [start];
    take(start, k);
    left--;
    // The length to aim for: around `aim`, within the bounds.
    const spread = Math.max(1, Math.floor(aim / 2));
    const length = Math.min(maxLen, Math.max(minLen, aim - spread + rng.below(2 * spread + 1)));
    // Grow from the far end; when it is stuck, from the start end.
    for (let end = 0; end < 2 && path.length < length; end++) {
      if (end === 1) path.reverse();
      let tip = path.at(-1)!;
      while (path.length < length) {
        options.length = 0;
        for (let s = 0; s < maxSlots; s++) {
          const next = neighbors[tip * maxSlots + s]!;
          if (next >= 0 && owner[next] === -1 && fits(next, k, tip)) options.push(next);
        }
        if (options.length === 0) break;
        // Prefer hemmed-in cells (fewest free neighbours), so the walk does not strand them.
        let best = options[0]!;
        let bestFree = freeCount[best]!;
        let bestTies = 1;
        for (let i = 1; i < options.length; i++) {
          const f = freeCount[options[i]!]!;
          if (f < bestFree) {
            best = options[i]!;
            bestFree = f;
            bestTies = 1;
          } else if (f === bestFree && rng.below(++bestTies) === 0) best = options[i]!;
        }
        tip = best;
        path.push(tip);
        take(tip, k);
        left--;
      }
    }
    if (path.length >= minLen) {
      paths.push(path);
      continue;
    }
    // Too short: join it, whole, to the end of a neighbouring path that has room for it.
    if (!joinShort(path, k)) return null;
  }
  return paths;

  /**
   * Joins a short path, whole, to a neighbouring path where the rule allows: at one of its ends,
   * or at an inner cell by cutting it there (the cut-off rest becomes a path of its own when it
   * is long enough). True when joined.
   */
  function joinShort(path: number[], k: number): boolean {
    for (const mine of [path.at(-1)!, path[0]!]) {
      // The short path oriented to end at `mine`.
      const piece = mine === path.at(-1) ? path : [...path].reverse();
      for (let s = 0; s < maxSlots; s++) {
        const other = neighbors[mine * maxSlots + s]!;
        if (other < 0 || owner[other]! < 0 || owner[other] === k) continue;
        const h = owner[other]!;
        const host = paths[h]!;
        const j = host.indexOf(other);
        // Keep the host up to `other` (a) or from `other` on (b); the rest is cut off.
        for (const keepHead of [true, false]) {
          const kept = keepHead ? host.slice(0, j + 1) : host.slice(j).reverse(); // ends at `other`
          const rest = keepHead ? host.slice(j + 1) : host.slice(0, j);
          if (rest.length > 0 && rest.length < minLen) continue;
          if (kept.length + piece.length > maxLen || kept.length + piece.length < minLen) continue;
          const restId = paths.length;
          for (const cell of rest) owner[cell] = restId;
          for (const cell of piece) owner[cell] = h;
          let ok = true;
          for (const cell of piece) {
            for (let u = 0; u < maxSlots && ok; u++) {
              const near = neighbors[cell * maxSlots + u]!;
              if (near < 0 || owner[near] !== h || piece.includes(near)) continue;
              if (!(cell === mine && near === other)) ok = false;
            }
          }
          if (!ok) {
            for (const cell of rest) owner[cell] = h;
            for (const cell of piece) owner[cell] = k;
            continue;
          }
          paths[h] = [...kept, ...[...piece].reverse()];
          if (rest.length > 0) paths.push(rest);
          return true;
        }
      }
    }
    return false;
  }
}

/**
 * How {@link makeUnique} ended, with the paths as they then stood: proven unique, or the proof
 * cut by the time limit or by its node budget (proving nothing either way).
 */
interface Repair {
  readonly ended: 'unique' | 'time' | 'nodes';
  readonly paths: number[][];
}

/**
 * Proves the covering's dots have one solution, cutting a path where a second solution differs
 * until they do; each proof gets the time left of `limit`. `null` when a second solution remains
 * (every cut would leave a path shorter than `minLen`, or 64 rounds of cuts did not do).
 */
function makeUnique(
  grid: FlowGrid,
  width: number,
  height: number,
  topology: Topology,
  start: number[][],
  minLen: number,
  limit: TimeLimit,
): Repair | null {
  let paths = start.map((p) => [...p]);
  for (let round = 0; round < 64; round++) {
    const level = levelOf(grid, width, height, topology, paths);
    // The clock is read here as well as inside the search (which reads it every 1,024 nodes),
    // so a proof begun past the deadline is cut whatever its size: at 0 ms, always the first.
    const left = limit.left();
    if (left <= 0) return { ended: 'time', paths };
    const result = searchFlow(level, { limit: 2, nodeBudget: PROOF_NODES, timeMs: left });
    // A cut proof says nothing about a second solution: it must neither repair nor accept.
    if (result.stoppedBy === 'time') return { ended: 'time', paths };
    if (result.stoppedBy === 'nodes') return { ended: 'nodes', paths };
    if (result.count === 1) return { ended: 'unique', paths };
    // Two solutions: at least one differs from ours.
    const other = result.solutions.find((s) => !sameAs(s, level.solution));
    if (other === undefined) return null;
    let cut = false;
    for (let cell = 0; cell < topology.cellCount && !cut; cell++) {
      if (other[cell] === level.solution[cell]) continue;
      const k = level.solution[cell]!;
      const path = paths[k]!;
      const at = path.indexOf(cell);
      // Cut next to `at`, keeping both parts at least `minLen` cells long.
      const i = Math.min(path.length - minLen, Math.max(minLen, at));
      if (i >= minLen && path.length - i >= minLen) {
        paths = [...paths.slice(0, k), path.slice(0, i), ...paths.slice(k + 1), path.slice(i)];
        cut = true;
      }
    }
    if (!cut) return null;
  }
  return null;
}

/** Whether two colourings are the same. */
function sameAs(a: ArrayLike<number>, b: ArrayLike<number>): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
