import { KnossosError } from '@knossos/core';

/**
 * Thrown for passages or arguments that cannot describe a maze: opening a side that leads off the
 * board or into a hole, a `playable` array of the wrong length, JSON that is not passages data.
 * Settings out of range are never errors: they are clamped and noted.
 *
 * Tell it apart without `instanceof` by `error.code === 'KNOSSOS_CARVING'`; `field` names the
 * argument or JSON field at fault.
 */
export class CarvingError extends KnossosError {
  /** Stable machine-readable code: always `'KNOSSOS_CARVING'`. */
  declare readonly code: 'KNOSSOS_CARVING';

  /**
   * @param field - the argument or field at fault.
   * @param message - what is wrong, naming the value received.
   */
  constructor(field: string, message: string) {
    super('KNOSSOS_CARVING', field, message);
    this.name = 'CarvingError';
  }
}
