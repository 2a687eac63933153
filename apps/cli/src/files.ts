import { createHash } from 'node:crypto';
import {
  accessSync,
  constants,
  existsSync,
  linkSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, resolve } from 'node:path';
import { CliError } from './errors.js';

/** The largest file Knossos reads, in bytes (256 MiB): a puzzle pack of 100,000 mazes is less. */
export const MAX_INPUT_BYTES = 256 * 1024 * 1024;

/**
 * Reads a file given from outside (a puzzle, a pack, a manifest, a listed picture). Only regular
 * files are read: a pipe, a device or a socket could block the read for ever (where no signal
 * reaches it) or never end, so each is refused, and so is a file past {@link MAX_INPUT_BYTES}.
 *
 * @throws {@link CliError} (exit 2) naming the file and why it is not read; the file system's own
 *   error (ENOENT, EACCES, …) for a file that cannot be opened.
 */
export function readInput(path: string): Buffer;
export function readInput(path: string, encoding: 'utf8'): string;
export function readInput(path: string, encoding?: 'utf8'): Buffer | string {
  const stat = statSync(path);
  if (stat.isDirectory()) throw new CliError(`${path}: is a folder, not a file`);
  if (!stat.isFile()) {
    throw new CliError(
      `${path}: is not a regular file (a pipe, a device or a socket); give a file`,
    );
  }
  if (stat.size > MAX_INPUT_BYTES) {
    const mb = (n: number) => `${Math.round(n / 1024 / 1024).toLocaleString('en')} MB`;
    throw new CliError(
      `${path}: is ${mb(stat.size)}, past the ${mb(MAX_INPUT_BYTES)} Knossos reads`,
    );
  }
  return encoding === undefined ? readFileSync(path) : readFileSync(path, encoding);
}

/** A temporary name beside `path`, for this process (`<path>.<pid>.<random>.tmp`). */
export function temporaryFor(path: string): string {
  return `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
}

/**
 * Moves a finished temporary file to `path`: renamed over it with `force`, else hard-linked, which
 * fails when the name exists, so a file made since any earlier check is kept too.
 *
 * @throws {@link CliError} (exit 2) when the file exists and `force` is off.
 */
export function placeFile(temporary: string, path: string, force: boolean): void {
  if (force) {
    renameSync(temporary, path);
    return;
  }
  try {
    linkSync(temporary, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
      throw new CliError(`${path} already exists (use --force to overwrite it)`);
    }
    throw error;
  }
  rmSync(temporary, { force: true });
}

/**
 * Writes a file atomically: the bytes go to a temporary file beside it, which is then renamed
 * into place, so a reader (or an interrupted run) never sees half a file. An existing file is
 * kept unless `force`.
 *
 * @throws {@link CliError} (exit 2) when the file exists and `force` is off.
 */
export function writeAtomic(path: string, data: string | Uint8Array, force: boolean): void {
  if (!force && existsSync(path)) {
    throw new CliError(`${path} already exists (use --force to overwrite it)`);
  }
  mkdirSync(dirname(path), { recursive: true });
  const temporary = temporaryFor(path);
  try {
    writeFileSync(temporary, data);
    placeFile(temporary, path, force);
  } catch (error) {
    rmSync(temporary, { force: true });
    // Name the file being written (a refused write does not always say which).
    const e = error as NodeJS.ErrnoException;
    if (e !== null && typeof e === 'object' && typeof e.code === 'string') e.path = path;
    throw error;
  }
}

/** A folder name for now: `2026-11-30T02-51-07` (local time, no characters Windows refuses). */
export function timestampName(now = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}T${p(now.getHours())}-${p(now.getMinutes())}-${p(now.getSeconds())}`;
}

/**
 * Makes sure a folder exists and can be written, making it (and missing parents) one level at
 * a time, so a path that can never exist fails at once with a message naming the flag.
 *
 * @throws {@link CliError} (exit 2) for an empty name, a file in the way, or a folder that
 *   cannot be made or written.
 */
export function prepareFolder(path: string, flag: string): string {
  if (path.trim() === '') throw new CliError(`${flag}: give a folder name (got an empty one)`);
  const missing: string[] = [];
  let at = resolve(path);
  while (!existsSync(at)) {
    missing.unshift(at);
    const up = dirname(at);
    if (up === at) break;
    at = up;
  }
  if (existsSync(at) && !statSync(at).isDirectory()) {
    throw new CliError(`${flag}: ${at} is a file, not a folder`);
  }
  for (const dir of missing) {
    try {
      mkdirSync(dir);
    } catch (error) {
      throw new CliError(
        `${flag}: cannot make the folder ${dir} (${(error as NodeJS.ErrnoException).code})`,
      );
    }
  }
  try {
    accessSync(path, constants.W_OK);
  } catch {
    throw new CliError(`${flag}: the folder ${path} cannot be written`);
  }
  return path;
}

/**
 * Checks a file to write: a name, not a folder, its folder made; an existing file only with
 * `force`.
 *
 * @throws {@link CliError} (exit 2) naming the flag.
 */
export function prepareFile(path: string, flag: string, force: boolean): string {
  if (path.trim() === '') throw new CliError(`${flag}: give a file name (got an empty one)`);
  if (existsSync(path)) {
    if (statSync(path).isDirectory())
      throw new CliError(`${flag}: ${path} is a folder, not a file`);
    if (!force) throw new CliError(`${path} already exists (use --force to overwrite it)`);
  }
  prepareFolder(dirname(resolve(path)), flag);
  return path;
}

/** A fresh output folder under `root`: `root/<timestamp>`, or `…-2`, `…-3` when taken. */
export function freshFolder(root: string, flag = '--out'): string {
  prepareFolder(root, flag);
  const base = `${root}/${timestampName()}`;
  for (let i = 1; ; i++) {
    const path = i === 1 ? base : `${base}-${i}`;
    try {
      mkdirSync(path);
      return path;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
        throw new CliError(
          `${flag}: cannot make the folder ${path} (${(error as NodeJS.ErrnoException).code})`,
        );
      }
    }
  }
}

/**
 * A seed made safe as part of a file name (letters, digits, `-`, `_`, `.`; others become `_`),
 * after the family.
 */
export function fileStem(family: string, seed: string): string {
  let safe = seed.replace(/[^A-Za-z0-9._-]/g, '_');
  // Names stay under common file-name limits; a long seed keeps its start and a hash of all of it.
  if (safe.length > 160) {
    safe = `${safe.slice(0, 140)}-${createHash('sha256').update(seed).digest('hex').slice(0, 16)}`;
  }
  return `${family}-${safe || 'seed'}`;
}

/** A puzzle's file name: `<stem>.<extension>` (the extension of its format, e.g. `id.txt`). */
export function fileName(family: string, seed: string, extension: string): string {
  return `${fileStem(family, seed)}.${extension}`;
}
