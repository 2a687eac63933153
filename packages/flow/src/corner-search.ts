import type { Topology } from '@knossos/topology';
import { type FlowLevel, solutionProblem } from './level.js';

/** Limits for {@link cornerSearch}. */
export interface CornerSearchOptions {
  /** Stop after this many nodes (cells entered). */
  readonly nodes: number;
  /** Stop once `performance.now()` passes this (ms). */
  readonly deadline: number;
  /** Stop when aborted. */
  readonly signal: AbortSignal | undefined;
}

/** What {@link cornerSearch} found. */
export interface CornerSearchResult {
  /** A solution under the degree rule (one colour per cell), or `null`. */
  readonly solution: number[] | null;
  /** Nodes visited: cells entered. */
  readonly nodes: number;
  /** Why it stopped without a solution: a limit, or `null` when it ran out of shapes. */
  readonly stoppedBy: 'nodes' | 'time' | 'signal' | null;
}

// Sides of a cell as bits; the board is read top row first, so N is up on screen.
const N = 1;
const E = 2;
const S = 4;
const W = 8;
const NE_CORNER = N | E; // └
const NW_CORNER = N | W; // ┘
const SE_CORNER = S | E; // ┌
const SW_CORNER = S | W; // ┐
const GRASS = -2;
/** 1 for the sets of sides that are bends (two sides at right angles). */
const CORNER = new Uint8Array(16);
for (const bend of [NE_CORNER, NW_CORNER, SE_CORNER, SW_CORNER]) CORNER[bend] = 1;
const EMPTY = -1;

/**
 * A fast search for the first solution of a square level under the degree rule, which looks only
 * at solutions shaped as a level with exactly one solution must be. A `null` answer is therefore
 * no proof of anything: {@link solveFlow} then goes on with its exact engines, and it proves
 * every answer it gives by other means (a found solution is checked with `solutionProblem`).
 *
 * The sweep visits cells along anti-diagonals from the top-left corner, each anti-diagonal from
 * its top-right end, so a cell's north and west sides are settled when it is reached; the search
 * chooses its east and south sides. Each strand of joined cells keeps the cell at its other end,
 * so joining two strands is O(1): strands whose far ends are dots of two colours never join, and
 * a strand never closes on itself. The choices at a cell are cut by two kinds of rule:
 * - consequences of the degree rule: a 2 × 2 block holding a U-turn (a path beside itself), and a
 *   straight run past the corner of one path's bend, are never built;
 * - the nested-corner property of levels with one solution, from the solver of the numberlink
 *   project (github.com/thomasahle/numberlink, explained in Stack Overflow answer 14007585):
 *   an empty cell where a path bends with both its arms pointing down-right (┌) has a dot
 *   down-right along its diagonal, inside the bend, past bends of the same shape only; the same
 *   holds for ┐ toward the bottom left, ┘ toward the top left and └ toward the top right. A solution without it can be rerouted
 *   into a second one, so a unique level's solution always has it.
 *
 * Cost: one node per cell entered, O(1) work per choice but for the ┐ check (a walk down the
 * diagonal), and no allocation in the search; a complete colouring is checked in O(cells).
 *
 * @param level - a square level (the caller checks it).
 * @returns the first solution in sweep order, or `null` with why.
 */
export function cornerSearch(
  level: FlowLevel,
  topology: Topology,
  options: CornerSearchOptions,
): CornerSearchResult {
  return startCornerSearch(level, topology).run(options);
}

/** A {@link cornerSearch} that can be paused at a node budget and resumed. */
export interface CornerSweep {
  /**
   * Searches on until a solution, the end of the search, or a limit; `options.nodes` counts
   * every node since the start. After a limit, `run` again goes on where it stopped; after a
   * solution or the end, it returns the same answer.
   */
  run(options: CornerSearchOptions): CornerSearchResult;
}

/**
 * Sets up {@link cornerSearch} to run in slices (see {@link CornerSweep}). For square levels
 * without holes or bridges only: the sweep walks the full grid's diagonals, so `solveFlow`
 * never starts it on a shaped level.
 */
export function startCornerSearch(level: FlowLevel, topology: Topology): CornerSweep {
  const width = level.width;
  const height = level.height;
  const pitch = width + 2;
  const size = pitch * (height + 2);
  /** The padded position of a level cell (`y · width + x`, row 0 at the bottom). */
  const padded = (cell: number) => {
    const x = cell % width;
    const y = (cell - x) / width;
    return (height - y) * pitch + x + 1;
  };
  const table = new Int16Array(size).fill(GRASS); // dot colour, EMPTY or GRASS
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) table[padded(y * width + x)] = EMPTY;
  }
  for (let i = 0; i < level.dots.length; i++) table[padded(level.dots[i]!)] = i >> 1;
  const isDot = (pos: number) => table[pos]! >= 0;
  const step = new Int32Array(16);
  step[N] = -pitch;
  step[E] = 1;
  step[S] = pitch;
  step[W] = -1;
  const mirror = new Uint8Array(16);
  mirror[N] = S;
  mirror[S] = N;
  mirror[E] = W;
  mirror[W] = E;

  // Where a bend may sit: ┌ needs a dot down-right along its diagonal past empty cells only, ┐ one
  // down-left.
  const canSE = new Uint8Array(size);
  const canSW = new Uint8Array(size);
  for (let pos = 0; pos < size; pos++) {
    if (!isDot(pos)) continue;
    for (let p = pos - pitch - 1; table[p] === EMPTY; p -= pitch + 1) canSE[p] = 1;
    for (let p = pos - pitch + 1; table[p] === EMPTY; p += -pitch + 1) canSW[p] = 1;
  }

  // The sweep order.
  const cells = width * height;
  const order = new Int32Array(cells);
  let filled = 0;
  for (let start = pitch + 1; start < 2 * pitch - 1; start++) {
    for (let p = start; table[p] !== GRASS; p += pitch - 1) order[filled++] = p;
  }
  for (let start = 2 * pitch - 2 + pitch; table[start] !== GRASS; start += pitch) {
    for (let p = start; table[p] !== GRASS; p += pitch - 1) order[filled++] = p;
  }

  const con = new Uint8Array(size); // sides joined so far
  const end = new Int32Array(size); // for a strand's end cell: the cell at its other end
  for (let pos = 0; pos < size; pos++) end[pos] = pos;

  // What each depth joined, to undo it: up to two joins per depth, each the cell, the side, and
  // the two strand ends it relinked with their old partners.
  const joined = new Uint8Array(cells + 1);
  const joinPos = new Int32Array(2 * cells + 2);
  const joinDir = new Uint8Array(2 * cells + 2);
  const joinA = new Int32Array(2 * cells + 2);
  const joinOldA = new Int32Array(2 * cells + 2);
  const joinB = new Int32Array(2 * cells + 2);
  const joinOldB = new Int32Array(2 * cells + 2);
  const undo = (depth: number) => {
    for (let j = joined[depth]! - 1; j >= 0; j--) {
      const slot = 2 * depth + j;
      const pos = joinPos[slot]!;
      const dir = joinDir[slot]!;
      end[joinB[slot]!] = joinOldB[slot]!;
      end[joinA[slot]!] = joinOldA[slot]!;
      con[pos] = con[pos]! & ~dir;
      const other = pos + step[dir]!;
      con[other] = con[other]! & ~mirror[dir]!;
    }
    joined[depth] = 0;
  };

  /** Joins `pos` to its neighbour on side `dir` at `depth`, or returns false (nothing done). */
  const join = (depth: number, pos: number, dir: number): boolean => {
    const other = pos + step[dir]!;
    if (table[other] === GRASS) return false;
    const a = end[pos]!;
    const b = end[other]!;
    const colorA = table[a]!;
    const colorB = table[b]!;
    if (colorA >= 0 && colorB >= 0 && colorA !== colorB) return false;
    if (a === other && b === pos) return false; // would close a loop
    const mine = con[pos]!;
    if (mine !== 0) {
      // A U-turn in a 2 × 2 block: the cell we came from bends toward the same side.
      const before = con[pos + step[mine]!]!;
      const bend = mine | dir;
      if (CORNER[before] === 1 && CORNER[bend] === 1 && (before & bend) !== 0) return false;
    }
    const slot = 2 * depth + joined[depth]!;
    joined[depth]!++;
    joinPos[slot] = pos;
    joinDir[slot] = dir;
    joinA[slot] = a;
    joinOldA[slot] = end[a]!;
    joinB[slot] = b;
    joinOldB[slot] = end[b]!;
    con[pos] = mine | dir;
    con[other] = con[other]! | mirror[dir]!;
    end[a] = b;
    end[b] = a;
    return true;
  };

  /** Whether the south side of `pos` may be joined without forcing an impossible ┌ east of it. */
  const southFits = (pos: number) =>
    con[pos + 1] !== 0 || canSE[pos + 1] === 1 || table[pos + 1] !== EMPTY;
  /** Whether a ┐ at `pos` nests: the cells down-left to a dot all arrive from the west only. */
  const laneFits = (pos: number) => {
    for (let p = pos; table[p]! < 0; p += pitch - 1) if (con[p] !== W) return false;
    return true;
  };

  // Choices per depth, each a set of sides to join (0 = none).
  const choices = new Uint8Array(cells * 2);
  const choiceCount = new Uint8Array(cells + 1);
  const choiceNext = new Uint8Array(cells + 1);
  const chooseAt = (depth: number) => {
    const pos = order[depth]!;
    const here = con[pos]!;
    const ne = con[pos - pitch + 1]!;
    const nw = con[pos - pitch - 1]!;
    let count = 0;
    const base = depth * 2;
    if (table[pos]! >= 0) {
      if (here === 0) {
        if (ne !== SW_CORNER) choices[base + count++] = E;
        if (southFits(pos)) choices[base + count++] = S;
      } else if (here === N || here === W) {
        choices[base + count++] = 0;
      }
    } else if (here === 0) {
      if (canSE[pos]) choices[base + count++] = E | S;
    } else if (here === W) {
      if (canSW[pos] && laneFits(pos) && southFits(pos)) choices[base + count++] = S;
      if (ne !== SW_CORNER && nw !== SE_CORNER) choices[base + count++] = E;
    } else if (here === NW_CORNER) {
      if (nw === NW_CORNER || table[pos - pitch - 1]! >= 0) choices[base + count++] = 0;
    } else if (here === N) {
      const corner = pos - pitch + 1;
      if (ne === NE_CORNER || (table[corner]! >= 0 && (ne & NE_CORNER) !== 0)) {
        choices[base + count++] = E;
      }
      if (ne !== SW_CORNER && nw !== SE_CORNER && southFits(pos)) choices[base + count++] = S;
    }
    choiceCount[depth] = count;
    choiceNext[depth] = 0;
  };

  let nodes = 1;
  let depth = 0;
  chooseAt(0);
  const colors = new Array<number>(topology.cellCount);
  let answer: CornerSearchResult | null = null;
  const run = (options: CornerSearchOptions): CornerSearchResult => {
    if (answer !== null) return answer;
    const { signal, deadline } = options;
    const budget = options.nodes;
    if (nodes >= budget) return { solution: null, nodes, stoppedBy: 'nodes' };
    for (;;) {
      if (depth === cells) {
        const found = colorsOf();
        if (found !== null) {
          answer = { solution: found, nodes, stoppedBy: null };
          return answer;
        }
        depth--;
        continue;
      }
      if (depth < 0) {
        answer = { solution: null, nodes, stoppedBy: null };
        return answer;
      }
      undo(depth);
      const next = choiceNext[depth]!;
      if (next >= choiceCount[depth]!) {
        depth--;
        continue;
      }
      choiceNext[depth] = next + 1;
      const pos = order[depth]!;
      const sides = choices[depth * 2 + next]!;
      if ((sides & E) !== 0 && !join(depth, pos, E)) continue;
      if ((sides & S) !== 0 && !join(depth, pos, S)) continue;
      depth++;
      nodes++;
      if (depth < cells) chooseAt(depth);
      if (nodes >= budget) return { solution: null, nodes, stoppedBy: 'nodes' };
      if ((nodes & 1023) === 0) {
        if (performance.now() > deadline) return { solution: null, nodes, stoppedBy: 'time' };
        if (signal?.aborted) return { solution: null, nodes, stoppedBy: 'signal' };
      }
    }
  };
  return { run };

  /** The colouring the joined sides give, when it obeys the degree rule; else `null`. */
  function colorsOf(): number[] | null {
    colors.fill(-1);
    for (let c = 0; c < level.dots.length / 2; c++) {
      let pos = padded(level.dots[2 * c]!);
      let from = -1;
      for (;;) {
        const cell = levelCell(pos);
        colors[cell] = c;
        let next = -1;
        for (const dir of [N, E, S, W]) {
          const p = pos + step[dir]!;
          if ((con[pos]! & dir) !== 0 && p !== from) next = p;
        }
        if (next < 0) break;
        from = pos;
        pos = next;
      }
    }
    return solutionProblem(level, topology, colors) === null ? colors.slice() : null;
  }

  function levelCell(pos: number): number {
    const row = Math.floor(pos / pitch);
    return (height - row) * width + (pos % pitch) - 1;
  }
}
