// The tile mix of a network: whether it is pathological, its shares of junctions and
// straights, and link swaps that bring them towards an aim.
import type { Rng } from '@knossos/random';
import type { Topology } from '@knossos/topology';
import { geometryFor } from './board.js';
import { BITS, type NetwalkGrid, tileKindOn } from './masks.js';
import { LinkSwapper } from './swap.js';
import { countKinds, kindProblems } from './validate.js';

/** Whether the tile kinds are pathological, by `validate`'s own rule. */
export function pathological(masks: Uint8Array, grid?: NetwalkGrid): boolean {
  return kindProblems(countKinds(masks, grid)).length > 0;
}

/** The share of junction tiles (3+ pipes) and of straights, among the tiles with a pipe. */
export function shares(masks: Uint8Array, grid?: NetwalkGrid): [number, number] {
  const kinds = countKinds(masks, grid);
  const tiles = masks.length - kinds.empty;
  return [(kinds.tee + kinds.cross) / tiles, kinds.straight / tiles];
}

/**
 * Swaps links to bring the tile shares towards the aims: a random new link closes a loop (found
 * within 64 cells), a random other link of the loop goes, and the swap stays when it does not
 * move the shares away from the aims. `4 · cells` tries.
 */
export function tuneShares(
  t: Topology,
  masks: Uint8Array,
  rng: Rng,
  crosses: boolean,
  branching: number | null,
  straights: number | null,
): void {
  const n = masks.length;
  const grid = geometryFor(t).grid;
  const kindCost = (m: number): [number, number] => [
    BITS[m]! >= 3 ? 1 : 0,
    tileKindOn(m, grid) === 'straight' ? 1 : 0,
  ];
  const kinds = countKinds(masks, grid);
  const tiles = n - kinds.empty;
  let junctions = kinds.tee + kinds.cross;
  let straight = kinds.straight;
  const error = (jj: number, ss: number): number =>
    (branching === null ? 0 : Math.abs(jj / tiles - branching)) +
    (straights === null ? 0 : Math.abs(ss / tiles - straights));
  const swapper = new LinkSwapper(t, masks, null, crosses);
  for (let tries = 0; tries < 4 * n; tries++) {
    const s = swapper.propose(rng);
    if (s === null) continue;
    let dj = 0;
    let ds = 0;
    for (const cell of s.cells) {
      const [a, b] = kindCost(masks[cell]!);
      dj -= a;
      ds -= b;
    }
    swapper.swap(s);
    for (const cell of s.cells) {
      const [a, b] = kindCost(masks[cell]!);
      dj += a;
      ds += b;
    }
    if (error(junctions + dj, straight + ds) <= error(junctions, straight)) {
      junctions += dj;
      straight += ds;
    } else swapper.unswap(s);
  }
}

export function noteShares(
  masks: Uint8Array,
  branching: number | null,
  straights: number | null,
  notes: string[],
  grid?: NetwalkGrid,
): void {
  const [j, s] = shares(masks, grid);
  if (branching !== null && Math.abs(j - branching) > 0.05) {
    notes.push(`Branching: reached ${j.toFixed(2)} of the ${branching} asked for.`);
  }
  if (straights !== null && Math.abs(s - straights) > 0.05) {
    notes.push(`Straights: reached ${s.toFixed(2)} of the ${straights} asked for.`);
  }
}
