// The files a person chose or dropped, as paths and text for `openFiles`: a folder's files keep
// their place in it (`out/maze-t-0.json`), so a batch folder's manifest finds its puzzles.
import type { FileText } from '../families/open.js';

/** A chosen file's path: its place in the chosen folder, else its name. */
const pathOf = (file: File) => file.webkitRelativePath || file.name;

/** The files of a file input (one, several, or a folder's). */
export async function chosenFiles(list: FileList | null): Promise<FileText[]> {
  return Promise.all(
    [...(list ?? [])].map(async (file) => ({ path: pathOf(file), text: await file.text() })),
  );
}

/** Every entry of a dropped folder (the reader gives them a batch at a time). */
async function entriesOf(folder: FileSystemDirectoryEntry): Promise<FileSystemEntry[]> {
  const reader = folder.createReader();
  const all: FileSystemEntry[] = [];
  for (;;) {
    const batch = await new Promise<FileSystemEntry[]>((resolve, reject) =>
      reader.readEntries(resolve, reject),
    );
    if (batch.length === 0) return all;
    all.push(...batch);
  }
}

/** The files under a dropped entry, each with its path from the dropped folder. */
async function filesUnder(entry: FileSystemEntry): Promise<FileText[]> {
  if (entry.isFile) {
    const file = await new Promise<File>((resolve, reject) =>
      (entry as FileSystemFileEntry).file(resolve, reject),
    );
    return [{ path: entry.fullPath.replace(/^\//, ''), text: await file.text() }];
  }
  const inside = await entriesOf(entry as FileSystemDirectoryEntry);
  return (await Promise.all(inside.map(filesUnder))).flat();
}

/** The files dropped on the page, folders walked through. */
export async function droppedFiles(data: DataTransfer): Promise<FileText[]> {
  const entries = [...data.items]
    .map((item) => item.webkitGetAsEntry?.() ?? null)
    .filter((entry): entry is FileSystemEntry => entry !== null);
  if (entries.length > 0) return (await Promise.all(entries.map(filesUnder))).flat();
  return chosenFiles(data.files);
}
