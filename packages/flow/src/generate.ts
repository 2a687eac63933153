import { createRng } from '@knossos/random';
import { FlowError } from './errors.js';
import { layPaths, type PathPlan } from './lay-paths.js';
import type { FlowGrid, FlowLevel } from './level.js';
import { borderNodes } from './level-stats.js';
import { makeBoard } from './made-board.js';
import { levelOf, makeUnique, type RepairBudget } from './repair.js';
import { pathsOf } from './reshape.js';
import { searchFlow } from './search.js';
import { LOOSE_CELLS } from './settings.js';
import { clampBoard, sideOf } from './settings-board.js';
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
   * Colours, exactly (default: the side, `round((width + height) / 2)`): half the side (at
   * least 2) to twice the side, and at most cells / 3; clamped with a note. Only when the length
   * bounds cannot fill the board with that many paths is another count used (with a note).
   */
  colors?: number;
  /** Shortest path, in cells, 2–8 (default 3). */
  minLen?: number;
  /** Longest path, in cells, 2 · minLen − 1 to cells (default: cells, i.e. no limit). */
  maxLen?: number;
  /**
   * How much paths wind: the turns per path cell to aim for, 0–0.6 (default 0.24; published
   * hand-made levels: 0.23–0.25). Reshaping steers each path's turns towards
   * `windiness · length`; on boards past about 20 × 20 the paths mix more slowly and end with
   * fewer turns than aimed (about 0.13 at 30 × 30, 0.10 at 40 × 40). Above 0, no dead-straight
   * path (one that never turns) is longer than half the side and no straight segment longer
   * than half the side plus two; 0 allows both (and aims at no turns).
   */
  windiness?: number;
  /**
   * The board's outline: a built-in shape of `@knossos/topology` (`BUILTIN_SHAPES`: circle,
   * heart, …) or mask rows (`maskFromRows`: `#` inside, `.` outside, top row first), fitted to
   * the board; cells outside, and any piece but the largest, become holes. Default: none.
   */
  shape?: string | readonly string[];
  /**
   * Bridge cells, 0–12 (default 0; square boards only, else 0 with a note): cells where two
   * paths cross straight over each other, placed at random on inner cells, never next to
   * another bridge. Fewer fit on a small or shaped board (with a note).
   */
  bridges?: number;
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
   * Also make the level unique when a path may run alongside itself (the loose rule, reported
   * as `uniqueLoose`), repairing it like a degree-rule second solution (default `true`). When
   * that proof passes its node budget the level is kept with `uniqueLoose: null` and a note.
   * (Z3 synthesis checks it on boards of up to 144 cells by default, and never repairs.)
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

const ATTEMPTS = 60;
/**
 * Moves per node while reshaping a covering, per 10 cells of side (at least 200): paths mix
 * more slowly on large boards (measured: 200 per node gives 14 × 14 its aimed turns, 30 × 30
 * half of them).
 */
const MOVES_PER_NODE = 20;
/** Repairs of one covering before it is dropped. */
const REPAIRS = 12;
/** Solver nodes a degree-rule proof may take, per node of the board. */
const PROOF_NODES_PER_NODE = 500;
/**
 * Solver nodes a loose-rule proof may take, per node of the board, and at least
 * `LOOSE_NODES_LEAST`: the loose rule's proof costs far more than the degree rule's on long
 * paths (measured at 14 × 14: 260 to 41,000 CDCL decisions; at 20 × 20 40,000 to over 190,000,
 * seconds), and a second solution it finds costs a repair and both proofs again, so it is kept
 * to what the speed targets leave (a budget of one decision per node and cell of side took the
 * 14 × 14 median from 41 ms to 500 ms), and comes back unknown (`null`) past that.
 */
const LOOSE_NODES_PER_NODE = 8;
const LOOSE_NODES_LEAST = 2_000;
/** Failed attempts after which the colours move one step towards what the bounds allow best. */
const RELAX_EVERY = 8;
/** Attempts that keep the shape rules (no long straight path, no long border run). */
const RULES_KEPT_FOR = 40;

/**
 * Generates a Flow level with its solution and, by default, a proof that the solution is the
 * only one, under the degree rule and the loose rule. With `method: 'z3'` it is
 * {@link synthesizeFlow} and returns a promise; otherwise it is constructive and returns the
 * level.
 *
 * Constructive method: the board (cut to `shape`, with `bridges`) is covered by random paths
 * that obey the degree rule, which are then reshaped many times over: a cell passes from its path
 * to a neighbouring path's end when both stay clean paths (the one it leaves may split in two,
 * and paths whose ends meet may join), with moves that straighten paths mostly refused
 * (steered to `windiness`). The count is then brought to exactly `colors` by cuts and joins, and paths that
 * run dead-straight for more than half the side, or along the border for more than the side,
 * are reshaped until none does. The dots go at the path ends, and `solveFlow` looks for a second
 * solution (degree rule, then loose rule). Where one differs, the path through a differing cell
 * is cut there (which rules that solution out) and two path ends that meet elsewhere are joined,
 * so the colours stay as asked; the proof runs again. A covering that cannot be repaired in a few
 * rounds, or whose proof passes its node budget, is dropped for a fresh one, up to 60 attempts.
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
  const asked = clampBoard(settings, notes);
  const { minLen, maxLen, windiness } = asked;
  const unique = settings.unique !== false;
  const checkLoose = settings.checkLoose !== false;
  if (settings.method !== undefined && settings.method !== 'constructive') {
    notes.push(`Method: ${String(settings.method)} is not a method; used constructive.`);
  }
  const seed = String(settings.seed ?? 'flow');
  const rng = createRng(seed);
  const board = makeBoard(asked, rng, notes);
  const { graph } = board;
  const n = graph.cellCount;
  // The feasibility check: colours · minLen ≤ nodes ≤ colours · maxLen.
  let colors = asked.colors;
  if (colors * minLen > n) {
    colors = Math.max(1, Math.floor(n / minLen));
    notes.push(
      `Colors: ${asked.colors} paths of at least ${minLen} cells cannot fit in ${n} cells; used ${colors}.`,
    );
  } else if (colors * maxLen < n) {
    colors = Math.ceil(n / maxLen);
    notes.push(
      `Colors: ${asked.colors} paths of at most ${maxLen} cells cannot fill ${n} cells; used ${colors}.`,
    );
  }
  const side = sideOf(board.width, board.height);
  let plan: PathPlan = {
    colors,
    minLen,
    maxLen,
    windiness,
    straightMost: windiness === 0 ? Number.POSITIVE_INFINITY : Math.floor(side / 2),
    borderMost: side,
    segmentMost: windiness === 0 ? Number.POSITIVE_INFINITY : Math.ceil(side / 2) + 2,
    border: borderNodes(graph),
    movesPerNode: Math.max(200, MOVES_PER_NODE * side),
  };
  const budget: RepairBudget = {
    proofNodes: PROOF_NODES_PER_NODE * n,
    looseNodes: Math.max(LOOSE_NODES_LEAST, LOOSE_NODES_PER_NODE * n),
    repairs: REPAIRS,
    loose: checkLoose,
  };
  // The level to fall back on when the time runs out between attempts: the last covering whose
  // proof ran out of nodes (unproven, unlike one with a known second solution).
  let unproven: FlowLevel | null = null;
  // The count the last covering stuck at when it could not meet the plan's.
  let stuckAt: number | null = null;

  const finish = (
    level: FlowLevel & { solution: readonly number[] },
    attempts: number,
    cut: 'proof' | 'search' | null,
    loose: boolean | null,
    looseCut: 'time' | 'nodes' | null = null,
  ): GeneratedFlow => {
    if (cut !== null) notes.push(timeLimitNote(cut, limit));
    const proven = unique && cut === null;
    if (proven && checkLoose && looseCut === 'time') notes.push(looseTimeLimitNote(limit));
    else if (proven && checkLoose && loose === null) {
      notes.push('Check loose: the loose-rule proof passed its node budget; uniqueLoose unknown.');
    }
    return {
      ...level,
      unique: proven,
      uniqueLoose: proven && checkLoose ? loose : null,
      seed,
      notes,
      attempts,
    };
  };

  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    if (settings.signal?.aborted) throw new FlowError('signal', 'generation was cancelled');
    // The first covering is always made (it takes milliseconds), so that a level exists.
    if (attempt > 1 && limit.left() <= 0) {
      if (unproven !== null) return finish(unproven as GeneratedFlow, attempt - 1, 'search', null);
      throw noLevelInTime(limit, `the time ran out after ${attempt - 1} of ${ATTEMPTS} attempts`);
    }
    // A count the bounds or the shape rules make too tight (few long paths on a tiny board) can
    // fail every time: after each run of failures, one step towards the side (from the side,
    // up), with a note.
    if (attempt % RELAX_EVERY === 0) {
      const toward = (plan.colors > side ? -1 : 1) * Math.max(1, Math.round(plan.colors / 20));
      const next = [
        stuckAt ?? plan.colors + toward,
        plan.colors + toward,
        plan.colors - toward,
      ].find((k) => k >= 1 && k >= Math.ceil(n / maxLen) && k <= Math.floor(n / minLen));
      if (next !== undefined) {
        notes.push(
          `Colors: no level with ${plan.colors} colours came in ${RELAX_EVERY} tries; used ${next}.`,
        );
        plan = { ...plan, colors: next };
      }
    }
    // The last resort on tight boards: the shape rules go, with a note.
    if (attempt === RULES_KEPT_FOR + 1 && Number.isFinite(plan.borderMost)) {
      notes.push(
        `Windiness: no level kept the shape rules in ${RULES_KEPT_FOR} tries; paths may now run straight or along the border.`,
      );
      plan = {
        ...plan,
        straightMost: Number.POSITIVE_INFINITY,
        borderMost: Number.POSITIVE_INFINITY,
        segmentMost: Number.POSITIVE_INFINITY,
      };
    }
    const covering = layPaths(graph, rng, plan);
    if (typeof covering === 'number') stuckAt = covering;
    if (covering === null || typeof covering === 'number') continue;
    if (!unique) return finish(levelOf(board, pathsOf(covering)), attempt, null, null);
    const repair = makeUnique(board, covering, rng, plan, budget, limit);
    if (repair.ended === 'failed') continue;
    if (repair.ended === 'nodes') {
      unproven = repair.level;
      continue;
    }
    return finish(
      repair.level,
      attempt,
      repair.ended === 'time' ? 'proof' : null,
      repair.loose,
      repair.looseCut,
    );
  }
  throw new FlowError(
    'settings',
    `no level could be made in ${ATTEMPTS} attempts (try looser length bounds, other colours or a lower windiness)`,
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
