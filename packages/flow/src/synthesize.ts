import { createRng } from '@knossos/random';
import { check, getZ3, validateAndBlock } from '@knossos/solver/z3';
import { FlowError } from './errors.js';
import { type FlowSettings, type GeneratedFlow, looseUnique } from './generate.js';
import { type FlowGrid, type FlowLevel, solutionProblem, topologyOf } from './level.js';
import { clamp } from './settings.js';
import { solveFlow } from './solve.js';
import { noLevelInTime, startTimeLimit, timeLimitNote } from './time-limit.js';
import { type Bool, buildModel, checkpoint, type FlowModel } from './z3-model.js';

/**
 * Settings for {@link synthesizeFlow}: those of `generateFlow` (with Z3's smaller ranges: width
 * and height 3–20, colours up to cells / 2, default about cells / 6), plus the solver's limits.
 */
export interface FlowSynthesisSettings extends Omit<FlowSettings, 'method'> {
  /**
   * The longest the whole synthesis may take, in ms, 100–600,000 (default 20,000): building the
   * model, every check and every uniqueness proof, however many rounds. Loading Z3, once per
   * process, comes before the clock starts. The call returns soon after the limit (Z3 decides how
   * soon: the package's benchmark records it) by rejecting with field `timeoutMs`. Beside it,
   * `timeMs` (see `FlowSettings`) bounds the whole call, Z3's loading included: whichever ends
   * first stops the synthesis, and only `timeMs` may end it with an unproven level.
   */
  timeoutMs?: number;
  /** Most models to look at before giving up, 1–10,000 (default 200). */
  maxRounds?: number;
}

/**
 * Synthesises a Flow level with Z3 (`z3-solver` must be installed), the way the reference
 * generator does, encoded for speed:
 *
 * - one Boolean per cell and colour, exactly one true per cell, and one Boolean per cell saying
 *   whether it is a dot; the degree rule as one pseudo-Boolean equality per cell and colour
 *   (see `z3-model.ts` for every rule);
 * - exactly two dots per colour; each colour's cell count within `[minLen, maxLen]`; no 2 × 2
 *   block of one colour on square boards; cell 0 takes colour 0;
 * - 1–2 random pins (a cell forced to a colour, drawn from the seeded stream) per attempt, as
 *   assumptions of that one check, for variety;
 * - then validate-and-block: each model is checked in plain code (each colour one path from dot
 *   to dot, and, when `unique` is asked for, exactly one solution by `solveFlow`); a model that
 *   fails is ruled out exactly and the solver asked again.
 *
 * With `timeMs`, a model whose uniqueness proof that limit cuts is taken as it is, with
 * `unique: false` and the note `Time limit: the uniqueness proof was cut by the time limit after
 * N ms, so uniqueness is not proven.`; a model with a known second solution never is.
 *
 * Before solving, the sizes are checked: `colors · minLen ≤ cells ≤ colors · maxLen`; a colour
 * count outside that is moved to the nearest that fits, with a note.
 *
 * @returns the level, as `generateFlow` returns it.
 * @throws {@link FlowError} (as a rejection) when no colour count fits the length bounds (field
 *   `minLen`), the time limit ran out (field `timeoutMs`), `timeMs` ran out before Z3 gave a
 *   level (field `timeMs`), `signal` aborted (field `signal`), or Z3 found no level in
 *   `maxRounds` rounds or proved there is none (field `settings`).
 */
export async function synthesizeFlow(settings: FlowSynthesisSettings = {}): Promise<GeneratedFlow> {
  // `timeMs` covers the whole call, from here; `timeoutMs` starts once Z3 is loaded.
  const limit = startTimeLimit(settings.timeMs);
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
  // `timeoutMs` covers everything from here: building the model, every check, every
  // uniqueness proof. Loading Z3 (above, once per process) is not counted.
  const started = performance.now();
  // The sooner of the two limits; `timeMs` when they meet, as it is the one that may return.
  const byTimeMs = limit.deadline <= started + timeoutMs;
  const deadline = byTimeMs ? limit.deadline : started + timeoutMs;
  const left = () => Math.floor(deadline - performance.now());
  const fail = (status: string, rounds: number): never => {
    if (status === 'timeout' && byTimeMs)
      throw noLevelInTime(limit, `Z3 stopped after ${rounds} rounds`);
    // Cancelling names the signal, a timeout the time limit, anything else the settings.
    const field =
      status === 'cancelled' ? 'signal' : status === 'timeout' ? 'timeoutMs' : 'settings';
    const millis = Math.round(performance.now() - started);
    throw new FlowError(
      field,
      `Z3 found no level (${status} after ${rounds} rounds, ${millis} ms)`,
    );
  };
  if (settings.signal?.aborted) fail('cancelled', 0);
  // Read before building, not only between cells: at 0 ms, or with Z3's loading past `timeMs`,
  // the synthesis stops here whatever the clock's grain.
  if (left() <= 0) fail('timeout', 0);
  const shape = { grid, width, height, colors, minLen, maxLen };
  const model = await buildModel(z3, shape, deadline, settings.signal);
  if (typeof model === 'string') fail(model, 0);
  // Set when `timeMs` cut the uniqueness proof of the model accepted.
  let cut = false;
  const result = await rounds(model as FlowModel);
  if (result.status !== 'accepted' || result.model === null) fail(result.status, result.rounds);
  const level = levelOf(result.model!);
  if (result.rejected.length > 0) {
    notes.push(
      `Method: Z3 models rejected and blocked before this one: ${result.rejected.length}.`,
    );
  }
  if (cut) notes.push(timeLimitNote('proof', limit));
  // Held to `timeMs` only: 200,000 nodes bound it, and `timeoutMs`, always set, would make a
  // seed's answer vary with the clock.
  const uniqueLoose = looseUnique(level, unique && !cut, settings.checkLoose, limit, notes);
  return { ...level, unique: unique && !cut, uniqueLoose, seed, notes, attempts: result.rounds };

  function levelOf(colorsOf: number[]): FlowLevel & { solution: number[] } {
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
  }

  function rounds({ ctx, solver, x }: FlowModel) {
    let found: number[] = [];
    /**
     * Reads the colour of every cell from the last model, against the clock (a big board takes
     * thousands of calls into Z3). An interrupt sent as the model came back can leave Z3 refusing
     * to read it: that is the limit or the abort, said as such.
     */
    const readModel = async (signal?: AbortSignal): Promise<'sat' | 'timeout' | 'cancelled'> => {
      const stopped = () => (signal?.aborted ? 'cancelled' : 'timeout');
      const between = checkpoint(deadline, signal);
      try {
        const m = solver.model();
        found = [];
        for (const row of x) {
          const why = await between();
          if (why !== null) return why;
          found.push(row.findIndex((v) => String(m.eval(v, true)) === 'true'));
        }
        return 'sat';
      } catch (error) {
        if (left() <= 0 || signal?.aborted) return stopped();
        throw error;
      }
    };
    return validateAndBlock<number[]>({
      maxRounds,
      signal: settings.signal,
      async solve(signal) {
        // A fresh pin or two for this round (a cell held to a colour, as assumptions that last
        // for one check); if the pins leave no level, ask once more without them.
        for (const pinned of [true, false]) {
          if (left() <= 0) return 'timeout';
          const pins: Bool[] = [];
          if (pinned) {
            const count = 1 + rng.below(2);
            // Pins avoid cell 0 (its colour is fixed above) and colour 0.
            for (let p = 0; p < count; p++) {
              pins.push(x[1 + rng.below(cells - 1)]![1 + rng.below(colors - 1)]!);
            }
          }
          const outcome = await check(solver, { timeoutMs: left(), signal, assumptions: pins });
          if (outcome === 'sat') return readModel(signal);
          if (outcome !== 'unsat' || !pinned) return outcome;
        }
        return 'unsat';
      },
      read: () => found,
      validate(colorsOf) {
        const level = levelOf(colorsOf);
        if (level.dots.length !== 2 * colors) return 'a colour does not have two path ends';
        const problem = solutionProblem(level, topology, colorsOf);
        if (problem !== null) return problem;
        if (unique) {
          // Past `timeMs` the proof is not begun (the search reads the clock only every 1,024
          // nodes, so a small one would end regardless): the cut does not hang on its size.
          const time = left();
          const proof =
            byTimeMs && time <= 0
              ? null
              : solveFlow(level, { limit: 2, timeMs: Math.max(0, time) });
          if (proof === null || proof.stoppedBy === 'time') {
            // A proof `timeMs` cut proves nothing either way: the model is the level, unproven.
            if (byTimeMs) {
              cut = true;
              return true;
            }
            return 'uniqueness not proven within the time limit';
          }
          if (proof.stoppedBy === 'nodes') return 'uniqueness not proven within the node budget';
          if (proof.count !== 1) return 'more than one solution';
        }
        return true;
      },
      block(colorsOf) {
        solver.add(ctx.Or(...colorsOf.map((k, c) => ctx.Not(x[c]![k]!))));
      },
    });
  }
}
