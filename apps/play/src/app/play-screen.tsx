// A puzzle in play, of any family, and its win panel: the win is recorded (pack levels, unless the
// game played a move for the player; the daily puzzle as solved today), the panel tells the
// rating, the help given and the progress, and Replay, Menu and Next go on.
// Next: a pack's next level (back to the pack after the last), a new Endless puzzle to the same
// order, or back to the menu after the daily puzzle.
import type { FlowPuzzle } from '@knossos/flow';
import type { NetwalkPuzzle } from '@knossos/netwalk';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { FlowGame, type FlowResult } from '../flow/flow-game.js';
import type { MazeMode } from '../modes/modes.js';
import { packNamed } from '../modes/packs.js';
import { bestWording, recordWin } from '../modes/progress.js';
import type { GameResult } from '../modes/results.js';
import { NetwalkGame } from '../netwalk/netwalk-game.js';
import type { EndlessRequest } from '../worker/endless.js';
import { markDailySolved } from './daily-solved.js';
import { familyPackSession } from './family-screen.js';
import { MazeScreen, type MazeWin } from './maze-screen.js';
import { packSession } from './mode-screen.js';
import { freshSeed, type Session } from './session.js';
import { current } from './test-hook.js';
import { WinPanel, type WinSummary } from './win-panel.js';

/** How long a solved Flow or Netwalk board shows before the win panel, in ms. */
const PUZZLE_PAUSE_MS = 700;

/** How a game of any family ended, as the screens report it. */
type AnyWin = MazeWin | FlowResult | GameResult;

/** The line on the help a game had ('' for none). */
function helpNote(family: Session['family'], win: AnyWin): string {
  if (win.helped) {
    return family === 'maze'
      ? 'The solver played moves of this one, so it is not recorded.'
      : 'A hint turned a tile for you, so this one is not recorded.';
  }
  if ('hinted' in win && win.hinted) return 'Hint used (a hint only shows a line: still recorded).';
  return '';
}

/** What the panel says about a win, recording it first (a pack level's best, the daily's day). */
function summaryOf(session: Session, win: AnyWin): WinSummary {
  const origin = session.origin;
  const maze = 'winner' in win ? win : undefined;
  const winner = maze?.winner;
  let wording = 'Solved!';
  if (origin.kind === 'pack') {
    const race = winner !== undefined;
    wording = win.helped
      ? 'Not recorded.'
      : bestWording(recordWin(origin.pack, origin.index, win, { race }));
  } else if (origin.kind === 'daily') {
    if (!win.helped) markDailySolved(session.family, origin.date);
    wording = `Daily puzzle of ${origin.date} solved!`;
  } else if (origin.kind === 'endless') wording = 'A new one to the same order is one click away.';
  const heading = !win.helped
    ? 'Solved!'
    : session.family === 'maze'
      ? 'The solver played it'
      : 'Solved with help';
  return {
    moves: winner === undefined ? win.moves : (maze?.winnerMoves ?? win.moves),
    par: winner === undefined ? win.par : (maze?.winnerPar ?? null),
    winner,
    wording,
    helped: win.helped,
    heading,
    helpNote: helpNote(session.family, win),
  };
}

/** The session after this one in its pack, or null after the last level. */
function nextInPack(session: Session): Session | null {
  const origin = session.origin;
  if (origin.kind !== 'pack') return null;
  const next = origin.index + 1;
  if (next >= packNamed(origin.pack).levels.length) return null;
  if (session.family === 'maze') return session.mode ? packSession(session.mode, next) : null;
  return familyPackSession(session.family, next);
}

/** A puzzle in play with its win panel. */
export function PlayScreen(props: {
  session: Session;
  onMenu(): void;
  /** Back to the screen the puzzle was started from. */
  onBack(): void;
  onPlay(session: Session): void;
  onBuild(request: EndlessRequest, mode: MazeMode | undefined): void;
}): ReactNode {
  const { session } = props;
  const [round, setRound] = useState(0);
  const [summary, setSummary] = useState<WinSummary | null>(null);
  // The pause before a solved Flow or Netwalk board's panel, cleared when the screen goes.
  const pause = useRef(0);
  useEffect(() => () => window.clearTimeout(pause.current), []);
  useEffect(() => {
    current.held = session;
    return () => {
      if (current.held === session) current.held = null;
    };
  }, [session]);
  const onWin = (win: AnyWin) => {
    // The maze screen has had its celebration; Flow and Netwalk get a moment to show the solved
    // board before the panel.
    if (session.family === 'maze') setSummary(summaryOf(session, win));
    else {
      window.clearTimeout(pause.current);
      pause.current = window.setTimeout(() => setSummary(summaryOf(session, win)), PUZZLE_PAUSE_MS);
    }
  };
  const origin = session.origin;
  const nextLabel =
    origin.kind === 'endless'
      ? 'Next puzzle'
      : origin.kind === 'pack' && nextInPack(session) !== null
        ? 'Next level'
        : 'Done';
  const next = () => {
    if (origin.kind === 'endless') {
      props.onBuild({ ...origin.request, seed: freshSeed() }, session.mode);
      return;
    }
    const after = nextInPack(session);
    if (after !== null) props.onPlay(after);
    else props.onBack();
  };
  const key = `${round}`;
  return (
    <div className="play-screen" data-family={session.family}>
      {session.family === 'maze' ? (
        <MazeScreen
          key={key}
          maze={session.puzzle}
          title={session.title}
          finished={summary !== null}
          onWin={onWin}
          onMenu={props.onMenu}
        />
      ) : (
        <main className="puzzle-screen">
          <header className="bar">
            <h1>{session.title}</h1>
            <button type="button" onClick={props.onMenu}>
              Menu
            </button>
          </header>
          {session.family === 'flow' ? (
            <FlowGame key={key} puzzle={session.puzzle as FlowPuzzle} onWin={onWin} />
          ) : (
            <NetwalkGame key={key} puzzle={session.puzzle as NetwalkPuzzle} onWin={onWin} />
          )}
        </main>
      )}
      {summary !== null && (
        <WinPanel
          summary={summary}
          nextLabel={nextLabel}
          onReplay={() => {
            setSummary(null);
            setRound((r) => r + 1);
          }}
          onMenu={props.onMenu}
          onNext={next}
        />
      )}
    </div>
  );
}
