// The studio's view of the families without a browser: the form's rows come from each family's
// table and apply as it says, presets and initial settings fit their rows, and one formatter
// shows every family's verdict.
import { type SettingSpec, settingApplies, type Verdict } from '@knossos/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FAMILIES,
  familyNamed,
  formRows,
  initialSettings,
  presetOf,
  requestOf,
  titleOf,
} from '../src/families/index.js';
import { fieldWords, ratingFacts, shownOf, verdictFacts } from '../src/families/verdict.js';
import { onePerFamily } from './fixtures.test-util.js';

/** Why a value does not fit a row, or `null` when it does. */
function misfit(spec: SettingSpec, value: unknown): string | null {
  if (value === undefined || value === null) {
    return spec.optional || spec.default === null ? null : `${spec.name}: missing`;
  }
  switch (spec.kind) {
    case 'integer':
    case 'number':
      return typeof value === 'number' && value >= spec.min! && value <= spec.max!
        ? null
        : `${spec.name}: ${String(value)} is not ${spec.min}–${spec.max}`;
    case 'choice':
      return spec.choices!.includes(value as string) ? null : `${spec.name}: ${String(value)}`;
    case 'switch':
      return typeof value === 'boolean' ? null : `${spec.name}: not on or off`;
    case 'text':
      return typeof value === 'string' ? null : `${spec.name}: not text`;
    case 'lines':
      return Array.isArray(value) ? null : `${spec.name}: not a list of rows`;
  }
}

describe('the settings form of each family', () => {
  it('has one row per setting of its table, leaving out the seed and the stars target', () => {
    for (const family of FAMILIES) {
      const names = formRows(family).map((s) => s.name);
      expect(new Set(names).size, family.name).toBe(names.length);
      expect(names, family.name).not.toContain('seed');
      for (const spec of family.settings) {
        const shown = names.includes(spec.name);
        expect(shown, `${family.name}.${spec.name}`).toBe(
          spec.name !== 'seed' && spec.unit !== 'stars',
        );
      }
    }
  });

  it('starts, and applies every preset, with each value as its row allows and in range', () => {
    for (const family of FAMILIES) {
      const starts = [
        initialSettings(family),
        ...family.presets.map((p) => presetOf(family, p.name)!.settings),
      ];
      for (const settings of starts) {
        expect('seed' in settings, family.name).toBe(false);
        const wrong = formRows(family)
          .map((spec) => misfit(spec, settings[spec.name]))
          .filter((why) => why !== null);
        expect(wrong, family.name).toEqual([]);
        expect(family.clampSettings(settings).notes, family.name).toEqual([]);
      }
      expect(presetOf(family, 'no such preset')).toBeUndefined();
    }
  });

  it("takes a preset's stars target for the Stars control, and keeps it where it sets none", () => {
    for (const family of FAMILIES) {
      const target = family.settings.find((s) => s.unit === 'stars');
      for (const preset of family.presets) {
        const given = (preset.settings as Record<string, unknown>)[target?.name ?? ''];
        const stars = presetOf(family, preset.name)!.stars;
        expect(stars, `${family.name}/${preset.name}`).toBe(
          typeof given === 'number' ? given : null,
        );
        expect(stars === null || (stars >= 0 && stars <= 5)).toBe(true);
      }
    }
    const maze = familyNamed('maze');
    expect(maze.presets.some((p) => (presetOf(maze, p.name)!.stars ?? 0) > 0)).toBe(true);
  });

  it('shows a row only where its table says it applies (Rings only on circular boards)', () => {
    const maze = familyNamed('maze');
    const shown = (grid: string) =>
      formRows(maze)
        .filter((spec) => settingApplies(spec, { ...initialSettings(maze), grid }))
        .map((s) => s.name);
    expect(shown('circular')).toContain('rings');
    expect(shown('circular')).not.toContain('width');
    expect(shown('square')).not.toContain('rings');
    expect(shown('square')).toContain('width');
  });

  it('sends rows of text without the blank ones', () => {
    for (const family of FAMILIES) {
      const lines = family.settings.filter((s) => s.kind === 'lines');
      for (const spec of lines) {
        const request = requestOf(family, { [spec.name]: ['##', '', '  ', '#.'] });
        expect(request[spec.name]).toEqual(['##', '#.']);
      }
    }
  });
});

const verdicts = fc.record({
  solvable: fc.boolean(),
  par: fc.option(fc.nat({ max: 10_000 })),
  optimalCount: fc.option(fc.nat({ max: 1000 })),
  countComplete: fc.boolean(),
  unique: fc.boolean(),
  canGetStuck: fc.option(fc.boolean()),
  stars: fc.integer({ min: 0, max: 5 }),
  score: fc.option(fc.double({ min: 0, max: 1e4, noNaN: true })),
  timedOut: fc.boolean(),
  notes: fc.array(fc.string(), { maxLength: 2 }),
}) as fc.Arbitrary<Verdict>;

describe('the verdict, for every family alike', () => {
  it('shows each field of the shared verdict in one fixed order', () => {
    fc.assert(
      fc.property(verdicts, (v) => {
        const facts = Object.fromEntries(verdictFacts(v));
        expect(Object.keys(facts)).toEqual([
          'Solvable',
          'Proven',
          'Par',
          'Best solutions',
          'Unique',
          'Can get stuck',
          'Stars',
          'Score',
        ]);
        expect(facts.Solvable === 'not proven').toBe(!v.solvable && v.timedOut);
        expect(facts.Proven === 'yes').toBe(!v.timedOut);
        expect(facts.Par === '—').toBe(v.par === null);
        expect(facts['Best solutions']!.endsWith('+')).toBe(
          v.optimalCount !== null && !v.countComplete,
        );
        expect(facts['Can get stuck'] === '—').toBe(v.canGetStuck === null);
        expect(facts.Stars === 'unrated').toBe(v.stars === 0);
      }),
    );
  });

  it("shows a puzzle's verdict, rating and notes as its family has them", async () => {
    for (const held of await onePerFamily('shown')) {
      const shown = shownOf(held);
      const verdict = held.family.verdict(held.puzzle);
      expect(shown.facts).toEqual(verdictFacts(verdict));
      expect(shown.notes).toEqual(expect.arrayContaining([...verdict.notes]));
      expect(shown.stuck).toBe(verdict.canGetStuck === true);
      expect(titleOf(held)).toBe(`${held.family.title} · ${held.family.seedOf(held.puzzle)}`);
    }
  });

  it('words the flat fields of a rating and leaves the rest out', () => {
    expect(fieldWords('realDecisions')).toBe('Real decisions');
    expect(
      ratingFacts({ realDecisions: 3, hardestRule: 'dead-ends', deep: { a: 1 }, score: 5 }),
    ).toEqual([
      ['Real decisions', '3'],
      ['Hardest rule', 'dead-ends'],
    ]);
    expect(ratingFacts(null)).toEqual([]);
  });
});
