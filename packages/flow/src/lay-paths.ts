// Laying the paths of a level: a first covering, reshaped by many moves into long winding paths
// of exactly the colours asked for, held to the shape rules (no long dead-straight path, no long
// run along the border).
import type { Rng } from '@knossos/random';
import { cover } from './cover.js';
import { type CoverLimits, cutAt, joinAt } from './cut-join.js';
import type { FlowGraph } from './graph.js';
import { borderRun, longestSegment, pathTurns } from './level-stats.js';
import { type MoveRules, tryMove } from './move.js';
import { type CoverBoard, type Covering, coveringOf, pathsOf, walk } from './reshape.js';

/** What the paths are held to. @internal */
export interface PathPlan extends CoverLimits {
  /** Paths, exactly. */
  readonly colors: number;
  /** 0–1: the chance a straightening move is refused (see `FlowSettings.windiness`). */
  readonly windiness: number;
  /** Moves per node while reshaping. */
  readonly movesPerNode: number;
}

/** Share of the moves in which splits may lift the count a little above the aim. */
const SPLIT_PHASE = 0.3;
/** How many paths above the aim splits may lift the count in that phase. */
const SPLIT_ROOM = 1;
/**
 * The same room, as a share of the aim, when the first covering is straight columns or rows
 * (large boards): more paths means more ends for the moves to work at, and only then do the
 * stripes mix (measured at 40 × 40: 0.03–0.08 turns per cell with a room of 1, 0.20–0.22 with
 * a room of 6 of 48 paths, published levels 0.25).
 */
const STRIPES_ROOM = 1 / 8;
/**
 * The first covering aims at paths this much longer than the plan's: fewer paths than asked,
 * since cuts (always possible on a long path) settle the count more surely than joins.
 */
const FIRST_LONGER = 1.5;
/** Random first coverings tried before the columns. */
const FIRST_TRIES = 16;

/**
 * Lays paths over the board to the plan: a random covering, `movesPerNode` moves per node, the
 * count brought to `colors` by cuts and joins, then the shape rules repaired by moves on the
 * paths that break them. When the count cannot be met, the count it stuck at (a number); `null`
 * when there was no first covering or the rules could not be met.
 */
export function layPaths(board: CoverBoard, rng: Rng, plan: PathPlan): Covering | number | null {
  const n = board.cellCount;
  const first = firstCovering(board, rng, plan);
  if (first === null) return null;
  const c = coveringOf(board, first);
  const moves = Math.round(plan.movesPerNode * n);
  const room = hasStripes(first, board)
    ? Math.max(SPLIT_ROOM, Math.round(STRIPES_ROOM * plan.colors))
    : SPLIT_ROOM;
  const early: MoveRules = {
    ...limitsOf(plan),
    splitBelow: plan.colors + room,
    // Joins down to one below the aim: a cut (always possible on a long path) makes up for it,
    // while a join, needed when the count ends above, is often nowhere to be found.
    joinAbove: plan.colors - 1,
    turnsPerCell: plan.windiness,
  };
  const late: MoveRules = { ...early, splitBelow: plan.colors };
  const split = Math.round(moves * SPLIT_PHASE);
  for (let t = 0; t < moves; t++) tryMove(c, rng.below(n), rng, t < split ? early : late);
  if (!settleCount(c, rng, plan, late)) return c.count;
  // Columns start as long straight segments that moves on a large board do not all break up:
  // there the segment rule binds the moves only (no segment grows), not the end result.
  const held = hasStripes(first, board) ? { ...plan, segmentMost: Number.POSITIVE_INFINITY } : plan;
  return holdToRules(c, rng, held, late) && !endsOnBridge(c) ? c : null;
}

/** The limits of a plan, as moves read them. @internal */
export function limitsOf(plan: PathPlan): CoverLimits {
  const { minLen, maxLen, straightMost, borderMost, segmentMost, border } = plan;
  return { minLen, maxLen, straightMost, borderMost, segmentMost, border };
}

/**
 * The covering the moves start from, with at most `plan.colors` paths where it can (cuts settle
 * the count up surely; joins, down, often find nothing): the fewest paths of a few random walks
 * from the tightest cell (`cover`), which already wind; when those are all too many, on a full
 * square board, straight columns or rows (one path each, at random which), which always obey
 * the degree rule but take many moves to wind (measured: 0.19 turns per cell at 20 × 20 against
 * 0.25 from walks, and rows left straight beside each other).
 */
function firstCovering(
  board: CoverBoard & Partial<Pick<FlowGraph, 'plain' | 'topology'>>,
  rng: Rng,
  plan: PathPlan,
): number[][] | null {
  const n = board.cellCount;
  const aim = Math.min(
    plan.maxLen,
    Math.max(plan.minLen, Math.round((FIRST_LONGER * n) / plan.colors)),
  );
  let best: number[][] | null = null;
  for (let tries = 0; tries < FIRST_TRIES; tries++) {
    const longest = tries % 2 === 0 ? aim : plan.maxLen;
    const walks = cover(board, rng, plan.minLen, plan.maxLen, longest, board.bridgeNode);
    if (walks?.some((w) => board.bridgeNode[w[0]!] || board.bridgeNode[w.at(-1)!])) {
      continue;
    }
    if (walks !== null && (best === null || walks.length < best.length)) best = walks;
    if (best !== null && best.length <= plan.colors) return best;
  }
  const spec = board.topology?.spec as { kind: string; width: number; height: number } | undefined;
  if (board.plain && spec?.kind === 'square') {
    const { width, height } = spec;
    const byColumn = rng.below(2) === 0;
    const [lines, length] = byColumn ? [width, height] : [height, width];
    if (length >= plan.minLen && length <= plan.maxLen && (best === null || lines < best.length)) {
      best = Array.from({ length: lines }, (_, i) =>
        Array.from({ length }, (_, j) => (byColumn ? j * width + i : i * width + j)),
      );
    }
  }
  return best;
}

/**
 * Brings the path count to `plan.colors`: joins of meeting ends while there are too many, cuts of
 * the longest paths while too few, with rounds of moves between when stuck. False when it cannot.
 */
export function settleCount(c: Covering, rng: Rng, plan: PathPlan, rules: MoveRules): boolean {
  const n = c.board.cellCount;
  for (let round = 0; round < 16 && c.count !== plan.colors; round++) {
    if (c.count > plan.colors) joinSome(c, rng, plan, c.count - plan.colors);
    else cutSome(c, rng, plan, plan.colors - c.count);
    if (c.count === plan.colors) break;
    for (let t = 0; t < 4 * n; t++) tryMove(c, rng.below(n), rng, rules);
  }
  return c.count === plan.colors;
}

/** Joins up to `wanted` pairs of meeting path ends, scanning from a random node. */
function joinSome(c: Covering, rng: Rng, plan: PathPlan, wanted: number): void {
  const { maxSlots: m, neighbors: nb, cellCount: n } = c.board;
  const start = rng.below(n);
  for (let i = 0; i < n && wanted > 0; i++) {
    const p = (start + i) % n;
    if (c.a[p]! >= 0 && c.b[p]! >= 0) continue;
    for (let s = 0; s < m; s++) {
      const q = nb[p * m + s]!;
      if (q >= 0 && c.owner[q] !== c.owner[p] && joinAt(c, p, q, plan)) {
        wanted--;
        break;
      }
    }
  }
}

/** Cuts the longest paths near their middle, up to `wanted` cuts. */
function cutSome(c: Covering, rng: Rng, plan: PathPlan, wanted: number): void {
  for (let tries = 0; tries < 4 * wanted && wanted > 0; tries++) {
    let longest = -1;
    for (let k = 0; k < c.len.length; k++) {
      if (c.len[k]! > 0 && (longest < 0 || c.len[k]! > c.len[longest]!)) longest = k;
    }
    if (longest < 0 || c.len[longest]! < 2 * plan.minLen) return;
    const path = walk(c, c.end[longest]!);
    const span = path.length - 2 * plan.minLen;
    const at = plan.minLen - 1 + rng.below(span + 1);
    if (cutAt(c, path[at]!, path[at + 1]!, plan)) wanted--;
  }
}

/**
 * Whether the covering keeps the shape rules, repairing it first: while a path is dead-straight
 * past `straightMost` or runs along the border past `borderMost`, moves on its nodes and their
 * neighbours reshape it (the count settled again after). False when rounds run out.
 */
export function holdToRules(c: Covering, rng: Rng, plan: PathPlan, rules: MoveRules): boolean {
  const { maxSlots: m, neighbors: nb } = c.board;
  for (let round = 0; round < 12; round++) {
    const bad = brokenPaths(c, plan);
    if (bad.length === 0) return true;
    for (const path of bad) {
      for (let t = 0; t < 8 * path.length; t++) {
        const node = path[rng.below(path.length)]!;
        const near = nb[node * m + rng.below(m)]!;
        tryMove(c, rng.below(2) === 0 || near < 0 ? node : near, rng, rules);
      }
    }
    if (!settleCount(c, rng, plan, rules)) return false;
  }
  return brokenPaths(c, plan).length === 0;
}

/** Whether a first covering is the columns or rows (every path one straight line). */
function hasStripes(first: readonly (readonly number[])[], board: CoverBoard): boolean {
  return first.every((path) => path.length > 2 && pathTurns(board, path) === 0);
}

/**
 * Whether a path ends on a bridge (where no dot may sit): only a first covering of random walks
 * can leave one, as no move or cut makes one.
 */
function endsOnBridge(c: Covering): boolean {
  const { bridgeNode, cellCount } = c.board;
  for (let node = 0; node < cellCount; node++) {
    if (bridgeNode[node] && (c.a[node]! < 0 || c.b[node]! < 0)) return true;
  }
  return false;
}

/** The paths that break a shape rule, as node lists. */
export function brokenPaths(c: Covering, plan: PathPlan): number[][] {
  const bad: number[][] = [];
  for (const path of pathsOf(c)) {
    const straight = path.length > plan.straightMost && pathTurns(c.board, path) === 0;
    const segment =
      path.length > plan.segmentMost && longestSegment(c.board, path) > plan.segmentMost;
    if (straight || segment || borderRun(plan.border, path) > plan.borderMost) bad.push(path);
  }
  return bad;
}
