// The link swap every reshaping of a network uses: a new link that closes a short loop, and
// another link of that loop taken away, so a spanning tree stays one (and classic boards keep
// their number of loops).
import type { Rng } from '@knossos/random';
import type { Topology } from '@knossos/topology';
import { cellOfSide, link, mayLink, pathBetween } from './links.js';

/** One swap drawn: the side linked, the side cut, and the cells whose tiles it changes. */
export interface Swap {
  readonly side: number;
  readonly cut: number;
  /** The cells the two links join, each once. */
  readonly cells: readonly number[];
}

/** How far a swap looks for the loop its new link closes, in cells. */
const LOOP_REACH = 64;

/**
 * Draws swaps on one network and makes or takes them back; its search buffers are reused from
 * swap to swap. Callers judge a swap between {@link LinkSwapper.swap} and
 * {@link LinkSwapper.unswap} (or before it, from the cells it will change).
 * @internal
 */
export class LinkSwapper {
  readonly #t: Topology;
  readonly #masks: Uint8Array;
  readonly #barriers: Uint8Array | null;
  readonly #crosses: boolean;
  readonly #via: Int32Array;
  readonly #queue: Int32Array;

  /**
   * @param barriers - walls no new link may cross, or `null` for none.
   * @param crosses - whether a tile may get four pipes (see `mayLink`).
   */
  constructor(t: Topology, masks: Uint8Array, barriers: Uint8Array | null, crosses: boolean) {
    this.#t = t;
    this.#masks = masks;
    this.#barriers = barriers;
    this.#crosses = crosses;
    this.#via = new Int32Array(masks.length).fill(-2);
    this.#queue = new Int32Array(masks.length);
  }

  /**
   * Draws a swap from `rng` (a cell, a slot, then the link of the loop to cut), without making
   * it; `null` when the draw gives none (the side is off the board, already linked, walled, not
   * allowed by `mayLink`, or closes no loop within 64 cells).
   */
  propose(rng: Rng): Swap | null {
    const t = this.#t;
    const masks = this.#masks;
    const k = t.maxSlots;
    const c = rng.below(masks.length);
    const slot = rng.below(k);
    const side = c * k + slot;
    const other = t.neighbors[side]!;
    if (other < 0 || other === c || (masks[c]! >> slot) & 1) return null;
    if (this.#barriers !== null && (this.#barriers[c]! >> slot) & 1) return null;
    if (!mayLink(masks, c, other, this.#crosses)) return null;
    const path = pathBetween(t, masks, c, other, side, LOOP_REACH, this.#via, this.#queue);
    if (path === null) return null;
    const cut = path[rng.below(path.length)]!;
    const cells = [...new Set([c, other, cellOfSide(t, cut), t.neighbors[cut]!])];
    return { side, cut, cells };
  }

  /** Makes a swap: links its side, cuts its cut. */
  swap(s: Swap): void {
    link(this.#t, this.#masks, s.side, true);
    link(this.#t, this.#masks, s.cut, false);
  }

  /** Takes a swap back. */
  unswap(s: Swap): void {
    link(this.#t, this.#masks, s.cut, true);
    link(this.#t, this.#masks, s.side, false);
  }
}
