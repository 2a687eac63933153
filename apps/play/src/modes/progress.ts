// Progress through the level packs, kept in localStorage under `knossos.play.`: the best moves
// per pack level (and the par it was played against), and the win panel's words about it.
import { packNamed } from './packs.js';
import { type GameResult, pipsFor } from './results.js';

/** The part of the Web Storage API progress uses (localStorage, or a stand-in in Node tests). */
export type ProgressStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key'> & {
  readonly length: number;
};

/** The prefix of every key the game stores. */
export const STORAGE_PREFIX = 'knossos.play.';

const BEST = `${STORAGE_PREFIX}best.`;

/** A storage held in memory: where there is no localStorage (Node), or it is refused. */
export function memoryStorage(): ProgressStorage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index: number) => [...items.keys()][index] ?? null,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      items.set(key, String(value));
    },
    removeItem: (key: string) => {
      items.delete(key);
    },
  };
}

function defaultStorage(): ProgressStorage {
  try {
    const local = (globalThis as { localStorage?: Storage }).localStorage;
    if (local !== undefined) return local;
  } catch {
    // A browser that refuses storage (private mode, a sandbox) keeps progress for the session.
  }
  return memoryStorage();
}

let storage: ProgressStorage | null = null;

/** The storage progress reads and writes (localStorage by default). */
export function progressStorage(): ProgressStorage {
  storage ??= defaultStorage();
  return storage;
}

/**
 * A memory copy of the game's keys (`knossos.play.…`) in a storage, as far as they can still be
 * read: where progress goes on when the storage refuses a write.
 */
function memoryCopy(from: ProgressStorage): ProgressStorage {
  const copy = memoryStorage();
  try {
    for (let i = 0; i < from.length; i++) {
      const key = from.key(i);
      const value = key?.startsWith(STORAGE_PREFIX) ? from.getItem(key) : null;
      if (key !== null && value !== null) copy.setItem(key, value);
    }
  } catch {
    // Unreadable as well: the copy starts with what it got.
  }
  return copy;
}

/** Uses another storage from now on (tests give a {@link memoryStorage}); `null`: the default. */
export function setProgressStorage(next: ProgressStorage | null): void {
  storage = next;
}

/** What is kept of one solved pack level. */
export interface LevelRecord {
  /** The fewest moves of a recorded win (≥ 0); `null` for a race, where no best is kept. */
  readonly best: number | null;
  /** The par of the level when it was won. */
  readonly par: number;
  /** The rating of the best win, 1–3 pips; 0 for a race. */
  readonly pips: 0 | 1 | 2 | 3;
  /** How its level button shows: `'par'` for 3 pips, else `'solved'`. */
  readonly state: 'solved' | 'par';
}

const keyOf = (pack: string, index: number) => `${BEST}${pack}.${index}`;

/** The record of a pack level (index from 0), or `null` while it is not solved. */
export function levelRecord(pack: string, index: number): LevelRecord | null {
  let raw: string | null = null;
  try {
    raw = progressStorage().getItem(keyOf(pack, index));
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as { best?: unknown; par?: unknown };
    const par = typeof value.par === 'number' && value.par >= 0 ? value.par : null;
    if (par === null) return null;
    if (value.best === null) return { best: null, par, pips: 0, state: 'solved' };
    if (typeof value.best !== 'number' || !Number.isInteger(value.best) || value.best < 0) {
      return null;
    }
    const pips = pipsFor(value.best, par);
    return { best: value.best, par, pips, state: pips === 3 ? 'par' : 'solved' };
  } catch {
    return null;
  }
}

/** What {@link recordWin} did. */
export interface WinRecord {
  /** The win was kept (false when the solver helped). */
  readonly recorded: boolean;
  /** The win beat the best kept before, or is the first kept (never for a race). */
  readonly newBest: boolean;
  /** The best kept before this win, when there was one. */
  readonly previous?: number;
}

/**
 * Keeps a win of a pack level: its moves become the level's best when fewer than the best
 * before. A win the solver helped with is not kept; a race (`race: true`) marks the level solved
 * but keeps no best (a race shows who won instead). When the storage refuses the write (full,
 * or refused in a private window), progress from then on is kept in memory, starting from a
 * copy of what the storage held: it lasts while the page is open.
 */
export function recordWin(
  pack: string,
  index: number,
  result: GameResult,
  options: { readonly race?: boolean } = {},
): WinRecord {
  const before = levelRecord(pack, index);
  const previous = before?.best ?? undefined;
  const was = previous === undefined ? {} : { previous };
  if (result.helped) return { recorded: false, newBest: false, ...was };
  const write = (best: number | null) => {
    const value = JSON.stringify({ best, par: result.par });
    try {
      progressStorage().setItem(keyOf(pack, index), value);
    } catch {
      // Storage full or refused: progress goes on in memory for as long as the page is open.
      storage = memoryCopy(progressStorage());
      storage.setItem(keyOf(pack, index), value);
    }
  };
  if (options.race === true) {
    if (before === null) write(null);
    return { recorded: true, newBest: false, ...was };
  }
  if (previous !== undefined && previous <= result.moves) {
    return { recorded: true, newBest: false, ...was };
  }
  write(result.moves);
  return { recorded: true, newBest: true, ...was };
}

/** How a level button shows: still to do (grey), solved (the mode's colour), on par (gold). */
export type LevelState = 'todo' | 'solved' | 'par';

/** A pack's progress. */
export interface PackProgress {
  /** Each level's state, in pack order. */
  readonly levels: readonly LevelState[];
  /** Levels solved (on par included). */
  readonly solved: number;
  /** Levels solved on par. */
  readonly onPar: number;
  /** The first level still to do (where Play starts), or 0 when every level is solved. */
  readonly next: number;
}

/**
 * The progress through a pack: its `count` levels (default: the shipped pack's level count).
 */
export function packProgress(pack: string, count = packNamed(pack).levels.length): PackProgress {
  const levels: LevelState[] = [];
  for (let i = 0; i < count; i++) levels.push(levelRecord(pack, i)?.state ?? 'todo');
  const next = levels.indexOf('todo');
  return {
    levels,
    solved: levels.filter((s) => s !== 'todo').length,
    onPar: levels.filter((s) => s === 'par').length,
    next: Math.max(next, 0),
  };
}

/** Forgets all progress (every key under `knossos.play.best.`), or one pack's when named. */
export function resetProgress(pack?: string): void {
  const store = progressStorage();
  const prefix = pack === undefined ? BEST : `${BEST}${pack}.`;
  const keys: string[] = [];
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i);
    if (key?.startsWith(prefix)) keys.push(key);
  }
  for (const key of keys) store.removeItem(key);
}

/**
 * The win panel's line about progress: `"Level complete!"` for a first win (or one not
 * recorded), `"New best"` when it beat the best before, `"Your best is N"` otherwise.
 */
export function bestWording(record: WinRecord): string {
  if (!record.recorded || record.previous === undefined) return 'Level complete!';
  if (record.newBest) return 'New best';
  return `Your best is ${record.previous}`;
}
