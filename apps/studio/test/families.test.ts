// The family adapters without a browser: each one's form, presets and initial settings fit
// together, and each answers for its own puzzles (JSON, cells in words, solution steps).
import { describe, expect, it } from 'vitest';
import { familyOf, type StudioSetting } from '../src/families/index.js';
import { FAMILIES } from '../src/puzzle.js';

/** Why a value does not fit a form row, or `null` when it does (as the form would show it). */
function misfit(row: StudioSetting, value: unknown): string | null {
  switch (row.kind) {
    case 'number':
      if (value === undefined) return row.optional ? null : `${row.name}: missing`;
      return typeof value === 'number' && value >= row.min && value <= row.max
        ? null
        : `${row.name}: ${String(value)} is not ${row.min}–${row.max}`;
    case 'choice': {
      const shown = value ?? row.default;
      return row.choices.includes(shown as string) ? null : `${row.name}: ${String(shown)}`;
    }
    case 'switch':
      return value === undefined || typeof value === 'boolean' ? null : `${row.name}: not on/off`;
    case 'text':
      return typeof value === 'string' && value.length <= row.size ? null : `${row.name}: text`;
    case 'lines':
      return Array.isArray(value) ? null : `${row.name}: not a list of rows`;
  }
}

describe('the family adapters', () => {
  it('each name their own family, with one form row per setting', () => {
    for (const family of FAMILIES) {
      const adapter = familyOf(family);
      expect(adapter.name).toBe(family);
      const names = adapter.settings.map((row) => row.name);
      expect(new Set(names).size, family).toBe(names.length);
      expect(adapter.presets.length, family).toBeGreaterThan(0);
    }
  });

  it('start, and apply every preset, with each setting as its form row allows', () => {
    for (const family of FAMILIES) {
      const adapter = familyOf(family);
      const starts = [
        adapter.initialSettings(),
        ...adapter.presets.map((p) => ({ ...adapter.initialSettings(), ...p.settings })),
      ];
      for (const settings of starts) {
        expect('seed' in settings, family).toBe(false);
        const wrong = adapter.settings
          .map((row) => misfit(row, settings[row.name]))
          .filter((why) => why !== null);
        expect(wrong, family).toEqual([]);
      }
    }
  });

  it('make puzzles of their own family that read back, with every cell in words', async () => {
    for (const family of FAMILIES) {
      const adapter = familyOf(family);
      const small = { ...adapter.initialSettings(), width: 5, height: 5 };
      const puzzle = await adapter.generate(small, 'adapter');
      expect(puzzle.family).toBe(family);
      const json = adapter.toJson(puzzle);
      expect(adapter.toJson(adapter.fromJson(json))).toBe(json);
      const cells = adapter.topologyOf(puzzle).cellCount;
      expect(cells).toBe(25);
      for (const style of ['as-shown', 'answer-key'] as const) {
        for (let cell = 0; cell < cells; cell++) {
          expect(adapter.describeCell(puzzle, cell, { style })).toMatch(/\S/);
        }
      }
      expect(adapter.floorsOf(puzzle)).toBe(1);
    }
  });

  it("steps through a maze's best solution, one step per move after the start", async () => {
    const maze = familyOf('maze');
    const puzzle = await maze.generate({ ...maze.initialSettings(), width: 6, height: 5 }, 'st');
    const steps = maze.stepsOf(puzzle);
    expect(steps[0]?.text).toBe('Start.');
    expect(steps.length - 1).toBe(puzzle.data.verdict.par);
    for (const step of steps) expect(step.view.mazePlay).toBeDefined();
    // The other families have no stored moves to step through.
    const flow = familyOf('flow');
    const level = await flow.generate({ ...flow.initialSettings(), width: 5, height: 5 }, 'st');
    expect(flow.stepsOf(level)).toEqual([]);
  });

  it('keep a made Flow level its seed and notes beside its JSON, and drop ill-typed extras', async () => {
    const flow = familyOf('flow');
    const made = await flow.generate({ width: 5, height: 5, colors: 40 }, 'beside');
    const extras = flow.packExtras!(made);
    expect(extras.seed).toBe('beside');
    const back = flow.withPackExtras!(flow.fromJson(flow.toJson(made)), extras);
    expect(flow.packExtras!(back)).toEqual(extras);
    const loaded = flow.fromJson(flow.toJson(made));
    expect(flow.withPackExtras!(loaded, { seed: 7, notes: ['x'] })).toBe(loaded);
    const mixed = flow.withPackExtras!(loaded, { seed: 's', notes: ['kept', 3], unique: 'yes' });
    expect(flow.packExtras!(mixed)).toEqual({ seed: 's', notes: ['kept'], unique: false });
  });
});
