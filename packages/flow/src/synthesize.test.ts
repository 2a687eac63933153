import { disposeZ3 } from '@knossos/solver/z3';
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

describe('synthesizeFlow (Z3)', () => {
  it('makes a valid level with a unique solution, the same for the same seed', async () => {
    const level = await synthesizeFlow({ width: 5, height: 5, colors: 3, seed: 'z3' });
    expect(solutionProblem(level, topologyOf(level), level.solution)).toBeNull();
    expect(level.dots.length).toBe(6);
    expect(solveFlow(level).count).toBe(1);
    const again = await synthesizeFlow({ width: 5, height: 5, colors: 3, seed: 'z3' });
    expect(flowToJson(again)).toBe(flowToJson(level));
  });

  it('is generateFlow with method z3, on square and hex boards, blocking the models it rejects', async () => {
    const made = await generateFlow({ method: 'z3', width: 5, height: 5, colors: 3, seed: 'z3' });
    expect(flowToJson(made)).toBe(
      flowToJson(await synthesizeFlow({ width: 5, height: 5, colors: 3, seed: 'z3' })),
    );
    // On this hex board Z3's first models have second solutions: each is blocked in turn.
    const hex = await generateFlow({
      method: 'z3',
      grid: 'hex',
      width: 5,
      height: 5,
      colors: 3,
      seed: 'hx',
    });
    expect(hex.attempts).toBeGreaterThan(1);
    expect(hex.notes).toContain(
      `Method: Z3 models rejected and blocked before this one: ${hex.attempts - 1}.`,
    );
    expect(solutionProblem(hex, topologyOf(hex), hex.solution)).toBeNull();
    expect(solveFlow(hex, { limit: 2 }).count).toBe(1);
  });

  it('moves a colour count the length bounds cannot fill, with a note', async () => {
    const level = await synthesizeFlow({ width: 5, height: 5, colors: 2, maxLen: 6, seed: 'f' });
    expect(level.dots.length / 2).toBe(5);
    expect(level.notes).toContain(
      'Colors: 2 colours with paths of 3–6 cells cannot fill 25 cells (need colours · minLen ≤ cells ≤ colours · maxLen); used 5.',
    );
    await expect(synthesizeFlow({ width: 5, height: 5, minLen: 4, maxLen: 4 })).rejects.toThrow(
      /no number of paths of 4–4 cells fills 25 cells/,
    );
  });

  it('stops at its time limit, and when cancelled during a solve', async () => {
    // 12 × 12 takes Z3 far longer than 100 ms; one round, so a lucky model cannot loop on.
    await expect(
      synthesizeFlow({
        width: 12,
        height: 12,
        colors: 10,
        timeoutMs: 100,
        maxRounds: 1,
        seed: 't',
      }),
    ).rejects.toMatchObject({ field: 'timeoutMs', message: expect.stringMatching(/\(timeout /) });
    const later = new AbortController();
    setTimeout(() => later.abort(), 100);
    await expect(
      synthesizeFlow({ width: 10, height: 10, colors: 8, seed: 'ab', signal: later.signal }),
    ).rejects.toMatchObject({ field: 'signal', message: expect.stringMatching(/\(cancelled /) });
  });

  it('counts building the model against the limit', async () => {
    // A 20 × 20 model of 60 colours has 24,000 Booleans: building it alone outlasts 100 ms.
    await expect(
      synthesizeFlow({ width: 20, height: 20, colors: 60, timeoutMs: 100, seed: 'b' }),
    ).rejects.toMatchObject({
      field: 'timeoutMs',
      message: expect.stringMatching(/^Z3 found no level \(timeout after 0 rounds/),
    });
  });

  it('holds one limit over every round: a level, or the time limit, never the rounds', async () => {
    // Many rounds are allowed, so only the one limit over the whole synthesis can end it early.
    const made = await synthesizeFlow({
      width: 12,
      height: 12,
      colors: 10,
      timeoutMs: 1500,
      maxRounds: 10_000,
      seed: 'whole',
    }).catch((error: Error) => error);
    if (made instanceof Error) {
      expect(made).toMatchObject({ field: 'timeoutMs' });
    } else {
      expect(solutionProblem(made, topologyOf(made), made.solution)).toBeNull();
      expect(solveFlow(made, { limit: 2 }).count).toBe(1);
    }
  });

  it('stops when cancelled before it starts', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      synthesizeFlow({ width: 5, height: 5, colors: 3, signal: controller.signal }),
    ).rejects.toThrow(/cancelled/);
  });
});
