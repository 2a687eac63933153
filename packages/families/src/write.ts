// Writing puzzles and packs in the shared formats.

import { PACK_FORMAT, type PackFile, packFileToJson } from '@knossos/core';
import type { Held } from './registry.js';

/** A held puzzle as `knossos.puzzle/1` JSON text (one line, ending in a newline). */
export function puzzleToJson(held: Held): string {
  return `${JSON.stringify(held.family.toPuzzleFile(held.puzzle))}\n`;
}

/**
 * Puzzles of any families as one `knossos.pack/1` file, in the order given, one puzzle per line.
 *
 * @param name - the pack's name.
 * @param notes - notes on the pack as a whole, one sentence each.
 */
export function packToJson(
  name: string,
  puzzles: readonly Held[],
  notes: readonly string[] = [],
): string {
  return packFileToJson({
    name,
    notes,
    puzzles: puzzles.map((h) => h.family.toPuzzleFile(h.puzzle)),
  });
}

/** A pack's data, to build or inspect it before writing. */
export function packOf(
  name: string,
  puzzles: readonly Held[],
  notes: readonly string[] = [],
): PackFile {
  return {
    format: PACK_FORMAT,
    name,
    notes,
    puzzles: puzzles.map((h) => h.family.toPuzzleFile(h.puzzle)),
  };
}
