// Playing a Netwalk board: turn tiles by click or keyboard until every tile joins the server.
import { connected, isSolved, type NetwalkPlay, newGame, rotate } from '@knossos/netwalk';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { Board } from '../board/board.js';
import type { PuzzleOf } from '../puzzle.js';
import { ARROW_STEPS, stepCursor } from './keys.js';

/** A Netwalk board to play, the lit tiles counted as they connect. */
export function NetwalkPlayView(props: { puzzle: PuzzleOf<'netwalk'> }): ReactNode {
  const board = props.puzzle.data;
  const [play, setPlay] = useState<NetwalkPlay>(() => newGame(board));
  const [cursor, setCursor] = useState(board.server);
  const lit = useMemo(() => connected(play).reduce((a, b) => a + b, 0), [play]);
  const won = useMemo(() => isSolved(play), [play]);
  useEffect(() => setPlay(newGame(board)), [board]);
  const x = cursor % board.width;
  const y = Math.floor(cursor / board.width);
  return (
    <div className="play">
      <p className="status" aria-live="polite" data-testid="netwalk-status">
        {won
          ? `Solved in ${play.moves.length} turns.`
          : `${lit} of ${board.width * board.height} tiles connected · ${play.moves.length} turns`}
      </p>
      <button type="button" onClick={() => setPlay(newGame(board))}>
        Restart
      </button>
      <Board
        puzzle={props.puzzle}
        view={{ style: 'as-shown', netwalkPlay: play }}
        zoom={1}
        onCell={(cell, kind) => {
          if (kind === 'down' && cell >= 0 && !won) setPlay((p) => rotate(p, cell, 1));
        }}
      />
      <p>
        Click a tile to turn it a quarter clockwise, or use the keyboard here: arrow keys choose a
        tile, Space or Enter turns it.
      </p>
      <div
        className="keys"
        role="application"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the tile cursor takes the keyboard
        tabIndex={0}
        aria-label={`Netwalk board, tile ${x}, ${y} chosen`}
        onKeyDown={(e) => {
          const step = ARROW_STEPS[e.key];
          if (step) {
            e.preventDefault();
            setCursor(stepCursor(cursor, step, board.width, board.height));
          } else if ((e.key === ' ' || e.key === 'Enter') && !won) {
            e.preventDefault();
            setPlay((p) => rotate(p, cursor, 1));
          }
        }}
      >
        Keyboard: tile ({x}, {y})
      </div>
    </div>
  );
}
