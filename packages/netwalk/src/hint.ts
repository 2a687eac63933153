// Hints: the solver's next deduction the player has not made yet.

import type { NetwalkBoard } from './board.js';
import { Deducer, type Puzzle } from './deduce.js';
import { type Geometry, geometryOf } from './masks.js';
import { checkPlay, masksNow, type NetwalkPlay, won } from './play.js';
import { NETWALK_RULES, type NetwalkRule, puzzleOf } from './solve.js';

/** A hint: the solver's next deduction the player has not made yet. */
export interface NetwalkHint {
  /** The cell to turn. */
  readonly cell: number;
  /** Clockwise steps of the grid that put it right: quarter-turns 1–3, or sixths 1–5 on a hex board. */
  readonly quarterTurns: number;
  /** Its mask once turned. */
  readonly mask: number;
  /**
   * The rule that settles it (see `NetwalkRule`); `search` when deduction alone does not (the
   * stored solution is used).
   */
  readonly rule: NetwalkRule;
  /**
   * The tile is locked the wrong way: unlock it first (`lock(play, cell, false)`). Unlocked
   * tiles are hinted before locked ones.
   */
  readonly locked: boolean;
}

/** What deduction settled on a board, in its order (kept per board: hints ask again and again). */
const deductions = new WeakMap<
  NetwalkBoard,
  { order: Int32Array; levels: Uint8Array; masks: Uint8Array; fixed: number }
>();

/**
 * The solver's next deduction from here: deduction runs on the board (as it started; turning
 * tiles adds no facts), and the first tile it settled, in its order, that is not shown as
 * settled is the hint. Tiles deduction leaves open are hinted from the stored solution, rule
 * `search`. Unlocked tiles come first; a tile locked the wrong way is hinted last, with
 * `locked: true` (it must be unlocked before it turns).
 *
 * @returns the hint, or `null` when every tile already shows its settled mask (or the game is won).
 */
export function hint(play: NetwalkPlay): NetwalkHint | null {
  const t = checkPlay(play);
  const { board } = play;
  const shown = masksNow(play);
  if (won(play, t, shown)) return null;
  let known = deductions.get(board);
  if (known === undefined) {
    const puzzle: Puzzle = puzzleOf(board);
    const d = new Deducer(puzzle);
    const consistent = d.deduce();
    known = {
      order: d.order,
      levels: d.orderLevel,
      fixed: consistent ? d.fixed : 0,
      masks: consistent ? d.masks() : new Uint8Array(0),
    };
    deductions.set(board, known);
  }
  const g = geometryOf(board.grid);
  // Unlocked tiles first: a locked tile the wrong way is hinted only when nothing else is left.
  for (const locked of [false, true]) {
    const wanted = (cell: number) => (play.locked[cell] === 1) === locked;
    for (let i = 0; i < known.fixed; i++) {
      const cell = known.order[i]!;
      const mask = known.masks[cell]!;
      if (shown[cell] !== mask && wanted(cell)) {
        const rule = NETWALK_RULES[Math.max(0, known.levels[i]! - 1)]!;
        return hintFor(g, cell, shown[cell]!, mask, rule, locked);
      }
    }
    for (let cell = 0; cell < shown.length; cell++) {
      const mask = board.solution[cell]!;
      if (shown[cell] !== mask && wanted(cell)) {
        return hintFor(g, cell, shown[cell]!, mask, 'search', locked);
      }
    }
  }
  return null;
}

function hintFor(
  g: Geometry,
  cell: number,
  from: number,
  to: number,
  rule: NetwalkRule,
  locked: boolean,
): NetwalkHint {
  let turns = 1;
  while (turns < g.k && g.rot[from * g.k + turns] !== to) turns++;
  return { cell, quarterTurns: turns, mask: to, rule, locked };
}
