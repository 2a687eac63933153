// The scramble: how far each tile of a solved board is turned as the puzzle starts.
import type { Rng } from '@knossos/random';
import type { Topology } from '@knossos/topology';
import { geometryFor, puzzleFor } from './board.js';
import { stepsApart } from './masks.js';
import { isWin } from './win.js';

/** Visible quarter-turns per turnable tile the scramble must reach at least (see `generateNetwalk`, step 5). */
export const MIN_SCRAMBLE_PER_TILE = 0.5;

/**
 * Scrambles a solved board: a random turn for every tile from the stream; then, while the start
 * is solved or is fewer than {@link MIN_SCRAMBLE_PER_TILE} visible quarter-turns per turnable
 * tile away (a straight turned twice looks unturned; a cross is never counted), a random tile
 * that looks unturned is turned. Returns the offsets.
 */
export function scramble(
  t: Topology,
  masks: Uint8Array,
  server: number,
  rng: Rng,
  tree: boolean,
  barriers: Uint8Array,
): Uint8Array {
  const n = masks.length;
  const g = geometryFor(t);
  const { k } = g;
  const rotated = (m: number, r: number) => g.rot[m * k + r]!;
  const turnsBetween = (a: number, b: number) => stepsApart(g, a, b);
  const offsets = new Uint8Array(n);
  const shown = new Uint8Array(n);
  let turnable = 0;
  let distance = 0;
  for (let c = 0; c < n; c++) {
    offsets[c] = rng.below(k);
    // An empty cell is drawn for like any other (so the stream is the same), but never turned.
    if (masks[c] === 0) offsets[c] = 0;
    shown[c] = rotated(masks[c]!, offsets[c]!);
    if (rotated(masks[c]!, 1) !== masks[c]) turnable++;
    distance += turnsBetween(masks[c]!, shown[c]!);
  }
  const needed = Math.ceil(turnable * MIN_SCRAMBLE_PER_TILE);
  if (turnable === 0) return offsets;
  const puzzle = puzzleFor(t, shown, barriers, tree);
  // Each pass turns one tile; a single turn of one tile always breaks a winning arrangement, so
  // a handful of passes suffice (the cap only guards against the impossible).
  for (let pass = 0; pass < 4 * n + 16; pass++) {
    const short = distance < Math.max(1, needed);
    if (!short && !isWin(puzzle, shown, server)) break;
    const pool: number[] = [];
    for (let c = 0; c < n; c++) {
      if (rotated(masks[c]!, 1) === masks[c]) continue;
      // Short of the distance: tiles that look unturned. Already far enough but solved (a
      // second solution): any tile with a third orientation, so the distance does not drop.
      if (short ? shown[c] === masks[c] : g.turns[masks[c]!]! > 2) pool.push(c);
    }
    if (pool.length === 0) {
      for (let c = 0; c < n; c++) if (rotated(masks[c]!, 1) !== masks[c]) pool.push(c);
    }
    const c = pool[rng.below(pool.length)]!;
    let next: number;
    if (k === 4) {
      const straight = rotated(masks[c]!, 2) === masks[c];
      if (straight) next = shown[c] === masks[c] ? 1 + 2 * rng.below(2) : 0;
      else {
        const choices = [1, 2, 3].filter((r) => r !== offsets[c]);
        next = choices[rng.below(choices.length)]!;
      }
    } else {
      // Any other turn that looks different from the solved tile (or, for a tile that already
      // looks turned, from how it looks now).
      const m = masks[c]!;
      const choices: number[] = [];
      for (let r = 1; r < k; r++) {
        if (rotated(m, r) !== m && rotated(m, r) !== shown[c]) choices.push(r);
      }
      next = choices.length > 0 ? choices[rng.below(choices.length)]! : 0;
    }
    distance -= turnsBetween(masks[c]!, shown[c]!);
    offsets[c] = next;
    shown[c] = rotated(masks[c]!, next);
    distance += turnsBetween(masks[c]!, shown[c]!);
  }
  return offsets;
}
