// A run of jobs into a folder: the lock, the manifest kept up to date, the pool, the display in
// seed order, and what a stop or a failure leaves.

import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { familyNamed } from '@knossos/families';
import pc from 'picocolors';
import { diskError } from './disk-error.js';
import { CliError, describeError, EXIT } from './errors.js';
import { fileName, writeAtomic } from './files.js';
import { freeReserve, takeLock, takeReserve, unlock } from './folder-lock.js';
import { listenForStop, runPool, threadsFor } from './job-pool.js';
import { extensionOf, type Job, type Made } from './make-one.js';
import { digests, type EarlierRuns, manifestText } from './manifest.js';
import { type Output, say } from './output.js';
import { startProgress } from './progress.js';

export { diskError } from './disk-error.js';
export { stop } from './job-pool.js';
export { type Output, say, show } from './output.js';

/** How a run goes besides its jobs. */
export interface RunOptions {
  /** Hears of each puzzle made, in the order they finish (a pack spools it). */
  readonly onMade?: (made: Made) => void;
  /** What the folder held before (`--append`): the manifest lists it first. */
  readonly earlier?: EarlierRuns | null;
}

/**
 * Makes the jobs on worker threads: one after another, or (`parallel`) on every core. Shows each
 * puzzle in seed order (a progress bar with ETA on a terminal, plain lines otherwise) and keeps
 * the manifest up to date. On Ctrl-C (or SIGTERM) it stops taking new jobs and cancels the
 * running ones (see `job-pool.ts`; what they had written is removed), writes the manifest of
 * what is done and returns 130 (143); a second Ctrl-C exits at once.
 * When a job fails, the others in progress finish, the manifest says what failed, and the error
 * is thrown.
 *
 * @returns the exit code: 0, 1 when a request was not met, 130 when interrupted.
 */
export async function runJobs(
  jobs: readonly Job[],
  outDir: string | null,
  output: Output,
  command: readonly string[],
  parallel: boolean,
  options: RunOptions = {},
): Promise<number> {
  const startedAt = Date.now();
  const run = {
    command,
    created: new Date(startedAt).toISOString(),
    requested: jobs.length,
    earlier: options.earlier ?? null,
  };
  const done: Made[] = [];
  let failure: unknown = null;
  let lastWrite = 0;
  const writeManifest = (interrupted: boolean, final: boolean) => {
    if (outDir === null) return;
    // Rewritten at most twice a second while a batch runs, and always at the end.
    const now = Date.now();
    if (!final && now - lastWrite < 500) return;
    lastWrite = now;
    if (final) freeReserve(outDir);
    const failed = failure === null ? null : describeError(failure);
    const text = manifestText(run, done, interrupted, failed, !final);
    try {
      writeAtomic(join(outDir, 'manifest.json'), text, true);
    } catch (error) {
      // A disk that refuses the manifest fails the run (once), named; the lock still goes. A
      // manifest in between that does not fit waits for the next (the last has the reserve).
      const refused = diskError(error);
      if (refused === null) throw error;
      if (final) failure ??= refused;
    }
  };
  const progress = startProgress(output, jobs.length, parallel, outDir, jobs[0]?.index ?? 0);
  const stopper = listenForStop((code) => {
    progress.stop();
    writeManifest(true, true);
    unlock(outDir);
    process.exit(code);
  });
  // Whatever ends the run, its signal listeners go with it: a caller that runs commands in one
  // process (runCli) must not keep a finished run's.
  try {
    // The lock comes after the handlers, so a Ctrl-C as soon as it exists is handled as above.
    if (outDir !== null) {
      try {
        takeLock(outDir, jobs[0]?.force === true);
      } catch (error) {
        progress.stop();
        stopper.release();
        throw error;
      }
      // A manifest from the start, so a run killed before its first puzzle still says so.
      writeManifest(false, false);
      // A disk without room for the last manifest cannot promise one that lists what is there:
      // nothing is made.
      try {
        takeReserve(outDir, jobs.length + (run.earlier?.items.length ?? 0));
      } catch (error) {
        progress.stop();
        stopper.release();
        const full = diskError(error);
        if (full === null) {
          unlock(outDir);
          throw error;
        }
        const message = `${full.message} (no room for the manifest of ${jobs.length} puzzle${jobs.length === 1 ? '' : 's'}; nothing was made)`;
        // The manifest says so, if even that fits; else no manifest is left to say "running".
        try {
          writeAtomic(join(outDir, 'manifest.json'), manifestText(run, done, false, message), true);
        } catch {
          if (run.earlier === null) rmSync(join(outDir, 'manifest.json'), { force: true });
        }
        unlock(outDir);
        throw new CliError(message);
      }
    }

    const record = (made: Made) => {
      options.onMade?.(made);
      // What the manifest needs: the puzzle and its picture are handed on, not held; each file's
      // SHA-256, so that verify tells a file changed since the run wrote it.
      done.push({
        ...made,
        art: '',
        puzzle: undefined,
        sha256: digests(outDir, made.files),
      } as Made);
      progress.finished(made, done.length);
      writeManifest(false, false);
    };
    // Every puzzle is made on a worker thread (one at a time unless `parallel`), so this thread
    // stays free to see Ctrl-C while a long one runs.
    const end = await runPool(jobs, threadsFor(jobs.length, parallel), stopper, record);
    failure ??= end.failure;
    // The jobs that failed or were ended leave nothing unlisted (and a full disk gets its space
    // back for the manifest).
    if (outDir !== null) removeUnfinished(outDir, end.unfinished, startedAt);
    progress.end();
    stopper.release();
    const interrupted = stopper.stopping && done.length < jobs.length;
    try {
      writeManifest(interrupted, true);
    } finally {
      unlock(outDir);
    }
    if (failure !== null) throw failure;
    if (outDir !== null) {
      say(
        output,
        pc.dim(`${done.length} puzzle${done.length === 1 ? '' : 's'} written to ${outDir}`),
      );
    }
    if (interrupted) return stopper.code;
    return done.every((m) => m.met) ? EXIT.ok : EXIT.unmet;
  } finally {
    stopper.release();
  }
}

/**
 * Removes what the puzzles ended at a stop left behind: their files written since the run began
 * (a file older than that was there before and is kept), and this process's temporary files.
 */
function removeUnfinished(outDir: string, ended: readonly Job[], startedAt: number): void {
  if (ended.length === 0) return;
  for (const job of ended) {
    const family = familyNamed(job.family);
    for (const format of job.formats) {
      const path = join(outDir, fileName(job.family, job.seed, extensionOf(family, format)));
      try {
        if (statSync(path).mtimeMs >= startedAt - 1000) rmSync(path, { force: true });
      } catch {
        // not written
      }
    }
  }
  const mine = `.${process.pid}.`;
  for (const name of readdirSync(outDir)) {
    if (name.includes(mine) && name.endsWith('.tmp')) rmSync(join(outDir, name), { force: true });
  }
}
