import type { Rng } from '@knossos/random';
import type { Passages } from './passages.js';
import { clampSetting } from './settings.js';

/**
 * Adds weave crossings on a square board: a passage tunnels under a straight corridor cell, from
 * the cell on one side of it to the cell on the other, like a bridge in a printed weave maze.
 * Existing passages are untouched, so every route stays and each crossing adds one loop. A
 * corridor cell qualifies when exactly two opposite sides are open and its other two sides lead
 * to playable cells that are not corridors of another crossing; each cell carries at most one
 * tunnel, and no tunnel ends on a crossing's corridor cell.
 *
 * @param passages - the maze, changed in place.
 * @param count - crossings, 0–40. Clamped, with a note; on a board that is not square none are
 *   added ("Weave: crossings need a Square board"), and when fewer fit a note says how many did.
 * @param rng - the random stream.
 * @returns how many crossings were added.
 */
export function weave(passages: Passages, count: number, rng: Rng): number {
  const wanted = clampSetting(passages.notes, 'Weave', count, 0, 40, 0, true);
  if (wanted === 0) return 0;
  const t = passages.topology;
  if (t.kind !== 'square') {
    passages.notes.push('Weave: crossings need a Square board, so none were added.');
    return 0;
  }
  const candidates: number[] = [];
  for (let c = 0; c < t.cellCount; c++) if (isStraight(passages, c) >= 0) candidates.push(c);
  rng.shuffle(candidates);
  const busy = new Uint8Array(t.cellCount); // corridor cells of crossings, and tunnel ends
  let added = 0;
  for (const over of candidates) {
    if (added === wanted) break;
    const along = isStraight(passages, over);
    if (along < 0 || busy[over]) continue;
    const across = (along + 1) % 4; // the perpendicular direction
    const a = t.neighbor(over, (across + 2) % 4);
    const c = t.neighbor(over, across);
    if (a < 0 || c < 0 || passages.holes[a] || passages.holes[c] || busy[a] === 2 || busy[c] === 2)
      continue;
    if (passages.isTunnel(a, across) || passages.isTunnel(c, (across + 2) % 4)) continue;
    passages.addTunnel({ over, a, c });
    busy[over] = 2;
    busy[a] = busy[a] || 1;
    busy[c] = busy[c] || 1;
    added++;
  }
  if (added < wanted) {
    passages.notes.push(`Weave: only ${added} of ${wanted} crossings fit in this maze.`);
  }
  return added;
}

/**
 * For a straight corridor cell (open on exactly two opposite sides, no tunnel entrance, no open
 * stair), the slot of one open side (0 for north–south, 1 for east–west); otherwise −1.
 */
function isStraight(passages: Passages, cell: number): number {
  if (passages.holes[cell] || passages.degree(cell) !== 2) return -1;
  if (passages.isOpen(cell, 0) && passages.isOpen(cell, 2)) return 0;
  if (passages.isOpen(cell, 1) && passages.isOpen(cell, 3)) return 1;
  return -1;
}
