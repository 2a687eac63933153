import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  drawPath,
  erasePath,
  generateFlow,
  hint,
  isSolved,
  newGame,
  parseFlowText,
} from './index.js';

describe('play', () => {
  it('following hints solves any generated level, and only the finished drawing counts as solved', () => {
    fc.assert(
      fc.property(fc.integer({ min: 5, max: 8 }), fc.nat(), (size, seed) => {
        const level = generateFlow({ width: size, height: size, seed });
        let play = newGame(level);
        expect(isSolved(level, play)).toBe(false);
        for (let step = 0; step <= level.dots.length / 2; step++) {
          const next = hint(level, play);
          if (next === null) break;
          play = drawPath(level, play, next.color, next.line);
        }
        expect(hint(level, play)).toBeNull();
        expect(isSolved(level, play)).toBe(true);
        expect(isSolved(level, erasePath(play, 0))).toBe(false);
      }),
      { numRuns: 20 },
    );
  });

  it('cuts a crossed line, stops at another dot, and rejects a jump', () => {
    // Row 1 (top): A . A ; row 0 (bottom): B . B. Cells: bottom row 0–2, top row 3–5.
    const level = parseFlowText('A.A\nB.B\n');
    let play = newGame(level);
    play = drawPath(level, play, 1, [0, 1, 2]); // B straight along the bottom
    expect(play.lines[1]).toEqual([0, 1, 2]);
    play = drawPath(level, play, 0, [3, 4, 1]); // A dips into B's line at 1: B is cut there
    expect(play.lines[1]).toEqual([0]);
    expect(play.lines[0]).toEqual([3, 4, 1]);
    expect(drawPath(level, newGame(level), 0, [3, 0]).lines[0]).toEqual([3]); // B's dot stops A
    expect(() => drawPath(level, play, 0, [3, 5])).toThrow(/does not touch/);
    expect(() => drawPath(level, play, 1, [4])).toThrow(/starts at its dot or its line/);
  });

  it('erases a whole line, or the segment from a cell to its end', () => {
    const level = parseFlowText('A.A\nB.B\n');
    const play = drawPath(level, newGame(level), 1, [0, 1, 2]);
    expect(erasePath(play, 1, 1).lines[1]).toEqual([0]);
    expect(erasePath(play, 1, 2).lines[1]).toEqual([0, 1]);
    expect(erasePath(play, 1, 5).lines[1]).toEqual([0, 1, 2]); // not on the line: nothing
    expect(erasePath(play, 1).lines[1]).toEqual([]);
    expect(play.lines[1]).toEqual([0, 1, 2]); // the play given is not changed
  });

  it('is not solved while a line stops short of its other dot (regression)', () => {
    // Found in review: the drawing was judged by cell colours, so dots that sit side by side,
    // or a line one cell short, counted as solved.
    const level = parseFlowText('A.A\nB.B\n');
    let play = drawPath(level, newGame(level), 0, [3, 4, 5]);
    play = drawPath(level, play, 1, [0, 1]);
    expect(isSolved(level, play)).toBe(false);
    expect(isSolved(level, drawPath(level, play, 1, [1, 2]))).toBe(true);
    expect(isSolved(parseFlowText('AA\nBB\n'), newGame(parseFlowText('AA\nBB\n')))).toBe(false);
  });
});
