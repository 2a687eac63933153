/**
 * Thrown for maze input that cannot be used: a file that does not parse, or a maze a format
 * cannot hold. `field` names what was wrong; for a file, `line` and `column` (1-based) say
 * where, when known.
 */
export class MazeError extends Error {
  /** Always `'KNOSSOS_MAZE'`, for telling Knossos errors apart without `instanceof`. */
  readonly code = 'KNOSSOS_MAZE';
  /** What was wrong, for example `'text'` or `'grid'`. */
  readonly field: string;
  /** The line of a file where the problem is (1-based), or `null`. */
  readonly line: number | null;
  /** The column of that line (1-based), or `null`. */
  readonly column: number | null;

  constructor(field: string, message: string, where: { line?: number; column?: number } = {}) {
    const at =
      where.line === undefined
        ? ''
        : ` (line ${where.line}${where.column === undefined ? '' : `, column ${where.column}`})`;
    super(`${message}${at}`);
    this.name = 'MazeError';
    this.field = field;
    this.line = where.line ?? null;
    this.column = where.column ?? null;
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
