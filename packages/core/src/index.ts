export { type BatchRun, checkCount, inNode, runBatch, type TaskPool } from './batch.js';
export { grown, popcount } from './bits.js';
export { clampWithNote } from './clamp.js';
export { calendarDay, isCalendarDay } from './day.js';
export { describeValue } from './describe.js';
export { type ErrorPlace, isKnossosError, KnossosError } from './errors.js';
export {
  type ClampedSettings,
  type FamilyBatchOptions,
  type FamilyBatchProgress,
  type FamilyFormat,
  type FamilyPreset,
  type FamilyVerification,
  PICTURE_STYLES,
  type PictureStyle,
  type PuzzleFamily,
  type RunOptions,
  type SettingKind,
  type SettingSpec,
  settingApplies,
  VERDICT_FIELDS,
  type Verdict,
  type VerifiedOptions,
  verdictChanges,
} from './family.js';
export {
  checkPackFile,
  checkPuzzleFile,
  checkVerdict,
  PACK_FORMAT,
  type PackFile,
  PUZZLE_FORMAT,
  type PuzzleFile,
  PuzzleFileError,
  packFileToJson,
  type ReadFile,
  readPuzzleText,
} from './puzzle-file.js';
export {
  isJsonSyntaxError,
  JSON_MAX_DEPTH,
  JsonSyntaxError,
  readJson,
  readJsonOr,
} from './read.js';
export { starsShortfall, type Tries, type TriesResult, tryUntilMet } from './verified.js';
