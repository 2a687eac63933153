import { type FlowBoard, flowGraph, isShaped, nodeDots, withCellSolutions } from './graph.js';
import { checkLevel, type FlowLevel } from './level.js';
import { solveLimits } from './limits.js';
import type { FlowSolveOptions, FlowSolveResult } from './solve.js';

/**
 * The path search behind {@link solveFlow} (`engine: 'search'`), and the one the generator and the
 * rating use: exact under the degree rule (see `solutionProblem`) or the loose rule, it finds a
 * solution, proves there is none, or counts solutions up to `limit`. Deterministic: its node
 * counts are what `rateFlow` scores.
 *
 * Each colour's path grows from both dots, one end at a time. At every node the search deduces, on typed
 * arrays, without guessing:
 * - a path that touches its other dot is finished (under the degree rule it must end there);
 * - a path may only step onto an empty cell that touches no other cell of its colour;
 * - an empty cell needs two neighbours that could still share its colour (empty cells, path
 *   heads, unreached dots), or the branch is dead;
 * - the empty cells fall into regions; a path whose head and other dot touch no common region is
 *   cut off, and a region that no path can pass through can never be filled;
 * - before a guess, bottlenecks: an empty cell that two paths both must pass (a cut vertex of the
 *   empty cells between each one's ends) means no solution.
 * Then it extends the path end with the fewest legal steps (a forced step first), trying each.
 * Every solution is reached by exactly one branch, so counts are exact.
 *
 * On a level with holes or bridges the search runs on its graph (see `flowGraph`: a bridge is two
 * path cells, one crossed east–west and one north–south) and its solutions are given back in the
 * level's own form (see `FlowLevel.solution`).
 *
 * @param level - the level; its `solution` is ignored.
 * @returns the {@link FlowSolveResult}.
 * @throws `FlowError` for a malformed level.
 */
export function searchFlow(level: FlowLevel, options: FlowSolveOptions = {}): FlowSolveResult {
  const topology = checkLevel(level);
  if (!isShaped(level)) return searchBoard(level.dots, topology, options);
  const graph = flowGraph(level);
  return withCellSolutions(graph, searchBoard(nodeDots(graph, level.dots), graph, options));
}

/**
 * {@link searchFlow} on a board given as nodes (a topology, or a level's graph), the dots as
 * nodes; solutions come back one colour per node.
 */
export function searchBoard(
  dots: readonly number[],
  board: FlowBoard,
  options: FlowSolveOptions,
): FlowSolveResult {
  const { limit, nodeBudget, deadline, touching } = solveLimits(options);
  const n = board.cellCount;
  const maxSlots = board.maxSlots;
  const neighbors = board.neighbors;
  const k = dots.length / 2;

  const color = new Int16Array(n).fill(-1);
  const head = new Int32Array(k);
  const target = new Int32Array(k);
  const done = new Uint8Array(k);
  for (let c = 0; c < k; c++) {
    head[c] = dots[2 * c]!;
    target[c] = dots[2 * c + 1]!;
    color[head[c]!] = c;
    color[target[c]!] = c;
  }
  let empty = n - 2 * k;
  let unfinished = k;

  // Whether a cell is the head or the unreached dot of an unfinished path: one of the cells an
  // empty neighbour may still share its colour with.
  const open = new Uint8Array(n);
  const touches = (cell: number, other: number): boolean => {
    for (let s = 0; s < maxSlots; s++) if (neighbors[cell * maxSlots + s] === other) return true;
    return false;
  };
  for (let c = 0; c < k; c++) {
    // Under the degree rule, dots side by side are a finished path of two cells.
    if (!touching && touches(head[c]!, target[c]!)) {
      done[c] = 1;
      unfinished--;
    } else {
      open[head[c]!] = 1;
      open[target[c]!] = 1;
    }
  }

  // Scratch for regions of empty cells.
  const region = new Int32Array(n);
  const queue = new Int32Array(n);
  let stamp = 0; // regions of this node are numbered from `stamp`
  const claimed = new Uint8Array(n + 1);
  const moves = new Int32Array((n + 1) * maxSlots); // each depth's legal steps

  /** Whether the head of `c` may step onto empty cell `cell`. */
  const legal = (c: number, cell: number): boolean => {
    if (touching) return true;
    const row = cell * maxSlots;
    const from = head[c]!;
    const to = target[c]!;
    for (let s = 0; s < maxSlots; s++) {
      const other = neighbors[row + s]!;
      if (other >= 0 && other !== from && other !== to && color[other] === c) return false;
    }
    return true;
  };

  /** Empty neighbours a cell could still share its colour with; fewer than 2 is a dead end. */
  const deadEnd = (cell: number): boolean => {
    const row = cell * maxSlots;
    let room = 0;
    for (let s = 0; s < maxSlots; s++) {
      const other = neighbors[row + s]!;
      if (other >= 0 && (color[other] === -1 || open[other] === 1) && ++room === 2) return false;
    }
    return true;
  };

  /** Empty neighbours of a cell. */
  const emptyAround = (cell: number): number => {
    const row = cell * maxSlots;
    let count = 0;
    for (let s = 0; s < maxSlots; s++) {
      const other = neighbors[row + s]!;
      if (other >= 0 && color[other] === -1) count++;
    }
    return count;
  };

  /** Whether an empty neighbour of `cell` is a dead end. */
  const aroundDeadEnd = (cell: number): boolean => {
    const row = cell * maxSlots;
    for (let s = 0; s < maxSlots; s++) {
      const other = neighbors[row + s]!;
      if (other >= 0 && color[other] === -1 && deadEnd(other)) return true;
    }
    return false;
  };

  /**
   * Whether the position can still be completed, by the deductions above; on success, returns
   * `2 · colour + end` for the path end with the fewest legal steps (end 0: from the first dot,
   * 1: from the second), −1 when every path is finished.
   */
  const viable = (): number => {
    // Number the regions of empty cells.
    const first = stamp + 1;
    for (let cell = 0; cell < n; cell++) {
      if (color[cell] !== -1 || region[cell]! >= first) continue;
      const id = ++stamp;
      let tail = 0;
      queue[tail++] = cell;
      region[cell] = id;
      for (let q = 0; q < tail; q++) {
        const row = queue[q]! * maxSlots;
        for (let s = 0; s < maxSlots; s++) {
          const other = neighbors[row + s]!;
          if (other >= 0 && color[other] === -1 && region[other]! < first) {
            region[other] = id;
            queue[tail++] = other;
          }
        }
      }
    }
    const regions = stamp - first + 1;
    if (claimed.length < regions + 1) return -2; // cannot happen: regions ≤ empty cells
    claimed.fill(0, 0, regions + 1);
    let best = -1;
    let bestMoves = maxSlots + 1;
    for (let c = 0; c < k; c++) {
      if (done[c]) continue;
      const h = head[c]!;
      const t = target[c]!;
      // Whether the two ends share a region, and the legal steps from each end.
      let shared = false;
      const hRow = h * maxSlots;
      const tRow = t * maxSlots;
      for (let s = 0; s < maxSlots; s++) {
        const cell = neighbors[hRow + s]!;
        if (cell < 0 || color[cell] !== -1) continue;
        const id = region[cell]!;
        for (let u = 0; u < maxSlots; u++) {
          const near = neighbors[tRow + u]!;
          if (near >= 0 && color[near] === -1 && region[near] === id) {
            shared = true;
            claimed[id - first + 1] = 1;
          }
        }
      }
      const join = touching && touches(h, t) ? 1 : 0; // loose rule: the ends may simply meet
      if (!shared && join === 0) return -2;
      for (let side = 0; side < 2; side++) {
        const end = side === 0 ? h : t;
        let steps = join;
        for (let s = 0; s < maxSlots; s++) {
          const cell = neighbors[end * maxSlots + s]!;
          if (cell >= 0 && color[cell] === -1 && legal(c, cell)) steps++;
        }
        if (steps === 0) return -2;
        if (steps < bestMoves) {
          best = 2 * c + side;
          bestMoves = steps;
        }
      }
    }
    for (let r = 1; r <= regions; r++) if (!claimed[r]) return -2;
    return best;
  };

  // Bottlenecks: an empty cell that every route of a path must pass belongs to that path, so
  // two paths that need one cell cannot both be finished. One depth-first search over the empty
  // cells finds the cut vertices: a child subtree w of cell a that reaches no higher than a
  // (low[w] ≥ disc[a]) is cut off without a. A path needs a when such a subtree holds every
  // empty cell beside one of its ends and none beside the other (a aside). Each path climbs from
  // a cell beside one end through the cut-off subtrees above it (`up` jumps straight to the
  // next), so a check costs one search plus a few steps per path.
  const disc = new Int32Array(n).fill(-1);
  const low = new Int32Array(n);
  const last = new Int32Array(n); // the highest disc in the subtree
  const parent = new Int32Array(n);
  const up = new Int32Array(n); // nearest cut-off subtree root at or above a cell, or −1
  const order = new Int32Array(n); // cells in discovery order
  const stack = new Int32Array(n);
  const slotAt = new Int32Array(n);
  const neededBy = new Int32Array(n);
  const neededIn = new Int32Array(n);
  let round = 0;
  const sideH = new Int32Array(maxSlots);
  const sideT = new Int32Array(maxSlots);
  /** Whether two paths need the same empty cell (then the position cannot be finished). */
  const bottleneck = (): boolean => {
    round++;
    let time = 0;
    for (let cell = 0; cell < n; cell++) disc[cell] = -1;
    for (let root = 0; root < n; root++) {
      if (color[root] !== -1 || disc[root] !== -1) continue;
      let top = 0;
      stack[0] = root;
      slotAt[0] = 0;
      parent[root] = -1;
      order[time] = root;
      disc[root] = low[root] = time++;
      while (top >= 0) {
        const v = stack[top]!;
        const slot = slotAt[top]!;
        if (slot < maxSlots) {
          slotAt[top] = slot + 1;
          const w = neighbors[v * maxSlots + slot]!;
          if (w < 0 || color[w] !== -1) continue;
          if (disc[w] === -1) {
            parent[w] = v;
            order[time] = w;
            disc[w] = low[w] = time++;
            stack[++top] = w;
            slotAt[top] = 0;
          } else if (w !== parent[v] && disc[w]! < low[v]!) low[v] = disc[w]!;
          continue;
        }
        last[v] = time - 1;
        top--;
        if (top >= 0) {
          const p = stack[top]!;
          if (low[v]! < low[p]!) low[p] = low[v]!;
        }
      }
    }
    for (let i = 0; i < time; i++) {
      const cell = order[i]!;
      const p = parent[cell]!;
      up[cell] = p < 0 ? -1 : low[cell]! >= disc[p]! ? cell : up[p]!;
    }
    const inside = (x: number, w: number) => disc[x]! >= disc[w]! && disc[x]! <= last[w]!;
    /** Marks the cut vertices path c needs on the way from cells `from` to cells `to`. */
    const climb = (c: number, from: Int32Array, nf: number, to: Int32Array, nt: number) => {
      let w = up[from[0]!]!;
      while (w >= 0) {
        const a = parent[w]!;
        let all = true;
        for (let i = 0; i < nf && all; i++) if (from[i] !== a && !inside(from[i]!, w)) all = false;
        if (all) {
          let none = true;
          for (let i = 0; i < nt && none; i++) if (to[i] !== a && inside(to[i]!, w)) none = false;
          if (!none) return false; // the far side is inside too, and in every larger subtree
          if (neededIn[a] === round && neededBy[a] !== c) return true;
          neededIn[a] = round;
          neededBy[a] = c;
        }
        w = up[a]!;
      }
      return false;
    };
    for (let c = 0; c < k; c++) {
      if (done[c]) continue;
      let nh = 0;
      let nt = 0;
      for (let s = 0; s < maxSlots; s++) {
        const x = neighbors[head[c]! * maxSlots + s]!;
        if (x >= 0 && color[x] === -1 && legal(c, x)) sideH[nh++] = x;
        const y = neighbors[target[c]! * maxSlots + s]!;
        if (y >= 0 && color[y] === -1) sideT[nt++] = y;
      }
      if (nh === 0 || nt === 0) continue;
      if (climb(c, sideH, nh, sideT, nt) || climb(c, sideT, nt, sideH, nh)) return true;
    }
    return false;
  };

  let count = 0;
  let nodes = 0;
  let guesses = 0;
  let deduced = 0;
  const solutions: number[][] = [];
  let stoppedBy: FlowSolveResult['stoppedBy'] = null;
  const signal = options.signal;

  const search = (depth: number): void => {
    if (nodes >= nodeBudget) {
      stoppedBy = 'nodes';
      return;
    }
    if ((nodes & 1023) === 1023) {
      if (signal?.aborted) {
        stoppedBy = 'signal';
        return;
      }
      if (performance.now() > deadline) {
        stoppedBy = 'time';
        return;
      }
    }
    nodes++;
    const choice = viable();
    if (choice === -2) return;
    if (choice === -1) {
      if (empty === 0) {
        count++;
        solutions.push(Array.from(color));
        if (count >= limit) stoppedBy = 'limit';
      }
      return;
    }
    const c = choice >> 1;
    const fromB = (choice & 1) === 1; // grow the path from its second dot's end
    const h = fromB ? target[c]! : head[c]!;
    const far = fromB ? head[c]! : target[c]!;
    // This node's steps, listed in its own stretch of the buffer (a node has at most maxSlots).
    const base = depth * maxSlots;
    let listed = 0;
    for (let s = 0; s < maxSlots; s++) {
      const cell = neighbors[h * maxSlots + s]!;
      if (cell >= 0 && color[cell] === -1 && legal(c, cell)) moves[base + listed++] = cell;
    }
    // Loose rule: joining the two ends is a move of its own (listed as the far end).
    if (touching && touches(h, far)) moves[base + listed++] = far;
    // Tightest first: a cell with fewer empty neighbours is more likely to be the one, since
    // the others could still be reached another way (insertion sort of at most maxSlots).
    for (let i = 1; i < listed; i++) {
      const cell = moves[base + i]!;
      const room = emptyAround(cell);
      let j = i - 1;
      while (j >= 0 && emptyAround(moves[base + j]!) > room) {
        moves[base + j + 1] = moves[base + j]!;
        j--;
      }
      moves[base + j + 1] = cell;
    }
    // Before guessing, look for a cell two paths both need.
    if (listed >= 2 && !touching && bottleneck()) return;
    if (listed >= 2) guesses++;
    else if (guesses === 0 && listed === 1 && moves[base]! !== far) deduced++;
    for (let i = 0; i < listed; i++) {
      const cell = moves[base + i]!;
      if (cell === far) {
        // The ends meet: the path is finished as it is.
        done[c] = 1;
        unfinished--;
        open[h] = 0;
        open[far] = 0;
        if (!(aroundDeadEnd(h) || aroundDeadEnd(far))) search(depth + 1);
        done[c] = 0;
        unfinished++;
        open[h] = 1;
        open[far] = 1;
        if (stoppedBy !== null) return;
        continue;
      }
      // Step: the cell joins the path and becomes this end.
      color[cell] = c;
      empty--;
      open[h] = 0;
      if (fromB) target[c] = cell;
      else head[c] = cell;
      const finished = !touching && touches(cell, far);
      if (finished) {
        done[c] = 1;
        unfinished--;
        open[far] = 0;
      } else open[cell] = 1;
      // Only the empty cells around the old end, the new cell and a reached end lost a
      // possible partner: they are the ones that may have become dead ends.
      if (!(aroundDeadEnd(h) || aroundDeadEnd(cell) || (finished && aroundDeadEnd(far)))) {
        search(depth + 1);
      }
      // Undo.
      if (finished) {
        done[c] = 0;
        unfinished++;
        open[far] = 1;
      } else open[cell] = 0;
      if (fromB) target[c] = h;
      else head[c] = h;
      open[h] = 1;
      empty++;
      color[cell] = -1;
      if (stoppedBy !== null) return;
    }
  };

  if (unfinished === 0 && empty === 0) {
    count = 1;
    solutions.push(Array.from(color));
    stoppedBy = limit === 1 ? 'limit' : null;
  } else {
    let dead = false;
    for (let cell = 0; cell < n && !dead; cell++)
      if (color[cell] === -1 && deadEnd(cell)) dead = true;
    if (!dead) search(0);
  }
  return {
    count,
    complete: stoppedBy === null,
    stoppedBy,
    solution: solutions[0] ?? null,
    solutions,
    nodes,
    guesses,
    deduced,
    conflicts: 0,
    engine: 'search',
  };
}
