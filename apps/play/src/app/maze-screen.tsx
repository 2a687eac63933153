// Playing a maze: the view filling the space the HUD leaves, the HUD, the button bar, the keys
// listed at the bottom, swipes and direction buttons on touch screens, the sounds, and on a win
// a short celebration before the win panel is asked for.
import type { MazeData } from '@knossos/maze';
import { type ReactNode, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { GameEvent } from '../maze/events.js';
import { MazeGame } from '../maze/game.js';
import { type KeyAction, keyAction, stairsWay, swipeAngle } from '../maze/input.js';
import { createMazeView, type MazeView } from '../view3d/view.js';
import { wantsFallback } from './debug-route.js';
import { Hud } from './hud.js';
import { MazePump } from './maze-input.js';
import { legendOf } from './maze-legend.js';
import { beeper, connectSounds } from './sounds.js';
import { current } from './test-hook.js';
import { followSwipes, TouchControls } from './touch-controls.js';

/** How long the celebration runs before the win panel, in ms. */
export const CELEBRATION_MS = 1000;

/** How a maze game ended. */
export interface MazeWin {
  readonly moves: number;
  readonly par: number;
  readonly helped: boolean;
  /** The race's winner (0-based), when the maze is a race. */
  readonly winner?: number | undefined;
  /** A race: the winner's own moves and own par (its `verdict.playerPars` entry). */
  readonly winnerMoves?: number | undefined;
  readonly winnerPar?: number | undefined;
}

/**
 * The keys listed under the board: Tab and 1–4 only where players each have their own goal, the
 * camera's keys only in the 3D view.
 */
function keysHelp(ownGoals: boolean, kind: MazeView['kind']): string {
  const player = ownGoals ? ' · Tab/1–4 player' : '';
  const camera = kind === '3d' ? ' · [ ] turn · PgUp/PgDn tilt · +/− zoom' : '';
  return `Arrows/WASD move · Q E Z C diagonals · Space stairs · U undo · R restart · H hint · F solve${player}${camera} · M mute · Esc menu`;
}

/** A message for the note line from an event, or null to keep the note. */
function noteOf(event: GameEvent): string | null {
  if (event.type === 'refused' || event.type === 'message') return event.message;
  if (event.type === 'moved' || event.type === 'reset') return '';
  if (event.type === 'hint') return 'Hint: follow the gold arrow.';
  return null;
}

/** Whether an element takes Space and Enter itself (a focused button, a field). */
function takesKeys(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.tagName === 'BUTTON' || target.tagName === 'INPUT' || target.tagName === 'SELECT')
  );
}

/** A maze in play; `onWin` is called once, after the celebration. */
export function MazeScreen(props: {
  maze: MazeData;
  title: string;
  onWin(win: MazeWin): void;
  onMenu(): void;
  /** Whether the win panel is up (then the board takes no moves). */
  finished: boolean;
}): ReactNode {
  const { maze } = props;
  const game = useMemo(() => new MazeGame(maze), [maze]);
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<MazeView | null>(null);
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  const [note, setNote] = useState('');
  const [solving, setSolving] = useState(false);
  const [muted, setMuted] = useState(beeper.muted);
  const [viewKind, setViewKind] = useState<MazeView['kind']>('3d');
  const celebrating = useRef(false);
  const finished = useRef(props.finished);
  finished.current = props.finished;
  const latest = useRef(props);
  latest.current = props;

  const pump = useMemo(() => {
    const p = new MazePump(game, {
      playing: () => !game.won && !celebrating.current && !finished.current,
      shell: (action: KeyAction) => {
        if (action.kind === 'solve') p.setSolving(!p.solving && !game.won);
        else if (action.kind === 'mute') setMuted(beeper.toggleMute());
        else if (action.kind === 'menu') latest.current.onMenu();
      },
    });
    p.onSolving = setSolving;
    return p;
  }, [game]);

  // The view, the sounds, the HUD's updates and the win.
  useEffect(() => {
    const v = createMazeView(host.current!, game, { fallback: wantsFallback(location.search) });
    view.current = v;
    setViewKind(v.kind);
    pump.view = v;
    pump.start();
    current.game = game;
    current.hint = null;
    current.view = v;
    current.solving = () => pump.solving;
    const unsound = connectSounds(game);
    let timer = 0;
    // Who made each move that counts (a race's winner's own moves); as long as the game's count.
    const movers: number[] = [];
    const unsubscribe = game.subscribe((event) => {
      if (event.type === 'moved') movers.push(event.before.turn ?? game.player);
      else if (event.type === 'reset') movers.length = Math.min(movers.length, game.moves);
      const text = noteOf(event);
      if (text !== null) setNote(text);
      if (event.type === 'hint') {
        const { player, to, direction } = event;
        current.hint = direction === undefined ? { player, to } : { player, to, direction };
      } else if (event.type === 'moved' || event.type === 'reset') current.hint = null;
      if (event.type === 'won') {
        celebrating.current = true;
        pump.setSolving(false);
        const { winner } = event;
        const race =
          winner === undefined
            ? {}
            : {
                winner,
                winnerMoves: movers.filter((p) => p === winner).length,
                winnerPar: maze.verdict.playerPars[winner],
              };
        timer = window.setTimeout(() => {
          celebrating.current = false;
          latest.current.onWin({
            moves: event.moves,
            par: event.par,
            helped: event.helped,
            ...race,
          });
        }, CELEBRATION_MS);
      } else if (event.type === 'reset') {
        window.clearTimeout(timer);
        celebrating.current = false;
      }
      redraw();
    });
    const unswipe = followSwipes(
      host.current!,
      (angle) => pump.act({ kind: 'push', screenAngle: angle }),
      (dx, dy) => swipeAngle(dx, dy, 30),
    );
    return () => {
      window.clearTimeout(timer);
      unswipe();
      unsubscribe();
      unsound();
      pump.stop();
      pump.view = null;
      v.dispose();
      if (current.game === game) {
        current.game = null;
        current.view = null;
      }
    };
  }, [game, pump, maze]);

  // Tab chooses the player only where each has a goal of their own (else it moves the focus).
  const ownGoals = maze.board.starts.length > 1 && !maze.board.sharedGoal;
  // The keys.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || finished.current) return;
      const action = keyAction(e);
      if (action === null) return;
      if ((e.key === ' ' || e.key === 'Enter') && takesKeys(e.target)) return;
      if (action.kind === 'menu') return; // the shell's Esc
      if (action.kind === 'next') return;
      if (action.kind === 'player' && !ownGoals) return;
      e.preventDefault();
      pump.act(action, e.repeat);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [pump, ownGoals]);

  const stairs = stairsWay(game);
  const floors = (maze.board.passages.spec as { floors?: number }).floors ?? 1;
  const legend = useMemo(() => legendOf(maze, floors), [maze, floors]);
  // A button gives the keyboard back to the board once clicked (Space is the stairs' key).
  const act = (action: KeyAction) => (e: React.MouseEvent<HTMLButtonElement>) => {
    e.currentTarget.blur();
    pump.act(action);
  };
  return (
    <main className="maze-screen">
      <Hud
        state={{
          title: props.title,
          stars: maze.verdict.difficulty,
          moves: game.moves,
          par: game.par,
          players: game.play.positions.length,
          player: game.player,
          race: game.race,
          won: game.won,
          floor: game.floor,
          floors,
          note,
          legend,
        }}
      />
      <div className="board-host" ref={host} data-testid="board" />
      <div className="button-bar">
        <button type="button" onClick={act({ kind: 'undo' })}>
          Undo
        </button>
        <button type="button" onClick={act({ kind: 'restart' })}>
          Restart
        </button>
        <button type="button" onClick={act({ kind: 'hint' })}>
          Hint
        </button>
        <button type="button" aria-pressed={solving} onClick={act({ kind: 'solve' })}>
          {solving ? 'Stop solver' : 'Solve'}
        </button>
        {stairs !== null && (
          <button type="button" onClick={act({ kind: 'stairs' })}>
            Stairs {stairs === 'up' ? '↑' : '↓'}
          </button>
        )}
        <button type="button" onClick={props.onMenu}>
          Menu
        </button>
        <button type="button" aria-pressed={muted} onClick={act({ kind: 'mute' })}>
          {muted ? 'Unmute' : 'Mute'}
        </button>
      </div>
      <TouchControls
        stairs={stairs !== null}
        onPush={(screenAngle) => pump.act({ kind: 'push', screenAngle })}
        onStairs={act({ kind: 'stairs' })}
      />
      <p className="keys-help">{keysHelp(ownGoals, viewKind)}</p>
    </main>
  );
}
