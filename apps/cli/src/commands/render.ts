// `knossos render`: a puzzle drawn as SVG or PNG, or every puzzle of a pack or a folder.

import { dirname, extname, join } from 'node:path';
import type { PictureStyle } from '@knossos/core';
import { renderSvg } from '@knossos/export';
import { type Held, type ManifestItem, puzzleFileOf } from '@knossos/families';
import { CliError } from '../errors.js';
import { EXIT } from '../exit.js';
import { fileName, prepareFile, prepareFolder, writeAtomic } from '../files.js';
import { openInput, STDIN } from '../input.js';
import { io } from '../io.js';
import { type PictureFlags, PNG_SIZE, pictureOptions } from '../picture-flags.js';
import { terminalSafe } from '../terminal.js';

/** The flags of `knossos render`. */
export type RenderFlags = {
  /** Write SVG. */
  readonly svg?: boolean;
  /** Write PNG (1024 px). */
  readonly png?: boolean;
  /** The picture style; `answer-key` draws the solution. */
  readonly style: PictureStyle;
  /** The file (one puzzle) or folder (a pack or a batch folder) to write; `-`: stdout. */
  readonly out?: string;
  /** Overwrite files that exist. */
  readonly force?: boolean;
} & PictureFlags;

/** Draws one puzzle in its family's picture, as SVG text or PNG bytes (1024 px). */
async function picture(held: Held, flags: RenderFlags): Promise<string | Uint8Array> {
  const sketch = held.family.toSketch(held.puzzle, flags.style);
  const picture = pictureOptions(flags);
  if (flags.svg) return renderSvg(sketch, picture);
  const { renderPng } = await import('@knossos/export/png');
  const { printWidthMm: _print, ...png } = picture;
  return renderPng(sketch, { size: PNG_SIZE, ...png });
}

/** The file name of a held puzzle's picture: `<family>-<seed>.<ext>`, unique in `taken`. */
function pictureName(held: Held, ext: string, taken: Set<string>): string {
  const seed = held.family.seedOf(held.puzzle) || 'imported';
  let name = fileName(held.family.name, seed, ext);
  for (let i = 2; taken.has(name); i++) name = fileName(held.family.name, `${seed}-${i}`, ext);
  taken.add(name);
  return name;
}

/** The puzzles of a batch folder, in seed order, each read from its puzzle file. */
function folderPuzzles(folder: string, items: readonly ManifestItem[]): Held[] {
  return items.map((item) => {
    const file = puzzleFileOf(item);
    if (file === null) throw new CliError(`${folder}: item ${item.seed} lists no puzzle file`);
    const { opened } = openInput(join(folder, file));
    if (opened.kind !== 'puzzle')
      throw new CliError(`${file}: is a ${opened.format}, not a puzzle`);
    return opened.held;
  });
}

/** The path without its extension (`a/pack.json` → `a/pack`). */
const stem = (path: string) => path.slice(0, path.length - extname(path).length);

/**
 * `knossos render`: draws a puzzle (a file, standard input `-`, or a Net game ID) as SVG or PNG
 * (1024 px) into `--out` (default: beside the file, with the new extension; `-`: stdout), or
 * every puzzle of a pack or a batch folder into the folder `--out` (default: `<input>-pictures`
 * beside it), each named `<family>-<seed>`; prints each path written.
 *
 * @throws {@link CliError} (exit 2) for not exactly one of `--svg`/`--png`, unreadable input, a
 *   file that exists without `--force`, or `--out -` for more than one picture.
 */
export async function render(argument: string, flags: RenderFlags): Promise<number> {
  if (flags.svg === flags.png) throw new CliError('render: give exactly one of --svg and --png');
  const ext = flags.svg ? 'svg' : 'png';
  const force = flags.force === true;
  const { path, opened } = openInput(argument);
  if (opened.kind === 'puzzle') {
    const data = await picture(opened.held, flags);
    if (flags.out === STDIN) {
      io().stdout.write(data);
      return EXIT.ok;
    }
    const target =
      flags.out ??
      (path === null ? pictureName(opened.held, ext, new Set()) : `${stem(path)}.${ext}`);
    prepareFile(target, '--out', force);
    writeAtomic(target, data, force);
    io().stdout.write(`${terminalSafe(target)}\n`);
    return EXIT.ok;
  }
  if (flags.out === STDIN) {
    throw new CliError(`--out -: ${argument} holds more than one puzzle; give a folder`);
  }
  if (opened.kind === 'manifest' && (path === null || path === undefined)) {
    throw new CliError(
      `${argument}: a batch manifest names the files beside it; give its folder or its path, not standard input`,
    );
  }
  const folder = opened.kind === 'manifest' ? dirname(path!) : null;
  const puzzles =
    opened.kind === 'pack' ? opened.puzzles : folderPuzzles(folder!, opened.manifest.items);
  const base = (folder ?? (path === null ? 'pack' : stem(path))).replace(/[\\/]+$/, '');
  const out = flags.out ?? (base === '.' || base === '' ? 'pictures' : `${base}-pictures`);
  prepareFolder(out, '--out');
  const taken = new Set<string>();
  for (const held of puzzles) {
    const target = join(out, pictureName(held, ext, taken));
    prepareFile(target, '--out', force);
    writeAtomic(target, await picture(held, flags), force);
    io().stdout.write(`${terminalSafe(target)}\n`);
  }
  return EXIT.ok;
}
