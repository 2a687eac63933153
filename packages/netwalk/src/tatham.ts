import { UNLIMITED } from '@knossos/solver';
import {
  centreCell,
  checkBoard,
  NETWALK_LIMITS,
  type NetwalkBoard,
  type NetwalkMode,
  startMasks,
  topologyOf,
} from './board.js';
import { NetwalkError, shown } from './errors.js';
import { SQUARE } from './masks.js';
import { fewestTurns } from './par.js';
import { defaultGuesses } from './search.js';
import { solvePuzzle } from './solve.js';

/**
 * Tatham's Net bits (`1` right, `2` up, `4` left, `8` down) to Knossos slot bits
 * (`N 1, E 2, S 4, W 8`), and back.
 */
const FROM_TATHAM = new Uint8Array(16);
const TO_TATHAM = new Uint8Array(16);
for (let t = 0; t < 16; t++) {
  const k = (t & 1 ? 2 : 0) | (t & 2 ? 1 : 0) | (t & 4 ? 8 : 0) | (t & 8 ? 4 : 0);
  FROM_TATHAM[t] = k;
  TO_TATHAM[k] = t;
}

const PARAMS = /^(\d+)(?:x(\d+))?(w?)$/;

/**
 * Reads a game ID of Simon Tatham's Net (from the Portable Puzzle Collection): `PARAMS:DESC`.
 *
 * - PARAMS is `W` or `WxH`, then `w` for a wrapping game (a torus here);
 * - DESC has `W × H` entries row by row from the top-left, each one hex digit for the tile as
 *   shown, with bits `1` right, `2` up, `4` left, `8` down, then `v` for a barrier on its right
 *   edge and/or `h` for one on its bottom edge;
 * - a game that does not wrap has a walled outer border; the server is not in the ID, and sits
 *   at the centre, column `⌊W/2⌋` and row `⌊H/2⌋` from the top, as in Net.
 *
 * The tiles are solved here (the ID holds only the scrambled board): the board's solution is
 * the solver's, and `unique` says whether it is the only one (a note says when it is not).
 *
 * @param id - the game ID; surrounding white space is ignored.
 * @returns a {@link NetwalkBoard} with `seed: null`: torus when it wraps, else bounded — or
 *   classic, with a note, when its tiles have more pipe ends than a tree's links (as Knossos
 *   writes classic boards). Tiles with no pipe (digit 0), an odd number of ends or too few
 *   are refused.
 * @throws {@link NetwalkError} with `field: 'id'` and the 1-based `column` of the first bad
 *   character, for a malformed ID; with `field: 'width'`/`'height'` for sizes out of
 *   {@link NETWALK_LIMITS}; and when the tiles have no solution.
 */
export function parseTathamId(id: string): NetwalkBoard {
  if (typeof id !== 'string') {
    throw new NetwalkError('id', `a game ID must be a string (got ${shown(id)})`);
  }
  const lead = id.length - id.trimStart().length;
  const text = id.trim();
  const colon = text.indexOf(':');
  if (colon < 0) {
    throw new NetwalkError(
      'id',
      'a Net game ID has the form PARAMS:DESC, such as 5x5:…; no ":" found',
      {
        line: 1,
        column: lead + 1,
      },
    );
  }
  const params = PARAMS.exec(text.slice(0, colon));
  if (params === null) {
    throw new NetwalkError(
      'id',
      `the parameters must be W, WxH or WxHw (got "${text.slice(0, colon)}")`,
      {
        line: 1,
        column: lead + 1,
      },
    );
  }
  const width = Number(params[1]);
  const height = params[2] === undefined ? width : Number(params[2]);
  for (const [field, side] of [
    ['width', width],
    ['height', height],
  ] as const) {
    if (side < NETWALK_LIMITS.minSide || side > NETWALK_LIMITS.maxSide) {
      throw new NetwalkError(
        field,
        `${field} must be ${NETWALK_LIMITS.minSide}–${NETWALK_LIMITS.maxSide} (got ${side})`,
        { line: 1, column: lead + 1 + (field === 'height' ? params[1]!.length + 1 : 0) },
      );
    }
  }
  const wrapping = params[3] === 'w';
  const t = topologyOf(width, height, wrapping ? 'torus' : 'bounded');
  const n = width * height;
  const tiles = new Uint8Array(n);
  const barriers = new Uint8Array(n);
  let at = colon + 1;
  for (let i = 0; i < n; i++) {
    const column = lead + at + 1;
    const digit = at < text.length ? Number.parseInt(text[at]!, 16) : Number.NaN;
    if (Number.isNaN(digit)) {
      const got = at < text.length ? `"${text[at]}"` : 'the end of the ID';
      throw new NetwalkError(
        'id',
        `tile ${i + 1} of ${n} must start with a hex digit 0–f (got ${got})`,
        { line: 1, column },
      );
    }
    if (digit === 0) {
      throw new NetwalkError(
        'id',
        `tile ${i + 1} of ${n} is 0, a tile with no pipe; every tile needs one`,
        {
          line: 1,
          column,
        },
      );
    }
    at++;
    const x = i % width;
    const cell = (height - 1 - Math.floor(i / width)) * width + x;
    tiles[cell] = FROM_TATHAM[digit]!;
    while (at < text.length && (text[at] === 'v' || text[at] === 'h')) {
      // v: a wall on the tile's right (east) edge; h: on its bottom (south) edge.
      const slot = text[at] === 'v' ? 1 : 2;
      const other = t.neighbors[cell * 4 + slot]!;
      if (other >= 0) {
        barriers[cell]! |= 1 << slot;
        barriers[other]! |= 1 << (slot ^ 2);
      }
      at++;
    }
  }
  if (at < text.length) {
    throw new NetwalkError(
      'id',
      `the ID has ${n} tiles; "${text.slice(at, at + 8)}" is left over`,
      {
        line: 1,
        column: lead + at + 1,
      },
    );
  }
  const server = centreCell(width, height);
  // Turning never changes the pipe ends: they tell a tree (n − 1 links) from a board with loops.
  let ends = 0;
  for (const m of tiles) ends += (m & 1) + ((m >> 1) & 1) + ((m >> 2) & 1) + ((m >> 3) & 1);
  if (ends % 2 !== 0) {
    throw new NetwalkError(
      'id',
      `the tiles have ${ends} pipe ends, an odd number, so one always ends in the open`,
    );
  }
  const notes: string[] = [];
  let mode: NetwalkMode = wrapping ? 'torus' : 'bounded';
  if (ends / 2 > n - 1) {
    if (wrapping) {
      throw new NetwalkError(
        'id',
        `the tiles have ${ends / 2} links' worth of pipe ends; a wrapping game is a tree of ${n - 1} links`,
      );
    }
    mode = 'classic';
    notes.push(
      'Mode: the tiles have more pipe ends than a tree, so the board is read as classic (loops allowed).',
    );
  } else if (ends / 2 < n - 1) {
    throw new NetwalkError(
      'id',
      `the tiles have ${ends / 2} links' worth of pipe ends; connecting ${n} tiles takes at least ${n - 1}`,
    );
  }
  const puzzle = {
    width,
    height,
    neighbors: t.neighbors,
    geometry: SQUARE,
    tiles,
    barriers,
    tree: mode !== 'classic',
  };
  let solved = solvePuzzle(puzzle, server);
  if (!solved.solved || solved.orientations === null || solved.masks === null) {
    throw new NetwalkError(
      'id',
      solved.complete
        ? 'the tiles have no solution: no way of turning them connects every tile without loose ends or loops'
        : 'no solution was found within the search budget',
    );
  }
  if (!solved.unique && solved.complete) {
    // Several solutions: the one stored is one of the fewest turns from the start, so the
    // board's own par (turns to its solution) is the verdict's.
    const best = fewestTurns(puzzle, server, 1, defaultGuesses(n), UNLIMITED);
    if (best.stoppedBy === null && best.masks !== null && best.orientations !== null) {
      solved = { ...solved, masks: best.masks, orientations: best.orientations };
    }
  }
  const offsets = new Uint8Array(n);
  for (let c = 0; c < n; c++) offsets[c] = (4 - solved.orientations![c]!) & 3;
  if (!solved.unique) {
    notes.push(
      solved.complete
        ? 'Unique: the tiles have more than one solution; one of the fewest turns from the start is stored.'
        : 'Unique: not proven; the search stopped at its budget.',
    );
  }
  return {
    width,
    height,
    mode,
    server,
    solution: solved.masks!,
    offsets,
    barriers,
    unique: solved.unique,
    seed: null,
    notes,
  };
}

/**
 * Writes a board as a Tatham Net game ID (see {@link parseTathamId}): the tiles as the puzzle
 * starts, row by row from the top-left, with `v`/`h` for walls (the outer border of a game that
 * does not wrap is implied and not written). A torus gets the `w` flag. Net puts the server at
 * the centre, so a board whose server is elsewhere plays the same but shows it there; a classic
 * board (loops allowed) is written as a plain bounded game, which {@link parseTathamId} reads
 * back as classic when it has loops.
 *
 * @param board - a board.
 * @returns the ID, such as `5x5:422e3cd79a62d8574dc265391`.
 * @throws {@link NetwalkError} for a malformed board, or one Net cannot play
 *   ({@link tathamUnfit}: empty cells).
 */
export function toTathamId(board: NetwalkBoard): string {
  const t = checkBoard(board);
  const unfit = tathamUnfit(board);
  if (unfit !== null) throw new NetwalkError('solution', unfit);
  const { width, height } = board;
  const shown = startMasks(board);
  let out = `${width}x${height}${board.mode === 'torus' ? 'w' : ''}:`;
  for (let row = 0; row < height; row++) {
    for (let x = 0; x < width; x++) {
      const cell = (height - 1 - row) * width + x;
      out += TO_TATHAM[shown[cell]!]!.toString(16);
      const walls = board.barriers[cell]!;
      if (walls & 2 && t.neighbors[cell * 4 + 1]! >= 0) out += 'v';
      if (walls & 4 && t.neighbors[cell * 4 + 2]! >= 0) out += 'h';
    }
  }
  return out;
}

/**
 * Why a board cannot be a Net game ID (one sentence), or `null` when it can: Net has no empty
 * cells (every tile of a game must join the network, so one with no pipe could never be won)
 * and no hex boards.
 */
export function tathamUnfit(board: NetwalkBoard): string | null {
  if (board.grid === 'hex') {
    return 'a Net game ID holds square boards only, and this one is hex; write it as JSON or CSV';
  }
  const empty = board.solution.indexOf(0);
  if (empty < 0) return null;
  const x = empty % board.width;
  const y = Math.floor(empty / board.width);
  return `a Net game ID has no empty cells, and cell (${x}, ${y}) is empty; write the board as JSON or CSV`;
}
