export { flowArt } from './art.js';
export { FlowError } from './errors.js';
export { flowFamily } from './family.js';
export { FLOW_BATCH_LIMIT } from './family-batch.js';
export { FLOW_TRIES } from './family-make.js';
export {
  COLOR_CHARACTERS,
  flowFromJson,
  flowToJson,
  parseFlowCsv,
  parseFlowText,
  TEXT_CHARACTERS,
  toFlowCsv,
  toFlowText,
} from './formats.js';
export { generateFlow } from './generate.js';
export type { FlowSettings, GeneratedFlow } from './generate-types.js';
export {
  type FlowBoard,
  type FlowGraph,
  flowGraph,
  fromNodeColors,
  isShaped,
  toNodeColors,
} from './graph.js';
export { FLOW_RULES, type FlowRule } from './human-solve.js';
export {
  checkLevel,
  colorCount,
  type FlowGrid,
  type FlowLevel,
  solutionProblem,
  topologyOf,
} from './level.js';
export { type FlowStats, flowStats } from './level-stats.js';
export {
  drawPath,
  erasePath,
  type FlowHint,
  type FlowPlay,
  hint,
  isSolved,
  newGame,
  playColors,
} from './play.js';
export { FLOW_PRESETS } from './presets.js';
export {
  type FlowPuzzle,
  type FlowVerdict,
  type ToFlowPuzzleOptions,
  toFlowPuzzle,
} from './puzzle.js';
export {
  FLOW_BANDS,
  FLOW_RATING_SWEEP,
  FLOW_RULE_WEIGHTS,
  type FlowRating,
  flowBands,
  type RateOptions,
  rateFlow,
} from './rating.js';
export { clampFlowSettings, defaultFlowSettings, FLOW_SETTINGS } from './settings.js';
export { FLOW_COLORS, type FlowSketchOptions, flowColor, toSketch } from './sketch.js';
export { type FlowSolveOptions, type FlowSolveResult, solveFlow } from './solve.js';
export { flowRatingSweep, type SweepLevel } from './sweep.js';
export { type FlowSynthesisSettings, synthesizeFlow } from './synthesize.js';
