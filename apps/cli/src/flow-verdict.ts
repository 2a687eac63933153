// What a Flow search proved, in the words `solve` and `verify` print.

import type { solveFlow } from '@knossos/flow';

/**
 * What a Flow search proved, said honestly: a search cut short by its limits proves neither that
 * there is no solution nor that the one found is the only one.
 *
 * @param seconds - the time limit the search ran under, for the messages.
 * @returns `line`, the verdict for the summary line; `unsolved`, the reason given when no
 *   solution was found; `notes`, a `Search:` note when the search was cut short, else none.
 */
export function flowVerdict(
  result: ReturnType<typeof solveFlow>,
  seconds: number,
): { line: string; unsolved: string; notes: string[] } {
  const cut = result.stoppedBy === 'nodes' || result.stoppedBy === 'time';
  const limit =
    result.stoppedBy === 'time'
      ? `the time limit (${seconds} s)`
      : `the node budget (${result.nodes.toLocaleString('en')} nodes)`;
  const solved = result.solution !== null;
  const unique = result.count === 1 && result.complete;
  return {
    line: solved
      ? unique
        ? 'unique solution'
        : result.complete
          ? `${result.count} solutions`
          : result.stoppedBy === 'limit'
            ? 'more than one solution'
            : 'solvable, uniqueness not proven within the limit'
      : cut
        ? 'not proven solvable within the limit'
        : 'no solution',
    unsolved: cut
      ? `Solvable: not proven within ${limit}; the search did not finish, so there may be a solution.`
      : 'Solvable: the level has no solution.',
    notes: cut
      ? [`Search: stopped by ${limit} after ${result.nodes.toLocaleString('en')} nodes.`]
      : [],
  };
}
