export { type ClockStop, clockOf, SearchClock, UNLIMITED } from './clock.js';
export {
  type CountOptions,
  type CountResult,
  countSolutions,
  type FiniteProblem,
} from './count-solutions.js';
export { SolverError } from './errors.js';
export { COUNT_CAP } from './explore.js';
export type { Hint, SearchProblem, SolveOptions, Verdict } from './problem.js';
export { lit, type SatLimits, SatSolver, type SatStop } from './sat.js';
export { clampBudget, distancesToGoal, STATE_BUDGET, solve, solveFrom } from './solve.js';
export { type WayOn, wayOn } from './way-on.js';
