// The Analyse tab: the verdict, the picture in a style (zoom, floors, stepping through the
// solution), each cell in words under the pointer, exports, the moves and the notes.
import { MAZE_PICTURE_STYLES, type MazePictureStyle } from '@knossos/maze';
import { type ReactNode, useMemo, useState } from 'react';
import { Board } from '../board/board.js';
import { familyOf } from '../families/index.js';
import { topologyOf, verdictOf } from '../model.js';
import type { Puzzle, View } from '../puzzle.js';
import { ExportButtons } from './export-buttons.js';

/** A puzzle to study: what was proven of it, and its picture. */
export function Analyse(props: { puzzle: Puzzle }): ReactNode {
  const { puzzle } = props;
  const adapter = familyOf(puzzle.family);
  const [style, setStyle] = useState<MazePictureStyle>('as-shown');
  const [zoom, setZoom] = useState(1);
  const [step, setStep] = useState(0);
  const [hover, setHover] = useState('');
  const [floor, setFloor] = useState(0);
  const verdict = useMemo(() => verdictOf(puzzle), [puzzle]);
  const steps = useMemo(() => familyOf(puzzle.family).stepsOf(puzzle), [puzzle]);
  const floors = adapter.floorsOf(puzzle);
  const shown = steps[step];
  const view: View = useMemo(
    () => ({ style, ...(floors > 1 ? { floor } : {}), ...shown?.view }),
    [style, shown, floor, floors],
  );
  const moves = steps.slice(1).map((s) => s.text);
  return (
    <div className="analyse">
      <section className="verdict" aria-label="Verdict">
        {verdict.stuck && (
          <p role="alert" className="warning">
            A player can get stuck: some positions leave no way home.
          </p>
        )}
        <dl>
          {verdict.facts.map(([k, v]) => (
            <div key={k}>
              <dt>{k}</dt>
              <dd data-fact={k}>{v}</dd>
            </div>
          ))}
        </dl>
      </section>
      <div className="row">
        <label>
          Style{' '}
          <select
            aria-label="Picture style"
            value={style}
            onChange={(e) => setStyle(e.target.value as MazePictureStyle)}
          >
            {MAZE_PICTURE_STYLES.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </label>
        <label>
          Zoom{' '}
          <input
            aria-label="Zoom"
            type="range"
            min={0.5}
            max={2}
            step={0.25}
            value={zoom}
            onChange={(e) => setZoom(Number(e.target.value))}
          />
        </label>
        {floors > 1 && (
          <span role="tablist" aria-label="Floors" className="tabs">
            {Array.from({ length: floors }, (_, f) => (
              <button
                // biome-ignore lint/suspicious/noArrayIndexKey: floors are numbered
                key={f}
                type="button"
                role="tab"
                aria-selected={floor === f}
                onClick={() => setFloor(f)}
              >
                Floor {f + 1}
              </button>
            ))}
          </span>
        )}
      </div>
      {steps.length > 1 && (
        <label className="slider">
          Step {step} of {steps.length - 1}{' '}
          <input
            aria-label="Solution step"
            type="range"
            min={0}
            max={steps.length - 1}
            value={step}
            onChange={(e) => {
              const next = Number(e.target.value);
              setStep(next);
              // Show the floor where the player who moved (or player 1) now stands.
              const cell = steps[next]?.cell;
              if (floors > 1 && cell !== undefined && cell >= 0)
                setFloor(topologyOf(puzzle).floorOf(cell));
            }}
          />
          <span className="frame-text">{shown?.text}</span>
        </label>
      )}
      <Board
        puzzle={puzzle}
        view={view}
        zoom={zoom}
        onHover={(cell) => setHover(cell < 0 ? '' : adapter.describeCell(puzzle, cell, view))}
      />
      <p className="hover" aria-live="polite">
        {hover || 'Point at a cell to read what is there.'}
      </p>
      <ExportButtons puzzle={puzzle} style={style} />
      {moves.length > 0 && (
        <details>
          <summary>Moves ({moves.length})</summary>
          <button type="button" onClick={() => navigator.clipboard?.writeText(moves.join('\n'))}>
            Copy
          </button>
          <ol className="moves">
            {moves.map((m, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: moves can repeat word for word
              <li key={i}>{m}</li>
            ))}
          </ol>
        </details>
      )}
      {verdict.notes.length > 0 && (
        <ul aria-label="Notes" className="notes">
          {verdict.notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
