import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generate, goalOf, hasGimmicks, MazeError, playerCount } from './index.js';
import { errorOf } from './test-support.test-util.js';

describe('playerCount, goalOf and hasGimmicks', () => {
  it('count the players and give each its goal, shared or own', () => {
    const own = generate({ seed: 'q', width: 8, height: 8, players: 3, sharedGoal: false });
    expect(playerCount(own)).toBe(own.board.starts.length);
    for (let p = 0; p < playerCount(own); p++) expect(goalOf(own, p)).toBe(own.board.goals[p]);
    const race = generate({ seed: 'q', width: 8, height: 8, players: 2, sharedGoal: true });
    expect(playerCount(race)).toBe(2);
    expect(goalOf(race, 1)).toBe(race.board.goals[0]);
    expect(goalOf(race, 0)).toBe(race.board.goals[0]);
  });

  it('name a player the maze does not have', () => {
    const maze = generate({ seed: 'q', width: 5, height: 5 });
    for (const bad of [1, -1, 0.5, Number.NaN]) {
      expect(errorOf(() => goalOf(maze, bad)).field).toBe('player');
    }
    expect(() => playerCount({} as never)).toThrow(MazeError);
  });

  it('hasGimmicks is true exactly when a gimmick count is above 0', () => {
    const counts = ['keys', 'switches', 'gems', 'traps', 'oneWays', 'portals'] as const;
    fc.assert(
      fc.property(fc.constantFrom(...counts), fc.constantFrom(0, 1, 3), (name, value) => {
        expect(hasGimmicks({ [name]: value })).toBe(value > 0);
      }),
    );
    expect(hasGimmicks({})).toBe(false);
    expect(hasGimmicks({ gatesPerSwitch: 3, width: 20 })).toBe(false);
    expect(hasGimmicks({ keys: -5 })).toBe(false);
    // Counted as generation uses them: a fraction of traps is some, a fraction of a key none.
    expect(hasGimmicks({ traps: 0.05 })).toBe(true);
    expect(hasGimmicks({ keys: 0.2 })).toBe(false);
  });
});
