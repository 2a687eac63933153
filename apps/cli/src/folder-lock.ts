// One run at a time per output folder: a lock file made with O_EXCL, holding who took it, and a
// reserve of disk space kept for the last manifest; both removed at the end.

import { closeSync, openSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { CliError } from './errors.js';
import { describeOwner, isStale, lockOwner, lockText } from './folder-check.js';

/** The lock file of a folder. */
export const lockPath = (outDir: string) => join(outDir, '.knossos.lock');
/** The reserve file of a folder. */
export const reservePath = (outDir: string) => join(outDir, '.knossos.reserve');

function take(lock: string): void {
  const fd = openSync(lock, 'wx');
  try {
    writeSync(fd, lockText());
  } catch (error) {
    // No room even for the lock: leave no empty lock behind, and say which file it was.
    closeSync(fd);
    rmSync(lock, { force: true });
    throw Object.assign(error as Error, { path: lock });
  }
  closeSync(fd);
}

/**
 * Takes a folder's lock. A lock whose process is gone (this host) is cleared with `force`.
 *
 * @throws {@link CliError} naming who holds the lock; the file system's error otherwise.
 */
export function takeLock(outDir: string, force: boolean): void {
  const lock = lockPath(outDir);
  try {
    try {
      take(lock);
    } catch (error) {
      const owner = (error as NodeJS.ErrnoException).code === 'EEXIST' ? lockOwner(outDir) : null;
      if (owner === null || !isStale(owner) || !force) throw error;
      rmSync(lock, { force: true });
      take(lock);
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
      const owner = lockOwner(outDir) ?? { pid: 0, host: '', started: '' };
      throw new CliError(
        isStale(owner)
          ? `${outDir} is locked by a knossos run that is gone (${describeOwner(owner)}): use --force to clear the lock`
          : `${outDir} is being written by another knossos run (${describeOwner(owner)}; if none is running, delete ${lock})`,
      );
    }
    throw error;
  }
}

/**
 * Keeps room for the last manifest of `count` puzzles: if the disk fills up, this is freed to
 * write it.
 *
 * @throws the file system's error (its `path` the reserve) when there is no room.
 */
export function takeReserve(outDir: string, count: number): void {
  const reserve = reservePath(outDir);
  try {
    writeFileSync(reserve, Buffer.alloc(Math.min(64 << 20, (count + 8) * 4096)));
  } catch (error) {
    rmSync(reserve, { force: true });
    throw Object.assign(error as Error, { path: reserve });
  }
}

/** Frees the reserve (before the last manifest). */
export function freeReserve(outDir: string | null): void {
  if (outDir !== null) rmSync(reservePath(outDir), { force: true });
}

/** Removes the reserve and the lock. */
export function unlock(outDir: string | null): void {
  if (outDir === null) return;
  rmSync(reservePath(outDir), { force: true });
  rmSync(lockPath(outDir), { force: true });
}
