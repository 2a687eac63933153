import { KnossosError } from '@knossos/core';

/**
 * Thrown for a queue that cannot be used: a Redis that cannot be reached (field `redis`), a
 * batch name or seed a queue cannot hold (`name`, `seed`), a batch added again with other
 * settings, or one that is not there (`batch`). The message names the field, e.g.
 * `redis: cannot reach redis://127.0.0.1:6390 (ECONNREFUSED)`.
 *
 * Tell it apart without `instanceof` by `error.code === 'KNOSSOS_QUEUE'`.
 */
export class QueueError extends KnossosError {
  /** Stable machine-readable code: always `'KNOSSOS_QUEUE'`. */
  declare readonly code: 'KNOSSOS_QUEUE';

  constructor(field: string, problem: string) {
    super('KNOSSOS_QUEUE', field, `${field}: ${problem}`);
    this.name = 'QueueError';
  }
}
