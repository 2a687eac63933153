import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distancesToGoal, type SearchProblem, SolverError, solve, solveFrom } from './index.js';

/** A corridor of `length` cells from 0, home at the end: par `length − 1`, one best way. */
const corridor = (length: number): SearchProblem => ({
  initial: 0,
  successors(cell, emit) {
    if (cell > 0) emit(cell - 1, 0);
    if (cell < length - 1) emit(cell + 1, 1);
  },
  isGoal: (cell) => cell === length - 1,
});

describe('time limits and signals', () => {
  it('a spent time limit stops the search and says so: not proven, never "unsolvable"', () => {
    const v = solve(corridor(5_000), { timeMs: 0 });
    expect(v.timedOut).toBe(true);
    expect(v.budgetExhausted).toBe(false);
    expect(v.solvable).toBe(false);
    expect(v.par).toBe(-1);
    expect(v.canGetStuck).toBeNull();
    expect(
      v.notes.some((n) => /^Time limit: ran out after .* so the puzzle is not proven\.$/.test(n)),
    ).toBe(true);
    expect(solveFrom(corridor(5_000), 0, { timeMs: 0 }).status).toBe('time');
    expect(distancesToGoal(corridor(5_000), [0, 7], { timeMs: 0 })).toBeNull();
  });

  it('an aborted signal stops the search, also when it aborts from inside it', () => {
    const before = new AbortController();
    before.abort();
    const v = solve(corridor(100), { signal: before.signal });
    expect(v.timedOut).toBe(true);
    expect(v.notes.some((n) => n.startsWith('Signal: the search was stopped after'))).toBe(true);

    // Aborted from a successors callback after 1,000 expansions: the search stops within the
    // next 256 it would make, and proves nothing it had not reached.
    const during = new AbortController();
    let expanded = 0;
    const inner = corridor(100_000);
    const watched: SearchProblem = {
      ...inner,
      successors(cell, emit) {
        if (++expanded === 1_000) during.abort();
        inner.successors(cell, emit);
      },
    };
    const cut = solve(watched, { signal: during.signal, stateBudget: 5_000_000 });
    expect(cut.timedOut).toBe(true);
    expect(cut.solvable).toBe(false);
    expect(expanded).toBeGreaterThanOrEqual(1_000);
    expect(expanded).toBeLessThanOrEqual(1_000 + 256);
  });

  it('a generous limit changes nothing (fast-check over corridors and budgets)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3_000 }),
        fc.integer({ min: 1_000, max: 4_000 }),
        (length, budget) => {
          const free = solve(corridor(length), { stateBudget: budget });
          const limited = solve(corridor(length), { stateBudget: budget, timeMs: 1e9 });
          expect(limited).toEqual(free);
          expect(limited.timedOut).toBe(false);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('odd limits get a note, a non-signal is an error naming the field', () => {
    expect(solve(corridor(3), { timeMs: Number.NaN }).notes).toContain(
      'Time limit: NaN is not a number of milliseconds; used none.',
    );
    const negative = solve(corridor(3), { timeMs: -5 });
    expect(negative.notes).toContain('Time limit: -5 ms is below 0; used 0.');
    expect(negative.timedOut).toBe(true);
    const bad = () => solve(corridor(3), { signal: {} as AbortSignal });
    expect(bad).toThrow(SolverError);
    expect(bad).toThrow(/signal must be an AbortSignal/);
  });
});
