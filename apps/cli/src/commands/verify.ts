// `knossos verify`: a pack, a folder a run wrote, or one puzzle file, re-solved and compared.

import { createHash } from 'node:crypto';
import { existsSync, realpathSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, sep } from 'node:path';
import { readJsonOr } from '@knossos/core';
import pc from 'picocolors';
import { z } from 'zod';
import { type Check, check } from '../check.js';
import { load } from '../detect.js';
import { CliError, describeError, EXIT } from '../errors.js';
import { readInput } from '../files.js';
import {
  describeOwner,
  isStale,
  LOCK_NAME,
  lockOwner,
  pictureProblem,
  unlistedFiles,
} from '../folder-check.js';
import { limitOf } from '../limits.js';
import { type Output, say } from '../run.js';

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
    readInput(path, 'utf8'),
    (problem, { line, column }) =>
      new CliError(`${path}: line ${line}, column ${column}: not JSON (${problem})`),
  );
}

/**
 * Whether a manifest's file name stays in the manifest's folder: relative, not empty, and no
 * `..` segment (either slash), so that joining it to the folder cannot leave it.
 */
/** Whether the real path `path` lies in the real folder `home`. */
function isInside(home: string, path: string): boolean {
  const step = relative(home, path);
  return step !== '' && step.split(sep)[0] !== '..' && !isAbsolute(step);
}

function insideFolder(name: string): boolean {
  if (name === '' || isAbsolute(name) || /^[a-zA-Z]:/.test(name) || /^[\\/]/.test(name)) {
    return false;
  }
  return !name.split(/[\\/]/).includes('..');
}

/**
 * `knossos verify`: re-solves every puzzle of a maze pack, an output folder (its manifest.json)
 * or one puzzle file, and reports each one whose request is not met or whose verdict changed;
 * for a folder also a run that did not finish, and files missing, unlisted or changed.
 *
 * @returns 0 when every request is met, 1 when one is not, 2 when a puzzle file cannot be read.
 */
export async function verify(
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
    // Nor a link inside it that leads out.
    const home = realpathSync(folder);
    run.items.forEach((item, i) => {
      for (const name of item.files) {
        const target = join(folder, name);
        const leaves =
          !insideFolder(name) || (existsSync(target) && !isInside(home, realpathSync(target)));
        if (leaves) {
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
        let bad: string | null;
        let sha: string;
        try {
          bad = pictureProblem(join(folder, name));
          sha = createHash('sha256')
            .update(readInput(join(folder, name)))
            .digest('hex');
        } catch (error) {
          // A file that cannot be read (or is no regular file) is one problem; the rest go on.
          unreadable++;
          checks.push(problem(name, describeError(error, name), item.seed, item.family));
          continue;
        }
        if (bad !== null) checks.push(problem(name, bad, item.seed, item.family));
        const recorded = item.sha256?.[name];
        if (recorded !== undefined && sha !== recorded) {
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
