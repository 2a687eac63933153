import type { Rng } from '@knossos/random';
import type { Topology } from '@knossos/topology';
import { CarvingError } from './errors.js';
import { clampSetting } from './settings.js';
import { baseSides } from './sides.js';

/** The board after {@link addHoles}. */
export interface HoleCut {
  /** One value per cell: 1 playable, 0 a hole. Pass it to `carve` as `playable`. */
  readonly playable: Uint8Array;
  /** How many cells were removed, over all floors. */
  readonly removed: number;
  /** Notes on anything adjusted (`"Holes: …"`). */
  readonly notes: string[];
}

/**
 * Removes random cells as holes, before carving, keeping every floor in one piece: a cell is
 * removed only when its playable neighbours stay joined without it. On a board with floors every
 * floor gets the same holes (a position is removed from all floors at once, and only where every
 * floor stays joined), so the floors keep the same outline and can always be joined by stairs.
 *
 * @param topology - the board.
 * @param fraction - the share of playable positions to remove, 0–0.35. Clamped, with a note;
 *   when fewer can go without splitting the board, or the share rounds to no cell at all, a note
 *   says so.
 * @param rng - the random stream.
 * @param playable - the playable cells before holes (one value per cell, non-zero playable);
 *   default every cell.
 * @throws {@link CarvingError} for a `playable` of the wrong length.
 */
export function addHoles(
  topology: Topology,
  fraction: number,
  rng: Rng,
  playable?: ArrayLike<number>,
): HoleCut {
  const n = topology.cellCount;
  if (playable !== undefined && playable?.length !== n) {
    throw new CarvingError(
      'playable',
      `playable must have one value per cell (${n}, got ${playable?.length})`,
    );
  }
  const notes: string[] = [];
  const share = clampSetting(notes, 'Holes', fraction, 0, 0.35, 0);
  const result = new Uint8Array(n);
  for (let c = 0; c < n; c++) result[c] = playable === undefined || playable[c] ? 1 : 0;
  // Positions (base cells) playable on every floor are the candidates.
  const per = topology.cellsPerFloor;
  const positions: number[] = [];
  for (let b = 0; b < per; b++) {
    let everywhere = true;
    for (let f = 0; f < topology.floors && everywhere; f++) everywhere = result[f * per + b] === 1;
    if (everywhere) positions.push(b);
  }
  const wanted = Math.round(share * positions.length);
  if (wanted === 0) {
    if (share > 0) {
      notes.push(
        `Holes: ${share} of ${positions.length} cells rounds to none, so none were removed.`,
      );
    }
    return { playable: result, removed: 0, notes };
  }

  rng.shuffle(positions);
  const mark = new Int32Array(n); // search stamps, so no clearing between checks
  const queue = new Int32Array(n);
  let stamp = 0;
  let removed = 0;
  for (const b of positions) {
    if (removed === wanted) break;
    let joined = true;
    for (let f = 0; f < topology.floors && joined; f++) {
      stamp++;
      joined = keepsJoined(topology, result, f * per + b, mark, queue, stamp);
    }
    if (!joined) continue;
    for (let f = 0; f < topology.floors; f++) result[f * per + b] = 0;
    removed++;
  }
  if (removed < wanted) {
    notes.push(
      `Holes: only ${removed} of ${wanted} cells could be removed without splitting the board.`,
    );
  }
  return { playable: result, removed: removed * topology.floors, notes };
}

/**
 * Whether a cell's playable neighbours (on its floor) stay joined with the cell gone: a search
 * from one of them, around the cell, that stops as soon as it has met all the others.
 */
function keepsJoined(
  t: Topology,
  playable: Uint8Array,
  cell: number,
  mark: Int32Array,
  queue: Int32Array,
  stamp: number,
): boolean {
  const around: number[] = [];
  for (let s = 0; s < baseSides(t, cell); s++) {
    const other = t.neighbor(cell, s);
    if (other >= 0 && playable[other]) around.push(other);
  }
  if (around.length === 0) return false; // the last cell of its piece stays
  let missing = around.length - 1;
  for (const other of around) mark[other] = -stamp; // "still to meet"
  mark[cell] = stamp; // never enter the cell itself
  let head = 0;
  let tail = 0;
  queue[tail++] = around[0]!;
  mark[around[0]!] = stamp;
  while (head < tail && missing > 0) {
    const at = queue[head++]!;
    for (let s = 0; s < baseSides(t, at); s++) {
      const next = t.neighbor(at, s);
      if (next < 0 || !playable[next] || mark[next] === stamp) continue;
      if (mark[next] === -stamp) missing--;
      mark[next] = stamp;
      queue[tail++] = next;
    }
  }
  return missing === 0;
}
