import { KnossosError } from '@knossos/core';

/**
 * Thrown when a board or a move cannot be read at all: a board that is not a `Board`, a player
 * that does not exist, a direction out of range. (A move the rules forbid is not an error:
 * `tryStep` reports it with a reason.) The message names the field, e.g.
 * `players: player 5 does not exist (the board has 2)`.
 *
 * Tell it apart without `instanceof` by `error.code === 'KNOSSOS_GIMMICKS'`.
 */
export class GimmicksError extends KnossosError {
  /** Stable machine-readable code: always `'KNOSSOS_GIMMICKS'`. */
  declare readonly code: 'KNOSSOS_GIMMICKS';

  constructor(field: string, problem: string) {
    super('KNOSSOS_GIMMICKS', field, `${field}: ${problem}`);
    this.name = 'GimmicksError';
  }
}
