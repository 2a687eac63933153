import { type Bands, calibrate, stars } from '@knossos/rating';
import { NETWALK_MODES, type NetwalkBoard, type NetwalkMode } from './board.js';
import { generateNetwalk } from './generate.js';
import type { NetwalkGrid } from './masks.js';
import { type NetwalkRule, type NetwalkSolveResult, solveNetwalk } from './solve.js';

/** A board's difficulty, from the work the solver does on it. */
export interface NetwalkRating {
  /** A solution was found (the board is proven solvable). */
  readonly solvable: boolean;
  /** {@link netwalkScore} of the solver's work; `null` when not solvable. */
  readonly score: number | null;
  /** 1–5 in the {@link NETWALK_BANDS} of the board's size ({@link netwalkBands}); 0 when not solvable. */
  readonly stars: number;
  /** The hardest rule the solver needed (see `NetwalkRule`), or `null`. */
  readonly hardestRule: NetwalkRule | null;
  /** Deduction steps (visits of a tile that ruled something out). */
  readonly steps: number;
  /** `steps / tiles`: about 1 when each tile is settled at one look, more when narrowed in stages. */
  readonly stepsPerTile: number;
  /** Guesses the search needed (0 when deduction was enough). */
  readonly guesses: number;
}

/**
 * The sweep {@link NETWALK_BANDS} were measured on: `perSize` boards of every square size from
 * `minSize` to `maxSize` in each mode, made by `generateNetwalk` with its default settings
 * (unique, crosses allowed) from the seeds `rating-<mode>-<size>-<i>`.
 */
export const NETWALK_RATING_SWEEP: {
  /** The smallest board side. */
  readonly minSize: number;
  /** The largest board side. */
  readonly maxSize: number;
  /** Boards per size and mode. */
  readonly perSize: number;
  /** The modes swept on the square grid. */
  readonly modes: readonly NetwalkMode[];
  /** The modes swept on the hex grid (it does not wrap). */
  readonly hexModes: readonly NetwalkMode[];
} = Object.freeze({
  minSize: 5,
  maxSize: 15,
  perSize: 60,
  modes: NETWALK_MODES,
  hexModes: Object.freeze(['bounded', 'classic'] as const),
});

/**
 * The Netwalk star bands over {@link NetwalkRating.score}, one set per board side from 5 to
 * 15: each is `calibrate(scores, 5)` of that side's boards in the {@link NETWALK_RATING_SWEEP}
 * (all three modes), so every size spans 1–5 stars and stars compare a board with the boards
 * Knossos makes at its size, not with smaller ones. `docs/netwalk-rating-calibration.md`
 * shows the sweep (`pnpm --filter @knossos/netwalk calibrate`), and a test checks these
 * figures against it.
 */
export const NETWALK_BANDS: Readonly<Record<number, Bands>> = Object.freeze({
  5: Object.freeze([10, 14, 21, 60]),
  6: Object.freeze([10, 17, 21, 58]),
  7: Object.freeze([13, 17, 22, 52]),
  8: Object.freeze([13, 18, 26, 59]),
  9: Object.freeze([15, 20, 30, 51]),
  10: Object.freeze([16, 19, 43, 52]),
  11: Object.freeze([17, 27, 45, 57]),
  12: Object.freeze([17, 24, 43, 53]),
  13: Object.freeze([19, 39, 47, 54]),
  14: Object.freeze([19, 41, 46, 52]),
  15: Object.freeze([22, 42, 47, 54]),
});

/**
 * The star bands of hex boards, one set per side from 5 to 15, calibrated as
 * {@link NETWALK_BANDS} are on the hex boards of the {@link NETWALK_RATING_SWEEP} (bounded and
 * classic): hex tiles have more ways to turn and more neighbours, so the square bands would
 * give hex boards mostly 4–5 stars.
 */
export const NETWALK_HEX_BANDS: Readonly<Record<number, Bands>> = Object.freeze({
  5: Object.freeze([18, 26, 30, 40]),
  6: Object.freeze([22, 31, 34, 42]),
  7: Object.freeze([26, 32, 37, 46]),
  8: Object.freeze([26, 31, 36, 50]),
  9: Object.freeze([31, 37, 42, 103]),
  10: Object.freeze([30, 35, 42, 100]),
  11: Object.freeze([32, 37, 43, 105]),
  12: Object.freeze([35, 40, 54, 121]),
  13: Object.freeze([34, 40, 78, 136]),
  14: Object.freeze([36, 41, 82, 124]),
  15: Object.freeze([38, 44, 77, 130]),
});

/**
 * The bands a board is starred with: those of its grid ({@link NETWALK_BANDS} or
 * {@link NETWALK_HEX_BANDS}) and side (the square root of its cell count, rounded), held to
 * 5–15 (a smaller board takes the 5 × 5 bands, a bigger one the 15 × 15 bands).
 */
export function netwalkBands(board: Pick<NetwalkBoard, 'width' | 'height' | 'grid'>): Bands {
  const { minSize, maxSize } = NETWALK_RATING_SWEEP;
  const table = board.grid === 'hex' ? NETWALK_HEX_BANDS : NETWALK_BANDS;
  const side = Math.round(Math.sqrt(board.width * board.height));
  return table[Math.min(maxSize, Math.max(minSize, side))] ?? table[minSize]!;
}

/** The rank of each rule in the score: `edges` 0 … `search` 3. */
const RANK: Readonly<Record<NetwalkRule, number>> = {
  edges: 0,
  'dead-ends': 1,
  loops: 2,
  search: 3,
};

/**
 * The difficulty score of a solve, for tiles with a pipe `tiles`:
 * `20 · rank + 100 · a + 200 · b + 40 · max(0, s − 1) + 10 · log₂(1 + guesses)`, rounded,
 * where `rank` is 0–3 for the hardest rule (`edges` … `search`), `a` the share of tiles still
 * open when the `edges` rule alone stalls, `b` the share still open after `dead-ends` too,
 * and `s` the deduction steps per tile (about 1 when each tile is settled at one look, more
 * when tiles are narrowed in stages). Size is not in it: the bands are per size
 * ({@link NETWALK_BANDS}). The weights make each step of reasoning past `edges` count more
 * than the one before: a tile left to `loops` or search counts 3 times one left to
 * `dead-ends`. `null` when the solver found no solution.
 */
export function netwalkScore(result: NetwalkSolveResult, tiles: number): number | null {
  const rule = result.hardestRule;
  if (rule === null) return null;
  const per = Math.max(1, tiles);
  const afterEdges = (result.openAfter[0] ?? 0) / per;
  const afterDeadEnds = (result.openAfter[1] ?? 0) / per;
  const steps = result.steps / per;
  return Math.round(
    20 * RANK[rule] +
      100 * afterEdges +
      200 * afterDeadEnds +
      40 * Math.max(0, steps - 1) +
      10 * Math.log2(1 + result.guesses),
  );
}

/**
 * Rates a board by what the solver needs to solve it from its scramble
 * ({@link netwalkScore}, starred in {@link netwalkBands}).
 *
 * @param board - the board.
 * @param solved - its `solveNetwalk` result, when already at hand.
 */
export function rateNetwalk(board: NetwalkBoard, solved?: NetwalkSolveResult): NetwalkRating {
  const result = solved ?? solveNetwalk(board);
  // Tiles with a pipe: empty cells are settled from the start and ask nothing of a player.
  let tiles = 0;
  for (const m of board.solution) if (m !== 0) tiles++;
  const score = netwalkScore(result, tiles);
  return {
    solvable: result.solved,
    score,
    stars: stars(score, netwalkBands(board)),
    hardestRule: result.hardestRule,
    steps: result.steps,
    stepsPerTile: result.steps / Math.max(1, tiles),
    guesses: result.guesses,
  };
}

/** One board of the rating sweep. @internal */
export interface NetwalkSweepBoard {
  readonly grid: NetwalkGrid;
  readonly mode: NetwalkMode;
  readonly size: number;
  readonly seed: string;
  readonly rating: NetwalkRating;
}

/**
 * Generates and rates the {@link NETWALK_RATING_SWEEP} (square boards in every mode, hex
 * boards bounded and classic) and calibrates five bands per side on each grid's boards, for
 * the calibration document and the test that keeps {@link NETWALK_BANDS} and
 * {@link NETWALK_HEX_BANDS} honest.
 * @internal
 */
export function netwalkRatingSweep(): {
  boards: NetwalkSweepBoard[];
  /** Per board side: `calibrate(scores, 5)` of that side's square boards, every mode together. */
  calibrations: Record<number, ReturnType<typeof calibrate>>;
  /** The same for the hex boards. */
  hexCalibrations: Record<number, ReturnType<typeof calibrate>>;
} {
  const boards: NetwalkSweepBoard[] = [];
  const calibrations: Record<number, ReturnType<typeof calibrate>> = {};
  const hexCalibrations: Record<number, ReturnType<typeof calibrate>> = {};
  const { minSize, maxSize, perSize, modes, hexModes } = NETWALK_RATING_SWEEP;
  for (const grid of ['square', 'hex'] as const) {
    for (let size = minSize; size <= maxSize; size++) {
      const scores: number[] = [];
      for (const mode of grid === 'hex' ? hexModes : modes) {
        for (let i = 0; i < perSize; i++) {
          const seed = `rating-${grid === 'hex' ? 'hex-' : ''}${mode}-${size}-${i}`;
          const board = generateNetwalk({ width: size, height: size, mode, grid, seed });
          const rating = rateNetwalk(board);
          boards.push({ grid, mode, size, seed, rating });
          scores.push(rating.score ?? 0);
        }
      }
      (grid === 'hex' ? hexCalibrations : calibrations)[size] = calibrate(scores, 5);
    }
  }
  return { boards, calibrations, hexCalibrations };
}
