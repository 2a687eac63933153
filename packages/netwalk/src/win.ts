// What a win is, checked on a whole arrangement of masks, and the cheap test that spares the
// search tile sets that can never win.
import type { Puzzle } from './deduce.js';
import { BITS } from './masks.js';

/**
 * Whether masks are a win: every opening meets an opening (never the border or a wall), every
 * tile with an opening is reached from `start`, and in a tree mode there is no loop
 * (`E = V − 1`). Linear in the board.
 * @internal
 */
export function isWin(puzzle: Puzzle, masks: Uint8Array, start: number): boolean {
  const { neighbors, barriers, tree, geometry } = puzzle;
  const { k, half } = geometry;
  const n = masks.length;
  let area = 0;
  let ends = 0;
  for (let c = 0; c < n; c++) {
    const m = masks[c]!;
    if (m !== 0) area++;
    for (let s = 0; s < k; s++) {
      if (!((m >> s) & 1)) continue;
      const other = neighbors[c * k + s]!;
      if (other < 0 || (barriers[c]! >> s) & 1 || !((masks[other]! >> ((s + half) % k)) & 1)) {
        return false;
      }
      ends++;
    }
  }
  if (area === 0) return true;
  if (masks[start] === 0) return false;
  if (tree && ends / 2 !== area - 1) return false;
  return reachedCount(neighbors, masks, start, new Uint8Array(n), k) === area;
}

/**
 * Flood fill from `start` through matched openings, `k` slots per cell (4 by default): marks
 * `seen` and returns how many tiles it reached. Each tile and side is looked at once.
 * @internal
 */
export function reachedCount(
  neighbors: Int32Array,
  masks: Uint8Array,
  start: number,
  seen: Uint8Array,
  k = 4,
): number {
  const half = k >> 1;
  const stack = new Int32Array(masks.length);
  let top = 0;
  stack[top++] = start;
  seen[start] = 1;
  let count = 1;
  while (top > 0) {
    const c = stack[--top]!;
    const m = masks[c]!;
    for (let s = 0; s < k; s++) {
      if (!((m >> s) & 1)) continue;
      const other = neighbors[c * k + s]!;
      if (other < 0 || seen[other] || !((masks[other]! >> ((s + half) % k)) & 1)) continue;
      seen[other] = 1;
      count++;
      stack[top++] = other;
    }
  }
  return count;
}

/**
 * Whether the pipe ends can possibly pair up into a win: turning tiles never changes how many
 * ends there are, so they must be even, and number `2 · (tiles − 1)` in a tree mode (a tree's
 * links) or at least that otherwise. A cheap test that spares the search hopeless tile sets.
 * @internal
 */
export function endsCanPair(puzzle: Puzzle): boolean {
  let ends = 0;
  let area = 0;
  for (const m of puzzle.tiles) {
    if (m !== 0) area++;
    ends += BITS[m]!;
  }
  if (area === 0) return true;
  if (ends % 2 !== 0) return false;
  return puzzle.tree ? ends / 2 === area - 1 : ends / 2 >= area - 1;
}
