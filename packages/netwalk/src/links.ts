// The links of a board's network: the spanning tree, classic mode's extra links, and the path
// and link helpers the swaps of swap.ts use.
import { carve } from '@knossos/carving';
import type { Rng } from '@knossos/random';
import type { Topology } from '@knossos/topology';
import { geometryFor } from './board.js';
import { BITS } from './masks.js';

/**
 * The chance that classic mode links two neighbouring tiles the tree left apart:
 * `1 / (4 + cells / 16)`, about 0.18 on 5 × 5, 0.1 on 10 × 10, 0.03 on 20 × 20 and 0.006 on
 * 50 × 50. With about one candidate pair per cell, that adds roughly 4, 10, 14 and 16 loops:
 * small boards gain the most, while large ones already have junctions to spare. A tuning
 * choice, measured on tile counts, not a law.
 */
export function classicLinkChance(cells: number): number {
  return 1 / (4 + cells / 16);
}

/** A spanning tree grown by Prim from the server, as tile masks. */
export function growTree(t: Topology, server: number, rng: Rng, crosses: boolean): Uint8Array {
  const passages = carve(
    t,
    'prim',
    rng,
    crosses ? { root: server } : { root: server, maxDegree: 3 },
  );
  return Uint8Array.from(passages.masks);
}

/** Classic mode: links pairs the tree left apart, each with {@link classicLinkChance}. */
export function addClassicLinks(t: Topology, masks: Uint8Array, rng: Rng, crosses: boolean): void {
  const p = classicLinkChance(masks.length);
  const nb = t.neighbors;
  const { k, half } = geometryFor(t);
  // One slot of each opposite pair (east and south on a square grid, E, NE and NW on a hex
  // one), so each pair of cells is looked at once.
  const slots = k === 4 ? [1, 2] : [0, 1, 2];
  for (let c = 0; c < masks.length; c++) {
    for (const s of slots) {
      const other = nb[c * k + s]!;
      if (other < 0 || (masks[c]! >> s) & 1) continue;
      if (!rng.bool(p)) continue;
      if (!mayLink(masks, c, other, crosses)) continue;
      masks[c]! |= 1 << s;
      masks[other]! |= 1 << ((s + half) % k);
    }
  }
}

/**
 * The links of a path from `from` to `to` through open links, not using the link `skip` (as
 * `cell · 4 + slot`, from either end), found breadth-first and given up past `limit` cells;
 * `null` when there is none in reach. `via` (one entry per cell) must hold −2 everywhere, and
 * does again on return.
 */
export function pathBetween(
  t: Topology,
  masks: Uint8Array,
  from: number,
  to: number,
  skip: number,
  limit: number,
  via: Int32Array,
  queue: Int32Array,
): number[] | null {
  const nb = t.neighbors;
  const { k, half } = geometryFor(t);
  const skipBack = nb[skip]! * k + (((skip % k) + half) % k);
  // `via` is −2 everywhere on entry and is left so: only the cells this search marked (the
  // queue, and `to`) are reset, so a short search costs its own size, not the board's.
  via[from] = -1;
  let head = 0;
  let tail = 0;
  queue[tail++] = from;
  const done = (path: number[] | null): number[] | null => {
    for (let i = 0; i < tail; i++) via[queue[i]!] = -2;
    via[to] = -2;
    return path;
  };
  while (head < tail && tail <= limit) {
    const c = queue[head++]!;
    const m = masks[c]!;
    for (let s = 0; s < k; s++) {
      if (!((m >> s) & 1)) continue;
      const side = c * k + s;
      if (side === skip || side === skipBack) continue;
      const other = nb[side]!;
      if (via[other] !== -2) continue;
      via[other] = side;
      if (other === to) {
        const path: number[] = [];
        let at = to;
        while (via[at] !== -1) {
          const link = via[at]!;
          path.push(link);
          at = Math.floor(link / k);
        }
        return done(path);
      }
      queue[tail++] = other;
    }
  }
  return done(null);
}

/**
 * Whether a new link may join two tiles: never to an empty cell (mask 0, which stays empty),
 * and with crosses off, neither may have three pipes yet.
 */
export function mayLink(masks: Uint8Array, a: number, b: number, crosses: boolean): boolean {
  if (masks[a] === 0 || masks[b] === 0) return false;
  return crosses || (BITS[masks[a]!]! < 3 && BITS[masks[b]!]! < 3);
}

/** Opens or closes the link across `side` (`cell · k + slot`), on both of its cells. */
export function link(t: Topology, masks: Uint8Array, side: number, open: boolean): void {
  const { k, half } = geometryFor(t);
  const c = Math.floor(side / k);
  const s = side - c * k;
  const back = (s + half) % k;
  const other = t.neighbors[side]!;
  if (open) {
    masks[c]! |= 1 << s;
    masks[other]! |= 1 << back;
  } else {
    masks[c]! &= ~(1 << s);
    masks[other]! &= ~(1 << back);
  }
}

/** The cell a side (`cell · k + slot`) belongs to. @internal */
export function cellOfSide(t: Topology, side: number): number {
  return Math.floor(side / t.maxSlots);
}
