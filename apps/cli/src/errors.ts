/**
 * A problem the user can fix: a bad flag, a malformed file, a file that would be overwritten.
 * The command prints `message` on one line (no stack trace) and exits with `exitCode`.
 */
export class CliError extends Error {
  /** 2 for bad input (the default), 1 for a request not met. */
  readonly exitCode: number;

  constructor(message: string, exitCode = 2) {
    super(message);
    this.name = 'CliError';
    this.exitCode = exitCode;
  }
}

// The exit codes live in exit.ts; kept here for the modules that import them from errors.js.
export { EXIT } from './exit.js';

/**
 * Turns an error from a Knossos package into a one-line message that names what and where:
 * package errors carry `field` and, for files, `line` and `column`.
 */
export function describeError(error: unknown, file?: string): string {
  if (error instanceof CliError) return error.message;
  const e = error as {
    message?: string;
    field?: string;
    line?: number | null;
    column?: number | null;
  };
  const system = SYSTEM_WORDS[(error as { code?: string })?.code ?? ''];
  const message = system ?? (e?.message ?? String(error)).split('\n')[0]!;
  const where: string[] = [];
  if (file !== undefined) where.push(file);
  if (typeof e?.line === 'number') {
    where.push(`line ${e.line}${typeof e.column === 'number' ? `, column ${e.column}` : ''}`);
  }
  const prefix = where.length > 0 ? `${where.join(': ')}: ` : '';
  // `text` names no field worth saying: the whole file is the text.
  const field = e?.field && e.field !== 'text' && !message.includes(e.field) ? ` (${e.field})` : '';
  // The position is already in the prefix; drop the package's own "(line 3, column 7)".
  return `${prefix}${message.replace(/ \(line \d+(, column \d+)?\)/, '')}${field}`;
}

/** What the file errors people meet say, in words (the system's own messages name no file). */
const SYSTEM_WORDS: Readonly<Record<string, string>> = {
  ENOENT: 'no such file or folder',
  EACCES: 'permission denied',
  EISDIR: 'is a folder, not a file',
  ENOTDIR: 'a part of the path is not a folder',
};

/** Whether an error is one a user caused (a Knossos error with a field, or ours). */
export function isUserError(error: unknown): boolean {
  if (error instanceof CliError) return true;
  const code = (error as { code?: unknown })?.code;
  return typeof code === 'string' && code.startsWith('KNOSSOS');
}
