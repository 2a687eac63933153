// The Netwalk game: the board, a HUD line (quarter-turns against par, the level's stars, tiles
// lit) and the buttons. Click or tap turns a tile clockwise, right click or Shift+click
// anticlockwise (on a touch screen: tap with the ⟲ button pressed), middle click (or a tap in
// Lock mode) locks it; arrow keys move a tile cursor, Space or Enter turns it (Shift the other
// way), L locks; U, Backspace or Ctrl+Z undoes, R restarts, H hints (a hint turns a tile, so the
// win counts as helped). Once won, Undo, Restart, Hint and the modes are disabled.
// Test hooks: the SVG is `data-testid="netwalk-board"`, each tile a group with `data-cell` (and
// `data-lit`, 1 when joined to the server), the HUD `data-testid="netwalk-hud"`; buttons Undo,
// Restart, Hint, Lock and Anticlockwise (⟲; those two aria-pressed, and with ⟲ pressed a click
// turns anticlockwise, a right click clockwise). To solve by pointer: test/games.test-util.ts
// `solvingClicks` gives, per tile, 1 or 2 left clicks or one right click (a click event on the
// tile's element is enough: the board listens for click, contextmenu and auxclick).
import type { NetwalkPuzzle } from '@knossos/netwalk';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useFocusOnOpen, useReportWin } from '../flow/game-hooks.js';
import { stepCursor } from '../flow/keys.js';
import type { GameResult } from '../modes/results.js';
import { starText } from '../modes/stars-text.js';
import { NetwalkBoard } from './netwalk-board.js';
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
} from './netwalk-session.js';
import './netwalk.css';

/** What {@link NetwalkGame} plays and reports. */
export interface NetwalkGameProps {
  /** The board: a Netwalk puzzle as the family gives it (bounded, torus or classic). */
  readonly puzzle: NetwalkPuzzle;
  /** Called once, when the board is solved. */
  onWin(result: GameResult): void;
}

/** A Netwalk board to play, by pointer (mouse, pen, touch) or keyboard. */
export function NetwalkGame(props: NetwalkGameProps): ReactNode {
  const { puzzle } = props;
  // The board's grid, for the cursor (wrapping round on a torus, like the pipes).
  const topology = useMemo(() => boardTopology(puzzle), [puzzle]);
  const [session, setSession] = useState<NetwalkSession>(() => startNetwalk(puzzle));
  const [cursor, setCursor] = useState(puzzle.server);
  const [showCursor, setShowCursor] = useState(false);
  const [lockMode, setLockMode] = useState(false);
  const [backMode, setBackMode] = useState(false);
  // The game takes the keyboard as it opens.
  const frame = useFocusOnOpen();
  useEffect(() => {
    setSession(startNetwalk(puzzle));
    setCursor(puzzle.server);
  }, [puzzle]);
  const par = netwalkPar(puzzle);
  const moves = netwalkMoves(session.play);
  useReportWin(
    puzzle,
    session.won && session.board === puzzle,
    () => ({ moves, par, helped: session.helped }),
    props.onWin,
  );
  const update = (f: (s: NetwalkSession) => NetwalkSession) => setSession(f);
  const { lit, tiles } = litCount(session);
  const onKey = (e: React.KeyboardEvent) => {
    const key = e.key.toLowerCase();
    if (key === 'u' || key === 'backspace' || (key === 'z' && (e.ctrlKey || e.metaKey)))
      update(undoNetwalk);
    else if (key === 'r' && !e.ctrlKey && !e.metaKey) update(restartNetwalk);
    else if (key === 'h') update(hintNetwalk);
    else if (key === 'l') {
      setShowCursor(true);
      update((s) => toggleLock(s, cursor));
    } else if (key === ' ' || key === 'enter') {
      setShowCursor(true);
      update((s) => turnTile(s, cursor, !e.shiftKey));
    } else if (key.startsWith('arrow')) {
      setShowCursor(true);
      setCursor((c) => stepCursor(topology, c, key.slice(5)));
    } else return;
    e.preventDefault();
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the game takes its keys while focused
    <div className="netwalk-game" tabIndex={-1} onKeyDown={onKey}>
      <p className="netwalk-hud" data-testid="netwalk-hud" aria-live="polite">
        <span>
          Moves {moves} / par {par}
        </span>
        <span className="netwalk-stars" title={`${puzzle.verdict.stars} stars`}>
          {starText(puzzle.verdict.stars)}
        </span>
        <span>
          Connected {lit}/{tiles}
        </span>
        {session.helped && <span className="netwalk-helped">helped</span>}
        {session.won && <span className="netwalk-won">Solved!</span>}
      </p>
      <div
        className="netwalk-frame"
        ref={frame}
        onPointerDown={() => frame.current?.focus({ preventScroll: true })}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the tile cursor takes the keyboard
        tabIndex={0}
        role="application"
        aria-label="Netwalk board: click turns a tile clockwise, right click anticlockwise, middle click locks; arrow keys move the cursor, Space turns, L locks"
      >
        <NetwalkBoard
          play={session.play}
          locked={session.locked}
          cursor={showCursor ? cursor : -1}
          hintCell={session.hintCell}
          onTile={(cell, turn) => {
            setShowCursor(false);
            setCursor(cell);
            if (turn === 0 || lockMode) update((s) => toggleLock(s, cell));
            else update((s) => turnTile(s, cell, (turn === 1) !== backMode));
          }}
        />
      </div>
      <div className="netwalk-buttons">
        <button type="button" onClick={() => update(undoNetwalk)} disabled={session.won}>
          Undo
        </button>
        <button type="button" onClick={() => update(restartNetwalk)} disabled={session.won}>
          Restart
        </button>
        <button type="button" onClick={() => update(hintNetwalk)} disabled={session.won}>
          Hint
        </button>
        <button
          type="button"
          aria-pressed={lockMode}
          className={lockMode ? 'netwalk-mode-on' : undefined}
          onClick={() => setLockMode((on) => !on)}
          disabled={session.won}
        >
          Lock
        </button>
        <button
          type="button"
          aria-pressed={backMode}
          aria-label="Anticlockwise"
          title="Anticlockwise: a click or tap turns a tile the other way"
          className={backMode ? 'netwalk-mode-on' : undefined}
          onClick={() => setBackMode((on) => !on)}
          disabled={session.won}
        >
          ⟲
        </button>
      </div>
    </div>
  );
}
