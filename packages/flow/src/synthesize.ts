import { createRng } from '@knossos/random';
import { check, getZ3, validateAndBlock } from '@knossos/solver/z3';
import { FlowError } from './errors.js';
import { clamp, type FlowSettings, type GeneratedFlow, looseUnique } from './generate.js';
import { type FlowGrid, type FlowLevel, solutionProblem, topologyOf } from './level.js';
import { solveFlow } from './solve.js';

/**
 * Settings for {@link synthesizeFlow}: those of `generateFlow` (with Z3's smaller ranges: width
 * and height 3–20, colours up to cells / 2, default about cells / 6), plus the solver's limits.
 */
export interface FlowSynthesisSettings extends Omit<FlowSettings, 'method'> {
  /** The longest one satisfiability check may take, in ms, 100–600,000 (default 20,000). */
  timeoutMs?: number;
  /** Most models to look at before giving up, 1–10,000 (default 200). */
  maxRounds?: number;
}

/**
 * Synthesises a Flow level with Z3 (`z3-solver` must be installed), the way the reference
 * generator does, encoded for speed:
 *
 * - one Boolean per cell and colour, exactly one true per cell (a pseudo-Boolean equality), and
 *   one Boolean per cell saying whether it is a dot;
 * - the degree rule: a cell of colour k has exactly 1 neighbour of colour k if it is a dot, 2
 *   otherwise (pseudo-Boolean equalities under implications);
 * - exactly two dots per colour; each colour's cell count within `[minLen, maxLen]`; no 2 × 2
 *   block of one colour on square boards;
 * - cell 0 takes colour 0 (colours are interchangeable, so this only removes mirror images);
 * - 1–2 random pins (a cell forced to a colour, drawn from the seeded stream) per attempt, inside
 *   push/pop, for variety;
 * - then validate-and-block: each model is checked in plain code (each colour one path from dot
 *   to dot, and, when `unique` is asked for, exactly one solution by `solveFlow`); a model that
 *   fails is ruled out exactly and the solver asked again.
 *
 * Before solving, the sizes are checked: `colors · minLen ≤ cells ≤ colors · maxLen`; a colour
 * count outside that is moved to the nearest that fits, with a note.
 *
 * @returns the level, as `generateFlow` returns it.
 * @throws {@link FlowError} (as a rejection) when no colour count fits the length bounds, Z3
 *   finds no level (unsat, timeout, rounds), or `signal` aborts.
 */
export async function synthesizeFlow(settings: FlowSynthesisSettings = {}): Promise<GeneratedFlow> {
  const notes: string[] = [];
  const grid: FlowGrid = settings.grid === 'hex' ? 'hex' : 'square';
  if (settings.grid !== undefined && settings.grid !== grid) {
    notes.push(`Grid: ${JSON.stringify(settings.grid)} is not a Flow grid; used square.`);
  }
  const width = clamp(notes, 'Width', settings.width, 3, 20, 5);
  const height = clamp(notes, 'Height', settings.height, 3, 20, 5);
  const cells = width * height;
  const asked = clamp(
    notes,
    'Colors',
    settings.colors,
    2,
    Math.floor(cells / 2),
    Math.max(2, Math.round(cells / 6)),
  );
  const minLen = clamp(notes, 'Min length', settings.minLen, 2, cells, 3);
  const maxLen = clamp(notes, 'Max length', settings.maxLen, minLen, cells, cells);
  const timeoutMs = clamp(notes, 'Timeout', settings.timeoutMs, 100, 600_000, 20_000);
  const maxRounds = clamp(notes, 'Rounds', settings.maxRounds, 1, 10_000, 200);
  const unique = settings.unique !== false;
  // The feasibility check, before any solving: colours · minLen ≤ cells ≤ colours · maxLen. A
  // colour count outside it is moved to the nearest that fits, with a note; when none fits the
  // length bounds themselves cannot fill the board.
  const fewest = Math.max(2, Math.ceil(cells / maxLen));
  const most = Math.min(Math.floor(cells / 2), Math.floor(cells / minLen));
  if (fewest > most) {
    throw new FlowError(
      'minLen',
      `no number of paths of ${minLen}–${maxLen} cells fills ${cells} cells (need colours · minLen ≤ cells ≤ colours · maxLen)`,
    );
  }
  const colors = Math.min(most, Math.max(fewest, asked));
  if (colors !== asked) {
    notes.push(
      `Colors: ${asked} colours with paths of ${minLen}–${maxLen} cells cannot fill ${cells} cells (need colours · minLen ≤ cells ≤ colours · maxLen); used ${colors}.`,
    );
  }
  const seed = String(settings.seed ?? 'flow');
  const rng = createRng(seed);
  const topology = topologyOf({ grid, width, height });
  const z3 = await getZ3();
  const ctx = new z3.Context('main');
  type B = ReturnType<typeof ctx.Bool.const>;
  const x: B[][] = [];
  const dot: B[] = [];
  for (let c = 0; c < cells; c++) {
    x.push(Array.from({ length: colors }, (_, k) => ctx.Bool.const(`x_${c}_${k}`)));
    dot.push(ctx.Bool.const(`d_${c}`));
  }
  const solver = new ctx.Solver();
  const ones = (n: number) => new Array<number>(n).fill(1) as [number, ...number[]];
  for (let c = 0; c < cells; c++) {
    solver.add(ctx.PbEq(x[c] as [B, ...B[]], ones(colors), 1));
    const near: number[] = [];
    for (let s = 0; s < topology.slotCount(c); s++) {
      const other = topology.neighbor(c, s);
      if (other >= 0) near.push(other);
    }
    for (let k = 0; k < colors; k++) {
      const same = near.map((o) => x[o]![k]!) as [B, ...B[]];
      solver.add(ctx.Implies(ctx.And(x[c]![k]!, dot[c]!), ctx.PbEq(same, ones(same.length), 1)));
      solver.add(
        ctx.Implies(ctx.And(x[c]![k]!, ctx.Not(dot[c]!)), ctx.PbEq(same, ones(same.length), 2)),
      );
    }
  }
  for (let k = 0; k < colors; k++) {
    const column = x.map((row) => row[k]!) as [B, ...B[]];
    const ends = x.map((row, c) => ctx.And(row[k]!, dot[c]!)) as [B, ...B[]];
    solver.add(ctx.PbEq(ends, ones(cells), 2));
    solver.add(ctx.PbGe(column, ones(cells), minLen));
    solver.add(ctx.PbLe(column, ones(cells), maxLen));
  }
  // Colours are interchangeable: let cell 0 have colour 0, which spares the solver the
  // mirror images of every partial colouring that differ only in that name.
  solver.add(x[0]![0]!);
  if (grid === 'square') {
    for (let y = 0; y + 1 < height; y++) {
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

  let model: number[] = [];
  const levelOf = (colorsOf: number[]): FlowLevel & { solution: number[] } => {
    const dots: number[] = [];
    for (let k = 0; k < colors; k++) {
      for (let c = 0; c < cells; c++) {
        if (colorsOf[c] !== k) continue;
        let same = 0;
        for (let s = 0; s < topology.slotCount(c); s++) {
          const o = topology.neighbor(c, s);
          if (o >= 0 && colorsOf[o] === k) same++;
        }
        if (same === 1) dots.push(c);
      }
    }
    return { grid, width, height, dots, solution: colorsOf };
  };

  const result = await validateAndBlock<number[]>({
    maxRounds,
    signal: settings.signal,
    async solve(signal) {
      // A fresh pin or two for this round, dropped again with pop; if the pins leave no level,
      // ask once more without them.
      for (const pinned of [true, false]) {
        solver.push();
        if (pinned) {
          const pins = 1 + rng.below(2);
          // Pins avoid cell 0 (its colour is fixed above) and colour 0.
          for (let p = 0; p < pins; p++) {
            solver.add(x[1 + rng.below(cells - 1)]![1 + rng.below(colors - 1)]!);
          }
        }
        const outcome = await check(solver, { timeoutMs, signal });
        if (outcome === 'sat') {
          const m = solver.model();
          model = x.map((row) => row.findIndex((v) => String(m.eval(v, true)) === 'true'));
        }
        solver.pop();
        if (outcome !== 'unsat' || !pinned) return outcome;
      }
      return 'unsat';
    },
    read: () => model,
    validate(colorsOf) {
      const level = levelOf(colorsOf);
      if (level.dots.length !== 2 * colors) return 'a colour does not have two path ends';
      const problem = solutionProblem(level, topology, colorsOf);
      if (problem !== null) return problem;
      if (unique) {
        const proof = solveFlow(level, { limit: 2 });
        if (proof.stoppedBy === 'nodes') return 'uniqueness not proven within the node budget';
        if (proof.count !== 1) return 'more than one solution';
      }
      return true;
    },
    block(colorsOf) {
      solver.add(ctx.Or(...colorsOf.map((k, c) => ctx.Not(x[c]![k]!))));
    },
  });
  if (result.status !== 'accepted' || result.model === null) {
    // Cancelling names the signal, a timeout the time limit, anything else the settings.
    const field =
      result.status === 'cancelled'
        ? 'signal'
        : result.status === 'timeout'
          ? 'timeoutMs'
          : 'settings';
    throw new FlowError(
      field,
      `Z3 found no level (${result.status} after ${result.rounds} rounds, ${result.millis} ms)`,
    );
  }
  const level = levelOf(result.model);
  if (result.rejected.length > 0) {
    notes.push(
      `Method: Z3 models rejected and blocked before this one: ${result.rejected.length}.`,
    );
  }
  const uniqueLoose = looseUnique(level, unique, settings.checkLoose);
  return { ...level, unique, uniqueLoose, seed, notes, attempts: result.rounds };
}
