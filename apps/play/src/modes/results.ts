// How a finished game went, and its rating in pips (the win panel's 1 to 3 marks).

/** The end of one game: the moves that counted, the puzzle's par, and whether the solver helped. */
export interface GameResult {
  /** Moves that counted (steps, rolls that moved someone, Flow paths drawn, Netwalk quarter-turns). */
  readonly moves: number;
  /** The fewest moves the puzzle can be solved in (≥ 0). */
  readonly par: number;
  /** Whether the auto-solver played any move (such a win is not recorded). */
  readonly helped: boolean;
}

/** How many moves over par still rate 2 pips: 2, or a quarter of the par (rounded up) on bigger puzzles. */
export function slackFor(par: number): number {
  return Math.max(2, Math.ceil(par / 4));
}

/**
 * The rating of a win: 3 pips on par (or under, which a proven par rules out but a stale record
 * might show), 2 up to {@link slackFor}(par) moves over, 1 beyond.
 */
export function pipsFor(moves: number, par: number): 1 | 2 | 3 {
  if (moves <= par) return 3;
  if (moves - par <= slackFor(par)) return 2;
  return 1;
}
