import { createHash } from 'node:crypto';
import {
  closeSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { SingleBar } from 'cli-progress';
import pc from 'picocolors';
import { Piscina } from 'piscina';
import { CliError, describeError, EXIT } from './errors.js';
import { isCancellable, type Job, type Made } from './families.js';
import { fileName, writeAtomic } from './files.js';
import { describeOwner, isStale, lockOwner, lockText } from './folder-check.js';
import { terminalSafe } from './terminal.js';
import type { Task, WorkerFailure } from './worker.js';

const require = createRequire(import.meta.url);

/** The versions of the packages that made the puzzles, for the manifest. */
export function versions(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of [
    '@knossos/cli',
    '@knossos/maze',
    '@knossos/flow',
    '@knossos/netwalk',
    '@knossos/export',
  ]) {
    try {
      out[name] = (
        require(name === '@knossos/cli' ? '../package.json' : `${name}/package.json`) as {
          version: string;
        }
      ).version;
    } catch {
      out[name] = 'unknown';
    }
  }
  return out;
}

/**
 * Asks the running batch to stop as Ctrl-C does (`null` when none runs): the first call stops
 * new puzzles and makes the run end with `code`; a second quits at once.
 */
export let stop: ((code: number) => void) | null = null;

/** How output is shown. */
export interface Output {
  /** JSON Lines on stdout, everything else on stderr. */
  readonly json: boolean;
  /** Print each puzzle's terminal art (single puzzles and the main job). */
  readonly art: boolean;
}

/** Where human-readable lines go: stdout normally, stderr in `--json` mode. */
export function say(output: Output, text: string): void {
  (output.json ? process.stderr : process.stdout).write(`${terminalSafe(text)}\n`);
}

/** The JSON line of a made puzzle: the fields as the libraries name them. */
export function jsonLine(made: Made): string {
  const { seed, family, solvable, par, optimalCount, unique, canGetStuck, stars, notes, files } =
    made;
  return JSON.stringify({
    seed,
    family,
    solvable,
    par,
    optimalCount,
    unique,
    canGetStuck,
    stars,
    notes,
    files,
  });
}

/** Shows one finished puzzle: its JSON line (in `--json` mode) and its human lines. */
export function show(output: Output, made: Made): void {
  if (output.json) process.stdout.write(`${jsonLine(made)}\n`);
  showHuman(output, made);
}

/** The human lines of a finished puzzle: art (when asked), the verdict, unmet requests, notes. */
function showHuman(output: Output, made: Made): void {
  if (output.art) say(output, `\n${made.art}`);
  say(output, `${made.met ? pc.green('✔') : pc.yellow('!')} ${made.line}`);
  for (const note of made.unmet) say(output, `  ${pc.yellow('request not met:')} ${note}`);
  if (output.art || !made.met)
    for (const note of made.notes) say(output, `  ${pc.dim(`note: ${note}`)}`);
}

/** The manifest of a folder of puzzles. */
function manifest(
  command: readonly string[],
  created: string,
  requested: number,
  done: Made[],
  interrupted: boolean,
  failed: string | null,
  running = false,
): string {
  const items = [...done]
    .sort((a, b) => a.index - b.index)
    .map(({ art: _art, line: _line, ...item }) => item);
  return `${JSON.stringify(
    {
      format: 'knossos.manifest/1',
      command: ['knossos', ...command],
      created,
      // While the run goes on (a manifest rewritten as puzzles finish), `running` is true and
      // `finished` null; a manifest left so says the run did not end (it was killed).
      running,
      finished: running ? null : new Date().toISOString(),
      node: process.version,
      versions: versions(),
      requested,
      completed: items.length,
      interrupted,
      ...(failed === null ? {} : { failed }),
      items,
    },
    null,
    2,
  )}\n`;
}

/**
 * Makes the jobs on worker threads: one after another, or (`parallel`) on every core. Shows each
 * puzzle in seed order (a progress bar with ETA on a terminal, plain lines otherwise) and keeps
 * the manifest up to date. On Ctrl-C (or SIGTERM) it stops taking new jobs and ends the running
 * ones at once (Z3 searches are cancelled and still write their files; other puzzles end with
 * their thread, and what they had written is removed), writes the manifest of what is done and
 * returns 130 (143); a second Ctrl-C exits at once.
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
  onMade?: (made: Made) => void,
): Promise<number> {
  const startedAt = Date.now();
  const created = new Date(startedAt).toISOString();
  const done: Made[] = [];
  let failure: unknown = null;
  let lastWrite = 0;
  const writeManifest = (interrupted: boolean, final: boolean) => {
    if (outDir === null) return;
    // Rewritten at most twice a second while a batch runs, and always at the end.
    const now = Date.now();
    if (!final && now - lastWrite < 500) return;
    lastWrite = now;
    if (final && reserve !== null) rmSync(reserve, { force: true });
    const failed = failure === null ? null : describeError(failure);
    const text = manifest(command, created, jobs.length, done, interrupted, failed, !final);
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
  const tty = process.stderr.isTTY === true && parallel && jobs.length > 1;
  const bar = tty
    ? new SingleBar(
        {
          format: ' {bar} {value}/{total} | ETA {eta_formatted} | {last}',
          hideCursor: true,
          stream: process.stderr,
        },
        { format: '', barCompleteChar: '█', barIncompleteChar: '░' },
      )
    : null;
  let stopping = false;
  let stopCode: number = EXIT.interrupted;
  // Z3 searches in progress are cancelled at the first stop rather than waited for (they may run
  // for their whole time limit); the other puzzles in progress are finished. In this thread a
  // signal cancels them; on the pool, a message on each running Z3 job's port.
  const cancel = new AbortController();
  const ports = new Set<MessagePort>();
  const cancellable = jobs.some(isCancellable);
  stop = (code: number) => {
    if (stopping) {
      bar?.stop();
      writeManifest(true, true);
      unlock();
      process.exit(stopCode);
    }
    stopping = true;
    stopCode = code;
    cancel.abort();
    for (const port of ports) port.postMessage('cancel');
    if (code !== EXIT.brokenPipe) {
      const what = cancellable
        ? 'cancelling the Z3 searches in progress'
        : 'ending the puzzles in progress';
      process.stderr.write(`\n${pc.yellow('Stopping:')} ${what} (Ctrl-C again to quit now)…\n`);
    }
  };
  /** A job's error that says the stop cancelled it: not a failure, and not done. */
  const cancelled = (error: unknown) =>
    stopping && (error as { exitCode?: unknown })?.exitCode === EXIT.interrupted;
  const onSigint = () => stop?.(EXIT.interrupted);
  const onSigterm = () => stop?.(EXIT.terminated);
  // A closed terminal (hang-up) stops the run the same way: 128 + 1, as shells count it.
  const onSighup = () => stop?.(EXIT.hangUp);
  process.on('SIGINT', onSigint);
  process.on('SIGTERM', onSigterm);
  process.on('SIGHUP', onSighup);
  // The lock comes after the handlers, so a Ctrl-C as soon as it exists is handled as above.
  const lock = outDir === null ? null : join(outDir, '.knossos.lock');
  const reserve = outDir === null ? null : join(outDir, '.knossos.reserve');
  const unlock = () => {
    if (reserve !== null) rmSync(reserve, { force: true });
    if (lock !== null) rmSync(lock, { force: true });
  };
  // One run at a time per folder: a lock file made with O_EXCL, holding who took it, removed at
  // the end. A lock whose process is gone (this host) is cleared by --force.
  if (lock !== null) {
    const take = () => {
      const fd = openSync(lock, 'wx');
      try {
        writeSync(fd, lockText());
      } catch (error) {
        // No room even for the lock: leave no empty lock behind, and say which file it was.
        closeSync(fd);
        rmSync(lock, { force: true });
        throw Object.assign(error as Error, { path: lock });
      }
      closeSync(fd);
    };
    try {
      try {
        take();
      } catch (error) {
        const owner =
          (error as NodeJS.ErrnoException).code === 'EEXIST' ? lockOwner(outDir!) : null;
        if (owner === null || !isStale(owner) || jobs[0]?.force !== true) throw error;
        rmSync(lock, { force: true });
        take();
      }
    } catch (error) {
      process.off('SIGINT', onSigint);
      process.off('SIGTERM', onSigterm);
      process.off('SIGHUP', onSighup);
      stop = null;
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
        const owner = lockOwner(outDir!) ?? { pid: 0, host: '', started: '' };
        throw new CliError(
          isStale(owner)
            ? `${outDir} is locked by a knossos run that is gone (${describeOwner(owner)}): use --force to clear the lock`
            : `${outDir} is being written by another knossos run (${describeOwner(owner)}; if none is running, delete ${lock})`,
        );
      }
      throw error;
    }
    // A manifest from the start, so a run killed before its first puzzle still says so.
    writeManifest(false, false);
    // Room kept for the last manifest: if the disk fills up, this is freed to write it. A disk
    // without that room cannot promise a manifest that lists what is there: nothing is made.
    try {
      writeFileSync(reserve!, Buffer.alloc(Math.min(64 << 20, (jobs.length + 8) * 4096)));
    } catch (error) {
      rmSync(reserve!, { force: true });
      const full = diskError(Object.assign(error as Error, { path: reserve }));
      process.off('SIGINT', onSigint);
      process.off('SIGTERM', onSigterm);
      process.off('SIGHUP', onSighup);
      stop = null;
      if (full === null) {
        unlock();
        throw error;
      }
      const message = `${full.message} (no room for the manifest of ${jobs.length} puzzle${jobs.length === 1 ? '' : 's'}; nothing was made)`;
      // The manifest says so, if even that fits; else no manifest is left to say "running".
      const text = manifest(command, created, jobs.length, done, false, message, false);
      try {
        writeAtomic(join(outDir!, 'manifest.json'), text, true);
      } catch {
        rmSync(join(outDir!, 'manifest.json'), { force: true });
      }
      unlock();
      throw new CliError(message);
    }
  }
  bar?.start(jobs.length, 0, { last: '' });

  // Finished puzzles are shown in seed order: a result waits until those before it are shown.
  const finished = new Map<number, Made>();
  let next = 0;
  // With a bar on the terminal, the human lines wait until it is gone; JSON lines never wait.
  const deferred: Made[] = [];
  const emit = (made: Made) => {
    if (output.json) process.stdout.write(`${jsonLine(made)}\n`);
    if (bar) deferred.push(made);
    else showHuman(output, made);
  };
  const flush = () => {
    while (finished.has(next)) {
      const made = finished.get(next)!;
      finished.delete(next);
      emit(made);
      if (!tty && parallel && jobs.length > 1) {
        process.stderr.write(
          pc.dim(terminalSafe(`[${next + 1}/${jobs.length}] ${made.family} ${made.seed} done\n`)),
        );
      }
      bar?.update(done.length, { last: terminalSafe(`${made.family} ${made.seed}`) });
      next++;
    }
  };
  const record = (made: Made) => {
    onMade?.(made);
    // What the manifest needs: a kept puzzle's data and its picture are handed on, not held; each
    // file's SHA-256, so that verify tells a file changed since the run wrote it.
    done.push({ ...made, art: '', data: undefined, sha256: digests(outDir, made.files) });
    finished.set(made.index, made);
    flush();
    writeManifest(false, false);
  };

  // Every puzzle is made on a worker thread (one at a time unless `parallel`), so this thread
  // stays free to see Ctrl-C while a long one runs.
  const threads = parallel ? Math.max(1, Math.min(jobs.length, availableParallelism())) : 1;
  const pool = new Piscina({
    filename: new URL('./worker.js', import.meta.url).href,
    minThreads: threads,
    maxThreads: threads,
  });
  // A job ended at a stop may still send its result as its thread goes: the pool reports that
  // late message as an error event, which is no failure (the job counts as ended).
  pool.on('error', (error: unknown) => {
    if (!stopping) failure ??= error;
  });
  const aborted: Job[] = [];
  const failedJobs: Job[] = [];
  let taken = 0;
  const lane = async () => {
    while (!stopping && failure === null && taken < jobs.length) {
      const job = jobs[taken++]!;
      const channel = isCancellable(job) ? new MessageChannel() : null;
      if (channel) ports.add(channel.port1);
      try {
        const task: Task = channel ? { job, cancel: channel.port2 } : { job };
        const transferList = channel ? [channel.port2] : [];
        // A Z3 job is cancelled through its port and still writes its files; any other job in
        // progress at a stop is ended with its thread (see `removeUnfinished`).
        const result = (await pool.run(task, {
          transferList,
          ...(channel ? {} : { signal: cancel.signal }),
        })) as Made | WorkerFailure;
        if ('failed' in result) {
          const error = revive(result);
          if (!cancelled(error)) {
            failure ??= error;
            failedJobs.push(job);
          }
        } else record(result);
      } catch (error) {
        if (stopping && (error as Error)?.name === 'AbortError') aborted.push(job);
        else {
          failure ??= error;
          failedJobs.push(job);
        }
      } finally {
        if (channel) {
          ports.delete(channel.port1);
          channel.port1.close();
        }
      }
    }
  };
  await Promise.all(Array.from({ length: threads }, lane));
  await pool.destroy();
  // The jobs that failed or were ended leave nothing unlisted (and a full disk gets its space back
  // for the manifest).
  if (outDir !== null) removeUnfinished(outDir, [...aborted, ...failedJobs], startedAt);
  bar?.stop();
  // Puzzles that finished after a gap (a failed or interrupted one) are shown too, in order.
  for (const index of [...finished.keys()].sort((a, b) => a - b)) emit(finished.get(index)!);
  for (const made of deferred) showHuman(output, made);
  process.off('SIGINT', onSigint);
  process.off('SIGTERM', onSigterm);
  process.off('SIGHUP', onSighup);
  stop = null;
  const interrupted = stopping && done.length < jobs.length;
  try {
    writeManifest(interrupted, true);
  } finally {
    unlock();
  }
  if (failure !== null) throw failure;
  if (outDir !== null) {
    say(
      output,
      pc.dim(`${done.length} puzzle${done.length === 1 ? '' : 's'} written to ${outDir}`),
    );
  }
  if (interrupted) return stopCode;
  return done.every((m) => m.met) ? EXIT.ok : EXIT.unmet;
}

/** The SHA-256 (hex) of each of a puzzle's files, by name. */
function digests(outDir: string | null, files: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  if (outDir === null) return out;
  for (const name of files) {
    out[name] = createHash('sha256')
      .update(readFileSync(join(outDir, name)))
      .digest('hex');
  }
  return out;
}

/**
 * Removes what the puzzles ended at a stop left behind: their files written since the run began
 * (a file older than that was there before and is kept), and this process's temporary files.
 */
function removeUnfinished(outDir: string, aborted: readonly Job[], startedAt: number): void {
  if (aborted.length === 0) return;
  for (const job of aborted) {
    for (const format of job.formats) {
      const path = join(outDir, fileName(job.family, job.seed, format));
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

/** An error from a worker as an error again, with what the message needs (field, line, column). */
function revive(failure: WorkerFailure): Error {
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

/**
 * A write the disk refused (full, over quota, read-only) as a one-line CliError (exit 2) naming
 * the path, or `null` for any other error.
 */
export function diskError(error: unknown): CliError | null {
  const e = error as { code?: unknown; path?: unknown; message?: unknown } | null;
  const why =
    e?.code === 'ENOSPC'
      ? 'no space left on the device'
      : e?.code === 'EDQUOT'
        ? 'the disk quota is used up'
        : e?.code === 'EROFS'
          ? 'the file system is read-only'
          : null;
  if (why === null) return null;
  const path =
    typeof e?.path === 'string' ? e.path : /'([^']+)'/.exec(String(e?.message ?? ''))?.[1];
  return new CliError(`${path ?? 'a file'}: cannot write: ${why}`);
}
