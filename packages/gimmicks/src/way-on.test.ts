import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bestWayOn,
  HOME,
  isSolved,
  newGame,
  type Play,
  roll,
  solveBoard,
  tryStep,
  validate,
} from './index.js';
import { randomBoard, recipeArb } from './test-boards.test-util.js';

describe('bestWayOn', () => {
  it('gives every move of a best way on: replayed, it ends home in exactly par moves', () => {
    fc.assert(
      fc.property(recipeArb(), fc.nat(), (recipe, cut) => {
        const board = randomBoard(recipe);
        const verdict = solveBoard(board);
        if (!verdict.solvable) return;
        // Start from a position part way along the stored best solution of player 0.
        const made = verdict.moves[0]!.slice(0, cut % (verdict.moves[0]!.length + 1));
        let play: Play = newGame(board);
        for (const m of made) {
          if (board.movement === 'roll') play = roll(board, play, m).after;
          else {
            const r = tryStep(board, play, 0, m);
            if (r.ok) play = r.play;
          }
        }
        const way = bestWayOn(board, play, 0);
        expect(way.par).toBe(verdict.playerPars[0]! - made.length);
        expect(way.moves).toHaveLength(way.par);
        for (const m of way.moves) {
          if (board.movement === 'roll') play = roll(board, play, m).after;
          else {
            const r = tryStep(board, play, 0, m);
            expect(r.ok).toBe(true);
            if (r.ok) play = r.play;
          }
        }
        if (board.movement === 'roll') expect(isSolved(board, play)).toBe(true);
        else expect(play.positions[0]).toBe(HOME);
        expect(bestWayOn(board, play, 0).status).toBe('solved');
      }),
      { numRuns: 60 },
    );
  });

  it('says "budget", never "stuck", when the budget runs out first', () => {
    const board = randomBoard({
      seed: 'big',
      movement: 'roll',
      players: 3,
      grid: 'square',
      size: 6,
      loops: 6,
      counts: { keys: 3, switches: 2, gems: 3, traps: 0, oneWays: 0, portals: 0 },
    });
    const way = bestWayOn(board, newGame(board), 0, { stateBudget: 1 });
    if (way.status !== 'solved' && way.status !== 'move') {
      expect(['budget', 'time']).toContain(way.status);
      expect(way.moves).toEqual([]);
    }
    expect(validate(board).filter((p) => p.field === 'route')).toEqual([]);
  });
});
