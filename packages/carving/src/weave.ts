import type { Rng } from '@knossos/random';
import type { facts } from './facts.js';
import type { Passages } from './passages.js';
import { clampSetting } from './settings.js';

/**
 * Adds weave crossings on a square board: a passage tunnels under a straight corridor cell, from
 * the cell on one side of it to the cell on the other, like a bridge in a printed weave maze.
 *
 * A crossing re-routes the maze rather than adding a loop: when the tunnel's two ends were
 * already connected, one open wall on the cycle the tunnel closes is walled up again, so the
 * cycle rank (`loops` in {@link facts}) and the number of pieces stay what they were. A perfect
 * maze stays perfect (a spanning tree of the playable cells, tunnels counted as edges, so its
 * solution stays unique), and a braided one keeps its loops. On a maze with no dead end (braid
 * 1), the wall walled up never leaves a dead end; a crossing with no such wall on its cycle is
 * not made. A corridor cell qualifies when exactly two opposite sides are open and its other two
 * sides lead to playable cells that are not corridors of another crossing; each cell carries at
 * most one tunnel, no tunnel ends on a crossing's corridor cell, and no corridor of a crossing
 * is walled up.
 *
 * @param passages - the maze, changed in place.
 * @param count - crossings, 0–40. Clamped, with a note; on a board that is not square none are
 *   added ("Weave crossings: they need a Square board"), and when fewer fit a note says how many did.
 * @param rng - the random stream.
 * @returns how many crossings were added.
 */
export function weave(passages: Passages, count: number, rng: Rng): number {
  const wanted = clampSetting(passages.notes, 'Weave crossings', count, 0, 40, 0, true);
  if (wanted === 0) return 0;
  const t = passages.topology;
  if (t.kind !== 'square') {
    passages.notes.push('Weave crossings: they need a Square board, so none were added.');
    return 0;
  }
  let braided = true; // no playable cell is a dead end: walling up must not make one
  const candidates: number[] = [];
  for (let c = 0; c < t.cellCount; c++) {
    if (!passages.holes[c] && passages.degree(c) === 1) braided = false;
    if (isStraight(passages, c) >= 0) candidates.push(c);
  }
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
    busy[over] = 2;
    const cut = wallOnCycle(passages, a, c, busy, braided, rng);
    if (cut === null) {
      busy[over] = 0;
      continue;
    }
    if (cut >= 0) passages.close(Math.floor(cut / t.maxSlots), cut % t.maxSlots);
    passages.addTunnel({ over, a, c });
    busy[a] = busy[a] || 1;
    busy[c] = busy[c] || 1;
    added++;
  }
  if (added < wanted) {
    passages.notes.push(`Weave crossings: only ${added} of ${wanted} fit in this maze.`);
  }
  return added;
}

/**
 * The open wall to wall up so that a tunnel from `a` to `c` adds no loop, as
 * `cell · maxSlots + slot`: one picked at random from the walls on the shortest route from `a`
 * to `c` (with the tunnel, that route is a cycle). −1 when `a` and `c` are not connected (the
 * tunnel joins two pieces and closes no cycle); `null` when no wall on the route may be walled
 * up — each touches a crossing's corridor cell (`busy` 2), or, on a braided maze, would leave a
 * dead end.
 */
function wallOnCycle(
  passages: Passages,
  a: number,
  c: number,
  busy: Uint8Array,
  braided: boolean,
  rng: Rng,
): number | null {
  const { cellCount, maxSlots } = passages.topology;
  const from = new Int32Array(cellCount).fill(-1); // how each cell was reached: cell · maxSlots + slot
  const queue = new Int32Array(cellCount);
  let head = 0;
  let tail = 0;
  queue[tail++] = a;
  from[a] = a * maxSlots; // any non-negative value marks the start as seen
  while (head < tail && from[c]! < 0) {
    const at = queue[head++]!;
    for (let s = 0; s < maxSlots; s++) {
      const next = passages.across(at, s);
      if (next >= 0 && from[next]! < 0) {
        from[next] = at * maxSlots + s;
        queue[tail++] = next;
      }
    }
  }
  if (from[c]! < 0) return -1;
  const walls: number[] = [];
  for (let at = c; at !== a; ) {
    const step = from[at]!;
    const prev = Math.floor(step / maxSlots);
    const slot = step % maxSlots;
    // Tunnels are not walls; a crossing's corridor must stay straight; and on a braided maze a
    // cell left with one way out would be a new dead end (the tunnel adds a way at `a` and `c`).
    const ways = (cell: number) => passages.degree(cell) + (cell === a || cell === c ? 1 : 0);
    if (
      passages.isOpen(prev, slot) &&
      busy[prev] !== 2 &&
      busy[at] !== 2 &&
      (!braided || (ways(prev) >= 3 && ways(at) >= 3))
    ) {
      walls.push(step);
    }
    at = prev;
  }
  if (walls.length === 0) return null;
  return rng.pick(walls);
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
