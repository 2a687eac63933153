export {
  type Board,
  type Door,
  type Gate,
  LIMITS,
  type Movement,
  type OneWay,
  type PortalPair,
  plainBoard,
  type Switch,
} from './board.js';
export { GimmicksError } from './errors.js';
export { isDoorOpen, isGateOpen, isGoalOpen } from './locks.js';
export {
  occupiedCells,
  type Placement,
  type PlacementCut,
  type PlacementOptions,
  type PlacementRequest,
  placeGimmicks,
  routeCoverage,
  TRIES_PER_TYPE,
} from './place.js';
export {
  canRoll,
  direction,
  directionCount,
  hint,
  isLegalStep,
  isSolved,
  newGame,
  type Play,
  type PlayHint,
  type RollResult,
  roll,
  type StepRefusal,
  type StepRefused,
  type StepResult,
  type StepTaken,
  tryStep,
  type Vector,
} from './play.js';
export {
  type BoardVerdict,
  parsFromEveryCell,
  type RollSearch,
  rollProblem,
  type StepPosition,
  type StepSearch,
  solveBoard,
  stepProblem,
} from './problems.js';
export { isRace } from './race.js';
export { HOME, type RollState } from './roll.js';
export type { BlockReason, Inventory } from './rules.js';
export {
  angleGap,
  normalAngle,
  rollAngle,
  rollToward,
  type StepAim,
  sideAngle,
  stepToward,
} from './toward.js';
export { type BoardProblem, type StoredSolution, validate } from './validate.js';
export { bestWayOn, type PlayWayOn } from './way-on.js';
