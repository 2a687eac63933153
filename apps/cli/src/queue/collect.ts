// `knossos queue status` and `knossos queue collect`: how far a batch has got, and its folder
// made whole — the manifest in seed order, one item per seed, the files copied over when the
// folder asked for is not the one the workers wrote to, a pack when asked.

import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { batchStatus, failedJobs, keptInOrder, readBatch } from '@knossos/queue';
import { SingleBar } from 'cli-progress';
import pc from 'picocolors';
import { CliError, EXIT } from '../errors.js';
import { prepareFile, prepareFolder, writeAtomic } from '../files.js';
import { errorTerminal, io } from '../io.js';
import type { Made } from '../make-one.js';
import { startPack } from '../pack-writer.js';
import { asCliError, redisFor, redisUrlOf } from './connect.js';
import type { QueueExtra } from './job.js';
import { writeManifestStream } from './manifest-stream.js';

/** The flags of `knossos queue status`. */
export interface QueueStatusFlags {
  readonly redis?: string;
  readonly watch?: boolean;
  readonly json?: boolean;
}

/** `12m 5s`, `3h 20m`, `4s`. */
function duration(seconds: number): string {
  const s = Math.round(seconds);
  if (s >= 3600) return `${Math.floor(s / 3600)}h ${Math.floor((s % 3600) / 60)}m`;
  if (s >= 60) return `${Math.floor(s / 60)}m ${s % 60}s`;
  return `${s}s`;
}

/**
 * `knossos queue status BATCH`: one line of counts (waiting, active, done, failed), the rate
 * and the time left; `--watch` keeps a progress bar until the batch is done; `--json` one object.
 */
export async function queueStatus(name: string, flags: QueueStatusFlags): Promise<number> {
  const redis = await redisFor(redisUrlOf(flags.redis));
  try {
    let status = await batchStatus(redis, name).catch((error) => {
      throw asCliError(error, null);
    });
    if (flags.json === true) {
      const { batch, ...counts } = status;
      io().stdout.write(`${JSON.stringify({ name, count: batch.count, ...counts })}\n`);
      return EXIT.ok;
    }
    const line = () => {
      const rate = status.perSecond === null ? '' : `, ${status.perSecond.toFixed(1)} a second`;
      const eta =
        status.etaSeconds === null || status.done + status.failed >= status.batch.count
          ? ''
          : `, about ${duration(status.etaSeconds)} left`;
      return `${name}: ${status.done} of ${status.batch.count} done, ${status.active} active, ${status.waiting} waiting, ${status.failed} failed${rate}${eta}`;
    };
    if (flags.watch === true && errorTerminal() !== null) {
      const bar = new SingleBar(
        {
          format: ' {bar} {value}/{total} | {rate} | ETA {eta_formatted}',
          stream: errorTerminal()!,
        },
        { format: '', barCompleteChar: '█', barIncompleteChar: '░' },
      );
      bar.start(status.batch.count, status.done, { rate: '' });
      let stopped = false;
      const stop = () => {
        stopped = true;
      };
      process.once('SIGINT', stop);
      while (!stopped && status.done + status.failed < status.batch.count) {
        await new Promise((r) => setTimeout(r, 1000));
        status = await batchStatus(redis, name);
        bar.update(status.done, { rate: `${(status.perSecond ?? 0).toFixed(1)}/s` });
      }
      bar.stop();
      process.off('SIGINT', stop);
      if (stopped) {
        io().stdout.write(`${line()}\n`);
        return EXIT.interrupted;
      }
    }
    io().stdout.write(`${line()}\n`);
    return EXIT.ok;
  } finally {
    await redis.quit();
  }
}

/** The flags of `knossos queue collect`. */
export interface QueueCollectFlags {
  readonly redis?: string;
  readonly out?: string;
  readonly pack?: string;
  readonly force?: boolean;
}

/**
 * `knossos queue collect BATCH`: writes the batch's manifest into `--out` (default the folder
 * its workers write to) in seed order, one item per seed done, its failures named; files are
 * copied there when `--out` is another folder. Collecting again gives the same bytes. `--pack`
 * also writes the puzzles as one `knossos.pack/1` file (from their `json` files).
 *
 * @returns 0 when every puzzle is done; 1 when some are missing or failed.
 */
export async function queueCollect(name: string, flags: QueueCollectFlags): Promise<number> {
  const redis = await redisFor(redisUrlOf(flags.redis));
  try {
    return await collectInto(redis, name, flags);
  } catch (error) {
    throw asCliError(error, null);
  } finally {
    await redis.quit();
  }
}

/** {@link queueCollect} on a connection: two passes over the records, neither holding them. */
async function collectInto(
  redis: Parameters<typeof readBatch>[0],
  name: string,
  flags: QueueCollectFlags,
): Promise<number> {
  const batch = await readBatch(redis, name);
  const failed = await failedJobs(redis, name);
  const extra = batch.extra as unknown as QueueExtra;
  const store = extra.outDir;
  const out = resolve(flags.out ?? store);
  prepareFolder(out, '--out');
  if (flags.pack !== undefined) prepareFile(flags.pack, '--pack', flags.force === true);
  const pack = flags.pack === undefined ? null : startPack(flags.pack, () => {});
  // First pass: every file checked against the SHA-256 its worker recorded (a worker that wrote
  // to a folder of its own is found here), copied when the folder asked for is another, the
  // pack spooled; the count and the last time taken for the manifest's head.
  let completed = 0;
  // The last puzzle's time (ISO strings sort as times do): the manifest's finish.
  let last = batch.created;
  try {
    for await (const kept of keptInOrder<Made>(redis, name)) {
      completed++;
      if (kept.doneAt > last) last = kept.doneAt;
      const item = kept.record;
      for (const file of item.files) {
        const from = join(store, file);
        if (!existsSync(from)) {
          throw new CliError(
            `${from}: missing (a worker recorded it; is ${store} shared by every worker?)`,
          );
        }
        const bytes = readFileSync(from);
        if (item.sha256?.[file] !== undefined && digestOf(bytes) !== item.sha256[file]) {
          throw new CliError(`${from}: changed since its worker wrote it (SHA-256 differs)`);
        }
        if (out !== store) writeAtomic(join(out, file), bytes, true);
      }
      if (pack !== null) {
        const file = item.files.find((f) => f.endsWith('.json'));
        if (file === undefined) {
          throw new CliError(
            `--pack: ${item.seed} has no json file; add json to the batch's --format`,
          );
        }
        const line = JSON.stringify(JSON.parse(readFileSync(join(out, file), 'utf8')));
        pack.add(line, item.stars, item.score ?? 0);
      }
    }
  } catch (error) {
    pack?.discard();
    throw error;
  }
  const failures =
    failed.length === 0
      ? null
      : `${failed.length} puzzle${failed.length === 1 ? '' : 's'} failed: ${failed
          .slice(0, 5)
          .map((f) => `${f.seed} (${f.reason})`)
          .join('; ')}${failed.length > 5 ? '; …' : ''}`;
  // Second pass: the manifest, item by item.
  const items = async function* () {
    for await (const kept of keptInOrder<Made>(redis, name)) yield kept.record;
  };
  await writeManifestStream(
    join(out, 'manifest.json'),
    {
      command: batch.command ?? ['knossos', 'queue', 'add'],
      created: batch.created,
      finished: last,
      versions: batch.versions,
      requested: batch.count,
      completed,
      failed: failures,
    },
    items(),
  );
  if (completed === batch.count) {
    // Both folders: a killed worker leaves them in the store, a killed collect in --out.
    await removeLeftovers(store, redis, name);
    if (out !== store) await removeLeftovers(out, redis, name);
  }
  if (pack !== null) await pack.finish(`Knossos batch ${name}`, [], flags.force === true);
  const missing = Math.max(0, batch.count - completed - failed.length);
  io().stdout.write(
    `${name}: ${completed} of ${batch.count} puzzles in ${join(out, 'manifest.json')}${failed.length > 0 ? `, ${failed.length} failed` : ''}${missing > 0 ? `, ${missing} not done yet` : ''}\n`,
  );
  if (failures !== null) io().stderr.write(`${pc.yellow('note:')} ${failures}\n`);
  return completed === batch.count ? EXIT.ok : EXIT.unmet;
}

/**
 * Removes the temporary files killed workers (or a killed collect) left beside a finished
 * batch's files (`<file>.<pid>.<random>.tmp`): once every puzzle is done, no worker writes there
 * any more.
 */
async function removeLeftovers(
  folder: string,
  redis: Parameters<typeof readBatch>[0],
  name: string,
): Promise<void> {
  if (!existsSync(folder)) return;
  const leftovers = new Map<string, string[]>();
  for (const entry of readdirSync(folder)) {
    const match = /^(.+)\.\d+\.[a-z0-9]+\.tmp$/.exec(entry);
    if (match !== null) leftovers.set(match[1]!, [...(leftovers.get(match[1]!) ?? []), entry]);
  }
  if (leftovers.size === 0) return;
  for await (const kept of keptInOrder<Made>(redis, name)) {
    for (const file of kept.record.files) {
      for (const entry of leftovers.get(file) ?? []) rmSync(join(folder, entry), { force: true });
    }
  }
}

/** The SHA-256 of some bytes, in hex. */
const digestOf = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
