// The studio's state and what the panels can do with it: choose a family and its settings, run a
// batch (in the worker, or on the page where the family asks), cancel it, and load puzzles.
import { freshSeed } from '@knossos/random';
import { useReducer, useRef } from 'react';
import { familyOf } from '../families/index.js';
import { VERDICTS } from '../model.js';
import { type Reply, type Request, revive, seedOf } from '../protocol.js';
import type { Family, Puzzle } from '../puzzle.js';
import { initialState, type StudioState, studioReducer } from './studio-state.js';

/** The studio's state with its actions, for the panels. */
export interface Studio {
  /** Everything the panels show. */
  readonly state: StudioState;
  /** The puzzle shown, if the set holds any. */
  readonly current: Puzzle | undefined;
  /** A batch is under way. */
  readonly running: boolean;
  /** Shows a family's settings. */
  setFamily(family: Family): void;
  /** Replaces the shown family's settings. */
  setSettings(settings: Record<string, unknown>): void;
  /** Types a seed. */
  setSeed(seed: string): void;
  /** Turns fresh seeds per batch on or off. */
  setRandomSeed(randomSeed: boolean): void;
  /** Types how many puzzles a batch makes (held to 1–20 when it runs). */
  setCount(count: number): void;
  /** Shows the puzzle at a place in the set. */
  select(index: number): void;
  /** Starts a batch with the shown family's settings. */
  generate(): void;
  /** Ends the batch under way; what it made so far joins the set. */
  cancel(): void;
  /** The Auto button: tunes the shown family's settings (where the family can). */
  auto(): void;
  /** Sets the shown family's settings to a preset's, by its name. */
  applyPreset(name: string): void;
  /** Puzzles loaded from a pack join the set. */
  load(puzzles: readonly Puzzle[]): void;
}

/** The studio's state and actions (one per page). */
export function useStudio(): Studio {
  const [state, dispatch] = useReducer(studioReducer, undefined, initialState);
  const worker = useRef<Worker | null>(null);
  const abort = useRef<AbortController | null>(null);
  const batch = useRef<Puzzle[] | null>(null);
  const { family, settings, seed, randomSeed, count } = state;

  /** A batch (finished or cancelled) joins the end of the set, and its first puzzle is shown. */
  const finishBatch = (made: Puzzle[]) => {
    if (batch.current !== made) return;
    batch.current = null;
    dispatch({ type: 'finished', made });
  };

  /** Makes the batch on the page, one puzzle after another, until done or aborted. */
  const runOnPage = (used: string, total: number) => {
    const onPage = familyOf(family).onPage!;
    const controller = new AbortController();
    abort.current = controller;
    dispatch({ type: 'started', seed: used, total });
    void (async () => {
      const made: Puzzle[] = [];
      batch.current = made;
      for (let index = 0; index < total && !controller.signal.aborted; index++) {
        try {
          const seedUsed = seedOf({ seed: used, count: total }, index);
          made.push(await onPage.generate(settings[family], seedUsed, controller.signal));
          dispatch({ type: 'progress', progress: { done: made.length, total } });
        } catch (error) {
          if (!controller.signal.aborted)
            dispatch({
              type: 'failed',
              message: `Puzzle ${index + 1}: ${(error as Error).message}`,
            });
        }
      }
      finishBatch(made);
      abort.current = null;
    })();
  };

  /** Asks the worker for the batch; each puzzle comes back with its verdict worked out. */
  const runInWorker = (used: string, total: number) => {
    const w = new Worker(new URL('../worker.ts', import.meta.url), { type: 'module' });
    worker.current = w;
    dispatch({ type: 'started', seed: used, total });
    const made: Puzzle[] = [];
    batch.current = made;
    w.onmessage = (event: MessageEvent<Reply>) => {
      const reply = event.data;
      if (reply.kind === 'made') {
        const p = revive(family, reply.json);
        VERDICTS.set(p.data, reply.verdict);
        made.push(p);
        dispatch({ type: 'progress', progress: { done: made.length, total } });
      } else if (reply.kind === 'error') {
        dispatch({ type: 'failed', message: `Puzzle ${reply.index + 1}: ${reply.message}` });
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

  return {
    state,
    current: state.puzzles[state.selected],
    running: state.progress !== null,
    setFamily: (f) => dispatch({ type: 'family', family: f }),
    setSettings: (s) => dispatch({ type: 'settings', settings: s }),
    setSeed: (s) => dispatch({ type: 'seed', seed: s }),
    setRandomSeed: (on) => dispatch({ type: 'randomSeed', randomSeed: on }),
    setCount: (n) => dispatch({ type: 'count', count: n }),
    select: (index) => dispatch({ type: 'select', index }),
    generate() {
      worker.current?.terminate();
      const used = randomSeed || seed.trim() === '' ? freshSeed() : seed.trim();
      const total = Math.min(20, Math.max(1, Math.round(count)));
      if (familyOf(family).onPage?.wants(settings[family])) runOnPage(used, total);
      else runInWorker(used, total);
    },
    cancel() {
      abort.current?.abort();
      abort.current = null;
      worker.current?.terminate();
      worker.current = null;
      // What was made before Cancel is kept.
      if (batch.current) finishBatch(batch.current);
    },
    auto() {
      const tuned = familyOf(family).tune?.(settings[family]);
      if (!tuned) return;
      const changes = tuned.changes.length > 0 ? tuned.changes : ['Nothing needed changing.'];
      dispatch({ type: 'tuned', settings: tuned.settings, changes });
    },
    applyPreset(name) {
      const adapter = familyOf(family);
      const preset = adapter.presets.find((p) => p.name === name);
      if (preset)
        dispatch({
          type: 'settings',
          settings: { ...adapter.initialSettings(), ...preset.settings },
        });
    },
    load: (puzzles) => dispatch({ type: 'added', puzzles }),
  };
}
