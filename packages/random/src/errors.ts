/**
 * Thrown when a function of `@knossos/random` is called with an argument it cannot honour
 * (a bound that is not a safe integer, an empty list to pick from, weights that sum to zero …).
 *
 * It is a `RangeError`; tell it apart without `instanceof` (two copies of the package may live in
 * one app) by `error.code === 'KNOSSOS_RANDOM_ARGUMENT'`.
 */
export class RandomArgumentError extends RangeError {
  /** Stable machine-readable code: always `'KNOSSOS_RANDOM_ARGUMENT'`. */
  readonly code = 'KNOSSOS_RANDOM_ARGUMENT' as const;
  /** Name of the offending parameter, e.g. `'maxInclusive'` or `'weights[3]'`. */
  readonly argument: string;

  /**
   * @param method - the function that refused the call, e.g. `'int'`.
   * @param argument - the parameter at fault, e.g. `'maxInclusive'`.
   * @param problem - what is wrong with it, in a few words.
   */
  constructor(method: string, argument: string, problem: string) {
    super(`${method}: ${argument} ${problem}`);
    this.name = 'RandomArgumentError';
    this.argument = argument;
  }
}
