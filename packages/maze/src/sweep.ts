import { CARVE_ALGORITHMS, type CarveAlgorithm } from '@knossos/carving';
import { type Calibration, calibrate } from '@knossos/rating';
import type { GridShape } from './settings.js';
import { generateVerified } from './verified.js';

/**
 * The everyday-maze sample the star bands are measured on (the reference's sweep, rebuilt):
 * every grid at six sizes from 6 to 24, all six carving algorithms, with and without braid and
 * holes — 576 Step boards — and the two grids that roll (square, hex) the same way on Roll —
 * 288 boards.
 */
export const MAZE_RATING_SWEEP: {
  /** Board sizes: width and height on square, hex and triangle boards; twice the rings on circular ones. */
  readonly sizes: readonly number[];
  /** Braid with and without: Step. */
  readonly stepBraid: readonly number[];
  /** Braid with and without: Roll (a perfect maze rarely rolls, so "without" is a light braid). */
  readonly rollBraid: readonly number[];
  /** Holes with and without. */
  readonly holes: readonly number[];
} = Object.freeze({
  sizes: Object.freeze([6, 9, 12, 15, 18, 24]),
  stepBraid: Object.freeze([0, 0.5]),
  rollBraid: Object.freeze([0.5, 1]),
  holes: Object.freeze([0, 0.15]),
});

/** One maze of the sweep and its rating. */
export interface SweptMaze {
  /** The movement asked for (and kept). */
  readonly movement: 'step' | 'roll';
  /** The grid. */
  readonly grid: GridShape;
  /** The sweep size (see {@link MAZE_RATING_SWEEP}). */
  readonly size: number;
  /** The carving algorithm. */
  readonly algorithm: CarveAlgorithm;
  /** The braid setting, 0–1. */
  readonly braid: number;
  /** The holes setting, 0–0.35. */
  readonly holes: number;
  /** The seed asked for (the maze kept may carry a `#n` retry suffix on Roll). */
  readonly seed: string;
  /** The score, −1 when not proven solvable. */
  readonly score: number;
  /** Stars from the shipped bands. */
  readonly stars: number;
}

/** What {@link mazeRatingSweep} measured. */
export interface MazeSweep {
  /** Every maze rated, Step then Roll. */
  readonly mazes: readonly SweptMaze[];
  /** Five bands measured on the proven Step mazes. */
  readonly step: Calibration;
  /** Five bands measured on the proven Roll mazes. */
  readonly roll: Calibration;
  /** Roll requests on which no try in the attempts rolled home (stored as Step, so left out). */
  readonly rollFallbacks: number;
}

/**
 * Generates and rates the everyday-maze sample of {@link MAZE_RATING_SWEEP} with verified
 * generation (seeds `rating-<movement>-<grid>-<size>-<algorithm>-<braid>-<holes>`, so a Roll
 * board on which no start rolls home is retried with the next seed), and measures five quantile
 * bands per movement with `calibrate` from `@knossos/rating`: each star a fifth of the sample.
 * `docs/rating-calibration.md` sets them beside the shipped bands. Takes seconds.
 */
export function mazeRatingSweep(): MazeSweep {
  const mazes: SweptMaze[] = [];
  let rollFallbacks = 0;
  const plan: ['step' | 'roll', readonly GridShape[], readonly number[]][] = [
    ['step', ['square', 'hex', 'triangle', 'circular'], MAZE_RATING_SWEEP.stepBraid],
    ['roll', ['square', 'hex'], MAZE_RATING_SWEEP.rollBraid],
  ];
  for (const [movement, grids, braids] of plan) {
    for (const grid of grids) {
      for (const size of MAZE_RATING_SWEEP.sizes) {
        for (const algorithm of CARVE_ALGORITHMS) {
          for (const braid of braids) {
            for (const holes of MAZE_RATING_SWEEP.holes) {
              const seed = `rating-${movement}-${grid}-${size}-${algorithm}-${braid}-${holes}`;
              const maze = generateVerified({
                seed,
                grid,
                width: size,
                height: size,
                rings: Math.max(2, Math.round(size / 2)),
                algorithm,
                braid,
                holes,
                movement,
              });
              if (maze.board.movement !== movement) {
                rollFallbacks++;
                continue;
              }
              const { score, difficulty: stars } = maze.verdict;
              mazes.push({ movement, grid, size, algorithm, braid, holes, seed, score, stars });
            }
          }
        }
      }
    }
  }
  const scores = (movement: string) =>
    mazes.filter((m) => m.movement === movement && m.score >= 0).map((m) => m.score);
  return { mazes, step: calibrate(scores('step')), roll: calibrate(scores('roll')), rollFallbacks };
}
