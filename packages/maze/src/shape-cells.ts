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
  // The shape's own notes (pieces joined, the largest kept) are kept only with the shape.
  const shapeNotes: string[] = [];
  const playable = shapedCells(topology, settings, shapeNotes);
  if (playable === undefined) {
    notes.push(...shapeNotes);
    return undefined;
  }
  let count = 0;
  for (let c = 0; c < playable.length; c++) if (playable[c]) count++;
  const needed = Math.min(MIN_SHAPE_CELLS, Math.ceil(topology.cellCount / 2));
  if (count >= needed) {
    notes.push(...shapeNotes);
    return playable;
  }
  notes.push(
    `Shape: ${shapeName(settings)} leaves ${count} cell${count === 1 ? '' : 's'} on this board, too few for a maze (it needs ${needed}); the whole board was used.`,
  );
  return undefined;
}

/**
 * The fewest cells a shape must leave for the maze to keep it: a 5 × 5 board's worth. Below it
 * (or below half the board, on boards of fewer than 50 cells) the whole board is used, with a
 * "Shape:" note, so a shape never turns a maze into a handful of cells.
 */
export const MIN_SHAPE_CELLS = 25;

/** The shape in words, for notes: "the heart", "the word MAZE", "the custom mask". */
function shapeName(settings: MazeSettings): string {
  if (settings.shape === 'text') return `the word ${settings.shapeText.trim()}`;
  if (settings.shape === 'custom') return 'the custom shape';
  return `the ${settings.shape}`;
}

/** The cells inside the shape, before the size check (undefined, with a note, when unmade). */
function shapedCells(
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
