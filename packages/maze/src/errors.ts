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
