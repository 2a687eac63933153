// `knossos solve`: one puzzle solved exactly, with its verdict and the solution drawn.

import { solveFlow } from '@knossos/flow';
import { type MazeData, toText as mazeText, verify as verifyMaze } from '@knossos/maze';
import { solveNetwalk } from '@knossos/netwalk';
import pc from 'picocolors';
import { load } from '../detect.js';
import { CliError, EXIT } from '../errors.js';
import { flowArt, mazeRecord, netwalkArt, netwalkRecord } from '../families.js';
import { flowVerdict } from '../flow-verdict.js';
import { type Output, say } from '../run.js';
import { timeLimitOf } from '../time-limit.js';

/** Overlays the best route on a square maze's text picture (`·` in each cell it passes). */
function mazeWithRoute(maze: MazeData): string {
  const art = mazeText(maze);
  const spec = maze.board.passages.spec as {
    kind: string;
    width?: number;
    height?: number;
    floors?: number;
  };
  if (spec.kind !== 'square' || (spec.floors ?? 1) > 1 || !maze.verdict.solvable) return art;
  const lines = art.split('\n').map((l) => [...l]);
  const width = spec.width!;
  const height = spec.height!;
  for (const cell of maze.verdict.solution) {
    const x = cell % width;
    const y = Math.floor(cell / width);
    const line = lines[1 + 2 * (height - 1 - y)];
    const column = 2 + 4 * x;
    if (line?.[column] === ' ') line[column] = '·';
  }
  return lines.map((l) => l.join('')).join('\n');
}

/**
 * `knossos solve`: solves a puzzle file or a Net game ID exactly (within the time limit) and
 * prints the verdict, the solution and notes; `--json` adds the verdict as one JSON line.
 *
 * @returns 0 when the puzzle is proven solvable, 1 when it is not, 2 for a maze pack.
 */
export async function solve(
  argument: string,
  flags: { json?: boolean; timeLimit: number; loose?: boolean },
): Promise<number> {
  const output: Output = { json: flags.json === true, art: true };
  const loaded = load(argument);
  const time = timeLimitOf(flags.timeLimit);
  const clamped = time.note === null ? [] : [time.note];
  let record: ReturnType<typeof mazeRecord>;
  let art: string;
  switch (loaded.family) {
    case 'pack':
      throw new CliError(
        `${argument}: is a maze pack of ${loaded.pack.mazes.length}; use knossos verify to check a pack`,
      );
    case 'maze': {
      const { after } = verifyMaze(loaded.maze, { timeMs: time.ms });
      record = mazeRecord(after);
      if (clamped.length > 0) record = { ...record, notes: [...clamped, ...record.notes] };
      art = mazeWithRoute(after);
      break;
    }
    case 'flow': {
      const level = loaded.level;
      const loose = flags.loose === true;
      const limit = time.seconds;
      const result = solveFlow(level, { limit: 2, timeMs: time.ms, touching: loose });
      const solved = result.solution !== null;
      const verdict = flowVerdict(result, limit);
      art = flowArt({ ...level, solution: result.solution ?? null });
      const unique = result.count === 1 && result.complete;
      record = {
        seed: '',
        family: 'flow',
        solvable: solved,
        par: null,
        optimalCount: result.complete ? result.count : null,
        unique,
        canGetStuck: null,
        stars: 0,
        notes: [
          ...clamped,
          ...(loose ? ['Rule: loose (a path may run alongside itself).'] : []),
          ...verdict.notes,
          ...(!solved && result.complete && !loose
            ? [
                'Rule: no solution under the degree rule (a path never runs alongside itself); --loose allows it.',
              ]
            : []),
        ],
        files: [],
        settings: null,
        met: solved,
        unmet: solved ? [] : [verdict.unsolved],
        art,
        line: `flow ${level.grid} ${level.width}×${level.height}  ${level.dots.length / 2} colour${level.dots.length === 2 ? '' : 's'}  ${verdict.line}`,
      };
      break;
    }
    case 'netwalk': {
      const result = solveNetwalk(loaded.board, { timeMs: time.ms });
      const base = netwalkRecord(loaded.board);
      // Cut short by its guesses or its time: what it did not finish is not proven.
      const cut = !result.complete && result.stoppedBy !== 'limit';
      const counted = result.unique
        ? 'unique'
        : result.solved
          ? cut
            ? 'not proven unique'
            : 'more than one solution'
          : cut
            ? 'not proven'
            : 'no solution';
      art = result.masks
        ? netwalkArt(loaded.board.width, loaded.board.height, result.masks, loaded.board.server)
        : base.art;
      record = {
        ...base,
        unique: result.unique,
        optimalCount: result.complete ? result.solutions : null,
        solvable: result.solved,
        met: result.solved,
        notes: [
          ...clamped,
          ...base.notes,
          ...(cut
            ? [
                result.stoppedBy === 'time'
                  ? `Time limit: the search ran out after ${time.seconds} s, so the board is ${result.solved ? 'not proven unique' : 'not proven solvable'}.`
                  : `Guesses: the search ran out of guesses (${result.guesses.toLocaleString('en')}), so the board is ${result.solved ? 'not proven unique' : 'not proven solvable'}.`,
              ]
            : []),
        ],
        unmet: result.solved
          ? []
          : [
              cut
                ? 'Solvable: not proven within the search limits.'
                : 'Solvable: the tiles have no solution.',
            ],
        line: `${base.line.replace(/, (not proven )?unique.*$/, '')}, ${counted}, hardest rule ${result.hardestRule ?? '—'}`,
      };
      break;
    }
  }
  say(output, pc.dim(`${argument}: read as ${loaded.format}`));
  if (output.json) {
    const { seed, family, solvable, par, optimalCount, unique, canGetStuck, stars, notes } = record;
    process.stdout.write(
      `${JSON.stringify({ seed, family, format: loaded.format, solvable, par, optimalCount, unique, canGetStuck, stars, notes, files: [] })}\n`,
    );
  }
  say(output, art);
  say(output, `${record.met ? pc.green('✔') : pc.yellow('!')} ${record.line}`);
  for (const note of record.notes) say(output, pc.dim(`  note: ${note}`));
  return record.solvable ? EXIT.ok : EXIT.unmet;
}
