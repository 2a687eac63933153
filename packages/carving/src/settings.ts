import { clampWithNote } from '@knossos/core';

/**
 * A numeric setting put in range, with a note for every change (`clampWithNote` of
 * `@knossos/core`, under the name the maze layers know): a value that is not a number
 * takes the default, one outside the range is clamped, and a whole-number setting given a
 * fraction is rounded. Notes read like `"Braid: 3 is outside 0–1; used 1."`. The maze layers
 * above carving (gimmick placement, the maze settings) clamp their settings with it too, so
 * every note in a maze reads the same way.
 *
 * @param notes - where each change is told, as a sentence starting with `name`.
 * @param value - the setting as given; `undefined` takes `fallback` without a note.
 * @param whole - round to a whole number (with a note when that changes it).
 * @returns the value to use, in `[min, max]`.
 */
export function clampSetting(
  notes: string[],
  name: string,
  value: number | undefined,
  min: number,
  max: number,
  fallback: number,
  whole = false,
): number {
  return clampWithNote(notes, name, value, min, max, fallback, whole);
}
