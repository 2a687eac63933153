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

/** A value as a short text for a message, whatever it is (bigints, symbols, cycles included). @internal */
export function shown(value: unknown): string {
  if (typeof value === 'string')
    return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (typeof value === 'bigint') return `${value}n`;
  if (typeof value === 'number') return String(value);
  if (value === undefined) return 'nothing';
  if (typeof value === 'symbol' || typeof value === 'function') return String(value);
  try {
    const text = JSON.stringify(value);
    if (text !== undefined) return text.length > 60 ? `${text.slice(0, 60)}…` : text;
  } catch {
    // a cycle: fall through
  }
  return Object.prototype.toString.call(value);
}
