// The depth-first search behind solveNetwalk and countNetwalkSolutions, and its guess budget.
import type { SearchClock } from '@knossos/solver';
import type { NetwalkStop } from './count.js';
import type { Deducer } from './deduce.js';
import { stopOf } from './limits.js';
import { BITS } from './masks.js';
import { isWin } from './win.js';

/**
 * The default guess budget of a search on a board of `tiles` tiles: `⌈2 · 10⁷ / tiles⌉`, kept
 * within 1,000–1,000,000 (200,000 guesses on 10 × 10, 1,221 on 128 × 128). A search that runs
 * out says so (`complete: false`) rather than guess.
 */
export function defaultGuesses(tiles: number): number {
  return Math.min(1_000_000, Math.max(1_000, Math.ceil(2e7 / Math.max(1, tiles))));
}

/**
 * Depth-first search from a deduced state. The clock is looked at before the first guess and
 * then every `every` guesses: reading it costs tens of nanoseconds and a guess copies the
 * board's state and deduces (work that grows with the tiles), so looking every 256 guesses, or
 * about every 16,384 tiles' worth of guesses on big boards, keeps the cost out of sight and the
 * overshoot to a few ms.
 * @internal
 */
export function search(
  d: Deducer,
  start: number,
  limit: number,
  budget: number,
  clock: SearchClock,
) {
  const every = clockEvery(d.n);
  let count = 0;
  let guesses = 0;
  let first: Uint8Array | null = null;
  let turns: Uint8Array | null = null;
  let stoppedBy: NetwalkStop | null = null;
  const puzzle = d.puzzle;
  const explore = (): void => {
    if (d.unfixed === 0) {
      const masks = d.masks();
      if (isWin(puzzle, masks, start)) {
        count++;
        if (first === null) {
          first = masks;
          turns = turnsOf(d);
        }
        if (count >= limit) stoppedBy = 'limit';
      }
      return;
    }
    const pick = guessTile(d);
    const saved = d.snapshot();
    const set = d.dom[pick]!;
    for (let r = 0; r < d.k && stoppedBy === null; r++) {
      if (!((set >> r) & 1)) continue;
      stoppedBy = stopBefore(guesses, budget, every, clock);
      if (stoppedBy !== null) break;
      guesses++;
      d.restore(saved);
      if (d.assume(pick, 1 << r)) explore();
    }
    d.restore(saved);
  };
  explore();
  return {
    count,
    complete: stoppedBy === null || stoppedBy === 'limit',
    stoppedBy: stoppedBy as NetwalkStop | null,
    first: first as Uint8Array | null,
    turns: turns as Uint8Array | null,
    guesses,
  };
}

/**
 * How many guesses apart a search looks at its clock: 256, or fewer on boards of more than 64
 * tiles, about every 16,384 tiles' worth of guesses (see {@link search}). @internal
 */
export function clockEvery(tiles: number): number {
  return 2 ** Math.min(8, Math.max(0, Math.floor(Math.log2(16_384 / tiles))));
}

/** The tile a search guesses next: the first with the fewest orientations left (2 or more). @internal */
export function guessTile(d: Deducer): number {
  let pick = -1;
  let fewest = 7;
  for (let c = 0; c < d.n; c++) {
    const k = BITS[d.dom[c]!]!;
    if (k > 1 && k < fewest) {
      fewest = k;
      pick = c;
      if (k === 2) break;
    }
  }
  return pick;
}

/**
 * Why a search must stop before its next guess: its budget spent, or (looked at every `every`
 * guesses) its clock run out or its signal aborted; `null` to go on. @internal
 */
export function stopBefore(
  guesses: number,
  budget: number,
  every: number,
  clock: SearchClock,
): NetwalkStop | null {
  if (guesses >= budget) return 'guesses';
  return guesses % every === 0 ? stopOf(clock) : null;
}

/** The quarter-turns from the start to the solution deduction has fixed. @internal */
export function turnsOf(d: Deducer): Uint8Array {
  const out = new Uint8Array(d.n);
  for (let c = 0; c < d.n; c++) out[c] = d.turnOf(c);
  return out;
}
