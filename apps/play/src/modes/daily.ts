// The daily puzzle of each family: one request per local date, the same for everyone on that
// date (its seed and settings come from the date alone).
import { flowFamily } from '@knossos/flow';
import { dailySeed, netwalkFamily } from '@knossos/netwalk';
import type { EndlessRequest } from '../worker/endless.js';
import { MAZE_MODES } from './modes.js';

/** A date as `YYYY-MM-DD`, by the local calendar (the day the player sees). */
export function localDay(date: Date = new Date()): string {
  if (Number.isNaN(date.getTime())) throw new Error('daily: the date is not a valid Date');
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
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
 * day; Flow and Netwalk take the size that usually earns the day's stars (Netwalk is a torus on
 * odd days), Netwalk's seed its `dailySeed`.
 *
 * @param family - `'maze'`, `'flow'` or `'netwalk'`.
 * @param date - the date (default now); its local calendar day counts.
 */
export function dailyRequest(
  family: 'maze' | 'flow' | 'netwalk',
  date: Date = new Date(),
): EndlessRequest {
  const day = localDay(date);
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
