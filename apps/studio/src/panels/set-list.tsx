// The Set panel: every puzzle made or opened, in order, the one shown marked.
import type { ReactNode } from 'react';
import { type Held, summaryOf, titleOf } from '../families/index.js';

/** The set as a list of buttons, each showing its puzzle (its family and seed as data too). */
export function SetList(props: {
  puzzles: readonly Held[];
  selected: number;
  onSelect: (index: number) => void;
}): ReactNode {
  const { puzzles, selected, onSelect } = props;
  return (
    <section aria-labelledby="set-heading" className="panel set">
      <h2 id="set-heading">Set</h2>
      {puzzles.length === 0 ? (
        <p>Nothing yet: generate a puzzle or open a file.</p>
      ) : (
        <ol>
          {puzzles.map((held, i) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: a set may hold the same puzzle twice; its place is its identity
              key={i}
              data-family={held.family.name}
              data-seed={held.family.seedOf(held.puzzle)}
            >
              <button
                type="button"
                aria-current={i === selected}
                title={summaryOf(held)}
                onClick={() => onSelect(i)}
              >
                {titleOf(held)}
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
