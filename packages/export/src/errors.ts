import { KnossosError } from '@knossos/core';

/**
 * Thrown for a sketch that cannot be drawn: a missing field, a coordinate that is not a finite
 * number, an unknown item kind. The message names the item and field, e.g.
 * `items[12].points[3].x: must be a finite number (got NaN)`.
 *
 * Tell it apart without `instanceof` by `error.code === 'KNOSSOS_EXPORT'`.
 */
export class ExportError extends KnossosError {
  /** Stable machine-readable code: always `'KNOSSOS_EXPORT'`. */
  declare readonly code: 'KNOSSOS_EXPORT';

  constructor(field: string, problem: string) {
    super('KNOSSOS_EXPORT', field, `${field}: ${problem}`);
    this.name = 'ExportError';
  }
}
