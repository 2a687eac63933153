import type { Rng } from '@knossos/random';
import type { Passages } from './passages.js';
import { clampSetting } from './settings.js';
import { closedWalls } from './sides.js';

/**
 * Removes dead ends ("braiding"): each dead end, visited in random order, is opened into one of
 * its neighbours with probability `amount`, preferring a neighbour that is a dead end too (so one
 * opening removes two). At 1 no dead end is left except where a cell has no wall it could open
 * (the border, holes or a tunnel all round), and a note counts those.
 * Every opening adds a loop.
 *
 * @param passages - the maze, changed in place.
 * @param amount - 0–1: 0 changes nothing, 1 removes every dead end it can. Clamped, with a note.
 * @param rng - the random stream.
 * @returns how many walls were opened.
 */
export function braid(passages: Passages, amount: number, rng: Rng): number {
  const p = clampSetting(passages.notes, 'Braid', amount, 0, 1, 0);
  if (p === 0) return 0;
  const t = passages.topology;
  const ends: number[] = [];
  for (let c = 0; c < t.cellCount; c++)
    if (!passages.holes[c] && passages.degree(c) === 1) ends.push(c);
  rng.shuffle(ends);
  const walls = new Int32Array(t.maxSlots);
  const preferred = new Int32Array(t.maxSlots);
  let opened = 0;
  let stuck = 0;
  for (const cell of ends) {
    if (passages.degree(cell) !== 1 || !rng.bool(p)) continue;
    const k = closedWalls(passages, cell, walls);
    if (k === 0) {
      stuck++;
      continue;
    }
    let m = 0;
    for (let i = 0; i < k; i++)
      if (passages.degree(t.neighbor(cell, walls[i]!)) === 1) preferred[m++] = walls[i]!;
    const slot = m > 0 ? preferred[rng.int(0, m - 1)]! : walls[rng.below(k)]!;
    passages.open(cell, slot);
    opened++;
  }
  if (stuck > 0) {
    passages.notes.push(
      `Braid: ${stuck} dead ${stuck === 1 ? 'end has' : 'ends have'} no wall that could be opened, so ${stuck === 1 ? 'it stays' : 'they stay'}.`,
    );
  }
  return opened;
}
