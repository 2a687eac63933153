import { describe, expect, it } from 'vitest';
import { generate, generateVerified, presets } from './index.js';

const SEEDS = 8;

/** The stars of `SEEDS` mazes of a preset: verified when it has a target, else plain. */
function starsOf(name: string): number[] {
  let stars = made.get(name);
  if (stars === undefined) {
    const p = presets.find((q) => q.name === name);
    if (p === undefined) throw new Error(name);
    const settings = p.make();
    const make = settings.targetDifficulty > 0 ? generateVerified : generate;
    stars = Array.from(
      { length: SEEDS },
      (_, i) => make({ ...settings, seed: `aim-${i}` }).verdict.difficulty,
    );
    made.set(name, stars);
  }
  return [...stars];
}

/** Each preset's stars, made once for the file: the tests ask for some presets more than once. */
const made = new Map<string, number[]>();

describe('the stars each preset aims at', () => {
  it('says them in its description, and most of its mazes rate within them', () => {
    for (const p of presets) {
      const [low, high] = p.stars;
      expect(1 <= low && low <= high && high <= 5, p.name).toBe(true);
      expect(p.description, p.name).toMatch(
        low === high
          ? new RegExp(` Aims at ${low}★\\.$`)
          : new RegExp(` Aims at ${low}–${high}★\\.$`),
      );
      const stars = starsOf(p.name);
      const within = stars.filter((s) => s >= low && s <= high).length;
      expect(within, `${p.name}: ${stars.join(' ')}`).toBeGreaterThanOrEqual(SEEDS * 0.6);
    }
  });

  it('a target difficulty is the one star it aims at (Ice board: 3★)', () => {
    for (const p of presets) {
      const target = p.make().targetDifficulty;
      if (target > 0) expect(p.stars, p.name).toEqual([target, target]);
    }
    expect(starsOf('Roll/Ice board (square)')).toEqual(Array(SEEDS).fill(3));
  });

  it('Keys and doors is not five stars every time (it was, at 16 × 16)', () => {
    expect(new Set(starsOf('Gimmicks/Keys and doors')).size).toBeGreaterThan(1);
    expect(starsOf('Gimmicks/Keys and doors')).toContain(4);
  });
});
