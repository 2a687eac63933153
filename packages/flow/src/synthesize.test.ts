import { disposeZ3 } from '@knossos/solver/z3';
import { afterAll, describe, expect, it } from 'vitest';
import { flowToJson, solutionProblem, solveFlow, synthesizeFlow, topologyOf } from './index.js';

afterAll(async () => {
  await disposeZ3();
});

describe('synthesizeFlow (Z3)', () => {
  it('makes a valid level with a unique solution, the same for the same seed', async () => {
    const level = await synthesizeFlow({ width: 5, height: 5, colors: 3, seed: 'z3' });
    expect(solutionProblem(level, topologyOf(level), level.solution)).toBeNull();
    expect(level.dots.length).toBe(6);
    expect(solveFlow(level).count).toBe(1);
    const again = await synthesizeFlow({ width: 5, height: 5, colors: 3, seed: 'z3' });
    expect(flowToJson(again)).toBe(flowToJson(level));
  });

  it('checks the sizes before solving, and stops when cancelled', async () => {
    await expect(synthesizeFlow({ width: 5, height: 5, colors: 2, maxLen: 6 })).rejects.toThrow(
      /cannot fill 25 cells/,
    );
    const controller = new AbortController();
    controller.abort();
    await expect(
      synthesizeFlow({ width: 5, height: 5, colors: 3, signal: controller.signal }),
    ).rejects.toThrow(/cancelled/);
  });
});
