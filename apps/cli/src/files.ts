import { createHash } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { CliError } from './errors.js';

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
  const temporary = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  try {
    writeFileSync(temporary, data);
    if (force) renameSync(temporary, path);
    else {
      // A hard link fails when the name exists, so a file made since the check is kept too.
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
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}

/** A folder name for now: `2026-11-30T02-51-07` (local time, no characters Windows refuses). */
export function timestampName(now = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}T${p(now.getHours())}-${p(now.getMinutes())}-${p(now.getSeconds())}`;
}

/** A fresh output folder under `root`: `root/<timestamp>`, or `…-2`, `…-3` when taken. */
export function freshFolder(root: string): string {
  const base = `${root}/${timestampName()}`;
  let path = base;
  for (let i = 2; existsSync(path); i++) path = `${base}-${i}`;
  mkdirSync(path, { recursive: true });
  return path;
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

/** A puzzle's file name for a format: `<stem>.<format>` (`<stem>.id.txt` for a Net game ID). */
export function fileName(family: string, seed: string, format: string): string {
  return `${fileStem(family, seed)}.${format === 'txt' && family === 'netwalk' ? 'id.txt' : format}`;
}
