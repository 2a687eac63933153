// The win panel: moves, par and the rating in pips (a race: who won, with the winner's own moves
// and par; a win the solver played: no pips, and it says so), the words about progress, and
// Replay, Menu, Next (Enter, unless another of the panel's buttons has the focus).
import { type ReactNode, useEffect, useRef } from 'react';
import { pipsFor } from '../modes/results.js';
import { PlayerName } from './hud.js';

/** What the panel tells. */
export interface WinSummary {
  /** The moves that counted (a race: the winner's own). */
  readonly moves: number;
  /** The par to set them against (a race: the winner's own par), or null for none shown. */
  readonly par: number | null;
  /** The race's winner (0-based), when the puzzle was a race. */
  readonly winner?: number | undefined;
  /** The line about progress: "Level complete!", "New best", "Your best is N", … */
  readonly wording: string;
  /** Whether the game played a move for the player (then no pips, and nothing was recorded). */
  readonly helped: boolean;
  /** The heading: "Solved!", or who solved it when the game helped. */
  readonly heading: string;
  /** A line on the help given ('' for none): "The solver played …", "Hint used …". */
  readonly helpNote: string;
}

/** Pips as text and marks: ● for each earned, ○ for the rest, out of 3. */
function Pips(props: { pips: 1 | 2 | 3 }): ReactNode {
  return (
    <p
      className="pips"
      data-testid="win-pips"
      data-pips={props.pips}
      role="img"
      aria-label={`${props.pips} of 3`}
    >
      {[1, 2, 3].map((i) => (
        <span key={i} className={i <= props.pips ? 'pip on' : 'pip'} aria-hidden="true">
          {i <= props.pips ? '●' : '○'}
        </span>
      ))}
    </p>
  );
}

/** The panel over the finished board. */
export function WinPanel(props: {
  summary: WinSummary;
  nextLabel: string;
  onReplay(): void;
  onMenu(): void;
  onNext(): void;
}): ReactNode {
  const s = props.summary;
  const next = useRef<HTMLButtonElement>(null);
  const onNext = useRef(props.onNext);
  onNext.current = props.onNext;
  useEffect(() => {
    next.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Enter' || e.repeat) return;
      // Enter on Replay or Menu is that button's own (the browser clicks the focused button).
      if (e.target instanceof HTMLButtonElement && e.target !== next.current) return;
      e.preventDefault();
      e.stopImmediatePropagation();
      onNext.current();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, []);
  return (
    <div className="win-backdrop">
      <section className="win-panel" role="dialog" aria-label="Solved" data-testid="win-panel">
        {s.winner === undefined ? (
          <>
            <h2 data-testid="win-heading">{s.heading}</h2>
            {!s.helped && s.par !== null && <Pips pips={pipsFor(s.moves, s.par)} />}
          </>
        ) : (
          <h2 data-testid="win-winner">
            <PlayerName player={s.winner} /> wins!
          </h2>
        )}
        <p className="win-moves" data-testid="win-moves">
          Moves {s.moves}
          {s.par === null ? '' : ` · par ${s.par}`}
        </p>
        <p className="win-wording" data-testid="win-wording">
          {s.wording}
        </p>
        {s.helpNote !== '' && (
          <p className="win-helped" data-testid="win-help">
            {s.helpNote}
          </p>
        )}
        <div className="row">
          <button type="button" onClick={props.onReplay}>
            Replay
          </button>
          <button type="button" onClick={props.onMenu}>
            Menu
          </button>
          <button type="button" className="primary" ref={next} onClick={props.onNext}>
            {props.nextLabel}
          </button>
        </div>
      </section>
    </div>
  );
}
