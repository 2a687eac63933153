// What a batch makes in turn: one family's settings, the presets named by `--preset` (of any
// families, repeatable), or the entries of a `--mix` file.

import { readJson } from '@knossos/core';
import { familyNamed } from '@knossos/families';
import { CliError, describeError } from './errors.js';
import { readInput } from './files.js';
import { findPreset, isOf } from './presets.js';

/** Settings for one puzzle of a batch: job `i` uses recipe `i mod n`. */
export interface Recipe {
  /** The family's name. */
  readonly family: string;
  /** The settings, without the seed. */
  readonly settings: Record<string, unknown>;
  /** The preset they start from, if any. */
  readonly preset?: string;
}

/** The `--preset` flag's values, as many as given. */
export function collectPresets(value: string, previous: string[] | undefined): string[] {
  return [...(previous ?? []), value];
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The entries of a `--mix` file: a JSON list of `{ family, preset?, settings? }`.
 *
 * @throws {@link CliError} naming `--mix`, the file and the entry at fault.
 */
export function readMix(file: string): Recipe[] {
  let value: unknown;
  try {
    value = readJson(readInput(file, 'utf8'));
  } catch (error) {
    throw new CliError(`--mix: ${describeError(error, file)}`);
  }
  if (!Array.isArray(value)) {
    throw new CliError(`--mix: ${file} must hold a JSON list of { family, preset?, settings? }`);
  }
  if (value.length === 0)
    throw new CliError(`--mix: ${file} holds an empty list; name at least one entry`);
  return value.map((entry, i): Recipe => {
    const at = `--mix: ${file}: entry ${i + 1}`;
    const named = isRecord(entry) ? entry.family : undefined;
    if (!isRecord(entry) || typeof named !== 'string') {
      throw new CliError(`${at} must be an object with a "family"`);
    }
    let name: string;
    try {
      name = familyNamed(named).name;
    } catch (error) {
      throw new CliError(`${at}: ${describeError(error)}`);
    }
    if (entry.preset !== undefined && typeof entry.preset !== 'string') {
      throw new CliError(`${at}: "preset" must be a preset's name`);
    }
    if (entry.settings !== undefined && !isRecord(entry.settings)) {
      throw new CliError(`${at}: "settings" must be an object`);
    }
    const preset = entry.preset === undefined ? null : findPreset(entry.preset, name);
    if (preset !== null && !isOf(preset, name)) {
      throw new CliError(`${at}: "${preset.name}" is a ${preset.family} preset, not ${name}`);
    }
    const { seed: _seed, ...settings } = (entry.settings ?? {}) as Record<string, unknown>;
    return {
      family: name,
      settings: { ...(preset?.make() ?? {}), ...settings },
      ...(preset === null ? {} : { preset: preset.name }),
    };
  });
}

/**
 * The recipes of a command: the `--mix` file's entries, else the `--preset`s (the family's own
 * first, then any family's), else one of `familyName` alone. `own` (the family's flags) goes
 * over every recipe of that family.
 */
export function recipesOf(
  flags: { preset?: readonly string[] | string; mix?: string },
  familyName: string,
  own: Readonly<Record<string, unknown>> = {},
  base: Readonly<Record<string, unknown>> = {},
): Recipe[] {
  const presets =
    flags.preset === undefined
      ? []
      : typeof flags.preset === 'string'
        ? [flags.preset]
        : flags.preset;
  if (flags.mix !== undefined && presets.length > 0) {
    throw new CliError('--mix: give either --mix or --preset, not both');
  }
  const recipes: Recipe[] =
    flags.mix !== undefined
      ? readMix(flags.mix)
      : presets.length > 0
        ? presets.map((name) => {
            const preset = findPreset(name, familyName);
            return { family: preset.family, settings: preset.make(), preset: preset.name };
          })
        : [{ family: familyName, settings: { ...base } }];
  return recipes.map((r) =>
    isOf(r, familyName) ? { ...r, settings: { ...r.settings, ...own } } : r,
  );
}
