// `knossos maze`, `flow` and `netwalk`, and the main job (`knossos` with no command): puzzles
// made on the worker pool into a folder with a manifest.

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { batchSeed, freshSeed } from '@knossos/random';
import pc from 'picocolors';
import { CliError } from '../errors.js';
import {
  DEFAULT_FORMATS,
  FAMILIES,
  type Family,
  FORMATS,
  type Job,
  type STYLES,
} from '../families.js';
import { fileName, freshFolder, prepareFolder } from '../files.js';
import { countOf, limitOf } from '../limits.js';
import { findPreset, MAIN_PRESETS } from '../presets.js';
import { type Output, runJobs, say } from '../run.js';
import { timeLimitOf } from '../time-limit.js';
import { VERSION } from '../version.js';

/** The flags of a make command: those every family shares, then the family's own settings. */
export type MakeFlags = {
  preset?: string;
  seed?: string;
  count?: number;
  out?: string;
  format?: string;
  style: (typeof STYLES)[number];
  json?: boolean;
  force?: boolean;
  timeLimit?: number;
} & Record<string, unknown>;

/** The settings a make command asks for: the preset's, then every flag given. */
function settingsOf(
  family: Family,
  flags: MakeFlags,
  names: readonly string[],
): Record<string, unknown> {
  const base = flags.preset === undefined ? {} : findPreset(family, flags.preset).make();
  const settings: Record<string, unknown> = { ...base };
  for (const name of names) if (flags[name] !== undefined) settings[name] = flags[name];
  if (family === 'maze' && flags.softLocks !== undefined) settings.noSoftLocks = !flags.softLocks;
  return settings;
}

/** The formats `--format` names (the family's defaults when none), checked and without repeats. */
function formatsOf(family: Family, list: string | undefined): string[] {
  if (list === undefined) return [...DEFAULT_FORMATS[family]];
  const wanted = list
    .split(',')
    .map((f) => f.trim().toLowerCase())
    .filter((f) => f !== '');
  for (const f of wanted) {
    if (!FORMATS[family].includes(f)) {
      throw new CliError(
        `--format: ${family} has no format "${f}"; choose from ${FORMATS[family].join(', ')}`,
      );
    }
  }
  if (wanted.length === 0) throw new CliError('--format: name at least one format');
  return [...new Set(wanted)];
}

/**
 * The formats left once those the board cannot take are dropped, each with a note, before any
 * work: CSV and the text format are for square Flow levels only.
 */
function boardFormats(
  family: Family,
  settings: Record<string, unknown>,
  formats: readonly string[],
  output: Output,
): string[] {
  if (family !== 'flow' || settings.grid !== 'hex') return [...formats];
  const kept = formats.filter((f) => f !== 'csv' && f !== 'txt');
  for (const f of formats.filter((f) => !kept.includes(f))) {
    say(
      output,
      pc.yellow(
        `note: Format: ${f} is for square Flow levels, so no .${f} is written for hex ones.`,
      ),
    );
  }
  if (kept.length === 0)
    throw new CliError(
      '--format: none of these formats can hold a hex Flow level; add json, svg or png',
    );
  return kept;
}

/**
 * `knossos maze|flow|netwalk`: makes `--count` puzzles of one family into a folder, with a
 * manifest. `names` are the settings the family's flags may set; `command` is the command line,
 * recorded in the manifest.
 *
 * @returns the exit code of {@link runJobs}.
 */
export async function make(
  family: Family,
  flags: MakeFlags,
  names: readonly string[],
  command: readonly string[],
): Promise<number> {
  const output: Output = { json: flags.json === true, art: false };
  const settings = settingsOf(family, flags, names);
  const formats = boardFormats(family, settings, formatsOf(family, flags.format), output);
  const count = countOf(flags.count, output);
  const time = limitOf(flags.timeLimit, output);
  const root = flags.seed ?? freshSeed();
  const outDir = flags.out === undefined ? freshFolder('out') : prepareFolder(flags.out, '--out');
  const jobs: Job[] = Array.from({ length: count }, (_, index) => ({
    family,
    settings,
    seed: count === 1 ? root : batchSeed(root, index),
    outDir,
    formats,
    style: flags.style,
    force: flags.force === true,
    index,
    timeMs: time.ms,
  }));
  checkFree(outDir, jobs, flags.force === true);
  return runJobs(jobs, outDir, { ...output, art: count === 1 }, command, count > 1);
}

/** Refuses, before any work, to overwrite a file a batch would write (unless --force). */
function checkFree(outDir: string, jobs: readonly Job[], force: boolean): void {
  if (force) return;
  const taken = (name: string) => {
    if (existsSync(join(outDir, name))) {
      throw new CliError(`${join(outDir, name)} already exists (use --force to overwrite it)`);
    }
  };
  taken('manifest.json');
  for (const job of jobs)
    for (const format of job.formats) taken(fileName(job.family, job.seed, format));
}

/** The main job: one verified puzzle of each family with default settings, files and a manifest. */
export async function mainJob(
  flags: { out?: string; seed?: string; json?: boolean },
  command: readonly string[],
): Promise<number> {
  const output: Output = { json: flags.json === true, art: true };
  const outDir = freshFolder(flags.out ?? 'out');
  const seed = flags.seed ?? freshSeed();
  const jobs: Job[] = FAMILIES.map((family, index) => ({
    family,
    settings: findPreset(family, MAIN_PRESETS[family]).make(),
    seed,
    outDir,
    formats: DEFAULT_FORMATS[family],
    style: family === 'maze' ? 'printable' : 'as-shown',
    force: false,
    index,
    timeMs: timeLimitOf(undefined).ms,
  }));
  say(output, pc.bold(`Knossos ${VERSION}: one proven puzzle of each family, seed ${seed}`));
  return runJobs(jobs, outDir, output, command, false);
}
