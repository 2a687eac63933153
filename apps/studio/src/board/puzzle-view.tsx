// The puzzle shown: its title and two tabs, Analyse and Play.
import { type ReactNode, useState } from 'react';
import { title } from '../model.js';
import { Analyse } from '../panels/analyse.js';
import { PlayView } from '../play/play-view.js';
import type { Puzzle } from '../puzzle.js';

/** One puzzle to analyse or play. */
export function PuzzleView(props: { puzzle: Puzzle }): ReactNode {
  const { puzzle } = props;
  const [tab, setTab] = useState<'analyse' | 'play'>('analyse');
  return (
    <section aria-labelledby="puzzle-heading" className="panel puzzle">
      <h2 id="puzzle-heading">{title(puzzle)}</h2>
      <div className="tabs" role="tablist">
        <button
          type="button"
          role="tab"
          aria-selected={tab === 'analyse'}
          onClick={() => setTab('analyse')}
        >
          Analyse
        </button>
        <button
          type="button"
          role="tab"
          aria-selected={tab === 'play'}
          onClick={() => setTab('play')}
        >
          Play
        </button>
      </div>
      {tab === 'analyse' ? <Analyse puzzle={puzzle} /> : <PlayView puzzle={puzzle} />}
    </section>
  );
}
