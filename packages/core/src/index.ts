export { grown, popcount } from './bits.js';
export { clampWithNote } from './clamp.js';
export { describeValue } from './describe.js';
export { type ErrorPlace, isKnossosError, KnossosError } from './errors.js';
export {
  isJsonSyntaxError,
  JSON_MAX_DEPTH,
  JsonSyntaxError,
  readJson,
  readJsonOr,
} from './read.js';
