// A maze in the shared puzzle file (knossos.puzzle/1) and back, and the older maze JSON read the
// same way.
import {
  checkPuzzleFile,
  isKnossosError,
  PUZZLE_FORMAT,
  type PuzzleFile,
  readJsonOr,
  type Verdict,
} from '@knossos/core';
import { checkMazeShape, MazeError } from './errors.js';
import { mazeVerdict } from './family-verdict.js';
import { MAZE_FORMAT, mazeFromValue } from './json.js';
import type { MazeData, MazeVerdict } from './maze-data.js';
import type { MazeScoreInput } from './score.js';

/**
 * What a maze's puzzle file holds as its `rating`: what the maze score counted, and the score
 * (`null` when not proven solvable). Written for readers; the board's verdict holds the proof.
 */
export interface MazeRating extends Required<MazeScoreInput> {
  /** The score these give (see `mazeScore`), or `null`. */
  readonly score: number | null;
}

/**
 * A maze as a `knossos.puzzle/1` record: `seed`, `settings` (without the seed, which is the
 * record's own; `null` for an imported maze, whose settings then ride in the board) and `notes`
 * as the envelope holds them, the shared `Verdict` of `@knossos/core`, the rating's measures,
 * and as `board` the rest of the maze as `mazeToJson` writes it (`board`, `entrances`,
 * `verdict`, `facts`, and `cut` when a limit cut its proofs). {@link mazeFromPuzzleFile}
 * rebuilds the same `MazeData`.
 *
 * @throws {@link MazeError} (field `maze`) for something that is not a maze.
 */
export function mazeToPuzzleFile(maze: MazeData): PuzzleFile {
  checkMazeShape(maze, 'toPuzzleFile');
  const { settings, seed, notes, ...board } = maze;
  const imported = seed === '';
  // The seed is stored once, in the envelope, unless the settings name another one.
  const { seed: settingsSeed, ...rest } = settings;
  const own = settingsSeed === seed ? rest : settings;
  return {
    format: PUZZLE_FORMAT,
    family: 'maze',
    seed,
    settings: imported ? null : own,
    board: imported ? { ...board, settings: own } : board,
    verdict: mazeVerdict(maze),
    notes,
    rating: ratingOf(maze),
  };
}

function ratingOf(maze: MazeData): MazeRating {
  const { board: b, verdict: v } = maze;
  return {
    movement: b.movement,
    solvable: v.solvable,
    par: v.solvable ? Math.max(...v.playerPars) : 0,
    realDecisions: maze.facts.realDecisions,
    keys: b.keys.length,
    gems: b.gems.length,
    portalPairs: b.portals.length,
    oneWaySides: b.oneWays.length,
    score: v.score >= 0 ? v.score : null,
  };
}

/**
 * Reads a maze from a `knossos.puzzle/1` record of the maze family (parsed JSON, or its text),
 * from the older `knossos.maze/1` file (`{ format, maze }`), or from a maze object as a
 * `knossos.maze-pack/1` holds it. The board is checked as `mazeFromJson` checks it (shape, the
 * settings clamped with notes, the board validated); then the record's shared verdict is taken
 * as the stored one (stars, score, par, counts), so `verify` compares the proof with what the
 * file says.
 *
 * @throws {@link MazeError} naming the field at fault: the envelope's (`format`, `family`,
 *   `verdict.stars`), the board's (`board.board.starts.0`), or `text` with the line and column
 *   for text that is not JSON.
 */
export function mazeFromPuzzleFile(file: unknown): MazeData {
  const value =
    typeof file === 'string'
      ? readJsonOr(file, (problem, where) => new MazeError('text', `not JSON: ${problem}`, where))
      : file;
  const format = (value as { format?: unknown } | null)?.format;
  if (format === MAZE_FORMAT) return mazeFromValue((value as { maze?: unknown }).maze, 'maze');
  if (format === undefined && isObject(value) && 'board' in value && 'verdict' in value) {
    return mazeFromValue(value, 'maze');
  }
  if (format !== PUZZLE_FORMAT) {
    const shown = typeof format === 'string' ? `"${format}"` : 'none';
    throw new MazeError(
      'format',
      `format must be "${PUZZLE_FORMAT}" or "${MAZE_FORMAT}", not ${shown}`,
    );
  }
  let record: PuzzleFile;
  try {
    record = checkPuzzleFile(value);
  } catch (error) {
    if (isKnossosError(error)) throw new MazeError(error.field, error.message);
    throw error;
  }
  if (record.family !== 'maze') {
    throw new MazeError('family', `family must be "maze", not "${record.family}"`);
  }
  if (!isObject(record.board)) throw new MazeError('board', 'board must be an object');
  const { settings: inBoard, ...board } = record.board as { settings?: unknown };
  const settings = record.settings ?? inBoard;
  if (!isObject(settings)) {
    throw new MazeError(
      'settings',
      'settings must be an object (or, for an imported maze, null with settings in the board)',
    );
  }
  const withSeed = 'seed' in settings ? settings : { ...settings, seed: record.seed };
  const maze = mazeFromValue(
    { ...board, settings: withSeed, seed: record.seed, notes: record.notes },
    'board',
  );
  return { ...maze, verdict: stored(maze.verdict, record.verdict) };
}

/** The maze's verdict with the shared fields the record states. */
function stored(own: MazeVerdict, said: Verdict): MazeVerdict {
  return {
    ...own,
    solvable: said.solvable,
    par: said.par ?? own.par,
    optimalCount: said.optimalCount ?? own.optimalCount,
    countComplete: said.countComplete,
    unique: said.unique,
    canGetStuck: said.canGetStuck,
    difficulty: said.stars,
    score: said.score ?? -1,
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
