// A maze whose proofs a limit cut short is "not verified", never quietly shrunk: the state
// budget, the time limit and the signal each say what ran out, and a maze made within its
// limits is the maze made without them.
import { describe, expect, it } from 'vitest';
import {
  generate,
  generateVerified,
  mazeFromJson,
  mazeToJson,
  presets,
  shortfalls,
  verify,
} from './index.js';

// 20 × 20 holds all 18 with the default budget; with 1,000 states the switches and then the gems
// run out (3 of 8 gems placed), as on a board four times the size at ten times the cost.
const crowded = { width: 20, height: 20, keys: 6, gems: 8, switches: 4, seed: 'a' } as const;
/** Notes that blame the board's room for a count lowered. */
const roomNote = /room for \d+ of|made a maze for|no layout with/;

describe('limits during generation', () => {
  it('a spent state budget marks the maze not verified and says so, instead of "room for 3 of 8"', () => {
    const roomy = generate(crowded);
    // The default budget fits every gimmick asked for on this board.
    expect([roomy.board.keys.length, roomy.board.gems.length, roomy.board.switches.length]).toEqual(
      [6, 8, 4],
    );
    expect(roomy.cut).toBeUndefined();
    const tight = generate({ ...crowded, stateBudget: 1000 });
    expect(tight.cut?.by).toBe('state budget');
    expect(tight.notes.some((n) => n.startsWith('State budget: ran out'))).toBe(true);
    expect(tight.notes.some((n) => roomNote.test(n))).toBe(false);
    expect(shortfalls(tight)[0]).toMatch(/^not verified: the state budget ran out while placing/);
  });

  it('rolling players the budget could not prove are told as the budget, not as the board', () => {
    const maze = generate({
      width: 16,
      height: 16,
      movement: 'roll',
      players: 4,
      braid: 1,
      stateBudget: 1000,
      seed: 'a',
    });
    expect(maze.board.starts.length).toBeLessThan(4);
    expect(maze.cut).toEqual({ by: 'state budget', during: 'laying out the rolling players' });
    expect(maze.notes.some((n) => n.startsWith('State budget: ran out on'))).toBe(true);
    expect(maze.notes.some((n) => roomNote.test(n))).toBe(false);
  });

  it('a spent time limit stops the searches: not verified, with a Time limit note', () => {
    const maze = generate({ width: 20, height: 20, keys: 3, gems: 3, seed: 'a' }, { timeMs: 0 });
    expect(maze.cut?.by).toBe('time limit');
    expect(maze.notes.some((n) => n.startsWith('Time limit: ran out after'))).toBe(true);
    expect(shortfalls(maze)[0]).toMatch(/^not verified: the time limit ran out while/);
    // The cut is kept by files and by a new proof of the board.
    expect(mazeFromJson(mazeToJson(maze)).cut).toEqual(maze.cut);
    expect(verify(maze).after.cut).toEqual(maze.cut);
    // Rolling, the first proof is already cut: told as the limit, not as the board.
    const roll = generate(
      { width: 12, height: 12, movement: 'roll', braid: 1, seed: 'r' },
      { timeMs: 0 },
    );
    expect(roll.cut?.by).toBe('time limit');
    expect(roll.notes.some((n) => /time limit ran out proving the board rolls/.test(n))).toBe(true);
  });

  it('within its limits a maze is byte for byte the maze made without them', () => {
    const names = ['Classic', 'Keys', 'Roll', 'Race', 'Gems', 'Tower'];
    const chosen = presets.filter((p) => names.some((n) => p.name.includes(n))).slice(0, 6);
    expect(chosen.length).toBeGreaterThan(2);
    for (const preset of chosen) {
      const settings = { ...preset.make(), seed: 'limits', maxAttempts: 1 };
      const free = mazeToJson(generate(settings));
      expect(mazeToJson(generate(settings, { timeMs: 1e9 })), preset.name).toBe(free);
      expect(mazeToJson(generate(settings, { signal: new AbortController().signal }))).toBe(free);
    }
  });

  it('an aborted signal throws its reason, and stops the verified tries too', () => {
    const controller = new AbortController();
    controller.abort(new Error('stop here'));
    expect(() => generate(crowded, { signal: controller.signal })).toThrow('stop here');
    expect(() => generateVerified(crowded, { signal: controller.signal })).toThrow('stop here');
    expect(() => generate(crowded, { signal: {} as AbortSignal })).toThrow(
      /signal must be an AbortSignal/,
    );
  });

  it('the verified tries stop when the time runs out, saying so', () => {
    const maze = generateVerified(
      { ...crowded, targetDifficulty: 1, maxAttempts: 5 },
      { timeMs: 0 },
    );
    expect(maze.cut?.by).toBe('time limit');
    expect(maze.notes.at(-1)).toMatch(
      /^Verified: none of 1 try met the request \(the time limit stopped the tries before 5\)/,
    );
  });
});
