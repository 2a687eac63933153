import { disposeZ3 } from '@knossos/solver/z3';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import {
  flowToJson,
  generateFlow,
  solutionProblem,
  solveFlow,
  synthesizeFlow,
  topologyOf,
} from './index.js';

afterAll(async () => {
  await disposeZ3();
});

/**
 * Z3's limit at its longest (10 minutes, past the suite's hang guard), so that no machine,
 * however busy, is slow enough for the default 20 s to decide a test.
 */
const NO_HURRY = { timeoutMs: 600_000 } as const;

/** The 5 × 5 level of seed `z3`, synthesised once for the tests that compare with it. */
let z3Level: ReturnType<typeof synthesizeFlow> | undefined;
const synthesizedZ3 = () => {
  z3Level ??= synthesizeFlow({ ...NO_HURRY, width: 5, height: 5, colors: 3, seed: 'z3' });
  return z3Level;
};

describe('synthesizeFlow (Z3)', () => {
  it('makes a valid level with a unique solution, the same for the same seed', async () => {
    const level = await synthesizedZ3();
    expect(solutionProblem(level, topologyOf(level), level.solution)).toBeNull();
    expect(level.dots.length).toBe(6);
    expect(solveFlow(level).count).toBe(1);
    const again = await synthesizeFlow({ ...NO_HURRY, width: 5, height: 5, colors: 3, seed: 'z3' });
    expect(flowToJson(again)).toBe(flowToJson(level));
  });

  it('gives the colours asked for, each path within its bounds, unique by two engines', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('square' as const, 'hex' as const),
        fc.integer({ min: 5, max: 6 }),
        // Fewer paths cannot fill a 6 × 6 hex board (a path there turns by 60° at most).
        fc.integer({ min: 4, max: 6 }),
        fc.nat(),
        async (grid, side, colors, salt) => {
          const level = await synthesizeFlow({
            ...NO_HURRY,
            grid,
            width: side,
            height: side,
            colors,
            seed: `p-${salt}`,
          });
          expect(level.dots.length).toBe(2 * colors);
          expect(level.notes.filter((n) => n.startsWith('Colors'))).toEqual([]);
          expect(solutionProblem(level, topologyOf(level), level.solution)).toBeNull();
          for (let k = 0; k < colors; k++) {
            expect(level.solution.filter((c) => c === k).length).toBeGreaterThanOrEqual(3);
          }
          expect(level.unique).toBe(true);
          expect(solveFlow(level, { limit: 2 }).count).toBe(1);
          const search = solveFlow(level, { limit: 2, engine: 'search' });
          expect([search.count, search.complete]).toEqual([1, true]);
        },
      ),
      { numRuns: 8 },
    );
  });

  it('keeps straight runs to half a side while it can, and the colour count always', async () => {
    /** The longest straight run of one path's cells along a row or column. */
    const longestRun = (level: { width: number; height: number; solution: readonly number[] }) => {
      const { width, height, solution } = level;
      const at = (x: number, y: number) => solution[y * width + x];
      let longest = 0;
      for (const [dx, dy] of [
        [1, 0],
        [0, 1],
      ] as const) {
        for (let y = 0; y < height; y++) {
          for (let x = 0; x < width; x++) {
            let run = 1;
            while (
              x + run * dx < width &&
              y + run * dy < height &&
              at(x + run * dx, y + run * dy) === at(x, y)
            )
              run++;
            longest = Math.max(longest, run);
          }
        }
      }
      return longest;
    };
    // 8 × 8, the smallest even side the rule holds on (from 7): runs of 4 at most. (10 × 10 and
    // 9 × 9 showed the same at four times the cost.)
    const eight = await synthesizeFlow({
      ...NO_HURRY,
      width: 8,
      height: 8,
      colors: 6,
      seed: 'runs',
    });
    expect(longestRun(eight)).toBeLessThanOrEqual(4);
    // 3 paths do not fill 8 × 8 in runs of 4 here: the rule goes, the colour count stays.
    const few = await synthesizeFlow({ ...NO_HURRY, width: 8, height: 8, colors: 3, seed: 'runs' });
    expect(few.dots.length).toBe(6);
    expect(longestRun(few)).toBeGreaterThan(4);
    expect(solveFlow(few, { limit: 2 }).count).toBe(1);
  });

  it('is generateFlow with method z3, on square and hex boards, blocking the models it rejects', async () => {
    const made = await generateFlow({
      ...NO_HURRY,
      method: 'z3',
      width: 5,
      height: 5,
      colors: 3,
      seed: 'z3',
    });
    expect(flowToJson(made)).toBe(flowToJson(await synthesizedZ3()));
    // On this hex board Z3's first models have paths longer than 7 cells: each is ruled out.
    const hex = await generateFlow({
      ...NO_HURRY,
      method: 'z3',
      grid: 'hex',
      width: 5,
      height: 5,
      colors: 4,
      maxLen: 7,
      seed: 'x0',
    });
    expect(hex.attempts).toBeGreaterThan(1);
    expect(hex.notes).toContain(
      `Method: Z3 models rejected and blocked before this one: ${hex.attempts - 1}.`,
    );
    expect(solutionProblem(hex, topologyOf(hex), hex.solution)).toBeNull();
    expect(solveFlow(hex, { limit: 2 }).count).toBe(1);
    expect(hex.dots.length).toBe(8);
    expect(
      Math.max(...[0, 1, 2, 3].map((k) => hex.solution.filter((c) => c === k).length)),
    ).toBeLessThanOrEqual(7);
  });

  it('moves a colour count the length bounds cannot fill, with a note', async () => {
    const level = await synthesizeFlow({
      ...NO_HURRY,
      width: 5,
      height: 5,
      colors: 2,
      maxLen: 6,
      seed: 'f',
    });
    expect(level.dots.length / 2).toBe(5);
    expect(level.notes).toContain(
      'Colors: 2 colours with paths of 3–6 cells cannot fill 25 cells (need colours · minLen ≤ cells ≤ colours · maxLen); used 5.',
    );
    await expect(synthesizeFlow({ width: 5, height: 5, minLen: 4, maxLen: 4 })).rejects.toThrow(
      /no number of paths of 4–4 cells fills 25 cells/,
    );
  });

  // The time limit and cancellation during a synthesis: synthesize-limit.test.ts.
  it('stops when cancelled before it starts', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      synthesizeFlow({ width: 5, height: 5, colors: 3, signal: controller.signal }),
    ).rejects.toThrow(/cancelled/);
  });
});
