// `knossos queue add`: a batch as jobs on Redis, one per seed, the same puzzles `knossos <family>
// --count N --seed ROOT` would make, written by whichever workers take them.

import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { clampWithNote, type PictureStyle } from '@knossos/core';
import { familyNamed } from '@knossos/families';
import { addBatch, readBatch, redactedUrl, seedOf } from '@knossos/queue';
import { freshSeed } from '@knossos/random';
import pc from 'picocolors';
import { formatsFor } from '../commands/make.js';
import { CliError, EXIT } from '../errors.js';
import { limitOf } from '../limits.js';
import { versions } from '../manifest.js';
import { recipesOf } from '../mix.js';
import type { Output } from '../output.js';
import { type PictureFlags, pictureOptions } from '../picture-flags.js';
import { say } from '../run.js';
import { asCliError, redisFor, redisUrlOf } from './connect.js';
import type { QueueExtra } from './job.js';

/** The flags of `knossos queue add`. */
export interface QueueAddFlags extends PictureFlags {
  readonly redis?: string;
  readonly name?: string;
  readonly family: string;
  readonly count?: number;
  readonly seed?: string;
  readonly preset?: string[];
  readonly mix?: string;
  readonly stars?: number;
  readonly out?: string;
  readonly format?: string;
  readonly style: PictureStyle;
  readonly timeLimit?: number;
  readonly attempts?: number;
  readonly results?: 'folder' | 'redis';
}

/** The most puzzles one batch holds. */
const COUNT_MOST = 10_000_000;

/**
 * `knossos queue add`: stores the batch `--name` on `--redis` and adds a job per seed, in
 * chunks; adding the same batch again adds only what is missing. The puzzles' files go to
 * `--out` (default `out/<name>`), a folder every worker must reach at that path.
 *
 * @throws {@link CliError} (exit 2) for an unreachable Redis, a batch of that name with other
 *   settings, or flags it cannot take.
 */
export async function queueAdd(flags: QueueAddFlags, command: readonly string[]): Promise<number> {
  const output: Output = { json: false, art: false };
  const family = familyNamed(flags.family);
  if (flags.name === undefined) throw new CliError('--name: give the batch a name');
  const count = flags.count ?? 1;
  if (!Number.isSafeInteger(count) || count < 1 || count > COUNT_MOST) {
    throw new CliError(`--count: ${count} puzzles; a queued batch holds 1–${COUNT_MOST}`);
  }
  const recipes = recipesOf(flags, family.name);
  const batch = [...new Set(recipes.map((r) => r.family))];
  const formats: Record<string, string[]> = {};
  for (const name of batch) {
    formats[name] = formatsFor(name, flags.format, batch, (text) =>
      say(output, pc.yellow(`note: ${text}`)),
    );
  }
  const time = limitOf(flags.timeLimit, output);
  const notes: string[] = [];
  const extra: QueueExtra = {
    outDir: resolve(flags.out ?? `out/${flags.name}`),
    formats,
    style: flags.style,
    picture: pictureOptions(flags),
    timeMs: time.ms,
    ...(flags.stars === undefined ? {} : { stars: flags.stars }),
    results: flags.results ?? 'folder',
  };
  const url = redisUrlOf(flags.redis);
  const attempts = clampWithNote(notes, 'Attempts', flags.attempts, 1, 20, 3, true);
  for (const note of notes) say(output, pc.yellow(`note: ${note}`));
  const redis = await redisFor(url);
  const stopper = new AbortController();
  const onSignal = () => stopper.abort(new Error('stopped'));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    const added = await addBatch(
      redis,
      {
        name: flags.name,
        root: flags.seed ?? (await storedRoot(redis, flags.name)) ?? freshSeed(),
        count,
        recipes: recipes.map(({ family: f, settings }) => ({ family: f, settings })),
        extra: extra as unknown as Record<string, unknown>,
        versions: versions(),
        attempts,
        // The command is kept for the manifest, without a password in a Redis URL.
        command: ['knossos', ...command.map(redactedUrl)],
      },
      { signal: stopper.signal },
    );
    // The folder is made here, so a worker that does not see it knows it is not on the share.
    mkdirSync(extra.outDir, { recursive: true });
    say(
      output,
      `${flags.name}: ${added.added} job${added.added === 1 ? '' : 's'} added, ${added.already} there already (seeds ${seedOf(added.batch, 0)} … ${seedOf(added.batch, count - 1)}), files to ${extra.outDir}`,
    );
    return EXIT.ok;
  } catch (error) {
    if (stopper.signal.aborted) {
      say(output, pc.yellow('Stopped: the jobs added so far stay; add the batch again to go on.'));
      return EXIT.interrupted;
    }
    throw asCliError(error);
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await redis.quit();
  }
}

/** The seed root of the batch of that name already stored, so adding it again needs no --seed. */
async function storedRoot(
  redis: Parameters<typeof readBatch>[0],
  name: string,
): Promise<string | null> {
  try {
    return (await readBatch(redis, name)).root;
  } catch {
    return null;
  }
}
