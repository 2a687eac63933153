// Where a run of `knossos` writes, reads standard input from and leaves its exit code. The
// command line (`bin.ts`) uses the process's own; the programmatic entry (`cli.ts`) hands each
// run its own streams, so a test or a tool can run many commands in one process.

import { AsyncLocalStorage } from 'node:async_hooks';

/** A stream a run writes to: `process.stdout`, or one that keeps what it is given. */
export interface OutStream {
  write(chunk: string | Uint8Array): boolean;
  /** A terminal (bars and colours): only the process's own streams may be one. */
  readonly isTTY?: boolean;
}

/** The streams and exit code of one run. */
export interface CliIo {
  readonly stdout: OutStream;
  readonly stderr: OutStream;
  /**
   * Standard input's bytes for `-`, or `null` to read the process's file descriptor 0. Like a
   * stream, it gives its bytes once: later calls give an empty buffer.
   */
  takeStdin(): Buffer | null;
  /** Sets the run's exit code (the last call wins). */
  setExitCode(code: number): void;
}

/** The process's own streams and exit code. */
const PROCESS_IO: CliIo = {
  get stdout() {
    return process.stdout;
  },
  get stderr() {
    return process.stderr;
  },
  takeStdin: () => null,
  setExitCode(code) {
    process.exitCode = code;
  },
};

const runs = new AsyncLocalStorage<CliIo>();

/** The streams of the run this code is part of (the process's outside any). */
export function io(): CliIo {
  return runs.getStore() ?? PROCESS_IO;
}

/** Runs `work` with `streams` as its {@link io}, through every `await` it makes. */
export function withIo<T>(streams: CliIo, work: () => T): T {
  return runs.run(streams, work);
}

/** The run's standard error when it is a terminal (for a progress bar), else `null`. */
export function errorTerminal(): NodeJS.WriteStream | null {
  const { stderr } = io();
  return stderr === process.stderr && process.stderr.isTTY === true ? process.stderr : null;
}
