// The Set panel: every puzzle made or loaded, in order, the one shown marked.
import type { ReactNode } from 'react';
import { title } from '../model.js';
import type { Puzzle } from '../puzzle.js';

/** The set as a list of buttons, each showing its puzzle. */
export function SetList(props: {
  puzzles: readonly Puzzle[];
  selected: number;
  onSelect: (index: number) => void;
}): ReactNode {
  const { puzzles, selected, onSelect } = props;
  return (
    <section aria-labelledby="set-heading" className="panel set">
      <h2 id="set-heading">Set</h2>
      {puzzles.length === 0 ? (
        <p>Nothing yet: generate a puzzle or load a pack.</p>
      ) : (
        <ol>
          {puzzles.map((p, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a set may hold the same puzzle twice; its place is its identity
            <li key={i}>
              <button type="button" aria-current={i === selected} onClick={() => onSelect(i)}>
                {title(p)}
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
