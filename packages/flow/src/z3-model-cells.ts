import type { Z3 } from '@knossos/solver/z3';
import { topologyOf } from './level.js';
import {
  type Bool,
  checkpoint,
  type FlowModel,
  type FlowModelShape,
  type Stopped,
} from './z3-model.js';

/**
 * Builds the cell model of `shape`, the encoding synthesis used before the edge model of
 * `z3-model.ts` (kept to measure one against the other: `synthesize.bench.ts`), in a new Z3
 * context, a cell at a time between checkpoints (see {@link checkpoint}). Each synthesis builds
 * its own, so the same settings and seed give the same level.
 *
 * The variables: one Boolean per cell and colour, one per cell saying it is a dot. The rules,
 * one cell at a time:
 * - one colour per cell (a pseudo-Boolean equality over its colour variables);
 * - the degree rule: a cell of colour k has exactly 2 neighbours of colour k, less one when it
 *   is a dot, written as one equality `same-coloured neighbours + dot = 2` under `x[c][k]`;
 * - exactly two dots per colour, each colour's cell count within `[minLen, maxLen]`;
 * - cell 0 takes colour 0 (colours are interchangeable, so this only removes renamings);
 * - no 2 × 2 block of one colour on square boards (it would hold a cell with 3 same-coloured
 *   neighbours or a cycle; the rule only helps the solver).
 *
 * Variety comes from 1–2 random pins per check (a cell held to a colour, as assumptions), and
 * everything plain code rejects is ruled out one model at a time.
 *
 * @returns the model, or why the build stopped first.
 * @internal
 */
export async function buildCellModel(
  z3: Z3,
  shape: FlowModelShape,
  deadline: number,
  signal?: AbortSignal,
): Promise<FlowModel | Stopped> {
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
  const cutModel = (classes: readonly number[]) => {
    solver.add(ctx.Or(...classes.map((k, c) => ctx.Not(x[c]![k]!))));
  };
  // Every rejection rules out the model read last, once: this encoding has no finer cut.
  let last: number[] | null = null;
  const cutLast = () => {
    if (last !== null) cutModel(last);
    last = null;
  };
  return {
    ctx,
    solver,
    async read(between) {
      const m = solver.model();
      const classes: number[] = [];
      for (const row of x) {
        const why = await between();
        if (why !== null) return why;
        classes.push(row.findIndex((v) => String(m.eval(v, true)) === 'true'));
      }
      last = classes;
      return classes;
    },
    pins(below) {
      // Pins avoid cell 0 (its colour is fixed above) and colour 0.
      const count = 1 + below(2);
      const pins: Bool[] = [];
      for (let p = 0; p < count; p++) pins.push(x[1 + below(cells - 1)]![1 + below(colors - 1)]!);
      return pins;
    },
    pinsFailed: () => {},
    cutLoop: cutLast,
    cutPath: cutLast,
    cutSecond: cutLast,
    cutModel(classes) {
      last = null;
      cutModel(classes);
    },
  };
}
