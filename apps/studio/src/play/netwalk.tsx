// Playing a Netwalk board: turn tiles by click or keyboard until every tile joins the server,
// with the moves of Tatham's Net — turns both ways and half round, locks, jumble, a movable
// server, undo and hints — all through @knossos/netwalk's play API.
import {
  connected,
  hint,
  isSolved,
  jumble,
  lock,
  moveServer,
  type NetwalkBoard,
  type NetwalkPlay,
  type NetwalkPuzzle,
  newGame,
  rotate,
  toSketch,
  undo,
} from '@knossos/netwalk';
import { createTopology } from '@knossos/topology';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { Board, type PointerKeys } from '../board/board.js';
import { ARROW_STEPS, stepCursor } from './keys.js';
import type { PlayKit } from './kit.js';

/** The grid of a Netwalk board: hexagons, a torus that wraps round, or bounded squares. */
const netwalkTopology = (board: NetwalkBoard) =>
  createTopology({
    kind: board.grid === 'hex' ? 'hex' : board.mode === 'torus' ? 'torus' : 'square',
    width: board.width,
    height: board.height,
  });

/** A hint played: the tile unlocked first when it was locked the wrong way, then turned the short way. */
function playHint(play: NetwalkPlay): NetwalkPlay {
  const h = hint(play);
  if (h === null) return play;
  const k = play.board.grid === 'hex' ? 6 : 4;
  const steps = h.quarterTurns > k / 2 ? h.quarterTurns - k : h.quarterTurns;
  return rotate(h.locked ? lock(play, h.cell, false) : play, h.cell, steps);
}

/**
 * Turns made so far, each the short way round (a half turn of a square tile counts 2); locks,
 * jumbles and server moves count none.
 */
function turnsMade(play: NetwalkPlay): number {
  const k = play.board.grid === 'hex' ? 6 : 4;
  let turns = 0;
  for (const m of play.moves) {
    if (m.kind !== 'turn') continue;
    const d = (((m.after - m.before) % k) + k) % k;
    turns += Math.min(d, k - d);
  }
  return turns;
}

/**
 * The move a click asks for: a left click turns clockwise, a right click anticlockwise;
 * with Shift it turns half round; Ctrl (or ⌘) locks or unlocks; Alt moves the server there.
 */
function clickMove(play: NetwalkPlay, cell: number, keys: PointerKeys): NetwalkPlay {
  if (keys.ctrlKey || keys.metaKey) return lock(play, cell);
  if (keys.altKey) return moveServer(play, cell);
  if (keys.shiftKey) return rotate(play, cell, 2);
  return rotate(play, cell, keys.button === 2 ? -1 : 1);
}

/** The move a key asks for at the cursor, or `null` for a key that is not a move. */
function keyMove(play: NetwalkPlay, cursor: number, key: string): NetwalkPlay | null {
  switch (key.toLowerCase()) {
    case ' ':
    case 'enter':
    case 'd':
      return rotate(play, cursor, 1);
    case 'a':
      return rotate(play, cursor, -1);
    case 'f':
      return rotate(play, cursor, 2);
    case 's':
    case 'l':
      return lock(play, cursor);
    case 'c':
      return moveServer(play, cursor);
    case 'j':
      return jumble(play);
    case 'u':
      return undo(play);
    case 'h':
      return playHint(play);
    default:
      return null;
  }
}

/** A Netwalk board to play, the lit tiles counted as they connect. */
export function NetwalkPlayView(props: { puzzle: NetwalkPuzzle }): ReactNode {
  const board = props.puzzle;
  const topology = useMemo(() => netwalkTopology(board), [board]);
  const [play, setPlay] = useState<NetwalkPlay>(() => newGame(board));
  const [cursor, setCursor] = useState(board.server);
  const [hinted, setHinted] = useState(-1);
  const lit = useMemo(() => connected(play).reduce((a, b) => a + b, 0), [play]);
  const won = useMemo(() => isSolved(play), [play]);
  const locks = useMemo(() => play.locked.reduce((a, b) => a + b, 0), [play]);
  const sketch = useMemo(
    () => toSketch(board, play, { solution: false, legend: true }),
    [board, play],
  );
  useEffect(() => {
    setPlay(newGame(board));
    setHinted(-1);
  }, [board]);
  const act = (next: (p: NetwalkPlay) => NetwalkPlay) => {
    if (won) return;
    setHinted(-1);
    setPlay(next);
  };
  const giveHint = () => {
    if (won) return;
    const h = hint(play);
    if (h === null) return;
    setHinted(h.cell);
    setPlay(playHint);
  };
  const x = cursor % board.width;
  const y = Math.floor(cursor / board.width);
  const tiles = board.solution.reduce((a, m) => a + (m === 0 ? 0 : 1), 0);
  return (
    <div className="play">
      <p className="status" aria-live="polite" data-testid="netwalk-status">
        {won
          ? `Solved in ${turnsMade(play)} turns.`
          : `${lit} of ${tiles} tiles connected · ${turnsMade(play)} turns · ${locks} locked`}
        {hinted >= 0 &&
          ` · hint: tile (${hinted % board.width}, ${Math.floor(hinted / board.width)})`}
      </p>
      <div className="buttons">
        <button
          type="button"
          onClick={() => {
            setHinted(-1);
            setPlay(newGame(board));
          }}
        >
          Restart
        </button>
        <button type="button" onClick={() => act(undo)} disabled={won || play.moves.length === 0}>
          Undo
        </button>
        <button type="button" onClick={giveHint} disabled={won}>
          Hint
        </button>
        <button type="button" onClick={() => act((p) => jumble(p))} disabled={won}>
          Jumble
        </button>
      </div>
      <Board
        sketch={sketch}
        topology={topology}
        zoom={1}
        onCell={(cell, kind, keys) => {
          if (kind === 'down' && cell >= 0) act((p) => clickMove(p, cell, keys));
        }}
      />
      <p>
        Click a tile to turn it a step clockwise (a quarter turn, or a sixth on a hex board),
        right-click anticlockwise, Shift-click half round. Ctrl-click locks or unlocks it (a locked
        tile, shaded, does not turn; Jumble scrambles the others again), Alt-click moves the server
        there. On the keyboard: arrow keys choose a tile, Space or D turns it clockwise, A
        anticlockwise, F half round, S locks, C moves the server, J jumbles, U undoes, H gives a
        hint.
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
            return;
          }
          if (e.ctrlKey || e.metaKey || e.altKey) return;
          if (e.key.toLowerCase() === 'h') {
            e.preventDefault();
            giveHint();
            return;
          }
          if (keyMove(play, cursor, e.key) === null) return;
          e.preventDefault();
          act((p) => keyMove(p, cursor, e.key) ?? p);
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
