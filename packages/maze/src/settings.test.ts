import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CHOICE_SETTINGS,
  clampSettings,
  defaultSettings,
  NUMBER_SETTINGS,
  SWITCH_SETTINGS,
} from './index.js';

/**
 * Every setting of the result is in its range, of its kind. What is not is collected and asserted
 * once: a vitest expect costs tens of µs, and this runs 130 checks on each of 500 inputs.
 */
function inRange(settings: Record<string, unknown>): void {
  const wrong: string[] = [];
  const kind = (v: unknown) => (typeof v === 'number' ? v : typeof v);
  for (const [key, s] of Object.entries(NUMBER_SETTINGS)) {
    const v = settings[key];
    if (
      typeof v !== 'number' ||
      !(v >= s.min) ||
      !(v <= s.max) ||
      (s.whole && !Number.isInteger(v))
    )
      wrong.push(`${key}: ${kind(v)} is not in ${s.min}–${s.max}${s.whole ? ', whole' : ''}`);
  }
  if (![0, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].includes(settings.firstRing as number))
    wrong.push(`firstRing: ${kind(settings.firstRing)}`);
  for (const [key, s] of Object.entries(CHOICE_SETTINGS)) {
    if (!(s.choices as readonly unknown[]).includes(settings[key]))
      wrong.push(`${key}: ${kind(settings[key])} is not one of its choices`);
  }
  for (const key of Object.keys(SWITCH_SETTINGS))
    if (typeof settings[key] !== 'boolean') wrong.push(`${key}: a ${typeof settings[key]}`);
  for (const key of ['seed', 'shapeText'])
    if (typeof settings[key] !== 'string') wrong.push(`${key}: a ${typeof settings[key]}`);
  if (!Array.isArray(settings.shapeMask)) wrong.push('shapeMask: not an array');
  expect(wrong).toEqual([]);
}

describe('clampSettings', () => {
  it('gives the defaults, with no notes, for nothing', () => {
    for (const input of [undefined, null, {}]) {
      const { settings, notes } = clampSettings(input);
      expect(settings).toEqual(defaultSettings());
      expect(notes).toEqual([]);
    }
  });

  it('never throws and always gives settings in range, whatever it is given', () => {
    const keys = [
      ...Object.keys(NUMBER_SETTINGS),
      ...Object.keys(CHOICE_SETTINGS),
      ...Object.keys(SWITCH_SETTINGS),
      'seed',
      'shapeText',
      'shapeMask',
      'somethingElse',
    ];
    fc.assert(
      fc.property(
        fc.oneof(fc.anything(), fc.dictionary(fc.constantFrom(...keys), fc.anything())),
        (input) => {
          const before = JSON.stringify(input);
          const { settings, notes } = clampSettings(input);
          inRange(settings as unknown as Record<string, unknown>);
          expect(notes.every((note) => /^[A-Z][^:]*: /.test(note))).toBe(true);
          expect(JSON.stringify(input)).toBe(before); // the input is never changed
        },
      ),
      { numRuns: 500 },
    );
  });

  it('keeps every value already in range, without a note', () => {
    fc.assert(
      fc.property(
        fc.record({
          width: fc.integer({ min: 2, max: 64 }),
          braid: fc.double({ min: 0, max: 1, noNaN: true }),
          holes: fc.double({ min: 0, max: 0.35, noNaN: true }),
          grid: fc.constantFrom(...CHOICE_SETTINGS.grid.choices),
          algorithm: fc.constantFrom(...CHOICE_SETTINGS.algorithm.choices),
          sharedGoal: fc.boolean(),
          seed: fc.string({ maxLength: 30 }),
        }),
        (input) => {
          const { settings, notes } = clampSettings(input);
          expect(notes).toEqual([]);
          expect(settings).toMatchObject(input);
        },
      ),
    );
  });

  it('says what it changed, naming the setting (golden)', () => {
    const { settings, notes } = clampSettings({
      braid: 3,
      width: 100.4,
      keys: 2.5,
      firstRing: 2,
      grid: 'octagon',
      openBorder: 'yes',
      loops: Number.NaN,
      seed: 'x'.repeat(250),
    });
    expect(settings).toMatchObject({
      braid: 1,
      width: 64,
      keys: 3,
      firstRing: 3,
      grid: 'square',
      openBorder: false,
      loops: 0,
    });
    expect(settings.seed).toHaveLength(200);
    expect(notes).toEqual([
      'Width: 100.4 is outside 2–64; used 64.',
      'Braid: 3 is outside 0–1; used 1.',
      'Extra loops: NaN is not a number; used 0.',
      'Keys: 2.5 is not a whole number; used 3.',
      'First ring cells: 2 is neither 0 (automatic) nor 3–12; used 3.',
      'Grid: "octagon" is not one of square, hex, triangle, circular; used square.',
      'Open border: "yes" is not on or off; used off.',
      'Seed: longer than 200 characters; cut to 200.',
    ]);
  });

  it('refuses something that is not a settings object, with one note', () => {
    const { settings, notes } = clampSettings([1, 2]);
    expect(settings).toEqual(defaultSettings());
    expect(notes).toEqual([
      'Settings: expected an object of settings (got a list); used the defaults.',
    ]);
  });
});
