// The Flow game: the board, a HUD line (moves against par, the level's stars, pipes joined,
// cells filled) and the buttons. Drag from a dot (or a line's end) to draw; U, Backspace or
// Ctrl+Z undoes, R restarts, H shows a hint; arrow keys move a cell cursor and Space starts or
// ends a line. Once won, Undo, Restart and Hint are disabled (the win panel takes over).
// Test hooks: the SVG is `data-testid="flow-board"`, each cell a polygon with `data-cell` (and
// `data-color`, −1 when empty), the HUD `data-testid="flow-hud"`; buttons Undo, Restart, Hint.
// To solve by pointer: per colour, pointerdown on its first dot's cell centre, pointermove
// through each next cell centre of its solution line, pointerup (test/games.test-util.ts
// `solutionLines` gives the lines); synthetic PointerEvents with clientX/clientY work too.
import { type FlowPuzzle, topologyOf } from '@knossos/flow';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import type { GameResult } from '../modes/results.js';
import { starText } from '../modes/stars-text.js';
import { FlowBoard } from './flow-board.js';
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
} from './flow-session.js';
import { useFocusOnOpen, useReportWin } from './game-hooks.js';
import { stepCursor } from './keys.js';
import './flow.css';

/**
 * A Flow win: moves (strokes that counted), par (one per colour), `helped` always false (the game
 * never draws a line itself, so the win is recorded), and `hinted`: whether the player asked
 * for a hint (a line shown) in this game.
 */
export interface FlowResult extends GameResult {
  /** Whether a hint was shown before the win (since the last restart); not help. */
  readonly hinted: boolean;
}

/** What {@link FlowGame} plays and reports. */
export interface FlowGameProps {
  /** The level: a Flow puzzle as the family gives it (square or hex). */
  readonly puzzle: FlowPuzzle;
  /** Called once, when the level is solved. */
  onWin(result: FlowResult): void;
}

/** A Flow level to play, by pointer (mouse, pen, touch) or keyboard. */
export function FlowGame(props: FlowGameProps): ReactNode {
  const { puzzle } = props;
  const topology = useMemo(() => topologyOf(puzzle), [puzzle]);
  const [session, setSession] = useState<FlowSession>(() => startFlow(puzzle));
  const [cursor, setCursor] = useState(puzzle.dots[0] ?? 0);
  const [showCursor, setShowCursor] = useState(false);
  // The game takes the keyboard as it opens.
  const frame = useFocusOnOpen();
  useEffect(() => {
    setSession(startFlow(puzzle));
    setCursor(puzzle.dots[0] ?? 0);
  }, [puzzle]);
  const par = flowPar(puzzle);
  useReportWin(
    puzzle,
    session.won && session.level === puzzle,
    () => ({ moves: session.moves, par, helped: false, hinted: session.hinted }),
    props.onWin,
  );
  const update = useCallback((f: (s: FlowSession) => FlowSession) => setSession(f), []);
  const progress = flowProgress(puzzle, session.play);
  const onKey = (e: React.KeyboardEvent) => {
    const key = e.key.toLowerCase();
    if (key === 'u' || key === 'backspace' || (key === 'z' && (e.ctrlKey || e.metaKey)))
      update(undoFlow);
    else if (key === 'r' && !e.ctrlKey && !e.metaKey) update(restartFlow);
    else if (key === 'h') update(hintFlow);
    else if (key === 'escape') update(endStroke);
    else if (key === ' ' || key === 'enter') {
      setShowCursor(true);
      update((s) => (s.stroke ? endStroke(s) : beginStroke(s, cursor)));
    } else if (key.startsWith('arrow')) {
      setShowCursor(true);
      const next = stepCursor(topology, cursor, key.slice(5));
      setCursor(next);
      update((s) => extendStroke(s, next));
    } else return;
    e.preventDefault();
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the game takes its keys while focused
    <div className="flow-game" tabIndex={-1} onKeyDown={onKey}>
      <p className="flow-hud" data-testid="flow-hud" aria-live="polite">
        <span>
          Moves {session.moves} / par {par}
        </span>
        <span className="flow-stars" title={`${puzzle.verdict.stars} stars`}>
          {starText(puzzle.verdict.stars)}
        </span>
        <span>
          Pipes joined {progress.joined}/{progress.colors}
        </span>
        <span>Filled {progress.filledPercent}%</span>
        {session.hinted && <span className="flow-hinted">hint used</span>}
        {session.won && <span className="flow-won">Solved!</span>}
      </p>
      <div
        className="flow-frame"
        ref={frame}
        onPointerDown={() => frame.current?.focus({ preventScroll: true })}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the cell cursor takes the keyboard
        tabIndex={0}
        role="application"
        aria-label="Flow board: drag from a dot to its twin; arrow keys move the cursor, Space starts or ends a line"
        onBlur={() => update(endStroke)}
      >
        <FlowBoard
          level={puzzle}
          topology={topology}
          play={session.play}
          joined={progress.joinedColors}
          hint={session.hint}
          cursor={showCursor ? cursor : -1}
          onDown={(cell) => {
            setShowCursor(false);
            update((s) => beginStroke(s, cell));
          }}
          onMove={(cell) => update((s) => extendStroke(s, cell))}
          onUp={() => update(endStroke)}
        />
      </div>
      <div className="flow-buttons">
        <button type="button" onClick={() => update(undoFlow)} disabled={session.won}>
          Undo
        </button>
        <button type="button" onClick={() => update(restartFlow)} disabled={session.won}>
          Restart
        </button>
        <button type="button" onClick={() => update(hintFlow)} disabled={session.won}>
          Hint
        </button>
      </div>
    </div>
  );
}
