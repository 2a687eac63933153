import { RandomArgumentError } from './errors.js';

/**
 * The seed of item `index` of a batch: `${root}-${index}`. A batch of `n` uses
 * `root-0 … root-(n−1)`, so any single item can be rebuilt from its own seed.
 *
 * @param root - the batch's seed.
 * @param index - position in the batch; a non-negative safe integer.
 * @throws {@link RandomArgumentError} when `index` is not a non-negative safe integer.
 */
export function batchSeed(root: string, index: number): string {
  if (!Number.isSafeInteger(index) || index < 0) {
    throw new RandomArgumentError('batchSeed', 'index', 'must be a safe integer ≥ 0', index);
  }
  return `${root}-${index}`;
}

/**
 * The seed of retry `attempt` of verified generation: `${seed}#${attempt}`. The first try uses
 * `seed` itself; retries use `seed#1`, `seed#2`, … so the winning seed alone rebuilds the result.
 *
 * @param seed - the requested seed.
 * @param attempt - retry number; a safe integer `≥ 1`.
 * @throws {@link RandomArgumentError} when `attempt` is not a safe integer `≥ 1`.
 */
export function attemptSeed(seed: string, attempt: number): string {
  if (!Number.isSafeInteger(attempt) || attempt < 1) {
    throw new RandomArgumentError('attemptSeed', 'attempt', 'must be a safe integer ≥ 1', attempt);
  }
  return `${seed}#${attempt}`;
}

/**
 * A new seed for a request that gave none: 12 characters from Crockford's base-32 alphabet in
 * lower case (`0-9a-z` without `i l o u`), 60 bits of entropy, easy to read aloud and retype.
 * This is the only place Knossos uses entropy (`crypto.getRandomValues`); everything after it
 * is reproducible from the seed it returns.
 */
export function freshSeed(): string {
  const bytes = new Uint8Array(SEED_LENGTH);
  globalThis.crypto.getRandomValues(bytes);
  let seed = '';
  for (const byte of bytes) seed += CROCKFORD[byte & 31];
  return seed;
}

const SEED_LENGTH = 12;
const CROCKFORD = '0123456789abcdefghjkmnpqrstvwxyz';
