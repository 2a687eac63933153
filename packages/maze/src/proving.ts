import type { PlacementCut } from '@knossos/gimmicks';
import { clockOf, type SearchClock } from '@knossos/solver';
import { MazeError } from './errors.js';

/** What cut a maze's proofs short, and when: the maze is then not verified against its request. */
export type MazeCut = PlacementCut;

/** Options for {@link generate} and the verified generation that bound a run, not its maze. */
export interface GenerateOptions {
  /**
   * Milliseconds for the whole call, ≥ 0 (default: none). Every proof the generation makes
   * shares it; when it runs out, generation stops searching and the maze comes back "not
   * verified" (`cut`, with a note), never shrunk in silence. Not a setting: it is not stored
   * with the maze, and a maze the limit did not cut is the same as without it.
   */
  readonly timeMs?: number;
  /**
   * Stops the searches as the time limit does, then the call throws the signal's reason.
   * Looked at between tries and inside every search.
   */
  readonly signal?: AbortSignal;
  /** A clock shared with the caller's other searches (then `timeMs` and `signal` are not read). */
  readonly clock?: SearchClock;
}

/**
 * The limits every proof of one generation shares, and the first cut any of them met.
 * @internal
 */
export interface Proving {
  readonly stateBudget: number;
  readonly clock: SearchClock;
  /** The first limit that cut a proof short, or `null`. */
  cut: MazeCut | null;
}

/** The limits for a generation: its state budget and the clock of its options. @internal */
export function provingFor(
  stateBudget: number,
  options: GenerateOptions | null | undefined,
  notes: string[],
): Proving {
  const signal = options?.signal;
  if (signal !== undefined && signal !== null && typeof signal.throwIfAborted !== 'function') {
    throw new MazeError('signal', 'signal must be an AbortSignal');
  }
  return { stateBudget, clock: clockOf(options ?? {}, notes), cut: null };
}

/** Records a cut, keeping the first. @internal */
export function recordCut(proving: Proving, cut: MazeCut | null): void {
  if (cut !== null && proving.cut === null) proving.cut = cut;
}

/** What the clock's stop is called in a cut. @internal */
export function clockCut(proving: Proving): MazeCut['by'] {
  return proving.clock.stoppedBy === 'signal' ? 'signal' : 'time limit';
}
