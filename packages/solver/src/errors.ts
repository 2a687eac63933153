import { KnossosError } from '@knossos/core';

/**
 * Thrown for a search problem or option that cannot be used: an initial state that is not a
 * non-negative integer up to 2⁵³, a successor that is not one, a domain that is not a bitmask,
 * or Z3 that cannot be loaded. `field` names what was wrong.
 */
export class SolverError extends KnossosError {
  /** Always `'KNOSSOS_SOLVER'`, for telling Knossos errors apart without `instanceof`. */
  declare readonly code: 'KNOSSOS_SOLVER';

  constructor(field: string, message: string, options?: { cause?: unknown }) {
    super('KNOSSOS_SOLVER', field, message);
    if (options?.cause !== undefined) this.cause = options.cause;
    this.name = 'SolverError';
  }
}

/** Whether `value` can be a search state: an integer from 0 to 2⁵³ − 1. @internal */
export function isState(value: unknown): value is number {
  // Small integers (the common case) pass the first test without a call.
  return (
    typeof value === 'number' &&
    value >= 0 &&
    (value <= 0x7fffffff ? (value | 0) === value : Number.isSafeInteger(value))
  );
}
