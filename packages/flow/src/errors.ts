import { type ErrorPlace, KnossosError } from '@knossos/core';

/**
 * Thrown for flow input that cannot be used. `field` names what was wrong (`'dots[3]'`, `'width'` or `'text'`);
 * for a file, `line` and `column` (from 1) say where, when known. A `KnossosError` of
 * `@knossos/core`: tell it apart without `instanceof` by `code` (or with `isKnossosError`).
 */
export class FlowError extends KnossosError {
  /** Always `'KNOSSOS_FLOW'`. */
  declare readonly code: 'KNOSSOS_FLOW';

  /**
   * @param field - what was wrong.
   * @param message - what is wrong, naming the value received.
   * @param where - the line and column in a file, when the fault is in one.
   */
  constructor(field: string, message: string, where: ErrorPlace = {}) {
    super('KNOSSOS_FLOW', field, message, where);
    this.name = 'FlowError';
  }
}
