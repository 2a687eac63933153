// A puzzle in play, of any family, and its win panel: the win is recorded (pack levels, unless the
// solver helped), the panel tells the rating and the progress, and Replay, Menu and Next go on.
// Next: a pack's next level (back to the pack after the last), a new Endless puzzle to the same
// order, or back to the menu after the daily puzzle.
import type { FlowPuzzle } from '@knossos/flow';
import type { NetwalkPuzzle } from '@knossos/netwalk';
import { type ReactNode, useEffect, useState } from 'react';
import { FlowGame } from '../flow/flow-game.js';
import type { MazeMode } from '../modes/modes.js';
import { packNamed } from '../modes/packs.js';
import { bestWording, recordWin } from '../modes/progress.js';
import type { GameResult } from '../modes/results.js';
import { NetwalkGame } from '../netwalk/netwalk-game.js';
import type { EndlessRequest } from '../worker/endless.js';
import { familyPackSession } from './family-screen.js';
import { MazeScreen, type MazeWin } from './maze-screen.js';
import { packSession } from './mode-screen.js';
import { freshSeed, type Session } from './session.js';
import { current } from './test-hook.js';
import { WinPanel, type WinSummary } from './win-panel.js';

/** How long a solved Flow or Netwalk board shows before the win panel, in ms. */
const PUZZLE_PAUSE_MS = 700;

/** What the panel says about a win, recording it first when it is a pack level's. */
function summaryOf(session: Session, win: MazeWin): WinSummary {
  const origin = session.origin;
  let wording = 'Solved!';
  if (origin.kind === 'pack') {
    const race = win.winner !== undefined;
    wording = bestWording(recordWin(origin.pack, origin.index, win, { race }));
  } else if (origin.kind === 'daily') wording = `Daily puzzle of ${origin.date} solved!`;
  else if (origin.kind === 'endless') wording = 'A new one to the same order is one click away.';
  return { moves: win.moves, par: win.par, winner: win.winner, wording, helped: win.helped };
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
  useEffect(() => {
    current.held = session;
    return () => {
      if (current.held === session) current.held = null;
    };
  }, [session]);
  const onWin = (win: MazeWin | GameResult) => {
    // The maze screen has had its celebration; Flow and Netwalk get a moment to show the solved
    // board before the panel.
    if (session.family === 'maze') setSummary(summaryOf(session, win));
    else window.setTimeout(() => setSummary(summaryOf(session, win)), PUZZLE_PAUSE_MS);
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
