// The daily puzzle of each family: one request per local date, the same for everyone on that
// date (its seed and settings come from the date alone).
import { flowFamily } from '@knossos/flow';
import { dailySeed, netwalkFamily } from '@knossos/netwalk';
import type { EndlessRequest } from '../worker/endless.js';
import { MAZE_MODES } from './modes.js';

/**
 * A date as `YYYY-MM-DD`, by the local calendar (the day the player sees): the one helper the
 * game uses for "today" (the Daily tab's date, and the day {@link dailyRequest} asks for).
 * @throws Error for an invalid Date.
 */
export function localDay(date: Date = new Date()): string {
  if (Number.isNaN(date.getTime())) throw new Error('daily: the date is not a valid Date');
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A `YYYY-MM-DD` day, checked to be a real calendar day. */
function checkedDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const [y, m, d] = (match?.slice(1) ?? []).map(Number);
  if (match === null || localDay(new Date(y!, m! - 1, d!)) !== day) {
    throw new Error(`daily: "${day}" is not a YYYY-MM-DD day`);
  }
  return day;
}

/** Days from 1970-01-01 to a `YYYY-MM-DD` day (whole, ≥ 0 after 1970). */
function dayNumber(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return Math.round(Date.UTC(y, m - 1, d) / 86_400_000);
}

/**
 * The stars of the daily puzzle by weekday, rising through the week: Monday 1★, Tuesday 2★,
 * Wednesday and Thursday 3★, Friday and Saturday 4★, Sunday 5★.
 */
export function dailyStars(day: string): 1 | 2 | 3 | 4 | 5 {
  // 1970-01-01 was a Thursday: day 0 → index 3 of Monday-first weeks.
  const weekday = (dayNumber(day) + 3) % 7;
  return ([1, 2, 3, 3, 4, 4, 5] as const)[weekday]!;
}

/**
 * The daily puzzle's request for a family on a local date: everyone asking on the same date
 * gets the same request, so the same puzzle. Mazes go through the modes and their grids day by
 * day; Flow and Netwalk take the family's `starSettings` size for the day's stars, which reaches
 * them bounded and torus (test/endless-sizes.test.ts; Netwalk is a torus on odd days), Netwalk's
 * seed its `dailySeed`.
 *
 * @param family - `'maze'`, `'flow'` or `'netwalk'`.
 * @param date - the date (default now), its local calendar day counting; or that day itself as
 *   `YYYY-MM-DD` (a {@link localDay}), so that a screen showing a date asks for that same day.
 * @throws Error for an invalid Date or a string that is not a `YYYY-MM-DD` day.
 */
export function dailyRequest(
  family: 'maze' | 'flow' | 'netwalk',
  date: Date | string = new Date(),
): EndlessRequest {
  const day = typeof date === 'string' ? checkedDay(date) : localDay(date);
  const n = dayNumber(day);
  const stars = dailyStars(day);
  if (family === 'maze') {
    const mode = MAZE_MODES[n % MAZE_MODES.length]!;
    const grid = mode.grids[Math.floor(n / MAZE_MODES.length) % mode.grids.length]!;
    return { family, mode: mode.id, grid, stars, seed: `maze-daily-${day}-${mode.id}-${grid}` };
  }
  if (family === 'flow') {
    const { width = 9, height = 9 } = flowFamily.starSettings(stars);
    return { family, stars, width, height, seed: `flow-daily-${day}-${width}x${height}` };
  }
  const { width = 9, height = 9 } = netwalkFamily.starSettings(stars);
  const torus = n % 2 === 1;
  const seed = dailySeed(day, torus ? 'torus' : 'bounded', { width, height });
  return { family, stars, width, height, torus, seed };
}
