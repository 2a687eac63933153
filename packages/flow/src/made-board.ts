// The board a level is generated on: the grid cut to a shape (cells outside become holes) and
// bridge cells placed at random.
import type { Rng } from '@knossos/random';
import {
  BUILTIN_SHAPES,
  type BuiltinShape,
  builtinMask,
  cutToShape,
  maskFromRows,
} from '@knossos/topology';
import { flowGraph } from './graph.js';
import { topologyOf } from './level.js';
import type { MadeBoard } from './repair.js';
import type { BoardRequest } from './settings-board.js';

/** The fewest playable cells a shaped board keeps (else the full board, with a note). */
const FEWEST_CELLS = 12;

/**
 * The board of a request: holes where the shape leaves cells out (only its largest piece is
 * played; the rest become holes too), then `bridges` bridge cells, each an inner cell whose four
 * neighbours are playable and not bridges, chosen at random. Fewer bridges than asked, or a shape
 * too small to play, each come with a note.
 */
export function makeBoard(settings: BoardRequest, rng: Rng, notes: string[]): MadeBoard {
  const { grid, width, height } = settings;
  const topology = topologyOf({ grid, width, height });
  const n = topology.cellCount;
  const holes: number[] = [];
  if (settings.shape !== null) {
    const mask =
      typeof settings.shape === 'string' &&
      (BUILTIN_SHAPES as readonly string[]).includes(settings.shape)
        ? builtinMask(settings.shape as BuiltinShape, 64)
        : maskFromRows(settings.shape as readonly string[]);
    const cut = cutToShape(topology, mask);
    const piece = cut.pieces[0];
    if (piece === undefined || piece.length < FEWEST_CELLS) {
      notes.push(`Shape: it leaves fewer than ${FEWEST_CELLS} cells on this board; used none.`);
    } else {
      const kept = new Uint8Array(n);
      for (const cell of piece) kept[cell] = 1;
      for (let cell = 0; cell < n; cell++) if (!kept[cell]) holes.push(cell);
    }
  }
  const bridges: number[] = [];
  if (settings.bridges > 0) {
    const hole = new Uint8Array(n);
    for (const cell of holes) hole[cell] = 1;
    const taken = new Uint8Array(n);
    const candidates: number[] = [];
    for (let cell = 0; cell < n; cell++) {
      if (hole[cell]) continue;
      let open = 0;
      for (let s = 0; s < 4; s++) {
        const other = topology.neighbor(cell, s);
        if (other >= 0 && !hole[other]) open++;
      }
      if (open === 4) candidates.push(cell);
    }
    rng.shuffle(candidates);
    for (const cell of candidates) {
      if (bridges.length >= settings.bridges) break;
      let free = !taken[cell];
      for (let s = 0; s < 4 && free; s++) if (taken[topology.neighbor(cell, s)]!) free = false;
      if (!free) continue;
      bridges.push(cell);
      // Keep bridges apart: no bridge next to another, or next to a neighbour's neighbour.
      taken[cell] = 1;
      for (let s = 0; s < 4; s++) taken[topology.neighbor(cell, s)] = 1;
    }
    if (bridges.length < settings.bridges) {
      notes.push(`Bridges: ${settings.bridges} asked, room for ${bridges.length} on this board.`);
    }
    bridges.sort((x, y) => x - y);
  }
  const graph = flowGraph({ grid, width, height, holes, bridges });
  return { grid, width, height, holes, bridges, graph };
}
