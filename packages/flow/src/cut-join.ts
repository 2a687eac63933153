// The limits every reshaping move keeps (path lengths, straight runs, border runs) and the two
// moves that change the number of paths: cutting one path in two and joining two into one.
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
} from './reshape.js';

/** Limits every move keeps: path lengths, straight runs and border runs. @internal */
export interface CoverLimits {
  readonly minLen: number;
  readonly maxLen: number;
  /** The longest dead-straight path a move may make, in nodes (`Infinity`: any). */
  readonly straightMost: number;
  /** The longest run along the border a move may make, in nodes. */
  readonly borderMost: number;
  /** The longest straight segment (nodes in a row between turns) a move may make. */
  readonly segmentMost: number;
  /** 1 for border nodes. */
  readonly border: Uint8Array;
}

/** Whether a path of `length` nodes and `turns` turns breaks the straight rule. */
export const tooStraight = (limits: CoverLimits, length: number, turns: number) =>
  turns === 0 && length > limits.straightMost;

/** Border nodes in a row from the end `node` inwards (0 when `node` is not on the border). */
export function borderRunFrom(c: Covering, node: number, limits: CoverLimits): number {
  let run = 0;
  let prev = -1;
  let at = node;
  while (at >= 0 && limits.border[at] && run <= limits.borderMost) {
    run++;
    const next = c.a[at] === prev ? c.b[at]! : c.a[at]!;
    prev = at;
    at = next;
  }
  return run;
}

/**
 * Nodes in a straight line from the end `node` inwards, `node` included, plus `node`'s next
 * neighbour `ahead` when it continues the line (−1 for none); stops past `limits.segmentMost`.
 */
export function segmentFrom(c: Covering, node: number, limits: CoverLimits): number {
  let run = 1;
  let prev = node;
  let at = c.a[node]! >= 0 ? c.a[node]! : c.b[node]!;
  if (at < 0) return 1;
  const slot = slotTo(c.board, at, node);
  while (at >= 0 && run <= limits.segmentMost) {
    run++;
    const next = c.a[at] === prev ? c.b[at]! : c.a[at]!;
    if (next < 0 || slotTo(c.board, next, at) !== slot) break;
    prev = at;
    at = next;
  }
  return run;
}

/** Bends from `node` (away from `away`) to the end, `node` included. */
export function bendsFrom(c: Covering, node: number, away: number): number {
  let bends = 0;
  let prev = away;
  let at = node;
  while (at >= 0) {
    if (isBend(c, at)) bends++;
    const next = c.a[at] === prev ? c.b[at]! : c.a[at]!;
    prev = at;
    at = next;
  }
  return bends;
}

/**
 * Cuts the path through inner node `node` between it and its link `next`: two paths, `count` + 1.
 * False (nothing changed) when a part would be shorter than `minLen` or end on a bridge.
 */
export function cutAt(c: Covering, node: number, next: number, limits: CoverLimits): boolean {
  if (c.board.bridgeNode[node] || c.board.bridgeNode[next]) return false;
  const k = c.owner[node]!;
  const tail = side(c, next, node);
  const head = c.len[k]! - tail.length;
  if (head < limits.minLen || tail.length < limits.minLen) return false;
  const nodeBend = isBend(c, node) ? 1 : 0;
  const nextBend = isBend(c, next) ? 1 : 0;
  const tailTurns = bendsFrom(c, next, node) - nextBend;
  const headTurns = c.turns[k]! - tailTurns - nextBend - nodeBend;
  const was = tooStraight(limits, c.len[k]!, c.turns[k]!);
  if (
    !was &&
    (tooStraight(limits, head, headTurns) || tooStraight(limits, tail.length, tailTurns))
  ) {
    return false;
  }
  c.bends -= nodeBend + nextBend;
  relink(c, node, next, -1);
  relink(c, next, node, -1);
  const id = freeId(c);
  relabel(c, next, -1, id);
  c.len[id] = tail.length;
  c.turns[id] = tailTurns;
  c.end[id] = next;
  c.len[k] = head;
  c.turns[k] = headTurns;
  c.end[k] = node;
  c.count++;
  return true;
}

/**
 * Joins the paths ending at `p` and `q` (neighbours, different paths) into one, `count` − 1, when
 * the union stays an induced path within `maxLen`. True when joined.
 */
export function joinAt(c: Covering, p: number, q: number, limits: CoverLimits): boolean {
  const kp = c.owner[p]!;
  const kq = c.owner[q]!;
  if (kp === kq || !isEnd(c, p) || !isEnd(c, q)) return false;
  if (c.len[kp]! + c.len[kq]! > limits.maxLen) return false;
  if (
    limits.border[p] &&
    limits.border[q] &&
    borderRunFrom(c, p, limits) + borderRunFrom(c, q, limits) > limits.borderMost
  ) {
    return false;
  }
  // The bends the join makes at p and q.
  const lp = linkOf(c, p);
  const lq = linkOf(c, q);
  const joinBends =
    (lp >= 0 && slotTo(c.board, lp, p) !== slotTo(c.board, p, q) ? 1 : 0) +
    (lq >= 0 && slotTo(c.board, q, lq) !== slotTo(c.board, p, q) ? 1 : 0);
  const joinedTurns = c.turns[kp]! + c.turns[kq]! + joinBends;
  if (lp >= 0 && lq >= 0 && joinBends === 0) {
    if (segmentFrom(c, p, limits) + segmentFrom(c, q, limits) > limits.segmentMost) return false;
  }
  const was =
    tooStraight(limits, c.len[kp]!, c.turns[kp]!) || tooStraight(limits, c.len[kq]!, c.turns[kq]!);
  if (!was && tooStraight(limits, c.len[kp]! + c.len[kq]!, joinedTurns)) return false;
  // Walk the shorter path: none of its nodes may touch the other but q–p itself.
  const [small, big, from, to] = c.len[kp]! <= c.len[kq]! ? [kp, kq, p, q] : [kq, kp, q, p];
  const m = c.board.maxSlots;
  const nb = c.board.neighbors;
  let prev = -1;
  let at = from;
  while (at >= 0) {
    for (let s = 0; s < m; s++) {
      const other = nb[at * m + s]!;
      if (other >= 0 && c.owner[other] === big && !(at === from && other === to)) return false;
    }
    const next = c.a[at] === prev ? c.b[at]! : c.a[at]!;
    prev = at;
    at = next;
  }
  relabel(c, from, -1, big);
  const otherEnd = c.end[big] === to ? side(c, to, -1).last : c.end[big]!;
  if (c.a[p]! < 0) c.a[p] = q;
  else c.b[p] = q;
  if (c.a[q]! < 0) c.a[q] = p;
  else c.b[q] = p;
  c.bends += joinBends;
  c.turns[big] = joinedTurns;
  c.turns[small] = 0;
  c.len[big] = c.len[big]! + c.len[small]!;
  c.len[small] = 0;
  c.end[small] = -1;
  c.spare.push(small);
  c.count--;
  c.end[big] = otherEnd;
  return true;
}
