// The seed of the daily board: one per date, mode and size.
import { NETWALK_LIMITS, NETWALK_MODES, type NetwalkMode } from './board.js';
import { NetwalkError, shown } from './errors.js';

/**
 * The seed of the daily board: everyone who asks for the same calendar day and the same mode
 * and size gets the same seed, so `generateNetwalk({ …, seed: dailySeed(…) })` gives them the
 * same board. The seed reads `netwalk-daily-2026-11-30-torus-13x11`. To use the player's own
 * day rather than UTC's, pass `calendarDay(new Date())` from `@knossos/core` (the local day).
 *
 * @param date - a `Date` (its UTC day is used) or a `YYYY-MM-DD` string (that day as given).
 * @param mode - the mode.
 * @param size - the side of a square board, or `{ width, height }` (a torus needs sides of 3 or
 *   more for a unique board: `generateNetwalk` refuses one 2 wide or high).
 * @returns the seed.
 * @throws {@link NetwalkError} for an invalid date, an unknown mode or a size that is not
 *   whole numbers 2–128.
 */
export function dailySeed(
  date: Date | string,
  mode: NetwalkMode,
  size: number | { readonly width: number; readonly height: number },
  ...extra: unknown[]
): string {
  if (extra.length > 0) {
    throw new NetwalkError(
      'size',
      'size is one number (a square board) or { width, height }, not two numbers',
    );
  }
  let day: string;
  if (date instanceof Date) {
    const year = date.getUTCFullYear();
    if (Number.isNaN(date.getTime()) || year < 1 || year > 9999) {
      throw new NetwalkError('date', 'date must be a valid Date in the years 1–9999');
    }
    day = date.toISOString().slice(0, 10);
  } else if (typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date)) {
    const parsed = new Date(`${date}T00:00:00Z`);
    if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date) {
      throw new NetwalkError('date', `date must be a real calendar day (got "${date}")`);
    }
    day = date;
  } else {
    throw new NetwalkError(
      'date',
      `date must be a Date or a YYYY-MM-DD string (got ${shown(date)})`,
    );
  }
  if (!NETWALK_MODES.includes(mode)) {
    throw new NetwalkError('mode', `mode must be bounded, torus or classic (got ${shown(mode)})`);
  }
  const width = typeof size === 'number' ? size : size?.width;
  const height = typeof size === 'number' ? size : size?.height;
  for (const [field, side] of [
    ['width', width],
    ['height', height],
  ] as const) {
    if (
      !Number.isInteger(side) ||
      side! < NETWALK_LIMITS.minSide ||
      side! > NETWALK_LIMITS.maxSide
    ) {
      throw new NetwalkError(
        field,
        `the board's ${field} must be a whole number 2–128 (got ${shown(typeof size === 'number' ? size : side)})`,
      );
    }
  }
  return `netwalk-daily-${day}-${mode}-${width}x${height}`;
}
