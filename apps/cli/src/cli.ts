// The programmatic entry of `knossos`: one run of the command line in this process, with its
// own working folder, standard input and captured output. The same command table as the
// `knossos` binary; what only a process has (signals, a broken pipe, the exit itself) is the
// binary's alone (`bin.ts`). The binary runs solve, verify and render on a worker thread so it
// can see Ctrl-C; here they run on the caller's thread, which a long proof keeps busy.

import { type CliIo, type OutStream, withIo } from './io.js';
import { runProgram } from './program.js';

/** What one run left: its exit code and everything it wrote. */
export interface CliRun {
  /** The exit code the binary would have ended with (see `EXIT`). */
  readonly status: number;
  /** Standard output, as UTF-8. */
  readonly stdout: string;
  /** Standard error, as UTF-8. */
  readonly stderr: string;
  /** Standard output's bytes (a PNG written to `-`). */
  readonly stdoutBytes: Buffer;
}

/** Options for {@link runCli}. */
export interface RunCliOptions {
  /** The folder relative paths are read from and written to (default: the process's own). */
  readonly cwd?: string;
  /** What the command reads as standard input for `-` (default: none, an empty input). */
  readonly stdin?: string | Uint8Array;
}

/** A stream that keeps every chunk written to it. */
function keeper(chunks: Buffer[]): OutStream {
  return {
    write(chunk) {
      chunks.push(typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : Buffer.from(chunk));
      return true;
    },
  };
}

let running = false;

/**
 * Runs `knossos <args>` in this process and resolves once the command has ended, as the binary
 * would: the same commands, flags, files, messages and exit codes. Colours follow picocolors'
 * reading of the environment (set `NO_COLOR` to compare text).
 *
 * The working folder is the process's (`process.chdir`) for the length of the run, as worker
 * threads share it, so runs in one process go one at a time.
 *
 * @throws Error when another run of this process has not ended yet.
 */
export async function runCli(
  args: readonly string[],
  options: RunCliOptions = {},
): Promise<CliRun> {
  if (running) throw new Error('runCli: another run has not ended; runs go one at a time');
  const stdout: Buffer[] = [];
  const stderr: Buffer[] = [];
  let status = 0;
  let stdin: Buffer | null = Buffer.from(options.stdin ?? '');
  const streams: CliIo = {
    stdout: keeper(stdout),
    stderr: keeper(stderr),
    takeStdin: () => {
      const bytes = stdin ?? Buffer.alloc(0);
      stdin = null;
      return bytes;
    },
    setExitCode: (code) => {
      status = code;
    },
  };
  const home = process.cwd();
  running = true;
  try {
    if (options.cwd !== undefined) process.chdir(options.cwd);
    await withIo(streams, () => runProgram(args));
  } finally {
    process.chdir(home);
    running = false;
  }
  const stdoutBytes = Buffer.concat(stdout);
  return {
    status,
    stdout: stdoutBytes.toString('utf8'),
    stderr: Buffer.concat(stderr).toString('utf8'),
    stdoutBytes,
  };
}
