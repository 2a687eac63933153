import type { Z3 } from '@knossos/solver/z3';
import type { Bool as ZBool, Context as ZContext, Solver as ZSolver } from 'z3-solver';
import type { FlowGrid } from './level.js';
import { topologyOf } from './level.js';

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

/** The rules of one {@link FlowModelShape} asserted in a Z3 solver, ready to check. @internal */
export interface FlowModel {
  readonly ctx: Context;
  readonly solver: Solver;
  /** `x[c][k]`: cell `c` has colour `k`. */
  readonly x: readonly (readonly Bool[])[];
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
  return async (): Promise<'timeout' | 'cancelled' | null> => {
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

/**
 * Builds a model of `shape` in a new Z3 context, a cell at a time between checkpoints (see
 * {@link checkpoint}): building is the dearest part of a short synthesis (about 100–300 ms for
 * 12 × 12 with 10 colours, seconds for 20 × 20 with 150). Each synthesis builds its own:
 * a solver that has already searched keeps what it learned and may return other models, and the
 * same settings and seed must give the same level.
 *
 * The rules, one cell at a time:
 * - one colour per cell (a pseudo-Boolean equality over its colour variables);
 * - the degree rule: a cell of colour k has exactly 2 neighbours of colour k, less one when it
 *   is a dot, written as one equality `same-coloured neighbours + dot = 2` under `x[c][k]`;
 * - exactly two dots per colour, each colour's cell count within `[minLen, maxLen]`;
 * - cell 0 takes colour 0 (colours are interchangeable, so this only removes renamings);
 * - no 2 × 2 block of one colour on square boards (it would hold a cell with 3 same-coloured
 *   neighbours or a cycle; the rule only helps the solver).
 *
 * @returns the model, or why the build stopped first.
 * @internal
 */
export async function buildModel(
  z3: Z3,
  shape: FlowModelShape,
  deadline: number,
  signal?: AbortSignal,
): Promise<FlowModel | 'timeout' | 'cancelled'> {
  const between = checkpoint(deadline, signal);
  const { grid, width, height, colors, minLen, maxLen } = shape;
  const topology = topologyOf({ grid, width, height });
  const cells = width * height;
  const ctx = new z3.Context('main');
  const x: Bool[][] = [];
  const dot: Bool[] = [];
  for (let c = 0; c < cells; c++) {
    const stopped = await between();
    if (stopped !== null) return stopped;
    x.push(Array.from({ length: colors }, (_, k) => ctx.Bool.const(`x_${c}_${k}`)));
    dot.push(ctx.Bool.const(`d_${c}`));
  }
  const solver = new ctx.Solver();
  const ones = (n: number) => new Array<number>(n).fill(1) as [number, ...number[]];
  for (let c = 0; c < cells; c++) {
    const stopped = await between();
    if (stopped !== null) return stopped;
    solver.add(ctx.PbEq(x[c] as [Bool, ...Bool[]], ones(colors), 1));
    const near: number[] = [];
    for (let s = 0; s < topology.slotCount(c); s++) {
      const other = topology.neighbor(c, s);
      if (other >= 0) near.push(other);
    }
    for (let k = 0; k < colors; k++) {
      const around: [Bool, ...Bool[]] = [dot[c]!, ...near.map((o) => x[o]![k]!)];
      solver.add(ctx.Implies(x[c]![k]!, ctx.PbEq(around, ones(around.length), 2)));
    }
  }
  for (let k = 0; k < colors; k++) {
    const stopped = await between();
    if (stopped !== null) return stopped;
    const column = x.map((row) => row[k]!) as [Bool, ...Bool[]];
    const ends = x.map((row, c) => ctx.And(row[k]!, dot[c]!)) as [Bool, ...Bool[]];
    solver.add(ctx.PbEq(ends, ones(cells), 2));
    solver.add(ctx.PbGe(column, ones(cells), minLen));
    solver.add(ctx.PbLe(column, ones(cells), maxLen));
  }
  solver.add(x[0]![0]!);
  if (grid === 'square') {
    for (let y = 0; y + 1 < height; y++) {
      const stopped = await between();
      if (stopped !== null) return stopped;
      for (let col = 0; col + 1 < width; col++) {
        const square = [
          y * width + col,
          y * width + col + 1,
          (y + 1) * width + col,
          (y + 1) * width + col + 1,
        ];
        for (let k = 0; k < colors; k++) {
          solver.add(ctx.Not(ctx.And(...square.map((c) => x[c]![k]!))));
        }
      }
    }
  }
  return { ctx, solver, x };
}
