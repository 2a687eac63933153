export {
  centreCell,
  checkBoard,
  NETWALK_LIMITS,
  NETWALK_MODES,
  type NetwalkBoard,
  type NetwalkMode,
  startMasks,
} from './board.js';
export {
  countNetwalkSolutions,
  type NetwalkCount,
  type NetwalkCountOptions,
  type NetwalkStop,
} from './count.js';
export { toNetwalkCsv } from './csv.js';
export { dailySeed } from './daily.js';
export { NetwalkError } from './errors.js';
export { netwalkFamily } from './family.js';
export { NETWALK_JSON_FORMAT, netwalkFromJson, netwalkToJson } from './formats.js';
export {
  type GeneratedNetwalk,
  generateNetwalk,
  type NetwalkGenerateOptions,
} from './generate.js';
export { hint, type NetwalkHint } from './hint.js';
export { classicLinkChance } from './links.js';
export {
  E,
  N,
  NETWALK_GRIDS,
  type NetwalkGrid,
  orientationCount,
  rotateMask,
  rotateTile,
  S,
  type TileKind,
  tileKind,
  tileKindOn,
  turnsBetween,
  W,
} from './masks.js';
export { isObvious, obviousShare } from './obvious.js';
export {
  connected,
  isSolved,
  type NetwalkMove,
  type NetwalkPlay,
  newGame,
  rotate,
  shownMasks,
  undo,
} from './play.js';
export { jumble, lock, moveServer } from './play-ops.js';
export { NETWALK_PRESETS } from './presets.js';
export { type NetwalkPuzzle, PAR_COUNT_LIMIT, parOf, toNetwalkPuzzle } from './puzzle.js';
export {
  NETWALK_BANDS,
  NETWALK_HEX_BANDS,
  NETWALK_RATING_SWEEP,
  type NetwalkRating,
  type NetwalkSweepBoard,
  netwalkBands,
  netwalkRatingSweep,
  netwalkScore,
  rateNetwalk,
} from './rating.js';
export { MIN_SCRAMBLE_PER_TILE } from './scramble.js';
export { defaultGuesses } from './search.js';
export {
  NETWALK_SETTINGS,
  type NetwalkSettings,
  type ResolvedNetwalkSettings,
} from './settings.js';
export { clampNetwalkSettings, defaultNetwalkSettings } from './settings-clamp.js';
export { NETWALK_COLORS, NETWALK_INK, type NetwalkSketchOptions, toSketch } from './sketch.js';
export {
  NETWALK_RULES,
  type NetwalkRule,
  type NetwalkSolveResult,
  solveNetwalk,
} from './solve.js';
export { parseTathamId, tathamUnfit, toTathamId } from './tatham.js';
export { netwalkArt } from './text.js';
export { type NetwalkValidation, PATHOLOGICAL_SHARE, validate } from './validate.js';
export { NETWALK_AIM_LADDER, NETWALK_STAR_RUNGS, type NetwalkAim } from './verified.js';
