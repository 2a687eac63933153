// The Redis a queue command names: reached within seconds, or one line and exit 2.

import { isKnossosError } from '@knossos/core';
import { connectRedis } from '@knossos/queue';

type Redis = Awaited<ReturnType<typeof connectRedis>>;

import { CliError } from '../errors.js';

/** The `--redis` URL given, or the default local one. */
export const redisUrlOf = (given: string | undefined) => given ?? 'redis://127.0.0.1:6379';

/**
 * A connection to the Redis at `url`.
 *
 * @throws {@link CliError} (exit 2) naming `--redis`, the URL and why, within 5 s.
 */
export async function redisFor(url: string): Promise<Redis> {
  try {
    return await connectRedis(url);
  } catch (error) {
    if (isKnossosError(error)) {
      throw new CliError(`--redis: ${error.message.replace(/^redis: /, '')}`);
    }
    throw error;
  }
}

/**
 * A queue library error as the CLI's one line (exit 2); anything else as it was. `batchAs` is how
 * the command took the batch name: `--name` (add, work), or `null` for an argument (status,
 * collect), whose errors then name no flag.
 */
export function asCliError(error: unknown, batchAs: '--name' | null = '--name'): unknown {
  if (isKnossosError(error) && error.code === 'KNOSSOS_QUEUE') {
    const [field, ...rest] = error.message.split(': ');
    const flags: Record<string, string | null> = {
      name: batchAs,
      batch: batchAs,
      seed: '--seed',
      count: '--count',
    };
    const flag = flags[field!];
    if (flag === undefined) return new CliError(error.message);
    return new CliError(flag === null ? rest.join(': ') : `${flag}: ${rest.join(': ')}`);
  }
  // Redis said no (no permission, read-only, out of memory): its words, on one line.
  if ((error as Error)?.name === 'ReplyError') {
    return new CliError(`--redis: Redis refused: ${(error as Error).message.split('\n')[0]}`);
  }
  return error;
}
