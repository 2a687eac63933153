// Reworking a board until deduction alone solves it: the proof of uniqueness behind
// generateNetwalk's \`unique\`.
import type { Rng } from '@knossos/random';
import type { Topology } from '@knossos/topology';
import { puzzleFor } from './board.js';
import { Deducer } from './deduce.js';
import { type CallLimits, stopOf } from './limits.js';
import { cellOfSide, link, mayLink, pathBetween } from './links.js';
import { BITS } from './masks.js';

/** Rounds of reworking in a row that do not shrink the ambiguous tiles before a fresh tree. */
const STALL_ROUNDS = 3;

/**
 * Proves the board unique by deduction, reworking ambiguous regions until it is, until
 * {@link STALL_ROUNDS} rounds in a row leave as many ambiguous tiles, or until the clock runs
 * out (looked at before every round; an aborted signal throws its reason).
 */
export function makeUnique(
  t: Topology,
  masks: Uint8Array,
  rng: Rng,
  crosses: boolean,
  tree: boolean,
  limits: CallLimits,
  barriers: Uint8Array,
): { unique: boolean; reworks: number; timedOut: boolean } {
  const n = masks.length;
  const k = t.maxSlots;
  const via = new Int32Array(n).fill(-2);
  const queue = new Int32Array(n);
  const region = new Int32Array(n);
  let fewest = n + 1;
  let stalled = 0;
  let reworks = 0;
  for (;;) {
    // The clock is read before the proof, and nothing is drawn from `rng` for it, so a limit
    // that does not run out leaves the board byte for byte as without one.
    const stop = stopOf(limits.clock);
    if (stop === 'signal') limits.signal!.throwIfAborted();
    if (stop === 'time') return { unique: false, reworks, timedOut: true };
    const puzzle = puzzleFor(t, masks, barriers, tree);
    const d = new Deducer(puzzle);
    d.deduce();
    if (d.unfixed === 0) return { unique: true, reworks, timedOut: false };
    if (d.unfixed < fewest) {
      fewest = d.unfixed;
      stalled = 0;
    } else if (++stalled >= STALL_ROUNDS) return { unique: false, reworks, timedOut: false };
    // Each ambiguous region (unfixed tiles joined side by side) is reworked once.
    region.fill(0);
    let label = 0;
    for (let start = 0; start < n; start++) {
      if (region[start] || BITS[d.dom[start]!]! < 2) continue;
      label++;
      const cells: number[] = [start];
      region[start] = label;
      for (let i = 0; i < cells.length; i++) {
        const c = cells[i]!;
        for (let s = 0; s < k; s++) {
          const other = t.neighbors[c * k + s]!;
          if (other >= 0 && !region[other] && BITS[d.dom[other]!]! > 1) {
            region[other] = label;
            cells.push(other);
          }
        }
      }
      // When nothing can be added around the region (say, every tile there already has three
      // pipes and crosses are off), it is widened by a ring of tiles, up to three times.
      for (let ring = 0; ring <= 3; ring++) {
        if (rework(t, masks, rng, crosses, cells, region, label, via, queue, barriers)) {
          reworks++;
          break;
        }
        const size = cells.length;
        for (let i = 0; i < size; i++) {
          for (let s = 0; s < k; s++) {
            const other = t.neighbors[cells[i]! * k + s]!;
            if (other >= 0 && region[other] !== label) {
              region[other] = label;
              cells.push(other);
            }
          }
        }
      }
    }
  }
}

/**
 * Reworks one ambiguous region: adds a link across its border (or, when there is none to add,
 * inside it) that closes a loop, then removes another link of that loop, chosen at random.
 * A new link never crosses a wall or reaches an empty cell.
 */
function rework(
  t: Topology,
  masks: Uint8Array,
  rng: Rng,
  crosses: boolean,
  cells: number[],
  region: Int32Array,
  label: number,
  via: Int32Array,
  queue: Int32Array,
  barriers: Uint8Array,
): boolean {
  const nb = t.neighbors;
  const k = t.maxSlots;
  for (const inside of [false, true]) {
    const candidates: number[] = [];
    for (const c of cells) {
      for (let s = 0; s < k; s++) {
        const other = nb[c * k + s]!;
        if (other < 0 || other === c || (masks[c]! >> s) & 1 || (barriers[c]! >> s) & 1) continue;
        if ((region[other] === label) !== inside) continue;
        if (!mayLink(masks, c, other, crosses)) continue;
        candidates.push(c * k + s);
      }
    }
    if (candidates.length === 0) continue;
    const side = candidates[rng.below(candidates.length)]!;
    const other = nb[side]!;
    const path = pathBetween(t, masks, cellOfSide(t, side), other, side, masks.length, via, queue);
    if (path === null) continue;
    link(t, masks, side, true);
    link(t, masks, path[rng.below(path.length)]!, false);
    return true;
  }
  return false;
}
