// The worker pool a run makes its puzzles on, and how a run stops: on Ctrl-C (SIGTERM, a closed
// terminal) every puzzle in progress is told through its port, whose message aborts the signal
// its family searches under; one that does not end within a moment (a proof busy in a long
// stretch that does not look) is ended with its thread. A second stop quits at once.

import { availableParallelism } from 'node:os';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import pc from 'picocolors';
import { Piscina } from 'piscina';
import { diskError } from './disk-error.js';
import { CliError, EXIT } from './errors.js';
import { io } from './io.js';
import type { Job, Made } from './make-one.js';
import type { Task, WorkerFailure } from './worker.js';

/** How long the puzzles in progress at a stop have to end by their signal, in ms. */
const GRACE_MS = 1500;

/**
 * Asks the running batch to stop as Ctrl-C does (`null` when none runs): the first call stops
 * new puzzles and makes the run end with `code`; a second quits at once.
 */
export let stop: ((code: number) => void) | null = null;

/** A run's stop: whether it was asked, with which exit code, and what it ends. */
export interface Stopper {
  /** A stop was asked. */
  readonly stopping: boolean;
  /** The exit code the stop asked for. */
  readonly code: number;
  /** Aborted a moment after the stop: ends the threads of puzzles still in progress. */
  readonly ended: AbortSignal;
  /** The cancel ports of the puzzles in progress. */
  readonly ports: Set<MessagePort>;
  /** Stops listening for signals. */
  release(): void;
}

/**
 * Listens for SIGINT, SIGTERM and SIGHUP (130, 143, 129) and sets {@link stop}; `quit` runs on
 * the second stop and should end the process.
 */
export function listenForStop(quit: (code: number) => void): Stopper {
  const ended = new AbortController();
  const ports = new Set<MessagePort>();
  let stopping = false;
  let code: number = EXIT.interrupted;
  stop = (asked: number) => {
    if (stopping) {
      quit(code);
      return;
    }
    stopping = true;
    code = asked;
    for (const port of ports) port.postMessage('cancel');
    setTimeout(() => ended.abort(), GRACE_MS).unref();
    if (asked !== EXIT.brokenPipe) {
      io().stderr.write(
        `\n${pc.yellow('Stopping:')} cancelling the puzzles in progress (Ctrl-C again to quit now)…\n`,
      );
    }
  };
  const onSigint = () => stop?.(EXIT.interrupted);
  const onSigterm = () => stop?.(EXIT.terminated);
  // A closed terminal (hang-up) stops the run the same way: 128 + 1, as shells count it.
  const onSighup = () => stop?.(EXIT.hangUp);
  process.on('SIGINT', onSigint);
  process.on('SIGTERM', onSigterm);
  process.on('SIGHUP', onSighup);
  return {
    get stopping() {
      return stopping;
    },
    get code() {
      return code;
    },
    ended: ended.signal,
    ports,
    release() {
      process.off('SIGINT', onSigint);
      process.off('SIGTERM', onSigterm);
      process.off('SIGHUP', onSighup);
      stop = null;
    },
  };
}

/** The threads a run uses: one, or (`parallel`) one per core, at most one per job. */
export function threadsFor(count: number, parallel: boolean): number {
  return parallel ? Math.max(1, Math.min(count, availableParallelism())) : 1;
}

/** What the pool ended with: the first failure, and the jobs that failed or were ended. */
export interface PoolEnd {
  /** The first error (a job's, or the pool's), or `null`. */
  readonly failure: unknown;
  /** Jobs that failed or were ended at a stop: what they wrote is to be removed. */
  readonly unfinished: readonly Job[];
}

/**
 * Makes the jobs on `threads` worker threads, in order, until all are done, one fails (the
 * others in progress finish) or a stop is asked. `record` hears of each puzzle made.
 */
export async function runPool(
  jobs: readonly Job[],
  threads: number,
  stopper: Stopper,
  record: (made: Made) => void,
): Promise<PoolEnd> {
  let failure: unknown = null;
  const unfinished: Job[] = [];
  const pool = new Piscina({
    filename: new URL('./worker.js', import.meta.url).href,
    minThreads: threads,
    maxThreads: threads,
  });
  // A job ended at a stop may still send its result as its thread goes: the pool reports that
  // late message as an error event, which is no failure (the job counts as ended).
  pool.on('error', (error: unknown) => {
    if (!stopper.stopping) failure ??= error;
  });
  let taken = 0;
  const lane = async () => {
    while (!stopper.stopping && failure === null && taken < jobs.length) {
      const job = jobs[taken++]!;
      const channel = new MessageChannel();
      stopper.ports.add(channel.port1);
      try {
        const task: Task = { job, cancel: channel.port2 };
        const result = (await pool.run(task, {
          transferList: [channel.port2],
          signal: stopper.ended,
        })) as Made | WorkerFailure;
        if ('failed' in result) {
          const error = revive(result);
          // A job the stop cancelled is no failure, and not done.
          const cancelled = stopper.stopping && result.exitCode === EXIT.interrupted;
          if (!cancelled) failure ??= error;
          unfinished.push(job);
        } else record(result);
      } catch (error) {
        if (!(stopper.stopping && (error as Error)?.name === 'AbortError')) failure ??= error;
        unfinished.push(job);
      } finally {
        stopper.ports.delete(channel.port1);
        channel.port1.close();
      }
    }
  };
  await Promise.all(Array.from({ length: threads }, lane));
  await pool.destroy();
  return { failure, unfinished };
}

/** An error from a worker as an error again, with what the message needs (field, line, column). */
export function revive(failure: WorkerFailure): Error {
  if (failure.code?.startsWith('KNOSSOS')) {
    return Object.assign(new Error(failure.message), {
      code: failure.code,
      field: failure.field,
      line: failure.line ?? null,
      column: failure.column ?? null,
    });
  }
  if (failure.exitCode !== undefined) return new CliError(failure.message, failure.exitCode);
  const full = diskError(failure);
  if (full !== null) return full;
  return Object.assign(new Error(failure.message), { stack: failure.stack });
}
