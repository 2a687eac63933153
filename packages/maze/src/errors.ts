import { type ErrorPlace, KnossosError } from '@knossos/core';

/**
 * Thrown for maze input that cannot be used. `field` names what was wrong (`'text'` or `'grid'`);
 * for a file, `line` and `column` (from 1) say where, when known. A `KnossosError` of
 * `@knossos/core`: tell it apart without `instanceof` by `code` (or with `isKnossosError`).
 */
export class MazeError extends KnossosError {
  /** Always `'KNOSSOS_MAZE'`. */
  declare readonly code: 'KNOSSOS_MAZE';

  /**
   * @param field - what was wrong.
   * @param message - what is wrong, naming the value received.
   * @param where - the line and column in a file, when the fault is in one.
   */
  constructor(field: string, message: string, where: ErrorPlace = {}) {
    super('KNOSSOS_MAZE', field, message, where);
    this.name = 'MazeError';
  }
}

/**
 * Throws a {@link MazeError} (field `maze`) unless `maze` looks like `MazeData`: an object with
 * a board (passages, starts, goals), a verdict and settings. The entry points that take a maze
 * call it first, so garbage gets a clear error instead of a `TypeError` from deep inside.
 * @internal
 */
export function checkMazeShape(maze: unknown, entry: string): void {
  const m = maze as {
    board?: { passages?: unknown; starts?: unknown; goals?: unknown };
    verdict?: unknown;
    settings?: unknown;
  } | null;
  const ok =
    m !== null &&
    typeof m === 'object' &&
    typeof m.board === 'object' &&
    m.board !== null &&
    typeof m.board.passages === 'object' &&
    Array.isArray(m.board.starts) &&
    Array.isArray(m.board.goals) &&
    typeof m.verdict === 'object' &&
    m.verdict !== null &&
    typeof m.settings === 'object' &&
    m.settings !== null;
  if (!ok) {
    throw new MazeError('maze', `${entry} needs a maze (MazeData from generate or mazeFromJson)`);
  }
}
