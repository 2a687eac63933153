import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countSolutions, type FiniteProblem } from './index.js';

/** A small CSP: variables with values 0–3 and binary rules between pairs. */
interface Csp {
  domains: number[];
  rules: [a: number, b: number, kind: 'differ' | 'equal' | 'less'][];
}

const cspArb: fc.Arbitrary<Csp> = fc.integer({ min: 1, max: 5 }).chain((n) =>
  fc.record({
    domains: fc.array(fc.integer({ min: 1, max: 15 }), { minLength: n, maxLength: n }),
    rules: fc.array(
      fc.tuple(
        fc.integer({ min: 0, max: n - 1 }),
        fc.integer({ min: 0, max: n - 1 }),
        fc.constantFrom('differ' as const, 'equal' as const, 'less' as const),
      ),
      { maxLength: 6 },
    ),
  }),
);

const holds = (kind: Csp['rules'][number][2], x: number, y: number) =>
  kind === 'differ' ? x !== y : kind === 'equal' ? x === y : x < y;

/** Every assignment, one by one. */
function bruteForce(csp: Csp): { count: number; first: number[] | null } {
  const n = csp.domains.length;
  const values = new Array<number>(n).fill(0);
  let count = 0;
  let first: number[] | null = null;
  const go = (v: number) => {
    if (v === n) {
      if (csp.rules.every(([a, b, kind]) => holds(kind, values[a]!, values[b]!))) {
        count++;
        first ??= [...values];
      }
      return;
    }
    for (let x = 0; x < 4; x++) {
      if ((csp.domains[v]! >> x) & 1) {
        values[v] = x;
        go(v + 1);
      }
    }
  };
  go(0);
  return { count, first };
}

/** The same CSP for the counter: rules checked on full assignments, optionally pruned early. */
function asProblem(csp: Csp, prune: boolean): FiniteProblem {
  const accept = (values: Int32Array) =>
    csp.rules.every(([a, b, kind]) => holds(kind, values[a]!, values[b]!));
  if (!prune) return { domains: csp.domains, accept };
  return {
    domains: csp.domains,
    accept,
    // Forward checking: a fixed variable removes the values its partners can no longer take.
    propagate(domains, changed) {
      if (changed < 0) return true;
      const x = 31 - Math.clz32(domains[changed]!);
      for (const [a, b, kind] of csp.rules) {
        if (a === changed && b !== changed) {
          let keep = 0;
          for (let y = 0; y < 4; y++) if (holds(kind, x, y)) keep |= 1 << y;
          domains[b]! &= keep;
          if (domains[b] === 0) return false;
        }
        if (b === changed && a !== changed) {
          let keep = 0;
          for (let y = 0; y < 4; y++) if (holds(kind, y, x)) keep |= 1 << y;
          domains[a]! &= keep;
          if (domains[a] === 0) return false;
        }
      }
      return true;
    },
  };
}

describe('countSolutions', () => {
  it('agrees with brute force on small random CSPs, with and without propagation', () => {
    fc.assert(
      fc.property(cspArb, fc.boolean(), (csp, prune) => {
        const truth = bruteForce(csp);
        const all = countSolutions(asProblem(csp, prune), { limit: 10_000 });
        expect(all.count).toBe(truth.count);
        expect(all.complete).toBe(true);
        // The solution it returns must be one.
        if (truth.count === 0) expect(all.solution).toBeNull();
        else {
          const values = [...all.solution!];
          expect(csp.rules.every(([a, b, kind]) => holds(kind, values[a]!, values[b]!))).toBe(true);
          for (const [v, x] of values.entries()) expect((csp.domains[v]! >> x) & 1).toBe(1);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('stops at the limit', () => {
    fc.assert(
      fc.property(cspArb, fc.integer({ min: 1, max: 3 }), (csp, limit) => {
        const truth = bruteForce(csp).count;
        const result = countSolutions(asProblem(csp, true), { limit });
        expect(result.count).toBe(Math.min(truth, limit));
        expect(result.stoppedBy).toBe(truth >= limit ? 'limit' : null);
      }),
    );
  });

  it('stops at the node budget, saying so', () => {
    const free = { domains: Array.from({ length: 20 }, () => 0b11) };
    const result = countSolutions(free, { limit: 1e9, nodeBudget: 100 });
    expect([result.stoppedBy, result.complete, result.nodes]).toEqual(['nodes', false, 100]);
    expect(countSolutions({ domains: [] }).count).toBe(1); // the empty assignment
    expect(countSolutions({ domains: [0b1, 0b100] }).solution).toEqual(Int32Array.from([0, 2]));
  });

  it('names bad input', () => {
    expect(() => countSolutions({ domains: [1, 0] })).toThrow(/domains\[1\] must be a non-zero/);
    expect(() => countSolutions({ domains: [2 ** 32] })).toThrow(/domains\[0\]/);
    expect(() => countSolutions({ domains: null as never })).toThrow(/domains must be/);
    expect(() => countSolutions({ domains: [1] }, { limit: 0 })).toThrow(/limit must be/);
  });
});
