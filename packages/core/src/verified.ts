// The tries of verified generation, shared by the families: the seed, then seed#1, seed#2, …
// until a puzzle meets its request, else the closest with a note.

/** What {@link tryUntilMet} needs of a family. */
export interface Tries<P> {
  /** Makes the try `n` (0 = the seed as given). */
  readonly make: (n: number) => P | Promise<P>;
  /** What a puzzle lacks of its request (stars included), one sentence each. */
  readonly misses: (puzzle: P) => readonly string[];
  /** A puzzle's stars (0 when unrated), to pick the closest on a miss. */
  readonly stars: (puzzle: P) => number;
  /** The stars aimed at, 1–5, or 0 for any. */
  readonly target: number;
  /** Tries at most, ≥ 1. */
  readonly most: number;
  /** Checked between tries: `'time'` or `'signal'` once no more tries may start, else `null`. */
  readonly stopped?: () => 'time' | 'signal' | null;
}

/** What {@link tryUntilMet} found. */
export interface TriesResult<P> {
  /** The first try that met its request, or the closest. */
  readonly puzzle: P;
  /** Its shortfalls (empty when met). */
  readonly misses: readonly string[];
  /** Tries made. */
  readonly tried: number;
  /** The note to add when none met the request, or `null`. */
  readonly note: string | null;
}

/**
 * Makes tries until one meets its request: fewest shortfalls wins, then nearest the target
 * stars; the first such try is kept. Stops early when `stopped` says so.
 */
export async function tryUntilMet<P>(tries: Tries<P>): Promise<TriesResult<P>> {
  let best = await tries.make(0);
  let bestMisses = tries.misses(best);
  let tried = 1;
  let stop: 'time' | 'signal' | null = null;
  while (tried < tries.most && bestMisses.length > 0) {
    stop = tries.stopped?.() ?? null;
    if (stop !== null) break;
    const puzzle = await tries.make(tried++);
    const misses = tries.misses(puzzle);
    const distance = (p: P) => (tries.target === 0 ? 0 : Math.abs(tries.stars(p) - tries.target));
    if (
      misses.length < bestMisses.length ||
      (misses.length === bestMisses.length && distance(puzzle) < distance(best))
    ) {
      best = puzzle;
      bestMisses = misses;
    }
  }
  if (bestMisses.length === 0) return { puzzle: best, misses: [], tried, note: null };
  const count = tried === 1 ? '1 try' : `${tried} tries`;
  const cut =
    stop === null
      ? ''
      : ` (the ${stop === 'signal' ? 'signal' : 'time limit'} stopped the tries before ${tries.most})`;
  return {
    puzzle: best,
    misses: bestMisses,
    tried,
    note: `Verified: none of ${count} met the request${cut}; kept the closest (${bestMisses.map((m) => m.replace(/\.$/, '')).join('; ')}).`,
  };
}

/** The shortfall of a puzzle rated `stars` against a target (1–5; 0 is any), or `null`. */
export function starsShortfall(stars: number, target: number): string | null {
  if (target === 0 || stars === target) return null;
  return `Stars: asked for ${target}★, made ${stars === 0 ? 'an unrated puzzle' : `${stars}★`}.`;
}
