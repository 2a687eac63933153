// The daily puzzles: one request per local date and family, the same for everyone that day.
import { describe, expect, it } from 'vitest';
import { dailyRequest, dailyStars, localDay } from '../src/modes/daily.js';
import { MAZE_MODES } from '../src/modes/modes.js';
import { makePuzzleNow } from '../src/worker/endless.js';

describe('dailyRequest', () => {
  it('reads the local calendar day', () => {
    expect(localDay(new Date(2026, 11, 2, 23, 59))).toBe('2026-12-02');
    expect(localDay(new Date(2026, 0, 9, 0, 1))).toBe('2026-01-09');
    expect(() => localDay(new Date(Number.NaN))).toThrow(/valid/);
  });

  it('gives the same request all day, and another the next day', () => {
    for (const family of ['maze', 'flow', 'netwalk'] as const) {
      const morning = dailyRequest(family, new Date(2026, 11, 2, 0, 5));
      const night = dailyRequest(family, new Date(2026, 11, 2, 23, 55));
      const tomorrow = dailyRequest(family, new Date(2026, 11, 3, 8, 0));
      expect(night).toEqual(morning);
      expect(tomorrow.seed).not.toBe(morning.seed);
      expect(morning.seed).toContain('2026-12-02');
      expect(morning.family).toBe(family);
    }
  });

  it('takes the day itself as YYYY-MM-DD, the same as a date on that day', () => {
    for (const family of ['maze', 'flow', 'netwalk'] as const) {
      const day = localDay(new Date(2026, 11, 2, 13, 30));
      expect(dailyRequest(family, day)).toEqual(dailyRequest(family, new Date(2026, 11, 2, 13)));
      expect(dailyRequest(family, '2026-12-03')).toEqual(
        dailyRequest(family, new Date(2026, 11, 3, 1)),
      );
    }
    for (const bad of ['2026-02-30', '2026-1-2', 'today', '2026-12-02T10:00']) {
      expect(() => dailyRequest('flow', bad), bad).toThrow(/YYYY-MM-DD/);
    }
  });

  it('rises from 1★ on Monday to 5★ on Sunday', () => {
    // 2026-11-30 is a Monday.
    const days = [
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ];
    expect(days.map(dailyStars)).toEqual([1, 2, 3, 3, 4, 4, 5]);
    expect(dailyRequest('flow', new Date(2026, 11, 6, 12)).stars).toBe(5);
  });

  it('takes Netwalk’s daily seed, and turns through the maze modes day by day', () => {
    const net = dailyRequest('netwalk', new Date(2026, 11, 2, 12));
    expect(net.seed).toMatch(/^netwalk-daily-2026-12-02-(bounded|torus)-\d+x\d+$/);
    const modes = new Set(
      Array.from({ length: 5 }, (_, i) => {
        const request = dailyRequest('maze', new Date(2026, 11, 1 + i, 12));
        return request.family === 'maze' ? request.mode : '';
      }),
    );
    expect(modes).toEqual(new Set(MAZE_MODES.map((m) => m.id)));
  });

  it('makes the same puzzle for two players asking on the same day', async () => {
    for (const family of ['maze', 'flow', 'netwalk'] as const) {
      const request = dailyRequest(family, new Date(2026, 11, 2, 9));
      const a = await makePuzzleNow(request);
      const b = await makePuzzleNow(dailyRequest(family, new Date(2026, 11, 2, 21)));
      expect(JSON.stringify(a.puzzle)).toBe(JSON.stringify(b.puzzle));
    }
  });
});
