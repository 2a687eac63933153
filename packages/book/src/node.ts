// Books on Node: the DejaVu Sans fonts from the dejavu-fonts-ttf package, and a book written to a
// file through a temporary file renamed into place.

import { once } from 'node:events';
import { createWriteStream, readFileSync, renameSync, rmSync } from 'node:fs';
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

/**
 * Makes a book (see {@link makeBook}) into the file at `path`: the PDF is written to a temporary
 * file beside it and renamed into place once whole, so a stopped or failed run leaves the old
 * file, if any, as it was and no partial one. Fonts default to {@link dejavuFonts}.
 */
export async function writeBookFile(
  path: string,
  source: BookSource | readonly Held[],
  options: BookOptions = {},
  run: Omit<BookOutput, 'write' | 'fonts'> & { fonts?: BookFonts } = {},
): Promise<BookReport> {
  const temporary = join(dirname(path), `.${basename(path)}.${process.pid}.tmp`);
  const file = createWriteStream(temporary);
  let failed: unknown = null;
  file.on('error', (error) => {
    failed = error;
  });
  try {
    const report = await makeBook(
      source,
      {
        ...run,
        fonts: run.fonts ?? dejavuFonts(),
        write: (chunk) => {
          file.write(chunk);
        },
      },
      options,
    );
    file.end();
    await once(file, 'finish');
    if (failed !== null) throw failed;
    renameSync(temporary, path);
    return report;
  } catch (error) {
    file.destroy();
    rmSync(temporary, { force: true });
    throw error;
  }
}
