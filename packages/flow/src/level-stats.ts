// How a level's paths are shaped: the measures hand-made levels are compared by (colours, cells
// per colour, dead-straight paths, turns, runs along the border), and the per-path measures the
// generator holds its paths to.
import { FlowError } from './errors.js';
import { type FlowGraph, flowGraph, toNodeColors } from './graph.js';
import type { FlowLevel } from './level.js';
import { solveFlow } from './solve.js';

/** The shape statistics of one level's solution (see {@link flowStats}). */
export interface FlowStats {
  /** Colours (paths). */
  readonly colors: number;
  /** Playable cells per colour (bridges count twice: both paths cross them). */
  readonly cellsPerColor: number;
  /** The share of paths, 0–1, that never turn (dead-straight), whatever their length. */
  readonly straightShare: number;
  /** Dead-straight paths longer than half the side (the side: `round((width + height) / 2)`). */
  readonly longStraight: number;
  /** Turns per path, on average (a turn: a cell a path enters and leaves by non-opposite sides). */
  readonly turnsPerPath: number;
  /** The longest run of one path along the border (cells next to the edge or a hole), in cells. */
  readonly longestBorderRun: number;
  /** Paths whose run along the border is longer than the side. */
  readonly borderHugging: number;
}

/** The side a level's rules are measured in: `round((width + height) / 2)`, in cells. */
export function sideOf(level: Pick<FlowLevel, 'width' | 'height'>): number {
  return Math.round((level.width + level.height) / 2);
}

/** The slot of `from` that leads to `to`, or −1. */
function slotTo(graph: Pick<FlowGraph, 'maxSlots' | 'neighbors'>, from: number, to: number) {
  const m = graph.maxSlots;
  for (let s = 0; s < m; s++) if (graph.neighbors[from * m + s] === to) return s;
  return -1;
}

/**
 * Turns along a path of nodes: inner nodes entered and left by different slots (square and hex
 * slots are directions, so the same slot twice is straight on).
 */
export function pathTurns(
  graph: Pick<FlowGraph, 'maxSlots' | 'neighbors'>,
  path: readonly number[],
): number {
  let turns = 0;
  for (let i = 1; i + 1 < path.length; i++) {
    if (slotTo(graph, path[i - 1]!, path[i]!) !== slotTo(graph, path[i]!, path[i + 1]!)) turns++;
  }
  return turns;
}

/** The most nodes of a path in a straight line (entered and left by the same slot). */
export function longestSegment(
  graph: Pick<FlowGraph, 'maxSlots' | 'neighbors'>,
  path: readonly number[],
): number {
  let longest = Math.min(path.length, 2);
  let run = 2;
  for (let i = 1; i + 1 < path.length; i++) {
    const straight =
      slotTo(graph, path[i - 1]!, path[i]!) === slotTo(graph, path[i]!, path[i + 1]!);
    run = straight ? run + 1 : 2;
    if (run > longest) longest = run;
  }
  return longest;
}

/**
 * Which nodes lie on the border: 1 for a node whose cell has a side with no playable cell
 * across it (the board's edge or a hole). A bridge's nodes never do.
 */
export function borderNodes(graph: FlowGraph): Uint8Array {
  const border = new Uint8Array(graph.cellCount);
  const { topology } = graph;
  for (let node = 0; node < graph.cellCount; node++) {
    if (graph.bridgeNode[node]) continue;
    const cell = graph.cellOf[node]!;
    const slots = topology.slotCount(cell);
    for (let s = 0; s < slots; s++) {
      const other = topology.neighbor(cell, s);
      if (other < 0 || graph.nodeOf[other]! < 0) border[node] = 1;
    }
  }
  return border;
}

/** The longest run of consecutive border nodes along a path, in nodes. */
export function borderRun(border: Uint8Array, path: readonly number[]): number {
  let longest = 0;
  let run = 0;
  for (const node of path) {
    run = border[node] ? run + 1 : 0;
    if (run > longest) longest = run;
  }
  return longest;
}

/**
 * The paths of a solution, as nodes of the level's graph, colour by colour from the first dot.
 * Under the degree rule each colour's cells form one path, so the walk is the path; a loose
 * solution's walk takes the first unvisited neighbour of its colour.
 */
export function solutionPaths(
  level: FlowLevel,
  solution: readonly number[],
  graph = flowGraph(level),
): number[][] {
  const colors = toNodeColors(graph, solution);
  const seen = new Uint8Array(graph.cellCount);
  const m = graph.maxSlots;
  const paths: number[][] = [];
  for (let k = 0; k < level.dots.length / 2; k++) {
    const goal = graph.nodeOf[level.dots[2 * k + 1]!]!;
    let at = graph.nodeOf[level.dots[2 * k]!]!;
    const path = [at];
    seen[at] = 1;
    while (at !== goal) {
      let next = -1;
      for (let s = 0; s < m && next < 0; s++) {
        const other = graph.neighbors[at * m + s]!;
        if (other === goal) next = other;
      }
      for (let s = 0; s < m && next < 0; s++) {
        const other = graph.neighbors[at * m + s]!;
        if (other >= 0 && !seen[other] && colors[other] === k) next = other;
      }
      if (next < 0) break;
      seen[next] = 1;
      path.push(next);
      at = next;
    }
    paths.push(path);
  }
  return paths;
}

/**
 * The shape statistics of a level: its stored solution's, or, when it has none, the first the
 * solver finds (the degree rule, then the loose rule).
 *
 * @throws {@link FlowError} for a malformed level, or (field `solution`) one without a solution.
 */
export function flowStats(level: FlowLevel): FlowStats {
  let solution = level.solution;
  if (solution === null) {
    solution =
      solveFlow(level, { limit: 1 }).solution ??
      solveFlow(level, { limit: 1, touching: true }).solution;
  }
  if (solution === null) throw new FlowError('solution', 'the level has no solution');
  const graph = flowGraph(level);
  const paths = solutionPaths(level, solution, graph);
  const border = borderNodes(graph);
  const side = sideOf(level);
  let straight = 0;
  let longStraight = 0;
  let turns = 0;
  let longestBorderRun = 0;
  let borderHugging = 0;
  for (const path of paths) {
    const t = pathTurns(graph, path);
    turns += t;
    if (t === 0) {
      straight++;
      if (2 * path.length > side) longStraight++;
    }
    const run = borderRun(border, path);
    if (run > longestBorderRun) longestBorderRun = run;
    if (run > side) borderHugging++;
  }
  const count = paths.length;
  return {
    colors: count,
    cellsPerColor: graph.cellCount / count,
    straightShare: straight / count,
    longStraight,
    turnsPerPath: turns / count,
    longestBorderRun,
    borderHugging,
  };
}
