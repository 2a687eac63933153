// generateFlow's wall-time limit (`timeMs`), tested without the wall clock deciding anything: at
// 0 ms the first proof begins past the deadline; a generous limit is never reached; and a proof
// cut in the middle is simulated on a frozen clock the test moves, so every outcome below follows
// from the steps the generator takes, not from how fast this machine takes them.
import { disposeZ3 } from '@knossos/solver/z3';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import {
  type FlowLevel,
  type FlowSettings,
  type FlowSolveOptions,
  type FlowSolveResult,
  flowToJson,
  type GeneratedFlow,
  generateFlow,
  solutionProblem,
  topologyOf,
} from './index.js';

type Cut = { stoppedBy: 'time' | 'nodes'; count: 0 | 1 };

const hooks = vi.hoisted(() => ({
  /**
   * Asked before each uniqueness proof (1-based, loose-rule checks apart): a result to give
   * instead of the real one. A `'time'` cut also moves the clock past every deadline, as a real
   * one only happens once the deadline has passed.
   */
  cut: null as null | ((proof: number) => Cut | null),
  proofs: 0,
  /** What `performance.now()` reads while the clock is frozen. */
  now: 0,
}));

/** The result of a proof stopped early, with `count` solutions found (the level's own). */
function stopped(level: FlowLevel, { stoppedBy, count }: Cut): FlowSolveResult {
  const solutions = count === 1 && level.solution ? [[...level.solution]] : [];
  return {
    count,
    complete: false,
    stoppedBy,
    solution: solutions[0] ?? null,
    solutions,
    nodes: 0,
    guesses: 0,
    deduced: 0,
    conflicts: 0,
    engine: 'search',
  };
}

/** Wraps a solver so that `hooks.cut` may stand in for its uniqueness proofs. */
function cuttable<F extends (level: FlowLevel, options?: FlowSolveOptions) => FlowSolveResult>(
  real: F,
): F {
  return ((level: FlowLevel, options: FlowSolveOptions = {}) => {
    if (hooks.cut === null || options.touching === true) return real(level, options);
    const cut = hooks.cut(++hooks.proofs);
    if (cut === null) return real(level, options);
    if (cut.stoppedBy === 'time') hooks.now += 1e12;
    return stopped(level, cut);
  }) as F;
}

vi.mock('./search.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('./search.js')>();
  return { ...real, searchFlow: cuttable(real.searchFlow) };
});
vi.mock('./solve.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('./solve.js')>();
  return { ...real, solveFlow: cuttable(real.solveFlow) };
});

/** Freezes `performance.now()` at `hooks.now`, and gives `hooks.cut` the proofs. */
function frozen(cut: (proof: number) => Cut | null) {
  vi.spyOn(performance, 'now').mockImplementation(() => hooks.now);
  hooks.cut = cut;
}

afterEach(() => {
  vi.restoreAllMocks();
  Object.assign(hooks, { cut: null, proofs: 0, now: 0 });
});
afterAll(async () => {
  await disposeZ3();
});

const CUT_PROOF = (ms: number) =>
  `Time limit: the uniqueness proof was cut by the time limit after ${ms} ms, so uniqueness is not proven.`;

/** Everything a caller keeps of a level: the level's JSON, its proof and what it says. */
const kept = (level: GeneratedFlow) => ({
  json: flowToJson(level),
  unique: level.unique,
  uniqueLoose: level.uniqueLoose,
  seed: level.seed,
  notes: level.notes,
  attempts: level.attempts,
});

const isValid = (level: GeneratedFlow) =>
  solutionProblem(level, topologyOf(level), level.solution) === null;

describe('the time limit of generateFlow (constructive)', () => {
  it('gives the very same level with a generous limit as with none, square and hex', () => {
    const cases: (FlowSettings & { method?: 'constructive' })[] = [
      { width: 7, height: 7, seed: 'a' },
      { width: 9, height: 6, seed: 7, minLen: 4 },
      { width: 6, height: 6, seed: 'square-8' }, // one repair on the way
      { width: 12, height: 12, seed: 'big' },
      { grid: 'hex', width: 6, height: 6, seed: 'hex' },
      { grid: 'hex', width: 8, height: 7, seed: 3 },
      { width: 8, height: 8, seed: 'loose-2', unique: false },
    ];
    for (const settings of cases) {
      const free = kept(generateFlow(settings));
      expect(kept(generateFlow({ ...settings, timeMs: 1e9 }))).toEqual(free);
      // A NaN or non-number limit is no limit. It is read once, as the call starts (so every
      // board alike): the 12 × 12 board, which takes longer than the others together, is left
      // out of these two.
      if (settings.width === 12) continue;
      expect(kept(generateFlow({ ...settings, timeMs: Number.NaN }))).toEqual(free);
      expect(kept(generateFlow({ ...settings, timeMs: '5' as unknown as number }))).toEqual(free);
    }
  });

  it('at 0 ms returns the first covering unproven, with a note, when that covering holds', () => {
    const level = generateFlow({ width: 7, height: 7, seed: 'a', timeMs: 0 });
    expect(isValid(level)).toBe(true);
    expect(level.unique).toBe(false);
    expect(level.uniqueLoose).toBeNull();
    expect(level.attempts).toBe(1);
    expect(level.notes).toEqual([CUT_PROOF(0)]);
    // A negative limit is 0, with no throw and no note of its own.
    expect(kept(generateFlow({ width: 7, height: 7, seed: 'a', timeMs: -5 }))).toEqual(kept(level));
    const hex = generateFlow({ grid: 'hex', width: 6, height: 6, seed: 'hex-0', timeMs: 0 });
    expect([hex.unique, hex.notes.at(-1), isValid(hex)]).toEqual([false, CUT_PROOF(0), true]);
  });

  it('at 0 ms throws FlowError with field timeMs when the first covering fails', () => {
    // On these seeds the first random covering strands a short path; no second one is tried.
    for (const settings of [
      { width: 7, height: 7, seed: 'square-2' },
      { grid: 'hex', width: 6, height: 6, seed: 'hex-3' },
    ] as const) {
      expect(generateFlow(settings).attempts).toBe(2);
      expect(() => generateFlow({ ...settings, timeMs: 0 })).toThrow(
        expect.objectContaining({
          code: 'KNOSSOS_FLOW',
          field: 'timeMs',
          message: 'no level was made within 0 ms (the time ran out after 1 of 60 attempts)',
        }),
      );
    }
  });

  it('with unique: false has no proof to cut: a level made in time is the level', () => {
    const settings = { width: 8, height: 8, seed: 'loose-2', unique: false } as const;
    expect(kept(generateFlow({ ...settings, timeMs: 0 }))).toEqual(kept(generateFlow(settings)));
  });

  it('never reads a proof the time cut as unique, nor as a second solution to repair', () => {
    const settings = { width: 6, height: 6, seed: 'square-8', timeMs: 1000 } as const;
    const covering = generateFlow({ ...settings, timeMs: 0 });
    // Unlimited, the first proof finds a second solution and repairs remove it (each repair
    // proven again), keeping the colour count. The proofs are counted as they run.
    frozen(() => null);
    const free = generateFlow({ ...settings, timeMs: undefined });
    const proofs = hooks.proofs;
    vi.restoreAllMocks();
    Object.assign(hooks, { proofs: 0, now: 0 });
    expect(proofs).toBeGreaterThanOrEqual(2);
    expect(flowToJson(free)).not.toBe(flowToJson(covering));
    expect(free.dots.length).toBe(covering.dots.length);
    // Cut with no solution found yet (not "none"), or with one (not "unique"): the covering,
    // unrepaired and unproven, on the first attempt.
    for (const count of [0, 1] as const) {
      frozen((proof) => (proof === 1 ? { stoppedBy: 'time', count } : null));
      const level = generateFlow(settings);
      expect(hooks.proofs).toBe(1);
      expect(flowToJson(level)).toBe(flowToJson(covering));
      expect([level.unique, level.uniqueLoose, level.attempts]).toEqual([false, null, 1]);
      expect(level.notes.at(-1)).toBe(CUT_PROOF(1000));
      vi.restoreAllMocks();
      Object.assign(hooks, { proofs: 0, now: 0 });
    }
    // Cut at the last proof, the one after the last repair: the repaired level, unproven.
    frozen((proof) => (proof === proofs ? { stoppedBy: 'time', count: 1 } : null));
    const repaired = generateFlow(settings);
    expect(flowToJson(repaired)).toBe(flowToJson(free));
    expect([repaired.unique, repaired.notes.at(-1)]).toEqual([false, CUT_PROOF(1000)]);
  });

  it('falls back on a covering whose proof ran out of nodes when the time runs out', () => {
    const settings = { width: 7, height: 7, seed: 'a', timeMs: 50 } as const;
    const covering = generateFlow({ ...settings, timeMs: 0 });
    // The first proof runs out of nodes just as the time does: no second covering is made.
    frozen((proof) => {
      if (proof === 1) hooks.now += 1e12;
      return proof === 1 ? { stoppedBy: 'nodes', count: 1 } : null;
    });
    const level = generateFlow(settings);
    expect(hooks.proofs).toBe(1);
    expect(flowToJson(level)).toBe(flowToJson(covering));
    expect([level.unique, level.attempts]).toEqual([false, 1]);
    expect(level.notes.at(-1)).toBe(
      'Time limit: the search for a level was cut by the time limit after 50 ms, so uniqueness is not proven.',
    );
  });

  it('notes a loose-rule check the time cut, leaving uniqueLoose null', () => {
    // A seed whose first covering is unique under both rules, so no repair is made.
    const settings = { width: 7, height: 7, seed: 'square-0', timeMs: 1000 } as const;
    const free = generateFlow({ ...settings, timeMs: undefined });
    expect([free.uniqueLoose, free.notes]).toEqual([true, []]);
    // The deadline passes as the proof begins: it still ends (a proof that ends counts), and the
    // loose check after it is cut.
    frozen(() => {
      hooks.now += 1e12;
      return null;
    });
    const level = generateFlow(settings);
    expect(flowToJson(level)).toBe(flowToJson(free));
    expect([level.unique, level.uniqueLoose]).toEqual([true, null]);
    expect(level.notes.at(-1)).toBe(
      'Time limit: the loose-rule check was cut by the time limit after 1000 ms, so uniqueLoose is not known.',
    );
  });

  it('still stops with field signal when cancelled, before the time limit is looked at', () => {
    const controller = new AbortController();
    controller.abort();
    expect(() => generateFlow({ seed: 'a', timeMs: 0, signal: controller.signal })).toThrow(
      expect.objectContaining({ field: 'signal' }),
    );
  });
});

describe('the time limit of generateFlow (z3)', () => {
  // Z3's own limit at its longest (10 minutes, past the suite's hang guard): its checks run on
  // the real clock, and no machine, however busy, is slow enough for it to decide a test.
  const Z3 = {
    method: 'z3',
    width: 5,
    height: 5,
    colors: 3,
    seed: 'z3',
    timeoutMs: 600_000,
  } as const;
  /**
   * Z3's first model here is not a level (it fails a plain-code check before any proof) and is
   * blocked; the second is proven unique. (The edge model's contact colours leave Z3 few models
   * with a second solution: none in 60 seeds tried on small boards.)
   */
  const REJECTS = { ...Z3, width: 6, height: 6, seed: 'z5' } as const;
  /** Z3's first nine models here are not paths from dot to dot (see synthesize.test.ts). */
  const HEX = { ...Z3, grid: 'hex', seed: 'hx' } as const;
  /** The levels made with no limit, each once for the tests that compare with them. */
  const unlimited = new Map<object, Promise<GeneratedFlow>>();
  const madeFree = (settings: typeof Z3 | typeof REJECTS | typeof HEX) => {
    let made = unlimited.get(settings);
    if (made === undefined) {
      made = generateFlow(settings);
      unlimited.set(settings, made);
    }
    return made;
  };

  it('gives the very same level with a generous limit as with none, square and hex', async () => {
    for (const settings of [Z3, REJECTS, HEX]) {
      const free = kept(await madeFree(settings));
      expect(kept(await generateFlow({ ...settings, timeMs: 1e9 }))).toEqual(free);
    }
  });

  it('at 0 ms rejects with field timeMs before building the model', async () => {
    await expect(generateFlow({ ...Z3, timeMs: 0 })).rejects.toMatchObject({
      code: 'KNOSSOS_FLOW',
      field: 'timeMs',
      message: 'no level was made within 0 ms (Z3 stopped after 0 rounds)',
    });
  });

  it('takes a model whose proof the time cut as the level, unproven, not blocked', async () => {
    const free = await madeFree(REJECTS);
    const rejected = 'Method: Z3 models rejected and blocked before this one: 1.';
    expect([free.attempts, free.notes, free.unique]).toEqual([2, [rejected], true]);
    // The second model's proof (the first proof made) is cut with one solution found.
    frozen((proof) => (proof === 1 ? { stoppedBy: 'time', count: 1 } : null));
    // Z3's own checks run on the real clock with what is left of the limit: 5 minutes (under
    // timeoutMs, so the limit stays the sooner one) keeps any machine from cutting them before
    // the frozen clock decides.
    const level = await generateFlow({ ...REJECTS, timeMs: 300_000 });
    expect(hooks.proofs).toBe(1);
    expect(isValid(level)).toBe(true);
    expect(flowToJson(level)).toBe(flowToJson(free));
    expect([level.unique, level.uniqueLoose, level.attempts]).toEqual([false, null, 2]);
    expect(level.notes).toEqual([rejected, CUT_PROOF(300_000)]);
  });

  it('leaves a proof cut by timeoutMs, the sooner limit, a model rejected as before', async () => {
    // Round 1 fails a plain-code check; round 2's proof is cut and that model rejected; the clock,
    // now past every deadline, stops round 3.
    frozen((proof) => (proof === 1 ? { stoppedBy: 'time', count: 1 } : null));
    await expect(generateFlow({ ...REJECTS, timeMs: 1e9 })).rejects.toMatchObject({
      field: 'timeoutMs',
      message: expect.stringMatching(/^Z3 found no level \(timeout after 3 rounds/),
    });
  });
});
