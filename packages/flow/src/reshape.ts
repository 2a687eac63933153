// The path cover behind constructive generation, held as linked lists over the board's nodes so
// that a cell can pass from one path to a neighbouring path's end in constant time: the moves
// that turn a first covering into long, winding paths, and that repair a level locally.

/** The board as the covering sees it: the node graph's fields (see `FlowGraph`). @internal */
export interface CoverBoard {
  readonly cellCount: number;
  readonly maxSlots: number;
  readonly neighbors: Int32Array;
  /** 1 where no path may end (a bridge's nodes). */
  readonly bridgeNode: Uint8Array;
}

/** Limits every move keeps: path lengths and how many paths there may be. @internal */
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
 * Paths covering every node, each an induced path (no node touches a node of its own path but
 * its two neighbours along it), with `count` paths. `a[node]` and `b[node]` are the node's two
 * neighbours along its path (−1 past an end); `owner[node]` is its path's id; ids run below
 * `cellCount`, with `len[id] = 0` for an id not in use. @internal
 */
export interface Covering {
  readonly board: CoverBoard;
  readonly owner: Int32Array;
  readonly a: Int32Array;
  readonly b: Int32Array;
  readonly len: Int32Array;
  /** Bends of each path. */
  readonly turns: Int32Array;
  /** One end of each path (the other is found by walking). */
  readonly end: Int32Array;
  count: number;
  /** Path ids not in use, as a stack. */
  readonly spare: number[];
  /** Bends over every path (a node whose two links leave by different slots). */
  bends: number;
}

/** A covering of the given paths (each a list of nodes in order). @internal */
export function coveringOf(board: CoverBoard, paths: readonly (readonly number[])[]): Covering {
  const n = board.cellCount;
  const c: Covering = {
    board,
    owner: new Int32Array(n).fill(-1),
    a: new Int32Array(n).fill(-1),
    b: new Int32Array(n).fill(-1),
    len: new Int32Array(n),
    turns: new Int32Array(n),
    end: new Int32Array(n).fill(-1),
    count: paths.length,
    spare: [],
    bends: 0,
  };
  for (let k = n - 1; k >= paths.length; k--) c.spare.push(k);
  for (const [k, path] of paths.entries()) {
    c.len[k] = path.length;
    c.end[k] = path[0]!;
    for (let i = 0; i < path.length; i++) {
      const node = path[i]!;
      c.owner[node] = k;
      c.a[node] = i > 0 ? path[i - 1]! : -1;
      c.b[node] = i + 1 < path.length ? path[i + 1]! : -1;
    }
  }
  for (let node = 0; node < n; node++) {
    if (!isBend(c, node)) continue;
    c.bends++;
    c.turns[c.owner[node]!]!++;
  }
  return c;
}

/** The paths of a covering, each from its stored end, in id order. @internal */
export function pathsOf(c: Covering): number[][] {
  const paths: number[][] = [];
  for (let k = 0; k < c.len.length; k++) if (c.len[k]! > 0) paths.push(walk(c, c.end[k]!));
  return paths;
}

/** The nodes of the path from its end `start`, in order. @internal */
export function walk(c: Covering, start: number): number[] {
  const out = [start];
  let prev = -1;
  let at = start;
  for (;;) {
    const next = c.a[at] === prev ? c.b[at]! : c.a[at]!;
    if (next < 0) return out;
    out.push(next);
    prev = at;
    at = next;
  }
}

/** The slot of `from` that leads to `to`, or −1. */
export function slotTo(board: CoverBoard, from: number, to: number): number {
  const m = board.maxSlots;
  for (let s = 0; s < m; s++) if (board.neighbors[from * m + s] === to) return s;
  return -1;
}

/** Whether the path bends at `node`: it has two links that leave it by different slots. */
export function isBend(c: Covering, node: number): boolean {
  const p = c.a[node]!;
  const q = c.b[node]!;
  if (p < 0 || q < 0) return false;
  return slotTo(c.board, p, node) !== slotTo(c.board, node, q);
}

export const isEnd = (c: Covering, node: number) => c.a[node]! < 0 || c.b[node]! < 0;

/** The link of an end node (−1 for a path of one node). */
export const linkOf = (c: Covering, node: number) => (c.a[node]! >= 0 ? c.a[node]! : c.b[node]!);

/** Replaces `node`'s link `from` by `to`. */
export function relink(c: Covering, node: number, from: number, to: number): void {
  if (c.a[node] === from) c.a[node] = to;
  else c.b[node] = to;
}

/** Whether `node` touches no node of path `k` other than `except`. */
export function touchesOnly(c: Covering, node: number, k: number, except: number): boolean {
  const m = c.board.maxSlots;
  const nb = c.board.neighbors;
  for (let s = 0; s < m; s++) {
    const other = nb[node * m + s]!;
    if (other >= 0 && other !== except && c.owner[other] === k) return false;
  }
  return true;
}

/** The nodes from `node` away from `away` to the end (node included), and their bends. */
export function side(c: Covering, node: number, away: number): { length: number; last: number } {
  let length = 1;
  let prev = away;
  let at = node;
  for (;;) {
    const next = c.a[at] === prev ? c.b[at]! : c.a[at]!;
    if (next < 0) return { length, last: at };
    length++;
    prev = at;
    at = next;
  }
}

/** Gives the nodes from `start` (away from `away`) path id `k`. */
export function relabel(c: Covering, start: number, away: number, k: number): void {
  let prev = away;
  let at = start;
  while (at >= 0) {
    c.owner[at] = k;
    const next = c.a[at] === prev ? c.b[at]! : c.a[at]!;
    prev = at;
    at = next;
  }
}

/** A free path id. */
export function freeId(c: Covering): number {
  const id = c.spare.pop();
  if (id === undefined) throw new Error('no free path id');
  return id;
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
