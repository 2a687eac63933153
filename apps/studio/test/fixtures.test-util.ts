// Puzzles and batch folders for the tests, written with @knossos/families as the CLI writes them:
// a folder holds manifest.json (knossos.manifest/1) and, per item, its puzzle file and a picture.
import { FAMILIES, type Held, puzzleToJson } from '@knossos/families';
import type { FileText } from '../src/families/open.js';

/** Settings every family makes a small puzzle from quickly. */
export const SMALL = { width: 5, height: 5 } as const;

/** One small verified puzzle of each family, in the families' order, each from its own seed. */
export async function onePerFamily(seed: string): Promise<Held[]> {
  return Promise.all(
    FAMILIES.map(async (family, i) => ({
      family,
      puzzle: await family.generateVerified({ ...SMALL, seed: `${seed}-${i}` }),
    })),
  );
}

/** The files the CLI writes for one puzzle: its JSON and its picture. */
export function filesOf(held: Held): [json: string, picture: string] {
  const base = `${held.family.name}-${held.family.seedOf(held.puzzle)}`;
  return [`${base}.json`, `${base}.svg`];
}

/** A batch folder's manifest of the puzzles, in their order. */
export function manifestOf(puzzles: readonly Held[]): string {
  const items = puzzles.map((held, index) => ({
    index,
    seed: held.family.seedOf(held.puzzle),
    family: held.family.name,
    files: filesOf(held),
  }));
  const manifest = {
    format: 'knossos.manifest/1',
    command: ['knossos', 'test'],
    requested: puzzles.length,
    completed: puzzles.length,
    interrupted: false,
    running: false,
    items,
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/** A whole batch folder under `folder` (e.g. `out/`), as a folder picker gives it. */
export function batchFolder(folder: string, puzzles: readonly Held[]): FileText[] {
  const files: FileText[] = [{ path: `${folder}manifest.json`, text: manifestOf(puzzles) }];
  for (const held of puzzles) {
    const [json, picture] = filesOf(held);
    files.push({ path: `${folder}${json}`, text: puzzleToJson(held) });
    files.push({ path: `${folder}${picture}`, text: '<svg xmlns="http://www.w3.org/2000/svg"/>' });
  }
  return files;
}
