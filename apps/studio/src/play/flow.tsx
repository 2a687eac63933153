// Playing a Flow level: drag from a dot to its twin, or draw with the keyboard's cell cursor.
import {
  drawPath,
  type FlowLevel,
  type FlowPlay,
  type FlowPuzzle,
  isSolved,
  newGame,
  toSketch,
} from '@knossos/flow';
import { createTopology } from '@knossos/topology';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { Board } from '../board/board.js';
import { ARROW_STEPS, stepCursor } from './keys.js';
import type { PlayKit } from './kit.js';

/** The grid of a Flow level. */
const flowTopology = (level: FlowLevel) =>
  createTopology({ kind: level.grid, width: level.width, height: level.height });

/** A line being drawn: its colour and the cells it has gone through. */
interface Line {
  readonly color: number;
  readonly cells: number[];
}

/** A Flow level to play, by pointer or keyboard. */
export function FlowPlayView(props: { puzzle: FlowPuzzle }): ReactNode {
  const level = props.puzzle;
  const topology = useMemo(() => flowTopology(level), [level]);
  const [play, setPlay] = useState<FlowPlay>(() => newGame(level));
  const playRef = useRef(play);
  playRef.current = play;
  const drag = useRef<Line | null>(null);
  const keyLine = useRef<Line | null>(null);
  const [cursor, setCursor] = useState(level.dots[0] ?? 0);
  const [drawing, setDrawing] = useState(false);
  const won = isSolved(level, play);
  const sketch = useMemo(
    () => toSketch(level, play, { solution: false, legend: true }),
    [level, play],
  );
  const colorAt = (cell: number): number => {
    const dot = level.dots.indexOf(cell);
    if (dot >= 0) return dot >> 1;
    return play.lines.findIndex((line) => line.includes(cell));
  };
  /** Draws a line one cell further; false when that is not a legal step from its end. */
  const extend = (line: Line, cell: number): boolean => {
    try {
      const next = drawPath(level, playRef.current, line.color, [...line.cells, cell]);
      line.cells.push(cell);
      playRef.current = next;
      setPlay(next);
      return true;
    } catch {
      return false;
    }
  };
  const x = cursor % level.width;
  const y = Math.floor(cursor / level.width);
  return (
    <div className="play">
      <p className="status" aria-live="polite" data-testid="flow-status">
        {won ? 'Solved: every pair joined and every cell filled.' : 'Drag from a dot to its twin.'}
      </p>
      <button type="button" onClick={() => setPlay(newGame(level))}>
        Restart
      </button>
      <div
        className="keys"
        role="application"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the cell cursor takes the keyboard
        tabIndex={0}
        aria-label={`Flow board: arrow keys move the cursor; Space starts or ends a line from a dot or a line; cell ${x}, ${y}${drawing ? ', drawing' : ''}`}
        onKeyDown={(e) => {
          const step = ARROW_STEPS[e.key];
          if (step) {
            e.preventDefault();
            const next = stepCursor(cursor, step, level.width, level.height);
            setCursor(next);
            const line = keyLine.current;
            if (line && !extend(line, next)) {
              keyLine.current = null;
              setDrawing(false);
            }
          } else if (e.key === ' ' || e.key === 'Enter') {
            e.preventDefault();
            if (keyLine.current) keyLine.current = null;
            else {
              const color = colorAt(cursor);
              keyLine.current = color >= 0 ? { color, cells: [cursor] } : null;
              if (keyLine.current) setPlay((p) => drawPath(level, p, color, [cursor]));
            }
            setDrawing(keyLine.current !== null);
          } else if (e.key === 'Escape') {
            keyLine.current = null;
            setDrawing(false);
          }
        }}
      >
        Keyboard: cell ({x}, {y}){drawing ? ', drawing' : ''}
      </div>
      <Board
        sketch={sketch}
        topology={topology}
        zoom={1}
        onCell={(cell, kind) => {
          if (cell < 0) return;
          if (kind === 'down') {
            const color = colorAt(cell);
            drag.current = color >= 0 ? { color, cells: [cell] } : null;
          } else if (kind === 'move' && drag.current) {
            if (drag.current.cells.at(-1) === cell) return;
            // A fast drag can skip cells; a step that does not touch the last cell is ignored,
            // keeping the line as it is.
            extend(drag.current, cell);
          } else if (kind === 'up') drag.current = null;
        }}
      />
    </div>
  );
}

/** Flow: join each pair of dots with a path so that the paths fill the board. */
export const flowKit: PlayKit<FlowPuzzle> = { topologyOf: flowTopology, Play: FlowPlayView };
