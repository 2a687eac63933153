import { describeValue, KnossosError } from '@knossos/core';

/**
 * Thrown when a function of `@knossos/random` is called with an argument it cannot honour
 * (a bound that is not a safe integer, an empty list to pick from, weights that sum to zero …).
 *
 * A `KnossosError` (`field` is the parameter at fault); tell it apart without `instanceof` (two
 * copies of the package may live in one app) by `error.code === 'KNOSSOS_RANDOM_ARGUMENT'`.
 */
export class RandomArgumentError extends KnossosError {
  /** Stable machine-readable code: always `'KNOSSOS_RANDOM_ARGUMENT'`. */
  declare readonly code: 'KNOSSOS_RANDOM_ARGUMENT';
  /** Name of the offending parameter, e.g. `'maxInclusive'` or `'weights[3]'`. */
  readonly argument: string;

  /**
   * @param method - the function that refused the call, e.g. `'int'`.
   * @param argument - the parameter at fault, e.g. `'maxInclusive'`.
   * @param problem - what it must be, e.g. `'must be a safe integer'`; the value received is
   *   appended.
   * @param received - the value that was passed, shown in the message with its type.
   */
  constructor(method: string, argument: string, problem: string, received: unknown) {
    super(
      'KNOSSOS_RANDOM_ARGUMENT',
      argument,
      `${method}: ${argument} ${problem} (got ${describeValue(received)})`,
    );
    this.name = 'RandomArgumentError';
    this.argument = argument;
  }
}
