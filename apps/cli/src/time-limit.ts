import { type Command, InvalidArgumentError } from 'commander';

/** The range and default of `--time-limit`, in seconds per puzzle. */
export const TIME_LIMIT = { min: 0.1, max: 86_400, default: 60 } as const;

/**
 * A number flag's value as given on the command line (`--count 5`, `--time-limit 0.5`): any
 * finite number; ranges are checked by each flag's own clamp, with a note.
 *
 * @throws commander's InvalidArgumentError for text that is not a finite number.
 */
export function numberArgument(value: string): number {
  const n = Number(value);
  if (value.trim() === '' || !Number.isFinite(n)) throw new InvalidArgumentError('not a number.');
  return n;
}

/**
 * Adds `--time-limit <seconds>` to a command: how long the searches for one puzzle may run.
 *
 * @param what - what the limit bounds, for the help line.
 */
export function timeLimitOption(command: Command, what: string): Command {
  return command.option(
    '--time-limit <seconds>',
    `longest ${what} may search, ${TIME_LIMIT.min}–${TIME_LIMIT.max} s; a search cut short is "not proven"`,
    numberArgument,
    TIME_LIMIT.default,
  );
}

/** A time limit put in range. */
export interface TimeLimit {
  /** Seconds, within {@link TIME_LIMIT}. */
  readonly seconds: number;
  /** The same in milliseconds. */
  readonly ms: number;
  /** A note when the value given was out of range (`Time limit: …`), else `null`. */
  readonly note: string | null;
}

/** The `--time-limit` given, clamped to {@link TIME_LIMIT} with a note. */
export function timeLimitOf(given: number | undefined): TimeLimit {
  const value = given ?? TIME_LIMIT.default;
  const limit = Math.min(TIME_LIMIT.max, Math.max(TIME_LIMIT.min, value));
  return {
    seconds: limit,
    ms: limit * 1000,
    note:
      limit === value
        ? null
        : `Time limit: ${value} s is outside ${TIME_LIMIT.min}–${TIME_LIMIT.max} s; used ${limit} s.`,
  };
}
