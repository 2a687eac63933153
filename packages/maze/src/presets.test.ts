import { describe, expect, it } from 'vitest';
import {
  defaultSettings,
  generate,
  mazeFromJson,
  mazeToJson,
  presets,
  tune,
  validate,
  verify,
} from './index.js';

describe('presets', () => {
  it('has the nineteen of the reference, each making fresh settings', () => {
    expect(presets).toHaveLength(19);
    expect(new Set(presets.map((p) => p.name)).size).toBe(19);
    for (const p of presets) {
      const a = p.make();
      a.width = -5;
      expect(p.make().width).not.toBe(-5);
    }
  });

  it('every preset generates a valid maze that verifies and round-trips through JSON', () => {
    for (const p of presets) {
      const maze = generate({ ...p.make(), seed: `preset-${p.name}`, maxAttempts: 1 });
      expect(validate(maze.board), p.name).toEqual([]);
      expect(verify(maze).changed, p.name).toBe(false);
      expect(mazeToJson(mazeFromJson(mazeToJson(maze))), p.name).toBe(mazeToJson(maze));
    }
  });
});

describe('tune (Auto)', () => {
  it('makes the reference fixes, one line each', () => {
    const { settings, changes } = tune({
      ...defaultSettings(),
      grid: 'triangle',
      movement: 'roll',
      weave: 5,
      width: 6,
      height: 6,
      keys: 4,
      switches: 2,
      targetDifficulty: 5,
    });
    expect(settings).toMatchObject({
      movement: 'step',
      weave: 0,
      keys: 1,
      switches: 0,
      maxAttempts: 150,
    });
    expect(changes).toHaveLength(4);
    expect(changes).toContain('Keys and switches: 4 and 2 → 1 and 0 (about one per 40 cells).');
    const roll = tune({ ...defaultSettings(), movement: 'roll', players: 2, braid: 0.2 });
    expect(roll.settings).toMatchObject({ braid: 0.6, stateBudget: 2_000_000 });
    const safe = tune({ ...defaultSettings(), movement: 'roll', noSoftLocks: true });
    expect(safe.settings.braid).toBe(0.9);
    expect(tune(defaultSettings()).changes).toEqual([]);
    // Floors and weave fight: the floors stay, the crossings go.
    const tower = tune({ ...defaultSettings(), floors: 3, stairs: 1, weave: 10 });
    expect(tower.settings).toMatchObject({ floors: 3, weave: 0 });
    expect(tower.changes).toEqual([
      'Weave crossings: 10 → 0 (a board of 3 floors does not weave).',
    ]);
    // A 6 × 6 board (36 cells) keeps the one key asked for, and no switch beside it.
    const small = tune({ ...defaultSettings(), width: 6, height: 6, keys: 1, switches: 1 });
    expect(small.settings).toMatchObject({ keys: 1, switches: 0 });
    expect(small.changes).toEqual([
      'Keys and switches: 1 and 1 → 1 and 0 (about one per 40 cells).',
    ]);
    expect(tune({ ...defaultSettings(), width: 6, height: 6, keys: 1 }).changes).toEqual([]);
    // Anything goes in, clamped first (from review: garbage threw a raw TypeError).
    expect(tune({}).settings).toEqual(defaultSettings());
    expect(tune({ width: 0 }).changes).toEqual(['Width: 0 is outside 2–64; used 2.']);
    expect(tune(undefined).changes).toEqual([]);
  });
});
