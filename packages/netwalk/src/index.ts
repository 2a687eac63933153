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
export {
  classicLinkChance,
  dailySeed,
  type GeneratedNetwalk,
  generateNetwalk,
  MIN_SCRAMBLE_PER_TILE,
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
  countNetwalkSolutions,
  NETWALK_RULES,
  type NetwalkCount,
  type NetwalkCountOptions,
  type NetwalkRule,
  type NetwalkSolveResult,
  solveNetwalk,
} from './solve.js';
export { parseTathamId, toTathamId } from './tatham.js';
