// A Netwalk game as the player meets it: the tiles turned (through @knossos/netwalk's rotate and
// undo), the locks, the move count and whether a hint was used. Plain values: every function
// returns a new session and leaves the old one as it was. A hint turns a tile (the game plays a
// move itself), so a hint makes the game `helped`.
import {
  connected,
  hint,
  isSolved,
  type NetwalkBoard,
  type NetwalkPlay,
  type NetwalkPuzzle,
  newGame,
  rotate,
  undo,
} from '@knossos/netwalk';
import { createTopology, type Topology } from '@knossos/topology';

/** A tile a hint turned and locked, kept so that undoing the turn puts the lock back too. */
export interface HintLock {
  /** The hint's turn: its index in `play.moves`. */
  readonly move: number;
  /** The tile turned. */
  readonly cell: number;
  /** Whether the tile was locked before the hint. */
  readonly wasLocked: boolean;
}

/** A Netwalk game in progress. */
export interface NetwalkSession {
  /** The board played. */
  readonly board: NetwalkBoard;
  /** The tiles as now turned, with the moves made (undo takes them back one by one). */
  readonly play: NetwalkPlay;
  /** One byte per cell: 1 when the player locked the tile (clicks do not turn it). */
  readonly locked: Uint8Array;
  /**
   * Whether a hint turned a tile in this game (since the last restart); such a win is not
   * recorded.
   */
  readonly helped: boolean;
  /** The cell the last hint turned, or −1 (cleared by the next turn or undo). */
  readonly hintCell: number;
  /** The hints' turns still in `play.moves`, oldest first. */
  readonly hintLocks: readonly HintLock[];
  /** Whether every tile is joined to the server with no loose end (and no loop where banned). */
  readonly won: boolean;
}

/** A fresh game of a board: the tiles as scrambled, nothing locked. */
export function startNetwalk(board: NetwalkBoard): NetwalkSession {
  const play = newGame(board);
  return {
    board,
    play,
    locked: new Uint8Array(board.solution.length),
    helped: false,
    hintCell: -1,
    hintLocks: [],
    won: isSolved(play),
  };
}

/** The par of a puzzle: its verdict's fewest quarter-turns (0 when it has none). */
export function netwalkPar(puzzle: NetwalkPuzzle): number {
  return puzzle.verdict.par ?? 0;
}

/**
 * The board's grid as a topology, for the keyboard cursor (flow/keys.ts `stepCursor`): square
 * cells numbered `y · width + x` with row 0 at the bottom, as the board numbers its tiles, and
 * wrapping round on a torus (as its pipes do).
 */
export function boardTopology(board: NetwalkBoard): Topology {
  const kind = board.mode === 'torus' ? 'torus' : 'square';
  return createTopology({ kind, width: board.width, height: board.height });
}

/**
 * Quarter-turns made, as the play records them: each recorded move counts its fewest
 * quarter-turns (a click either way is 1, a hint's half turn 2); undone moves no longer count.
 */
export function netwalkMoves(play: NetwalkPlay): number {
  let turns = 0;
  for (const m of play.moves) {
    if (m.kind !== 'turn') continue;
    const d = (m.after - m.before) & 3;
    turns += d === 3 ? 1 : d;
  }
  return turns;
}

const withPlay = (s: NetwalkSession, play: NetwalkPlay, hintCell = -1): NetwalkSession => ({
  ...s,
  play,
  hintCell,
  won: isSolved(play),
});

/**
 * Turns a tile a quarter turn: clockwise, or anticlockwise with `clockwise` false. A locked
 * tile, a cell off the board or a won game turns nothing.
 */
export function turnTile(s: NetwalkSession, cell: number, clockwise = true): NetwalkSession {
  if (s.won || !(cell >= 0 && cell < s.locked.length) || s.locked[cell]) return s;
  return withPlay(s, rotate(s.play, cell, clockwise ? 1 : -1));
}

/** Locks an unlocked tile, unlocks a locked one (not a move; undo leaves the player's locks). */
export function toggleLock(s: NetwalkSession, cell: number): NetwalkSession {
  if (s.won || !(cell >= 0 && cell < s.locked.length)) return s;
  const locked = s.locked.slice();
  locked[cell] = locked[cell] ? 0 : 1;
  return { ...s, locked };
}

/**
 * Takes back the last turn; a hint's turn too, and then the tile's lock is put back as it was
 * before the hint (so the tile turns again). Nothing once won.
 */
export function undoNetwalk(s: NetwalkSession): NetwalkSession {
  if (s.won || s.play.moves.length === 0) return s;
  const undone = withPlay(s, undo(s.play));
  const last = s.hintLocks.at(-1);
  if (last === undefined || last.move !== s.play.moves.length - 1) return undone;
  const locked = s.locked.slice();
  locked[last.cell] = last.wasLocked ? 1 : 0;
  return { ...undone, locked, hintLocks: s.hintLocks.slice(0, -1) };
}

/** The board as it started: scrambled, nothing locked, not helped. Nothing once won. */
export function restartNetwalk(s: NetwalkSession): NetwalkSession {
  return s.won ? s : startNetwalk(s.board);
}

/**
 * A hint: the solver's next deduction the tiles do not show yet, turned the short way round
 * (locked or not), and the tile locked as settled; marks the game helped. Nothing when won.
 */
export function hintNetwalk(s: NetwalkSession): NetwalkSession {
  if (s.won) return s;
  const h = hint(s.play);
  if (h === null) return s;
  const turns = h.quarterTurns === 3 ? -1 : h.quarterTurns;
  const locked = s.locked.slice();
  locked[h.cell] = 1;
  const mark: HintLock = { move: s.play.moves.length, cell: h.cell, wasLocked: !!s.locked[h.cell] };
  return {
    ...withPlay(s, rotate(s.play, h.cell, turns), h.cell),
    locked,
    helped: true,
    hintLocks: [...s.hintLocks, mark],
  };
}

/** Counts for the HUD: tiles joined to the server, of all. */
export function litCount(s: NetwalkSession): { readonly lit: number; readonly tiles: number } {
  const lit = connected(s.play).reduce((a, b) => a + b, 0);
  return { lit, tiles: s.locked.length };
}
