/**
 * Thrown for a board, a setting or a game ID that cannot be used. `field` names what was wrong; for a file,
 * `line` and `column` (1-based) say where, when known.
 */
export class NetwalkError extends Error {
  /** Always `'KNOSSOS_NETWALK'`, for telling Knossos errors apart without `instanceof`. */
  readonly code = 'KNOSSOS_NETWALK';
  /** What was wrong, for example `'width'`, `'offsets[7]'` or `'id'`. */
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
    this.name = 'NetwalkError';
    this.field = field;
    this.line = where.line ?? null;
    this.column = where.column ?? null;
  }
}
