// The random covering behind constructive generation: paths that obey the degree rule and fill
// every cell, each grown from the tightest free cell.
import type { Rng } from '@knossos/random';
import type { Topology } from '@knossos/topology';

/** The board fields a covering reads (a `Topology` or a `FlowGraph`). @internal */
export type CoverTopology = Pick<Topology, 'cellCount' | 'maxSlots' | 'neighbors'>;

/**
 * Covers every cell with paths that obey the degree rule: each is grown by a random walk from the
 * free cell with the fewest free neighbours (then from its other end when stuck), never stepping
 * next to its own earlier cells; a path left shorter than `minLen` is joined, whole, to the end
 * of a neighbouring path when that keeps the rule. Returns `null` when the covering fails (a
 * short path nothing can take). Cells marked in `noEnd` (bridges) start a walk only as a last
 * resort; a walk may still stop on one, which the caller rejects. @internal
 */
export function cover(
  topology: CoverTopology,
  rng: Rng,
  minLen: number,
  maxLen: number,
  aim: number,
  noEnd?: Uint8Array,
): number[][] | null {
  const n = topology.cellCount;
  const maxSlots = topology.maxSlots;
  const neighbors = topology.neighbors;
  const owner = new Int32Array(n).fill(-1);
  const freeCount = new Int32Array(n);
  for (let cell = 0; cell < n; cell++) {
    for (let s = 0; s < maxSlots; s++) if (neighbors[cell * maxSlots + s]! >= 0) freeCount[cell]!++;
  }
  const take = (cell: number, k: number) => {
    owner[cell] = k;
    for (let s = 0; s < maxSlots; s++) {
      const other = neighbors[cell * maxSlots + s]!;
      if (other >= 0) freeCount[other]!--;
    }
  };
  // A cell may join path k after `tip` when it touches no cell of k but the tip.
  const fits = (cell: number, k: number, tip: number) => {
    for (let s = 0; s < maxSlots; s++) {
      const other = neighbors[cell * maxSlots + s]!;
      if (other >= 0 && other !== tip && owner[other] === k) return false;
    }
    return true;
  };
  const paths: number[][] = [];
  let left = n;
  const options: number[] = [];
  while (left > 0) {
    // Start where the board is tightest (ties at random), so corners and pockets fill first.
    let start = -1;
    let fewest = maxSlots + 2;
    let ties = 0;
    for (let cell = 0; cell < n; cell++) {
      if (owner[cell] !== -1) continue;
      // A cell where no path may end (a bridge) starts a walk only when nothing else is left.
      const f = noEnd?.[cell] ? maxSlots + 1 : freeCount[cell]!;
      if (f < fewest) {
        fewest = f;
        start = cell;
        ties = 1;
      } else if (f === fewest && rng.below(++ties) === 0) start = cell;
    }
    const k = paths.length;
    const path = [start];
    take(start, k);
    left--;
    // The length to aim for: around `aim`, within the bounds.
    const spread = Math.max(1, Math.floor(aim / 2));
    const length = Math.min(maxLen, Math.max(minLen, aim - spread + rng.below(2 * spread + 1)));
    // Grow from the far end; when it is stuck, from the start end.
    for (let end = 0; end < 2 && path.length < length; end++) {
      if (end === 1) path.reverse();
      let tip = path.at(-1)!;
      while (path.length < length) {
        options.length = 0;
        for (let s = 0; s < maxSlots; s++) {
          const next = neighbors[tip * maxSlots + s]!;
          if (next >= 0 && owner[next] === -1 && fits(next, k, tip)) options.push(next);
        }
        if (options.length === 0) break;
        // Prefer hemmed-in cells (fewest free neighbours), so the walk does not strand them.
        let best = options[0]!;
        let bestFree = freeCount[best]!;
        let bestTies = 1;
        for (let i = 1; i < options.length; i++) {
          const f = freeCount[options[i]!]!;
          if (f < bestFree) {
            best = options[i]!;
            bestFree = f;
            bestTies = 1;
          } else if (f === bestFree && rng.below(++bestTies) === 0) best = options[i]!;
        }
        tip = best;
        path.push(tip);
        take(tip, k);
        left--;
      }
    }
    if (path.length >= minLen) {
      paths.push(path);
      continue;
    }
    // Too short: join it, whole, to the end of a neighbouring path that has room for it.
    if (!joinShort(path, k)) return null;
  }
  return paths;

  /**
   * Joins a short path, whole, to a neighbouring path where the rule allows: at one of its ends,
   * or at an inner cell by cutting it there (the cut-off rest becomes a path of its own when it
   * is long enough). True when joined.
   */
  function joinShort(path: number[], k: number): boolean {
    for (const mine of [path.at(-1)!, path[0]!]) {
      // The short path oriented to end at `mine`.
      const piece = mine === path.at(-1) ? path : [...path].reverse();
      for (let s = 0; s < maxSlots; s++) {
        const other = neighbors[mine * maxSlots + s]!;
        if (other < 0 || owner[other]! < 0 || owner[other] === k) continue;
        const h = owner[other]!;
        const host = paths[h]!;
        const j = host.indexOf(other);
        // Keep the host up to `other` (a) or from `other` on (b); the rest is cut off.
        for (const keepHead of [true, false]) {
          const kept = keepHead ? host.slice(0, j + 1) : host.slice(j).reverse(); // ends at `other`
          const rest = keepHead ? host.slice(j + 1) : host.slice(0, j);
          if (rest.length > 0 && rest.length < minLen) continue;
          if (kept.length + piece.length > maxLen || kept.length + piece.length < minLen) continue;
          const restId = paths.length;
          for (const cell of rest) owner[cell] = restId;
          for (const cell of piece) owner[cell] = h;
          let ok = true;
          for (const cell of piece) {
            for (let u = 0; u < maxSlots && ok; u++) {
              const near = neighbors[cell * maxSlots + u]!;
              if (near < 0 || owner[near] !== h || piece.includes(near)) continue;
              if (!(cell === mine && near === other)) ok = false;
            }
          }
          if (!ok) {
            for (const cell of rest) owner[cell] = h;
            for (const cell of piece) owner[cell] = k;
            continue;
          }
          paths[h] = [...kept, ...[...piece].reverse()];
          if (rest.length > 0) paths.push(rest);
          return true;
        }
      }
    }
    return false;
  }
}
