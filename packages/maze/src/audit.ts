import { passagesFromJSON } from '@knossos/carving';
import { starsShortfall } from '@knossos/core';
import { routeCoverage, solveBoard } from '@knossos/gimmicks';
import { checkMazeShape, MazeError } from './errors.js';
import { type MazeData, stamp } from './generate.js';
import { solveGoalArea } from './goal-area.js';
import { type GenerateOptions, provingFor } from './proving.js';
import { generateVerified } from './verified.js';

/**
 * Everything a maze falls short of in its own settings, one sentence each (empty when it meets
 * them all): proven solvable within the state budget and time limit; no proof cut short while it
 * was made (`cut`); every gimmick count asked for; the players
 * asked for, racing fairly; the target stars (when not 0); the least coverage; no soft-locks
 * when asked; an opening in the outer wall when the border is open.
 */
export function shortfalls(maze: MazeData): string[] {
  checkMazeShape(maze, 'shortfalls');
  const { settings: s, board, verdict: v, facts } = maze;
  const out: string[] = [];
  if (!v.solvable) {
    out.push(
      v.timedOut
        ? 'not proven solvable within the time limit'
        : v.budgetExhausted
          ? 'not proven solvable within the state budget'
          : 'unsolvable',
    );
  }
  if (maze.cut) out.push(`not verified: the ${maze.cut.by} ran out while ${maze.cut.during}`);
  const counts: [string, number, number][] = [
    ['keys', board.keys.length, s.keys],
    ['switches', board.switches.length, s.switches],
    ['gems', board.gems.length, s.gems],
    ['one-way sides', board.oneWays.length, s.oneWays],
    ['portal pairs', board.portals.length, s.portals],
    ['players', board.starts.length, s.players],
  ];
  for (const [what, got, asked] of counts) {
    if (got < asked) out.push(`${got} of ${asked} ${what}`);
  }
  if (s.traps > 0 && board.traps.length === 0) out.push('no traps');
  if (board.movement !== s.movement) out.push(`${board.movement} instead of ${s.movement}`);
  if (!v.fair) out.push('the race is not fair');
  // In the words every family uses: `Stars: asked for 4★, made 3★.`
  const stars = starsShortfall(v.difficulty, s.targetDifficulty);
  if (stars !== null) out.push(stars);
  if (facts.coverage < s.minCoverage) {
    out.push(`coverage ${percent(facts.coverage)} below ${percent(s.minCoverage)}`);
  }
  if (s.noSoftLocks && v.canGetStuck !== false) out.push('a player can get stuck');
  if (s.openBorder && (maze.entrances ?? []).length === 0) out.push('no opening in the outer wall');
  return out;
}

/** Whether a maze got everything its settings asked for (see {@link shortfalls}). */
export function meetsRequest(maze: MazeData): boolean {
  return shortfalls(maze).length === 0;
}

/**
 * One line about a maze, e.g. `par 63 steps, 3 of 5 stars, unique`;
 * `par 12 rolls, 4 of 5 stars, 6 best solutions, can get stuck`; for several stepping players
 * `par 74 steps each (4 players), …` (a fair race) or `par 226 steps in all (93 / 82 / 51), …`;
 * `not proven solvable` when it is not.
 */
export function summary(maze: MazeData): string {
  checkMazeShape(maze, 'summary');
  const v = maze.verdict;
  if (!v.solvable) {
    if (v.timedOut) return 'not proven solvable (time limit)';
    return v.budgetExhausted ? 'not proven solvable (state budget)' : 'unsolvable';
  }
  const unit = maze.board.movement === 'roll' ? 'rolls' : 'steps';
  const pars = v.playerPars;
  const plural = (n: number) => `${n} ${n === 1 ? unit.slice(0, -1) : unit}`;
  // Several stepping players: the par is the total of their routes; say each one's.
  const parts =
    maze.board.movement === 'step' && pars.length > 1
      ? pars.every((par) => par === pars[0])
        ? [`par ${plural(pars[0]!)} each (${pars.length} players)`]
        : [`par ${plural(v.par)} in all (${pars.join(' / ')})`]
      : [`par ${plural(v.par)}`];
  parts.push(`${v.difficulty} of 5 stars`);
  if (v.unique) parts.push('unique');
  else {
    const count = v.optimalCount.toLocaleString('en');
    parts.push(`${v.countComplete ? '' : 'at least '}${count} best solutions`);
  }
  if (v.canGetStuck === true) parts.push('can get stuck');
  return parts.join(', ');
}

function percent(share: number): string {
  return `${Math.round(share * 100)} %`;
}

/** What {@link verify} found. */
export interface Verification {
  /** The maze as it was given. */
  readonly before: MazeData;
  /** The maze with its verdict, facts and rating proven again from its board. */
  readonly after: MazeData;
  /** Whether the new proof differs from the stored one (verdict or facts). */
  readonly changed: boolean;
}

/**
 * Solves a maze's board again and restamps its verdict, facts and rating — for a maze read from
 * a file, or kept across versions. `changed` says whether anything differs from what was stored
 * (the count of positions the solver explored aside).
 *
 * @param options - a time limit (`timeMs`) or `signal` for the proof: one it cuts is "not
 *   proven" (`after.verdict.timedOut`, with a note), never "unsolvable".
 * @throws {@link MazeError} (field `board`) for a board that cannot be read, with the reason;
 *   (field `signal`) for a `signal` that is not an AbortSignal.
 */
export function verify(
  maze: MazeData,
  options: Pick<GenerateOptions, 'timeMs' | 'signal'> | null = {},
): Verification {
  checkMazeShape(maze, 'verify');
  const { clock } = provingFor(0, options, []);
  let passages: ReturnType<typeof passagesFromJSON>;
  let v: ReturnType<typeof solveBoard>;
  try {
    passages = passagesFromJSON(maze.board.passages);
    // A goal area (a micromouse maze's) is proven as it was read: routes into any of its cells.
    const area = maze.goalArea;
    v =
      area !== undefined && area.length > 1
        ? solveGoalArea(passages, maze.board.starts[0]!, area).verdict
        : // A copy of the board: a proof kept with the board object itself is not a new proof.
          solveBoard(structuredClone(maze.board), {
            stateBudget: maze.settings.stateBudget,
            clock,
          });
  } catch (error) {
    throw new MazeError('board', `verify: the board cannot be read: ${(error as Error).message}`);
  }
  // As generation measures it: the cells the players' best routes pass.
  const coverage = routeCoverage(maze.board, v);
  const stamped = stamp(maze.board, passages, v, coverage);
  const after: MazeData = { ...maze, ...stamped };
  // How much searching a proof took is the solver's business, not the maze's.
  const proven = (m: MazeData) => JSON.stringify([{ ...m.verdict, explored: 0 }, m.facts]);
  const changed = proven(maze) !== proven(after);
  return { before: maze, after, changed };
}

/** A fresh maze from the same settings and a new seed. */
export function reroll(maze: MazeData): MazeData {
  checkMazeShape(maze, 'reroll');
  return generateVerified({ ...maze.settings, seed: '' });
}
