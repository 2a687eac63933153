export { isJsonSyntaxError, JSON_MAX_DEPTH, JsonSyntaxError, readJson } from './read.js';
