// "Avoid obvious" (as hexapipes has it): tiles whose orientation the closed border and the walls
// alone give away, how many a board has, and link swaps that take them away.
import type { Rng } from '@knossos/random';
import type { Topology } from '@knossos/topology';
import { checkBoard, geometryFor, type NetwalkBoard } from './board.js';
import { LinkSwapper } from './swap.js';

/**
 * Whether a tile is obvious: it has more than one visibly different orientation, and all but
 * one of them open onto a closed side (off a bounded board, into a wall, or into an empty
 * cell), so the first look
 * at it settles it. On a square board these are straights along the border, tees on the
 * border and elbows in a corner (and the same beside walls). Depends on the tile's kind, not
 * on how it is turned.
 */
export function isObvious(
  t: Topology,
  masks: Uint8Array,
  barriers: Uint8Array,
  c: number,
): boolean {
  const m = masks[c]!;
  const { k, rot, turns } = geometryFor(t);
  if (turns[m] === 1) return false;
  let closed = barriers[c]!;
  // Off a bounded board, into a wall, or into an empty cell (seen from the start, never turned).
  for (let s = 0; s < k; s++) {
    const other = t.neighbors[c * k + s]!;
    if (other < 0 || masks[other] === 0) closed |= 1 << s;
  }
  if (closed === 0) return false;
  let fits = 0;
  for (let r = 0; r < turns[m]!; r++) if ((rot[m * k + r]! & closed) === 0) fits++;
  return fits === 1;
}

/** How many tiles of the masks are obvious ({@link isObvious}). @internal */
export function countObvious(t: Topology, masks: Uint8Array, barriers: Uint8Array): number {
  let count = 0;
  for (let c = 0; c < masks.length; c++) if (isObvious(t, masks, barriers, c)) count++;
  return count;
}

/**
 * The share of a board's tiles with a pipe that are obvious: settled by the closed border and
 * walls at the first look, before any other deduction ({@link isObvious}). About 0.09 on a
 * 9 × 9 bounded board grown at random, 0.05 on 20 × 20; 0 on a torus without walls. The
 * `avoidObvious` setting brings it to 0 where it can.
 *
 * @throws `NetwalkError` for a malformed board.
 */
export function obviousShare(board: NetwalkBoard): number {
  const t = checkBoard(board);
  let tiles = 0;
  for (const m of board.solution) if (m !== 0) tiles++;
  return countObvious(t, board.solution, board.barriers) / Math.max(1, tiles);
}

/**
 * Swaps links until no tile is obvious or `6 · cells` tries have passed: a random new link
 * (never across a wall) closes a loop found within 64 cells, a random other link of the loop
 * goes, and the swap stays when the obvious tiles it touches do not grow in number. The network
 * stays a spanning tree (or, in classic mode, keeps its loops' count). Returns the obvious
 * tiles left.
 * @internal
 */
export function removeObvious(
  t: Topology,
  masks: Uint8Array,
  barriers: Uint8Array,
  rng: Rng,
  crosses: boolean,
): number {
  const n = masks.length;
  let left = countObvious(t, masks, barriers);
  if (left === 0) return 0;
  const swapper = new LinkSwapper(t, masks, barriers, crosses);
  const obviousAmong = (cells: readonly number[]): number => {
    let k = 0;
    for (const c of cells) if (isObvious(t, masks, barriers, c)) k++;
    return k;
  };
  for (let tries = 0; tries < 6 * n && left > 0; tries++) {
    const s = swapper.propose(rng);
    if (s === null) continue;
    const before = obviousAmong(s.cells);
    swapper.swap(s);
    const after = obviousAmong(s.cells);
    if (after <= before) left += after - before;
    else swapper.unswap(s);
  }
  return left;
}
