/** Where in a file a fault is: a line and a column, both from 1. */
export interface ErrorPlace {
  /** The line, from 1. */
  readonly line?: number;
  /** The column of that line, from 1, in UTF-16 code units. */
  readonly column?: number;
}

/**
 * The base of every Knossos error: a stable machine-readable `code` (`KNOSSOS_<PACKAGE>`), the
 * `field` at fault (an argument, a setting, a JSON path such as `maze.board.starts.0`, or `text`
 * for a file), and for a file the `line` and `column` (from 1) when known, which the message
 * ends with: `… (line 3, column 7)`.
 *
 * Each package throws its own subclass (`MazeError`, `FlowError`, …). Tell any of them apart
 * with {@link isKnossosError}, which does not rely on `instanceof` (two copies of a package may
 * live in one app).
 */
export class KnossosError extends Error {
  /** `KNOSSOS_` and the package, e.g. `'KNOSSOS_MAZE'`. */
  readonly code: string;
  /** What was wrong, e.g. `'width'`, `'dots[3]'` or `'text'`. */
  readonly field: string;
  /** The line of a file where the problem is (from 1), or `null`. */
  readonly line: number | null;
  /** The column of that line (from 1, in UTF-16 code units), or `null`. */
  readonly column: number | null;

  /**
   * @param code - `KNOSSOS_` and the package.
   * @param field - what was wrong.
   * @param message - what is wrong, naming the value received; the place is added to it.
   * @param where - the line and column in a file, when the fault is in one.
   */
  constructor(code: string, field: string, message: string, where: ErrorPlace = {}) {
    const at =
      where.line === undefined
        ? ''
        : ` (line ${where.line}${where.column === undefined ? '' : `, column ${where.column}`})`;
    super(`${message}${at}`);
    this.name = 'KnossosError';
    this.code = code;
    this.field = field;
    this.line = where.line ?? null;
    this.column = where.column ?? null;
  }
}

/**
 * Whether a value is an error thrown by a Knossos package: an `Error` whose `code` starts with
 * `KNOSSOS_` and that names a `field`. Duck-typed, so it holds across copies of a package.
 */
export function isKnossosError(error: unknown): error is KnossosError {
  const e = error as { code?: unknown; field?: unknown; message?: unknown } | null;
  return (
    typeof e === 'object' &&
    e !== null &&
    typeof e.code === 'string' &&
    e.code.startsWith('KNOSSOS_') &&
    typeof e.field === 'string' &&
    typeof e.message === 'string'
  );
}
