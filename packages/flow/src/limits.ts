import type { FlowSolveOptions } from './solve.js';

/** A solve call's limits, each read and clamped the same way by every engine. */
export interface SolveLimits {
  /** Solutions to stop after, 1–1,000,000 (default 2). */
  readonly limit: number;
  /** Nodes to stop after, ≥ 1 (default 20,000,000). */
  readonly nodeBudget: number;
  /** The time limit in ms, ≥ 0 (default: none). */
  readonly timeMs: number;
  /** `performance.now()` past which to stop. */
  readonly deadline: number;
  /** The loose rule. */
  readonly touching: boolean;
}

/**
 * Reads `limit`, `nodeBudget`, `timeMs` and `touching` from solve options: a missing, NaN or
 * non-number value takes the default, and values out of range are clamped (not thrown on).
 */
export function solveLimits(options: FlowSolveOptions): SolveLimits {
  const number = (value: unknown, fallback: number) =>
    typeof value === 'number' && !Number.isNaN(value) ? value : fallback;
  const timeMs = Math.max(0, number(options.timeMs, Number.POSITIVE_INFINITY));
  return {
    limit: Math.max(1, Math.min(1_000_000, Math.floor(number(options.limit, 2)))),
    nodeBudget: Math.max(1, Math.floor(number(options.nodeBudget, 20_000_000))),
    timeMs,
    deadline: performance.now() + timeMs,
    touching: options.touching === true,
  };
}
