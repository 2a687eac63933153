// `knossos pack`: an ordered maze pack, rising in difficulty.

import { batchSeed, freshSeed } from '@knossos/random';
import pc from 'picocolors';
import { CliError, EXIT } from '../errors.js';
import type { Job } from '../families.js';
import { prepareFile } from '../files.js';
import { countOf, limitOf } from '../limits.js';
import { startPack } from '../pack-writer.js';
import { findPreset } from '../presets.js';
import { type Output, runJobs, say } from '../run.js';

/** The square side `pack` uses for 1–5 stars when no preset is given (measured: each earns its stars). */
const PACK_SIDES = [6, 9, 12, 16, 22];

/**
 * `knossos pack`: makes `--count` mazes spread over the `--stars` range and writes them, rising
 * in difficulty, as one maze pack; `command` is the command line, passed on to {@link runJobs}.
 *
 * @returns the exit code of {@link runJobs} (130, 143 or 129 when a signal stopped it), or that
 *   of a signal that came while the pack file was written.
 */
export async function pack(
  flags: {
    family: string;
    count?: number;
    stars?: string;
    out?: string;
    seed?: string;
    name?: string;
    force?: boolean;
    preset?: string;
    json?: boolean;
    timeLimit?: number;
  },
  command: readonly string[],
): Promise<number> {
  if (flags.family !== 'maze')
    throw new CliError(`--family: packs are maze packs (got "${flags.family}")`);
  const output: Output = { json: flags.json === true, art: false };
  const count = countOf(flags.count ?? 10, output);
  const range = /^([1-5])(?:-([1-5]))?$/.exec(flags.stars ?? '1-5');
  if (range === null)
    throw new CliError(`--stars: give a star or a range such as 1-5 (got "${flags.stars}")`);
  const low = Number(range[1]);
  const high = Number(range[2] ?? range[1]);
  if (high < low)
    throw new CliError(`--stars: ${flags.stars} runs backwards; write ${high}-${low}`);
  const time = limitOf(flags.timeLimit, output);
  const out = prepareFile(flags.out ?? 'pack.json', '--out', flags.force === true);
  const root = flags.seed ?? freshSeed();
  const base = flags.preset === undefined ? null : findPreset('maze', flags.preset).make();
  const jobs: Job[] = Array.from({ length: count }, (_, index) => {
    const stars = low + Math.floor((index * (high - low + 1)) / count);
    // Without a preset, each star gets a square board of a size that usually earns it.
    const size = PACK_SIDES[stars - 1]!;
    return {
      family: 'maze',
      settings: { ...(base ?? { width: size, height: size }), targetDifficulty: stars },
      seed: batchSeed(root, index),
      outDir: null,
      formats: [],
      style: 'printable',
      force: false,
      index,
      keep: true,
      timeMs: time.ms,
    } satisfies Job;
  });
  // Each maze is spooled as it comes (memory does not grow with the count); the pack is written
  // from the spool at the end, and an interrupted run leaves a valid, shorter pack.
  // A signal while the pack file is written lets it finish (see PackWriter.finish), told here.
  let late: number | null = null;
  const writer = startPack(out, (signal) => {
    late =
      signal === 'SIGTERM' ? EXIT.terminated : signal === 'SIGHUP' ? EXIT.hangUp : EXIT.interrupted;
    say(output, pc.yellow('Stopping: finishing the pack file first (Ctrl-C again to quit now)…'));
  });
  let code: number;
  try {
    code = await runJobs(jobs, null, output, command, count > 1, (m) => {
      writer.add(m.data!, m.score ?? 0);
    });
  } catch (error) {
    writer.discard();
    throw error;
  }
  if (writer.count === 0) {
    writer.discard();
    return code;
  }
  const short =
    writer.count < count
      ? [`Interrupted: the pack holds ${writer.count} of the ${count} mazes asked for.`]
      : [];
  const written = await writer.finish(
    flags.name ?? `Knossos pack ${root}`,
    short,
    flags.force === true,
  );
  for (const note of short) say(output, pc.yellow(`note: ${note}`));
  say(output, `${written} mazes, rising in difficulty, written to ${out}`);
  return late ?? code;
}
