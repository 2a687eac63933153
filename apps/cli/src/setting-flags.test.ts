// The flags a settings table makes give the settings back: every value of every row, for every
// family (a switch named noSomething turned round included).
import type { SettingSpec } from '@knossos/core';
import { FAMILIES } from '@knossos/families';
import { Command } from 'commander';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addSettingFlags, settingsFrom } from './setting-flags.js';

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** A value of a row and the arguments that ask for it, for the kinds a command line gives. */
function askFor(spec: SettingSpec): fc.Arbitrary<[unknown, string[]]> | null {
  const flag = `--${kebab(spec.name)}`;
  switch (spec.kind) {
    case 'integer':
      return fc.integer({ min: spec.min!, max: spec.max! }).map((n) => [n, [flag, String(n)]]);
    case 'number':
      return fc
        .double({ min: spec.min!, max: spec.max!, noNaN: true, noDefaultInfinity: true })
        .map((n) => [n === 0 ? 0 : n, [flag, String(n)]]);
    case 'choice':
      return fc.constantFrom(...spec.choices!).map((c) => [c, [flag, c]]);
    case 'switch': {
      const round = /^no([A-Z].*)$/.exec(spec.name);
      const positive =
        round === null
          ? flag
          : `--${kebab(round[1]!.charAt(0).toLowerCase() + round[1]!.slice(1))}`;
      const negative = `--no-${positive.slice(2)}`;
      // A noSomething switch is on when --no-something is given.
      return fc.boolean().map((on) => [on, [(round === null) === on ? positive : negative]]);
    }
    case 'text':
      return fc.stringMatching(/^[A-Z]{1,8}$/).map((t) => [t, [flag, t]]);
    default:
      return null;
  }
}

describe('flags from a settings table', () => {
  for (const family of FAMILIES) {
    const rows = family.settings.filter((s) => s.name !== 'seed' && s.name !== 'stars');
    it(`${family.name}: every setting has a flag, and the flags give the values back`, () => {
      const command = addSettingFlags(new Command(family.name).exitOverride(), family);
      const names = command.options.map((o) => o.long);
      for (const spec of rows) {
        expect(
          names.some((n) => n?.endsWith(kebab(spec.name).replace(/^no-/, ''))),
          spec.name,
        ).toBe(true);
      }
      const arbitraries = rows.flatMap((spec) => {
        const v = askFor(spec);
        return v === null ? [] : [v.map(([value, args]) => ({ name: spec.name, value, args }))];
      });
      fc.assert(
        fc.property(
          fc
            .subarray(arbitraries.map((_, i) => i))
            .chain((picked) => fc.tuple(...picked.map((i) => arbitraries[i]!))),
          (asked) => {
            const parsed = addSettingFlags(new Command(family.name).exitOverride(), family);
            parsed.parse(
              asked.flatMap((a) => a.args),
              { from: 'user' },
            );
            const settings = settingsFrom(family, parsed.opts());
            expect(settings).toEqual(Object.fromEntries(asked.map((a) => [a.name, a.value])));
          },
        ),
        { numRuns: 50 },
      );
    });
  }
});
