// Aiming generation at a difficulty: link swaps that keep the board unique while they bring the
// hardest rule it needs and its deduction steps per tile to what was asked.
import type { Rng } from '@knossos/random';
import type { Topology } from '@knossos/topology';
import { puzzleFor } from './board.js';
import { Deducer } from './deduce.js';
import { type CallLimits, stopOf } from './limits.js';
import { countObvious } from './obvious.js';
import { search } from './search.js';
import type { NetwalkRule } from './solve.js';
import { LinkSwapper } from './swap.js';

/** What a board is aimed at: a hardest rule and a number of deduction steps per tile. */
export interface DifficultyAim {
  /** The hardest rule the solver should need, or `null` for any. */
  readonly rule: NetwalkRule | null;
  /** The deduction steps per tile to aim at (within {@link STEP_TOLERANCE}), or `null` for any. */
  readonly steps: number | null;
  /** Keep obvious tiles out (see `avoidObvious`): a swap may not add one. */
  readonly avoidObvious: boolean;
}

const RANK: Readonly<Record<NetwalkRule, number>> = {
  edges: 0,
  'dead-ends': 1,
  loops: 2,
  search: 3,
};

/** How near the steps per tile must come to their aim: 0.05. */
export const STEP_TOLERANCE = 0.05;

/** Guesses a search may take to prove a board unique when aiming at `search`. */
const SEARCH_GUESSES = 400;

/** How far a board is from its aim (0 when it meets it), or `null` when it is not unique. */
function distance(
  t: Topology,
  masks: Uint8Array,
  barriers: Uint8Array,
  server: number,
  tree: boolean,
  aim: DifficultyAim,
  limits: CallLimits,
): number | null {
  const puzzle = puzzleFor(t, masks, barriers, tree);
  const d = new Deducer(puzzle);
  if (!d.deduce()) return null;
  let rank = RANK.edges + d.level - 1;
  if (d.unfixed > 0) {
    // Deduction stops short: only a board aimed at `search` may keep it, and only when a short
    // search proves it has one solution.
    if (aim.rule !== 'search') return null;
    const found = search(d, server, 2, SEARCH_GUESSES, limits.clock);
    if (found.count !== 1 || !found.complete) return null;
    rank = RANK.search;
  }
  let tiles = 0;
  for (const m of masks) if (m !== 0) tiles++;
  const steps = d.steps / Math.max(1, tiles);
  const ruleGap = aim.rule === null ? 0 : Math.abs(rank - RANK[aim.rule]);
  const stepGap =
    aim.steps === null ? 0 : Math.max(0, Math.abs(aim.steps - steps) - STEP_TOLERANCE);
  return 10 * ruleGap + stepGap;
}

/**
 * Swaps links (a new link closes a loop within 64 cells, another link of the loop goes; never
 * across a wall or to an empty cell) while the board stays unique and comes no farther from
 * its aim, until it meets the aim or `min(4000, 30 · cells)` tries have passed. Unique means
 * solved by deduction alone, or, for the aim `search`, by deduction and a search of at most
 * 400 guesses that finds one solution. A board that starts unique stays unique whatever
 * happens. The clock is looked at every 64 tries; an aborted signal throws its reason.
 *
 * @returns whether the board meets its aim.
 * @internal
 */
export function harden(
  t: Topology,
  masks: Uint8Array,
  barriers: Uint8Array,
  server: number,
  rng: Rng,
  crosses: boolean,
  tree: boolean,
  aim: DifficultyAim,
  limits: CallLimits,
): boolean {
  const n = masks.length;
  let now = distance(t, masks, barriers, server, tree, aim, limits);
  if (now === null) return false;
  const swapper = new LinkSwapper(t, masks, barriers, crosses);
  let obvious = aim.avoidObvious ? countObvious(t, masks, barriers) : 0;
  const tries = Math.min(4000, 30 * n);
  for (let i = 0; i < tries && now > 0; i++) {
    if (i % 64 === 0) {
      const stop = stopOf(limits.clock);
      if (stop === 'signal') limits.signal!.throwIfAborted();
      if (stop === 'time') break;
    }
    const s = swapper.propose(rng);
    if (s === null) continue;
    swapper.swap(s);
    const next = distance(t, masks, barriers, server, tree, aim, limits);
    const seen = aim.avoidObvious ? countObvious(t, masks, barriers) : 0;
    if (next !== null && next <= now && seen <= obvious) {
      now = next;
      obvious = seen;
    } else swapper.unswap(s);
  }
  return now === 0;
}
