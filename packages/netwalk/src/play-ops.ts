// The moves of a game beyond turning a tile, as Tatham's Net has them: locking a tile, jumbling
// the unlocked ones, moving the server. Each is a move undo takes back.
import { createRng } from '@knossos/random';
import { NetwalkError, shown } from './errors.js';
import { geometryOf } from './masks.js';
import { checkCell, checkPlay, type NetwalkPlay } from './play.js';

/**
 * Locks a tile (it no longer turns) or unlocks it: toggles by default, or sets `locked`. A
 * tile with no pipe is never locked. Locking is a move, so `undo` takes it back.
 *
 * @param play - the game.
 * @param cell - the cell, `0 … width · height − 1`.
 * @param locked - lock (`true`) or unlock (`false`); missing toggles.
 * @returns the new play; the same play when nothing changes.
 * @throws `NetwalkError` for a cell off the board.
 */
export function lock(play: NetwalkPlay, cell: number, locked?: boolean): NetwalkPlay {
  checkPlay(play);
  checkCell(play, cell);
  const now = play.locked[cell] === 1;
  const next = locked ?? !now;
  if (next === now || play.board.solution[cell] === 0) return play;
  const flags = play.locked.slice();
  flags[cell] = next ? 1 : 0;
  return { ...play, locked: flags, moves: [...play.moves, { kind: 'lock', cell, locked: next }] };
}

/**
 * Scrambles every unlocked tile with a pipe again: each gets a clockwise offset (0–3, or 0–5 on
 * a hex board) drawn from
 * the seed (xoroshiro128+ via `@knossos/random`, so a seed gives the same jumble everywhere).
 * Locked tiles keep theirs. One move, which `undo` takes back whole.
 *
 * @param play - the game.
 * @param seed - the jumble's seed; default the board's seed (or `'netwalk'`) with `/jumble/`
 *   and the number of moves made, so each jumble of a game differs.
 * @returns the new play; the same play when nothing is unlocked or nothing moved.
 * @throws `NetwalkError` for a seed that is neither a string nor a finite number.
 */
export function jumble(play: NetwalkPlay, seed?: string | number): NetwalkPlay {
  checkPlay(play);
  if (seed !== undefined && typeof seed !== 'string' && !Number.isFinite(seed)) {
    throw new NetwalkError('seed', `seed must be a string or a finite number (got ${shown(seed)})`);
  }
  const rng = createRng(seed ?? `${play.board.seed ?? 'netwalk'}/jumble/${play.moves.length}`);
  const before = play.offsets;
  const after = before.slice();
  const { solution } = play.board;
  const { k } = geometryOf(play.board.grid);
  let changed = false;
  for (let c = 0; c < after.length; c++) {
    if (play.locked[c] || solution[c] === 0) continue;
    after[c] = rng.below(k);
    changed ||= after[c] !== before[c];
  }
  if (!changed) return play;
  return {
    ...play,
    offsets: after,
    moves: [...play.moves, { kind: 'jumble', before: before.slice(), after: after.slice() }],
  };
}

/**
 * Moves the server to another tile, as Tatham's Net lets a player do: the lit tiles are then
 * those joined to it. A win does not depend on where the server is (a win joins every tile
 * with a pipe), so this is allowed in every mode; only a tile with a pipe can hold it. A move
 * `undo` takes back.
 *
 * @param play - the game.
 * @param cell - the new server's cell.
 * @returns the new play; the same play when the server is already there or the cell is empty.
 * @throws `NetwalkError` for a cell off the board.
 */
export function moveServer(play: NetwalkPlay, cell: number): NetwalkPlay {
  checkPlay(play);
  checkCell(play, cell);
  if (cell === play.server || play.board.solution[cell] === 0) return play;
  return {
    ...play,
    server: cell,
    moves: [...play.moves, { kind: 'server', before: play.server, after: cell }],
  };
}
