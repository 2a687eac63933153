// The move that reshapes a covering: one node passes from its path to the end of a neighbouring
// path, when both stay clean paths within the limits, steered towards a number of bends.
import type { Rng } from '@knossos/random';
import {
  bendsFrom,
  borderRunFrom,
  type CoverLimits,
  joinAt,
  segmentFrom,
  tooStraight,
} from './cut-join.js';
import {
  type Covering,
  freeId,
  isBend,
  isEnd,
  linkOf,
  relabel,
  relink,
  side,
  slotTo,
  touchesOnly,
} from './reshape.js';

/** The chance a move that takes the bends away from their aim is kept anyway (for mixing). */
const AGAINST_AIM = 0.25;

/** How a run of moves may change the path count. @internal */
export interface MoveRules extends CoverLimits {
  /** Splits (a moved inner node cuts its path) only while there are fewer paths than this. */
  readonly splitBelow: number;
  /** Joins (a moved node's new neighbour path end) only while there are more paths than this. */
  readonly joinAbove: number;
  /**
   * The turns per path cell to steer every path towards: a move that takes the paths it
   * touches further from `turnsPerCell · length` turns is mostly refused (kept at a chance of 1
   * in 4, so the paths keep mixing).
   */
  readonly turnsPerCell: number;
}

/**
 * One try at passing `node` to the end of a neighbouring path (a random one of its neighbours
 * that is another path's end), as the rules allow; true when the covering changed.
 */
export function tryMove(c: Covering, node: number, rng: Rng, rules: MoveRules): boolean {
  const board = c.board;
  if (board.bridgeNode[node]) return false;
  const m = board.maxSlots;
  const nb = board.neighbors;
  const k = c.owner[node]!;
  // A random neighbour that ends another path.
  let joint = -1;
  let seen = 0;
  for (let s = 0; s < m; s++) {
    const r = nb[node * m + s]!;
    if (r >= 0 && c.owner[r] !== k && isEnd(c, r) && rng.below(++seen) === 0) joint = r;
  }
  if (joint < 0) return false;
  const to = c.owner[joint]!;
  if (c.len[to]! + 1 > rules.maxLen || !touchesOnly(c, node, to, joint)) return false;
  const p = c.a[node]!;
  const q = c.b[node]!;
  const inner = p >= 0 && q >= 0;
  if (inner) {
    if (c.count >= rules.splitBelow) return false;
    if (board.bridgeNode[p] || board.bridgeNode[q]) return false;
  } else {
    const link = p >= 0 ? p : q;
    if (c.len[k]! - 1 < rules.minLen || (link >= 0 && board.bridgeNode[link])) return false;
  }
  // Bends before and after: the joint may bend; node's own and its links' bends go.
  const jointLink = linkOf(c, joint);
  const jointBend =
    jointLink >= 0 && slotTo(board, jointLink, joint) !== slotTo(board, joint, node) ? 1 : 0;
  const nodeBend = isBend(c, node) ? 1 : 0;
  const pBend = p >= 0 && isBend(c, p) ? 1 : 0;
  const qBend = q >= 0 && isBend(c, q) ? 1 : 0;
  const change = jointBend - nodeBend - pBend - qBend;
  // The shape rules: no move makes a path too straight that was not, or a border run too long.
  const toTurns = c.turns[to]! + jointBend;
  if (
    !tooStraight(rules, c.len[to]!, c.turns[to]!) &&
    tooStraight(rules, c.len[to]! + 1, toTurns)
  ) {
    return false;
  }
  if (jointBend === 0 && jointLink >= 0 && 1 + segmentFrom(c, joint, rules) > rules.segmentMost) {
    return false;
  }
  if (rules.border[node] && rules.border[joint]) {
    if (1 + borderRunFrom(c, joint, rules) > rules.borderMost) return false;
  }
  const wasStraight = tooStraight(rules, c.len[k]!, c.turns[k]!);
  // What the path it leaves becomes: two parts (an inner node), or one shorter path.
  let head = c.len[k]! - 1;
  let headTurns = c.turns[k]! - pBend - qBend;
  let tail = 0;
  let tailTurns = 0;
  if (inner) {
    head = side(c, p, node).length;
    tail = c.len[k]! - 1 - head;
    if (head < rules.minLen || tail < rules.minLen) return false;
    tailTurns = bendsFrom(c, q, node) - qBend;
    headTurns = c.turns[k]! - tailTurns - qBend - nodeBend - pBend;
  }
  if (
    !wasStraight &&
    (tooStraight(rules, head, headTurns) || (inner && tooStraight(rules, tail, tailTurns)))
  ) {
    return false;
  }
  // Steer every path's turns towards its own share (turnsPerCell · length), so that no path
  // stays straight while others wind: a move that takes the paths it touches further from
  // their shares is mostly refused.
  const w = rules.turnsPerCell;
  const off = (turns: number, length: number) => Math.abs(turns - w * length);
  const before = off(c.turns[to]!, c.len[to]!) + off(c.turns[k]!, c.len[k]!);
  const after =
    off(toTurns, c.len[to]! + 1) + off(headTurns, head) + (inner ? off(tailTurns, tail) : 0);
  if (after > before + 1e-9 && rng.next() >= AGAINST_AIM) return false;
  if (inner) {
    const rest = freeId(c);
    relabel(c, q, node, rest);
    relink(c, p, node, -1);
    relink(c, q, node, -1);
    c.len[rest] = tail;
    c.turns[rest] = tailTurns;
    c.end[rest] = q;
    c.end[k] = p;
    c.count++;
  } else {
    const link = p >= 0 ? p : q;
    if (link >= 0) relink(c, link, node, -1);
    if (c.end[k] === node) c.end[k] = link;
  }
  c.len[k] = head;
  c.turns[k] = headTurns;
  // Attach node after the joint.
  if (c.a[joint]! < 0) c.a[joint] = node;
  else c.b[joint] = node;
  c.a[node] = joint;
  c.b[node] = -1;
  c.owner[node] = to;
  c.len[to] = c.len[to]! + 1;
  c.turns[to] = toTurns;
  if (c.end[to] === joint) c.end[to] = node;
  c.bends += change;
  if (c.count > rules.joinAbove) {
    // Join the grown path to a path whose end now meets its new end, when that stays clean.
    for (let s = 0; s < m; s++) {
      const r = nb[node * m + s]!;
      if (r >= 0 && c.owner[r] !== to && isEnd(c, r) && joinAt(c, node, r, rules)) break;
    }
  }
  return true;
}
