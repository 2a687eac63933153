// Playing a Netwalk board: turn tiles by click or keyboard until every tile joins the server.
import {
  connected,
  isSolved,
  type NetwalkBoard,
  type NetwalkPlay,
  type NetwalkPuzzle,
  newGame,
  rotate,
  toSketch,
} from '@knossos/netwalk';
import { createTopology } from '@knossos/topology';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { Board } from '../board/board.js';
import { ARROW_STEPS, stepCursor } from './keys.js';
import type { PlayKit } from './kit.js';

/** The grid of a Netwalk board: a torus wraps round, the other modes are bounded squares. */
const netwalkTopology = (board: NetwalkBoard) =>
  createTopology({
    kind: board.mode === 'torus' ? 'torus' : 'square',
    width: board.width,
    height: board.height,
  });

/** A Netwalk board to play, the lit tiles counted as they connect. */
export function NetwalkPlayView(props: { puzzle: NetwalkPuzzle }): ReactNode {
  const board = props.puzzle;
  const topology = useMemo(() => netwalkTopology(board), [board]);
  const [play, setPlay] = useState<NetwalkPlay>(() => newGame(board));
  const [cursor, setCursor] = useState(board.server);
  const lit = useMemo(() => connected(play).reduce((a, b) => a + b, 0), [play]);
  const won = useMemo(() => isSolved(play), [play]);
  const sketch = useMemo(
    () => toSketch(board, play, { solution: false, legend: true }),
    [board, play],
  );
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
        sketch={sketch}
        topology={topology}
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

/** Netwalk: turn the tiles until every one is joined to the server, with no loose ends. */
export const netwalkKit: PlayKit<NetwalkPuzzle> = {
  topologyOf: netwalkTopology,
  Play: NetwalkPlayView,
};
