import { createPassages } from '@knossos/carving';
import { createTopology } from '@knossos/topology';
import { describe, expect, it } from 'vitest';
import { HOME, isRace, newGame, plainBoard, tryStep } from './index.js';

/** A 1 × 5 corridor, both players racing from the west end (cells 0 and 1) to cell 4. */
function raceBoard(sharedGoal = true) {
  const passages = createPassages(createTopology({ kind: 'square', width: 5, height: 1 }));
  for (let c = 0; c < 4; c++) passages.open(c, 1);
  return sharedGoal
    ? plainBoard(passages.toJSON(), [0, 1], [4])
    : plainBoard(passages.toJSON(), [0, 1], [4, 3], { sharedGoal: false });
}

describe('race turns', () => {
  it('passes the turn after every step and refuses the player whose turn it is not', () => {
    const board = raceBoard();
    expect(isRace(board)).toBe(true);
    let play = newGame(board, { turns: true });
    expect(play.turn).toBe(0);
    const early = tryStep(board, play, 1, 2);
    expect(early.ok).toBe(false);
    if (!early.ok) {
      expect(early.reason).toBe('turn');
      expect(early.message).toBe("It is player 1's turn: in a race the players step in turn.");
    }
    const first = tryStep(board, play, 0, 1);
    expect(first.ok).toBe(true);
    if (first.ok) play = first.play;
    expect(play.turn).toBe(1);
    const again = tryStep(board, play, 0, 2);
    expect(again.ok ? 'ok' : again.reason).toBe('turn');
    // Player 1 walks to the goal in three turns; player 0 meanwhile steps on.
    for (const [p, cell] of [
      [1, 2],
      [0, 2],
      [1, 3],
      [0, 3],
      [1, 4],
    ] as const) {
      const r = tryStep(board, play, p, cell);
      expect(r.ok).toBe(true);
      if (r.ok) play = r.play;
    }
    expect(play.positions[1]).toBe(HOME);
    // Player 1 is home, so the turn skips it: player 0 moves twice running.
    expect(play.turn).toBe(0);
    const last = tryStep(board, play, 0, 4);
    expect(last.ok && last.play.turn).toBe(-1);
  });

  it('lets any player move with a goal each, or without turns', () => {
    const own = raceBoard(false);
    expect(isRace(own)).toBe(false);
    const play = newGame(own, { turns: true });
    expect(play.turn).toBeUndefined();
    expect(tryStep(own, play, 1, 2).ok).toBe(true);
    expect(tryStep(raceBoard(), newGame(raceBoard()), 1, 2).ok).toBe(true);
  });
});
