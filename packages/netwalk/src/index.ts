export {
  centreCell,
  checkBoard,
  NETWALK_LIMITS,
  NETWALK_MODES,
  type NetwalkBoard,
  type NetwalkMode,
  startMasks,
} from './board.js';
export { NetwalkError } from './errors.js';
export { NETWALK_JSON_FORMAT, netwalkFromJson, netwalkToJson } from './formats.js';
export {
  classicLinkChance,
  dailySeed,
  type GeneratedNetwalk,
  generateNetwalk,
  MIN_SCRAMBLE_PER_TILE,
  type NetwalkGenerateOptions,
  type NetwalkSettings,
  type ResolvedNetwalkSettings,
} from './generate.js';
export {
  E,
  N,
  orientationCount,
  rotateMask,
  S,
  type TileKind,
  tileKind,
  turnsBetween,
  W,
} from './masks.js';
export {
  connected,
  hint,
  isSolved,
  type NetwalkHint,
  type NetwalkMove,
  type NetwalkPlay,
  newGame,
  rotate,
  shownMasks,
  undo,
} from './play.js';
export {
  NETWALK_BANDS,
  NETWALK_RATING_SWEEP,
  type NetwalkRating,
  type NetwalkSweepBoard,
  netwalkRatingSweep,
  rateNetwalk,
} from './rating.js';
export { NETWALK_COLORS, type NetwalkSketchOptions, toSketch } from './sketch.js';
export {
  countNetwalkSolutions,
  defaultGuesses,
  NETWALK_RULES,
  type NetwalkCount,
  type NetwalkCountOptions,
  type NetwalkRule,
  type NetwalkSolveResult,
  type NetwalkStop,
  solveNetwalk,
} from './solve.js';
export { parseTathamId, toTathamId } from './tatham.js';
export { type NetwalkValidation, PATHOLOGICAL_SHARE, validate } from './validate.js';
