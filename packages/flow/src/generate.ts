import { createRng } from '@knossos/random';
import { cover } from './cover.js';
import { FlowError } from './errors.js';
import { type FlowGrid, type FlowLevel, topologyOf } from './level.js';
import { levelOf, makeUnique } from './repair.js';
import { searchFlow } from './search.js';
import { clampBoard, LOOSE_CELLS } from './settings.js';
import { type FlowSynthesisSettings, synthesizeFlow } from './synthesize.js';
import {
  looseTimeLimitNote,
  noLevelInTime,
  startTimeLimit,
  type TimeLimit,
  timeLimitNote,
} from './time-limit.js';

/**
 * Settings for {@link generateFlow}. Out-of-range values are clamped, with a note; the ranges
 * are those of `FLOW_SETTINGS`.
 */
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
  /**
   * The stars to aim for, 0 (any) to 5 (default 0): read by the family's verified generation
   * (`flowFamily.generateVerified`), which tries seeds until one is rated so; `generateFlow`
   * itself makes one level whatever its stars.
   */
  stars?: number;
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
/** The longest path a unique level aims at, in cells (see {@link generateFlow}). */
const UNIQUE_AIM = 12;
/** Failed attempts after which the paths are aimed shorter (more colours). */
const RELAX_EVERY = 10;

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
  const { grid, width, height, colors, minLen, maxLen } = clampBoard(settings, notes);
  const cells = width * height;
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
