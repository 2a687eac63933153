// Books on Node: the DejaVu Sans fonts from the dejavu-fonts-ttf package, and a book written to a
// file through a temporary file renamed into place.

import {
  closeSync,
  existsSync,
  fsyncSync,
  linkSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import type { Held } from '@knossos/families';
import {
  type BookFonts,
  type BookOutput,
  type BookReport,
  type BookSource,
  makeBook,
} from './book.js';
import { BookError } from './errors.js';
import type { BookOptions } from './options.js';

let fonts: BookFonts | undefined;

/** DejaVu Sans and DejaVu Sans Bold (Bitstream Vera licence), read once from dejavu-fonts-ttf. */
export function dejavuFonts(): BookFonts {
  if (fonts === undefined) {
    const require = createRequire(import.meta.url);
    const file = (name: string) => readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${name}`));
    fonts = { regular: file('DejaVuSans.ttf'), bold: file('DejaVuSans-Bold.ttf') };
  }
  return fonts;
}

/** How {@link writeBookFile} runs: {@link BookOutput} without `write`, fonts optional. */
export interface BookFileRun extends Omit<BookOutput, 'write' | 'fonts'> {
  /** The fonts; default {@link dejavuFonts}. */
  readonly fonts?: BookFonts;
  /**
   * Replace a file already at the path. Default true; when false, a file there (even one made
   * while the book was drawn) is kept and the book refused with a `BookError` (field `path`).
   */
  readonly overwrite?: boolean;
}

/**
 * Makes a book (see {@link makeBook}) into the file at `path`: the PDF is written to a temporary
 * file beside it (`.<name>.<pid>.tmp`) and moved into place once whole, so a stopped or failed
 * run — or a process that exits mid-way — leaves the old file, if any, as it was and no partial
 * one.
 *
 * @throws `BookError` (field `path`) when `overwrite` is false and the file exists, or when the
 *   file cannot be written (`cannot write book.pdf: no space left on the device`, the system's
 *   code in `errno`); whatever else {@link makeBook} throws.
 */
export async function writeBookFile(
  path: string,
  source: BookSource | readonly Held[],
  options: BookOptions = {},
  run: BookFileRun = {},
): Promise<BookReport> {
  const temporary = join(dirname(path), `.${basename(path)}.${process.pid}.tmp`);
  const refuse = () => new BookError('path', `${path} already exists`);
  if (run.overwrite === false && existsSync(path)) throw refuse();
  let descriptor: number;
  try {
    descriptor = openSync(temporary, 'w');
  } catch (error) {
    throw cannotWrite(path, error);
  }
  let open = true;
  const close = () => {
    if (open) closeSync(descriptor);
    open = false;
  };
  // A process.exit() mid-book (a second Ctrl-C) runs no catch: take the temporary file then.
  const onExit = () => {
    close();
    rmSync(temporary, { force: true });
  };
  process.once('exit', onExit);
  try {
    const { overwrite: _, fonts, ...output } = run;
    const report = await makeBook(
      source,
      {
        ...output,
        fonts: fonts ?? dejavuFonts(),
        write: (chunk) => {
          if (!open) return;
          for (let at = 0; at < chunk.length; ) at += writeSync(descriptor, chunk, at);
        },
      },
      options,
    );
    fsyncSync(descriptor);
    close();
    if (run.overwrite === false) {
      // A link fails on a file already there, where a rename would replace it.
      try {
        linkSync(temporary, path);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'EEXIST') throw refuse();
        // A file system without hard links: check, then rename (a narrow race, not none).
        if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EXDEV') throw error;
        if (existsSync(path)) throw refuse();
        renameSync(temporary, path);
      }
      rmSync(temporary, { force: true });
    } else {
      renameSync(temporary, path);
    }
    return report;
  } catch (error) {
    onExit();
    throw cannotWrite(path, error);
  } finally {
    process.off('exit', onExit);
  }
}

/** What a file system says, in words. */
const REASONS: Readonly<Record<string, string>> = {
  ENOSPC: 'no space left on the device',
  EDQUOT: 'the disk quota is used up',
  EACCES: 'permission denied',
  EPERM: 'not permitted',
  EROFS: 'the file system is read-only',
  ENOENT: 'no such folder',
  ENOTDIR: 'a part of the path is not a folder',
  EISDIR: 'it is a folder',
};

/**
 * A file system's error (any `ErrnoException`) as a `BookError` naming the book's own path, not
 * the temporary file's; anything else as it was.
 */
function cannotWrite(path: string, error: unknown): unknown {
  const code = (error as NodeJS.ErrnoException)?.code;
  if (typeof code !== 'string' || !/^E[A-Z]+$/.test(code)) return error;
  return Object.assign(new BookError('path', `cannot write ${path}: ${REASONS[code] ?? code}`), {
    errno: code,
  });
}
