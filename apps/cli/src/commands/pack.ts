// `knossos pack`: an ordered pack (knossos.pack/1) rising in difficulty, of one family or a mix.

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { familyNamed } from '@knossos/families';
import { freshSeed } from '@knossos/random';
import pc from 'picocolors';
import { CliError, EXIT } from '../errors.js';
import { prepareFile } from '../files.js';
import { STDIN } from '../input.js';
import { io } from '../io.js';
import { countOf, limitOf } from '../limits.js';
import type { Job } from '../make-one.js';
import { type Recipe, recipesOf } from '../mix.js';
import { startPack } from '../pack-writer.js';
import { type Output, runJobs, say } from '../run.js';
import { jobsOf } from './make.js';

/** The flags of `knossos pack`. */
export interface PackFlags {
  family: string;
  count?: number;
  stars?: string;
  out?: string;
  seed?: string;
  name?: string;
  force?: boolean;
  preset?: string[];
  mix?: string;
  json?: boolean;
  timeLimit?: number;
}

/**
 * The `--stars` range, `low-high` or one star, 1–5.
 *
 * @throws {@link CliError} naming `--stars`.
 */
export function starRange(given: string | undefined): { low: number; high: number } {
  const range = /^([1-5])(?:-([1-5]))?$/.exec(given ?? '1-5');
  if (range === null)
    throw new CliError(`--stars: give a star or a range such as 1-5 (got "${given}")`);
  const low = Number(range[1]);
  const high = Number(range[2] ?? range[1]);
  if (high < low) throw new CliError(`--stars: ${given} runs backwards; write ${high}-${low}`);
  return { low, high };
}

/**
 * The jobs of a pack: puzzle `i` aims at `low + floor(i·(high−low+1)/count)` stars, with the
 * family's settings for those stars (`starSettings`) under a recipe that names no preset.
 */
export function packJobs(
  recipes: readonly Recipe[],
  count: number,
  stars: { low: number; high: number },
  root: string,
  timeMs: number,
): Job[] {
  const shared = { outDir: null, style: 'printable', force: false, timeMs } as const;
  return jobsOf(recipes, count, root, 0, shared, () => []).map((job, index) => {
    const aim = stars.low + Math.floor((index * (stars.high - stars.low + 1)) / count);
    const recipe = recipes[index % recipes.length]!;
    const sized =
      recipe.preset === undefined ? familyNamed(job.family).starSettings(aim) : ({} as object);
    return { ...job, settings: { ...sized, ...job.settings }, stars: aim };
  });
}

/**
 * `knossos pack`: makes `--count` puzzles spread over the `--stars` range and writes them,
 * ordered by stars then score, as one `knossos.pack/1` file; `command` is the command line,
 * passed on to {@link runJobs}.
 *
 * @returns the exit code of {@link runJobs} (130, 143 or 129 when a signal stopped it), or that
 *   of a signal that came while the pack file was written.
 */
export async function pack(flags: PackFlags, command: readonly string[]): Promise<number> {
  const family = familyNamed(flags.family);
  // `--out -`: the pack goes to standard output (written to a temporary file first, as any
  // pack is), and every other line to stderr.
  const toStdout = flags.out === STDIN;
  if (toStdout && flags.json === true) {
    throw new CliError('--out -: standard output carries the pack, so --json cannot share it');
  }
  const output: Output = { json: flags.json === true, art: false, fileOnStdout: toStdout };
  const count = countOf(flags.count ?? 10, output);
  const stars = starRange(flags.stars);
  const time = limitOf(flags.timeLimit, output);
  const out = toStdout
    ? join(mkdtempSync(join(tmpdir(), 'knossos-pack-')), 'pack.json')
    : prepareFile(flags.out ?? 'pack.json', '--out', flags.force === true);
  const root = flags.seed ?? freshSeed();
  const recipes = recipesOf(flags, family.name);
  const jobs = packJobs(recipes, count, stars, root, time.ms);
  // Each puzzle is spooled as it comes (memory does not grow with the count); the pack is written
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
    code = await runJobs(jobs, null, output, command, count > 1, {
      onMade: (m) => writer.add(JSON.stringify(m.puzzle), m.stars, m.score ?? 0),
    });
  } catch (error) {
    writer.discard();
    if (toStdout) rmSync(dirname(out), { recursive: true, force: true });
    throw error;
  }
  if (writer.count === 0) {
    writer.discard();
    if (toStdout) rmSync(dirname(out), { recursive: true, force: true });
    return code;
  }
  const short =
    writer.count < count
      ? [`Interrupted: the pack holds ${writer.count} of the ${count} puzzles asked for.`]
      : [];
  const written = await writer.finish(
    flags.name ?? `Knossos pack ${root}`,
    short,
    flags.force === true,
  );
  if (toStdout) {
    io().stdout.write(readFileSync(out));
    rmSync(dirname(out), { recursive: true, force: true });
  }
  for (const note of short) say(output, pc.yellow(`note: ${note}`));
  say(
    output,
    `${written} puzzle${written === 1 ? '' : 's'}, rising in difficulty, written to ${toStdout ? 'standard output' : out}`,
  );
  return late ?? code;
}
