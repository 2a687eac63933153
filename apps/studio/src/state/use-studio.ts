// The studio's state and what the panels can do with it: choose a family and its settings, run a
// batch in the worker (or on the page, for what only the page can load), cancel it, open files.
import { calendarDay } from '@knossos/core';
import { freshSeed } from '@knossos/random';
import { useReducer, useRef } from 'react';
import { familyNamed, type Held, presetOf, requestOf, withoutControls } from '../families/index.js';
import { type FileText, openFiles } from '../families/open.js';
import { answer, batchSize, needsPage, type Reply, type Request } from '../protocol.js';
import { initialState, type StudioState, studioReducer } from './studio-state.js';

/** The studio's state with its actions, for the panels. */
export interface Studio {
  /** Everything the panels show. */
  readonly state: StudioState;
  /** The puzzle shown, if the set holds any. */
  readonly current: Held | undefined;
  /** A batch is under way. */
  readonly running: boolean;
  /** Shows a family's settings, by its name. */
  setFamily(family: string): void;
  /** Replaces the shown family's settings. */
  setSettings(settings: Record<string, unknown>): void;
  /** Types a seed. */
  setSeed(seed: string): void;
  /** Turns fresh seeds per batch on or off. */
  setRandomSeed(randomSeed: boolean): void;
  /** Types how many puzzles a batch makes (held to 1–20 when it runs). */
  setCount(count: number): void;
  /** Sets the stars to aim for (0 for any, else 1–5). */
  setStars(stars: number): void;
  /** Shows the puzzle at a place in the set. */
  select(index: number): void;
  /** Starts a batch with the shown family's settings. */
  generate(): void;
  /**
   * Makes today's daily puzzle of the shown family (one, its seed from the family's
   * `dailySeed` for the player's local date and the settings); nothing for a family without.
   */
  daily(): void;
  /** Ends the batch under way; what it made so far joins the set. */
  cancel(): void;
  /** Auto: tunes the shown family's settings (or puts them in range), listing what changed. */
  check(): void;
  /** Sets the shown family's settings (and the stars, where it sets them) to a preset's. */
  applyPreset(name: string): void;
  /** Opens files (one, several, or a batch folder); what they hold joins the set. */
  open(files: readonly FileText[]): void;
}

/** The studio's state and actions (one per page). */
export function useStudio(): Studio {
  const [state, dispatch] = useReducer(studioReducer, undefined, initialState);
  const worker = useRef<Worker | null>(null);
  const abort = useRef<AbortController | null>(null);
  const batch = useRef<Held[] | null>(null);
  const { family, settings, seed, randomSeed, count, stars } = state;

  /** A batch (finished or cancelled) joins the end of the set, and its first puzzle is shown. */
  const finishBatch = (made: Held[]) => {
    if (batch.current !== made) return;
    batch.current = null;
    dispatch({ type: 'finished', made });
  };

  /**
   * What each reply does to the batch `made`; `again` runs the batch on the page instead, when
   * the worker could not (`null` on the page itself).
   */
  const hear = (request: Request, made: Held[], reply: Reply, again: (() => void) | null) => {
    if (batch.current !== made) return;
    if (reply.kind === 'made') {
      made.push({ family: familyNamed(request.family), puzzle: reply.puzzle });
      dispatch({ type: 'progress', progress: { done: reply.done, total: reply.total } });
    } else if (again !== null && needsPage(reply) && made.length === 0) again();
    else {
      if (reply.kind === 'failed') dispatch({ type: 'failed', message: reply.message });
      finishBatch(made);
    }
  };

  /** Makes the batch on the page (Z3 runs its threads from here), until done or aborted. */
  const runOnPage = (request: Request) => {
    const controller = new AbortController();
    abort.current = controller;
    const made: Held[] = [];
    batch.current = made;
    void answer(request, (reply) => hear(request, made, reply, null), controller.signal);
  };

  /** Asks the worker for the batch; each puzzle comes back as it is made. */
  const runInWorker = (request: Request) => {
    const w = new Worker(new URL('../worker.ts', import.meta.url), { type: 'module' });
    worker.current = w;
    const made: Held[] = [];
    batch.current = made;
    const stop = () => {
      w.terminate();
      if (worker.current === w) worker.current = null;
    };
    w.onmessage = (event: MessageEvent<Reply>) => {
      const reply = event.data;
      hear(request, made, reply, () => {
        stop();
        runOnPage(request);
      });
      if (reply.kind !== 'made') stop();
    };
    w.postMessage(request);
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
    setStars: (n) => dispatch({ type: 'stars', stars: n }),
    select: (index) => dispatch({ type: 'select', index }),
    generate() {
      worker.current?.terminate();
      abort.current?.abort();
      const used = randomSeed || seed.trim() === '' ? freshSeed() : seed.trim();
      const total = batchSize(count);
      dispatch({ type: 'started', seed: used, total });
      const request = requestOf(familyNamed(family), settings[family] ?? {});
      runInWorker({ family, settings: request, seed: used, count: total, stars });
    },
    daily() {
      const f = familyNamed(family);
      if (f.dailySeed === undefined) return;
      worker.current?.terminate();
      abort.current?.abort();
      const request = requestOf(f, settings[family] ?? {});
      const used = f.dailySeed(calendarDay(new Date()), request);
      dispatch({ type: 'started', seed: used, total: 1 });
      runInWorker({ family, settings: request, seed: used, count: 1, stars });
    },
    cancel() {
      abort.current?.abort();
      abort.current = null;
      worker.current?.terminate();
      worker.current = null;
      // What was made before Cancel is kept.
      if (batch.current) finishBatch(batch.current);
    },
    check() {
      const f = familyNamed(family);
      // Auto: the family's own tuning where it has one (the maze's), else its clamping.
      const clamped = (f.tune ?? f.clampSettings)({ ...settings[family] });
      const changes = clamped.notes.length > 0 ? clamped.notes : ['Nothing needed changing.'];
      dispatch({ type: 'tuned', settings: withoutControls(f, clamped.settings), changes });
    },
    applyPreset(name) {
      const preset = presetOf(familyNamed(family), name);
      if (preset === undefined) return;
      dispatch({ type: 'settings', settings: preset.settings });
      if (preset.stars !== null) dispatch({ type: 'stars', stars: preset.stars });
    },
    open(files) {
      const { puzzles, opened, errors } = openFiles(files);
      dispatch({ type: 'opened', puzzles, opened, errors });
    },
  };
}
