import { FlowError } from './errors.js';

/**
 * The wall-time limit of one generation (`timeMs` of `generateFlow`): a deadline on the
 * `performance.now()` clock, set when the call starts, that every proof of the call shares.
 * @internal
 */
export interface TimeLimit {
  /** The limit in ms, ≥ 0; `Infinity` when none was given. */
  readonly ms: number;
  /** The `performance.now()` time past which the generation stops (`Infinity`: never). */
  readonly deadline: number;
  /** Ms left before the deadline; 0 or less once it has passed (`Infinity` with no limit). */
  left(): number;
}

/**
 * Starts the clock of a `timeMs` setting: a missing, NaN or non-number value is no limit, a
 * negative one is 0 (the limit is a run option, so it is clamped without a note). @internal
 */
export function startTimeLimit(timeMs: unknown): TimeLimit {
  const ms =
    typeof timeMs === 'number' && !Number.isNaN(timeMs)
      ? Math.max(0, timeMs)
      : Number.POSITIVE_INFINITY;
  const deadline = performance.now() + ms;
  return { ms, deadline, left: () => deadline - performance.now() };
}

/**
 * The note of a level returned because the time ran out: what was cut (`'proof'`: the
 * uniqueness proof of this level; `'search'`: the search for a level that could be proven, the
 * level being an earlier one whose proof ran out of nodes). @internal
 */
export function timeLimitNote(cut: 'proof' | 'search', limit: TimeLimit): string {
  const what = cut === 'proof' ? 'the uniqueness proof' : 'the search for a level';
  return `Time limit: ${what} was cut by the time limit after ${limit.ms} ms, so uniqueness is not proven.`;
}

/** The note of a level whose loose-rule check (`uniqueLoose`) the time limit cut. @internal */
export function looseTimeLimitNote(limit: TimeLimit): string {
  return `Time limit: the loose-rule check was cut by the time limit after ${limit.ms} ms, so uniqueLoose is not known.`;
}

/**
 * The error for a time limit that ran out before any level was made (field `timeMs`); `detail`
 * says where the generation stood. @internal
 */
export function noLevelInTime(limit: TimeLimit, detail: string): FlowError {
  return new FlowError('timeMs', `no level was made within ${limit.ms} ms (${detail})`);
}
