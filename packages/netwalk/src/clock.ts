import { NetwalkError, shown } from './errors.js';

/**
 * A call's time limit and abort signal, read once when the call starts and shared by every
 * search it runs, so one deadline covers the whole call.
 * @internal
 */
export interface Clock {
  /** The time limit in ms, ≥ 0 (`Infinity` without one). */
  readonly timeMs: number;
  /** `performance.now()` at or past which searches stop (`Infinity` without a time limit). */
  readonly deadline: number;
  /** The abort signal, or `undefined`. */
  readonly signal: AbortSignal | undefined;
}

/** A clock that never runs out. @internal */
export const UNLIMITED: Clock = Object.freeze({
  timeMs: Number.POSITIVE_INFINITY,
  deadline: Number.POSITIVE_INFINITY,
  signal: undefined,
});

/**
 * Reads `timeMs` and `signal` from a call's options and starts the clock: a missing or NaN
 * `timeMs` is no limit, a negative one is 0.
 *
 * @throws {@link NetwalkError} (field `timeMs`) for a `timeMs` that is not a number, and (field
 *   `signal`) for a `signal` that is not an AbortSignal.
 * @internal
 */
export function startClock(
  options: { readonly timeMs?: unknown; readonly signal?: unknown } | null | undefined,
): Clock {
  const { timeMs, signal } = options ?? {};
  if (timeMs !== undefined && typeof timeMs !== 'number') {
    throw new NetwalkError(
      'timeMs',
      `timeMs must be a number of milliseconds (got ${shown(timeMs)})`,
    );
  }
  const limit =
    timeMs === undefined || Number.isNaN(timeMs) ? Number.POSITIVE_INFINITY : Math.max(0, timeMs);
  return {
    timeMs: limit,
    deadline: performance.now() + limit,
    signal: checkSignal(signal),
  };
}

/**
 * The signal given, checked to be one: duck-typed, so a signal from another realm (a worker, a
 * polyfill) passes. `undefined` or `null` is no signal.
 */
function checkSignal(signal: unknown): AbortSignal | undefined {
  if (signal === undefined || signal === null) return undefined;
  const s = signal as Partial<AbortSignal>;
  if (typeof s.aborted !== 'boolean' || typeof s.throwIfAborted !== 'function') {
    throw new NetwalkError('signal', `signal must be an AbortSignal (got ${shown(signal)})`);
  }
  return signal as AbortSignal;
}

/**
 * Why a search must stop now: `'signal'` once the signal is aborted, `'time'` once the deadline
 * has passed (the signal is looked at first), else `null`.
 * @internal
 */
export function clockStop(clock: Clock): 'time' | 'signal' | null {
  if (clock.signal?.aborted) return 'signal';
  if (clock.deadline !== Number.POSITIVE_INFINITY && performance.now() >= clock.deadline) {
    return 'time';
  }
  return null;
}
