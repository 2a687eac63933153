import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOME, newGame, roll, solveBoard, validate } from './index.js';
import { randomBoard, recipeArb } from './test-boards.test-util.js';

/** Where player 0 comes to rest after each roll of `dirs`, start first. */
function rests(board: ReturnType<typeof randomBoard>, dirs: readonly number[]): number[] {
  let play = newGame(board);
  const out = [board.starts[0]!];
  for (const dir of dirs) {
    play = roll(board, play, dir).after;
    out.push(play.positions[0] === HOME ? board.goals[0]! : play.positions[0]!);
  }
  return out;
}

describe('validate with a stored solution', () => {
  it('walks the cells stood on, start first and portal landings included (Step)', () => {
    let portalBoards = 0;
    fc.assert(
      fc.property(recipeArb('step'), (recipe) => {
        const board = randomBoard(recipe);
        const v = solveBoard(board);
        if (!v.solvable) return;
        if (board.portals.length > 0) portalBoards++;
        expect(validate(board, v.routes).filter((p) => p.field === 'route')).toEqual([]);
        expect(validate(board, v.moves).filter((p) => p.field === 'route')).toEqual([]);
        // A route that stops short is still caught.
        const short = v.routes.map((r) => r.slice(0, -1));
        if (v.par > 0) expect(validate(board, short).some((p) => p.field === 'route')).toBe(true);
      }),
      { numRuns: 80 },
    );
    expect(portalBoards).toBeGreaterThan(0);
  });

  it('checks the resting cells of a Roll solution against its moves', () => {
    fc.assert(
      fc.property(recipeArb('roll'), (recipe) => {
        const board = randomBoard(recipe);
        const v = solveBoard(board);
        if (!v.solvable || v.par === 0) return;
        const solution = rests(board, v.moves[0]!);
        expect(solution).toHaveLength(v.par + 1);
        const good = validate(board, { moves: v.moves, solution });
        expect(good.filter((p) => p.field === 'route')).toEqual([]);
        const wrong = solution.map((c, k) => (k === 1 ? c + 1 : c));
        const bad = validate(board, { moves: v.moves, solution: wrong });
        expect(bad.some((p) => p.field === 'route')).toBe(true);
      }),
      { numRuns: 40 },
    );
  });
});
