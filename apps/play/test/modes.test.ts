// The five maze modes' Endless recipes: settings in range for every grid and star count, the
// mode's ideas at the stars the issue gives, and verified mazes that reach the stars asked for.
import { clampSettings, generateVerified, tune } from '@knossos/maze';
import { describe, expect, it } from 'vitest';
import { ALL_GRIDS, MAZE_MODES, modeNamed, starsIn } from '../src/modes/modes.js';

const STARS = [1, 2, 3, 4, 5] as const;

describe('MAZE_MODES', () => {
  it('are the five modes, each with a pack and its grids', () => {
    expect(MAZE_MODES.map((m) => m.id)).toEqual(['classic', 'dungeon', 'roll', 'tower', 'race']);
    for (const mode of MAZE_MODES) {
      expect(mode.pack).toBe(mode.id);
      expect(mode.color).toMatch(/^#[0-9a-f]{6}$/);
      expect(mode.title.length).toBeGreaterThan(0);
    }
    expect(modeNamed('roll').grids).toEqual(['square', 'hex']);
    for (const id of ['classic', 'dungeon', 'tower', 'race']) {
      expect(modeNamed(id).grids).toEqual(ALL_GRIDS);
    }
    expect(() => modeNamed('golf')).toThrow(/no maze mode/);
  });

  it('give settings in range that tuning leaves alone, with the stars and seed asked for', () => {
    for (const mode of MAZE_MODES) {
      for (const grid of mode.grids) {
        for (const stars of STARS) {
          const s = mode.endless(grid, stars, 'seed-x');
          const where = `${mode.id} ${grid} ${stars}★`;
          expect(clampSettings(s).notes, where).toEqual([]);
          expect(tune(s).changes, where).toEqual([]);
          expect(s.targetDifficulty, where).toBe(stars);
          expect(s.seed, where).toBe('seed-x');
          expect(s.grid, where).toBe(grid);
          if (grid === 'circular') expect(s.endpoints, where).toBe('outside-in');
        }
      }
    }
  });

  it('grow the board with the stars', () => {
    for (const mode of MAZE_MODES) {
      for (const grid of mode.grids) {
        const cells = STARS.map((n) => {
          const s = mode.endless(grid, n, 'x');
          return grid === 'circular' ? s.rings : s.width * s.height;
        });
        expect(cells, `${mode.id} ${grid}`).toEqual([...cells].sort((a, b) => a - b));
      }
    }
  });

  it('put in each mode’s ideas at the stars the issue gives', () => {
    const dungeon = modeNamed('dungeon');
    const at = (n: number) => dungeon.endless('square', n, 'x');
    expect(STARS.map((n) => at(n).keys > 0)).toEqual([true, true, true, true, true]);
    expect(STARS.map((n) => at(n).gems > 0)).toEqual([false, true, true, true, true]);
    expect(STARS.map((n) => at(n).switches)).toEqual([0, 0, 1, 1, 2]);
    expect(STARS.map((n) => at(n).traps > 0)).toEqual([false, false, true, true, true]);
    expect(STARS.map((n) => at(n).portals > 0)).toEqual([false, false, false, true, true]);
    expect(STARS.map((n) => at(n).oneWays > 0)).toEqual([false, false, false, true, true]);
    for (const grid of ALL_GRIDS) {
      const top = dungeon.endless(grid, 5, 'x');
      expect([top.keys, top.gems > 0, top.switches, top.portals, top.oneWays > 0], grid).toEqual([
        1,
        true,
        2,
        1,
        true,
      ]);
    }
    const classic = modeNamed('classic').endless('hex', 4, 'x');
    expect([classic.keys, classic.gems, classic.players, classic.floors]).toEqual([0, 0, 1, 1]);
    for (const grid of ['square', 'hex'] as const) {
      for (const n of STARS) {
        const s = modeNamed('roll').endless(grid, n, 'x');
        expect(s.movement).toBe('roll');
        expect(s.braid).toBeGreaterThanOrEqual(0.5);
      }
    }
    expect(modeNamed('roll').endless('triangle', 2, 'x').grid).toBe('square');
    const tower = modeNamed('tower');
    expect(STARS.map((n) => tower.endless('hex', n, 'x').floors)).toEqual([2, 2, 3, 3, 3]);
    expect(tower.endless('square', 2, 'x').endpoints).toBe('outside-in');
    const race = modeNamed('race').endless('triangle', 3, 'x');
    expect([race.players, race.sharedGoal]).toEqual([2, true]);
  });

  it('rounds and clamps the stars', () => {
    expect([starsIn(0), starsIn(2.6), starsIn(9), starsIn(Number.NaN)]).toEqual([1, 3, 5, 1]);
    expect(modeNamed('classic').endless('square', 7, 'x').targetDifficulty).toBe(5);
  });
});

describe('verified Endless mazes', () => {
  it('reach 3★ in every mode on square, and every star on a circular Classic', () => {
    for (const mode of MAZE_MODES) {
      const maze = generateVerified(mode.endless('square', 3, `sample-${mode.id}`));
      expect(maze.verdict.difficulty, mode.id).toBe(3);
      expect(maze.verdict.solvable, mode.id).toBe(true);
    }
    for (const n of STARS) {
      const maze = generateVerified(modeNamed('classic').endless('circular', n, 'sample'));
      expect(maze.verdict.difficulty).toBe(n);
    }
  });

  it('put a race’s two players on fair starts and a tower’s goal on its top floor', () => {
    const race = generateVerified(modeNamed('race').endless('hex', 2, 'sample'));
    expect(race.board.starts).toHaveLength(2);
    expect(race.verdict.fair).toBe(true);
    const tower = generateVerified(modeNamed('tower').endless('square', 3, 'sample'));
    const perFloor = tower.board.passages.masks.length / 3;
    expect(Math.floor(tower.board.goals[0]! / perFloor)).toBe(2);
  });
});
