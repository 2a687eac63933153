// The `knossos` command: see `knossos --help`. The entry point: it runs the program (see
// `program.ts`), on a worker thread for the commands that search for long, and turns every error
// into a one-line message and an exit code.

import { isMainThread, Worker } from 'node:worker_threads';
import pc from 'picocolors';
import { diskError } from './disk-error.js';
import { EXIT, fail } from './exit.js';
import { runProgram } from './program.js';
import { stop } from './run.js';
import { terminalSafe } from './terminal.js';

const argv = process.argv.slice(2);

// A reader that goes away (`knossos maze --count 100 --json | head -1`) stops a batch as
// Ctrl-C does, and the run ends with 141 (128 + SIGPIPE), as shells count a broken pipe. Any
// other failure to write the output (a full disk, an I/O error) stops it too, said in one line
// on the other stream where it can still be written, with exit 2.
let piped = false;
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (piped) return;
    piped = true;
    let code: number = EXIT.brokenPipe;
    if (error.code !== 'EPIPE') {
      code = EXIT.input;
      const name = stream === process.stdout ? 'stdout' : 'stderr';
      const why =
        diskError(Object.assign(error, { path: name }))?.message ??
        `${name}: cannot write: ${error.message}`;
      const other = stream === process.stdout ? process.stderr : process.stdout;
      try {
        other.write(`knossos: ${terminalSafe(why)}\n`);
      } catch {
        // Neither stream takes it: the exit code says it.
      }
    }
    // The run may still end well otherwise: its exit code must not hide the lost output.
    lost = code;
    if (stop !== null) stop(code);
    else process.exit(code);
  });
}
let lost: number | null = null;
process.on('exit', () => {
  if (lost !== null) process.exitCode = lost;
});

/**
 * The commands whose work runs on one thread for long (a proof, a re-solve, a picture): they run
 * on a worker thread, so this one sees Ctrl-C and SIGTERM at once and ends them (exit 130, 143).
 * Commands that make puzzles run each puzzle on the pool already (see `runJobs`).
 */
const OFF_THREAD = new Set(['solve', 'verify', 'render']);

function runOffThread(): void {
  const worker = new Worker(new URL(import.meta.url), { argv: process.argv.slice(2) });
  let ended = false;
  const end = (code: number) => {
    if (ended) process.exit(code);
    ended = true;
    process.stderr.write(
      `\n${pc.yellow('Stopping:')} ending the search (Ctrl-C again to quit now)…\n`,
    );
    void worker.terminate().then(() => process.exit(code));
  };
  process.on('SIGINT', () => end(EXIT.interrupted));
  process.on('SIGTERM', () => end(EXIT.terminated));
  // A closed terminal (hang-up) ends it too, as shells count it: 128 + 1.
  process.on('SIGHUP', () => end(EXIT.hangUp));
  worker.on('error', fail);
  worker.on('exit', (code) => {
    if (!ended) process.exit(code);
  });
}

/** The command named on the command line: the first word past the root's own options. */
function commandOf(args: readonly string[]): string {
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    // The root options that take a value (see program.ts), as `--out x` or `--out=x`.
    if (arg === '--out' || arg === '--seed') i++;
    else if (!arg.startsWith('-')) return arg;
  }
  return '';
}

if (
  isMainThread &&
  OFF_THREAD.has(commandOf(argv)) &&
  !argv.includes('--help') &&
  !argv.includes('-h')
) {
  runOffThread();
} else {
  void runProgram(argv);
}
