import type { Topology } from '@knossos/topology';
import { checkBoard, type NetwalkBoard, treeMode } from './board.js';
import { Deducer, isWin, type Puzzle, reachedCount } from './deduce.js';
import { NetwalkError, shown } from './errors.js';
import { rotated } from './masks.js';
import { NETWALK_RULES, type NetwalkRule, puzzleOf } from './solve.js';

/** One move of a game: a tile turned, and the offset it had before (for undo). */
export interface NetwalkMove {
  /** The cell turned. */
  readonly cell: number;
  /** Its offset before the move, 0–3. */
  readonly before: number;
  /** Its offset after the move, 0–3. */
  readonly after: number;
}

/**
 * A game in progress. Plays are values: {@link rotate} and {@link undo} return a new play and
 * leave the old one as it was.
 */
export interface NetwalkPlay {
  /** The board being played. */
  readonly board: NetwalkBoard;
  /**
   * Every tile's clockwise quarter-turns (0–3) from its solved mask, as now shown: the board's
   * offsets at the start.
   */
  readonly offsets: Uint8Array;
  /** The moves made, oldest first (undone moves are dropped). */
  readonly moves: readonly NetwalkMove[];
}

/** A hint: the solver's next deduction the player has not made yet. */
export interface NetwalkHint {
  /** The cell to turn. */
  readonly cell: number;
  /** Clockwise quarter-turns that put it right, 1–3. */
  readonly quarterTurns: number;
  /** Its mask once turned. */
  readonly mask: number;
  /**
   * The rule that settles it (see `NetwalkRule`); `search` when deduction alone does not (the
   * stored solution is used).
   */
  readonly rule: NetwalkRule;
}

/**
 * Checks that a value is a play of a well-formed board (offsets 0–3, one per cell), and, when
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
    if (offsets[c]! > 3) {
      throw new NetwalkError(
        `play.offsets[${c}]`,
        `play.offsets[${c}] must be 0–3 (got ${offsets[c]})`,
      );
    }
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
  return { board, offsets: board.offsets.slice(), moves: [] };
}

/**
 * Turns one tile.
 *
 * @param play - the game.
 * @param cell - the cell, `0 … width · height − 1`.
 * @param quarterTurns - clockwise quarter-turns (default 1); negative turns anticlockwise.
 * @returns the new play (the old one is not changed); the same play for a multiple of four
 *   quarter-turns (a full turn).
 * @throws {@link NetwalkError} for a cell off the board or turns that are not an integer.
 */
export function rotate(play: NetwalkPlay, cell: number, quarterTurns = 1): NetwalkPlay {
  checkPlay(play);
  const n = play.offsets.length;
  if (!Number.isInteger(cell) || cell < 0 || cell >= n) {
    throw new NetwalkError('cell', `cell must be 0–${n - 1} (got ${shown(cell)})`);
  }
  if (!Number.isInteger(quarterTurns)) {
    throw new NetwalkError(
      'quarterTurns',
      `quarterTurns must be an integer (got ${shown(quarterTurns)})`,
    );
  }
  const turns = ((quarterTurns % 4) + 4) % 4;
  if (turns === 0) return play;
  const offsets = play.offsets.slice();
  const before = offsets[cell]!;
  offsets[cell] = (before + turns) & 3;
  return {
    board: play.board,
    offsets,
    moves: [...play.moves, { cell, before, after: offsets[cell]! }],
  };
}

/** Takes back the last move; the same play when there is none. */
export function undo(play: NetwalkPlay): NetwalkPlay {
  checkPlay(play);
  const last = play.moves.at(-1);
  if (last === undefined) return play;
  const offsets = play.offsets.slice();
  offsets[last.cell] = last.before;
  return { board: play.board, offsets, moves: play.moves.slice(0, -1) };
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
  for (let c = 0; c < masks.length; c++) masks[c] = rotated(solution[c]!, play.offsets[c]!);
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
  const { solution, barriers, server } = play.board;
  // The masks as shown, with every opening into a wall shut, so the fill never crosses one.
  const open = new Uint8Array(solution.length);
  for (let c = 0; c < open.length; c++)
    open[c] = rotated(solution[c]!, play.offsets[c]!) & ~barriers[c]!;
  const seen = new Uint8Array(open.length);
  reachedCount(t.neighbors, open, server, seen);
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

/** {@link isSolved} for a play already checked. */
function won(play: NetwalkPlay, t: Topology, masks = masksNow(play)): boolean {
  const { board } = play;
  const puzzle: Puzzle = {
    width: board.width,
    height: board.height,
    neighbors: t.neighbors,
    tiles: masks,
    barriers: board.barriers,
    tree: treeMode(board.mode),
  };
  return isWin(puzzle, masks, board.server);
}

/** What deduction settled on a board, in its order (kept per board: hints ask again and again). */
const deductions = new WeakMap<
  NetwalkBoard,
  { order: Int32Array; levels: Uint8Array; masks: Uint8Array; fixed: number }
>();

/**
 * The solver's next deduction from here: deduction runs on the board (as it started; turning
 * tiles adds no facts), and the first tile it settled, in its order, that is not shown as
 * settled is the hint. Tiles deduction leaves open are hinted from the stored solution, rule
 * `search`.
 *
 * @returns the hint, or `null` when every tile already shows its settled mask (or the game is won).
 */
export function hint(play: NetwalkPlay): NetwalkHint | null {
  const t = checkPlay(play);
  const { board } = play;
  const shown = masksNow(play);
  if (won(play, t, shown)) return null;
  let known = deductions.get(board);
  if (known === undefined) {
    const puzzle: Puzzle = puzzleOf(board);
    const d = new Deducer(puzzle);
    const consistent = d.deduce();
    known = {
      order: d.order,
      levels: d.orderLevel,
      fixed: consistent ? d.fixed : 0,
      masks: consistent ? d.masks() : new Uint8Array(0),
    };
    deductions.set(board, known);
  }
  for (let i = 0; i < known.fixed; i++) {
    const cell = known.order[i]!;
    const mask = known.masks[cell]!;
    if (shown[cell] !== mask)
      return hintFor(cell, shown[cell]!, mask, NETWALK_RULES[Math.max(0, known.levels[i]! - 1)]!);
  }
  for (let cell = 0; cell < shown.length; cell++) {
    const mask = board.solution[cell]!;
    if (shown[cell] !== mask) return hintFor(cell, shown[cell]!, mask, 'search');
  }
  return null;
}

function hintFor(cell: number, from: number, to: number, rule: NetwalkRule): NetwalkHint {
  let turns = 1;
  while (turns < 4 && rotated(from, turns) !== to) turns++;
  return { cell, quarterTurns: turns, mask: to, rule };
}
