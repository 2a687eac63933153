// The Flow game's session: strokes through drawPath, moves by Knossos's rule (a stroke counts when
// its colour changes), undo, restart and hints (shown, not help).
import {
  colorCount,
  type FlowLevel,
  type FlowPuzzle,
  flowFamily,
  isSolved,
  newGame,
  parseFlowText,
  topologyOf,
} from '@knossos/flow';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  beginStroke,
  endStroke,
  extendStroke,
  type FlowSession,
  flowPar,
  flowProgress,
  hintFlow,
  restartFlow,
  startFlow,
  undoFlow,
} from '../src/flow/flow-session.js';
import { stepCursor } from '../src/flow/keys.js';
import { solutionLines } from './games.test-util.js';

/** Presses the first cell, drags through the rest, lets go. */
function stroke(s: FlowSession, cells: readonly number[]): FlowSession {
  let next = beginStroke(s, cells[0]!);
  for (const c of cells.slice(1)) next = extendStroke(next, c);
  return endStroke(next);
}

let square: FlowPuzzle;
let hex: FlowPuzzle;
beforeAll(async () => {
  square = await flowFamily.generate({ width: 6, height: 6, seed: 'play-flow-1' });
  hex = await flowFamily.generate({ width: 6, height: 6, grid: 'hex', seed: 'play-flow-hex' });
});

describe('Flow session', () => {
  it('solving through strokes wins in one move per colour, par', () => {
    for (const level of [square, hex]) {
      let s = startFlow(level);
      for (const line of solutionLines(level)) {
        expect(s.won).toBe(false);
        s = stroke(s, line);
      }
      expect(s.won).toBe(true);
      expect(isSolved(level, s.play)).toBe(true);
      expect(s.moves).toBe(flowPar(level));
      expect(flowPar(level)).toBe(colorCount(level));
      expect(s.hinted).toBe(false);
      const p = flowProgress(level, s.play);
      expect(p.joined).toBe(p.colors);
      expect(p.filledPercent).toBe(100);
    }
  });

  it('counts a move only when the colour differs from the last stroke', () => {
    const [a, b] = solutionLines(square);
    let s = stroke(startFlow(square), a!.slice(0, 2));
    expect(s.moves).toBe(1);
    s = stroke(s, [a![1]!, ...a!.slice(2)]); // going on with the same colour
    expect(s.moves).toBe(1);
    s = stroke(s, b!);
    expect(s.moves).toBe(2);
    s = stroke(s, a!.slice(0, 2)); // back to the first colour
    expect(s.moves).toBe(3);
    // A press on the end of a's short line, let go there, changes nothing: no move.
    expect(a!.length).toBeGreaterThan(2);
    const before = s;
    s = stroke(s, [a![1]!]);
    expect(s.play).toEqual(before.play);
    expect(s.moves).toBe(3);
    expect(s.history.length).toBe(before.history.length);
    // Pressing a complete line's dot starts it afresh: a change, and a move.
    s = stroke(s, [b!.at(-1)!]);
    expect(s.moves).toBe(4);
    expect(s.play.lines[1]).toEqual([b!.at(-1)]);
  });

  it('undo puts back the play and the counts exactly', () => {
    const lines = solutionLines(square);
    let s = startFlow(square);
    const seen: FlowSession[] = [];
    for (const line of lines) {
      seen.push(s);
      s = stroke(s, line.slice(0, Math.max(2, line.length - 1)));
    }
    for (const earlier of seen.reverse()) {
      s = undoFlow(s);
      expect(s.play).toEqual(earlier.play);
      expect(s.moves).toBe(earlier.moves);
      expect(s.lastColor).toBe(earlier.lastColor);
    }
    expect(undoFlow(s)).toBe(s);
  });

  it('crossing another colour cuts its line, and backing off gives it back', () => {
    const t = topologyOf(square);
    const lines = solutionLines(square);
    // A cell of one line beside a cell inside another (not one of its dots).
    const pairs = lines.flatMap((lineA, a) =>
      lines.flatMap((lineB, b) =>
        a === b
          ? []
          : lineA.flatMap((from) =>
              lineB
                .slice(1, -1)
                .flatMap((onto) => (t.slotTo(from, onto) >= 0 ? [{ a, b, from, onto }] : [])),
            ),
      ),
    );
    expect(pairs.length).toBeGreaterThan(0);
    const { a, b, from, onto } = pairs[0]!;
    const s = stroke(stroke(startFlow(square), lines[a]!), lines[b]!);
    let drag = beginStroke(s, from);
    drag = extendStroke(drag, onto);
    expect(drag.play.lines[b]!.includes(onto)).toBe(false);
    expect(drag.play.lines[a]!.at(-1)).toBe(onto);
    drag = extendStroke(drag, from);
    expect(drag.play.lines[b]).toEqual(s.play.lines[b]);
  });

  it('a hint shows a colour with its solution line, draws nothing, marks the game hinted; restart clears', () => {
    const start = startFlow(square);
    let s = hintFlow(start);
    expect(s.hinted).toBe(true);
    expect(start.hinted).toBe(false);
    expect(s.hint?.color).toBe(0);
    expect(s.hint?.line).toEqual(solutionLines(square)[0]);
    // Only shown: the lines and the moves are as before.
    expect(s.play).toEqual(start.play);
    expect(s.moves).toBe(0);
    expect(s.history.length).toBe(0);
    s = stroke(s, s.hint!.line);
    expect(s.hint).toBe(null);
    expect(s.hinted).toBe(true);
    expect(hintFlow(s).hint?.color).toBe(1);
    const fresh = restartFlow(s);
    expect(fresh.hinted).toBe(false);
    expect(fresh.play).toEqual(newGame(square));
  });

  it('a game won after hints is still par and hinted; once won, restart, undo and hint do nothing', () => {
    let s = startFlow(square);
    for (const line of solutionLines(square)) {
      s = hintFlow(s);
      expect(s.hint?.line).toEqual(line);
      s = stroke(s, line);
    }
    expect(s.won).toBe(true);
    expect(s.hinted).toBe(true);
    expect(s.moves).toBe(flowPar(square));
    expect(restartFlow(s)).toBe(s);
    expect(undoFlow(s)).toBe(s);
    expect(hintFlow(s)).toBe(s);
    expect(beginStroke(s, square.dots[0]!)).toBe(s);
  });

  it('any strokes then as many undos give the fresh game back', () => {
    const n = square.width * square.height;
    const t = topologyOf(square);
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(n - 1), fc.array(fc.nat(3), { maxLength: 8 })), { maxLength: 12 }),
        (strokes) => {
          let s = startFlow(square);
          for (const [start, turns] of strokes) {
            let drag = beginStroke(s, start);
            let at = start;
            for (const turn of turns) {
              const next = t.neighbor(at, turn);
              if (next < 0) continue;
              drag = extendStroke(drag, next);
              at = next;
            }
            s = endStroke(drag);
          }
          expect(s.moves).toBeLessThanOrEqual(s.history.length);
          const strokesMade = s.history.length;
          for (let i = 0; i < strokesMade; i++) s = undoFlow(s);
          expect(s.play).toEqual(newGame(square));
          expect(s.moves).toBe(0);
          expect(s.history.length).toBe(0);
        },
      ),
    );
  });

  it('the keyboard cursor steps to neighbours and stops at the border', () => {
    const t = topologyOf(square);
    expect(stepCursor(t, 0, 'right')).toBe(1);
    expect(stepCursor(t, 0, 'up')).toBe(square.width);
    expect(stepCursor(t, 0, 'left')).toBe(0);
    expect(stepCursor(t, 0, 'down')).toBe(0);
    const h = topologyOf(hex);
    for (let c = 0; c < h.cellCount; c++) {
      for (const way of ['up', 'down', 'left', 'right']) {
        const next = stepCursor(h, c, way);
        expect(next === c || h.slotTo(c, next) >= 0).toBe(true);
      }
    }
  });

  it('wins with paths that run alongside themselves, as the Flow game accepts', () => {
    // Unique under the degree rule; this second solution (rows top first) is the loose rule's:
    // CCCCA / CCBAA / BBBAA / BBBBA / AAAAA.
    const level = parseFlowText(['...CA', '.CB..', '.....', '...B.', 'A....'].join('\n'));
    const c = (x: number, y: number) => y * 5 + x;
    const lines = [
      [c(4, 4), c(4, 3), c(3, 3), c(3, 2), c(4, 2), c(4, 1), c(4, 0), c(3, 0), c(2, 0), c(1, 0)],
      [c(2, 3), c(2, 2), c(1, 2), c(0, 2), c(0, 1), c(1, 1), c(2, 1), c(3, 1)],
      [c(3, 4), c(2, 4), c(1, 4), c(0, 4), c(0, 3), c(1, 3)],
    ];
    lines[0]!.push(c(0, 0));
    let s = startFlow(level);
    for (const line of lines) s = stroke(s, line);
    expect(s.won).toBe(true);
    expect(flowProgress(level, s.play).filledPercent).toBe(100);
  });

  it('plays a level with holes and a bridge: no entering a hole, straight over the bridge', () => {
    // 3 × 3, the corners holes, a bridge in the middle: A crosses it west to east, B south to
    // north. Cells: bottom row 0–2, middle 3–5, top 6–8.
    const level: FlowLevel = {
      grid: 'square',
      width: 3,
      height: 3,
      dots: [3, 5, 1, 7],
      solution: null,
      holes: [0, 2, 6, 8],
      bridges: [4],
    };
    let s = startFlow(level);
    // Into a hole: ignored, the stroke stays at the dot.
    s = endStroke(extendStroke(beginStroke(s, 3), 0));
    expect(s.play.lines[0]).toEqual([3]);
    // Onto the bridge: the line goes on over it to A's other dot.
    s = stroke(s, [3, 4]);
    expect(s.play.lines[0]).toEqual([3, 4, 5]);
    expect(s.won).toBe(false);
    // B crosses the same cell the other way, and A's line stays.
    s = stroke(s, [1, 4, 7]);
    expect(s.play.lines).toEqual([
      [3, 4, 5],
      [1, 4, 7],
    ]);
    expect(s.won).toBe(true);
    expect(flowProgress(level, s.play)).toMatchObject({ joined: 2, filledPercent: 100 });
  });
});
