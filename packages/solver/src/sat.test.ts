import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lit, SatSolver } from './sat.js';

/** Models of a CNF by trying every assignment: the simple second code path. */
function bruteModels(variables: number, clauses: number[][]): number {
  let count = 0;
  for (let mask = 0; mask < 1 << variables; mask++) {
    const holds = clauses.every((c) =>
      c.some((l) => (((mask >> (l >> 1)) & 1) === 1) !== ((l & 1) === 1)),
    );
    if (holds) count++;
  }
  return count;
}

const cnf = fc.integer({ min: 1, max: 10 }).chain((variables) =>
  fc.tuple(
    fc.constant(variables),
    fc.array(
      fc.array(
        fc
          .tuple(fc.integer({ min: 0, max: variables - 1 }), fc.boolean())
          .map(([v, n]) => lit(v, n)),
        { minLength: 1, maxLength: 3 },
      ),
      { maxLength: 45 },
    ),
  ),
);

/** Pigeonhole clauses: every pigeon in a hole, no two in one (unsatisfiable when pigeons > holes). */
function pigeonhole(pigeons: number, holes: number): SatSolver {
  const sat = new SatSolver(pigeons * holes);
  const x = (p: number, h: number) => p * holes + h;
  for (let p = 0; p < pigeons; p++) {
    sat.addClause(Array.from({ length: holes }, (_, h) => lit(x(p, h))));
  }
  for (let h = 0; h < holes; h++) {
    for (let p = 0; p < pigeons; p++) {
      for (let q = p + 1; q < pigeons; q++) sat.addClause([lit(x(p, h), true), lit(x(q, h), true)]);
    }
  }
  return sat;
}

describe('SatSolver', () => {
  it('counts models like brute force, blocking each model it finds (incremental clauses)', () => {
    fc.assert(
      fc.property(cnf, ([variables, clauses]) => {
        const sat = new SatSolver(variables);
        for (const c of clauses) sat.addClause(c);
        let models = 0;
        // What goes wrong is collected and asserted once: an expect costs tens of µs, and a run
        // checks every clause against each of up to 1,024 models.
        const wrong: string[] = [];
        for (;;) {
          const answer = sat.solve();
          if (answer === 'unknown') {
            wrong.push(`"unknown" after ${models} models`);
            break;
          }
          if (answer === 'unsat') break;
          const model = Array.from({ length: variables }, (_, v) => sat.value(v));
          for (const c of clauses) {
            if (!c.some((l) => model[l >> 1] !== ((l & 1) === 1)))
              wrong.push(`model ${models + 1} breaks clause ${c.join(' ')}`);
          }
          models++;
          sat.addClause(model.map((value, v) => lit(v, value)));
        }
        expect(wrong).toEqual([]);
        expect(models).toBe(bruteModels(variables, clauses));
      }),
      { numRuns: 400 },
    );
  });

  it('proves the pigeonhole principle (6 pigeons, 5 holes) unsatisfiable, learning as it goes', () => {
    const sat = pigeonhole(6, 5);
    expect(sat.solve()).toBe('unsat');
    expect(sat.conflicts).toBeGreaterThan(0);
  });

  it('stops on its limits with "unknown", never "unsat"', () => {
    const byConflicts = pigeonhole(9, 8);
    expect(byConflicts.solve({ conflicts: 10 })).toBe('unknown');
    expect(byConflicts.stoppedBy).toBe('conflicts');
    const aborted = new AbortController();
    aborted.abort();
    const bySignal = pigeonhole(9, 8);
    expect(bySignal.solve({ signal: aborted.signal })).toBe('unknown');
    expect(bySignal.stoppedBy).toBe('signal');
  });
});
