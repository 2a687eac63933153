// The studio's page: the family tabs, then the Generate panel, the set, and the puzzle shown.
// The state and what changes it live in state/; each panel in its own file. Files dropped
// anywhere on the page are opened.
import { type ReactNode, useState } from 'react';
import { PuzzleView } from './board/puzzle-view.js';
import { FAMILIES, titleOf } from './families/index.js';
import { GeneratePanel } from './panels/generate-panel.js';
import { droppedFiles } from './panels/read-files.js';
import { SetList } from './panels/set-list.js';
import { useStudio } from './state/use-studio.js';

/** The whole studio. */
export function App(): ReactNode {
  const studio = useStudio();
  const { state, current } = studio;
  const [dragging, setDragging] = useState(false);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping files is a shortcut; the Open buttons do the same
    <div
      className={dragging ? 'studio dragging' : 'studio'}
      onDragOver={(e) => {
        if (!e.dataTransfer.types.includes('Files')) return;
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={(e) => {
        if (e.currentTarget === e.target) setDragging(false);
      }}
      onDrop={async (e) => {
        e.preventDefault();
        setDragging(false);
        const files = await droppedFiles(e.dataTransfer);
        if (files.length > 0) studio.open(files);
      }}
    >
      <header>
        <h1>Knossos Studio</h1>
        <nav aria-label="Puzzle family" className="tabs">
          {FAMILIES.map((f) => (
            <button
              key={f.name}
              type="button"
              aria-pressed={f.name === state.family}
              onClick={() => studio.setFamily(f.name)}
            >
              {f.title}
            </button>
          ))}
        </nav>
      </header>
      <main>
        <GeneratePanel studio={studio} />
        <SetList puzzles={state.puzzles} selected={state.selected} onSelect={studio.select} />
        {current && <PuzzleView key={`${state.selected}-${titleOf(current)}`} held={current} />}
      </main>
    </div>
  );
}
