import { generateFlow, parseFlowText, solutionProblem, solveFlow, topologyOf } from '@knossos/flow';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { corpusLevel as corpus } from './corpus-level.js';

describe('solveFlow, the CDCL engine beside the path search', () => {
  it('counts generated levels alike, both rules (8 × 8 to 10 × 10, square and hex)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 8, max: 10 }),
        fc.constantFrom('square' as const, 'hex' as const),
        fc.integer({ min: 0, max: 1_000_000 }),
        (size, grid, salt) => {
          const level = generateFlow({ width: size, height: size, grid, seed: `sat-${salt}` });
          for (const touching of [false, true]) {
            // The path search on a budget: long loose-rule paths on hex boards can take it
            // millions of nodes, and it is compared only where it finishes.
            const search = solveFlow(level, {
              limit: 20,
              touching,
              engine: 'search',
              nodeBudget: 30_000,
            });
            if (!search.complete) continue;
            const sat = solveFlow(level, { limit: 20, touching, engine: 'sat' });
            expect(sat.count).toBe(search.count);
            expect(sat.complete).toBe(true);
          }
          const proof = solveFlow(level, { engine: 'sat' });
          expect(proof.count).toBe(1);
          expect(solutionProblem(level, topologyOf(level), proof.solution!)).toBeNull();
        },
      ),
      { numRuns: 12 },
    );
  });

  it('proves corpus levels unique or not, the solutions valid', () => {
    const level = corpus('hand-20x20-a');
    const result = solveFlow(level);
    expect(result.engine).toBe('sat');
    expect(result.complete).toBe(true);
    for (const s of result.solutions) {
      expect(solutionProblem(level, topologyOf(level), s)).toBeNull();
    }
  });

  it('says "not proven" when a limit stops it, never "no solution"', () => {
    const level = corpus('hand-40x40-a');
    const cut = solveFlow(level, { nodeBudget: 50 });
    expect([cut.complete, cut.stoppedBy]).toEqual([false, 'nodes']);
    const aborted = new AbortController();
    aborted.abort();
    const stopped = solveFlow(level, { signal: aborted.signal });
    expect([stopped.count, stopped.complete, stopped.stoppedBy]).toEqual([0, false, 'signal']);
    const timed = solveFlow(level, { timeMs: 0, engine: 'sat' });
    expect(timed.complete).toBe(false);
  });

  it('proves no solution for crossing pairs and for a colour that cannot fill the board', () => {
    for (const text of ['.A.\nB.B\n.A.\n', 'A..\n...\n..A\n', 'AB..\n....\n....\n..BA\n']) {
      const level = parseFlowText(text);
      const sat = solveFlow(level, { engine: 'sat', limit: 10 });
      expect(sat.complete).toBe(true);
      expect(sat.count).toBe(solveFlow(level, { engine: 'search', limit: 10 }).count);
    }
  });
});
