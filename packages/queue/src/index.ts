export {
  type Added,
  type AddOptions,
  addBatch,
  type BatchSpec,
  batchNames,
  type CheckedSpec,
  checkSpec,
  fingerprintOf,
  type JobData,
  keys,
  PREFIX,
  queueName,
  type Recipe,
  readBatch,
  type StoredBatch,
  seedOf,
} from './batch.js';
export {
  type Collected,
  collectBatch,
  type Failed,
  failedJobs,
  type Kept,
  keptInOrder,
} from './collect.js';
export {
  CONNECT_TIMEOUT_MS,
  connectRedis,
  probeRedis,
  redactedUrl,
  redisOptions,
} from './connection.js';
export { QueueError } from './errors.js';
export { type QueuedPuzzle, type ServeOptions, type Serving, serveBatches } from './serve.js';
export { type BatchStatus, batchStatus } from './status.js';
