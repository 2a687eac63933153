// `knossos queue status` and `knossos queue collect`: how far a batch has got, and its folder
// made whole — the manifest in seed order, one item per seed, the files copied over when the
// folder asked for is not the one the workers wrote to, a pack when asked.

import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { batchStatus, collectBatch } from '@knossos/queue';
import { SingleBar } from 'cli-progress';
import pc from 'picocolors';
import { CliError, EXIT } from '../errors.js';
import { prepareFolder, writeAtomic } from '../files.js';
import type { Made } from '../make-one.js';
import { manifestText } from '../manifest.js';
import { startPack } from '../pack-writer.js';
import { asCliError, redisFor, redisUrlOf } from './connect.js';
import type { QueueExtra } from './job.js';

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
      throw asCliError(error);
    });
    if (flags.json === true) {
      const { batch, ...counts } = status;
      process.stdout.write(`${JSON.stringify({ name, count: batch.count, ...counts })}\n`);
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
    if (flags.watch === true && process.stderr.isTTY === true) {
      const bar = new SingleBar(
        { format: ' {bar} {value}/{total} | {rate} | ETA {eta_formatted}', stream: process.stderr },
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
    }
    process.stdout.write(`${line()}\n`);
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
  let collected: Awaited<ReturnType<typeof collectBatch<Made>>>;
  try {
    collected = await collectBatch<Made>(redis, name).catch((error) => {
      throw asCliError(error);
    });
  } finally {
    await redis.quit();
  }
  const { batch, kept, failed } = collected;
  const extra = batch.extra as unknown as QueueExtra;
  const store = extra.outDir;
  const out = resolve(flags.out ?? store);
  prepareFolder(out, '--out');
  const items = kept.map((k) => k.record);
  // Every file checked against the SHA-256 its worker recorded (a worker that wrote to a folder
  // of its own is found here), and copied when the folder asked for is another.
  for (const item of items) {
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
  }
  if (items.length === batch.count) {
    // Both folders: a killed worker leaves them in the store, a killed collect in --out.
    removeLeftovers(store, items);
    if (out !== store) removeLeftovers(out, items);
  }
  // The last puzzle's time (ISO strings sort as times do): the manifest's finish.
  let last = batch.created;
  for (const k of kept) if (k.doneAt > last) last = k.doneAt;
  const failures =
    failed.length === 0
      ? null
      : `${failed.length} puzzle${failed.length === 1 ? '' : 's'} failed: ${failed
          .slice(0, 5)
          .map((f) => `${f.seed} (${f.reason})`)
          .join('; ')}${failed.length > 5 ? '; …' : ''}`;
  const text = manifestText(
    {
      command: (batch.command ?? ['knossos', 'queue', 'add']).slice(1),
      created: batch.created,
      requested: batch.count,
      earlier: null,
    },
    items,
    items.length < batch.count,
    failures,
    false,
    last,
  );
  writeAtomic(join(out, 'manifest.json'), text, true);
  if (flags.pack !== undefined) await writePack(flags.pack, name, items, out, flags.force === true);
  const missing = batch.count - items.length - failed.length;
  process.stdout.write(
    `${name}: ${items.length} of ${batch.count} puzzles in ${join(out, 'manifest.json')}${failed.length > 0 ? `, ${failed.length} failed` : ''}${missing > 0 ? `, ${missing} not done yet` : ''}\n`,
  );
  if (failures !== null) process.stderr.write(`${pc.yellow('note:')} ${failures}\n`);
  return items.length === batch.count ? EXIT.ok : EXIT.unmet;
}

/** The batch's puzzles as a pack, in order of stars then score, from their `json` files. */
async function writePack(
  path: string,
  name: string,
  items: readonly Made[],
  folder: string,
  force: boolean,
): Promise<void> {
  const writer = startPack(path, () => {});
  try {
    for (const item of items) {
      const file = item.files.find((f) => f.endsWith('.json'));
      if (file === undefined) {
        throw new CliError(
          `--pack: ${item.seed} has no json file; add json to the batch's --format`,
        );
      }
      const line = JSON.stringify(JSON.parse(readFileSync(join(folder, file), 'utf8')));
      writer.add(line, item.stars, item.score ?? 0);
    }
  } catch (error) {
    writer.discard();
    throw error;
  }
  await writer.finish(`Knossos batch ${name}`, [], force);
}

/**
 * Removes the temporary files killed workers (or a killed collect) left beside a finished
 * batch's files (`<file>.<pid>.<random>.tmp`): once every puzzle is done, no worker writes there
 * any more.
 */
function removeLeftovers(store: string, items: readonly Made[]): void {
  if (!existsSync(store)) return;
  const listed = new Set(items.flatMap((item) => item.files));
  for (const name of readdirSync(store)) {
    const match = /^(.+)\.\d+\.[a-z0-9]+\.tmp$/.exec(name);
    if (match !== null && listed.has(match[1]!)) rmSync(join(store, name), { force: true });
  }
}

/** The SHA-256 of some bytes, in hex. */
const digestOf = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
