import { type SettingSpec, settingApplies } from '@knossos/core';
import { BUILTIN_SHAPES } from '@knossos/topology';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clampFlowSettings,
  defaultFlowSettings,
  FLOW_PRESETS,
  FLOW_SETTINGS,
  generateFlow,
} from './index.js';

const spec = (name: string): SettingSpec => FLOW_SETTINGS.find((s) => s.name === name)!;

describe('the settings table', () => {
  it('clamps every setting into its range, with a note naming each change', () => {
    const { settings, notes } = clampFlowSettings({
      width: 99,
      height: 2,
      grid: 'tri',
      colors: 'many',
      minLen: 3.4,
      unique: 'yes',
      method: 'sat',
      stars: 9,
      seed: 12,
    });
    expect(settings).toMatchObject({ width: 40, height: 5, grid: 'square', minLen: 3 });
    expect(settings).toMatchObject({ unique: true, method: 'constructive', stars: 5, seed: '12' });
    // A default that depends on the board follows the clamped board (40 × 5: side 23, so
    // round(0.92 · 23) = 21 colours, the share running from 0.8 at side 20 to 1.2 at 30); the
    // optional settings not given stay out, to follow the board.
    expect(settings.colors).toBe(21);
    expect('maxLen' in settings || 'shape' in settings).toBe(false);
    expect(settings).toMatchObject({ windiness: 0.24, bridges: 0, checkLoose: true });
    expect(notes).toEqual([
      'Grid: tri is not a Flow grid; used square.',
      'Width: 99 is outside 5–40; used 40.',
      'Height: 2 is outside 5–40; used 5.',
      'Colors: "many" is not a number; used 21.',
      'Min length: 3.4 is not a whole number; used 3.',
      'Unique: "yes" is not on or off; used on.',
      'Method: sat is not a method; used constructive.',
      'Stars: 9 is outside 0–5; used 5.',
    ]);
    expect(clampFlowSettings('7x7').notes).toEqual([
      'Settings: "7x7" is not an object; used the defaults.',
    ]);
  });

  it('puts any request in the ranges of the table, and a clamped request clamps unchanged', () => {
    const value = fc.oneof(
      fc.integer({ min: -100, max: 2000 }),
      fc.double(),
      fc.string(),
      fc.boolean(),
    );
    const request = fc.record(
      Object.fromEntries(FLOW_SETTINGS.map((s) => [s.name, value])) as Record<string, typeof value>,
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(request, (input) => {
        const { settings } = clampFlowSettings(input);
        const record = settings as Record<string, unknown>;
        for (const s of FLOW_SETTINGS) {
          const v = record[s.name];
          // A shape that is none of the shapes is left out (the full board), with a note.
          if (s.name !== 'shape') {
            expect(v === undefined, s.name).toBe(
              s.optional === true && input[s.name] === undefined,
            );
          }
          if (v === undefined) continue;
          if (s.kind === 'integer' || s.kind === 'number') {
            expect(Number.isInteger(v) || s.kind === 'number', s.name).toBe(true);
            expect(v as number).toBeGreaterThanOrEqual(s.min!);
            expect(v as number).toBeLessThanOrEqual(s.max!);
          } else if (s.kind === 'choice') expect(s.choices).toContain(v);
          else if (s.kind === 'text') expect(BUILTIN_SHAPES as readonly unknown[]).toContain(v);
          else expect(typeof v).toBe('boolean');
        }
        const cells = settings.width! * settings.height!;
        const side = Math.round((settings.width! + settings.height!) / 2);
        expect(settings.colors ?? 2).toBeLessThanOrEqual(Math.min(2 * side, cells / 3));
        expect(settings.colors ?? side).toBeGreaterThanOrEqual(Math.ceil(side / 2));
        expect(settings.maxLen ?? cells).toBeGreaterThanOrEqual(2 * settings.minLen! - 1);
        expect(settings.maxLen ?? cells).toBeLessThanOrEqual(cells);
        expect(clampFlowSettings(settings)).toEqual({ settings, notes: [] });
      }),
      { numRuns: 200 },
    );
  });

  it('holds the ranges generateFlow clamps with', () => {
    const [width, minLen] = [spec('width'), spec('minLen')];
    const asked = { width: width.max! + 1, height: width.min! - 1, minLen: minLen.min! - 1 };
    const level = generateFlow({ ...asked, unique: false });
    expect([level.width, level.height]).toEqual([width.max, width.min]);
    const { settings, notes } = clampFlowSettings(asked);
    expect(settings.minLen).toBe(minLen.min);
    expect(notes).toHaveLength(3);
    for (const note of notes) expect(level.notes).toContain(note);
  });

  it('has defaults in range, a default preset first, and presets that clamp without notes', () => {
    const defaults = defaultFlowSettings();
    expect(clampFlowSettings(defaults).notes).toEqual([]);
    expect(defaults).toMatchObject({ width: 7, height: 7, grid: 'square', stars: 0 });
    expect(settingApplies(spec('checkLoose'), { ...defaults, unique: false })).toBe(false);
    expect(FLOW_PRESETS.map((p) => p.name)).toEqual([
      'Flow/Classic 7×7',
      'Flow/Starter 5×5',
      'Flow/Hex 8×8',
      'Flow/Large 14×14',
    ]);
    expect(clampFlowSettings(FLOW_PRESETS[0]!.settings).settings).toEqual(defaults);
    for (const preset of FLOW_PRESETS) expect(clampFlowSettings(preset.settings).notes).toEqual([]);
  });
});
