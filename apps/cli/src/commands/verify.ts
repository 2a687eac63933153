// `knossos verify`: a pack, a folder a run wrote, or one puzzle file, proven again and compared.

import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { type Manifest, puzzleFileOf } from '@knossos/families';
import pc from 'picocolors';
import { type Check, check } from '../check.js';
import { CliError, describeError } from '../errors.js';
import { EXIT } from '../exit.js';
import {
  describeOwner,
  fileProblem,
  isStale,
  LOCK_NAME,
  lockOwner,
  staysInside,
  unlistedFiles,
} from '../folder-check.js';
import { openInput, openNamed, readText, STDIN } from '../input.js';
import { io } from '../io.js';
import { limitOf } from '../limits.js';
import { type Output, say } from '../output.js';
import type { TimeLimit } from '../time-limit.js';

/** The flags of `knossos verify`. */
export interface VerifyFlags {
  /** One JSON object per check on stdout. */
  readonly json?: boolean;
  /** Seconds each puzzle's proof may take (put in range with a note). */
  readonly timeLimit?: number;
}

/** What the checks of a folder found, and how many files could not be read. */
interface Found {
  readonly checks: Check[];
  unreadable: number;
}

/** A check that is a problem of a file or of the run, not of a puzzle's proof. */
function problem(name: string, unmet: string, seed = '', family = 'run'): Check {
  return {
    name,
    seed,
    family,
    solvable: false,
    unique: false,
    stars: 0,
    met: false,
    changed: [],
    unmet: [unmet],
  };
}

/** The folder an argument names (a folder with a manifest, or a manifest.json), or `null`. */
function folderOf(argument: string): string | null {
  if (argument === STDIN || !existsSync(argument)) return null;
  if (statSync(argument).isDirectory()) {
    if (existsSync(join(argument, 'manifest.json'))) return argument;
    if (existsSync(join(argument, LOCK_NAME))) {
      // Killed before its first manifest: only the lock is left.
      const owner = lockOwner(argument) ?? { pid: 0, host: '', started: '' };
      throw new CliError(
        `${argument}: the run did not finish: no manifest, and the lock of a run (${describeOwner(owner)}${isStale(owner) ? ', which is gone' : ''}) is left`,
        EXIT.unmet,
      );
    }
    return null;
  }
  return argument.endsWith('manifest.json') ? dirname(argument) : null;
}

/** The run's own record: a lock left, a run cut short. */
function runProblems(folder: string, path: string, run: Manifest, failed: unknown): Check[] {
  const found: Check[] = [];
  const owner = lockOwner(folder);
  if (run.running || owner !== null) {
    const who =
      owner === null
        ? ''
        : `; the lock of ${describeOwner(owner)} is left${isStale(owner) ? ' (that run is gone: --force clears it)' : ''}`;
    found.push(problem(path, `the run did not finish (it was killed, or is still running)${who}`));
  }
  const short = typeof failed === 'string' ? failed : run.interrupted ? 'it was interrupted' : null;
  if (short !== null || run.items.length < run.requested || run.completed !== run.items.length) {
    found.push(
      problem(
        path,
        `the run made ${run.items.length} of the ${run.requested} puzzles asked for${short === null ? '' : ` (${short})`}`,
      ),
    );
  }
  return found;
}

/**
 * Every check of a batch folder: the run's record, files unlisted, missing, changed (by their
 * SHA-256) or broken pictures, and each puzzle proven again against its manifest item.
 *
 * @throws {@link CliError} (exit 2) for a manifest that cannot be read or names a file outside
 *   the folder (a link that leads out included), or an item with no puzzle file.
 */
async function checkFolder(folder: string, time: TimeLimit): Promise<Found> {
  const path = join(folder, 'manifest.json');
  const text = readText(path);
  const opened = openNamed(path, text);
  if (opened.kind !== 'manifest') throw new CliError(`${path}: is not a batch manifest`);
  const run = opened.manifest;
  // A manifest names files in its own folder: never one elsewhere on the machine.
  run.items.forEach((item, i) => {
    const outside = item.files.find((name) => !staysInside(folder, name));
    if (outside !== undefined) {
      throw new CliError(
        `${path}: items.${i} (seed ${JSON.stringify(item.seed)}) lists ${JSON.stringify(outside)}, which is outside the folder; a manifest names files inside it only`,
      );
    }
  });
  const failed = (JSON.parse(text) as { failed?: unknown }).failed;
  const found: Found = { checks: runProblems(folder, path, run, failed), unreadable: 0 };
  const listed = new Set(run.items.flatMap((item) => item.files));
  for (const name of unlistedFiles(folder, listed)) {
    const why = name.endsWith('.tmp')
      ? 'a temporary file left by a write that never finished'
      : 'the file is not in the manifest';
    found.checks.push(problem(name, why));
  }
  for (const item of run.items) {
    const missing = item.files.filter((f) => !existsSync(join(folder, f)));
    if (missing.length > 0) {
      const why = `the file is missing (${missing.length} of the puzzle's files are)`;
      found.checks.push(problem(missing[0]!, why, item.seed, item.family));
      continue;
    }
    for (const name of item.files) {
      try {
        const bad = fileProblem(join(folder, name), item.sha256?.[name]);
        if (bad !== null) found.checks.push(problem(name, bad, item.seed, item.family));
      } catch (error) {
        // A file that cannot be read (or is no regular file) is one problem; the rest go on.
        found.unreadable++;
        found.checks.push(problem(name, describeError(error, name), item.seed, item.family));
      }
    }
    const file = puzzleFileOf(item);
    if (file === null) throw new CliError(`${path}: item ${item.seed} lists no puzzle file`);
    // A file that cannot be read is reported, and the others are still checked.
    try {
      const { opened } = openInput(join(folder, file));
      if (opened.kind !== 'puzzle')
        throw new CliError(`${file}: is a ${opened.format}, not one puzzle`);
      found.checks.push(await check(file, opened.held, item, time));
    } catch (error) {
      found.unreadable++;
      found.checks.push(problem(file, describeError(error, file), item.seed, item.family));
    }
  }
  return found;
}

/** The checks of a pack, standard input or one puzzle file. */
async function checkFile(argument: string, time: TimeLimit): Promise<Found> {
  const { name, path, opened } = openInput(argument);
  if (opened.kind === 'manifest') {
    // A manifest names files beside it: read from standard input it has no folder.
    if (path === null || path === undefined) {
      throw new CliError(
        `${name}: a batch manifest names the files beside it; give its folder or its path, not standard input`,
      );
    }
    return checkFolder(dirname(path), time);
  }
  if (opened.kind === 'puzzle')
    return { checks: [await check(name, opened.held, null, time)], unreadable: 0 };
  const checks: Check[] = [];
  for (const [i, held] of opened.puzzles.entries()) {
    const seed = held.family.seedOf(held.puzzle);
    const name = `${opened.name} #${i + 1}${seed === '' ? '' : ` (seed ${seed})`}`;
    checks.push(await check(name, held, null, time));
  }
  return { checks, unreadable: 0 };
}

/**
 * `knossos verify`: proves again every puzzle of a pack (`knossos.pack/1`, a maze pack, a studio
 * pack), an output folder (its manifest.json), one puzzle file or standard input (`-`), and
 * reports each one whose request is not met or whose verdict changed; for a folder also a run
 * that did not finish, and files missing, unlisted or changed.
 *
 * @returns 0 when every request is met and no stored verdict differs from the new proof, 1 when
 *   a request is not met or a verdict changed (the record does not hold), 2 when a puzzle file
 *   cannot be read.
 */
export async function verify(argument: string, flags: VerifyFlags): Promise<number> {
  const output: Output = { json: flags.json === true, art: false };
  const time = limitOf(flags.timeLimit, output);
  const folder = folderOf(argument);
  const { checks, unreadable } =
    folder === null ? await checkFile(argument, time) : await checkFolder(folder, time);
  for (const c of checks) {
    if (output.json) io().stdout.write(`${JSON.stringify(c)}\n`);
    const mark = c.met ? (c.changed.length > 0 ? pc.yellow('~') : pc.green('✔')) : pc.red('✘');
    const changed = c.changed.length > 0 ? `: changed ${c.changed.join(', ')}` : '';
    say(output, `${mark} ${c.name}${changed}`);
    for (const u of c.unmet) say(output, `  ${pc.red('request not met:')} ${u}`);
  }
  const bad = checks.filter((c) => !c.met).length;
  const changed = checks.filter((c) => c.changed.length > 0).length;
  say(
    output,
    `${checks.length} checked: ${bad} do not meet their request, ${changed} changed since they were stored.`,
  );
  if (unreadable > 0) return EXIT.input;
  // A stored verdict the new proof contradicts is a record that does not hold.
  return bad > 0 || changed > 0 ? EXIT.unmet : EXIT.ok;
}
