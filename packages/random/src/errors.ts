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
   * @param problem - what it must be, e.g. `'must be a safe integer'`; the value received is
   *   appended.
   * @param received - the value that was passed, shown in the message with its type.
   */
  constructor(method: string, argument: string, problem: string, received: unknown) {
    super(`${method}: ${argument} ${problem} (got ${describeValue(received)})`);
    this.name = 'RandomArgumentError';
    this.argument = argument;
  }
}

/** A value as a message shows it: strings quoted, bigints with `n`, objects by their kind. */
function describeValue(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
    case 'bigint':
      return `${value}n`;
    case 'number':
      return Object.is(value, -0) ? '-0' : String(value);
    case 'object':
      return value === null ? 'null' : Array.isArray(value) ? 'an array' : 'an object';
    case 'function':
      return 'a function';
    default:
      return String(value);
  }
}
