// A maze pack written as it is made: each maze goes to a spool file as it arrives, and only its
// score and place are held, so memory does not grow with the count; at the end the pack is
// written from the spool in order of score, into a temporary file renamed into place.
import { closeSync, openSync, readSync, rmSync, writeSync } from 'node:fs';
import { PACK_FORMAT } from '@knossos/maze';
import { placeFile, temporaryFor } from './files.js';

/** A pack being written: add mazes as they come, then finish. */
export interface PackWriter {
  /** Adds one maze (its data as JSON text, as a pack holds it) with its score. */
  add(mazeJson: string, score: number): void;
  /** How many mazes were added. */
  readonly count: number;
  /**
   * Writes the pack (mazes rising in score) to its file and removes the spool. A signal that
   * arrives meanwhile ends the pack early with the mazes written so far, still a valid pack.
   *
   * @returns how many mazes the pack holds.
   */
  finish(name: string, force: boolean): Promise<number>;
  /** Removes the spool (when nothing is to be written). */
  discard(): void;
}

/** Starts a pack for `path`, spooled beside it. */
export function startPack(path: string): PackWriter {
  const spoolPath = `${path}.${process.pid}.spool.tmp`;
  const spool = openSync(spoolPath, 'w+');
  const entries: { score: number; offset: number; length: number }[] = [];
  let offset = 0;
  const discard = () => {
    try {
      closeSync(spool);
    } catch {
      // closed already
    }
    rmSync(spoolPath, { force: true });
  };
  return {
    add(mazeJson, score) {
      const bytes = Buffer.from(mazeJson, 'utf8');
      writeSync(spool, bytes, 0, bytes.length, offset);
      entries.push({ score, offset, length: bytes.length });
      offset += bytes.length;
    },
    get count() {
      return entries.length;
    },
    async finish(name, force) {
      // Stable: mazes of equal score keep the order they were made in.
      const order = entries
        .map((e, i) => ({ ...e, i }))
        .sort((a, b) => a.score - b.score || a.i - b.i);
      const temporary = temporaryFor(path);
      const out = openSync(temporary, 'w');
      let stopped = false;
      const stop = () => {
        stopped = true;
      };
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
      let written = 0;
      try {
        writeSync(
          out,
          `{"format":${JSON.stringify(PACK_FORMAT)},"name":${JSON.stringify(name)},"mazes":[`,
        );
        for (const entry of order) {
          // Let a signal in now and then: the pack then ends with what is written.
          if (written % 64 === 0) await new Promise((resolve) => setImmediate(resolve));
          if (stopped) break;
          const bytes = Buffer.alloc(entry.length);
          readSync(spool, bytes, 0, entry.length, entry.offset);
          if (written > 0) writeSync(out, ',');
          writeSync(out, bytes);
          written++;
        }
        writeSync(out, ']}');
        closeSync(out);
        placeFile(temporary, path, force);
      } catch (error) {
        rmSync(temporary, { force: true });
        throw error;
      } finally {
        process.off('SIGINT', stop);
        process.off('SIGTERM', stop);
        discard();
      }
      return written;
    },
    discard,
  };
}
