// Opening files: one puzzle or pack of any format `openText` of @knossos/families reads, several
// at once, or a whole batch folder, its manifest.json first and then each item's puzzle file in
// the manifest's order. Plain functions of the files' text, so they run (and are tested) in Node.
import { type ManifestItem, type Opened, openText, puzzleFileOf } from '@knossos/families';
import type { Held } from './index.js';

/** A file to open: its path in what was chosen (`out/maze-t-0.json`, or just its name), and text. */
export interface FileText {
  /** The path, `/`-separated; a folder's files keep the folder (`webkitRelativePath`). */
  readonly path: string;
  /** The file's text. */
  readonly text: string;
}

/** What opening some files gave. */
export interface Opening {
  /** Every puzzle read, in order: files by path, a folder's in its manifest's order. */
  readonly puzzles: readonly Held[];
  /** One line per file read: its path, the format it was read as and what it held. */
  readonly opened: readonly string[];
  /** One line per problem, naming the file and what was wrong (field, line and column). */
  readonly errors: readonly string[];
}

/** The name of the manifest a batch writes into its folder. */
export const MANIFEST_NAME = 'manifest.json';

const folderOf = (path: string) => path.slice(0, path.lastIndexOf('/') + 1);
const nameOf = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/**
 * What an error says, with where it is: the message, then the field and the line and column
 * when the error names them and the message does not already.
 */
export function errorText(error: unknown): string {
  const e = error as { message?: unknown; field?: unknown; line?: unknown; column?: unknown };
  let text = typeof e?.message === 'string' ? e.message : String(error);
  if (typeof e?.field === 'string' && e.field !== '' && !text.includes(e.field)) {
    text += ` [field ${e.field}]`;
  }
  if (typeof e?.line === 'number' && !/\bline \d/.test(text)) {
    text += ` (line ${e.line}${typeof e.column === 'number' ? `, column ${e.column}` : ''})`;
  }
  return text;
}

/** A number of puzzles in words. */
const puzzlesText = (n: number) => `${n} puzzle${n === 1 ? '' : 's'}`;

/** Opens files, each on its own, and batch folders by their manifests (see {@link Opening}). */
export function openFiles(files: readonly FileText[]): Opening {
  const sorted = [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const puzzles: Held[] = [];
  const opened: string[] = [];
  const errors: string[] = [];
  // A manifest owns every file of its folder (the deepest manifest above it): only the puzzle
  // files its items name are read, the pictures beside them are not.
  const manifests = sorted.filter((f) => nameOf(f.path) === MANIFEST_NAME).map((f) => f.path);
  const ownerOf = (path: string) =>
    manifests
      .filter((m) => path.startsWith(folderOf(m)))
      .sort((a, b) => folderOf(b).length - folderOf(a).length)[0];
  const take = (path: string, result: Opened, at: string) => {
    if (result.kind === 'puzzle') {
      puzzles.push(result.held);
      opened.push(`${at}: ${result.format}`);
    } else if (result.kind === 'pack') {
      puzzles.push(...result.puzzles);
      const name = result.name === '' ? '' : ` “${result.name}”`;
      opened.push(`${at}: ${result.format}${name}, ${puzzlesText(result.puzzles.length)}`);
      for (const note of result.notes) opened.push(`${at}: ${note}`);
    } else {
      openManifest(path, result.manifest.items, sorted, { puzzles, opened, errors });
      opened.push(`${at}: ${result.format}, ${puzzlesText(result.manifest.items.length)}`);
    }
  };
  for (const file of sorted) {
    const owner = ownerOf(file.path);
    if (owner !== undefined && owner !== file.path) continue;
    try {
      take(file.path, openText(file.text), file.path);
    } catch (error) {
      errors.push(`${file.path}: ${errorText(error)}`);
    }
  }
  return { puzzles, opened, errors };
}

/** What {@link openManifest} adds to. */
interface Sink {
  readonly puzzles: Held[];
  readonly opened: string[];
  readonly errors: string[];
}

/**
 * Opens the puzzle file of each item of a manifest, in the manifest's order, from the files
 * beside it (or, when the files came without their folder, the one file of that name).
 */
function openManifest(
  manifestPath: string,
  items: readonly ManifestItem[],
  files: readonly FileText[],
  sink: Sink,
): void {
  const folder = folderOf(manifestPath);
  const find = (name: string): FileText | undefined => {
    const beside = files.find((f) => f.path === `${folder}${name}`);
    if (beside !== undefined) return beside;
    const named = files.filter((f) => nameOf(f.path) === nameOf(name));
    return named.length === 1 ? named[0] : undefined;
  };
  const missing: string[] = [];
  items.forEach((item, i) => {
    const at = `${manifestPath}, item ${i + 1} (seed ${item.seed})`;
    const name = puzzleFileOf(item);
    if (name === null) {
      sink.errors.push(`${at}: the manifest lists no file for it`);
      return;
    }
    const file = find(name);
    if (file === undefined) {
      missing.push(name);
      return;
    }
    try {
      const result = openText(file.text);
      if (result.kind === 'manifest') throw new Error('this is another manifest, not a puzzle');
      const held = result.kind === 'puzzle' ? [result.held] : result.puzzles;
      const other = held.find((h) => h.family.name !== item.family);
      if (other !== undefined) {
        throw new Error(
          `the manifest says ${item.family}, but the file holds a ${other.family.name} puzzle`,
        );
      }
      sink.puzzles.push(...held);
    } catch (error) {
      sink.errors.push(`${folder}${name} (${at}): ${errorText(error)}`);
    }
  });
  if (missing.length > 0) {
    sink.errors.push(
      `${manifestPath}: ${missing.length} of ${items.length} puzzle files it lists are missing from what was opened: ${missing.join(', ')}`,
    );
  }
}
