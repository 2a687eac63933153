import { solve } from '@knossos/solver';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { solveBoard, stepProblem } from './index.js';
import { randomBoard, recipeArb } from './test-boards.test-util.js';
it('stress', () => {
  const tally = { stuck: 0, solvable: 0, sym: 0 };
  fc.assert(
    fc.property(recipeArb('step'), fc.integer({ min: 0, max: 8 }), fc.integer({min:-6,max:10}), fc.integer({min:0,max:3}), (recipe, grow, ow, sw) => {
      const board = randomBoard({ ...recipe, size: recipe.size + grow, counts: {...recipe.counts, oneWays: Math.max(0, recipe.counts.oneWays + ow), switches: Math.min(4, recipe.counts.switches+sw)} });
      const verdict = solveBoard(board);
      const each = board.starts.map((_, p) => solve(stepProblem(board, p), { stateBudget: 5_000_000 }));
      each.forEach((cells, p) => expect(verdict.playerPars[p]).toBe(cells.par));
      if (verdict.solvable) {
        tally.solvable++; if (verdict.canGetStuck) tally.stuck++; if (board.oneWays.length === 0) tally.sym++;
        expect(verdict.optimalCount).toBe(each.reduce((a, v) => a * v.optimalCount, 1));
        expect(verdict.canGetStuck).toBe(each.some((v) => v.canGetStuck));
      }
    }),
    { numRuns: 6000 },
  );
  console.log(tally);
});
