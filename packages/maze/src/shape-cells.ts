// The cells of a board inside the outline asked for (built-in, a word, or mask rows).
import {
  type BuiltinShape,
  builtinMask,
  connectPieces,
  cutToShape,
  maskFromRows,
  maskFromText,
  type ShapeMask,
  type Topology,
} from '@knossos/topology';
import type { MazeSettings } from './settings.js';

/**
 * The cells inside the shape asked for (a built-in outline, the word in the built-in font, or
 * mask rows), fitted to the board at the fill asked for; pieces joined by the shortest bridges
 * (`connectPieces`) or only the largest kept. A shape that cannot be made (unknown characters,
 * empty rows, fewer than two cells inside) leaves the whole board, with a note.
 */
export function shapeCells(
  topology: Topology,
  settings: MazeSettings,
  notes: string[],
): Uint8Array | undefined {
  let mask: ShapeMask;
  try {
    mask =
      settings.shape === 'text'
        ? maskFromText(settings.shapeText)
        : settings.shape === 'custom'
          ? maskFromRows(settings.shapeMask)
          : builtinMask(settings.shape as BuiltinShape);
  } catch (error) {
    notes.push(`Shape: ${(error as Error).message}; the whole board was used.`);
    return undefined;
  }
  const cut = cutToShape(topology, mask, settings.shapeFill);
  notes.push(...cut.notes);
  if (cut.playableCount < 2) {
    notes.push(
      'Shape: fewer than two cells fall inside it on this board; the whole board was used.',
    );
    return undefined;
  }
  if (cut.pieces.length <= 1) return cut.playable;
  if (settings.connectPieces) {
    const joined = connectPieces(topology, cut.playable);
    notes.push(
      `Shape: ${cut.pieces.length} pieces joined by ${joined.bridges} bridge${joined.bridges === 1 ? '' : 's'} of ${joined.added.length} cell${joined.added.length === 1 ? '' : 's'}.`,
    );
    return joined.playable;
  }
  if (cut.pieces[0]!.length < 2) {
    notes.push(
      `Shape: ${cut.pieces.length} pieces of one cell each; the whole board was used (turn on Connect pieces to join them).`,
    );
    return undefined;
  }
  const largest = new Uint8Array(topology.cellCount);
  for (const c of cut.pieces[0]!) largest[c] = 1;
  notes.push(
    `Shape: ${cut.pieces.length} pieces; kept the largest (${cut.pieces[0]!.length} cells).`,
  );
  return largest;
}
