export {
  isJsonSyntaxError,
  JSON_MAX_DEPTH,
  JsonSyntaxError,
  readJson,
  readJsonOr,
} from './read.js';
