// The move that reshapes a covering: one node passes from its path to the end of a neighbouring
// path, when both stay clean paths within the limits, steered towards a number of bends.
import type { Rng } from '@knossos/random';
import {
  bendsFrom,
  borderRunFrom,
  type Covering,
  type CoverLimits,
  freeId,
  isBend,
  isEnd,
  joinAt,
  linkOf,
  relabel,
  relink,
  side,
  slotTo,
  tooStraight,
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
   * The bends to steer towards, over every path: while there are fewer, a move that removes
   * bends is mostly refused (kept at a chance of 1 in 4, so the paths keep mixing); while there
   * are as many or more, one that adds bends is.
   */
  readonly bendsAim: number;
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
  if (change !== 0 && change < 0 === c.bends < rules.bendsAim && rng.next() >= AGAINST_AIM) {
    return false;
  }
  // The shape rules: no move makes a path too straight that was not, or a border run too long.
  const toTurns = c.turns[to]! + jointBend;
  if (
    !tooStraight(rules, c.len[to]!, c.turns[to]!) &&
    tooStraight(rules, c.len[to]! + 1, toTurns)
  ) {
    return false;
  }
  if (rules.border[node] && rules.border[joint]) {
    if (1 + borderRunFrom(c, joint, rules) > rules.borderMost) return false;
  }
  const wasStraight = tooStraight(rules, c.len[k]!, c.turns[k]!);
  let rest = -1;
  if (inner) {
    // Both parts must keep minLen.
    const head = side(c, p, node).length;
    const tail = c.len[k]! - 1 - head;
    if (head < rules.minLen || tail < rules.minLen) return false;
    const tailTurns = bendsFrom(c, q, node) - qBend;
    const headTurns = c.turns[k]! - tailTurns - qBend - nodeBend - pBend;
    if (
      !wasStraight &&
      (tooStraight(rules, head, headTurns) || tooStraight(rules, tail, tailTurns))
    ) {
      return false;
    }
    rest = freeId(c);
    relabel(c, q, node, rest);
    relink(c, p, node, -1);
    relink(c, q, node, -1);
    c.len[k] = head;
    c.turns[k] = headTurns;
    c.end[k] = p;
    c.len[rest] = tail;
    c.turns[rest] = tailTurns;
    c.end[rest] = q;
    c.count++;
  } else {
    const link = p >= 0 ? p : q;
    const left = c.turns[k]! - pBend - qBend;
    if (!wasStraight && tooStraight(rules, c.len[k]! - 1, left)) return false;
    if (link >= 0) relink(c, link, node, -1);
    c.len[k] = c.len[k]! - 1;
    c.turns[k] = left;
    if (c.end[k] === node) c.end[k] = link;
  }
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
