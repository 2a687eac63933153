import { SolverError } from './errors.js';

/** What stopped a search before its state budget did: its time limit or its abort signal. */
export type ClockStop = 'time' | 'signal';

/**
 * A search's time limit and abort signal, looked at now and then from inside the search loop.
 *
 * Reading the clock costs tens of nanoseconds, so {@link SearchClock.tick} looks only on every
 * 256th call; a search calls it once per state it expands, which keeps the cost out of sight and
 * the overshoot to a few hundred expansions (well under a millisecond on the boards Knossos
 * makes). One clock may be shared by several searches: once it has run out, every later search
 * stops at its first look.
 *
 * A signal can only abort a running search from another thread's message handler when the
 * search yields, which a synchronous search never does; aborting it from inside the search (a
 * `successors` or `onProgress` callback) or before the call works.
 */
export class SearchClock {
  /** Why the clock ran out, or `null` while the search may go on. */
  stoppedBy: ClockStop | null = null;
  /** `performance.now()` when the clock was made. */
  readonly started: number;
  /** `performance.now()` past which searches stop (`Infinity` without a time limit). */
  readonly deadline: number;
  readonly #signal: AbortSignal | undefined;
  #ticks = 0;

  /**
   * @param timeMs - milliseconds from now, ≥ 0 (`Infinity`: no limit).
   * @param signal - an abort signal, or `undefined`.
   */
  constructor(timeMs: number = Number.POSITIVE_INFINITY, signal?: AbortSignal) {
    this.started = performance.now();
    this.deadline = this.started + Math.max(0, timeMs);
    this.#signal = signal;
  }

  /** Whether the search must stop, looking at the clock and the signal on every 256th call. */
  tick(): boolean {
    if (this.stoppedBy !== null) return true;
    if ((++this.#ticks & 255) !== 1) return false;
    return this.expired();
  }

  /** Whether the search must stop, looking at the clock and the signal now. */
  expired(): boolean {
    if (this.stoppedBy !== null) return true;
    if (this.#signal?.aborted) this.stoppedBy = 'signal';
    else if (performance.now() >= this.deadline) this.stoppedBy = 'time';
    return this.stoppedBy !== null;
  }

  /** Milliseconds left, ≥ 0 (`Infinity` without a time limit). */
  remainingMs(): number {
    return Math.max(0, this.deadline - performance.now());
  }

  /** Milliseconds since the clock was made, rounded. */
  elapsedMs(): number {
    return Math.round(performance.now() - this.started);
  }

  /**
   * The note for a search this clock stopped: `Time limit: ran out after 1,204 ms and 81,920
   * positions, so the maze is not proven.` or `Signal: the search was stopped after …`.
   *
   * @param explored - states stored when it stopped.
   * @param unit - what a state is called (`states`, `positions`).
   * @param unproven - what is left unproven, as a clause (`the puzzle is`, `soft-locks are`).
   */
  note(explored: number, unit: string, unproven: string): string {
    const counted = `${explored.toLocaleString('en')} ${unit}`;
    return this.stoppedBy === 'signal'
      ? `Signal: the search was stopped after ${counted}, so ${unproven} not proven.`
      : `Time limit: ran out after ${this.elapsedMs().toLocaleString('en')} ms and ${counted}, so ${unproven} not proven.`;
  }
}

/** A clock that never runs out, for searches given no limit. */
export const UNLIMITED: SearchClock = new SearchClock();

/**
 * The clock for a search's options: the `clock` given, else one from `timeMs` (milliseconds, ≥ 0; a missing or NaN value means no
 * limit, a negative one 0, both with a note when not missing) and `signal`. Without either,
 * the shared {@link UNLIMITED} clock.
 *
 * @param notes - where an adjusted `timeMs` is told, starting `Time limit:`.
 * @throws {@link SolverError} (field `signal`) when `signal` is given and is not an AbortSignal,
 *   (field `clock`) when `clock` is given and is not a {@link SearchClock}.
 */
export function clockOf(
  options:
    | { readonly timeMs?: number; readonly signal?: AbortSignal; readonly clock?: SearchClock }
    | undefined,
  notes: string[],
): SearchClock {
  if (options?.clock !== undefined) {
    // Duck-typed: a bundle may hold two copies of this class.
    const clock = options.clock as Partial<SearchClock>;
    if (typeof clock.tick !== 'function' || typeof clock.note !== 'function') {
      throw new SolverError('clock', 'clock must be a SearchClock');
    }
    return options.clock;
  }
  const timeMs = options?.timeMs;
  const signal = options?.signal;
  if (signal !== undefined && signal !== null && typeof signal.aborted !== 'boolean') {
    throw new SolverError('signal', 'signal must be an AbortSignal');
  }
  if (timeMs === undefined && (signal === undefined || signal === null)) return UNLIMITED;
  let ms = Number.POSITIVE_INFINITY;
  if (timeMs !== undefined) {
    if (typeof timeMs !== 'number' || Number.isNaN(timeMs)) {
      notes.push(`Time limit: ${String(timeMs)} is not a number of milliseconds; used none.`);
    } else if (timeMs < 0) {
      notes.push(`Time limit: ${timeMs} ms is below 0; used 0.`);
      ms = 0;
    } else ms = timeMs;
  }
  return new SearchClock(ms, signal ?? undefined);
}
