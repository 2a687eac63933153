// Playing a maze: step (or roll) with the keyboard, undo, restart, a hint, or the solver's finish.
import {
  describe,
  hint,
  isRace,
  isSolved,
  type MazeData,
  newGame,
  type Play,
  roll,
  rollToward,
  toSketch,
  tryStep,
} from '@knossos/maze';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { Board } from '../board/board.js';
import { KEY_ANGLES } from './keys.js';
import { mazeTopology } from './maze-kit.js';
import { solverFinish, stepTarget } from './maze-moves.js';

/** A maze to play, move by move, with its par to beat. */
export function MazePlay(props: { puzzle: MazeData }): ReactNode {
  const maze = props.puzzle;
  const { board } = maze;
  const topology = useMemo(() => mazeTopology(maze), [maze]);
  // In a race the players step in turn, so the game keeps whose turn it is.
  const [history, setHistory] = useState<Play[]>(() => [newGame(board, { turns: true })]);
  const [chosen, setPlayer] = useState(0);
  const [message, setMessage] = useState('');
  const play = history.at(-1)!;
  const race = isRace(board);
  // The player who moves: in a race whoever's turn it is, otherwise the one chosen.
  const player = race && play.turn !== undefined && play.turn >= 0 ? play.turn : chosen;
  const moves = history.length - 1;
  const won = isSolved(board, play);
  const sketch = useMemo(
    // Drawn as the moving player has it: its keys, doors and gates.
    () => toSketch(maze, { style: 'as-shown', legend: true, play, solution: false, focus: player }),
    [maze, play, player],
  );
  const undo = () => setHistory((h) => (h.length > 1 ? h.slice(0, -1) : h));
  const move = useCallback(
    (angle: number | 'up' | 'down') => {
      const push = (next: Play) => setHistory((h) => [...h, next]);
      if (won) return;
      if (board.movement === 'roll') {
        if (typeof angle !== 'number') return;
        // Roll in the direction closest to the key's (of two, the one that moves).
        const dir = rollToward(board, play, angle);
        if (dir < 0) return;
        const r = roll(board, play, dir);
        if (r.moved) push(r.after);
        setMessage(r.moved ? '' : 'Nothing moves that way.');
        return;
      }
      const cell = play.positions[player]!;
      if (cell < 0) return;
      const target = stepTarget(topology, board, play, player, angle);
      if (target < 0) {
        setMessage('There is no way that way.');
        return;
      }
      const r = tryStep(board, play, player, target);
      if (r.ok) {
        push(r.play);
        setMessage('');
      } else setMessage(r.message);
    },
    [board, play, player, topology, won],
  );

  return (
    <div
      className="play"
      role="application"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the board takes the keyboard while playing
      tabIndex={0}
      aria-label="Maze: use the arrow keys or WASD; Q, E, Z and C for the diagonal sides; Page Up and Page Down for stairs"
      onKeyDown={(e) => {
        // Keys typed into the controls above the board (the Player list) are theirs.
        if (e.target !== e.currentTarget) return;
        const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
        if (key in KEY_ANGLES) {
          e.preventDefault();
          move(KEY_ANGLES[key]!);
        } else if (key === 'PageUp' || key === 'PageDown') {
          e.preventDefault();
          move(key === 'PageUp' ? 'up' : 'down');
        } else if (key === 'u') undo();
      }}
    >
      <p className="status" aria-live="polite" data-testid="maze-status">
        {won
          ? `Solved in ${moves} moves (par ${maze.verdict.par}).`
          : `Moves: ${moves} · par ${maze.verdict.par}`}{' '}
        {message}
      </p>
      {race && !won && (
        <p className="turn" aria-live="polite" data-testid="maze-turn">
          Player {player + 1}'s turn
        </p>
      )}
      <div className="row">
        {board.movement === 'step' && board.starts.length > 1 && !race && (
          <label>
            Player{' '}
            <select
              aria-label="Player"
              value={chosen}
              onChange={(e) => setPlayer(Number(e.target.value))}
            >
              {board.starts.map((_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: players are numbered
                <option key={i} value={i}>
                  {i + 1}
                </option>
              ))}
            </select>
          </label>
        )}
        <button type="button" onClick={undo}>
          Undo
        </button>
        <button type="button" onClick={() => setHistory([newGame(board, { turns: true })])}>
          Restart
        </button>
        <button
          type="button"
          onClick={() => {
            const h = hint(board, play, player);
            setMessage(
              h.status === 'move'
                ? `Hint: ${board.movement === 'roll' ? `roll direction ${h.move}` : describe(maze, h.move, play)} (${h.par} moves to go)`
                : `Hint: ${h.status}`,
            );
          }}
        >
          Hint
        </button>
        <button
          type="button"
          onClick={() => {
            const steps = solverFinish(board, play);
            setHistory((h) => [...h, ...steps]);
          }}
        >
          Let the solver finish
        </button>
      </div>
      <Board sketch={sketch} topology={topology} zoom={1} />
    </div>
  );
}
