// Par over every solution: a branch-and-bound search for the fewest quarter-turns from the
// scramble to any winning arrangement, counting the arrangements that need that few.
import type { SearchClock } from '@knossos/solver';
import type { NetwalkStop } from './count.js';
import { Deducer, type Puzzle } from './deduce.js';
import { clockEvery, guessTile, stopBefore, turnsOf } from './search.js';
import { endsCanPair, isWin } from './win.js';

/** What {@link fewestTurns} found. @internal */
export interface FewestTurns {
  /** The fewest quarter-turns over the solutions found, or `null` when none was. */
  readonly par: number | null;
  /** Solutions found that need `par` turns, up to the limit. */
  readonly count: number;
  /**
   * Every arrangement was either looked at or ruled out by its bound, so `par` is the fewest
   * and `count` exact (a count that reached the limit is a lower bound and leaves it `false`).
   */
  readonly complete: boolean;
  /** What ended the search early, or `null`. */
  readonly stoppedBy: NetwalkStop | null;
  /** Guesses tried. */
  readonly guesses: number;
  /** The first solution found at `par` turns: its masks, or `null`. */
  readonly masks: Uint8Array | null;
  /** Its clockwise quarter-turns (0–3) from the shown tiles, or `null`. */
  readonly orientations: Uint8Array | null;
}

/**
 * `costs(p)[set]`: the fewest steps, either way, of any orientation in a set of clockwise steps
 * from the shown mask, for a tile that looks the same every `p` steps (its number of visibly
 * different orientations): step `r` looks like `r + p`, `r + 2p`, … and like `r − p`, so it costs
 * `min(r, p − r)` (three clockwise quarter-turns are one anticlockwise; a hex straight turned
 * two sixths looks as it does turned one sixth back). A cross's set holds step 0 only.
 */
function costs(p: number): Uint8Array {
  const cost = new Uint8Array(1 << p);
  for (let set = 1; set < 1 << p; set++) {
    let best = p;
    for (let r = 0; r < p; r++) if ((set >> r) & 1) best = Math.min(best, r, p - r);
    cost[set] = best;
  }
  return cost;
}
/** `COSTS[p]` for every period a square or hex tile has. */
const COSTS: readonly Uint8Array[] = [1, 1, 2, 3, 4, 5, 6].map((p) => costs(p));

/** The steps tried at a guess, cheapest first (`0, 1, k − 1, 2, k − 2, …`). */
function order(k: number): number[] {
  const out = [0];
  for (let r = 1; r <= k >> 1; r++) {
    out.push(r);
    if (k - r !== r) out.push(k - r);
  }
  return out;
}
const ORDERS: Readonly<Record<number, number[]>> = { 4: order(4), 6: order(6) };

/**
 * The fewest quarter-turns from the shown tiles to any win, and how many wins need that few:
 * deduction, then a depth-first search that branches on the tile with the fewest orientations
 * left and drops every branch whose bound (the turns of the fixed tiles plus the cheapest turn
 * of each open one) exceeds the best found. Orientations that look the same are one (a
 * straight turned twice), as in `countNetwalkSolutions`.
 *
 * @param limit - stop counting at this many solutions at the best par (the search then only
 *   looks for fewer turns, and the count is a lower bound).
 * @internal
 */
export function fewestTurns(
  puzzle: Puzzle,
  start: number,
  limit: number,
  budget: number,
  clock: SearchClock,
): FewestTurns {
  const d = new Deducer(puzzle);
  if (!endsCanPair(puzzle) || !d.deduce()) {
    return {
      par: null,
      count: 0,
      complete: true,
      stoppedBy: null,
      guesses: 0,
      masks: null,
      orientations: null,
    };
  }
  const every = clockEvery(d.n);
  let best = Number.POSITIVE_INFINITY;
  let count = 0;
  let full = false;
  let guesses = 0;
  let stoppedBy: NetwalkStop | null = null;
  let masks: Uint8Array | null = null;
  let orientations: Uint8Array | null = null;
  const ORDER = ORDERS[d.k]!;
  // Each tile's cost table, by how many orientations it has.
  const { turns } = puzzle.geometry;
  const costOf = Array.from({ length: d.n }, (_, c) => COSTS[turns[puzzle.tiles[c]!]!]!);
  const bound = (): number => {
    let sum = 0;
    for (let c = 0; c < d.n; c++) sum += costOf[c]![d.dom[c]!]!;
    return sum;
  };
  const explore = (): void => {
    const low = bound();
    if (low > best || (full && low === best)) return;
    if (d.unfixed === 0) {
      const won = d.masks();
      if (!isWin(puzzle, won, start)) return;
      if (low < best) {
        best = low;
        count = 1;
        masks = won;
        orientations = turnsOf(d);
      } else count++;
      full = count >= limit;
      return;
    }
    const pick = guessTile(d);
    const saved = d.snapshot();
    const set = d.dom[pick]!;
    for (const r of ORDER) {
      if (stoppedBy !== null) break;
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
  const found = count > 0;
  return {
    par: found ? best : null,
    count,
    complete: stoppedBy === null && !full,
    stoppedBy,
    guesses,
    masks,
    orientations,
  };
}
