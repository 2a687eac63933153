// The count and time limit a command was given, put in range, with a note when they had to be.

import pc from 'picocolors';
import { type Output, say } from './run.js';
import { type TimeLimit, timeLimitOf } from './time-limit.js';

/** The most puzzles one batch makes. */
const COUNT_MAX = 100_000;

/** The `--time-limit` given, put in range with a note on stderr. */
export function limitOf(given: number | undefined, output: Output): TimeLimit {
  const time = timeLimitOf(given);
  if (time.note !== null) say(output, pc.yellow(`note: ${time.note}`));
  return time;
}

/** The `--count` given (1 when none), rounded and put in 1–{@link COUNT_MAX} with a note on stderr. */
export function countOf(given: number | undefined, output: Output): number {
  if (given === undefined) return 1;
  const count = Math.min(COUNT_MAX, Math.max(1, Math.round(given)));
  if (count !== given)
    say(
      output,
      pc.yellow(`note: Count: ${given} is outside 1–${COUNT_MAX} or not whole; used ${count}.`),
    );
  return count;
}
