import type { Z3 } from '@knossos/solver/z3';
import type { Topology } from '@knossos/topology';
import type { Bool as ZBool, Context as ZContext, Solver as ZSolver } from 'z3-solver';
import type { FlowGrid } from './level.js';
import { topologyOf } from './level.js';
import { placements, smallBlocks } from './z3-placements.js';

/** What a Flow model in Z3 is built from: the board, the colour count and the path lengths. */
export interface FlowModelShape {
  readonly grid: FlowGrid;
  readonly width: number;
  readonly height: number;
  readonly colors: number;
  readonly minLen: number;
  readonly maxLen: number;
}

type Context = ZContext<'main'>;
type Solver = ZSolver<'main'>;
/** A Boolean of the model's context. @internal */
export type Bool = ZBool<'main'>;

/** Why a step against the clock stopped: the deadline or the signal. @internal */
export type Stopped = 'timeout' | 'cancelled';

/**
 * A Flow model asserted in a Z3 solver, ready to check, whatever its encoding: how to read a
 * model back, and how to rule out what plain code rejected. @internal
 */
export interface FlowModel {
  readonly ctx: Context;
  readonly solver: Solver;
  /**
   * Reads the last model as one class per cell, such that two neighbouring cells are joined by
   * their path exactly when they share a class (the degree rule): each class is a union of
   * paths and stray loops. Reads the clock between cells (see {@link checkpoint}).
   */
  read(between: () => Promise<Stopped | null>): Promise<number[] | Stopped>;
  /** Assumptions for the next check, drawn from `below` (a seeded `below(n)`: 0 to n − 1). */
  pins(below: (n: number) => number): Bool[];
  /** Says the last check under `pins` had no model (before it is asked again without them). */
  pinsFailed(): void;
  /** Rules out a stray loop (its cells in order around it). */
  cutLoop(loop: readonly number[]): void;
  /** Rules out a path (its cells from dot to dot) that breaks the length bounds. */
  cutPath(path: readonly number[]): void;
  /**
   * Rules out the picture the level of `solution` shares with another solution `other` (both
   * one path per cell): the model's edges at every cell where the two differ.
   */
  cutSecond(solution: readonly number[], other: readonly number[]): void;
  /** Rules out exactly this model (`classes` as {@link FlowModel.read} gave them). */
  cutModel(classes: readonly number[]): void;
}

/** Lets other work on this thread run, soonest first: timers, abort handlers, other syntheses. */
const pause = () =>
  new Promise<void>((resolve) =>
    (globalThis.setImmediate ?? ((f: () => void) => setTimeout(f, 0)))(resolve),
  );

/** Most time spent building between two pauses, in ms. */
const SLICE_MS = 10;

/**
 * A checkpoint to call between steps of synchronous work on this thread: `'timeout'` once
 * `deadline` (a `performance.now()` time) has passed, `'cancelled'` once `signal` aborted, and
 * otherwise, every {@link SLICE_MS} of work, a pause so that the rest of the thread runs too (a
 * synthesis beside this one, the abort handler of a Ctrl-C). @internal
 */
export function checkpoint(deadline: number, signal?: AbortSignal) {
  let sliceStart = performance.now();
  return async (): Promise<Stopped | null> => {
    const now = performance.now();
    if (now > deadline) return 'timeout';
    if (now - sliceStart > SLICE_MS) {
      await pause();
      sliceStart = performance.now();
      if (sliceStart > deadline) return 'timeout';
    }
    return signal?.aborted ? 'cancelled' : null;
  };
}

/** The neighbours of every cell of a board. @internal */
export function neighbours(topology: Topology): number[][] {
  const near: number[][] = [];
  for (let c = 0; c < topology.cellCount; c++) {
    const around: number[] = [];
    for (let s = 0; s < topology.slotCount(c); s++) {
      const other = topology.neighbor(c, s);
      if (other >= 0) around.push(other);
    }
    near.push(around);
  }
  return near;
}

/**
 * Builds the edge model of `shape` in a new Z3 context (`QF_FD`, Z3's SAT solver with
 * pseudo-Boolean constraints), a cell at a time between checkpoints (see {@link checkpoint}).
 * Each synthesis builds its own, so the same settings and seed give the same level.
 *
 * The variables: one Boolean per pair of neighbouring cells (the path joins them), one per cell
 * saying it is a dot, and two per cell giving it one of four **contact colours**.
 * The rules:
 * - the degree rule on edges: a cell has 2 edges, less one at a dot (one pseudo-Boolean
 *   equality per cell), and two neighbours are joined exactly when their contact colours are
 *   equal. So the edges are paths and loops, and a path never runs alongside itself: two
 *   touching cells of different paths differ in contact colour. Four colours are enough for
 *   every level (paths are regions of a planar map: the four colour theorem), so this loses
 *   none, where a colour per path (`z3-model-cells.ts`) makes the solver tell apart every
 *   renaming of the paths;
 * - exactly 2 · `colors` dots: every path has two ends, so there are exactly `colors` paths
 *   once plain code has cut the stray loops (see {@link FlowModel.cutLoop});
 * - two neighbouring dots are not joined (a path of 2 cells) when `minLen` ≥ 3; other length
 *   bounds are checked in plain code and cut the same way;
 * - no 2 × 2 block holds more than 2 edges on square boards, no hex triangle more than 1 (more
 *   would join all its cells: a loop, or a path alongside itself); this only helps the solver;
 * - on square boards, no more than ⌈n / 2⌉ cells of a row or column of n ≥ 7 cells joined in
 *   a straight line. Without it Z3's models are mostly rings and spirals along the border,
 *   which a player fills in without thinking; measured, it costs nothing at 10 × 10 and up to
 *   twice the time at 20 × 20. It is an assumption, dropped for good the first time a check
 *   under it finds no model (few colours on a big board can need long straight runs);
 * - cell 0 takes contact colour 0 (the colours are interchangeable).
 *
 * `randomSeed` seeds Z3's own choices: the variety between seeds.
 *
 * @returns the model, or why the build stopped first.
 * @internal
 */
export async function buildModel(
  z3: Z3,
  shape: FlowModelShape,
  randomSeed: number,
  deadline: number,
  signal?: AbortSignal,
): Promise<FlowModel | Stopped> {
  const between = checkpoint(deadline, signal);
  const { grid, width, height, colors, minLen, maxLen } = shape;
  const topology = topologyOf({ grid, width, height });
  const cells = width * height;
  const near = neighbours(topology);
  const ctx = new z3.Context('main');
  const solver = new ctx.Solver('QF_FD');
  solver.set('random_seed', randomSeed);
  const bits: [Bool, Bool][] = [];
  const dot: Bool[] = [];
  /** Edge index by `u · cells + v` (u < v), and each edge's literal and its negation. */
  const index = new Map<number, number>();
  const edge: Bool[] = [];
  const notEdge: Bool[] = [];
  const edgeOf = (u: number, v: number) => index.get(u < v ? u * cells + v : v * cells + u);
  for (let c = 0; c < cells; c++) {
    const stopped = await between();
    if (stopped !== null) return stopped;
    bits.push([ctx.Bool.const(`b${c}_0`), ctx.Bool.const(`b${c}_1`)]);
    dot.push(ctx.Bool.const(`d${c}`));
    for (const o of near[c]!) {
      if (o < c) continue;
      index.set(c * cells + o, edge.length);
      const e = ctx.Bool.const(`e${c}_${o}`);
      edge.push(e);
      notEdge.push(ctx.Not(e));
    }
  }
  const ones = (n: number) => new Array<number>(n).fill(1) as [number, ...number[]];
  for (let c = 0; c < cells; c++) {
    const stopped = await between();
    if (stopped !== null) return stopped;
    const around = near[c]!.map((o) => edge[edgeOf(c, o)!]!);
    solver.add(ctx.PbEq([dot[c]!, ...around], ones(around.length + 1), 2));
    const [a0, a1] = bits[c]!;
    for (const o of near[c]!) {
      if (o < c) continue;
      const e = edge[edgeOf(c, o)!]!;
      const [b0, b1] = bits[o]!;
      solver.add(e.eq(ctx.And(a0.eq(b0), a1.eq(b1))));
      if (minLen >= 3) solver.add(ctx.Or(ctx.Not(e), ctx.Not(dot[c]!), ctx.Not(dot[o]!)));
    }
  }
  solver.add(ctx.PbEq(dot as [Bool, ...Bool[]], ones(cells), 2 * colors));
  solver.add(ctx.Not(bits[0]![0]), ctx.Not(bits[0]![1]));
  // The blocks no more than 2 (square) or 1 (hex triangle) of whose edges may be on.
  for (const [block, most] of smallBlocks(grid, near, width, height)) {
    solver.add(ctx.AtMost(block.map((pair) => edge[edgeOf(pair[0], pair[1])!]!) as [Bool], most));
  }
  // The straight-run rule holds while `windy` is assumed (see `pins`).
  const windy = ctx.Bool.const('windy');
  let relaxed = grid !== 'square';
  if (grid === 'square') {
    // No more than ⌈n / 2⌉ cells joined in a straight line along a row or column of n ≥ 7.
    for (const [lines, length, step, next] of [
      [height, width, 1, width],
      [width, height, width, 1],
    ] as const) {
      const most = length >= 7 ? Math.ceil(length / 2) : length;
      for (let line = 0; line < lines; line++) {
        for (let from = 0; from + most < length; from++) {
          const first = line * next + from * step;
          const run = Array.from({ length: most }, (_, i) => {
            const cell = first + i * step;
            return notEdge[edgeOf(cell, cell + step)!]!;
          });
          solver.add(ctx.Or(ctx.Not(windy), ...run));
        }
      }
    }
  }
  /**
   * Adds `not (every edge of the pattern on or off as given, and every cell of `dots` a dot)`
   * at every placement of the pattern on the board (see `placements`) that `fits`.
   */
  const cutEverywhere = (
    pattern: readonly (readonly [number, number, boolean])[],
    dots: readonly number[],
    fits: (map: (cell: number) => number) => boolean = () => true,
  ) => {
    const patternCells = [...new Set([...dots, ...pattern.flatMap(([u, v]) => [u, v])])];
    const at = new Map(patternCells.map((c, i) => [c, i]));
    for (const placed of placements(grid, width, height, patternCells)) {
      const map = (cell: number) => placed[at.get(cell)!]!;
      if (!fits(map)) continue;
      const clause = dots.map((c) => ctx.Not(dot[map(c)]!));
      for (const [u, v, on] of pattern) {
        // A shape that does not keep its neighbours (a hex board's odd shifts) is no placement.
        const i = edgeOf(map(u), map(v));
        if (i === undefined) break;
        clause.push(on ? notEdge[i]! : edge[i]!);
      }
      if (clause.length === dots.length + pattern.length) {
        solver.add(ctx.Or(...(clause as [Bool, ...Bool[]])));
      }
    }
  };
  /** The chain `path[0] – path[1] – …` joined (and back to the start when `closed`). */
  const chain = (path: readonly number[], closed: boolean) =>
    path
      .slice(0, closed ? path.length : path.length - 1)
      .map((c, i) => [c, path[(i + 1) % path.length]!, true] as const);
  return {
    ctx,
    solver,
    async read(wait) {
      const m = solver.model();
      const classes: number[] = [];
      for (const [b0, b1] of bits) {
        const why = await wait();
        if (why !== null) return why;
        const on = (b: Bool) => String(m.eval(b, true)) === 'true';
        classes.push((on(b0) ? 1 : 0) + (on(b1) ? 2 : 0));
      }
      return classes;
    },
    pins: () => (relaxed ? [] : [windy]),
    pinsFailed() {
      relaxed = true;
    },
    // A loop is never part of a level: its cut holds wherever the loop's shape fits.
    cutLoop: (loop) => cutEverywhere(chain(loop, true), []),
    cutPath(path) {
      // Too long: any maxLen + 1 cells joined in a row are, wherever they are. Too short: the
      // same path, with its two dots, is too short wherever it is.
      if (path.length > maxLen) cutEverywhere(chain(path.slice(0, maxLen + 1), false), []);
      else cutEverywhere(chain(path, false), [path[0]!, path[path.length - 1]!]);
    },
    cutSecond(solution, other) {
      const differ = new Set<number>();
      for (let c = 0; c < cells; c++) if (solution[c] !== other[c]) differ.add(c);
      // Every edge at a cell that differs, on or off as in `solution`: the other solution's
      // cells fit there whatever the board holds elsewhere, so the same picture elsewhere (the
      // same cells around it too) is as ambiguous.
      const pattern: [number, number, boolean][] = [];
      for (const c of differ) {
        for (const o of near[c]!) {
          if (differ.has(o) && o < c) continue;
          pattern.push([c, o, solution[c] === solution[o]]);
        }
      }
      cutEverywhere(pattern, [], (map) =>
        [...differ].every((c) => {
          const there = near[map(c)]!;
          return there.length === near[c]!.length && near[c]!.every((o) => there.includes(map(o)));
        }),
      );
    },
    cutModel(classes) {
      const on: Bool[] = [];
      for (let c = 0; c < cells; c++) {
        for (const o of near[c]!) {
          if (o > c && classes[o] === classes[c]) on.push(notEdge[edgeOf(c, o)!]!);
        }
      }
      solver.add(ctx.Or(...on));
    },
  };
}
