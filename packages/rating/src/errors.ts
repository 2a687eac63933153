import { describeValue, KnossosError } from '@knossos/core';
/**
 * Thrown when a rating function gets input it cannot rate: a score that is not a finite number,
 * bands that are not in order, an empty sample.
 *
 * A `KnossosError`; tell it apart without `instanceof` (two copies of the package may live in
 * one app) by `error.code === 'KNOSSOS_RATING'`.
 */
export class RatingError extends KnossosError {
  /** Stable machine-readable code: always `'KNOSSOS_RATING'`. */
  declare readonly code: 'KNOSSOS_RATING';

  /**
   * @param field - the argument or field at fault.
   * @param message - what is wrong, with the value received.
   */
  constructor(field: string, message: string) {
    super('KNOSSOS_RATING', field, `${field}: ${message}`);
    this.name = 'RatingError';
  }
}

/** A value as a short text for a message (`describeValue` of `@knossos/core`). @internal */
export const shown: (value: unknown) => string = describeValue;
