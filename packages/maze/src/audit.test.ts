import { describe, expect, it } from 'vitest';
import {
  generate,
  MazeError,
  meetsRequest,
  reroll,
  shortfalls,
  summary,
  toMicromouse,
  toText,
  verify,
} from './index.js';

describe('the audit', () => {
  it('sums a maze up in one line', () => {
    const maze = generate({ seed: 'sum', width: 8, height: 8 });
    expect(summary(maze)).toBe(
      `par ${maze.verdict.par} steps, ${maze.verdict.difficulty} of 5 stars, unique`,
    );
    const braided = generate({ seed: 'sum', width: 8, height: 8, braid: 1, loops: 20 });
    if (!braided.verdict.unique) {
      expect(summary(braided)).toMatch(/^par \d+ steps, \d of 5 stars, [\d,]+ best solutions$/);
    }
  });

  it('meets a plain request, and names what a maze falls short of', () => {
    const plain = generate({ seed: 'm', width: 8, height: 8 });
    expect(shortfalls(plain)).toEqual([]);
    expect(meetsRequest(plain)).toBe(true);
    const short = generate({ seed: 'm', width: 2, height: 2, keys: 6, players: 4 });
    const said = shortfalls(short);
    expect(said.some((s) => /of 6 keys$/.test(s))).toBe(true);
    expect(said).toContain('3 of 4 players');
    expect(meetsRequest(short)).toBe(false);
    const stars = generate({ seed: 'm', width: 8, height: 8, targetDifficulty: 1 });
    expect(meetsRequest(stars)).toBe(stars.verdict.difficulty === 1);
  });
});

describe('verify and reroll', () => {
  it('proves a generated maze again without change, and notices a stored verdict that is wrong', () => {
    const maze = generate({ seed: 'ver', width: 8, height: 8, keys: 1, gems: 1 });
    const same = verify(maze);
    expect(same.changed).toBe(false);
    expect(same.after).toEqual(maze);
    const tampered = { ...maze, verdict: { ...maze.verdict, par: maze.verdict.par + 1 } };
    const fixed = verify(tampered);
    expect(fixed.changed).toBe(true);
    expect(fixed.after.verdict.par).toBe(maze.verdict.par);
    // From review: a verdict edited in place (arrays shared with a kept proof) is noticed too.
    const edited = generate({ seed: 'ver', width: 8, height: 8, keys: 1, gems: 1 });
    (edited.verdict.routes[0] as number[]).length = 1;
    const proved = verify(edited);
    expect(proved.changed).toBe(true);
    expect(proved.after.verdict.routes[0]).toEqual(maze.verdict.routes[0]);
  });

  it('counts a missing opening as a shortfall when the border is open', () => {
    const open = generate({ seed: 'ob', width: 8, height: 8, openBorder: true });
    expect(shortfalls(open)).toEqual([]);
    expect(shortfalls({ ...open, entrances: [] })).toContain('no opening in the outer wall');
  });

  it('rerolls from the same settings with a fresh seed', () => {
    const maze = generate({ seed: 'r', width: 7, height: 7, gems: 1 });
    const again = reroll(maze);
    expect(again.seed).not.toBe(maze.seed);
    expect({ ...again.settings, seed: '' }).toEqual({ ...maze.settings, seed: '' });
  });
});

describe('entry points that take a maze', () => {
  it('say clearly when given something that is not one (from review: raw TypeErrors)', () => {
    for (const call of [
      () => summary({} as never),
      () => verify({} as never),
      () => reroll({} as never),
      () => shortfalls(null as never),
      () => toText({} as never),
      () => toMicromouse([] as never),
    ]) {
      expect(call).toThrow(MazeError);
      expect(call).toThrow(/needs a maze/);
    }
  });
});
