// The studio's page: the family tabs, then the Generate panel, the set, and the puzzle shown.
// The state and what changes it live in state/; each panel in its own file.
import type { ReactNode } from 'react';
import { PuzzleView } from './board/puzzle-view.js';
import { familyOf } from './families/index.js';
import { title } from './model.js';
import { GeneratePanel } from './panels/generate-panel.js';
import { SetList } from './panels/set-list.js';
import { FAMILIES } from './puzzle.js';
import { useStudio } from './state/use-studio.js';

/** The whole studio. */
export function App(): ReactNode {
  const studio = useStudio();
  const { state, current } = studio;
  return (
    <div className="studio">
      <header>
        <h1>Knossos Studio</h1>
        <nav aria-label="Puzzle family" className="tabs">
          {FAMILIES.map((f) => (
            <button
              key={f}
              type="button"
              aria-pressed={f === state.family}
              onClick={() => studio.setFamily(f)}
            >
              {familyOf(f).title}
            </button>
          ))}
        </nav>
      </header>
      <main>
        <GeneratePanel studio={studio} />
        <SetList puzzles={state.puzzles} selected={state.selected} onSelect={studio.select} />
        {current && <PuzzleView key={`${state.selected}-${title(current)}`} puzzle={current} />}
      </main>
    </div>
  );
}
