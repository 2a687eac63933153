// Endless Flow and Netwalk: every star count is offered on some size, and on each size offered
// for a star count at least 2 of 3 seeds make puzzles with exactly those stars (the table
// promises 9 of 10; a miss is titled honestly); the daily puzzles reach their stars too.

import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { starsWording } from '../src/app/building-screen.js';
import { FamilyEndless, fittingSize } from '../src/app/family-endless.js';
import { dailyRequest } from '../src/modes/daily.js';
import { ENDLESS_SIZES, fitsText, sizeName, sizesFor } from '../src/modes/endless-sizes.js';
import { makePuzzleNow } from '../src/worker/endless.js';

const FAMILIES = ['flow', 'netwalk'] as const;
const SEEDS = ['fit-0', 'fit-1', 'fit-2'];
/** Of the {@link SEEDS}, how many must make puzzles with exactly the stars asked for. */
const HITS = 2;

describe('Endless sizes', () => {
  it('offer every star count on at least one size', () => {
    for (const family of FAMILIES) {
      for (let stars = 1; stars <= 5; stars++) {
        expect(sizesFor(family, stars).length, `${family} ${stars}★`).toBeGreaterThan(0);
      }
    }
  });

  for (const family of FAMILIES) {
    it(`reach the stars on every size offered for them (${family})`, async () => {
      const short: string[] = [];
      for (let stars = 1; stars <= 5; stars++) {
        for (const size of sizesFor(family, stars)) {
          const got: number[] = [];
          for (const seed of SEEDS) {
            // Once HITS seeds have met the stars, or more have missed than may, the seeds left
            // cannot change the outcome: they are not drawn.
            const hits = got.filter((s) => s === stars).length;
            if (hits >= HITS || got.length - hits > SEEDS.length - HITS) break;
            const made = await makePuzzleNow({
              family,
              stars,
              width: size.width,
              height: size.height,
              ...(size.torus ? { torus: true } : {}),
              seed,
            });
            const board = made.puzzle as { width: number; height: number };
            expect([board.width, board.height]).toEqual([size.width, size.height]);
            got.push(made.stars);
          }
          if (got.filter((s) => s === stars).length < HITS) {
            short.push(`${sizeName(size)} ${stars}★: ${got.join(', ')}★`);
          }
        }
      }
      expect(short).toEqual([]);
    });
  }

  it('move the size to the nearest one that fits when the stars change', () => {
    const flow = ENDLESS_SIZES.flow;
    const at = (n: number) => flow.findIndex((s) => s.width === n);
    expect(fittingSize('flow', 5, at(5))).toBe(at(12));
    expect(fittingSize('flow', 1, at(14))).toBe(at(7));
    expect(fittingSize('flow', 3, at(9))).toBe(at(9));
  });

  it('are offered after the stars, only those that reach them', () => {
    const html = renderToStaticMarkup(
      createElement(FamilyEndless, {
        family: 'flow',
        stars: 5,
        size: 0,
        onChoose() {},
        onBuild() {},
      }),
    );
    const sizes = [...html.matchAll(/>(\d+ × \d+)</g)].map((m) => m[1]);
    expect(sizes).toEqual(['12 × 12', '14 × 14']);
    expect(html.indexOf('Difficulty')).toBeLessThan(html.indexOf('Size'));
    expect(html).toContain('aria-pressed="true">12 × 12<');
    expect(html).toContain('5★ fits 12 × 12 and 14 × 14.');
  });

  it('say which sizes a star count fits', () => {
    expect(fitsText('flow', 5)).toBe('5★ fits 12 × 12 and 14 × 14.');
    expect(fitsText('netwalk', 1)).toBe('1★ fits 5 × 5, 7 × 7 and 7 × 7 torus.');
  });
});

describe('an Endless title', () => {
  it('says the stars made when they differ from those asked for', () => {
    expect(starsWording(3, 3)).toBe('3★ asked');
    expect(starsWording(5, 4)).toBe('5★ asked, 4★ made');
    expect(starsWording(2, 0)).toBe('2★ asked, unrated made');
  });
});

describe('daily Flow and Netwalk requests', () => {
  it('reach the day’s stars on each weekday, bounded and torus', async () => {
    const misses: string[] = [];
    for (let d = 1; d <= 14; d++) {
      const day = `2026-03-${String(d).padStart(2, '0')}`;
      for (const family of FAMILIES) {
        const request = dailyRequest(family, day);
        const made = await makePuzzleNow(request);
        if (made.stars !== request.stars) misses.push(`${family} ${day}: ${made.stars}★`);
      }
    }
    expect(misses).toEqual([]);
  });
});
