import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  drawPath,
  erasePath,
  type FlowLevel,
  type FlowPlay,
  generateFlow,
  hint,
  isSolved,
  newGame,
  parseFlowText,
  solveFlow,
  topologyOf,
} from './index.js';

/**
 * A solution's colours (one per cell) as lines, each from its first dot: a depth-first search
 * for a path through all the colour's cells, which under the loose rule may touch itself.
 */
function linesOf(level: FlowLevel, colors: readonly number[]): FlowPlay {
  const t = topologyOf(level);
  const lines = Array.from({ length: level.dots.length / 2 }, (_, k) => {
    const size = colors.filter((c) => c === k).length;
    const path = [level.dots[2 * k]!];
    const walk = (): boolean => {
      const cell = path.at(-1)!;
      if (cell === level.dots[2 * k + 1]) return path.length === size;
      for (let s = 0; s < t.slotCount(cell); s++) {
        const next = t.neighbor(cell, s);
        if (next < 0 || colors[next] !== k || path.includes(next)) continue;
        path.push(next);
        if (walk()) return true;
        path.pop();
      }
      return false;
    };
    expect(walk(), `colour ${k} is one path`).toBe(true);
    return path;
  });
  return { lines };
}

describe('play', () => {
  it('following hints solves any generated level, and only the finished drawing counts as solved', () => {
    fc.assert(
      fc.property(fc.integer({ min: 5, max: 8 }), fc.nat(), (size, seed) => {
        // Not proven unique: hints follow the stored solution either way, and the proof was
        // most of the run's time.
        const level = generateFlow({ width: size, height: size, seed, unique: false });
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

  it('accepts a solution whose paths run alongside themselves, as the Flow game does', () => {
    // Unique under the degree rule; the loose rule also has this second solution, where every
    // path touches itself (row 4 at the top):
    //   CCCCA
    //   CCBAA
    //   BBBAA
    //   BBBBA
    //   AAAAA
    const level = parseFlowText(['...CA', '.CB..', '.....', '...B.', 'A....'].join('\n'));
    expect(solveFlow(level).count).toBe(1);
    const c = (x: number, y: number) => y * 5 + x;
    const loose: FlowPlay = {
      lines: [
        [c(4, 4), c(4, 3), c(3, 3), c(3, 2), c(4, 2), c(4, 1), c(4, 0), c(3, 0), c(2, 0)].concat([
          c(1, 0),
          c(0, 0),
        ]),
        [c(2, 3), c(2, 2), c(1, 2), c(0, 2), c(0, 1), c(1, 1), c(2, 1), c(3, 1)],
        [c(3, 4), c(2, 4), c(1, 4), c(0, 4), c(0, 3), c(1, 3)],
      ],
    };
    expect(isSolved(level, loose)).toBe(true);
    // Drawn through drawPath, line by line, it is the same play.
    let play = newGame(level);
    for (const [k, line] of loose.lines.entries()) play = drawPath(level, play, k, line);
    expect(play).toEqual(loose);
    // A line that jumps a cell, or two lines on one cell, is not a solution.
    const jump = {
      lines: [loose.lines[0]!.filter((cell) => cell !== c(4, 1)), ...loose.lines.slice(1)],
    };
    expect(isSolved(level, jump)).toBe(false);
    const twice = { lines: [loose.lines[0]!, [...loose.lines[1]!], [...loose.lines[2]!, c(1, 2)]] };
    expect(isSolved(level, twice)).toBe(false);
  });

  it('accepts every solution the loose-rule count finds (two code paths)', () => {
    // Small boards with dots placed at random have many solutions under the loose rule (and
    // under the degree rule, a few): each, drawn as lines, is solved.
    let seen = 0;
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 15 }), { minLength: 4, maxLength: 8 }),
        (cells) => {
          const dots = cells.slice(0, cells.length & ~1);
          const level: FlowLevel = { grid: 'square', width: 4, height: 4, dots, solution: null };
          for (const touching of [false, true]) {
            const { solutions } = solveFlow(level, { touching, limit: 12 });
            for (const colors of solutions) {
              expect(isSolved(level, linesOf(level, colors))).toBe(true);
            }
            seen += solutions.length;
          }
        },
      ),
      { seed: 27, numRuns: 300 },
    );
    expect(seen).toBeGreaterThan(100);
  });
});

describe('play on a level with holes and bridges', () => {
  // 3 × 3, the corners holes, a bridge in the middle (cells: bottom row 0–2, top row 6–8).
  const crossing = (dots: number[]): FlowLevel => ({
    grid: 'square',
    width: 3,
    height: 3,
    dots,
    solution: null,
    holes: [0, 2, 6, 8],
    bridges: [4],
  });
  // 5 × 5 with a bridge in the middle, cell 12.
  const bridged = (dots: number[]): FlowLevel => ({
    grid: 'square',
    width: 5,
    height: 5,
    dots,
    solution: null,
    bridges: [12],
  });

  it('goes straight over a bridge, never into a hole, and is solved when both ways are drawn', () => {
    const level = crossing([3, 5, 1, 7]);
    let play = drawPath(level, newGame(level), 0, [3, 4]);
    expect(play.lines[0]).toEqual([3, 4, 5]); // over the bridge to the other dot
    expect(isSolved(level, play)).toBe(false);
    play = drawPath(level, play, 1, [1, 4, 7]); // the other way over: A's line stays
    expect(play.lines).toEqual([
      [3, 4, 5],
      [1, 4, 7],
    ]);
    expect(isSolved(level, play)).toBe(true);
    expect(() => drawPath(level, play, 0, [3, 0])).toThrow(/does not touch/); // a hole
    // Both lines the same way over the bridge, or one way left empty: not solved.
    expect(isSolved(level, { lines: [[3, 4, 5], [1]] })).toBe(false);
    expect(
      isSolved(level, {
        lines: [
          [3, 4, 1],
          [5, 4, 7],
        ],
      }),
    ).toBe(false);
  });

  it('stops before a bridge whose far side is another colour’s dot', () => {
    const level = crossing([3, 1, 5, 7]);
    expect(drawPath(level, newGame(level), 0, [3, 4]).lines[0]).toEqual([3]);
  });

  it('cuts only a line the same way over a bridge, and may cross its own line there', () => {
    const level = bridged([2, 22, 10, 14]);
    let play = drawPath(level, newGame(level), 1, [10, 11, 12, 13, 14]);
    expect(play.lines[1]).toEqual([10, 11, 12, 13, 14]);
    play = drawPath(level, play, 0, [2, 7, 12]); // north over the bridge: B stays
    expect(play.lines[0]).toEqual([2, 7, 12, 17]);
    expect(play.lines[1]).toEqual([10, 11, 12, 13, 14]);
    // A turns east and south into B's line at 13: B is cut back, off the bridge.
    play = drawPath(level, play, 0, [17, 18, 13]);
    expect(play.lines[1]).toEqual([10, 11]);
    // Drawing back onto the bridge from the far side takes the line back to before it.
    expect(drawPath(level, play, 0, [17, 12]).lines[0]).toEqual([2, 7]);
    // A line over the bridge both ways: itself across itself.
    const loop = drawPath(level, newGame(level), 0, [2, 7, 12, 17, 18, 13, 12, 11, 10]);
    expect(loop.lines[0]).toEqual([2, 7, 12, 17, 18, 13, 12, 11]);
    const self = bridged([2, 10, 20, 24]);
    const over = drawPath(self, newGame(self), 0, [2, 7, 12, 17, 18, 13, 12, 11, 10]);
    expect(over.lines[0]).toEqual([2, 7, 12, 17, 18, 13, 12, 11, 10]);
    // A turn on the bridge is no step.
    expect(() => drawPath(self, newGame(self), 0, [2, 7, 12, 13])).toThrow(/does not touch/);
  });

  it('hints follow the shaped solution, over the bridge, and solve the level', () => {
    // Found by a search of dot placements: unique, with two colours over the bridge at 12 and
    // the top-right corner (24) a hole.
    const level: FlowLevel = {
      grid: 'square',
      width: 5,
      height: 5,
      dots: [9, 20, 8, 10, 13, 0, 4, 1],
      solution: null,
      bridges: [12],
      holes: [24],
    };
    const { count, complete, solution } = solveFlow(level, { limit: 2 });
    expect([count, complete]).toEqual([1, true]);
    expect(solution![12]).not.toBe(solution![25]); // east–west and north–south colours
    for (const known of [level, { ...level, solution }]) {
      let play = newGame(known);
      for (let step = 0; step < 4; step++) {
        const next = hint(known, play);
        expect(next).not.toBeNull();
        play = drawPath(known, play, next!.color, next!.line);
      }
      expect(hint(known, play)).toBeNull();
      expect(isSolved(known, play)).toBe(true);
      expect(play.lines.filter((line) => line.includes(12))).toHaveLength(2);
      expect(play.lines.some((line) => line.includes(24))).toBe(false);
    }
  });
});
