import type { Rng } from '@knossos/random';
import type { Passages } from './passages.js';
import { clampSetting } from './settings.js';
import { baseSides, canOpen } from './sides.js';

/**
 * Opens random walls between playable cells, each a second way round: on a connected maze every
 * opening adds exactly one loop. Stairs and tunnel entrances are never opened.
 *
 * @param passages - the maze, changed in place.
 * @param count - walls to open, 0–999. Clamped, with a note; when fewer walls are left, all are
 *   opened and a note says so.
 * @param rng - the random stream.
 * @returns how many walls were opened.
 */
export function addLoops(passages: Passages, count: number, rng: Rng): number {
  const wanted = clampSetting(passages.notes, 'Loops', count, 0, 999, 0, true);
  if (wanted === 0) return 0;
  const t = passages.topology;
  const walls: number[] = [];
  for (let c = 0; c < t.cellCount; c++) {
    if (passages.holes[c]) continue;
    for (let s = 0; s < baseSides(t, c); s++) {
      const other = t.neighbor(c, s);
      if (other > c && !passages.holes[other] && canOpen(passages, c, s, other)) {
        walls.push(c * t.maxSlots + s);
      }
    }
  }
  const opened = Math.min(wanted, walls.length);
  // A partial Fisher–Yates: only the first `opened` picks are needed.
  for (let i = 0; i < opened; i++) {
    const j = rng.int(i, walls.length - 1);
    const wall = walls[j]!;
    walls[j] = walls[i]!;
    const cell = Math.floor(wall / t.maxSlots);
    passages.open(cell, wall - cell * t.maxSlots);
  }
  if (opened < wanted) {
    passages.notes.push(
      `Loops: only ${walls.length} walls were left to open, so ${opened} loops were added, not ${wanted}.`,
    );
  }
  return opened;
}
