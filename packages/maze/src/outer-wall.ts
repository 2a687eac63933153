import type { Topology } from '@knossos/topology';

/** What {@link outerWall} needs: the board and which cells are holes. */
interface HoledBoard {
  readonly topology: Topology;
  isHole(cell: number): boolean;
}

/**
 * The outer wall of a board with holes: the holes that are part of the outside (joined to the
 * board's edge through other holes, as the cells outside a shape are) and, for each playable
 * cell, a side of it on the outer wall (off the board, or into an outside hole), else −1. A hole
 * walled in by playable cells is not outside: an opening cut into it would lead nowhere.
 * Stair slots are never on the outer wall.
 *
 * @returns `outside[c]` is 1 for an outside hole; `side[c]` is the first such side of cell `c`.
 */
export function outerWall(board: HoledBoard): { outside: Uint8Array; side: Int16Array } {
  const t = board.topology;
  const n = t.cellCount;
  const outside = new Uint8Array(n);
  const queue: number[] = [];
  for (let c = 0; c < n; c++) {
    if (!board.isHole(c)) continue;
    for (let s = 0; s < t.slotCount(c); s++) {
      if (!t.isStairSlot(c, s) && t.neighbor(c, s) < 0) {
        outside[c] = 1;
        queue.push(c);
        break;
      }
    }
  }
  for (let i = 0; i < queue.length; i++) {
    const c = queue[i]!;
    for (let s = 0; s < t.slotCount(c); s++) {
      const o = t.neighbor(c, s);
      if (o >= 0 && !t.isStairSlot(c, s) && !outside[o] && board.isHole(o)) {
        outside[o] = 1;
        queue.push(o);
      }
    }
  }
  const side = new Int16Array(n).fill(-1);
  for (let c = 0; c < n; c++) {
    if (board.isHole(c)) continue;
    // A side off the board first, then one into an outside hole.
    for (let s = 0; s < t.slotCount(c) && side[c]! < 0; s++) {
      if (!t.isStairSlot(c, s) && t.neighbor(c, s) < 0) side[c] = s;
    }
    for (let s = 0; s < t.slotCount(c) && side[c]! < 0; s++) {
      const o = t.neighbor(c, s);
      if (!t.isStairSlot(c, s) && o >= 0 && outside[o]) side[c] = s;
    }
  }
  return { outside, side };
}
