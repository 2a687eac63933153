// The families as the studio shows them. Every rule (settings and their ranges, presets, making,
// proving, pictures, files) comes from each family's own object, the `PuzzleFamily` contract of
// @knossos/core, as @knossos/families lists them; nothing here knows one family from another.
import type { SettingSpec } from '@knossos/core';
import { type AnyFamily, FAMILIES, familyNamed, type Held } from '@knossos/families';

export { type AnyFamily, FAMILIES, familyNamed, type Held };

/**
 * Whether a setting is one the studio asks for with its own control rather than in the form: the
 * seed (the Seed field and its Random toggle) and a stars target (the Stars control, passed to
 * verified generation as `stars`).
 */
export function isStudioControl(spec: SettingSpec): boolean {
  return spec.name === 'seed' || spec.unit === 'stars';
}

/** The rows of a family's settings form, in its table's order, without the studio's controls. */
export function formRows(family: AnyFamily): readonly SettingSpec[] {
  return family.settings.filter((spec) => !isStudioControl(spec));
}

/** Settings without the fields of the studio's own controls (the seed and the stars target). */
export function withoutControls(
  family: AnyFamily,
  settings: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const controls = new Set(family.settings.filter(isStudioControl).map((s) => s.name));
  controls.add('seed');
  return Object.fromEntries(Object.entries(settings).filter(([name]) => !controls.has(name)));
}

/** The settings a family's form starts with: its defaults, without the studio's controls. */
export function initialSettings(family: AnyFamily): Record<string, unknown> {
  return withoutControls(family, family.defaultSettings());
}

/** What a preset gives the form: its settings, and its stars target when it sets one. */
export interface PresetChoice {
  /** The family's defaults with the preset's settings on top, without the studio's controls. */
  readonly settings: Record<string, unknown>;
  /** The stars target the preset sets (0 for any), or `null` when it sets none. */
  readonly stars: number | null;
}

/** The preset of a family by its name, or `undefined` for a name it has no preset of. */
export function presetOf(family: AnyFamily, name: string): PresetChoice | undefined {
  const preset = family.presets.find((p) => p.name === name);
  if (preset === undefined) return undefined;
  const given = preset.settings as Readonly<Record<string, unknown>>;
  const target = family.settings.find(
    (s) => s.unit === 'stars' && typeof given[s.name] === 'number',
  );
  return {
    settings: withoutControls(family, { ...family.defaultSettings(), ...given }),
    stars: target === undefined ? null : (given[target.name] as number),
  };
}

/** A puzzle's name in headings: its family and seed (`Maze · t-0`, `Flow · imported`). */
export function titleOf(held: Held): string {
  const seed = held.family.seedOf(held.puzzle);
  return `${held.family.title} · ${seed === '' ? 'imported' : seed}`;
}

/** A puzzle's one line, as its family sums it up (size, seed, stars, verdict). */
export function summaryOf(held: Held): string {
  return held.family.summary(held.puzzle);
}

/**
 * The settings a form holds, as a request to the family: rows of a `lines` setting without the
 * blank ones (the box keeps them while typing).
 */
export function requestOf(
  family: AnyFamily,
  values: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const request = { ...values };
  for (const spec of family.settings) {
    const rows = request[spec.name];
    if (spec.kind === 'lines' && Array.isArray(rows)) {
      request[spec.name] = rows.filter((row) => typeof row !== 'string' || row.trim() !== '');
    }
  }
  return request;
}
