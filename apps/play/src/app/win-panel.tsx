// The win panel: moves, par and the rating in pips (a race: who won instead), the words about
// progress, and Replay, Menu, Next (Enter).
import { type ReactNode, useEffect, useRef } from 'react';
import { pipsFor } from '../modes/results.js';
import { PlayerName } from './hud.js';

/** What the panel tells. */
export interface WinSummary {
  readonly moves: number;
  readonly par: number;
  /** The race's winner (0-based), when the puzzle was a race. */
  readonly winner?: number | undefined;
  /** The line about progress: "Level complete!", "New best", "Your best is N", … */
  readonly wording: string;
  /** Whether the solver helped (then nothing was recorded). */
  readonly helped: boolean;
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
            <h2>Solved!</h2>
            <Pips pips={pipsFor(s.moves, s.par)} />
          </>
        ) : (
          <h2 data-testid="win-winner">
            <PlayerName player={s.winner} /> wins!
          </h2>
        )}
        <p className="win-moves" data-testid="win-moves">
          Moves {s.moves} · par {s.par}
        </p>
        <p className="win-wording" data-testid="win-wording">
          {s.wording}
        </p>
        {s.helped && <p className="win-helped">The solver helped, so this one is not recorded.</p>}
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
