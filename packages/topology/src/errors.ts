import { KnossosError } from '@knossos/core';

/**
 * Thrown for a spec that describes no board (a width of 0, a fractional ring count, 9 floors …)
 * and for cell or slot numbers out of range where a function cannot answer −1.
 *
 * A `KnossosError`; tell it apart without `instanceof` by
 * `error.code === 'KNOSSOS_TOPOLOGY'`. `field` names the spec field or argument at fault.
 */
export class TopologyError extends KnossosError {
  /** Stable machine-readable code: always `'KNOSSOS_TOPOLOGY'`. */
  declare readonly code: 'KNOSSOS_TOPOLOGY';

  /**
   * @param field - the spec field or argument at fault.
   * @param message - what is wrong, in a sentence that names the value received.
   */
  constructor(field: string, message: string) {
    super('KNOSSOS_TOPOLOGY', field, message);
    this.name = 'TopologyError';
  }
}
