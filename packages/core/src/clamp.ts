import { describeValue } from './describe.js';

/**
 * A numeric setting put in range, with a note for every change: a value that is not a number
 * takes the default, one outside the range is clamped, and a whole-number setting given a
 * fraction is rounded. Notes read like `"Braid: 3 is outside 0–1; used 1."`, each starting with
 * the setting's name, so every family's notes read alike.
 *
 * @param notes - where each change is told.
 * @param name - the setting's name as users see it (`Braid`, `Min length`).
 * @param value - the setting as given; `undefined` takes `fallback` without a note.
 * @param min - the smallest value allowed.
 * @param max - the largest value allowed.
 * @param fallback - the default.
 * @param whole - round to a whole number (with a note when that changes it).
 * @returns the value to use, in `[min, max]`.
 */
export function clampWithNote(
  notes: string[],
  name: string,
  value: unknown,
  min: number,
  max: number,
  fallback: number,
  whole = false,
): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || Number.isNaN(value)) {
    notes.push(`${name}: ${describeValue(value)} is not a number; used ${fallback}.`);
    return fallback;
  }
  let used = value;
  if (used < min || used > max) {
    used = Math.min(max, Math.max(min, used));
    notes.push(`${name}: ${value} is outside ${min}–${max}; used ${used}.`);
  }
  if (whole && !Number.isInteger(used)) {
    const rounded = Math.round(used);
    notes.push(`${name}: ${used} is not a whole number; used ${rounded}.`);
    used = rounded;
  }
  return used;
}
