// The play API of @knossos/gimmicks, so a game needs one import.
export {
  angleGap,
  canRoll,
  direction,
  directionCount,
  GimmicksError,
  HOME,
  hint,
  isDoorOpen,
  isGateOpen,
  isGoalOpen,
  isLegalStep,
  isRace,
  isSolved,
  LIMITS,
  newGame,
  normalAngle,
  type Play,
  type PlayHint,
  type PlayWayOn,
  parsFromEveryCell,
  type RollResult,
  roll,
  rollAngle,
  rollToward,
  type StepAim,
  type StepRefusal,
  type StepRefused,
  type StepResult,
  type StoredSolution,
  sideAngle,
  stepToward,
  tryStep,
  validate,
} from '@knossos/gimmicks';
export { type AsyncOptions, generateAsync, generateVerifiedAsync } from './async.js';
export {
  meetsRequest,
  reroll,
  shortfalls,
  summary,
  type Verification,
  verify,
} from './audit.js';
export {
  BATCH_LIMIT,
  type BatchOptions,
  type BatchProgress,
  generateBatch,
} from './batch.js';
export { MAZE_COLORS, type MazeColors } from './colors.js';
export { toMazeCsv } from './csv.js';
export { MazeError } from './errors.js';
export { mazeFamily } from './family.js';
export { fitSize } from './fit-size.js';
export {
  generate,
  type MazeData,
  type MazeFacts,
  type MazeVerdict,
  type Side,
} from './generate.js';
export {
  MAZE_FORMAT,
  type MazePack,
  mazeFromJson,
  mazeToJson,
  PACK_FORMAT,
  packFromJson,
  packToJson,
} from './json.js';
export { goalOf, hasGimmicks, playerCount } from './maze-queries.js';
export { fromMicromouse, toMicromouse } from './micromouse.js';
export {
  describe,
  exportPng,
  exportSvg,
  frames,
  MAZE_PICTURE_STYLES,
  type MazeExportOptions,
  type MazeFrame,
  type MazePictureStyle,
  type MazeSketchOptions,
  toSketch,
} from './pictures.js';
export { type Preset, presets, type Tuned, tune } from './presets.js';
export type { GenerateOptions, MazeCut } from './proving.js';
export { type MazeRating, mazeFromPuzzleFile, mazeToPuzzleFile } from './puzzle-file.js';
export { solutionTrails } from './roll-trails.js';
export { MAZE_BANDS, type MazeScoreInput, mazeScore, mazeStars } from './score.js';
export { MAZE_SETTINGS } from './setting-specs.js';
export {
  CHOICE_SETTINGS,
  type ChoiceSetting,
  type ChoiceSettings,
  type ClampedSettings,
  clampSettings,
  defaultSettings,
  type Endpoints,
  type GridShape,
  type MazeSettings,
  NUMBER_SETTINGS,
  type NumberSetting,
  type NumberSettingName,
  type ShapeName,
  SWITCH_SETTINGS,
  type SwitchSetting,
  type SwitchSettingName,
  TEXT_LIMITS,
  type TextLimits,
} from './settings.js';
export { MIN_SHAPE_CELLS } from './shape-cells.js';
export {
  type ImageRange,
  SHAPE_IMAGE_LIMITS,
  type ShapeImage,
  shapeImageRows,
} from './shape-image.js';
export { solveFrom } from './solve-from.js';
export { MAZE_RATING_SWEEP, type MazeSweep, mazeRatingSweep, type SweptMaze } from './sweep.js';
export { toText, toTextWithRoute } from './text.js';
export { TILESET_IMAGE, toTiledMap } from './tiled.js';
export { MAZE_TILES, type MazeTile, type TileLayer } from './tiles.js';
export { generateVerified, type VerifiedOptions } from './verified.js';
