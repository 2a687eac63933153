// A pack's levels as numbered buttons — grey still to do, the mode's colour solved, gold solved on
// par — with the pack's progress, Play (the first level not solved yet) and Reset this pack.
import { type ReactNode, useState } from 'react';
import { type LevelState, levelRecord, packProgress, resetProgress } from '../modes/progress.js';

/** A level's state from its stored record: to do, solved, solved on par. */
export function levelState(pack: string, index: number): LevelState {
  return levelRecord(pack, index)?.state ?? 'todo';
}

/** One level button. */
function LevelButton(props: {
  pack: string;
  index: number;
  label?: string;
  onPlay(index: number): void;
}): ReactNode {
  const state = levelState(props.pack, props.index);
  const words = { todo: 'to do', solved: 'solved', par: 'solved on par' }[state];
  return (
    <button
      type="button"
      className={`level ${state}`}
      data-level={props.index + 1}
      data-state={state}
      aria-label={`Level ${props.index + 1}${props.label ? ` (${props.label})` : ''}, ${words}`}
      onClick={() => props.onPlay(props.index)}
    >
      {props.index + 1}
    </button>
  );
}

/**
 * The levels of a pack: numbered buttons (grouped under headings when `groups` is given, as
 * Flow's sizes), its progress, Play and Reset this pack (this pack's bests only, after asking).
 */
export function LevelGrid(props: {
  pack: string;
  count: number;
  /** Groups of level indexes under a heading each (default: one group of all). */
  groups?: readonly { readonly title: string; readonly levels: readonly number[] }[];
  onPlay(index: number): void;
}): ReactNode {
  const [, redraw] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const progress = packProgress(props.pack, props.count);
  const groups = props.groups ?? [
    { title: '', levels: Array.from({ length: props.count }, (_, i) => i) },
  ];
  if (props.count === 0) return <p className="empty">This pack has no levels yet.</p>;
  return (
    <section className="pack" aria-label="Level Pack">
      <p className="progress" data-testid="pack-progress">
        {progress.solved} of {props.count} solved, {progress.onPar} on par
      </p>
      {groups.map((group) => (
        <div className="level-group" key={group.title}>
          {group.title !== '' && <h3>{group.title}</h3>}
          <div className="levels">
            {group.levels.map((i) => (
              <LevelButton key={i} pack={props.pack} index={i} onPlay={props.onPlay} />
            ))}
          </div>
        </div>
      ))}
      <div className="row">
        <button type="button" className="primary big" onClick={() => props.onPlay(progress.next)}>
          Play
        </button>
        {confirming ? (
          <span className="confirm" role="alert">
            Forget this pack's bests?{' '}
            <button
              type="button"
              onClick={() => {
                resetProgress(props.pack);
                setConfirming(false);
                redraw((n) => n + 1);
              }}
            >
              Yes, reset
            </button>{' '}
            <button type="button" onClick={() => setConfirming(false)}>
              Keep it
            </button>
          </span>
        ) : (
          <button type="button" onClick={() => setConfirming(true)}>
            Reset this pack
          </button>
        )}
      </div>
    </section>
  );
}
