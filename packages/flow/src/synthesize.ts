import { createRng } from '@knossos/random';
import { check, getZ3, validateAndBlock } from '@knossos/solver/z3';
import { FlowError } from './errors.js';
import type { FlowSettings, GeneratedFlow } from './generate-types.js';
import { type FlowGrid, solutionProblem, topologyOf } from './level.js';
import { looseUnique } from './loose-check.js';
import { clamp } from './settings.js';
import { solveFlow } from './solve.js';
import { noLevelInTime, startTimeLimit, type TimeLimit, timeLimitNote } from './time-limit.js';
import { type Bool, buildModel, checkpoint, type FlowModel, neighbours } from './z3-model.js';
import { buildCellModel } from './z3-model-cells.js';
import { type TracedPaths, tracePaths } from './z3-paths.js';

/**
 * The largest width and height Z3 synthesis takes. Measured with the edge model (unique levels,
 * 3 seeds each, 2 busy cores): 14 × 14 in 2–7 s, 20 × 20 with 20 colours in 4–6 s (with the
 * default 67, 6–34 s), 30 × 30 with 30 colours in 9–26 s, so past 20 × 20 the default
 * `timeoutMs` (20 s) may run out. The cell model did not reach 10 × 10 in 30 s.
 */
const MAX_SIDE = 30;

/**
 * Settings for {@link synthesizeFlow}: those of `generateFlow` (with Z3's ranges: width and
 * height 3–30, colours up to cells / 2, default about cells / 6), plus the solver's limits.
 */
export interface FlowSynthesisSettings extends Omit<FlowSettings, 'method'> {
  /**
   * The longest the whole synthesis may take, in ms, 100–600,000 (default 20,000): building the
   * model, every check and every uniqueness proof, however many rounds. Loading Z3, once per
   * process, comes before the clock starts. The call returns soon after the limit, at most about
   * 100 ms past it even when Z3 ignores interrupts (`GIVE_UP_MS` of `@knossos/solver/z3`; the
   * package's benchmark records it), by rejecting with field `timeoutMs`. Beside it,
   * `timeMs` (see `FlowSettings`) bounds the whole call, Z3's loading included: whichever ends
   * first stops the synthesis, and only `timeMs` may end it with an unproven level.
   */
  timeoutMs?: number;
  /** Most models to look at before giving up, 1–10,000 (default 200). */
  maxRounds?: number;
}

/**
 * Synthesises a Flow level with Z3 (`z3-solver` must be installed), the way the reference
 * generator does, encoded for speed (see `z3-model.ts` for every rule):
 *
 * - one Boolean per pair of neighbouring cells (the path joins them), one per cell saying it is
 *   a dot, and two per cell for one of four contact colours: joined exactly when equal, so the
 *   degree rule is one pseudo-Boolean equality per cell, and every level can be written so
 *   (the four colour theorem);
 * - exactly 2 · `colors` dots, so exactly `colors` paths: the colour count asked for, whenever
 *   it fits the length bounds (below);
 * - no 2 × 2 block of one path on square boards, and on boards of 7 or more, no straight run
 *   longer than half the row or column while that leaves a level (Z3's models are otherwise
 *   rings and spirals along the border); Z3's random seed drawn from the seeded stream, for
 *   variety;
 * - then validate-and-block: each model is checked in plain code (no stray loop, each path's
 *   length within `[minLen, maxLen]`, `solutionProblem`, and, when `unique` is asked for,
 *   exactly one solution by `solveFlow`), and what failed is ruled out everywhere it can
 *   appear: a loop or a path of a wrong length at every place and turn of the board where its
 *   shape fits, and a level with a second solution by the edges where the two solutions
 *   differ, wherever that picture fits with the same neighbourhood (the other solution's
 *   edges fit there too; this may also rule out a few levels whose other filling would have
 *   closed a loop, never admits one: each level is proven by `solveFlow`).
 *
 * Measured (`synthesize.bench.ts`, means of 9 seeds, unique levels): 7 × 7 with 5 colours in
 * 85 ms and 10 × 10 with 8 colours in 0.32 s on 2 quiet cores (0.15 s and 0.7 s, medians, on 2
 * busy ones), where the earlier encoding (a Boolean per cell and colour, whole models blocked)
 * took 0.59 s and 23 s (1.3 s and 30 s or more on busy cores).
 *
 * With `timeMs`, a model whose uniqueness proof that limit cuts is taken as it is, with
 * `unique: false` and the note `Time limit: the uniqueness proof was cut by the time limit after
 * N ms, so uniqueness is not proven.`; a model with a known second solution never is.
 *
 * Before solving, the sizes are checked: `colors · minLen ≤ cells ≤ colors · maxLen`; a colour
 * count outside that is moved to the nearest that fits, with a note.
 *
 * @returns the level, as `generateFlow` returns it: `dots.length / 2` is the colour count.
 * @throws {@link FlowError} (as a rejection) when no colour count fits the length bounds (field
 *   `minLen`), the time limit ran out (field `timeoutMs`), `timeMs` ran out before Z3 gave a
 *   level (field `timeMs`), `signal` aborted (field `signal`), or Z3 found no level in
 *   `maxRounds` rounds or proved there is none (field `settings`).
 */
export function synthesizeFlow(settings: FlowSynthesisSettings = {}): Promise<GeneratedFlow> {
  return synthesize(settings, 'edges');
}

/** What one round read from Z3: the model's classes and the paths they make. */
interface Reading {
  readonly classes: readonly number[];
  readonly traced: TracedPaths;
}

/**
 * {@link synthesizeFlow} with a choice of encoding: `'edges'` (the one it uses) or `'cells'`,
 * the earlier one (`z3-model-cells.ts`), kept so the bench measures one against the other.
 * @internal
 */
export async function synthesize(
  settings: FlowSynthesisSettings,
  encoding: 'edges' | 'cells',
  // `timeMs` covers the whole call, from here, unless the caller's limit is already running
  // (then `settings.timeMs` is not read); `timeoutMs` starts once Z3 is loaded.
  limit: TimeLimit = startTimeLimit(settings.timeMs),
): Promise<GeneratedFlow> {
  const notes: string[] = [];
  const grid: FlowGrid = settings.grid === 'hex' ? 'hex' : 'square';
  if (settings.grid !== undefined && settings.grid !== grid) {
    notes.push(`Grid: ${JSON.stringify(settings.grid)} is not a Flow grid; used square.`);
  }
  const width = clamp(notes, 'Width', settings.width, 3, MAX_SIDE, 5);
  const height = clamp(notes, 'Height', settings.height, 3, MAX_SIDE, 5);
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
  const near = neighbours(topology);
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
  const model =
    encoding === 'edges'
      ? await buildModel(z3, shape, rng.below(2 ** 30), deadline, settings.signal)
      : await buildCellModel(z3, shape, deadline, settings.signal);
  if (typeof model === 'string') fail(model, 0);
  // Set when `timeMs` cut the uniqueness proof of the model accepted.
  let cutShort = false;
  const result = await rounds(model as FlowModel);
  if (result.status !== 'accepted' || result.model === null) fail(result.status, result.rounds);
  const { traced } = result.model!;
  const level = { grid, width, height, dots: [...traced.dots], solution: [...traced.solution] };
  if (result.rejected.length > 0) {
    notes.push(
      `Method: Z3 models rejected and blocked before this one: ${result.rejected.length}.`,
    );
  }
  if (cutShort) notes.push(timeLimitNote('proof', limit));
  // Held to `timeMs` only: 200,000 nodes bound it, and `timeoutMs`, always set, would make a
  // seed's answer vary with the clock.
  const uniqueLoose = looseUnique(level, unique && !cutShort, settings.checkLoose, limit, notes);
  return {
    ...level,
    unique: unique && !cutShort,
    uniqueLoose,
    seed,
    notes,
    attempts: result.rounds,
  };

  function rounds(model: FlowModel) {
    let found: Reading | null = null;
    /** What the last model's rejection rules out (see `block`). */
    let cut = (_: FlowModel) => {};
    /**
     * Reads the last model, against the clock (a big board takes thousands of calls into Z3).
     * An interrupt sent as the model came back can leave Z3 refusing to read it: that is the
     * limit or the abort, said as such.
     */
    const readModel = async (signal?: AbortSignal): Promise<'sat' | 'timeout' | 'cancelled'> => {
      try {
        const classes = await model.read(checkpoint(deadline, signal));
        if (typeof classes === 'string') return classes;
        found = { classes, traced: tracePaths(near, classes) };
        return 'sat';
      } catch (error) {
        if (left() <= 0 || signal?.aborted) return signal?.aborted ? 'cancelled' : 'timeout';
        throw error;
      }
    };
    return validateAndBlock<Reading>({
      maxRounds,
      signal: settings.signal,
      async solve(signal) {
        // Pins are assumptions that last for one check (the edge model's straight-run rule, the
        // cell model's cell or two held to a colour); if they leave no level, ask once more
        // without them.
        for (const pinned of [true, false]) {
          if (left() <= 0) return 'timeout';
          const pins: Bool[] = pinned ? model.pins((n) => rng.below(n)) : [];
          const assumptions = pins;
          const outcome = await check(model.solver, { timeoutMs: left(), signal, assumptions });
          if (outcome === 'sat') return readModel(signal);
          if (outcome !== 'unsat' || pins.length === 0) return outcome;
          model.pinsFailed();
        }
        return 'unsat';
      },
      read: () => found!,
      validate({ classes, traced }) {
        cut = (m) => m.cutModel(classes);
        if (traced.loops.length > 0) {
          cut = (m) => {
            for (const loop of traced.loops) m.cutLoop(loop);
          };
          return `${traced.loops.length} stray loop(s)`;
        }
        if (traced.paths.length !== colors) return `${traced.paths.length} paths, not ${colors}`;
        const wrong = traced.paths.filter((p) => p.length < minLen || p.length > maxLen);
        if (wrong.length > 0) {
          cut = (m) => {
            for (const path of wrong) m.cutPath(path);
          };
          return `a path of ${wrong[0]!.length} cells, outside ${minLen}–${maxLen}`;
        }
        const level = { grid, width, height, dots: traced.dots, solution: traced.solution };
        const problem = solutionProblem(level, topology, traced.solution);
        if (problem !== null) return problem;
        if (!unique) return true;
        // Past `timeMs` the proof is not begun (the search reads the clock only every 1,024
        // nodes, so a small one would end regardless): the cut does not hang on its size.
        const time = left();
        const proof =
          byTimeMs && time <= 0 ? null : solveFlow(level, { limit: 2, timeMs: Math.max(0, time) });
        if (proof === null || proof.stoppedBy === 'time') {
          // A proof `timeMs` cut proves nothing either way: the model is the level, unproven.
          if (byTimeMs) {
            cutShort = true;
            return true;
          }
          return 'uniqueness not proven within the time limit';
        }
        if (proof.stoppedBy === 'nodes') return 'uniqueness not proven within the node budget';
        if (proof.count === 1) return true;
        const other = proof.solutions.find((s) => s.some((k, c) => k !== traced.solution[c]));
        if (other !== undefined) cut = (m) => m.cutSecond(traced.solution, other);
        return 'more than one solution';
      },
      block: () => cut(model),
    });
  }
}
