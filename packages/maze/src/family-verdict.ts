// A maze's verdict in the shape every family shares, the proof again compared field by field,
// and the one-line summary a batch prints.
import {
  describeValue,
  type FamilyVerification,
  type Verdict,
  verdictChanges,
} from '@knossos/core';
import { verify } from './audit.js';
import { checkMazeShape } from './errors.js';
import type { MazeData, MazeVerdict } from './maze-data.js';
import type { GenerateOptions } from './proving.js';

/**
 * A maze's verdict in the shared shape of `@knossos/core`: `par` and `optimalCount` when proven
 * solvable (else `null`), `stars` its difficulty (0–5), `score` its maze score (`null` when not
 * rated), `timedOut` when the time limit, the state budget or the signal cut a proof (the last
 * proof, or one during generation: `cut`), and the solver's notes, with a last one saying what
 * ran out when generation was cut.
 *
 * @throws {@link MazeError} (field `maze`) for something that is not a maze.
 */
export function mazeVerdict(maze: MazeData): Verdict {
  checkMazeShape(maze, 'verdict');
  const v = maze.verdict;
  const cut = maze.cut === undefined ? [] : [cutNote(maze)];
  return {
    solvable: v.solvable,
    par: v.solvable ? v.par : null,
    optimalCount: v.solvable ? v.optimalCount : null,
    countComplete: v.countComplete,
    unique: v.unique,
    canGetStuck: v.canGetStuck,
    stars: v.difficulty,
    score: v.score >= 0 ? v.score : null,
    timedOut: v.timedOut || v.budgetExhausted || maze.cut !== undefined,
    notes: [...v.notes, ...cut],
  };
}

/** The sentence a maze cut during generation carries in its shared verdict. @internal */
export function cutNote(maze: MazeData): string {
  return `Not verified: the ${maze.cut!.by} ran out while ${maze.cut!.during}.`;
}

/** The maze verdict's fields the shared verdict already names (compared as those). */
const SHARED = new Set<keyof MazeVerdict>([
  'solvable',
  'par',
  'optimalCount',
  'countComplete',
  'unique',
  'canGetStuck',
  'difficulty',
  'score',
  // How much searching a proof took is the solver's business, not the maze's.
  'explored',
]);

const shown = describeValue;

/**
 * Proves a maze again (`verify`) and compares the result with the verdict stored with it:
 * `changed` lists each field that differs as `field before → after` — first the shared verdict's
 * (`par 64 → 63`, `stars 4 → 3`), then any other field of the maze's verdict or facts
 * (`facts.realDecisions 5 → 4`). When the new proof was cut short (time limit, state budget or
 * signal), nothing is listed and `ok` is false: an unproven result says nothing about the record.
 *
 * @throws {@link MazeError} as `verify` does: a board that cannot be read (field `board`), a
 *   `signal` that is not an AbortSignal.
 */
export function verifyMaze(
  maze: MazeData,
  options: Pick<GenerateOptions, 'timeMs' | 'signal'> = {},
): FamilyVerification<MazeData> {
  const { after: puzzle } = verify(maze, options);
  const before = mazeVerdict(maze);
  const after = mazeVerdict(puzzle);
  const cutNow = puzzle.verdict.timedOut || puzzle.verdict.budgetExhausted;
  if (cutNow) return { before, after, puzzle, changed: [], ok: false };
  // The shared verdict's fields first; the new proof was not cut (that returned above), and a
  // record marked cut is not a change either.
  const changed = verdictChanges({ ...before, timedOut: false }, { ...after, timedOut: false });
  const detail = (group: string, was: object, now: object, skip: Set<string>) => {
    for (const key of new Set([...Object.keys(was), ...Object.keys(now)])) {
      if (skip.has(key)) continue;
      const a = (was as Record<string, unknown>)[key];
      const b = (now as Record<string, unknown>)[key];
      if (JSON.stringify(a) !== JSON.stringify(b)) {
        changed.push(`${group}.${key} ${shown(a)} → ${shown(b)}`);
      }
    }
  };
  detail('verdict', maze.verdict, puzzle.verdict, SHARED as Set<string>);
  detail('facts', maze.facts, puzzle.facts, new Set());
  return { before, after, puzzle, changed, ok: changed.length === 0 };
}

const starLine = (n: number) => (n > 0 ? `${'★'.repeat(n)}${'☆'.repeat(5 - n)}` : 'unrated');

/**
 * One line about a maze, as a batch prints it: the family, grid and size, seed, stars and the
 * proof — `maze square 16×16  seed lvl-3  ★★★☆☆  par 63, unique`; `…  par 12, 6 best solutions,
 * can get stuck`; `maze circular 8 rings  seed x  not proven solvable`; and when a limit cut a
 * proof during generation, `  (not verified: the time limit ran out)` at the end.
 *
 * @throws {@link MazeError} (field `maze`) for something that is not a maze.
 */
export function mazeLine(maze: MazeData): string {
  checkMazeShape(maze, 'summary');
  const v = maze.verdict;
  const f = maze.settings;
  const size = f.grid === 'circular' ? `${f.rings} rings` : `${f.width}×${f.height}`;
  const head = `maze ${f.grid} ${size}  seed ${maze.seed}`;
  const proof = v.solvable
    ? `${starLine(v.difficulty)}  par ${v.par}, ${v.unique ? 'unique' : `${v.optimalCount} best solutions`}${v.canGetStuck ? ', can get stuck' : ''}`
    : 'not proven solvable';
  return `${head}  ${proof}${maze.cut ? `  (not verified: the ${maze.cut.by} ran out)` : ''}`;
}
