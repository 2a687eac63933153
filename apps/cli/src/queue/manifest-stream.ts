// A queued batch's manifest written item by item: the bytes `manifestText` would give for the
// same run, without ever holding a million items or one string of them.

import { closeSync, openSync, rmSync, writeSync } from 'node:fs';
import { MANIFEST_FORMAT } from '@knossos/families';
import { placeFile, temporaryFor } from '../files.js';
import type { Made } from '../make-one.js';

/** The manifest's fields besides its items, as `manifestText` writes them for one run. */
export interface ManifestHead {
  /** The command line, `knossos` first. */
  readonly command: readonly string[];
  /** When the batch was added (ISO 8601). */
  readonly created: string;
  /** When its last puzzle was done (ISO 8601). */
  readonly finished: string;
  /** The versions the batch was added with. */
  readonly versions: Readonly<Record<string, string>>;
  /** Puzzles asked for. */
  readonly requested: number;
  /** Items that follow. */
  readonly completed: number;
  /** What failed, in a sentence, or `null`. */
  readonly failed: string | null;
}

/**
 * Writes `path` (through a temporary file moved into place) as the manifest of `head` and the
 * `items`, given in index order; `items` must give `head.completed` of them.
 */
export async function writeManifestStream(
  path: string,
  head: ManifestHead,
  items: AsyncIterable<Made>,
): Promise<void> {
  const top = JSON.stringify(
    {
      format: MANIFEST_FORMAT,
      command: head.command,
      created: head.created,
      running: false,
      finished: head.finished,
      node: process.version,
      versions: head.versions,
      requested: head.requested,
      completed: head.completed,
      interrupted: head.completed < head.requested,
      ...(head.failed === null ? {} : { failed: head.failed }),
      items: [],
    },
    null,
    2,
  );
  // `"items": []\n}` closes the object: the items go between the brackets, as JSON.stringify
  // with an indent of 2 would put them (each item's lines 4 spaces in).
  const open = top.slice(0, -'[]\n}'.length);
  const temporary = temporaryFor(path);
  const file = openSync(temporary, 'w');
  try {
    writeSync(file, open);
    let first = true;
    for await (const made of items) {
      const { art: _art, line: _line, puzzle: _puzzle, ...item } = made;
      const text = JSON.stringify(item, null, 2).replace(/\n/g, '\n    ');
      writeSync(file, `${first ? '[\n' : ',\n'}    ${text}`);
      first = false;
    }
    writeSync(file, first ? '[]\n}\n' : '\n  ]\n}\n');
    closeSync(file);
    placeFile(temporary, path, true);
  } catch (error) {
    try {
      closeSync(file);
    } catch {
      // closed already
    }
    rmSync(temporary, { force: true });
    throw error;
  }
}
