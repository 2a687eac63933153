import type { Topology } from '@knossos/topology';
import { checkBoard, type NetwalkBoard, treeMode } from './board.js';
import type { Puzzle } from './deduce.js';
import { NetwalkError, shown } from './errors.js';
import { geometryOf } from './masks.js';
import { isWin, reachedCount } from './win.js';

/**
 * One move of a game, as undo takes it back:
 * - `turn`: a tile turned, with its offset before and after (clockwise steps of the grid:
 *   0–3 quarter-turns on a square board, 0–5 sixths of a turn on a hex one);
 * - `lock`: a tile locked (`locked: true`) or unlocked; a locked tile does not turn;
 * - `jumble`: every unlocked tile scrambled again, with all the offsets before and after;
 * - `server`: the server moved from one cell to another (what the flood fill starts from).
 */
export type NetwalkMove =
  | {
      /** A tile turned. */
      readonly kind: 'turn';
      /** The cell turned. */
      readonly cell: number;
      /** Its offset before the move (0–3, or 0–5 on a hex board). */
      readonly before: number;
      /** Its offset after the move (0–3, or 0–5 on a hex board). */
      readonly after: number;
    }
  | {
      /** A tile locked or unlocked. */
      readonly kind: 'lock';
      /** The cell locked or unlocked. */
      readonly cell: number;
      /** Whether the move locked it (else it unlocked it). */
      readonly locked: boolean;
    }
  | {
      /** The unlocked tiles scrambled again. */
      readonly kind: 'jumble';
      /** Every tile's offset before. */
      readonly before: Uint8Array;
      /** Every tile's offset after. */
      readonly after: Uint8Array;
    }
  | {
      /** The server moved. */
      readonly kind: 'server';
      /** The server's cell before. */
      readonly before: number;
      /** The server's cell after. */
      readonly after: number;
    };

/**
 * A game in progress. Plays are values: every move ({@link rotate}, `lock`, `jumble`,
 * `moveServer`) and {@link undo} return a new play and leave the old one as it was.
 */
export interface NetwalkPlay {
  /** The board being played. */
  readonly board: NetwalkBoard;
  /**
   * Every tile's clockwise steps (quarter-turns 0–3, or sixths 0–5 on a hex board) from its
   * solved mask, as now shown: the board's
   * offsets at the start.
   */
  readonly offsets: Uint8Array;
  /** One byte per cell: 1 when the tile is locked (it does not turn), else 0. */
  readonly locked: Uint8Array;
  /** The server's cell now: the board's at the start, moved by `moveServer`. */
  readonly server: number;
  /** The moves made, oldest first (undone moves are dropped). */
  readonly moves: readonly NetwalkMove[];
}

/** A play of a board with the given offsets, nothing locked, no moves. @internal */
export function playOf(board: NetwalkBoard, offsets: Uint8Array): NetwalkPlay {
  return {
    board,
    offsets,
    locked: new Uint8Array(offsets.length),
    server: board.server,
    moves: [],
  };
}

/**
 * Checks that a value is a play of a well-formed board (offsets below the grid's slots, one per
 * cell), and, when
 * `board` is given, of that board.
 * @internal
 */
export function checkPlay(play: NetwalkPlay, board?: NetwalkBoard): Topology {
  if (
    play === null ||
    typeof play !== 'object' ||
    play.board === null ||
    typeof play.board !== 'object'
  ) {
    throw new NetwalkError('play', `play must be a game from newGame (got ${shown(play)})`);
  }
  const topology = checkBoard(play.board);
  if (board !== undefined && play.board !== board) {
    const same =
      play.board.width === board.width &&
      play.board.height === board.height &&
      play.board.mode === board.mode &&
      play.board.solution.every((m, c) => m === board.solution[c]);
    if (!same) throw new NetwalkError('play', 'play is a game of another board');
  }
  const { offsets } = play;
  const n = play.board.solution.length;
  if (!(offsets instanceof Uint8Array) || offsets.length !== n) {
    throw new NetwalkError('play.offsets', `play.offsets must be a Uint8Array of ${n} entries`);
  }
  for (let c = 0; c < n; c++) {
    if (offsets[c]! >= geometryOf(play.board.grid).k) {
      throw new NetwalkError(
        `play.offsets[${c}]`,
        `play.offsets[${c}] must be 0–${geometryOf(play.board.grid).k - 1} (got ${offsets[c]})`,
      );
    }
  }
  const { locked, server } = play;
  if (!(locked instanceof Uint8Array) || locked.length !== n) {
    throw new NetwalkError('play.locked', `play.locked must be a Uint8Array of ${n} entries`);
  }
  if (!Number.isInteger(server) || server < 0 || server >= n || play.board.solution[server] === 0) {
    throw new NetwalkError(
      'play.server',
      `play.server must be a cell 0–${n - 1} with a pipe (got ${shown(server)})`,
    );
  }
  if (!Array.isArray(play.moves))
    throw new NetwalkError('play.moves', 'play.moves must be an array');
  return topology;
}

/**
 * A fresh game: the tiles as scrambled.
 *
 * @throws {@link NetwalkError} for a malformed board.
 */
export function newGame(board: NetwalkBoard): NetwalkPlay {
  checkBoard(board);
  return playOf(board, board.offsets.slice());
}

/**
 * Turns one tile: clockwise by default, anticlockwise with `-1`, half round with `2`.
 *
 * @param play - the game.
 * @param cell - the cell, `0 … width · height − 1`.
 * @param quarterTurns - clockwise steps of the grid (default 1): quarter-turns on a square
 *   board, sixths of a turn on a hex one; negative steps turn anticlockwise.
 * @returns the new play (the old one is not changed); the same play for a locked tile, an empty
 *   cell, or a multiple of four quarter-turns (a full turn).
 * @throws {@link NetwalkError} for a cell off the board or turns that are not an integer.
 */
export function rotate(play: NetwalkPlay, cell: number, quarterTurns = 1): NetwalkPlay {
  checkPlay(play);
  checkCell(play, cell);
  if (!Number.isInteger(quarterTurns)) {
    throw new NetwalkError(
      'quarterTurns',
      `quarterTurns must be an integer (got ${shown(quarterTurns)})`,
    );
  }
  const k = geometryOf(play.board.grid).k;
  const turns = ((quarterTurns % k) + k) % k;
  if (turns === 0 || play.locked[cell] || play.board.solution[cell] === 0) return play;
  const offsets = play.offsets.slice();
  const before = offsets[cell]!;
  offsets[cell] = (before + turns) % k;
  return {
    ...play,
    offsets,
    moves: [...play.moves, { kind: 'turn', cell, before, after: offsets[cell]! }],
  };
}

/** Checks a cell is on the board of a checked play. @internal */
export function checkCell(play: NetwalkPlay, cell: number): void {
  const n = play.offsets.length;
  if (!Number.isInteger(cell) || cell < 0 || cell >= n) {
    throw new NetwalkError('cell', `cell must be 0–${n - 1} (got ${shown(cell)})`);
  }
}

/** Takes back the last move of any kind; the same play when there is none. */
export function undo(play: NetwalkPlay): NetwalkPlay {
  checkPlay(play);
  const last = play.moves.at(-1);
  if (last === undefined) return play;
  const moves = play.moves.slice(0, -1);
  switch (last.kind) {
    case 'turn': {
      const offsets = play.offsets.slice();
      offsets[last.cell] = last.before;
      return { ...play, offsets, moves };
    }
    case 'lock': {
      const locked = play.locked.slice();
      locked[last.cell] = last.locked ? 0 : 1;
      return { ...play, locked, moves };
    }
    case 'jumble':
      return { ...play, offsets: last.before.slice(), moves };
    case 'server':
      return { ...play, server: last.before, moves };
  }
}

/** Every tile's mask as now shown. */
export function shownMasks(play: NetwalkPlay): Uint8Array {
  checkPlay(play);
  return masksNow(play);
}

/** {@link shownMasks} for a play already checked. @internal */
export function masksNow(play: NetwalkPlay): Uint8Array {
  const { solution } = play.board;
  const masks = new Uint8Array(solution.length);
  const { rot, k } = geometryOf(play.board.grid);
  for (let c = 0; c < masks.length; c++) masks[c] = rot[solution[c]! * k + play.offsets[c]!]!;
  return masks;
}

/**
 * The tiles lit from the server: a flood fill that crosses an edge only where both tiles open
 * onto it (and no wall stands). Linear in the board, so it can run after every move.
 *
 * @returns one byte per cell, 1 when the server reaches it.
 */
export function connected(play: NetwalkPlay): Uint8Array {
  return litTiles(play, checkPlay(play));
}

/** {@link connected} for a play already checked (its topology given). @internal */
export function litTiles(play: NetwalkPlay, t: Topology): Uint8Array {
  const { solution, barriers } = play.board;
  const { server } = play;
  // The masks as shown, with every opening into a wall shut, so the fill never crosses one.
  const { rot, k } = geometryOf(play.board.grid);
  const open = new Uint8Array(solution.length);
  for (let c = 0; c < open.length; c++)
    open[c] = rot[solution[c]! * k + play.offsets[c]!]! & ~barriers[c]!;
  const seen = new Uint8Array(open.length);
  reachedCount(t.neighbors, open, server, seen, k);
  return seen;
}

/**
 * Whether the game is won: every tile is reached from the server, no opening is unmatched (into
 * a neighbour's closed side, a wall, or off a bounded board), and in bounded and torus modes
 * there is no loop. Any arrangement that meets these wins, not only the stored solution.
 */
export function isSolved(play: NetwalkPlay): boolean {
  return won(play, checkPlay(play));
}

/** {@link isSolved} for a play already checked. @internal */
export function won(play: NetwalkPlay, t: Topology, masks = masksNow(play)): boolean {
  const { board } = play;
  const puzzle: Puzzle = {
    width: board.width,
    height: board.height,
    neighbors: t.neighbors,
    geometry: geometryOf(board.grid),
    tiles: masks,
    barriers: board.barriers,
    tree: treeMode(board.mode),
  };
  return isWin(puzzle, masks, play.server);
}
