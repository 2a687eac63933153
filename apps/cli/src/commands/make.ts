// `knossos maze`, `flow` and `netwalk` (every family's make command), and the main job (`knossos`
// with no command): puzzles made on the worker pool into a folder with a manifest.

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { calendarDay, isCalendarDay, type PictureStyle } from '@knossos/core';
import { FAMILIES, familyNamed } from '@knossos/families';
import { batchSeed, freshSeed } from '@knossos/random';
import pc from 'picocolors';
import { CliError } from '../errors.js';
import { fileName, freshFolder, prepareFolder } from '../files.js';
import { countOf, limitOf } from '../limits.js';
import { extensionOf, formatsOf, type Job } from '../make-one.js';
import { earlierRuns } from '../manifest.js';
import { type Recipe, recipesOf } from '../mix.js';
import { type PictureFlags, pictureOptions } from '../picture-flags.js';
import { mainPreset } from '../presets.js';
import { type Output, runJobs, say } from '../run.js';
import { settingsFrom } from '../setting-flags.js';
import { type ShapeImageFlags, withShapeImage } from '../shape-image-flags.js';
import { timeLimitOf } from '../time-limit.js';
import { VERSION } from '../version.js';

/** The flags of a make command: those every family shares, then the family's own settings. */
export type MakeFlags = {
  preset?: string[];
  mix?: string;
  seed?: string;
  count?: number;
  stars?: number;
  out?: string;
  format?: string;
  style: PictureStyle;
  json?: boolean;
  force?: boolean;
  append?: boolean;
  timeLimit?: number;
  /** `--daily`: `true` for today, or a `YYYY-MM-DD` day. */
  daily?: boolean | string;
  utc?: boolean;
} & Record<string, unknown>;

/**
 * The seed of `--daily [DATE]`: the family's daily seed for that day (default today, by the
 * local calendar unless `--utc`) and the settings of the one recipe (a preset's, with the
 * flags over it). One puzzle: never with `--seed`, `--count` or a mix.
 */
function dailyRoot(
  family: ReturnType<typeof familyNamed>,
  flags: MakeFlags,
  recipes: readonly Recipe[],
  output: Output,
): string | undefined {
  if (flags.daily === undefined) {
    if (flags.utc) throw new CliError('--utc: it only goes with --daily');
    return undefined;
  }
  if (family.dailySeed === undefined)
    throw new CliError(`--daily: ${family.title} has no daily puzzles`);
  if (flags.seed !== undefined)
    throw new CliError('--daily and --seed: give one or the other (the day gives the seed)');
  if (flags.count !== undefined && flags.count !== 1) {
    throw new CliError('--daily: a daily puzzle is one puzzle; leave out --count');
  }
  if (recipes.length !== 1 || recipes[0]!.family !== family.name) {
    throw new CliError(
      '--daily: a daily puzzle is one puzzle; give one preset at most, and no --mix',
    );
  }
  if (flags.utc && flags.daily !== true) {
    throw new CliError('--utc: it picks today by UTC, so it does not go with a date after --daily');
  }
  let day: string;
  if (flags.daily === true) day = calendarDay(new Date(), flags.utc === true);
  else if (typeof flags.daily === 'string' && isCalendarDay(flags.daily)) day = flags.daily;
  else if (typeof flags.daily === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(flags.daily)) {
    throw new CliError(`--daily: ${flags.daily} is not a day of the calendar`);
  } else throw new CliError(`--daily: "${flags.daily}" is not a day written YYYY-MM-DD`);
  const seed = family.dailySeed(day, recipes[0]!.settings as never);
  const whose = flags.daily !== true ? 'as given' : flags.utc ? 'UTC' : 'local';
  say(output, pc.dim(`Daily: ${day} (${whose}), seed ${seed}`));
  return seed;
}

/**
 * The formats `--format` names for one family of a batch (its defaults when none), without
 * repeats. A format no family of the batch writes is refused; one that only other families of a
 * mix write is left out for this family, with a note (`said` keeps it to one per family).
 */
export function formatsFor(
  familyName: string,
  list: string | undefined,
  batch: readonly string[] = [familyName],
  note: (text: string) => void = () => {},
): string[] {
  const family = familyNamed(familyName);
  if (list === undefined) return [...family.defaultFormats];
  const wanted = [
    ...new Set(
      list
        .split(',')
        .map((f) => f.trim().toLowerCase())
        .filter((f) => f !== ''),
    ),
  ];
  if (wanted.length === 0) throw new CliError('--format: name at least one format');
  const allowed = formatsOf(family);
  const anywhere = new Set(batch.flatMap((name) => formatsOf(familyNamed(name))));
  for (const f of wanted) {
    if (!anywhere.has(f)) {
      throw new CliError(
        batch.length === 1
          ? `--format: ${family.name} has no format "${f}"; choose from ${allowed.join(', ')}`
          : `--format: no family of this mix has a format "${f}"; choose from ${[...anywhere].join(', ')}`,
      );
    }
  }
  const kept = wanted.filter((f) => allowed.includes(f));
  const left = wanted.filter((f) => !allowed.includes(f));
  if (left.length > 0) {
    note(`Format: ${family.title} has no ${left.join(' or ')} format, so its puzzles get none.`);
  }
  if (kept.length === 0) {
    throw new CliError(
      `--format: ${family.name} has none of these formats; add one of ${allowed.join(', ')}`,
    );
  }
  return kept;
}

/** The jobs of a batch: recipe `i mod n` for job `i`, seeds `<root>-<index>` (one alone: `root`). */
export function jobsOf(
  recipes: readonly Recipe[],
  count: number,
  root: string,
  first: number,
  shared: Omit<Job, 'family' | 'settings' | 'seed' | 'index' | 'formats'>,
  formats: (family: string) => readonly string[],
): Job[] {
  return Array.from({ length: count }, (_, i) => {
    const recipe = recipes[i % recipes.length]!;
    const index = first + i;
    return {
      ...shared,
      family: recipe.family,
      settings: recipe.settings,
      seed: count === 1 ? root : batchSeed(root, index),
      formats: formats(recipe.family),
      index,
    };
  });
}

/**
 * `knossos <family>`: makes `--count` puzzles into a folder, with a manifest: of the family, of
 * the `--preset`s in turn, or of a `--mix` file's entries; `command` is the command line,
 * recorded in the manifest. With `--append` the batch goes into a folder made before.
 *
 * @returns the exit code of {@link runJobs}.
 */
export async function make(
  familyName: string,
  flags: MakeFlags,
  command: readonly string[],
): Promise<number> {
  const family = familyNamed(familyName);
  const output: Output = { json: flags.json === true, art: false };
  const settings = withShapeImage(settingsFrom(family, flags), flags as ShapeImageFlags, (text) =>
    say(output, pc.yellow(`note: ${text}`)),
  );
  const recipes = recipesOf(flags, family.name, settings);
  const formats = new Map<string, string[]>();
  const batch = [...new Set(recipes.map((r) => r.family))];
  const formatOf = (name: string) => {
    if (!formats.has(name)) {
      const note = (text: string) => say(output, pc.yellow(`note: ${text}`));
      formats.set(name, formatsFor(name, flags.format, batch, note));
    }
    return formats.get(name)!;
  };
  for (const recipe of recipes) formatOf(recipe.family);
  const count =
    flags.count === undefined && recipes.length > 1 ? recipes.length : countOf(flags.count, output);
  const time = limitOf(flags.timeLimit, output);
  const root = dailyRoot(family, flags, recipes, output) ?? flags.seed ?? freshSeed();
  const append = flags.append === true;
  if (append && flags.out === undefined) throw new CliError('--append: name the folder with --out');
  const outDir = flags.out === undefined ? freshFolder('out') : prepareFolder(flags.out, '--out');
  const earlier = append ? earlierRuns(outDir) : null;
  const jobs = jobsOf(
    recipes,
    count,
    root,
    earlier?.items.length ?? 0,
    {
      outDir,
      style: flags.style,
      picture: pictureOptions(flags as PictureFlags),
      force: flags.force === true && !append,
      timeMs: time.ms,
      ...(flags.stars === undefined ? {} : { stars: flags.stars }),
    },
    formatOf,
  );
  checkFree(outDir, jobs, flags.force === true, append);
  return runJobs(jobs, outDir, { ...output, art: count === 1 }, command, count > 1, { earlier });
}

/**
 * Refuses, before any work, to overwrite a file a batch would write: unless `--force`, and with
 * `--append` never (its manifest is the one that grows).
 */
function checkFree(outDir: string, jobs: readonly Job[], force: boolean, append: boolean): void {
  if (force && !append) return;
  const taken = (name: string) => {
    if (existsSync(join(outDir, name))) {
      throw new CliError(
        append
          ? `--append: ${join(outDir, name)} already exists; --append never overwrites a file (give another --seed)`
          : `${join(outDir, name)} already exists (use --force to overwrite it)`,
      );
    }
  };
  if (!append) taken('manifest.json');
  for (const job of jobs) {
    const family = familyNamed(job.family);
    for (const format of job.formats) {
      taken(fileName(job.family, job.seed, extensionOf(family, format)));
    }
  }
}

/** The main job: one verified puzzle of each family from its first preset, files and a manifest. */
export async function mainJob(
  flags: { out?: string; seed?: string; json?: boolean },
  command: readonly string[],
): Promise<number> {
  const output: Output = { json: flags.json === true, art: true };
  const outDir = freshFolder(flags.out ?? 'out');
  const seed = flags.seed ?? freshSeed();
  const jobs: Job[] = FAMILIES.map((family, index) => ({
    family: family.name,
    settings: mainPreset(family).make(),
    seed,
    outDir,
    formats: family.defaultFormats,
    style: 'as-shown',
    force: false,
    index,
    timeMs: timeLimitOf(undefined).ms,
  }));
  say(output, pc.bold(`Knossos ${VERSION}: one proven puzzle of each family, seed ${seed}`));
  return runJobs(jobs, outDir, output, command, false);
}
