// Barriers (walls) for generated boards, as Tatham's Net places them.
import type { Rng } from '@knossos/random';
import type { Topology } from '@knossos/topology';
import { isObvious } from './obvious.js';

/**
 * Walls for a solved network: each inner side of the board (both cells on the board; a torus's
 * wrapping sides included) that no link of `masks` crosses and that does not touch an empty
 * cell gets a wall with the chance `chance`, written on both sides. Walls never cut the
 * solution, so it still wins; they only rule other arrangements out. Draws from `rng` only when
 * `chance > 0`. With `avoidObvious`, a wall that would make either tile obvious (`isObvious`)
 * is left out.
 *
 * @param chance - 0–1.
 * @returns slot bits per cell (`barriers` of a board).
 */
export function placeBarriers(
  t: Topology,
  masks: Uint8Array,
  rng: Rng,
  chance: number,
  avoidObvious = false,
): Uint8Array {
  const n = masks.length;
  const walls = new Uint8Array(n);
  if (chance <= 0) return walls;
  const nb = t.neighbors;
  const k = t.maxSlots;
  const half = k >> 1;
  // One slot of each opposite pair from each cell (north and east on a square grid, E, NE and
  // NW on a hex one), so each side is looked at once (on a torus 2 wide, the east and west
  // sides of a cell are two different sides to the same neighbour).
  const slots = k === 4 ? [0, 1] : [0, 1, 2];
  for (let c = 0; c < n; c++) {
    if (masks[c] === 0) continue;
    for (const s of slots) {
      const other = nb[c * k + s]!;
      if (other < 0 || masks[other] === 0 || (masks[c]! >> s) & 1) continue;
      if (!rng.bool(chance)) continue;
      walls[c]! |= 1 << s;
      walls[other]! |= 1 << ((s + half) % k);
      if (avoidObvious && (isObvious(t, masks, walls, c) || isObvious(t, masks, walls, other))) {
        walls[c]! &= ~(1 << s);
        walls[other]! &= ~(1 << ((s + half) % k));
      }
    }
  }
  return walls;
}
