// Calendar days for daily puzzles: the day a player sees, by the local calendar or by UTC.
import { KnossosError } from './errors.js';

/**
 * A date's calendar day as `YYYY-MM-DD`: by the local calendar (the day the player sees on
 * their clock) unless `utc`, then by UTC (the same day for everyone at once).
 *
 * @param date - the moment (default now).
 * @param utc - use the UTC day instead of the local one (default `false`).
 * @throws {@link KnossosError} (field `date`) for an invalid Date or a year outside 1–9999.
 */
export function calendarDay(date: Date = new Date(), utc = false): string {
  const year = utc ? date.getUTCFullYear() : date.getFullYear();
  if (Number.isNaN(date.getTime()) || year < 1 || year > 9999) {
    throw new KnossosError('KNOSSOS_CORE', 'date', 'date must be a valid Date in the years 1–9999');
  }
  const month = (utc ? date.getUTCMonth() : date.getMonth()) + 1;
  const day = utc ? date.getUTCDate() : date.getDate();
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/**
 * Whether a string is a real calendar day written `YYYY-MM-DD` (so `2026-02-30` is not).
 */
export function isCalendarDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (match === null) return false;
  const [y, m, d] = match.slice(1).map(Number) as [number, number, number];
  if (y < 1) return false;
  const at = new Date(Date.UTC(2000, m - 1, d));
  at.setUTCFullYear(y);
  return at.getUTCFullYear() === y && at.getUTCMonth() === m - 1 && at.getUTCDate() === d;
}
