import { pictureFrame, renderSvg } from '@knossos/export';
import {
  drawPath,
  type FlowPlay,
  isSolved as flowSolved,
  generateFlow,
  newGame as newFlowGame,
} from '@knossos/flow';
import {
  CHOICE_SETTINGS,
  defaultSettings,
  describe as describeCell,
  exportPng,
  exportSvg,
  frames,
  MAZE_PICTURE_STYLES,
  type MazePictureStyle,
  hint as mazeHint,
  isSolved as mazeSolved,
  NUMBER_SETTINGS,
  newGame as newMazeGame,
  type Play,
  presets,
  roll,
  SWITCH_SETTINGS,
  tryStep,
  tune,
} from '@knossos/maze';
import {
  connected,
  type NetwalkPlay,
  isSolved as netwalkSolved,
  newGame as newNetwalkGame,
  rotate,
  rotateMask,
  tileKind,
} from '@knossos/netwalk';
import { freshSeed } from '@knossos/random';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  FAMILIES,
  FAMILY_NAMES,
  type Family,
  type Puzzle,
  packFromJson,
  packToJson,
  sketchOf,
  title,
  toJson,
  topologyOf,
  VERDICTS,
  type View,
  verdictOf,
} from './model.js';
import { type Reply, type Request, revive } from './protocol.js';

/** Settings of Flow and Netwalk, with their ranges (maze settings come from the package). */
interface Field {
  readonly name: string;
  readonly label: string;
  readonly min: number;
  readonly max: number;
  readonly step: number;
  readonly value: number;
  readonly optional?: boolean;
}
const FLOW_FIELDS: readonly Field[] = [
  { name: 'width', label: 'Width', min: 5, max: 40, step: 1, value: 7 },
  { name: 'height', label: 'Height', min: 5, max: 40, step: 1, value: 7 },
  { name: 'colors', label: 'Colours', min: 2, max: 533, step: 1, value: 6, optional: true },
  { name: 'minLen', label: 'Shortest path', min: 2, max: 8, step: 1, value: 3 },
  {
    name: 'maxLen',
    label: 'Longest path',
    min: 3,
    max: 1600,
    step: 1,
    value: 1600,
    optional: true,
  },
];
const NETWALK_FIELDS: readonly Field[] = [
  { name: 'width', label: 'Width', min: 2, max: 128, step: 1, value: 9 },
  { name: 'height', label: 'Height', min: 2, max: 128, step: 1, value: 9 },
  {
    name: 'branching',
    label: 'Junction share',
    min: 0,
    max: 1,
    step: 0.05,
    value: 0.25,
    optional: true,
  },
  {
    name: 'straights',
    label: 'Straight share',
    min: 0,
    max: 1,
    step: 0.05,
    value: 0.2,
    optional: true,
  },
];
const FLOW_PRESETS: Record<string, Record<string, unknown>> = {
  'Flow/Starter 5×5': { width: 5, height: 5 },
  'Flow/Classic 7×7': { width: 7, height: 7 },
  'Flow/Hex 8×8': { grid: 'hex', width: 8, height: 8 },
  'Flow/Large 14×14': { width: 14, height: 14 },
};
const NETWALK_PRESETS: Record<string, Record<string, unknown>> = {
  'Netwalk/Bounded 7×7': { width: 7, height: 7, mode: 'bounded' },
  'Netwalk/Torus 13×11': { width: 13, height: 11, mode: 'torus' },
  'Netwalk/Classic 9×9': { width: 9, height: 9, mode: 'classic' },
  'Netwalk/Expert 20×20': { width: 20, height: 20, mode: 'torus', crosses: false },
};

function initialSettings(family: Family): Record<string, unknown> {
  if (family === 'maze') {
    const { seed: _seed, ...rest } = defaultSettings();
    return rest;
  }
  if (family === 'flow') return { width: 7, height: 7, minLen: 3, unique: true, grid: 'square' };
  return { width: 9, height: 9, mode: 'bounded', unique: true, crosses: true };
}

function download(name: string, data: string | Uint8Array, type: string): void {
  const blob = new Blob([data as BlobPart], { type });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function App(): ReactNode {
  const [family, setFamily] = useState<Family>('maze');
  const [settings, setSettings] = useState<Record<Family, Record<string, unknown>>>(() => ({
    maze: initialSettings('maze'),
    flow: initialSettings('flow'),
    netwalk: initialSettings('netwalk'),
  }));
  const [seed, setSeed] = useState('');
  const [randomSeed, setRandomSeed] = useState(true);
  const [count, setCount] = useState(1);
  const [changes, setChanges] = useState<string[]>([]);
  const [puzzles, setPuzzles] = useState<Puzzle[]>([]);
  const [selected, setSelected] = useState(0);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [lastSeed, setLastSeed] = useState('');
  const worker = useRef<Worker | null>(null);
  const abort = useRef<AbortController | null>(null);
  const batch = useRef<Puzzle[] | null>(null);
  const generateButton = useRef<HTMLButtonElement | null>(null);
  const cancelButton = useRef<HTMLButtonElement | null>(null);
  const running = progress !== null;
  // Keyboard focus follows the buttons: Generate is disabled while a batch runs, so focus goes
  // to Cancel, and back to Generate when the batch ends.
  useEffect(() => {
    const active = document.activeElement;
    if (running && active === generateButton.current) cancelButton.current?.focus();
    if (!running && (active === document.body || active === null)) generateButton.current?.focus();
  }, [running]);

  const generate = () => {
    worker.current?.terminate();
    const used = randomSeed || seed.trim() === '' ? freshSeed() : seed.trim();
    setLastSeed(used);
    if (randomSeed) setSeed(used);
    const total = Math.min(20, Math.max(1, Math.round(count)));
    if (family === 'flow' && settings.flow.method === 'z3') {
      // Z3 runs its own worker threads from the page (it cannot start inside a module worker),
      // so the page stays responsive and Cancel aborts the synthesis.
      const controller = new AbortController();
      abort.current = controller;
      setProgress({ done: 0, total });
      setErrors([]);
      void (async () => {
        const made: Puzzle[] = [];
        batch.current = made;
        for (let index = 0; index < total && !controller.signal.aborted; index++) {
          try {
            const level = await generateFlow({
              ...settings.flow,
              method: 'z3',
              seed: total === 1 ? used : `${used}-${index}`,
              signal: controller.signal,
            });
            made.push({ family: 'flow', data: level });
            setProgress({ done: made.length, total });
          } catch (error) {
            if (!controller.signal.aborted)
              setErrors((e) => [...e, `Puzzle ${index + 1}: ${(error as Error).message}`]);
          }
        }
        finishBatch(made);
        abort.current = null;
      })();
      return;
    }
    const w = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
    worker.current = w;
    setProgress({ done: 0, total });
    setErrors([]);
    const made: Puzzle[] = [];
    batch.current = made;
    w.onmessage = (event: MessageEvent<Reply>) => {
      const reply = event.data;
      if (reply.kind === 'made') {
        const p = revive(family, reply.json);
        VERDICTS.set(p.data, reply.verdict);
        made.push(p);
        setProgress({ done: made.length, total });
      } else if (reply.kind === 'error') {
        setErrors((e) => [...e, `Puzzle ${reply.index + 1}: ${reply.message}`]);
      } else {
        finishBatch(made);
        w.terminate();
        worker.current = null;
      }
    };
    w.postMessage({
      family,
      settings: settings[family],
      seed: used,
      count: total,
    } satisfies Request);
  };

  /** A batch (finished or cancelled) joins the end of the set, and its first puzzle is shown. */
  const finishBatch = (made: Puzzle[]) => {
    if (batch.current !== made) return;
    batch.current = null;
    setProgress(null);
    if (made.length === 0) return;
    setPuzzles((set) => {
      setSelected(set.length);
      return [...set, ...made];
    });
  };

  const cancel = () => {
    abort.current?.abort();
    abort.current = null;
    worker.current?.terminate();
    worker.current = null;
    // What was made before Cancel is kept.
    if (batch.current) finishBatch(batch.current);
  };

  const auto = () => {
    const tuned = tune({ ...settings.maze, seed: '' });
    const { seed: _s, ...rest } = tuned.settings;
    setSettings((s) => ({ ...s, maze: rest }));
    setChanges(tuned.changes.length > 0 ? tuned.changes : ['Nothing needed changing.']);
  };

  const applyPreset = (name: string) => {
    if (family === 'maze') {
      const p = presets.find((q) => q.name === name);
      if (!p) return;
      const { seed: _s, ...rest } = p.make();
      setSettings((s) => ({ ...s, maze: rest }));
    } else {
      const table = family === 'flow' ? FLOW_PRESETS : NETWALK_PRESETS;
      setSettings((s) => ({ ...s, [family]: { ...initialSettings(family), ...table[name] } }));
    }
  };

  const current = puzzles[selected];

  return (
    <div className="studio">
      <header>
        <h1>Knossos Studio</h1>
        <nav aria-label="Puzzle family" className="tabs">
          {FAMILIES.map((f) => (
            <button key={f} type="button" aria-pressed={family === f} onClick={() => setFamily(f)}>
              {FAMILY_NAMES[f]}
            </button>
          ))}
        </nav>
      </header>
      <main>
        <section aria-labelledby="generate-heading" className="panel generate">
          <h2 id="generate-heading">Generate</h2>
          <label>
            Preset{' '}
            <select
              aria-label="Preset"
              defaultValue=""
              onChange={(e) => applyPreset(e.target.value)}
            >
              <option value="" disabled>
                Choose a preset…
              </option>
              {(family === 'maze'
                ? presets.map((p) => p.name)
                : Object.keys(family === 'flow' ? FLOW_PRESETS : NETWALK_PRESETS)
              ).map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </label>
          <SettingsForm
            family={family}
            values={settings[family]}
            onChange={(v) => setSettings((s) => ({ ...s, [family]: v }))}
          />
          {family === 'maze' && (
            <div>
              <button type="button" onClick={auto}>
                Auto
              </button>
              {changes.length > 0 && (
                <ul aria-label="What Auto changed" className="changes">
                  {changes.map((c) => (
                    <li key={c}>{c}</li>
                  ))}
                </ul>
              )}
            </div>
          )}
          <div className="row">
            <label>
              Seed{' '}
              <input
                aria-label="Seed"
                value={seed}
                disabled={randomSeed}
                onChange={(e) => setSeed(e.target.value)}
              />
            </label>
            <label>
              <input
                type="checkbox"
                checked={randomSeed}
                onChange={(e) => setRandomSeed(e.target.checked)}
              />{' '}
              Random
            </label>
          </div>
          <label>
            How many (1–20){' '}
            <input
              aria-label="How many"
              type="number"
              min={1}
              max={20}
              value={count}
              onChange={(e) => setCount(Number(e.target.value))}
            />
          </label>
          <div className="row">
            <button
              ref={generateButton}
              type="button"
              className="primary"
              onClick={generate}
              disabled={progress !== null}
            >
              Generate
            </button>
            {progress && (
              <>
                <progress aria-label="Generating" max={progress.total} value={progress.done} />
                <span>
                  {progress.done} / {progress.total}
                </span>
                <button ref={cancelButton} type="button" onClick={cancel}>
                  Cancel
                </button>
              </>
            )}
          </div>
          {lastSeed && (
            <p className="seed-used">
              Seed used: <code>{lastSeed}</code>
            </p>
          )}
          {errors.map((e) => (
            <p key={e} role="alert" className="error">
              {e}
            </p>
          ))}
          <PackPanel
            puzzles={puzzles}
            current={current}
            onLoad={(loaded) => {
              setPuzzles((set) => {
                setSelected(set.length);
                return [...set, ...loaded];
              });
            }}
          />
        </section>
        <section aria-labelledby="set-heading" className="panel set">
          <h2 id="set-heading">Set</h2>
          {puzzles.length === 0 ? (
            <p>Nothing yet: generate a puzzle or load a pack.</p>
          ) : (
            <ol>
              {puzzles.map((p, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a set may hold the same puzzle twice; its place is its identity
                <li key={i}>
                  <button
                    type="button"
                    aria-current={i === selected}
                    onClick={() => setSelected(i)}
                  >
                    {title(p)}
                  </button>
                </li>
              ))}
            </ol>
          )}
        </section>
        {current && <PuzzleView key={`${selected}-${title(current)}`} puzzle={current} />}
      </main>
    </div>
  );
}

function SettingsForm(props: {
  family: Family;
  values: Record<string, unknown>;
  onChange: (v: Record<string, unknown>) => void;
}): ReactNode {
  const { family, values, onChange } = props;
  const set = (name: string, value: unknown) => onChange({ ...values, [name]: value });
  if (family === 'maze') {
    return (
      <details open className="settings">
        <summary>Settings</summary>
        <div className="grid">
          {Object.entries(CHOICE_SETTINGS).map(([name, s]) => (
            <label key={name}>
              {s.label}{' '}
              <select
                aria-label={s.label}
                value={String(values[name])}
                onChange={(e) => set(name, e.target.value)}
              >
                {(s.choices as readonly string[]).map((c) => (
                  <option key={c}>{c}</option>
                ))}
              </select>
            </label>
          ))}
          {Object.entries(NUMBER_SETTINGS).map(([name, s]) => (
            <label key={name} title={`${s.min}–${s.max}`}>
              {s.label}{' '}
              <small>
                ({s.min}–{s.max})
              </small>{' '}
              <input
                aria-label={s.label}
                type="number"
                min={s.min}
                max={s.max}
                step={s.whole ? 1 : 0.01}
                value={Number(values[name])}
                onChange={(e) => set(name, Number(e.target.value))}
              />
            </label>
          ))}
          {Object.entries(SWITCH_SETTINGS).map(([name, s]) => (
            <label key={name}>
              <input
                type="checkbox"
                checked={values[name] === true}
                onChange={(e) => set(name, e.target.checked)}
              />{' '}
              {s.label}
            </label>
          ))}
          <label>
            Shape text (shape: text){' '}
            <input
              aria-label="Shape text"
              maxLength={24}
              value={String(values.shapeText ?? '')}
              onChange={(e) => set('shapeText', e.target.value)}
            />
          </label>
          <label>
            Shape rows (shape: custom; # inside, . outside){' '}
            <textarea
              aria-label="Shape rows"
              rows={4}
              value={Array.isArray(values.shapeMask) ? values.shapeMask.join('\n') : ''}
              onChange={(e) =>
                set(
                  'shapeMask',
                  e.target.value.split('\n').filter((row) => row.trim() !== ''),
                )
              }
            />
          </label>
        </div>
      </details>
    );
  }
  const fields = family === 'flow' ? FLOW_FIELDS : NETWALK_FIELDS;
  return (
    <div className="grid">
      {fields.map((f) => (
        <label key={f.name}>
          {f.label}{' '}
          <small>
            ({f.min}–{f.max})
          </small>{' '}
          <input
            aria-label={f.label}
            type="number"
            min={f.min}
            max={f.max}
            step={f.step}
            // Optional settings stay empty (the generator chooses) until given.
            placeholder={f.optional ? 'auto' : undefined}
            value={
              values[f.name] === undefined ? (f.optional ? '' : f.value) : Number(values[f.name])
            }
            onChange={(e) =>
              e.target.value === '' && f.optional
                ? onChange(Object.fromEntries(Object.entries(values).filter(([k]) => k !== f.name)))
                : set(f.name, Number(e.target.value))
            }
          />
        </label>
      ))}
      {family === 'flow' && (
        <label>
          Method{' '}
          <select
            aria-label="Method"
            value={String(values.method ?? 'constructive')}
            onChange={(e) => set('method', e.target.value)}
          >
            <option value="constructive">constructive (fast)</option>
            <option value="z3">z3 (SAT synthesis)</option>
          </select>
        </label>
      )}
      {family === 'flow' ? (
        <label>
          Grid{' '}
          <select
            aria-label="Grid"
            value={String(values.grid)}
            onChange={(e) => set('grid', e.target.value)}
          >
            <option>square</option>
            <option>hex</option>
          </select>
        </label>
      ) : (
        <>
          <label>
            Mode{' '}
            <select
              aria-label="Mode"
              value={String(values.mode)}
              onChange={(e) => set('mode', e.target.value)}
            >
              <option>bounded</option>
              <option>torus</option>
              <option>classic</option>
            </select>
          </label>
          <label>
            <input
              type="checkbox"
              checked={values.crosses !== false}
              onChange={(e) => set('crosses', e.target.checked)}
            />{' '}
            Four-way crosses
          </label>
        </>
      )}
      <label>
        <input
          type="checkbox"
          checked={values.unique !== false}
          onChange={(e) => set('unique', e.target.checked)}
        />{' '}
        Unique solution
      </label>
    </div>
  );
}

function PackPanel(props: {
  puzzles: Puzzle[];
  current: Puzzle | undefined;
  onLoad: (p: Puzzle[]) => void;
}): ReactNode {
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="pack">
      <h3>Packs</h3>
      <div className="row">
        <button
          type="button"
          disabled={props.puzzles.length === 0}
          onClick={() =>
            download('knossos-pack.json', packToJson(props.puzzles), 'application/json')
          }
        >
          Save set
        </button>
        <button
          type="button"
          disabled={!props.current}
          onClick={() =>
            props.current &&
            download('knossos-puzzle.json', packToJson([props.current]), 'application/json')
          }
        >
          Save current
        </button>
        <label className="file">
          Load pack{' '}
          <input
            aria-label="Load pack"
            type="file"
            accept=".json,application/json"
            onChange={async (e) => {
              const file = e.target.files?.[0];
              if (!file) return;
              try {
                const loaded = packFromJson(await file.text());
                setError(null);
                props.onLoad(loaded);
              } catch (err) {
                setError(`${file.name}: ${(err as Error).message}`);
              }
              e.target.value = '';
            }}
          />
        </label>
      </div>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
    </div>
  );
}

/** The picture size on screen, before zoom. */
const PICTURE = { size: 640 } as const;

/** The picture of a puzzle with pointer hit-testing: which cell is under the pointer. */
function Board(props: {
  puzzle: Puzzle;
  view: View;
  zoom: number;
  onCell?: (cell: number, kind: 'down' | 'move' | 'up') => void;
  onHover?: (cell: number) => void;
}): ReactNode {
  const { puzzle, view, zoom } = props;
  const sketch = useMemo(() => sketchOf(puzzle, view), [puzzle, view]);
  const svg = useMemo(() => renderSvg(sketch, PICTURE), [sketch]);
  const frame = useMemo(() => pictureFrame(sketch, PICTURE), [sketch]);
  const topology = useMemo(() => topologyOf(puzzle), [puzzle]);
  const cellAt = (event: React.PointerEvent<HTMLDivElement>): number => {
    const box = event.currentTarget.getBoundingClientRect();
    const x = ((event.clientX - box.left) / box.width) * frame.width;
    const y = ((event.clientY - box.top) / box.height) * frame.height;
    return topology.cellAt(frame.toBoard({ x, y }));
  };
  return (
    <div
      className="board"
      data-testid="board"
      style={{ width: frame.width * zoom, touchAction: 'none' }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the SVG comes from our own renderer
      dangerouslySetInnerHTML={{
        __html: svg.replace('<svg ', `<svg style="width:100%;height:auto" `),
      }}
      onPointerDown={(e) => {
        e.currentTarget.setPointerCapture(e.pointerId);
        props.onCell?.(cellAt(e), 'down');
      }}
      onPointerMove={(e) => {
        const cell = cellAt(e);
        props.onHover?.(cell);
        if (e.buttons) props.onCell?.(cell, 'move');
      }}
      onPointerUp={(e) => props.onCell?.(cellAt(e), 'up')}
    />
  );
}

function PuzzleView(props: { puzzle: Puzzle }): ReactNode {
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

function Analyse(props: { puzzle: Puzzle }): ReactNode {
  const { puzzle } = props;
  const [style, setStyle] = useState<MazePictureStyle>('as-shown');
  const [zoom, setZoom] = useState(1);
  const [step, setStep] = useState(0);
  const [hover, setHover] = useState('');
  const [floor, setFloor] = useState(0);
  const verdict = useMemo(() => verdictOf(puzzle), [puzzle]);
  const mazeFrames = useMemo(
    () => (puzzle.family === 'maze' && puzzle.data.verdict.solvable ? frames(puzzle.data) : []),
    [puzzle],
  );
  const floors =
    puzzle.family === 'maze'
      ? ((puzzle.data.board.passages.spec as { floors?: number }).floors ?? 1)
      : 1;
  const frame = mazeFrames[step];
  const view: View = useMemo(
    () => ({
      style,
      ...(floors > 1 ? { floor } : {}),
      ...(frame ? { mazePlay: frame.play, trails: frame.trails } : {}),
    }),
    [style, frame, floor, floors],
  );
  const moves = mazeFrames.slice(1).map((f) => f.text);
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
      {mazeFrames.length > 1 && (
        <label className="slider">
          Step {step} of {mazeFrames.length - 1}{' '}
          <input
            aria-label="Solution step"
            type="range"
            min={0}
            max={mazeFrames.length - 1}
            value={step}
            onChange={(e) => {
              const next = Number(e.target.value);
              setStep(next);
              // Show the floor where the player who moved (or player 1) now stands.
              const f = mazeFrames[next];
              const cell = f ? f.play.positions[Math.max(0, f.player)] : undefined;
              if (floors > 1 && cell !== undefined && cell >= 0)
                setFloor(topologyOf(puzzle).floorOf(cell));
            }}
          />
          <span className="frame-text">{frame?.text}</span>
        </label>
      )}
      <Board
        puzzle={puzzle}
        view={view}
        zoom={zoom}
        onHover={(cell) =>
          setHover(
            cell < 0
              ? ''
              : puzzle.family === 'maze'
                ? describeCell(puzzle.data, cell, frame?.play)
                : describeOther(puzzle, cell, style === 'answer-key'),
          )
        }
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

const COLOUR_NAMES = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** What a Flow cell or a Netwalk tile is, in words (the maze has its own `describe`). */
function describeOther(puzzle: Puzzle, cell: number, answer: boolean): string {
  if (puzzle.family === 'maze') return '';
  const x = cell % puzzle.data.width;
  const y = Math.floor(cell / puzzle.data.width);
  if (puzzle.family === 'flow') {
    const dot = puzzle.data.dots.indexOf(cell);
    const name = (k: number) => COLOUR_NAMES[k] ?? String(k + 1);
    if (dot >= 0) return `Cell (${x}, ${y}): a dot of colour ${name(dot >> 1)}.`;
    const k = answer ? (puzzle.data.solution?.[cell] ?? -1) : -1;
    return k >= 0
      ? `Cell (${x}, ${y}): the path of colour ${name(k)}.`
      : `Cell (${x}, ${y}): empty, to be filled.`;
  }
  if (puzzle.family === 'netwalk') {
    const board = puzzle.data;
    const mask = answer
      ? board.solution[cell]!
      : rotateMask(board.solution[cell]!, board.offsets[cell]!);
    const lit = startLit(board)[cell] === 1;
    const server = cell === board.server ? 'the server, ' : '';
    return `Tile (${x}, ${y}): ${server}${tileKind(mask)}${answer ? '' : lit ? ', connected' : ', not connected yet'}.`;
  }
  return '';
}

/** The tiles the server reaches as a board starts, worked out once per board (hover asks often). */
const START_LIT = new WeakMap<object, Uint8Array>();
function startLit(board: Extract<Puzzle, { family: 'netwalk' }>['data']): Uint8Array {
  let lit = START_LIT.get(board);
  if (lit === undefined) {
    lit = connected(newNetwalkGame(board));
    START_LIT.set(board, lit);
  }
  return lit;
}

function ExportButtons(props: { puzzle: Puzzle; style: MazePictureStyle }): ReactNode {
  const { puzzle, style } = props;
  const base = `${puzzle.family}-${style}`;
  const svg = () =>
    puzzle.family === 'maze'
      ? exportSvg(puzzle.data, { style })
      : renderSvg(sketchOf(puzzle, { style }));
  const png = async () => {
    if (puzzle.family === 'maze') return exportPng(puzzle.data, { style, size: 1024 });
    const { renderPng } = await import('./browser-png.js');
    return renderPng(sketchOf(puzzle, { style }), { size: 1024 });
  };
  return (
    <div className="row export">
      <button type="button" onClick={() => download(`${base}.svg`, svg(), 'image/svg+xml')}>
        Export SVG
      </button>
      <button type="button" onClick={async () => download(`${base}.png`, await png(), 'image/png')}>
        Export PNG
      </button>
      <button
        type="button"
        onClick={() => download(`${puzzle.family}.json`, toJson(puzzle), 'application/json')}
      >
        Export JSON
      </button>
    </div>
  );
}

const KEY_ANGLES: Record<string, number> = {
  ArrowRight: 0,
  d: 0,
  e: 45,
  ArrowUp: 90,
  w: 90,
  q: 135,
  ArrowLeft: 180,
  a: 180,
  z: 225,
  ArrowDown: 270,
  s: 270,
  c: 315,
};

function PlayView(props: { puzzle: Puzzle }): ReactNode {
  const { puzzle } = props;
  if (puzzle.family === 'maze') return <MazePlay puzzle={puzzle} />;
  if (puzzle.family === 'flow') return <FlowPlayView puzzle={puzzle} />;
  return <NetwalkPlayView puzzle={puzzle} />;
}

function MazePlay(props: { puzzle: Extract<Puzzle, { family: 'maze' }> }): ReactNode {
  const maze = props.puzzle.data;
  const { board } = maze;
  const topology = useMemo(() => topologyOf(props.puzzle), [props.puzzle]);
  const [history, setHistory] = useState<Play[]>(() => [newMazeGame(board)]);
  const [player, setPlayer] = useState(0);
  const [message, setMessage] = useState('');
  const play = history.at(-1)!;
  const moves = history.length - 1;
  const won = mazeSolved(board, play);
  const move = useCallback(
    (angle: number | 'up' | 'down') => {
      const push = (next: Play) => setHistory((h) => [...h, next]);
      if (won) return;
      if (board.movement === 'roll') {
        if (typeof angle !== 'number') return;
        // Roll in the direction closest to the key's.
        let best = 0;
        let bestGap = 999;
        const dirs = (topology.kind === 'hex' ? 6 : 4) as number;
        for (let d = 0; d < dirs; d++) {
          const a = topology.kind === 'hex' ? d * 60 : [90, 0, 270, 180][d]!;
          const gap = Math.min(Math.abs(a - angle), 360 - Math.abs(a - angle));
          if (gap < bestGap) {
            bestGap = gap;
            best = d;
          }
        }
        const r = roll(board, play, best);
        if (r.moved) push(r.after);
        setMessage(r.moved ? '' : 'Nothing moves that way.');
        return;
      }
      const cell = play.positions[player]!;
      if (cell < 0) return;
      let target = -1;
      if (angle === 'up' || angle === 'down') {
        const slot = angle === 'up' ? topology.upSlot(cell) : topology.downSlot(cell);
        if (slot >= 0) target = topology.neighbor(cell, slot);
      } else {
        const here = topology.center(cell);
        let bestGap = 60;
        for (let s = 0; s < topology.slotCount(cell); s++) {
          if (topology.isStairSlot(cell, s)) continue;
          const other = topology.neighbor(cell, s);
          if (other < 0) continue;
          const there = topology.center(other);
          const a = ((Math.atan2(there.y - here.y, there.x - here.x) * 180) / Math.PI + 360) % 360;
          const gap = Math.min(Math.abs(a - angle), 360 - Math.abs(a - angle));
          if (gap < bestGap) {
            bestGap = gap;
            target = other;
          }
        }
      }
      if (target < 0) {
        setMessage('There is no way that way.');
        return;
      }
      const r = tryStep(board, play, player, target);
      if (r.ok) {
        push(r.play);
        setMessage('');
      } else setMessage(r.message);
    },
    [board, play, player, topology, won],
  );

  const finish = () => {
    let p = play;
    const steps: Play[] = [];
    for (let i = 0; i < 10_000 && !mazeSolved(board, p); i++) {
      const who = board.movement === 'roll' ? 0 : p.positions.findIndex((c) => c >= 0);
      const h = mazeHint(board, p, Math.max(0, who));
      if (h.status !== 'move') break;
      if (board.movement === 'roll') p = roll(board, p, h.move).after;
      else {
        const r = tryStep(board, p, Math.max(0, who), h.move);
        if (!r.ok) break;
        p = r.play;
      }
      steps.push(p);
    }
    setHistory((h) => [...h, ...steps]);
  };

  return (
    <div
      className="play"
      role="application"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the board takes the keyboard while playing
      tabIndex={0}
      aria-label="Maze: use the arrow keys or WASD; Q, E, Z and C for the diagonal sides; Page Up and Page Down for stairs"
      onKeyDown={(e) => {
        // Keys typed into the controls above the board (the Player list) are theirs.
        if (e.target !== e.currentTarget) return;
        const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
        if (key in KEY_ANGLES) {
          e.preventDefault();
          move(KEY_ANGLES[key]!);
        } else if (key === 'PageUp' || key === 'PageDown') {
          e.preventDefault();
          move(key === 'PageUp' ? 'up' : 'down');
        } else if (key === 'u') setHistory((h) => (h.length > 1 ? h.slice(0, -1) : h));
      }}
    >
      <p className="status" aria-live="polite" data-testid="maze-status">
        {won
          ? `Solved in ${moves} moves (par ${maze.verdict.par}).`
          : `Moves: ${moves} · par ${maze.verdict.par}`}{' '}
        {message}
      </p>
      <div className="row">
        {board.movement === 'step' && board.starts.length > 1 && (
          <label>
            Player{' '}
            <select
              aria-label="Player"
              value={player}
              onChange={(e) => setPlayer(Number(e.target.value))}
            >
              {board.starts.map((_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: players are numbered
                <option key={i} value={i}>
                  {i + 1}
                </option>
              ))}
            </select>
          </label>
        )}
        <button
          type="button"
          onClick={() => setHistory((h) => (h.length > 1 ? h.slice(0, -1) : h))}
        >
          Undo
        </button>
        <button type="button" onClick={() => setHistory([newMazeGame(board)])}>
          Restart
        </button>
        <button
          type="button"
          onClick={() => {
            const h = mazeHint(board, play, player);
            setMessage(
              h.status === 'move'
                ? `Hint: ${board.movement === 'roll' ? `roll direction ${h.move}` : describeCell(maze, h.move, play)} (${h.par} moves to go)`
                : `Hint: ${h.status}`,
            );
          }}
        >
          Hint
        </button>
        <button type="button" onClick={finish}>
          Let the solver finish
        </button>
      </div>
      <Board
        puzzle={props.puzzle}
        view={{ style: 'as-shown', mazePlay: play, solution: false }}
        zoom={1}
      />
    </div>
  );
}

function FlowPlayView(props: { puzzle: Extract<Puzzle, { family: 'flow' }> }): ReactNode {
  const level = props.puzzle.data;
  const [play, setPlay] = useState<FlowPlay>(() => newFlowGame(level));
  const playRef = useRef(play);
  playRef.current = play;
  const drag = useRef<{ color: number; cells: number[] } | null>(null);
  const keyLine = useRef<{ color: number; cells: number[] } | null>(null);
  const [cursor, setCursor] = useState(level.dots[0] ?? 0);
  const [drawing, setDrawing] = useState(false);
  const won = flowSolved(level, play);
  const colorAt = (cell: number): number => {
    const dot = level.dots.indexOf(cell);
    if (dot >= 0) return dot >> 1;
    return play.lines.findIndex((line) => line.includes(cell));
  };
  return (
    <div className="play">
      <p className="status" aria-live="polite" data-testid="flow-status">
        {won ? 'Solved: every pair joined and every cell filled.' : 'Drag from a dot to its twin.'}
      </p>
      <button type="button" onClick={() => setPlay(newFlowGame(level))}>
        Restart
      </button>
      <div
        className="keys"
        role="application"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the cell cursor takes the keyboard
        tabIndex={0}
        aria-label={`Flow board: arrow keys move the cursor; Space starts or ends a line from a dot or a line; cell ${cursor % level.width}, ${Math.floor(cursor / level.width)}${drawing ? ', drawing' : ''}`}
        onKeyDown={(e) => {
          const steps: Record<string, [number, number]> = {
            ArrowUp: [0, 1],
            ArrowDown: [0, -1],
            ArrowLeft: [-1, 0],
            ArrowRight: [1, 0],
          };
          const step = steps[e.key];
          if (step) {
            e.preventDefault();
            const x = Math.min(level.width - 1, Math.max(0, (cursor % level.width) + step[0]));
            const y = Math.min(
              level.height - 1,
              Math.max(0, Math.floor(cursor / level.width) + step[1]),
            );
            const next = y * level.width + x;
            setCursor(next);
            const line = keyLine.current;
            if (line) {
              try {
                const drawn = drawPath(level, playRef.current, line.color, [...line.cells, next]);
                line.cells.push(next);
                playRef.current = drawn;
                setPlay(drawn);
              } catch {
                keyLine.current = null;
                setDrawing(false);
              }
            }
          } else if (e.key === ' ' || e.key === 'Enter') {
            e.preventDefault();
            if (keyLine.current) keyLine.current = null;
            else {
              const color = colorAt(cursor);
              keyLine.current = color >= 0 ? { color, cells: [cursor] } : null;
              if (keyLine.current) setPlay((p) => drawPath(level, p, color, [cursor]));
            }
            setDrawing(keyLine.current !== null);
          } else if (e.key === 'Escape') {
            keyLine.current = null;
            setDrawing(false);
          }
        }}
      >
        Keyboard: cell ({cursor % level.width}, {Math.floor(cursor / level.width)})
        {drawing ? ', drawing' : ''}
      </div>
      <Board
        puzzle={props.puzzle}
        view={{ style: 'as-shown', flowPlay: play }}
        zoom={1}
        onCell={(cell, kind) => {
          if (cell < 0) return;
          if (kind === 'down') {
            const color = colorAt(cell);
            drag.current = color >= 0 ? { color, cells: [cell] } : null;
          } else if (kind === 'move' && drag.current) {
            const cells = drag.current.cells;
            if (cells.at(-1) === cell) return;
            // A fast drag can skip cells; a step that does not touch the last cell is ignored.
            try {
              const next = drawPath(level, playRef.current, drag.current.color, [...cells, cell]);
              cells.push(cell);
              playRef.current = next;
              setPlay(next);
            } catch {
              // not a legal step from here: keep the line as it is
            }
          } else if (kind === 'up') drag.current = null;
        }}
      />
    </div>
  );
}

function NetwalkPlayView(props: { puzzle: Extract<Puzzle, { family: 'netwalk' }> }): ReactNode {
  const board = props.puzzle.data;
  const [play, setPlay] = useState<NetwalkPlay>(() => newNetwalkGame(board));
  const [cursor, setCursor] = useState(board.server);
  const lit = useMemo(() => connected(play).reduce((a, b) => a + b, 0), [play]);
  const won = useMemo(() => netwalkSolved(play), [play]);
  useEffect(() => setPlay(newNetwalkGame(board)), [board]);
  return (
    <div className="play">
      <p className="status" aria-live="polite" data-testid="netwalk-status">
        {won
          ? `Solved in ${play.moves.length} turns.`
          : `${lit} of ${board.width * board.height} tiles connected · ${play.moves.length} turns`}
      </p>
      <button type="button" onClick={() => setPlay(newNetwalkGame(board))}>
        Restart
      </button>
      <Board
        puzzle={props.puzzle}
        view={{ style: 'as-shown', netwalkPlay: play }}
        zoom={1}
        onCell={(cell, kind) => {
          if (kind === 'down' && cell >= 0 && !won) setPlay((p) => rotate(p, cell, 1));
        }}
      />
      <p>
        Click a tile to turn it a quarter clockwise, or use the keyboard here: arrow keys choose a
        tile, Space or Enter turns it.
      </p>
      <div
        className="keys"
        role="application"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the tile cursor takes the keyboard
        tabIndex={0}
        aria-label={`Netwalk board, tile ${cursor % board.width}, ${Math.floor(cursor / board.width)} chosen`}
        onKeyDown={(e) => {
          const x = cursor % board.width;
          const y = Math.floor(cursor / board.width);
          const move: Record<string, [number, number]> = {
            ArrowUp: [0, 1],
            ArrowDown: [0, -1],
            ArrowLeft: [-1, 0],
            ArrowRight: [1, 0],
          };
          const step = move[e.key];
          if (step) {
            e.preventDefault();
            const nx = Math.min(board.width - 1, Math.max(0, x + step[0]));
            const ny = Math.min(board.height - 1, Math.max(0, y + step[1]));
            setCursor(ny * board.width + nx);
          } else if ((e.key === ' ' || e.key === 'Enter') && !won) {
            e.preventDefault();
            setPlay((p) => rotate(p, cursor, 1));
          }
        }}
      >
        Keyboard: tile ({cursor % board.width}, {Math.floor(cursor / board.width)})
      </div>
    </div>
  );
}
