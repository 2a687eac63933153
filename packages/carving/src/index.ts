export { addHoles, type HoleCut } from './add-holes.js';
export { addLoops } from './add-loops.js';
export { addRooms, type Room } from './add-rooms.js';
export { braid } from './braid.js';
export {
  CARVE_ALGORITHMS,
  type CarveAlgorithm,
  type CarveOptions,
  type CarveStep,
  carve,
  carveSteps,
} from './carve.js';
export { CarvingError } from './errors.js';
export { distancesFrom, type FarPair, facts, farthestPair, type MazeFacts } from './facts.js';
export {
  createPassages,
  type Passages,
  type PassagesJSON,
  passagesFromJSON,
  passagesMatch,
  type Tunnel,
} from './passages.js';
export { clampSetting } from './settings.js';
export { weave } from './weave.js';
