// A call's time limit and abort signal, checked with Netwalk's own errors and then kept on the
// `SearchClock` of @knossos/solver, so one deadline covers every search the call runs.
import { clockOf, type SearchClock } from '@knossos/solver';
import { NetwalkError, shown } from './errors.js';

/** A call's limits, read once when it starts. @internal */
export interface CallLimits {
  /** The time limit in ms, ≥ 0 (`Infinity` without one), as told in notes. */
  readonly timeMs: number;
  /** The abort signal, or `undefined`. */
  readonly signal: AbortSignal | undefined;
  /** The clock every search of the call looks at. */
  readonly clock: SearchClock;
}

/**
 * Reads `timeMs` and `signal` from a call's options and starts the clock: a missing or NaN
 * `timeMs` is no limit, a negative one is 0 (neither with a note).
 *
 * @throws {@link NetwalkError} (field `timeMs`) for a `timeMs` that is not a number, and (field
 *   `signal`) for a `signal` that is not an AbortSignal.
 * @internal
 */
export function startLimits(
  options: { readonly timeMs?: unknown; readonly signal?: unknown } | null | undefined,
): CallLimits {
  const { timeMs, signal } = options ?? {};
  if (timeMs !== undefined && typeof timeMs !== 'number') {
    throw new NetwalkError(
      'timeMs',
      `timeMs must be a number of milliseconds (got ${shown(timeMs)})`,
    );
  }
  const limit =
    timeMs === undefined || Number.isNaN(timeMs) ? Number.POSITIVE_INFINITY : Math.max(0, timeMs);
  const checked = checkSignal(signal);
  // The values are in range here, so clockOf has nothing to note.
  const clock = clockOf(
    limit === Number.POSITIVE_INFINITY ? { signal: checked } : { timeMs: limit, signal: checked },
    [],
  );
  return { timeMs: limit, signal: checked, clock };
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
export function stopOf(clock: SearchClock): 'time' | 'signal' | null {
  return clock.expired() ? clock.stoppedBy : null;
}
