// Empty cells: tiles with no pipe, made by cutting leaves off the grown tree.
import type { Rng } from '@knossos/random';
import type { Topology } from '@knossos/topology';
import { BITS } from './masks.js';

/**
 * Empties `round(share · cells)` cells of a spanning tree, never the server: a random leaf
 * (a tile with one pipe) is cut off, with its link, until enough are gone. Cutting a leaf keeps
 * the rest a tree spanning the other cells, so the network stays connected; a cut may turn
 * its neighbour into a leaf that is cut later. Draws from `rng` only when `share > 0`, so a
 * board without empty cells is the same as before the setting existed.
 *
 * @param masks - the tree's masks, changed in place.
 * @param share - 0–0.3 (the setting's range).
 * @returns how many cells were emptied (fewer than asked only when no leaf but the server is left).
 */
export function emptyCells(
  t: Topology,
  masks: Uint8Array,
  server: number,
  rng: Rng,
  share: number,
): number {
  const n = masks.length;
  const target = Math.round(share * n);
  if (target === 0) return 0;
  const nb = t.neighbors;
  const k = t.maxSlots;
  // Leaves in an array with each cell's place in it, so a random one is cut in O(1).
  const leaves: number[] = [];
  const place = new Int32Array(n).fill(-1);
  const add = (c: number) => {
    if (c === server || place[c]! >= 0 || BITS[masks[c]!] !== 1) return;
    place[c] = leaves.length;
    leaves.push(c);
  };
  const remove = (c: number) => {
    const at = place[c]!;
    if (at < 0) return;
    const last = leaves.pop()!;
    if (last !== c) {
      leaves[at] = last;
      place[last] = at;
    }
    place[c] = -1;
  };
  for (let c = 0; c < n; c++) add(c);
  let emptied = 0;
  while (emptied < target && leaves.length > 0) {
    const c = leaves[rng.below(leaves.length)]!;
    remove(c);
    const s = 31 - Math.clz32(masks[c]!);
    const other = nb[c * k + s]!;
    masks[c] = 0;
    masks[other]! &= ~(1 << ((s + (k >> 1)) % k));
    emptied++;
    remove(other);
    add(other);
  }
  return emptied;
}
