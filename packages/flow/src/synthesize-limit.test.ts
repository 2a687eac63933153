// synthesizeFlow's one time limit, tested on a clock the test moves: the outcome depends on the
// steps the synthesis takes, never on how fast this machine takes them. (How far past its limit
// the real clock sees a synthesis return is measured by src/time-limit.bench.ts.)
import { disposeZ3 } from '@knossos/solver/z3';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { synthesizeFlow } from './index.js';

const hooks = vi.hoisted(() => ({
  /** Called as each Z3 check is asked for. */
  onCheck: null as null | (() => void),
  /** Added to the clock as each Z3 check ends, in ms. */
  jump: 0,
  /** What `performance.now()` reads, in ms: moved by the checks alone. */
  now: 0,
}));

vi.mock('@knossos/solver/z3', async (importOriginal) => {
  const real = await importOriginal<typeof import('@knossos/solver/z3')>();
  return {
    ...real,
    check: async (...args: Parameters<typeof real.check>) => {
      hooks.onCheck?.();
      const result = await real.check(...args);
      hooks.now += hooks.jump;
      return result;
    },
  };
});

/** A clock that stands still but for the jumps the checks make. */
const moved = () => vi.spyOn(performance, 'now').mockImplementation(() => hooks.now);
/**
 * Z3's limit at its longest (10 minutes, past the suite's hang guard): each check also runs on
 * the real clock, and no machine, however busy, is slow enough for it to decide a test.
 */
const NO_HURRY = { timeoutMs: 600_000 } as const;

afterEach(() => {
  vi.restoreAllMocks();
  Object.assign(hooks, { onCheck: null, jump: 0, now: 0 });
});
afterAll(async () => {
  await disposeZ3();
});

/** A hex board on which Z3's first seven models have paths too long (see synthesize.test.ts). */
const EIGHT_ROUNDS = {
  grid: 'hex',
  width: 5,
  height: 5,
  colors: 4,
  maxLen: 7,
  seed: 'x0',
} as const;

describe('the time limit of synthesizeFlow', () => {
  it('holds over every round together, not over each check', async () => {
    moved();
    const free = await synthesizeFlow({ ...EIGHT_ROUNDS, ...NO_HURRY });
    expect(free.attempts).toBe(8);
    // Each check now seems to take 40 % of the limit: the third round starts past it.
    hooks.jump = 24_000;
    await expect(synthesizeFlow({ ...EIGHT_ROUNDS, timeoutMs: 60_000 })).rejects.toMatchObject({
      field: 'timeoutMs',
      message: expect.stringMatching(/^Z3 found no level \(timeout after 3 rounds, \d+ ms\)$/),
    });
  });

  it('counts building the model against the limit', async () => {
    // A clock that moves 1 ms each time it is read: a 12 × 12 model reads it once per cell
    // and more, so the 100 ms run out while it is built, before any check.
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now++);
    let checks = 0;
    hooks.onCheck = () => checks++;
    await expect(
      synthesizeFlow({ width: 12, height: 12, colors: 10, timeoutMs: 100, seed: 'b' }),
    ).rejects.toMatchObject({
      field: 'timeoutMs',
      message: expect.stringMatching(/^Z3 found no level \(timeout after 0 rounds/),
    });
    expect(checks).toBe(0);
  });

  it('stops with field signal when cancelled as a check is asked for', async () => {
    const controller = new AbortController();
    hooks.onCheck = () => controller.abort();
    await expect(
      synthesizeFlow({
        ...NO_HURRY,
        width: 10,
        height: 10,
        colors: 8,
        seed: 'ab',
        signal: controller.signal,
      }),
    ).rejects.toMatchObject({
      field: 'signal',
      message: expect.stringMatching(/^Z3 found no level \(cancelled after 1 rounds/),
    });
  });
});
