// The maze family's difficulty score and its star bands. The band machinery (`stars`,
// `calibrate`) is puzzle-agnostic and lives in @knossos/rating; what a maze's score counts and
// where its bands fall belong to the maze.
import { describeValue } from '@knossos/core';
import { type Bands, stars } from '@knossos/rating';
import { MazeError } from './errors.js';

/** What the maze score counts. Counts default to 0. */
export interface MazeScoreInput {
  /** How players move: one cell a move, or rolling until something stops them. */
  readonly movement: 'step' | 'roll';
  /** Proven solvable. An unproven maze has no score and 0 stars. */
  readonly solvable: boolean;
  /** Step: the longest player's par, in steps. Roll: the par, in rolls. */
  readonly par: number;
  /** Step only: forks on the best route whose wrong way runs 3 or more cells deep. */
  readonly realDecisions?: number;
  /** Keys on the board. */
  readonly keys?: number;
  /** Gems on the board. */
  readonly gems?: number;
  /** Step only: portal pairs. */
  readonly portalPairs?: number;
  /** Step only: one-way sides. */
  readonly oneWaySides?: number;
}

/**
 * The star bands of maze scores, by movement: Step 1 star up to 50, 2 up to 85, 3 up to 126,
 * 4 up to 179, 5 above; Roll up to 3, 7, 11, 22 and above. Measured on a sweep of everyday mazes
 * (every grid, sizes 6–24, all six carving algorithms, with and without braid and holes) so that
 * each star holds about a fifth of them; the figures are the reference maze generator's
 * (`docs/rating-calibration.md` compares them with Knossos's own sweep, `mazeRatingSweep`).
 */
export const MAZE_BANDS: {
  /** Step movement: up to 50, 85, 126, 179, and above. */
  readonly step: Bands;
  /** Roll movement: up to 3, 7, 11, 22, and above. */
  readonly roll: Bands;
} = Object.freeze({
  step: Object.freeze([50, 85, 126, 179]),
  roll: Object.freeze([3, 7, 11, 22]),
});

/**
 * The difficulty score of a maze, from the reference maze generator's rule:
 * - Step: the longest player's par + 5 per real decision + 6 per key + 2 per gem or portal pair
 *   + 1 per one-way side;
 * - Roll: the par in rolls + 2 per key + 1 per gem.
 *
 * @returns the score (a whole number ≥ 0), or `null` when the maze is not proven solvable.
 * @throws {@link MazeError} naming the field (`input.movement`, `input.keys`, …), for a movement
 *   other than `step`/`roll` or a count that is not a whole number ≥ 0.
 */
export function mazeScore(input: MazeScoreInput): number | null {
  if (input === null || typeof input !== 'object') {
    throw new MazeError('input', `input: must be an object (got ${describeValue(input)})`);
  }
  const { movement } = input;
  if (movement !== 'step' && movement !== 'roll') {
    throw new MazeError(
      'input.movement',
      `input.movement: must be "step" or "roll" (got ${describeValue(movement)})`,
    );
  }
  if (typeof input.solvable !== 'boolean') {
    throw new MazeError(
      'input.solvable',
      `input.solvable: must be true or false (got ${describeValue(input.solvable)})`,
    );
  }
  const par = count(input, 'par', true);
  const keys = count(input, 'keys');
  const gems = count(input, 'gems');
  if (!input.solvable) return null;
  if (movement === 'roll') return par + 2 * keys + gems;
  const decisions = count(input, 'realDecisions');
  const portals = count(input, 'portalPairs');
  const oneWays = count(input, 'oneWaySides');
  return par + 5 * decisions + 6 * keys + 2 * (gems + portals) + oneWays;
}

/**
 * The stars of a maze: `stars` (of `@knossos/rating`) of its {@link mazeScore} in the
 * {@link MAZE_BANDS} of its movement; 0 when not proven solvable.
 *
 * @returns 0–5.
 * @throws {@link MazeError} as {@link mazeScore} does.
 */
export function mazeStars(input: MazeScoreInput): number {
  return stars(mazeScore(input), MAZE_BANDS[input.movement]);
}

function count(input: MazeScoreInput, field: keyof MazeScoreInput, required = false): number {
  const value = input[field];
  if (value === undefined && !required) return 0;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw new MazeError(
      `input.${field}`,
      `input.${field}: must be a whole number ≥ 0 (got ${describeValue(value)})`,
    );
  }
  return value;
}
