// The path cover behind constructive generation, held as linked lists over the board's nodes so
// that a cell can pass from one path to a neighbouring path's end in constant time. The moves
// that reshape it keep the limits of cut-join.ts.

/** The board as the covering sees it: the node graph's fields (see `FlowGraph`). @internal */
export interface CoverBoard {
  readonly cellCount: number;
  readonly maxSlots: number;
  readonly neighbors: Int32Array;
  /** 1 where no path may end (a bridge's nodes). */
  readonly bridgeNode: Uint8Array;
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
