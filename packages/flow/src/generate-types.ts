import type { FlowError } from './errors.js';
import type { FlowGrid, FlowLevel } from './level.js';
import type { synthesizeFlow } from './synthesize.js';

// The request generateFlow takes and the level it gives back.

/**
 * Settings for `generateFlow`. Out-of-range values are clamped, with a note; the ranges
 * are those of `FLOW_SETTINGS`.
 */
export interface FlowSettings {
  /** Columns, 5–40 (default 7). */
  width?: number;
  /** Rows, 5–40 (default 7). */
  height?: number;
  /** The grid (default `'square'`). */
  grid?: FlowGrid;
  /**
   * Colours, exactly (default `round(0.8 · side)` up to a side of 20, the side being
   * `round((width + height) / 2)`: between published "jumbo" levels, about the side, and
   * "extreme" ones, about 0.56 · side; then rising in a straight line to `1.2 · side` from 30 on,
   * where paths only wind with more of them):
   * half the side (at least 2) to twice the side, and at most cells / 3; clamped with a note.
   * Another count is used (with a note) when the length bounds cannot fill the board with that
   * many paths, and whenever 8 coverings in a row miss it: then it moves a step towards the side
   * (on boards from about 10 × 10 this happens now and then at the default count too).
   */
  colors?: number;
  /** Shortest path, in cells, 2–8 (default 3). */
  minLen?: number;
  /** Longest path, in cells, 2 · minLen − 1 to cells (default: cells, i.e. no limit). */
  maxLen?: number;
  /**
   * How much paths wind: the turns per path cell to aim for, 0–0.6 (default 0.24; published
   * hand-made levels: 0.23–0.25). Reshaping steers each path's turns towards
   * `windiness · length`; on boards past about 20 × 20 the paths mix more slowly and end with
   * fewer turns than aimed (about 0.23 at 30 × 30, 0.20 at 40 × 40, at the default colours). Above 0, no dead-straight
   * path (one that never turns) is longer than half the side and no straight segment longer
   * than half the side plus two; 0 allows both (and aims at no turns).
   */
  windiness?: number;
  /**
   * The board's outline: a built-in shape of `@knossos/topology` (`BUILTIN_SHAPES`: circle,
   * heart, …) or mask rows (`maskFromRows`: `#` inside, `.` outside, top row first), fitted to
   * the board; cells outside, and any piece but the largest, become holes. Default: none.
   */
  shape?: string | readonly string[];
  /**
   * Bridge cells, 0–12 (default 0; square boards only, else 0 with a note): cells where two
   * paths cross straight over each other, placed at random on inner cells, never next to
   * another bridge. Fewer fit on a small or shaped board (with a note).
   */
  bridges?: number;
  /** Prove the level has exactly one solution, and repair it until it does (default `true`). */
  unique?: boolean;
  /**
   * `'constructive'` (the default): cover the board with paths, then prove; the level comes
   * back at once. `'z3'`: Z3 synthesis ({@link synthesizeFlow}, which needs `z3-solver`), whose
   * level comes back as a promise.
   */
  method?: 'constructive' | 'z3';
  /** The seed: the same settings and seed give the same level (default `'flow'`). */
  seed?: string | number;
  /**
   * Also make the level unique when a path may run alongside itself (the loose rule, reported
   * as `uniqueLoose`), repairing it like a degree-rule second solution (default `true`). When
   * that proof passes its node budget the level is kept with `uniqueLoose: null` and a note.
   * (Z3 synthesis checks it on boards of up to 144 cells by default, and never repairs.)
   */
  checkLoose?: boolean;
  /**
   * The stars to aim for, 0 (any) to 5 (default 0): read by the family's verified generation
   * (`flowFamily.generateVerified`), which tries seeds until one is rated so; `generateFlow`
   * itself makes one level whatever its stars.
   */
  stars?: number;
  /** Aborting it stops generation between attempts. */
  signal?: AbortSignal;
  /**
   * The most wall time the whole call may take, in ms, ≥ 0 (default: none; a missing, NaN or
   * non-number value is none, a negative one is 0). A run option, not a level setting: it is stored nowhere,
   * and a level made within it is exactly the level made without it. Every proof the call runs
   * gets the time left; when it runs out, no new covering (or Z3 model) is tried and the best
   * level so far comes back with `unique: false` and a note starting `Time limit:`, or, when
   * there is none, a {@link FlowError} with field `timeMs` is thrown. The first covering is
   * always made, so the constructive method returns a level even at 0 ms unless that covering
   * fails; with `method: 'z3'` loading Z3 counts too, and `timeoutMs` still applies beside it.
   */
  timeMs?: number;
}

/** A generated level: the level, its proof and how it was made. */
export interface GeneratedFlow extends FlowLevel {
  /** The solution (always known for a generated level). */
  readonly solution: readonly number[];
  /** Proven to have exactly one solution under the degree rule. */
  readonly unique: boolean;
  /**
   * Whether it stays unique when a path may run alongside itself (the loose rule, solutions
   * counted as sets of paths): `null` when not checked (see `checkLoose`; never without
   * `unique`), when that search needed more than 200,000 nodes, or when `timeMs` ran out first
   * (with a note).
   */
  readonly uniqueLoose: boolean | null;
  /** The seed it was made from. */
  readonly seed: string;
  /** Anything adjusted, each starting with the setting it is about. */
  readonly notes: readonly string[];
  /** Coverings tried before this one was accepted. */
  readonly attempts: number;
}
