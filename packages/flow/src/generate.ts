import { createRng } from '@knossos/random';
import { FlowError } from './errors.js';
import type { FlowSettings, GeneratedFlow } from './generate-types.js';
import { layPaths, type PathPlan } from './lay-paths.js';
import type { FlowLevel } from './level.js';
import { borderNodes } from './level-stats.js';
import { makeBoard } from './made-board.js';
import { levelOf, makeUnique, type RepairBudget } from './repair.js';
import { pathsOf } from './reshape.js';
import { clampBoard, sideOf } from './settings-board.js';
import { type FlowSynthesisSettings, synthesize } from './synthesize.js';
import {
  looseTimeLimitNote,
  noLevelInTime,
  startTimeLimit,
  type TimeLimit,
  timeLimitNote,
} from './time-limit.js';

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
  return generateWithin(settings ?? {}, startTimeLimit(settings?.timeMs));
}

/**
 * {@link generateFlow} on a time limit already started (`settings.timeMs` is not read), so a
 * caller's tries, proofs and rating share one deadline and every note and error names the limit
 * the caller was given, not the time that was left of it. @internal
 */
export function generateWithin(
  settings: FlowSettings & FlowSynthesisSettings & { method: 'z3' },
  limit: TimeLimit,
): Promise<GeneratedFlow>;
export function generateWithin(
  settings: FlowSettings & { method?: 'constructive' },
  limit: TimeLimit,
): GeneratedFlow;
export function generateWithin(
  settings: FlowSettings & FlowSynthesisSettings,
  limit: TimeLimit,
): GeneratedFlow | Promise<GeneratedFlow>;
export function generateWithin(
  settings: FlowSettings & FlowSynthesisSettings,
  limit: TimeLimit,
): GeneratedFlow | Promise<GeneratedFlow> {
  if (settings.method === 'z3') return synthesize(settings, 'edges', limit);
  return generateConstructive(settings, limit);
}

/** The constructive method of {@link generateFlow}. */
function generateConstructive(settings: FlowSettings, limit: TimeLimit): GeneratedFlow {
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
    // fail every time: after each run of failures, one step towards the side (from above it,
    // down; from below, up), with a note.
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
