// The family's one time limit (`timeMs` of generateFlowPuzzle and generateVerifiedFlow) is
// handed to generation as it was asked, not as what is left of it: a note or an error names
// the limit the caller gave. Time is a clock the test moves (1 ms each time it is read, so
// time passes between the call and the generation inside it, as it does on any machine), and a
// covering that "takes" 200 ms; every outcome follows from the steps taken, never from this
// machine's speed.
import { disposeZ3, getZ3 } from '@knossos/solver/z3';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { flowFamily } from './index.js';

const { generate: generateFlowPuzzle, generateVerified: generateVerifiedFlow } = flowFamily;

const hooks = vi.hoisted(() => ({
  /** What `performance.now()` reads next. */
  now: 0,
  /** Ms each covering laid adds to the clock. */
  covering: 0,
}));

vi.mock('./lay-paths.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('./lay-paths.js')>();
  return {
    ...real,
    layPaths: (...args: Parameters<typeof real.layPaths>) => {
      const covering = real.layPaths(...args);
      hooks.now += hooks.covering;
      return covering;
    },
  };
});

beforeAll(async () => {
  // Loaded before the clock is moved: loading is not what these tests are about.
  await getZ3();
});
beforeEach(() => {
  vi.spyOn(performance, 'now').mockImplementation(() => hooks.now++);
  hooks.covering = 200;
});
afterEach(() => {
  vi.restoreAllMocks();
  Object.assign(hooks, { now: 0, covering: 0 });
});
afterAll(async () => {
  await disposeZ3();
});

/** The first covering of this seed strands a short path, so a second is needed. */
const TWO_COVERINGS = { width: 7, height: 7, seed: 'square-2' } as const;

describe('the time limit of the Flow family', () => {
  it('names the limit asked when it runs out before a level is made', async () => {
    const error = {
      code: 'KNOSSOS_FLOW',
      field: 'timeMs',
      message: 'no level was made within 100 ms (the time ran out after 1 of 60 attempts)',
    };
    await expect(generateFlowPuzzle(TWO_COVERINGS, { timeMs: 100 })).rejects.toMatchObject(error);
    // The first try of verified generation throws as one puzzle does.
    hooks.now = 0;
    await expect(generateVerifiedFlow(TWO_COVERINGS, { timeMs: 100 })).rejects.toMatchObject(error);
  });

  it('names the limit asked in the note of a proof it cut', async () => {
    // The first covering holds; its proof would begin past the deadline, so it is cut.
    const puzzle = await generateFlowPuzzle({ width: 7, height: 7, seed: 'a' }, { timeMs: 100 });
    expect(puzzle.notes).toContain(
      'Time limit: the uniqueness proof was cut by the time limit after 100 ms, so uniqueness is not proven.',
    );
    // Generation's level is unproven; the count after it may still prove it, and says so.
    expect(puzzle.verdict.unique).toBe(
      puzzle.verdict.notes.includes(
        'Unique: proven by the count after generation, whose own proof was cut.',
      ),
    );
  });

  it('names the limit asked when Z3 had no time left to build its model', async () => {
    // Each read of the clock takes 1 ms, and building a 12 × 12 model reads it more than 100
    // times (see synthesize-limit.test.ts), so no check is asked of Z3.
    const z3 = { method: 'z3', width: 12, height: 12, colors: 10, seed: 'b' } as const;
    await expect(generateFlowPuzzle(z3, { timeMs: 100 })).rejects.toMatchObject({
      field: 'timeMs',
      message: 'no level was made within 100 ms (Z3 stopped after 0 rounds)',
    });
  });

  it('still makes the very level with a limit the clock never reaches', async () => {
    vi.restoreAllMocks();
    const free = await generateFlowPuzzle(TWO_COVERINGS);
    const limited = await generateFlowPuzzle(TWO_COVERINGS, { timeMs: 1e12 });
    expect(limited).toEqual(free);
    expect(free.verdict.unique).toBe(true);
  });
});
