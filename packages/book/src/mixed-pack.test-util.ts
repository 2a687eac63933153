// A mixed 24-puzzle pack for the book tests: puzzles of every family made here, beside puzzles
// made by other programs (Net game IDs from Simon Tatham's generator, a micromouse maze file),
// written as a knossos.pack/1 file and read back as any pack is.

import { readFileSync } from 'node:fs';
import { FAMILIES, type Held, openText, packToJson } from '@knossos/families';

const NETWALK_FIXTURES = new URL(
  '../../netwalk/src/__fixtures__/tatham-net-ids.tsv',
  import.meta.url,
);
const MICROMOUSE = new URL(
  '../../maze/src/__fixtures__/micromouse/centre-area.txt',
  import.meta.url,
);

/** Settings that make small, quick puzzles of each family. */
const SMALL: Readonly<Record<string, Record<string, unknown>>> = {
  maze: { width: 10, height: 10, keys: 1 },
  flow: { width: 6, height: 6 },
  netwalk: { width: 7, height: 7 },
};

/** Opens a text that holds one puzzle. */
function one(text: string): Held {
  const opened = openText(text);
  if (opened.kind !== 'puzzle') throw new Error(`expected one puzzle, got a ${opened.format}`);
  return opened.held;
}

/**
 * The pack's text: 18 made here (6 of each family, in turn), 5 Net IDs and one micromouse maze.
 * Made once and handed out again (the files of a worker share this module): it is a string, so
 * no test can change what another reads from it.
 */
export function mixedPackText(): Promise<string> {
  made ??= makePackText();
  return made;
}

let made: Promise<string> | undefined;

async function makePackText(): Promise<string> {
  const puzzles: Held[] = [];
  for (let i = 0; i < 6; i++) {
    for (const family of FAMILIES) {
      const puzzle = await family.generateVerified({ ...SMALL[family.name], seed: `book-${i}` });
      puzzles.push({ family, puzzle });
    }
  }
  const ids = readFileSync(NETWALK_FIXTURES, 'utf8')
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => line.split('\t')[3]!);
  for (const id of [ids[0]!, ids[1]!, ids[ids.length - 1]!, ids[ids.length - 2]!, ids[40]!]) {
    puzzles.push(one(id));
  }
  puzzles.push(one(readFileSync(MICROMOUSE, 'utf8')));
  return packToJson('Book test pack', puzzles);
}

/** The pack's puzzles, read back from its text. */
export function packPuzzles(text: string): readonly Held[] {
  const opened = openText(text);
  if (opened.kind !== 'pack') throw new Error(`expected a pack, got a ${opened.format}`);
  return opened.puzzles;
}
