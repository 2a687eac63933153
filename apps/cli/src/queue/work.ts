// `knossos queue work`: a worker for every batch on a Redis (or those named), its puzzles made
// on a pool of threads here and written to the batch's folder; Ctrl-C lets the puzzles in hand
// finish, a second hands them back to the queue at once.

import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { clampWithNote } from '@knossos/core';
import {
  batchStatus,
  fingerprintOf,
  type QueuedPuzzle,
  readBatch,
  redactedUrl,
  serveBatches,
} from '@knossos/queue';
import pc from 'picocolors';
import { EXIT } from '../errors.js';
import { io } from '../io.js';
import { versions } from '../manifest.js';
import { terminalSafe } from '../terminal.js';
import { asCliError, redisFor, redisUrlOf } from './connect.js';
import { jobOf, type QueueExtra, recordOf } from './job.js';
import { PuzzlePool } from './pool.js';

/** The flags of `knossos queue work`. */
export interface QueueWorkFlags {
  readonly redis?: string;
  readonly name?: string[];
  readonly concurrency?: number;
  readonly lockSeconds?: number;
  readonly untilDone?: boolean;
  readonly quiet?: boolean;
}

/**
 * `knossos queue work`: takes puzzles from the batches on `--redis` (every batch, or each
 * `--name`), `--concurrency` at a time (default one per core), makes them on as many threads and
 * writes their files into each batch's folder. Runs until stopped, or with `--until-done` until
 * every batch it works on is done.
 *
 * @returns 0; 1 with `--until-done` when some puzzle failed every try; 130, 143 or 129 on a
 *   signal.
 */
export async function queueWork(flags: QueueWorkFlags): Promise<number> {
  const url = redisUrlOf(flags.redis);
  const redis = await redisFor(url);
  const notes: string[] = [];
  const threads = clampWithNote(
    notes,
    'Concurrency',
    flags.concurrency,
    1,
    256,
    availableParallelism(),
    true,
  );
  const lockSeconds = clampWithNote(notes, 'Lock seconds', flags.lockSeconds, 1, 600, 30);
  for (const note of notes) io().stderr.write(`${pc.yellow('note:')} ${note}\n`);
  // A batch named that is not there is a typo, said now rather than waited on for ever.
  for (const name of flags.name ?? []) {
    await readBatch(redis, name).catch(async (error) => {
      await redis.quit();
      throw asCliError(error);
    });
  }
  const pool = new PuzzlePool(threads);
  const say = (text: string) => {
    if (flags.quiet !== true) io().stderr.write(`${terminalSafe(text)}\n`);
  };
  let code: number = EXIT.ok;
  let signals = 0;
  let check: NodeJS.Timeout | undefined;
  let finish: () => void = () => {};
  const ended = new Promise<void>((resolve) => {
    finish = resolve;
  });
  // The listeners come first: a signal as soon as the worker says it is at work is heard.
  const onSignal = (exit: number) => () => {
    signals++;
    if (signals === 1) {
      code = exit;
      io().stderr.write(
        `\n${pc.yellow('Stopping:')} finishing the puzzles in hand (Ctrl-C again to hand them back now)…\n`,
      );
      void serving.close().then(finish, finish);
    } else if (signals === 2) {
      io().stderr.write(`${pc.yellow('Stopping:')} handing the puzzles in hand back…\n`);
      void serving.stop().then(finish, finish);
    } else {
      // A third: Redis may be away, and the hand-back waiting on it; quit now (their locks run out).
      process.exit(code);
    }
  };
  const listeners: [NodeJS.Signals, () => void][] = [
    ['SIGINT', onSignal(EXIT.interrupted)],
    ['SIGTERM', onSignal(EXIT.terminated)],
    ['SIGHUP', onSignal(EXIT.hangUp)],
  ];
  for (const [signal, listener] of listeners) process.on(signal, listener);
  const serving = serveBatches(redis, {
    fingerprint: fingerprintOf(versions()),
    ...(flags.name === undefined ? {} : { names: flags.name }),
    concurrency: threads,
    lockMs: Math.round(lockSeconds * 1000),
    // A host that does not see the batch's folder leaves its puzzles to hosts that do.
    accept: (batch) => {
      const folder = (batch.extra as unknown as QueueExtra).outDir;
      return existsSync(folder) ? null : `its folder ${folder} is not on this host; left to others`;
    },
    make: async (puzzle: QueuedPuzzle, signal) =>
      recordOf(await pool.make(jobOf(puzzle), signal), puzzle),
    onNote: (text) => io().stderr.write(`${pc.yellow('note:')} ${terminalSafe(text)}\n`),
    onDone: (puzzle) => say(`${puzzle.batch.name} ${puzzle.seed} done`),
    onFailed: (puzzle, error) =>
      io().stderr.write(
        `${pc.red('failed:')} ${puzzle === null ? '' : `${puzzle.batch.name} ${puzzle.seed} (try ${puzzle.attempt}): `}${terminalSafe(error.message)}\n`,
      ),
  });
  // Said even with --quiet: the worker is connected and taking puzzles.
  io().stderr.write(
    `Working on ${terminalSafe(flags.name?.join(', ') ?? 'every batch')} at ${redactedUrl(url)}, ${threads} at a time\n`,
  );
  if (flags.untilDone === true) {
    check = setInterval(async () => {
      try {
        // Every batch named refused (other versions, no folder here): nothing to wait for.
        if (flags.name !== undefined && serving.refused.length === flags.name.length) {
          clearInterval(check);
          code = EXIT.unmet;
          void serving.close().then(finish, finish);
          return;
        }
        const names = serving.names;
        if (names.length === 0) return;
        let failed = 0;
        for (const name of names) {
          const status = await batchStatus(redis, name);
          if (status.done + status.failed < status.batch.count) return;
          failed += status.failed;
        }
        clearInterval(check);
        if (failed > 0) code = EXIT.unmet;
        void serving.close().then(finish, finish);
      } catch {
        // Redis away for a moment: look again.
      }
    }, 500);
  }
  await ended;
  clearInterval(check);
  for (const [signal, listener] of listeners) process.off(signal, listener);
  await pool.destroy();
  await redis.quit().catch(() => {});
  return code;
}
