/** A numeric setting put in range, with a note when it had to be changed. */
export function clampSetting(
  notes: string[],
  name: string,
  value: number | undefined,
  min: number,
  max: number,
  fallback: number,
): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || Number.isNaN(value)) {
    notes.push(`${name}: ${String(value)} is not a number; used ${fallback}.`);
    return fallback;
  }
  if (value < min || value > max) {
    const used = Math.min(max, Math.max(min, value));
    notes.push(`${name}: ${value} is outside ${min}–${max}; used ${used}.`);
    return used;
  }
  return value;
}
