// A pack (knossos.pack/1) written as it is made: each puzzle goes to a spool file as it arrives,
// and only its stars, score and place are held, so memory does not grow with the count; at the
// end the pack is written from the spool in order of stars then score, one puzzle per line, into
// a temporary file renamed into place.
import { closeSync, openSync, readdirSync, readSync, rmSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { PACK_FORMAT } from '@knossos/core';
import { placeFile, temporaryFor } from './files.js';

/** A pack being written: add puzzles as they come, then finish. */
export interface PackWriter {
  /** Adds one puzzle (its `knossos.puzzle/1` record as JSON text) with its stars and score. */
  add(puzzleJson: string, stars: number, score: number): void;
  /** How many puzzles were added. */
  readonly count: number;
  /**
   * Writes the pack (puzzles rising in stars, then score) to its file and removes the spool.
   * Copying from the spool is bounded by the pack's size, so a first Ctrl-C or SIGTERM meanwhile
   * lets it finish (a pack cut there would hold only the easiest puzzles); `onStop` hears of it.
   *
   * @param notes - the pack's notes (see `PackFile.notes` of `@knossos/core`).
   * @returns how many puzzles the pack holds.
   */
  finish(name: string, notes: readonly string[], force: boolean): Promise<number>;
  /** Removes the spool (when nothing is to be written). */
  discard(): void;
}

/** Whether a process of this host is alive. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}

/**
 * Removes what a pack run for `path` killed before it could clean up left beside it: its spool
 * (`<pack>.<pid>.spool.tmp`) and temporary files (`<pack>.<pid>.<random>.tmp`) whose process is
 * gone.
 */
function clearLeftovers(path: string): void {
  const folder = dirname(path);
  const prefix = `${basename(path)}.`;
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return;
  }
  for (const name of names) {
    if (!name.startsWith(prefix) || !name.endsWith('.tmp')) continue;
    const pid = Number(/^(\d+)\./.exec(name.slice(prefix.length))?.[1]);
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && !alive(pid)) {
      rmSync(join(folder, name), { force: true });
    }
  }
}

/**
 * Starts a pack for `path`, spooled beside it. The spool and any temporary file go when the
 * process exits, however it exits but SIGKILL; what a killed run left is cleared here.
 */
export function startPack(
  path: string,
  onStop: (signal: NodeJS.Signals) => void = () => {},
): PackWriter {
  clearLeftovers(path);
  const spoolPath = `${path}.${process.pid}.spool.tmp`;
  const spool = openSync(spoolPath, 'w+');
  const entries: { stars: number; score: number; offset: number; length: number }[] = [];
  let offset = 0;
  let temporary: string | null = null;
  const discard = () => {
    try {
      closeSync(spool);
    } catch {
      // closed already
    }
    rmSync(spoolPath, { force: true });
  };
  // A second Ctrl-C quits at once (process.exit): the files are removed on the way out.
  const onExit = () => {
    discard();
    if (temporary !== null) rmSync(temporary, { force: true });
  };
  process.on('exit', onExit);
  // Signals are counted from the start, the run's own included (it stops on the first): a
  // second one quits at once wherever it falls, between the run's end and the pack's too. While
  // the pack file is written, the first one is told and the copy goes on.
  let signals = 0;
  let writing = false;
  const heard = (signal: NodeJS.Signals) => {
    if (++signals > 1) {
      process.exit(signal === 'SIGTERM' ? 143 : signal === 'SIGHUP' ? 129 : 130);
    }
    if (writing) onStop(signal);
  };
  const listeners = (['SIGINT', 'SIGTERM', 'SIGHUP'] as const).map((signal) => {
    const listener = () => heard(signal);
    process.on(signal, listener);
    return [signal, listener] as const;
  });
  const release = () => {
    // Once a signal has stopped the run, the next one must still quit with its code, however
    // late it comes (the process may take a moment to end): the listeners stay.
    if (signals === 0) for (const [signal, listener] of listeners) process.off(signal, listener);
    process.off('exit', onExit);
  };
  return {
    add(puzzleJson, stars, score) {
      const bytes = Buffer.from(puzzleJson, 'utf8');
      writeSync(spool, bytes, 0, bytes.length, offset);
      entries.push({ stars, score, offset, length: bytes.length });
      offset += bytes.length;
    },
    get count() {
      return entries.length;
    },
    async finish(name, notes, force) {
      // Stable: puzzles of equal stars and score keep the order they were made in.
      const order = entries
        .map((e, i) => ({ ...e, i }))
        .sort((a, b) => a.stars - b.stars || a.score - b.score || a.i - b.i);
      temporary = temporaryFor(path);
      const out = openSync(temporary, 'w');
      writing = true;
      let written = 0;
      try {
        // The layout of packFileToJson (@knossos/core): the head, then one puzzle per line.
        const head = JSON.stringify({ format: PACK_FORMAT, name, notes });
        writeSync(out, `${head.slice(0, -1)},"puzzles":[`);
        for (const entry of order) {
          // Let a signal in now and then, so a second one can quit.
          if (written % 256 === 0) await new Promise((resolve) => setImmediate(resolve));
          const bytes = Buffer.alloc(entry.length);
          readSync(spool, bytes, 0, entry.length, entry.offset);
          writeSync(out, written > 0 ? ',\n' : '\n');
          writeSync(out, bytes);
          written++;
        }
        writeSync(out, written > 0 ? '\n]}\n' : ']}\n');
        closeSync(out);
        placeFile(temporary, path, force);
        temporary = null;
      } catch (error) {
        rmSync(temporary ?? '', { force: true });
        temporary = null;
        throw error;
      } finally {
        release();
        discard();
      }
      return written;
    },
    discard() {
      release();
      discard();
    },
  };
}
