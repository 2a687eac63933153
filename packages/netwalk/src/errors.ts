import { describeValue, type ErrorPlace, KnossosError } from '@knossos/core';

/**
 * Thrown for netwalk input that cannot be used. `field` names what was wrong (`'width'`, `'offsets[7]'` or `'id'`);
 * for a file, `line` and `column` (from 1) say where, when known. A `KnossosError` of
 * `@knossos/core`: tell it apart without `instanceof` by `code` (or with `isKnossosError`).
 */
export class NetwalkError extends KnossosError {
  /** Always `'KNOSSOS_NETWALK'`. */
  declare readonly code: 'KNOSSOS_NETWALK';

  /**
   * @param field - what was wrong.
   * @param message - what is wrong, naming the value received.
   * @param where - the line and column in a file, when the fault is in one.
   */
  constructor(field: string, message: string, where: ErrorPlace = {}) {
    super('KNOSSOS_NETWALK', field, message, where);
    this.name = 'NetwalkError';
  }
}

/** A value as a short text for a message (`describeValue` of `@knossos/core`). @internal */
export const shown: (value: unknown) => string = describeValue;
