// The Analyse tab: the verdict and rating, the picture in a style (zoom, floors, stepping through
// the solution), each cell in words under the pointer, exports, the moves and the notes.
import { PICTURE_STYLES, type PictureStyle } from '@knossos/core';
import { type ReactNode, useMemo, useState } from 'react';
import { Board } from '../board/board.js';
import type { Held } from '../families/index.js';
import { type Fact, shownOf } from '../families/verdict.js';
import { kitOf } from '../play/kits.js';
import { ExportButtons } from './export-buttons.js';

/** Facts as a list of terms, each value marked with its label (`data-fact`). */
function Facts(props: { facts: readonly Fact[]; label: string }): ReactNode {
  return (
    <dl aria-label={props.label}>
      {props.facts.map(([k, v]) => (
        <div key={k}>
          <dt>{k}</dt>
          <dd data-fact={k}>{v}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A puzzle to study: what was proven of it, and its picture. */
export function Analyse(props: { held: Held }): ReactNode {
  const { family, puzzle } = props.held;
  const kit = kitOf(family);
  const [style, setStyle] = useState<PictureStyle>('as-shown');
  const [zoom, setZoom] = useState(1);
  const [step, setStep] = useState(0);
  const [hover, setHover] = useState('');
  const [floor, setFloor] = useState(0);
  const shown = useMemo(() => shownOf(props.held), [props.held]);
  const steps = useMemo(() => kit?.stepsOf?.(puzzle) ?? [], [kit, puzzle]);
  const floors = kit?.floorsOf?.(puzzle) ?? 1;
  const topology = useMemo(() => kit?.topologyOf(puzzle) ?? null, [kit, puzzle]);
  const sketch = useMemo(() => {
    const at = { ...(steps.length > 1 ? { step } : {}), ...(floors > 1 ? { floor } : {}) };
    return kit?.sketchAt?.(puzzle, style, at) ?? family.toSketch(puzzle, style);
  }, [kit, family, puzzle, style, step, floor, steps, floors]);
  const describe = (cell: number): string => {
    if (cell < 0) return '';
    try {
      return family.describeCell(puzzle, cell);
    } catch {
      return '';
    }
  };
  const moves = steps.slice(1).map((s) => s.text);
  return (
    <div className="analyse">
      <section className="verdict" aria-label="Verdict">
        {shown.stuck && (
          <p role="alert" className="warning">
            A player can get stuck: some positions leave no way home.
          </p>
        )}
        <Facts facts={shown.facts} label="Verdict facts" />
        {shown.rating.length > 0 && (
          <details>
            <summary>Rating</summary>
            <Facts facts={shown.rating} label="Rating" />
          </details>
        )}
      </section>
      <div className="row">
        <label>
          Style{' '}
          <select
            aria-label="Picture style"
            value={style}
            onChange={(e) => setStyle(e.target.value as PictureStyle)}
          >
            {PICTURE_STYLES.map((s) => (
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
                setFloor(topology?.floorOf(cell) ?? 0);
            }}
          />
          <span className="frame-text">{steps[step]?.text}</span>
        </label>
      )}
      <Board
        sketch={sketch}
        topology={topology}
        zoom={zoom}
        onHover={(cell) => setHover(describe(cell))}
      />
      <p className="hover" aria-live="polite">
        {hover || 'Point at a cell to read what is there.'}
      </p>
      <ExportButtons held={props.held} style={style} />
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
      {shown.notes.length > 0 && (
        <ul aria-label="Notes" className="notes">
          {shown.notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
