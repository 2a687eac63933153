import { describeValue } from '@knossos/core';
/**
 * Thrown when a rating function gets input it cannot rate: a score that is not a finite number,
 * bands that are not in order, an empty sample.
 *
 * It is a `RangeError`; tell it apart without `instanceof` (two copies of the package may live in
 * one app) by `error.code === 'KNOSSOS_RATING'`.
 */
export class RatingError extends RangeError {
  /** Stable machine-readable code: always `'KNOSSOS_RATING'`. */
  readonly code = 'KNOSSOS_RATING' as const;
  /** The argument or field at fault, e.g. `'scores[3]'` or `'bands[1]'`. */
  readonly field: string;

  /**
   * @param field - the argument or field at fault.
   * @param message - what is wrong, with the value received.
   */
  constructor(field: string, message: string) {
    super(`${field}: ${message}`);
    this.name = 'RatingError';
    this.field = field;
  }
}

/** A value as a short text for a message (`describeValue` of `@knossos/core`). @internal */
export const shown: (value: unknown) => string = describeValue;
