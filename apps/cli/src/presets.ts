// The presets of every family, as the families name them: `--preset` finds one by name, and the
// main job starts from each family's first.

import { type AnyFamily, FAMILIES } from '@knossos/families';
import { CliError } from './errors.js';

/** A named starting point for a family's settings. */
export interface CliPreset {
  /** As the family names it, e.g. `'Flow/Classic 7×7'`. */
  readonly name: string;
  /** The family's name. */
  readonly family: string;
  /** One sentence. */
  readonly description: string;
  /** Fresh settings (no seed). */
  make(): Record<string, unknown>;
}

function presetOf(family: AnyFamily, preset: AnyFamily['presets'][number]): CliPreset {
  return {
    name: preset.name,
    family: family.name,
    description: preset.description,
    make: () => {
      const { seed: _seed, ...settings } = structuredClone(preset.settings) as Record<
        string,
        unknown
      >;
      return settings;
    },
  };
}

/** Every preset, family by family, each family's default first. */
export const PRESETS: readonly CliPreset[] = FAMILIES.flatMap((family) =>
  family.presets.map((preset) => presetOf(family, preset)),
);

/** The presets of a family, by its name, its default first. */
export function presetsOf(familyName: string): CliPreset[] {
  return PRESETS.filter((p) => isOf(p, familyName));
}

/** Whether a preset (or a recipe) is of the family named. */
export function isOf(item: { readonly family: string }, familyName: string): boolean {
  return item.family.toLowerCase() === familyName.toLowerCase();
}

/** The preset the main job uses for a family: its first. */
export function mainPreset(family: AnyFamily): CliPreset {
  const first = family.presets[0];
  if (first === undefined)
    return { name: '', family: family.name, description: '', make: () => ({}) };
  return presetOf(family, first);
}

const norm = (s: string) => s.toLowerCase().replace(/×/g, 'x').replace(/\s+/g, ' ').trim();

/**
 * A preset by name (case and spacing ignored; `×` may be written `x`): the family's own first,
 * then any family's (for a mix).
 *
 * @throws {@link CliError} naming the family's presets when no family has one by that name.
 */
export function findPreset(name: string, familyName?: string): CliPreset {
  const own = familyName === undefined ? [...PRESETS] : presetsOf(familyName);
  const found =
    own.find((p) => norm(p.name) === norm(name)) ??
    PRESETS.find((p) => norm(p.name) === norm(name));
  if (found === undefined) {
    throw new CliError(
      `--preset: no ${familyName === undefined ? '' : `${familyName} `}preset "${name}"; try one of: ${own.map((p) => `"${p.name}"`).join(', ')}`,
    );
  }
  return found;
}
