import type { Rng } from '@knossos/random';
import type { Passages } from './passages.js';
import { clampSetting } from './settings.js';
import { baseSides, canOpen } from './sides.js';

/** An open room: every wall between its cells is open. */
export interface Room {
  /** The cell the room is centred on. */
  readonly center: number;
  /** The room's cells, ascending: every playable cell of its floor within `size` steps. */
  readonly cells: readonly number[];
}

/**
 * Opens rooms, spread out: the first centre is a random playable cell, each next one the cell
 * farthest (in steps across the board) from every centre so far, as long as rooms stay apart (no
 * room touches another). A room is every playable cell within `size` steps of its centre, on its
 * floor, with every wall between them opened.
 *
 * @param passages - the maze, changed in place.
 * @param count - rooms, 0–12. Clamped, with a note; when fewer fit, a note says how many did.
 * @param size - how far each room reaches from its centre, in cells, 1–4. Clamped, with a note.
 * @param rng - the random stream (it picks the first centre).
 * @returns the rooms opened.
 */
export function addRooms(passages: Passages, count: number, size: number, rng: Rng): Room[] {
  const wanted = clampSetting(passages.notes, 'Rooms', count, 0, 12, 0, true);
  const reach = clampSetting(passages.notes, 'Room size', size, 1, 4, 2, true);
  const t = passages.topology;
  const n = t.cellCount;
  const playable: number[] = [];
  for (let c = 0; c < n; c++) if (!passages.holes[c]) playable.push(c);
  if (wanted === 0 || playable.length === 0) return [];

  const nearest = new Int32Array(n).fill(0x7fffffff); // steps to the nearest centre
  const rooms: Room[] = [];
  let center = playable[rng.int(0, playable.length - 1)]!;
  while (rooms.length < wanted) {
    const steps = stepsFrom(passages, center);
    const cells: number[] = [];
    for (let c = 0; c < n; c++) {
      if (steps[c]! >= 0 && steps[c]! <= reach) cells.push(c);
      if (steps[c]! >= 0 && steps[c]! < nearest[c]!) nearest[c] = steps[c]!;
    }
    openRoom(passages, cells);
    rooms.push({ center, cells });
    // Rooms stay apart when centres are more than 2·reach + 1 steps from each other.
    let best = -1;
    for (const c of playable)
      if (nearest[c]! > 2 * reach + 1 && (best < 0 || nearest[c]! > nearest[best]!)) best = c;
    if (best < 0) break;
    center = best;
  }
  if (rooms.length < wanted) {
    passages.notes.push(
      `Rooms: only ${rooms.length} of ${wanted} rooms of size ${reach} fit on this board.`,
    );
  }
  return rooms;
}

/** Steps from a cell across the board (base sides between playable cells, one floor). */
function stepsFrom(passages: Passages, start: number): Int32Array {
  const t = passages.topology;
  const steps = new Int32Array(t.cellCount).fill(-1);
  const queue = [start];
  steps[start] = 0;
  for (let head = 0; head < queue.length; head++) {
    const cell = queue[head]!;
    for (let s = 0; s < baseSides(t, cell); s++) {
      const other = t.neighbor(cell, s);
      if (other >= 0 && !passages.holes[other] && steps[other] === -1) {
        steps[other] = steps[cell]! + 1;
        queue.push(other);
      }
    }
  }
  return steps;
}

function openRoom(passages: Passages, cells: readonly number[]): void {
  const t = passages.topology;
  const inRoom = new Set(cells);
  for (const cell of cells) {
    for (let s = 0; s < baseSides(t, cell); s++) {
      const other = t.neighbor(cell, s);
      if (other > cell && inRoom.has(other) && canOpen(passages, cell, s, other)) {
        passages.open(cell, s);
      }
    }
  }
}
