// Re-solving one stored puzzle and comparing it with what was recorded, for `knossos verify`.

import { rateFlow, solveFlow } from '@knossos/flow';
import { meetsRequest, verify as verifyMaze } from '@knossos/maze';
import { rateNetwalk, solveNetwalk } from '@knossos/netwalk';
import type { Loaded } from './detect.js';
import { CliError } from './errors.js';
import { mazeRecord } from './families.js';
import { flowVerdict } from './flow-verdict.js';
import type { TimeLimit } from './time-limit.js';

/**
 * What `verify` found of one puzzle (one JSON line with `--json`): `met` is false when its
 * request is not met (each reason in `unmet`); `changed` lists each recorded field whose value
 * the re-solve changed, as `field before → after`.
 */
export type Check = {
  name: string;
  seed: string;
  family: string;
  solvable: boolean;
  unique: boolean;
  stars: number;
  met: boolean;
  changed: string[];
  unmet: string[];
};

/**
 * Re-solves one puzzle and compares: `stored` is what was recorded (a manifest item, or the
 * maze's own verdict), and the request is its settings (`unique` not false means uniqueness was
 * asked for, as the generators default).
 */
export function check(
  name: string,
  loaded: Loaded,
  stored: Record<string, unknown> | null,
  time: TimeLimit,
): Check {
  const changed: string[] = [];
  const compare = (field: string, before: unknown, after: unknown) => {
    if (
      before !== undefined &&
      before !== null &&
      JSON.stringify(before) !== JSON.stringify(after)
    ) {
      changed.push(`${field} ${JSON.stringify(before)} → ${JSON.stringify(after)}`);
    }
  };
  const asked = (stored?.settings ?? {}) as Record<string, unknown>;
  if (loaded.family === 'maze') {
    const v = verifyMaze(loaded.maze, { timeMs: time.ms });
    // A proof the time limit cut proves nothing new: it changes nothing, it is not proven.
    const cut = v.after.verdict.timedOut;
    for (const field of cut
      ? []
      : (['solvable', 'par', 'optimalCount', 'unique', 'canGetStuck', 'difficulty'] as const)) {
      compare(field, v.before.verdict[field], v.after.verdict[field]);
    }
    const met = meetsRequest(v.after);
    const { verdict } = v.after;
    // A manifest item: the file must still be the maze the run recorded.
    const replaced: string[] = [];
    if (stored !== null && 'files' in stored) {
      const differs = (field: string, recorded: unknown, now: unknown) => {
        if (recorded !== undefined && JSON.stringify(recorded) !== JSON.stringify(now)) {
          replaced.push(
            field === 'settings'
              ? 'settings'
              : `${field} ${JSON.stringify(recorded)} → ${JSON.stringify(now)}`,
          );
        }
      };
      // The file's own record against the manifest's (a new proof may differ: that is "changed").
      const kept = v.before.verdict;
      differs('seed', stored.seed, v.before.seed);
      differs('par', stored.par, kept.solvable ? kept.par : null);
      differs('stars', stored.stars, kept.difficulty);
      if (stored.settings) differs('settings', stored.settings, v.before.settings);
    }
    const unmet = cut
      ? [`the proof ran out of time (${time.seconds} s), so nothing was checked`]
      : met
        ? []
        : [...mazeRecord(v.after).unmet];
    if (replaced.length > 0) {
      unmet.push(`the file is not the maze the manifest records (${replaced.join(', ')})`);
    }
    return {
      name,
      seed: v.after.seed,
      family: 'maze',
      solvable: verdict.solvable,
      unique: verdict.unique,
      stars: verdict.difficulty,
      met: unmet.length === 0,
      changed,
      unmet,
    };
  }
  if (loaded.family === 'flow') {
    const started = performance.now();
    const result = solveFlow(loaded.level, { limit: 2, timeMs: time.ms });
    const solvable = result.solution !== null;
    const unique = result.count === 1 && result.complete;
    const verdict = flowVerdict(result, time.seconds);
    // The rating searches too, in what is left of the puzzle's time; one it cut rates nothing.
    const left = Math.max(0, time.ms - (performance.now() - started));
    const rating = solvable ? rateFlow(loaded.level, { timeMs: left }) : null;
    const stars = rating?.stars ?? 0;
    // A level stored as "not proven unique" (nobody asked) that proves unique is no change.
    if (stored?.unique === true) compare('unique', true, unique);
    if (rating?.stoppedBy == null) compare('stars', stored?.stars, stars);
    const unmet = !solvable
      ? [verdict.unsolved]
      : asked.unique !== false && !unique
        ? [
            result.stoppedBy === 'limit'
              ? 'Unique: uniqueness was asked for, and the level has more than one solution.'
              : `Unique: uniqueness was asked for, and it is not proven within ${time.seconds} s.`,
          ]
        : [];
    const seed = typeof stored?.seed === 'string' ? stored.seed : '';
    return {
      name,
      seed,
      family: 'flow',
      solvable,
      unique,
      stars,
      met: unmet.length === 0,
      changed,
      unmet,
    };
  }
  if (loaded.family === 'netwalk') {
    const result = solveNetwalk(loaded.board, { timeMs: time.ms });
    const stars = rateNetwalk(loaded.board, result).stars;
    if (stored?.unique === true) compare('unique', true, result.unique);
    compare('stars', stored?.stars, stars);
    const cut = !result.complete && result.stoppedBy !== 'limit';
    const unmet = !result.solved
      ? [
          cut
            ? `Solvable: not proven within the search limits (${time.seconds} s).`
            : 'Solvable: the tiles have no solution.',
        ]
      : asked.unique !== false && !result.unique
        ? ['Unique: uniqueness was asked for, and the board is not proven unique.']
        : [];
    return {
      name,
      seed: loaded.board.seed ?? '',
      family: 'netwalk',
      solvable: result.solved,
      unique: result.unique,
      stars,
      met: unmet.length === 0,
      changed,
      unmet,
    };
  }
  throw new CliError(`${name}: a pack inside a pack`);
}
