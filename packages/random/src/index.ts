export type { MutableArrayLike, Rng } from './create-rng.js';
export { createRng } from './create-rng.js';
export { RandomArgumentError } from './errors.js';
export { hashSeed } from './hash-seed.js';
export { attemptSeed, batchSeed, freshSeed } from './seeds.js';
