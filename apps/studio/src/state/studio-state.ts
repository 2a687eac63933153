// The studio's state as one value and the changes to it, as a pure reducer: which family is
// chosen, its settings, the seed and count asked for, the batch under way and the set made.
import { FAMILIES, type Held, initialSettings } from '../families/index.js';

/** How far a batch has come. */
export interface Progress {
  /** Puzzles made so far, 0…`total`. */
  readonly done: number;
  /** Puzzles asked for, 1–20. */
  readonly total: number;
}

/** Everything the studio's panels show. */
export interface StudioState {
  /** The name of the family whose settings are shown and generated. */
  readonly family: string;
  /** Each family's settings by its name, kept while another family is shown (no seed). */
  readonly settings: Readonly<Record<string, Record<string, unknown>>>;
  /** The seed typed (or the last random one). */
  readonly seed: string;
  /** Each batch gets a fresh seed. */
  readonly randomSeed: boolean;
  /** Puzzles per batch, as typed (the batch holds 1–20). */
  readonly count: number;
  /** The stars verified generation aims for, 1–5; 0 for any. */
  readonly stars: number;
  /** What Auto changed, one line each. */
  readonly changes: readonly string[];
  /** The set: every puzzle made or loaded, in order. */
  readonly puzzles: readonly Held[];
  /** The place in the set of the puzzle shown. */
  readonly selected: number;
  /** The batch under way, or `null`. */
  readonly progress: Progress | null;
  /** Why the last batch failed, one line each. */
  readonly errors: readonly string[];
  /** What the last files opened held, one line each. */
  readonly opened: readonly string[];
  /** What was wrong with the last files opened, one line each, naming the file. */
  readonly openErrors: readonly string[];
  /** The seed the last batch was made from (`''` before the first). */
  readonly lastSeed: string;
}

/** One change to the state. */
export type StudioAction =
  | { readonly type: 'family'; readonly family: string }
  /** The shown family's settings. */
  | { readonly type: 'settings'; readonly settings: Record<string, unknown> }
  /** What Auto made of the shown family's settings. */
  | {
      readonly type: 'tuned';
      readonly settings: Record<string, unknown>;
      readonly changes: readonly string[];
    }
  | { readonly type: 'seed'; readonly seed: string }
  | { readonly type: 'randomSeed'; readonly randomSeed: boolean }
  | { readonly type: 'count'; readonly count: number }
  | { readonly type: 'stars'; readonly stars: number }
  /** A batch of `total` puzzles starts from `seed`. */
  | { readonly type: 'started'; readonly seed: string; readonly total: number }
  | { readonly type: 'progress'; readonly progress: Progress }
  | { readonly type: 'failed'; readonly message: string }
  /** The batch ended (finished or cancelled) with what it made. */
  | { readonly type: 'finished'; readonly made: readonly Held[] }
  /** Files opened: the puzzles they held, what they were and what was wrong. */
  | {
      readonly type: 'opened';
      readonly puzzles: readonly Held[];
      readonly opened: readonly string[];
      readonly errors: readonly string[];
    }
  | { readonly type: 'select'; readonly index: number };

/**
 * The studio as it opens: the first family shown, each family's initial settings, a random seed,
 * one puzzle of any stars.
 */
export function initialState(): StudioState {
  return {
    family: FAMILIES[0]!.name,
    settings: Object.fromEntries(FAMILIES.map((f) => [f.name, initialSettings(f)])),
    seed: '',
    randomSeed: true,
    count: 1,
    stars: 0,
    changes: [],
    puzzles: [],
    selected: 0,
    progress: null,
    errors: [],
    opened: [],
    openErrors: [],
    lastSeed: '',
  };
}

/** Puzzles join the end of the set, and the first of them is shown. */
function added(state: StudioState, puzzles: readonly Held[]): StudioState {
  if (puzzles.length === 0) return state;
  return { ...state, puzzles: [...state.puzzles, ...puzzles], selected: state.puzzles.length };
}

/** The state after one change. */
export function studioReducer(state: StudioState, action: StudioAction): StudioState {
  switch (action.type) {
    case 'family':
      return { ...state, family: action.family };
    case 'settings':
      return { ...state, settings: { ...state.settings, [state.family]: action.settings } };
    case 'tuned':
      return {
        ...state,
        settings: { ...state.settings, [state.family]: action.settings },
        changes: action.changes,
      };
    case 'seed':
      return { ...state, seed: action.seed };
    case 'randomSeed':
      return { ...state, randomSeed: action.randomSeed };
    case 'count':
      return { ...state, count: action.count };
    case 'stars':
      return { ...state, stars: Math.min(5, Math.max(0, Math.round(action.stars) || 0)) };
    case 'started':
      return {
        ...state,
        lastSeed: action.seed,
        seed: state.randomSeed ? action.seed : state.seed,
        progress: { done: 0, total: action.total },
        errors: [],
      };
    case 'progress':
      return { ...state, progress: action.progress };
    case 'failed':
      return { ...state, errors: [...state.errors, action.message] };
    case 'finished':
      return added({ ...state, progress: null }, action.made);
    case 'opened':
      return added({ ...state, opened: action.opened, openErrors: action.errors }, action.puzzles);
    case 'select':
      return { ...state, selected: action.index };
  }
}
