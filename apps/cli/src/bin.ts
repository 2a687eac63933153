// The `knossos` command: see `knossos --help`.

import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, extname, isAbsolute, join } from 'node:path';
import { isMainThread, Worker } from 'node:worker_threads';
import { renderSvg } from '@knossos/export';
import { toSketch as flowSketch, rateFlow, solveFlow } from '@knossos/flow';
import { readJsonOr } from '@knossos/json';
import {
  CHOICE_SETTINGS,
  exportPng,
  exportSvg,
  type MazeData,
  toText as mazeText,
  meetsRequest,
  NUMBER_SETTINGS,
  SWITCH_SETTINGS,
  verify as verifyMaze,
} from '@knossos/maze';
import { toSketch as netwalkSketch, rateNetwalk, solveNetwalk } from '@knossos/netwalk';
import { batchSeed, freshSeed } from '@knossos/random';
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import pc from 'picocolors';
import { z } from 'zod';
import { type Loaded, load } from './detect.js';
import { CliError, describeError, EXIT, isUserError } from './errors.js';
import {
  DEFAULT_FORMATS,
  FAMILIES,
  type Family,
  FORMATS,
  flowArt,
  type Job,
  mazeRecord,
  netwalkArt,
  netwalkRecord,
  STYLES,
} from './families.js';
import { fileName, freshFolder, prepareFile, prepareFolder, writeAtomic } from './files.js';
import {
  describeOwner,
  isStale,
  LOCK_NAME,
  lockOwner,
  pictureProblem,
  unlistedFiles,
} from './folder-check.js';
import { startPack } from './pack-writer.js';
import { findPreset, MAIN_PRESETS, PRESETS } from './presets.js';
import { diskError, type Output, runJobs, say, stop } from './run.js';
import { terminalSafe } from './terminal.js';
import { type TimeLimit, timeLimitOf, timeLimitOption } from './time-limit.js';

const require = createRequire(import.meta.url);
const VERSION = (require('../package.json') as { version: string }).version;
const argv = process.argv.slice(2);

/** What `verify` needs of a manifest: each item's files, seed, and what was recorded. */
const MANIFEST = z.object({
  format: z.literal('knossos.manifest/1'),
  requested: z.number().int().min(0),
  completed: z.number().int().min(0),
  interrupted: z.boolean(),
  running: z.boolean().optional(),
  failed: z.string().optional(),
  items: z.array(
    z.looseObject({
      seed: z.string(),
      family: z.enum(['maze', 'flow', 'netwalk']),
      files: z.array(z.string()),
      sha256: z.record(z.string(), z.string()).optional(),
      unique: z.boolean().optional(),
      stars: z.number().optional(),
      settings: z.looseObject({}).nullable().optional(),
    }),
  ),
});

/** A JSON file's data; a CliError naming the file, line and column when it is not JSON. */
function readJsonFile(path: string): unknown {
  return readJsonOr(
    readFileSync(path, 'utf8'),
    (problem, { line, column }) =>
      new CliError(`${path}: line ${line}, column ${column}: not JSON (${problem})`),
  );
}

/** The square side `pack` uses for 1–5 stars when no preset is given (measured: each earns its stars). */
const PACK_SIDES = [6, 9, 12, 16, 22];

/** The most puzzles one batch makes. */
const COUNT_MAX = 100_000;

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

function number(value: string): number {
  const n = Number(value);
  if (value.trim() === '' || !Number.isFinite(n)) throw new InvalidArgumentError('not a number.');
  return n;
}

/** The options every `make` command shares. */
function makeOptions(command: Command, family: Family): Command {
  return timeLimitOption(command, 'each puzzle')
    .option('--preset <name>', `start from a preset (see knossos presets)`)
    .option('--seed <seed>', 'the seed (default: a fresh one); a batch uses <seed>-0, <seed>-1, …')
    .option('--count <n>', 'how many puzzles, 1–100000 (default 1)', number)
    .option('--out <dir>', 'the folder to write into (default: out/<timestamp>)')
    .option(
      '--format <list>',
      `files to write, comma-separated: ${FORMATS[family].join(',')} (default ${DEFAULT_FORMATS[family].join(',')})`,
    )
    .addOption(new Option('--style <style>', 'picture style').choices(STYLES).default('printable'))
    .option(
      '--json',
      'one JSON object per puzzle on stdout (JSON Lines); everything else on stderr',
    )
    .option('--force', 'overwrite files that exist');
}

type MakeFlags = {
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

/** The `--time-limit` given, put in range with a note on stderr. */
function limitOf(given: number | undefined, output: Output) {
  const time = timeLimitOf(given);
  if (time.note !== null) say(output, pc.yellow(`note: ${time.note}`));
  return time;
}

function countOf(given: number | undefined, output: Output): number {
  if (given === undefined) return 1;
  const count = Math.min(COUNT_MAX, Math.max(1, Math.round(given)));
  if (count !== given)
    say(
      output,
      pc.yellow(`note: Count: ${given} is outside 1–${COUNT_MAX} or not whole; used ${count}.`),
    );
  return count;
}

async function make(family: Family, flags: MakeFlags, names: readonly string[]): Promise<number> {
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
  return runJobs(jobs, outDir, { ...output, art: count === 1 }, argv, count > 1);
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
async function mainJob(flags: { out?: string; seed?: string; json?: boolean }): Promise<number> {
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
  return runJobs(jobs, outDir, output, argv, false);
}

/** Overlays the best route on a square maze's text picture (`·` in each cell it passes). */
function mazeWithRoute(maze: MazeData): string {
  const art = mazeText(maze);
  const spec = maze.board.passages.spec as {
    kind: string;
    width?: number;
    height?: number;
    floors?: number;
  };
  if (spec.kind !== 'square' || (spec.floors ?? 1) > 1 || !maze.verdict.solvable) return art;
  const lines = art.split('\n').map((l) => [...l]);
  const width = spec.width!;
  const height = spec.height!;
  for (const cell of maze.verdict.solution) {
    const x = cell % width;
    const y = Math.floor(cell / width);
    const line = lines[1 + 2 * (height - 1 - y)];
    const column = 2 + 4 * x;
    if (line?.[column] === ' ') line[column] = '·';
  }
  return lines.map((l) => l.join('')).join('\n');
}

/**
 * What a Flow search proved, said honestly: a search cut short by its limits proves neither that
 * there is no solution nor that the one found is the only one.
 */
function flowVerdict(
  result: ReturnType<typeof solveFlow>,
  seconds: number,
): { line: string; unsolved: string; notes: string[] } {
  const cut = result.stoppedBy === 'nodes' || result.stoppedBy === 'time';
  const limit =
    result.stoppedBy === 'time'
      ? `the time limit (${seconds} s)`
      : `the node budget (${result.nodes.toLocaleString('en')} nodes)`;
  const solved = result.solution !== null;
  const unique = result.count === 1 && result.complete;
  return {
    line: solved
      ? unique
        ? 'unique solution'
        : result.complete
          ? `${result.count} solutions`
          : result.stoppedBy === 'limit'
            ? 'more than one solution'
            : 'solvable, uniqueness not proven within the limit'
      : cut
        ? 'not proven solvable within the limit'
        : 'no solution',
    unsolved: cut
      ? `Solvable: not proven within ${limit}; the search did not finish, so there may be a solution.`
      : 'Solvable: the level has no solution.',
    notes: cut
      ? [`Search: stopped by ${limit} after ${result.nodes.toLocaleString('en')} nodes.`]
      : [],
  };
}

async function solve(
  argument: string,
  flags: { json?: boolean; timeLimit: number; loose?: boolean },
): Promise<number> {
  const output: Output = { json: flags.json === true, art: true };
  const loaded = load(argument);
  const time = timeLimitOf(flags.timeLimit);
  const clamped = time.note === null ? [] : [time.note];
  let record: ReturnType<typeof mazeRecord>;
  let art: string;
  switch (loaded.family) {
    case 'pack':
      throw new CliError(
        `${argument}: is a maze pack of ${loaded.pack.mazes.length}; use knossos verify to check a pack`,
      );
    case 'maze': {
      const { after } = verifyMaze(loaded.maze, { timeMs: time.ms });
      record = mazeRecord(after);
      if (clamped.length > 0) record = { ...record, notes: [...clamped, ...record.notes] };
      art = mazeWithRoute(after);
      break;
    }
    case 'flow': {
      const level = loaded.level;
      const loose = flags.loose === true;
      const limit = time.seconds;
      const result = solveFlow(level, { limit: 2, timeMs: time.ms, touching: loose });
      const solved = result.solution !== null;
      const verdict = flowVerdict(result, limit);
      art = flowArt({ ...level, solution: result.solution ?? null });
      const unique = result.count === 1 && result.complete;
      record = {
        seed: '',
        family: 'flow',
        solvable: solved,
        par: null,
        optimalCount: result.complete ? result.count : null,
        unique,
        canGetStuck: null,
        stars: 0,
        notes: [
          ...clamped,
          ...(loose ? ['Rule: loose (a path may run alongside itself).'] : []),
          ...verdict.notes,
          ...(!solved && result.complete && !loose
            ? [
                'Rule: no solution under the degree rule (a path never runs alongside itself); --loose allows it.',
              ]
            : []),
        ],
        files: [],
        settings: null,
        met: solved,
        unmet: solved ? [] : [verdict.unsolved],
        art,
        line: `flow ${level.grid} ${level.width}×${level.height}  ${level.dots.length / 2} colour${level.dots.length === 2 ? '' : 's'}  ${verdict.line}`,
      };
      break;
    }
    case 'netwalk': {
      const result = solveNetwalk(loaded.board, { timeMs: time.ms });
      const base = netwalkRecord(loaded.board);
      const cut = result.stoppedBy === 'time' || result.stoppedBy === 'guesses';
      const counted = result.unique
        ? 'unique'
        : result.solved
          ? cut
            ? 'not proven unique'
            : 'more than one solution'
          : cut
            ? 'not proven'
            : 'no solution';
      art = result.masks
        ? netwalkArt(loaded.board.width, loaded.board.height, result.masks, loaded.board.server)
        : base.art;
      record = {
        ...base,
        unique: result.unique,
        optimalCount: result.complete ? result.solutions : null,
        solvable: result.solved,
        met: result.solved,
        notes: [
          ...clamped,
          ...base.notes,
          ...(cut
            ? [
                result.stoppedBy === 'time'
                  ? `Time limit: the search ran out after ${time.seconds} s, so the board is ${result.solved ? 'not proven unique' : 'not proven solvable'}.`
                  : `Guesses: the search ran out of guesses (${result.guesses.toLocaleString('en')}), so the board is ${result.solved ? 'not proven unique' : 'not proven solvable'}.`,
              ]
            : []),
        ],
        unmet: result.solved
          ? []
          : [
              cut
                ? 'Solvable: not proven within the search limits.'
                : 'Solvable: the tiles have no solution.',
            ],
        line: `${base.line.replace(/, (not proven )?unique.*$/, '')}, ${counted}, hardest rule ${result.hardestRule ?? '—'}`,
      };
      break;
    }
  }
  say(output, pc.dim(`${argument}: read as ${loaded.format}`));
  if (output.json) {
    const { seed, family, solvable, par, optimalCount, unique, canGetStuck, stars, notes } = record;
    process.stdout.write(
      `${JSON.stringify({ seed, family, format: loaded.format, solvable, par, optimalCount, unique, canGetStuck, stars, notes, files: [] })}\n`,
    );
  }
  say(output, art);
  say(output, `${record.met ? pc.green('✔') : pc.yellow('!')} ${record.line}`);
  for (const note of record.notes) say(output, pc.dim(`  note: ${note}`));
  return record.solvable ? EXIT.ok : EXIT.unmet;
}

type Check = {
  name: string;
  seed: string;
  family: string;
  solvable: boolean;
  unique: boolean;
  stars: number;
  met: boolean;
  changed: string[];
  unmet: string[];
};

/**
 * Re-solves one puzzle and compares: `stored` is what was recorded (a manifest item, or the
 * maze's own verdict), and the request is its settings (`unique` not false means uniqueness was
 * asked for, as the generators default).
 */
function check(
  name: string,
  loaded: Loaded,
  stored: Record<string, unknown> | null,
  time: TimeLimit,
): Check {
  const changed: string[] = [];
  const compare = (field: string, before: unknown, after: unknown) => {
    if (
      before !== undefined &&
      before !== null &&
      JSON.stringify(before) !== JSON.stringify(after)
    ) {
      changed.push(`${field} ${JSON.stringify(before)} → ${JSON.stringify(after)}`);
    }
  };
  const asked = (stored?.settings ?? {}) as Record<string, unknown>;
  if (loaded.family === 'maze') {
    const v = verifyMaze(loaded.maze, { timeMs: time.ms });
    // A proof the time limit cut proves nothing new: it changes nothing, it is not proven.
    const cut = v.after.verdict.timedOut;
    for (const field of cut
      ? []
      : (['solvable', 'par', 'optimalCount', 'unique', 'canGetStuck', 'difficulty'] as const)) {
      compare(field, v.before.verdict[field], v.after.verdict[field]);
    }
    const met = meetsRequest(v.after);
    const { verdict } = v.after;
    // A manifest item: the file must still be the maze the run recorded.
    const replaced: string[] = [];
    if (stored !== null && 'files' in stored) {
      const differs = (field: string, recorded: unknown, now: unknown) => {
        if (recorded !== undefined && JSON.stringify(recorded) !== JSON.stringify(now)) {
          replaced.push(
            field === 'settings'
              ? 'settings'
              : `${field} ${JSON.stringify(recorded)} → ${JSON.stringify(now)}`,
          );
        }
      };
      differs('seed', stored.seed, v.after.seed);
      differs('par', stored.par, verdict.par);
      differs('stars', stored.stars, verdict.difficulty);
      if (stored.settings) differs('settings', stored.settings, v.before.settings);
    }
    const unmet = met ? [] : [...mazeRecord(v.after).unmet];
    if (cut) unmet.unshift(`the proof ran out of time (${time.seconds} s), so nothing was checked`);
    if (replaced.length > 0) {
      unmet.push(`the file is not the maze the manifest records (${replaced.join(', ')})`);
    }
    return {
      name,
      seed: v.after.seed,
      family: 'maze',
      solvable: verdict.solvable,
      unique: verdict.unique,
      stars: verdict.difficulty,
      met: unmet.length === 0,
      changed,
      unmet,
    };
  }
  if (loaded.family === 'flow') {
    const result = solveFlow(loaded.level, { limit: 2, timeMs: time.ms });
    const solvable = result.solution !== null;
    const unique = result.count === 1 && result.complete;
    const verdict = flowVerdict(result, time.seconds);
    const stars = solvable ? rateFlow(loaded.level, { timeMs: time.ms }).stars : 0;
    // A level stored as "not proven unique" (nobody asked) that proves unique is no change.
    if (stored?.unique === true) compare('unique', true, unique);
    compare('stars', stored?.stars, stars);
    const unmet = !solvable
      ? [verdict.unsolved]
      : asked.unique !== false && !unique
        ? [
            result.stoppedBy === 'limit'
              ? 'Unique: uniqueness was asked for, and the level has more than one solution.'
              : `Unique: uniqueness was asked for, and it is not proven within ${time.seconds} s.`,
          ]
        : [];
    const seed = typeof stored?.seed === 'string' ? stored.seed : '';
    return {
      name,
      seed,
      family: 'flow',
      solvable,
      unique,
      stars,
      met: unmet.length === 0,
      changed,
      unmet,
    };
  }
  if (loaded.family === 'netwalk') {
    const result = solveNetwalk(loaded.board, { timeMs: time.ms });
    const stars = rateNetwalk(loaded.board, result).stars;
    if (stored?.unique === true) compare('unique', true, result.unique);
    compare('stars', stored?.stars, stars);
    const cut = !result.complete && result.stoppedBy !== 'limit';
    const unmet = !result.solved
      ? [
          cut
            ? `Solvable: not proven within the search limits (${time.seconds} s).`
            : 'Solvable: the tiles have no solution.',
        ]
      : asked.unique !== false && !result.unique
        ? ['Unique: uniqueness was asked for, and the board is not proven unique.']
        : [];
    return {
      name,
      seed: loaded.board.seed ?? '',
      family: 'netwalk',
      solvable: result.solved,
      unique: result.unique,
      stars,
      met: unmet.length === 0,
      changed,
      unmet,
    };
  }
  throw new CliError(`${name}: a pack inside a pack`);
}

/**
 * Whether a manifest's file name stays in the manifest's folder: relative, not empty, and no
 * `..` segment (either slash), so that joining it to the folder cannot leave it.
 */
function insideFolder(name: string): boolean {
  if (name === '' || isAbsolute(name) || /^[a-zA-Z]:/.test(name) || /^[\\/]/.test(name)) {
    return false;
  }
  return !name.split(/[\\/]/).includes('..');
}

async function verify(
  argument: string,
  flags: { json?: boolean; timeLimit?: number },
): Promise<number> {
  const output: Output = { json: flags.json === true, art: false };
  const time = limitOf(flags.timeLimit, output);
  const checks: Check[] = [];
  const problem = (name: string, unmet: string, seed = '', family = 'run'): Check => ({
    name,
    seed,
    family,
    solvable: false,
    unique: false,
    stars: 0,
    met: false,
    changed: [],
    unmet: [unmet],
  });
  let unreadable = 0;
  let folder: string | null = null;
  if (existsSync(join(argument, 'manifest.json'))) folder = argument;
  else if (argument.endsWith('manifest.json') && existsSync(argument)) folder = dirname(argument);
  else if (existsSync(join(argument, LOCK_NAME))) {
    // Killed before its first manifest: only the lock is left.
    const owner = lockOwner(argument) ?? { pid: 0, host: '', started: '' };
    throw new CliError(
      `${argument}: the run did not finish: no manifest, and the lock of a run (${describeOwner(owner)}${isStale(owner) ? ', which is gone' : ''}) is left`,
      EXIT.unmet,
    );
  }
  if (folder !== null) {
    const path = join(folder, 'manifest.json');
    const parsed = MANIFEST.safeParse(readJsonFile(path));
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new CliError(`${path}: ${issue.path.join('.') || 'manifest'}: ${issue.message}`);
    }
    const run = parsed.data;
    // A manifest names files in its own folder: never one elsewhere on the machine.
    run.items.forEach((item, i) => {
      for (const name of item.files) {
        if (!insideFolder(name)) {
          throw new CliError(
            `${path}: items.${i} (seed ${JSON.stringify(item.seed)}) lists ${JSON.stringify(name)}, which is outside the folder; a manifest names files inside it only`,
          );
        }
      }
    });
    const owner = lockOwner(folder);
    if (run.running === true || owner !== null) {
      const who =
        owner === null
          ? ''
          : `; the lock of ${describeOwner(owner)} is left${isStale(owner) ? ' (that run is gone: --force clears it)' : ''}`;
      checks.push(
        problem(path, `the run did not finish (it was killed, or is still running)${who}`),
      );
    }
    const short = run.failed ?? (run.interrupted ? 'it was interrupted' : null);
    if (short !== null || run.items.length < run.requested || run.completed !== run.items.length) {
      checks.push(
        problem(
          path,
          `the run made ${run.items.length} of the ${run.requested} puzzles asked for${short === null ? '' : ` (${short})`}`,
        ),
      );
    }
    const listed = new Set(run.items.flatMap((item) => item.files));
    for (const name of unlistedFiles(folder, listed)) {
      checks.push(
        problem(
          name,
          name.endsWith('.tmp')
            ? 'a temporary file left by a write that never finished'
            : 'the file is not in the manifest',
        ),
      );
    }
    for (const item of run.items) {
      const missing = item.files.filter((f) => !existsSync(join(folder, f)));
      if (missing.length > 0) {
        checks.push(
          problem(
            missing[0]!,
            `the file is missing (${missing.length} of the puzzle's files are)`,
            item.seed,
            item.family,
          ),
        );
        continue;
      }
      for (const name of item.files) {
        const bad = pictureProblem(join(folder, name));
        if (bad !== null) checks.push(problem(name, bad, item.seed, item.family));
        const recorded = item.sha256?.[name];
        if (
          recorded !== undefined &&
          createHash('sha256')
            .update(readFileSync(join(folder, name)))
            .digest('hex') !== recorded
        ) {
          checks.push(
            problem(
              name,
              'the file changed since the run wrote it (its SHA-256 differs)',
              item.seed,
              item.family,
            ),
          );
        }
      }
      const file = item.files.find((f) => f.endsWith('.json'));
      if (file === undefined) {
        throw new CliError(
          `${path}: item ${item.seed} lists no JSON file to verify (make it with --format json)`,
        );
      }
      // A file that cannot be read is reported, and the others are still checked.
      try {
        checks.push(check(file, load(join(folder, file)), item, time));
      } catch (error) {
        unreadable++;
        checks.push(problem(file, describeError(error, file), item.seed, item.family));
      }
    }
  } else {
    const loaded = load(argument);
    if (loaded.family === 'pack') {
      loaded.pack.mazes.forEach((maze, i) => {
        checks.push(
          check(
            `${loaded.pack.name} #${i + 1} (seed ${maze.seed})`,
            { family: 'maze', format: 'maze JSON', maze },
            null,
            time,
          ),
        );
      });
    } else checks.push(check(argument, loaded, null, time));
  }
  for (const c of checks) {
    if (output.json) process.stdout.write(`${JSON.stringify(c)}\n`);
    const mark = c.met ? (c.changed.length > 0 ? pc.yellow('~') : pc.green('✔')) : pc.red('✘');
    say(
      output,
      `${mark} ${c.name}${c.changed.length > 0 ? `: changed ${c.changed.join(', ')}` : ''}`,
    );
    for (const u of c.unmet) say(output, `  ${pc.red('request not met:')} ${u}`);
  }
  const bad = checks.filter((c) => !c.met).length;
  const changed = checks.filter((c) => c.changed.length > 0).length;
  say(
    output,
    `${checks.length} checked: ${bad} do not meet their request, ${changed} changed since they were stored.`,
  );
  if (unreadable > 0) return EXIT.input;
  return bad > 0 ? EXIT.unmet : EXIT.ok;
}

async function render(
  argument: string,
  flags: {
    svg?: boolean;
    png?: boolean;
    style: (typeof STYLES)[number];
    out?: string;
    force?: boolean;
  },
): Promise<number> {
  if (flags.svg === flags.png) throw new CliError('render: give exactly one of --svg and --png');
  const loaded = load(argument);
  const answer = flags.style === 'answer-key';
  const ext = flags.svg ? 'svg' : 'png';
  let data: string | Uint8Array;
  const { renderPng } = flags.png ? await import('@knossos/export/png') : { renderPng: null };
  switch (loaded.family) {
    case 'pack':
      throw new CliError(`${argument}: is a maze pack; render one maze file at a time`);
    case 'maze':
      data = flags.svg
        ? exportSvg(loaded.maze, { style: flags.style })
        : await exportPng(loaded.maze, { style: flags.style, size: 1024 });
      break;
    case 'flow': {
      const sketch = flowSketch(loaded.level, undefined, {
        solution: answer && loaded.level.solution != null,
        legend: true,
      });
      data = flags.svg ? renderSvg(sketch) : await renderPng!(sketch, { size: 1024 });
      break;
    }
    case 'netwalk': {
      const sketch = netwalkSketch(loaded.board, undefined, { solution: answer, legend: true });
      data = flags.svg ? renderSvg(sketch) : await renderPng!(sketch, { size: 1024 });
      break;
    }
  }
  const target =
    flags.out ??
    (loaded.format === 'Net game ID' && !argument.includes('/') && argument.includes(':')
      ? `netwalk.${ext}`
      : `${argument.slice(0, argument.length - extname(argument).length)}.${ext}`);
  prepareFile(target, '--out', flags.force === true);
  writeAtomic(target, data, flags.force === true);
  process.stdout.write(`${terminalSafe(target)}\n`);
  return EXIT.ok;
}

async function pack(flags: {
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
}): Promise<number> {
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
  const writer = startPack(out);
  let code: number;
  try {
    code = await runJobs(jobs, null, output, argv, count > 1, (m) => {
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
  const written = await writer.finish(flags.name ?? `Knossos pack ${root}`, flags.force === true);
  if (written < count) {
    say(
      output,
      pc.yellow(`note: Interrupted: the pack holds ${written} of the ${count} mazes asked for.`),
    );
  }
  say(output, `${written} mazes, rising in difficulty, written to ${out}`);
  return written < writer.count ? EXIT.interrupted : code;
}

function presetsCommand(flags: { json?: boolean }): number {
  if (flags.json) {
    for (const p of PRESETS)
      process.stdout.write(
        `${JSON.stringify({ name: p.name, family: p.family, description: p.description })}\n`,
      );
    return EXIT.ok;
  }
  for (const family of FAMILIES) {
    process.stdout.write(`${pc.bold(family)}\n`);
    for (const p of PRESETS.filter((q) => q.family === family))
      process.stdout.write(`  ${p.name.padEnd(36)} ${pc.dim(p.description)}\n`);
  }
  return EXIT.ok;
}

function program(): Command {
  const root = new Command('knossos')
    .description(
      'Proven puzzles: mazes, Flow levels and Netwalk boards, with pictures and verdicts.\nWith no command, makes one of each into out/<timestamp>/.',
    )
    .version(VERSION, '-v, --version')
    .option('--out <dir>', 'the folder to make the timestamped folder in', 'out')
    .option('--seed <seed>', 'the seed for all three (default: a fresh one)')
    .option('--json', 'one JSON object per puzzle on stdout (JSON Lines)')
    .enablePositionalOptions()
    .allowExcessArguments(true)
    .action((flags, command: Command) => {
      if (command.args.length > 0) {
        throw new CliError(`unknown command "${command.args[0]}" (see knossos --help)`);
      }
      return mainJob(flags).then(finish);
    });

  const maze = makeOptions(new Command('maze').description('make mazes'), 'maze');
  for (const [name, s] of Object.entries(NUMBER_SETTINGS)) {
    maze.option(
      `--${kebab(name)} <n>`,
      `${s.label}, ${s.min}–${s.max} (default ${s.default})`,
      number,
    );
  }
  for (const [name, s] of Object.entries(CHOICE_SETTINGS)) {
    maze.addOption(
      new Option(`--${kebab(name)} <${kebab(name)}>`, `${(s as { label: string }).label}`).choices([
        ...(s as { choices: readonly string[] }).choices,
      ]),
    );
  }
  for (const [name, s] of Object.entries(SWITCH_SETTINGS)) {
    if (name === 'noSoftLocks') {
      // Its flag would read "--no-no-soft-locks"; commander sees --no-X as X off, so it is
      // kept as softLocks and turned round in settingsOf.
      maze.option('--no-soft-locks', 'no position may leave a player unable to get home');
      maze.option('--soft-locks', 'positions that leave a player stuck are allowed (default)');
      continue;
    }
    maze.option(`--${kebab(name)}`, `${s.label} (default ${s.default ? 'on' : 'off'})`);
    maze.option(`--no-${kebab(name)}`, `${s.label} off`);
  }
  maze.option('--shape-text <text>', 'the word a text shape spells');
  maze.option(
    '--shape-mask <file>',
    "a custom shape: a text file of rows, '#' inside and '.' outside (with --shape custom)",
    (file: string) => {
      try {
        return readFileSync(file, 'utf8')
          .split(/\r?\n/)
          .filter((row) => row.trim() !== '');
      } catch (error) {
        throw new InvalidArgumentError(
          `cannot read ${file}: ${(error as Error).message.split('\n')[0]}`,
        );
      }
    },
  );
  const mazeNames = [
    ...Object.keys(NUMBER_SETTINGS),
    ...Object.keys(CHOICE_SETTINGS),
    ...Object.keys(SWITCH_SETTINGS),
    'shapeText',
    'shapeMask',
  ];
  maze.action((flags: MakeFlags) => make('maze', flags, mazeNames).then(finish));

  const flow = makeOptions(new Command('flow').description('make Flow (Numberlink) levels'), 'flow')
    .addOption(new Option('--grid <grid>', 'the grid').choices(['square', 'hex']))
    .option('--width <n>', 'columns, 5–40 (default 7; 5 with --method z3)', number)
    .option('--height <n>', 'rows, 5–40 (default 7; 5 with --method z3)', number)
    .option('--colors <n>', 'colours to aim for (default: about one per 8 cells)', number)
    .option('--min-len <n>', 'shortest path in cells, 2–8 (default 3)', number)
    .option('--max-len <n>', 'longest path in cells (default: no limit)', number)
    .option('--unique', 'prove the solution is the only one (default)')
    .option('--no-unique', 'do not prove uniqueness')
    .addOption(
      new Option(
        '--method <method>',
        'constructive (default) or z3 (needs z3-solver installed)',
      ).choices(['constructive', 'z3']),
    );
  flow.action((flags: MakeFlags) =>
    make('flow', flags, [
      'grid',
      'width',
      'height',
      'colors',
      'minLen',
      'maxLen',
      'unique',
      'method',
    ]).then(finish),
  );

  const netwalk = makeOptions(
    new Command('netwalk').description('make Netwalk (Net, pipes) boards'),
    'netwalk',
  )
    .addOption(
      new Option('--mode <mode>', 'bounded (default), torus or classic').choices([
        'bounded',
        'torus',
        'classic',
      ]),
    )
    .option('--width <n>', 'columns, 2–128 (default 9)', number)
    .option('--height <n>', 'rows, 2–128 (default 9)', number)
    .option('--crosses', 'allow four-way crosses (default)')
    .option('--no-crosses', 'no four-way crosses')
    .option('--unique', 'prove the solution is the only one (default)')
    .option('--no-unique', 'do not prove uniqueness')
    .option('--branching <share>', 'aim for this share of junction tiles, 0–1', number)
    .option('--straights <share>', 'aim for this share of straight tiles, 0–1', number);
  netwalk.action((flags: MakeFlags) =>
    make('netwalk', flags, [
      'mode',
      'width',
      'height',
      'crosses',
      'unique',
      'branching',
      'straights',
    ]).then(finish),
  );

  root.addCommand(maze).addCommand(flow).addCommand(netwalk);
  timeLimitOption(
    root
      .command('solve')
      .description(
        'solve a puzzle file or a Net game ID exactly and print the verdict and solution',
      )
      .argument(
        '<file-or-id>',
        'maze JSON, micromouse text, Flow CSV/text/JSON, Netwalk JSON, or a Net game ID',
      ),
    'the solver',
  )
    .option('--json', 'the verdict as one JSON object on stdout')
    .option('--loose', 'Flow: a path may run alongside itself (what the Flow game accepts)')
    .action((file: string, flags) => solve(file, flags).then(finish));
  timeLimitOption(
    root
      .command('verify')
      .description(
        're-solve every puzzle of a maze pack or an output folder and report what changed',
      )
      .argument('<pack>', 'a maze pack (.json), an output folder, or its manifest.json'),
    'each puzzle',
  )
    .option('--json', 'one JSON object per puzzle on stdout')
    .action((file: string, flags) => verify(file, flags).then(finish));
  root
    .command('render')
    .description('draw a puzzle file as SVG or PNG')
    .argument('<file-or-id>', 'a puzzle file or a Net game ID')
    .option('--svg', 'write SVG')
    .option('--png', 'write PNG')
    .addOption(new Option('--style <style>', 'picture style').choices(STYLES).default('printable'))
    .option('--out <file>', 'where to write (default: beside the file, with the new extension)')
    .option('--force', 'overwrite the file if it exists')
    .action((file: string, flags) => render(file, flags).then(finish));
  root
    .command('presets')
    .description('list the presets of every family')
    .option('--json', 'one JSON object per preset: name, family, description')
    .action((flags) => finish(presetsCommand(flags)));
  timeLimitOption(root.command('pack'), 'each maze')
    .description('make an ordered maze pack rising in difficulty')
    .addOption(
      new Option('--family <family>', 'the family (maze)').choices(['maze']).default('maze'),
    )
    .option('--count <n>', 'how many mazes (default 10)', number)
    .option('--stars <range>', 'the star range, such as 1-5 or 3 (default 1-5)')
    .option('--preset <name>', 'start from a maze preset')
    .option('--seed <seed>', 'the seed (default: a fresh one)')
    .option('--name <name>', 'the pack name')
    .option('--out <file>', 'the pack file (default pack.json)')
    .option('--json', 'one JSON object per maze on stdout')
    .option('--force', 'overwrite the pack file if it exists')
    .action((flags) => pack(flags).then(finish));
  return root;
}

function finish(code: number): void {
  process.exitCode = code;
}

function fail(error: unknown): void {
  if (error instanceof CommanderError) {
    if (
      error.code === 'commander.helpDisplayed' ||
      error.code === 'commander.version' ||
      error.code === 'commander.help'
    ) {
      process.exitCode = EXIT.ok;
      return;
    }
    const message = error.message
      .replace(/^error: /, '')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '')
      .join(' ');
    process.stderr.write(`knossos: ${terminalSafe(message)}\n`);
    process.exitCode = EXIT.input;
    return;
  }
  if (isUserError(error)) {
    process.stderr.write(`knossos: ${terminalSafe(describeError(error))}\n`);
    process.exitCode = error instanceof CliError ? error.exitCode : EXIT.input;
    return;
  }
  const full = diskError(error);
  if (full !== null) {
    process.stderr.write(`knossos: ${terminalSafe(full.message)}\n`);
    process.exitCode = EXIT.input;
    return;
  }
  const e = error as { code?: string; path?: string; message?: string };
  if (
    e?.code === 'EACCES' ||
    e?.code === 'ENOENT' ||
    e?.code === 'EISDIR' ||
    e?.code === 'ENOTDIR'
  ) {
    process.stderr.write(`knossos: ${terminalSafe(e.message ?? String(error))}\n`);
    process.exitCode = EXIT.input;
    return;
  }
  process.stderr.write(
    `knossos: internal error (please report it): ${(error as Error)?.stack ?? String(error)}\n`,
  );
  process.exitCode = 70;
}

// A reader that goes away (`knossos maze --count 100 --json | head -1`) stops a batch as
// Ctrl-C does, and the run ends with 141 (128 + SIGPIPE), as shells count a broken pipe.
let piped = false;
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    if (piped) return;
    piped = true;
    if (stop !== null) stop(EXIT.brokenPipe);
    else process.exit(process.exitCode ?? EXIT.brokenPipe);
  });
}

/**
 * The commands whose work runs on one thread for long (a proof, a re-solve, a picture): they run
 * on a worker thread, so this one sees Ctrl-C and SIGTERM at once and ends them (exit 130, 143).
 * Commands that make puzzles run each puzzle on the pool already (see `runJobs`).
 */
const OFF_THREAD = new Set(['solve', 'verify', 'render']);

function runOffThread(): void {
  const worker = new Worker(new URL(import.meta.url), { argv: process.argv.slice(2) });
  let ended = false;
  const end = (code: number) => {
    if (ended) process.exit(code);
    ended = true;
    process.stderr.write(
      `\n${pc.yellow('Stopping:')} ending the search (Ctrl-C again to quit now)…\n`,
    );
    void worker.terminate().then(() => process.exit(code));
  };
  process.on('SIGINT', () => end(EXIT.interrupted));
  process.on('SIGTERM', () => end(EXIT.terminated));
  // A closed terminal (hang-up) ends it too, as shells count it: 128 + 1.
  process.on('SIGHUP', () => end(129));
  worker.on('error', fail);
  worker.on('exit', (code) => {
    if (!ended) process.exit(code);
  });
}

if (
  isMainThread &&
  OFF_THREAD.has(argv[0] ?? '') &&
  !argv.includes('--help') &&
  !argv.includes('-h')
) {
  runOffThread();
} else {
  const cli = program();
  cli.exitOverride();
  // Commander's own error messages are shown once, by `fail`, on one line; help and version
  // still go to stdout.
  cli.configureOutput({ writeErr: () => undefined });
  for (const command of cli.commands) {
    command.exitOverride();
    command.configureOutput({ writeErr: () => undefined });
  }
  cli.parseAsync(process.argv).catch(fail);
}
