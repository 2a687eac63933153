// The puzzle shown: its title and summary, and two tabs, Analyse and Play (where the studio has
// a play view for its family).
import { type ReactNode, useState } from 'react';
import { type Held, summaryOf, titleOf } from '../families/index.js';
import { Analyse } from '../panels/analyse.js';
import { kitOf } from '../play/kits.js';

/** One puzzle to analyse or play. */
export function PuzzleView(props: { held: Held }): ReactNode {
  const { held } = props;
  const kit = kitOf(held.family);
  const [tab, setTab] = useState<'analyse' | 'play'>('analyse');
  const Play = kit?.Play;
  return (
    <section aria-labelledby="puzzle-heading" className="panel puzzle">
      <h2 id="puzzle-heading">{titleOf(held)}</h2>
      <p className="summary" data-testid="summary">
        {summaryOf(held)}
      </p>
      <div className="tabs" role="tablist">
        <button
          type="button"
          role="tab"
          aria-selected={tab === 'analyse'}
          onClick={() => setTab('analyse')}
        >
          Analyse
        </button>
        {Play && (
          <button
            type="button"
            role="tab"
            aria-selected={tab === 'play'}
            onClick={() => setTab('play')}
          >
            Play
          </button>
        )}
      </div>
      {tab === 'play' && Play ? <Play puzzle={held.puzzle} /> : <Analyse held={held} />}
    </section>
  );
}
