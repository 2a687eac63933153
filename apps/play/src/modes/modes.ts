// The five maze modes of the game: what each is, the grids it plays on, its level pack, and its
// Endless recipe (the settings of a maze to a grid and a star count).
import { type GridShape, type MazeSettings, tune } from '@knossos/maze';

/** The id of a maze mode. */
export type MazeModeId = 'classic' | 'dungeon' | 'roll' | 'tower' | 'race';

/** One maze mode: a card on the mode screen, its level pack and its Endless recipe. */
export interface MazeMode {
  /** The id, used in URLs, storage keys and requests. */
  readonly id: MazeModeId;
  /** The name on its card, e.g. `'Dungeon'`. */
  readonly title: string;
  /** One sentence on what the mode is. */
  readonly blurb: string;
  /** The mode's colour (CSS hex), for its card and its solved level buttons. */
  readonly color: string;
  /** The grids Endless offers, the first the default. */
  readonly grids: readonly GridShape[];
  /** The name of its level pack (see `packNamed`). */
  readonly pack: string;
  /**
   * The settings of an Endless maze: the mode's recipe for `grid` at `stars` (1–5, rounded and
   * clamped), with `targetDifficulty` = stars and the seed given, put through the maze's `tune`
   * so they never fight. Verified generation (`generateVerified`) then makes a maze of those
   * stars whenever the board can reach them.
   */
  endless(grid: GridShape, stars: number, seed: string): MazeSettings;
}

/** Every grid, in the order menus list them. */
export const ALL_GRIDS: readonly GridShape[] = Object.freeze([
  'square',
  'hex',
  'triangle',
  'circular',
]);

/** The grids players can roll on (one floor). */
export const ROLL_GRIDS: readonly GridShape[] = Object.freeze(['square', 'hex']);

/** Stars as a whole number 1–5. */
export function starsIn(stars: number): 1 | 2 | 3 | 4 | 5 {
  const s = Math.round(Number.isFinite(stars) ? stars : 1);
  return Math.min(5, Math.max(1, s)) as 1 | 2 | 3 | 4 | 5;
}

/** A board of a size per star: `sizes[stars − 1]`, as width and height (circular: rings). */
type Sizes = Readonly<Record<GridShape, readonly [number, number, number, number, number]>>;

/** The board for a grid and stars: width × height, or rings on a circular board. */
function board(grid: GridShape, stars: number, sizes: Sizes): Partial<MazeSettings> {
  const side = sizes[grid][stars - 1]!;
  if (grid === 'circular') return { grid, rings: side, endpoints: 'outside-in' };
  // Triangle rows hold twice as many triangles across as they are high, to look square.
  if (grid === 'triangle') return { grid, width: side * 2, height: side };
  return { grid, width: side, height: side };
}

/** Settings from a recipe, with the stars target and the seed, tuned. */
function finish(recipe: Partial<MazeSettings>, stars: number, seed: string): MazeSettings {
  return tune({ ...recipe, targetDifficulty: stars, seed }).settings;
}

// Board sides per star (circular: rings; triangle: rows, twice as many across). Measured by
// bench/modes.bench.ts: over 20 seeds each, verified generation reaches the stars asked for on
// every mode, grid and star count, in well under a second in Node.
const CLASSIC: Sizes = {
  square: [6, 9, 12, 16, 22],
  hex: [6, 9, 12, 15, 20],
  triangle: [5, 7, 9, 12, 16],
  circular: [4, 6, 8, 10, 13],
};
const DUNGEON: Sizes = {
  square: [6, 8, 10, 12, 14],
  hex: [6, 8, 10, 12, 14],
  triangle: [5, 6, 8, 10, 12],
  circular: [4, 5, 6, 8, 10],
};
// Roll is played on square and hex boards only (the other two rows are never used).
const ROLL: Sizes = {
  square: [5, 6, 8, 10, 12],
  hex: [4, 6, 7, 10, 12],
  triangle: [5, 6, 8, 10, 12],
  circular: [5, 6, 8, 10, 12],
};
// More loops keep the rolls few on small boards: at braid 0.6 a hex 5 × 5 rates 2★ about half
// the time, and some seeds' hex 6 × 6 tries are all 3★ or more.
const ROLL_BRAID = {
  square: [0.9, 0.6, 0.6, 0.6, 0.6],
  hex: [0.9, 0.9, 0.6, 0.6, 0.6],
} as const;
const TOWER: Sizes = {
  square: [5, 6, 6, 8, 10],
  hex: [5, 6, 6, 8, 10],
  triangle: [4, 5, 5, 6, 8],
  circular: [3, 4, 4, 5, 6],
};

/** Dungeon gimmicks by stars: each star adds the next idea. */
function dungeonGimmicks(stars: number): Partial<MazeSettings> {
  return {
    keys: 1,
    ...(stars >= 2 ? { gems: 2 } : {}),
    ...(stars >= 3 ? { switches: stars >= 5 ? 2 : 1, traps: 0.08 } : {}),
    ...(stars >= 4 ? { portals: 1, oneWays: 4 } : {}),
  };
}

/** The five maze modes, in the order the mode screen shows them. */
export const MAZE_MODES: readonly MazeMode[] = Object.freeze([
  {
    id: 'classic',
    title: 'Classic',
    blurb: 'Plain mazes on every grid; the board grows with the stars.',
    color: '#3f8efc',
    grids: ALL_GRIDS,
    pack: 'classic',
    endless: (grid, stars, seed) => {
      const s = starsIn(stars);
      return finish(board(grid, s, CLASSIC), s, seed);
    },
  },
  {
    id: 'dungeon',
    title: 'Dungeon',
    blurb:
      'Keys and doors, then gems, a switch and traps, a portal and one-way sides as the stars rise.',
    color: '#c0392b',
    grids: ALL_GRIDS,
    pack: 'dungeon',
    endless: (grid, stars, seed) => {
      const s = starsIn(stars);
      return finish({ ...board(grid, s, DUNGEON), ...dungeonGimmicks(s) }, s, seed);
    },
  },
  {
    id: 'roll',
    title: 'Roll',
    blurb: 'Roll until a wall stops you; the maze has loops to use.',
    color: '#16a085',
    grids: ROLL_GRIDS,
    pack: 'roll',
    endless: (grid, stars, seed) => {
      const s = starsIn(stars);
      const g = ROLL_GRIDS.includes(grid) ? grid : 'square';
      const braid = ROLL_BRAID[g === 'hex' ? 'hex' : 'square'][s - 1]!;
      // A small board's tries from one seed are alike: more of them find a 1★ roll.
      const tries = s === 1 ? { maxAttempts: 150 } : {};
      return finish({ ...board(g, s, ROLL), movement: 'roll', braid, ...tries }, s, seed);
    },
  },
  {
    id: 'tower',
    title: 'Tower',
    blurb: 'Floors joined by stairs: climb from the rim to the centre of the top floor.',
    color: '#8e44ad',
    grids: ALL_GRIDS,
    pack: 'tower',
    endless: (grid, stars, seed) => {
      const s = starsIn(stars);
      const floors = s >= 3 ? 3 : 2;
      return finish({ ...board(grid, s, TOWER), floors, endpoints: 'outside-in' }, s, seed);
    },
  },
  {
    id: 'race',
    title: 'Race',
    blurb: 'Two players take turns toward one goal from fair starts: first home wins.',
    color: '#e67e22',
    grids: ALL_GRIDS,
    pack: 'race',
    endless: (grid, stars, seed) => {
      const s = starsIn(stars);
      // A race's boards grow with the stars as Classic's do (measured the same way).
      return finish({ ...board(grid, s, CLASSIC), players: 2, sharedGoal: true }, s, seed);
    },
  },
] satisfies MazeMode[]);

/** The mode of an id. @throws Error for an id that is not a mode's. */
export function modeNamed(id: string): MazeMode {
  const mode = MAZE_MODES.find((m) => m.id === id);
  if (mode === undefined) throw new Error(`no maze mode "${id}"`);
  return mode;
}
