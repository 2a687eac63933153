// How `knossos` ends: its exit codes, and every error turned into one line and a code.

import { CommanderError } from 'commander';
import { diskError } from './disk-error.js';
import { CliError, describeError, isUserError } from './errors.js';
import { io } from './io.js';
import { terminalSafe } from './terminal.js';

/**
 * Exit codes: success, a request not met, bad input, and stopped by a signal as shells count
 * them (128 + the signal): a closed terminal (SIGHUP) 129, Ctrl-C (SIGINT) 130, a reader gone
 * (SIGPIPE) 141, SIGTERM 143; 70 for an internal error.
 */
export const EXIT = Object.freeze({
  ok: 0,
  unmet: 1,
  input: 2,
  internal: 70,
  hangUp: 129,
  interrupted: 130,
  brokenPipe: 141,
  terminated: 143,
});

/** A commander message (help and version end well) as one line, with exit 2. */
function commanderFailure(error: CommanderError): void {
  if (
    error.code === 'commander.helpDisplayed' ||
    error.code === 'commander.version' ||
    error.code === 'commander.help'
  ) {
    io().setExitCode(EXIT.ok);
    return;
  }
  const message = error.message
    .replace(/^error: /, '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join(' ');
  io().stderr.write(`knossos: ${terminalSafe(message)}\n`);
  io().setExitCode(EXIT.input);
}

/**
 * Ends a failed command: one line on stderr (no stack trace, control characters shown) and its
 * exit code: a {@link CliError}'s own, 2 for other errors a user caused (a bad flag, a Knossos
 * error naming a field, a full disk, a file that cannot be opened), 70 with the stack for a bug.
 */
export function fail(error: unknown): void {
  if (error instanceof CommanderError) {
    commanderFailure(error);
    return;
  }
  if (isUserError(error)) {
    io().stderr.write(`knossos: ${terminalSafe(describeError(error))}\n`);
    io().setExitCode(error instanceof CliError ? error.exitCode : EXIT.input);
    return;
  }
  const full = diskError(error);
  if (full !== null) {
    io().stderr.write(`knossos: ${terminalSafe(full.message)}\n`);
    io().setExitCode(EXIT.input);
    return;
  }
  const e = error as { code?: string; message?: string };
  if (['EACCES', 'ENOENT', 'EISDIR', 'ENOTDIR'].includes(e?.code ?? '')) {
    io().stderr.write(`knossos: ${terminalSafe(e.message ?? String(error))}\n`);
    io().setExitCode(EXIT.input);
    return;
  }
  io().stderr.write(
    `knossos: internal error (please report it): ${(error as Error)?.stack ?? String(error)}\n`,
  );
  io().setExitCode(EXIT.internal);
}
