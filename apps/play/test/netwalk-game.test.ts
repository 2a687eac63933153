// The Netwalk game's session: turns both ways, locks, undo, hints (a hint turns a tile: help),
// the move count, and the keyboard cursor on the board's grid.
import { isSolved, type NetwalkPuzzle, netwalkFamily, shownMasks } from '@knossos/netwalk';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { stepCursor } from '../src/flow/keys.js';
import {
  boardTopology,
  hintNetwalk,
  litCount,
  type NetwalkSession,
  netwalkMoves,
  netwalkPar,
  restartNetwalk,
  startNetwalk,
  toggleLock,
  turnTile,
  undoNetwalk,
} from '../src/netwalk/netwalk-session.js';
import { solvingClicks } from './games.test-util.js';

function solve(s: NetwalkSession, puzzle: NetwalkPuzzle): NetwalkSession {
  for (const [cell, clicks] of solvingClicks(puzzle)) {
    for (let i = 0; i < Math.abs(clicks); i++) s = turnTile(s, cell, clicks > 0);
  }
  return s;
}

let bounded: NetwalkPuzzle;
let torus: NetwalkPuzzle;
beforeAll(async () => {
  bounded = await netwalkFamily.generate({ width: 5, height: 5, seed: 'play-net-1' });
  torus = await netwalkFamily.generate({ width: 5, height: 4, mode: 'torus', seed: 'play-net-t' });
});

describe('Netwalk session', () => {
  it('turning each tile the short way to its solved mask wins in par quarter-turns', () => {
    for (const puzzle of [bounded, torus]) {
      let s = startNetwalk(puzzle);
      expect(s.won).toBe(false);
      s = solve(s, puzzle);
      expect(s.won).toBe(true);
      expect(isSolved(s.play)).toBe(true);
      expect(netwalkMoves(s.play)).toBe(netwalkPar(puzzle));
      expect(netwalkPar(puzzle)).toBeGreaterThan(0);
      expect(litCount(s)).toEqual({
        lit: puzzle.width * puzzle.height,
        tiles: puzzle.width * puzzle.height,
      });
      // Once won, nothing turns, restarts, undoes, locks or hints.
      expect(turnTile(s, 0)).toBe(s);
      expect(restartNetwalk(s)).toBe(s);
      expect(undoNetwalk(s)).toBe(s);
      expect(toggleLock(s, 0)).toBe(s);
      expect(hintNetwalk(s)).toBe(s);
    }
  });

  it('a locked tile refuses turns until unlocked', () => {
    let s = toggleLock(startNetwalk(bounded), 3);
    expect(s.locked[3]).toBe(1);
    expect(turnTile(s, 3)).toBe(s);
    expect(turnTile(s, 3, false)).toBe(s);
    s = toggleLock(s, 3);
    expect(s.locked[3]).toBe(0);
    expect(turnTile(s, 3).play.offsets[3]).toBe((bounded.offsets[3]! + 1) & 3);
  });

  it('one anticlockwise turn shows what three clockwise turns show, and counts one move', () => {
    for (let cell = 0; cell < bounded.solution.length; cell++) {
      const s = startNetwalk(bounded);
      const back = turnTile(s, cell, false);
      const three = turnTile(turnTile(turnTile(s, cell), cell), cell);
      expect(back.play.offsets).toEqual(three.play.offsets);
      expect(netwalkMoves(back.play)).toBe(1);
      expect(netwalkMoves(three.play)).toBe(3);
    }
  });

  it('any turns then as many undos give the start back', () => {
    const n = bounded.solution.length;
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(n - 1), fc.boolean()), { maxLength: 30 }), (turns) => {
        const start = startNetwalk(bounded);
        let s = start;
        const seen: NetwalkSession[] = [];
        for (const [cell, clockwise] of turns) {
          const next = turnTile(s, cell, clockwise);
          if (next !== s) seen.push(s);
          s = next;
        }
        expect(netwalkMoves(s.play)).toBe(seen.length);
        for (const earlier of seen.reverse()) {
          s = undoNetwalk(s);
          expect(s.play.offsets).toEqual(earlier.play.offsets);
          expect(netwalkMoves(s.play)).toBe(netwalkMoves(earlier.play));
        }
        expect(s.play.offsets).toEqual(start.play.offsets);
        expect(undoNetwalk(s)).toBe(s);
      }),
    );
  });

  it('a hint turns a tile to its settled mask, locks it, marks the game helped', () => {
    const s = hintNetwalk(startNetwalk(bounded));
    expect(s.helped).toBe(true);
    const cell = s.hintCell;
    expect(cell).toBeGreaterThanOrEqual(0);
    expect(s.locked[cell]).toBe(1);
    expect(shownMasks(s.play)[cell]).toBe(bounded.solution[cell]);
    expect(netwalkMoves(s.play)).toBeGreaterThanOrEqual(1);
    // Hints again and again finish the board.
    // Undo takes the hint's turn back and unlocks the tile, so it turns again; still helped.
    const back = undoNetwalk(s);
    expect(back.play.offsets).toEqual(bounded.offsets);
    expect(back.locked[cell]).toBe(0);
    expect(back.hintLocks).toEqual([]);
    expect(back.helped).toBe(true);
    expect(turnTile(back, cell)).not.toBe(back);
    // A tile the player had locked stays locked when its hint is undone; the player's own lock
    // of another tile is left alone.
    const mine = toggleLock(
      toggleLock(startNetwalk(bounded), cell),
      (cell + 2) % bounded.solution.length,
    );
    const redo = undoNetwalk(hintNetwalk(mine));
    expect(redo.locked).toEqual(mine.locked);
    // The next turn clears the mark, not the help.
    const other = (cell + 1) % bounded.solution.length;
    const turned = turnTile(s, other);
    expect(turned.hintCell).toBe(-1);
    expect(turned.helped).toBe(true);
    // Hints again and again finish the board.
    let h = s;
    for (let i = 0; i < bounded.solution.length && !h.won; i++) h = hintNetwalk(h);
    expect(h.won).toBe(true);
    expect(h.helped).toBe(true);
    const fresh = restartNetwalk(undoNetwalk(s));
    expect(fresh.helped).toBe(false);
    expect(fresh.play.offsets).toEqual(bounded.offsets);
    expect(fresh.locked.every((v) => v === 0)).toBe(true);
  });

  it('the cursor steps one tile per arrow, stopping at a bounded edge and wrapping on a torus', () => {
    const ways = { right: [1, 0], left: [-1, 0], up: [0, 1], down: [0, -1] } as const;
    for (const puzzle of [bounded, torus]) {
      const { width, height } = puzzle;
      const t = boardTopology(puzzle);
      for (let cell = 0; cell < width * height; cell++) {
        const x = cell % width;
        const y = Math.floor(cell / width); // row 0 at the bottom, as the board numbers tiles
        for (const [way, [dx, dy]] of Object.entries(ways)) {
          let nx = x + dx;
          let ny = y + dy;
          if (puzzle.mode === 'torus') {
            nx = (nx + width) % width;
            ny = (ny + height) % height;
          } else if (nx < 0 || ny < 0 || nx >= width || ny >= height) {
            nx = x;
            ny = y;
          }
          expect(stepCursor(t, cell, way)).toBe(ny * width + nx);
        }
      }
    }
  });
});
