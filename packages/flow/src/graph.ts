// The board a Flow level is solved and generated on, as a graph of nodes: one node per playable
// cell, and a second node for every bridge cell, so that the two paths crossing a bridge are two
// ordinary path cells to every engine.
import { createTopology, type Topology } from '@knossos/topology';
import { FlowError } from './errors.js';
// Types only: `checkLevel` and `solutionProblem` (level.ts) build graphs, so no import back.
import type { FlowLevel } from './level.js';

/**
 * A level's board as a graph. It has the fields of a `Topology` the engines read
 * (`cellCount`, `maxSlots`, `neighbors`, `slotCount`, `neighbor`), counted in nodes, so an engine
 * written for a topology runs on it unchanged.
 *
 * Nodes: the playable cells in cell order (a hole has no node), then one more node per bridge,
 * in the order of `level.bridges`. A bridge cell's first node (its `nodeOf`) is the path that
 * crosses it east–west and has only its east and west neighbours; its second node is the path
 * that crosses it north–south and has only its north and south neighbours. Neither may hold a
 * dot, and each is passed straight through. On a level without holes or bridges, node `i` is
 * cell `i` and the arrays are the topology's own (`plain`).
 */
export interface FlowGraph {
  /** The board. */
  readonly topology: Topology;
  /** Nodes. */
  readonly cellCount: number;
  /** Slots per node: the topology's. */
  readonly maxSlots: number;
  /** `neighbors[node · maxSlots + slot]`: the node across that side, or −1. */
  readonly neighbors: Int32Array;
  /** Board cells, playable or not (`width · height`). */
  readonly cells: number;
  /** `nodeOf[cell]`: the cell's node (a bridge's east–west node), or −1 for a hole. */
  readonly nodeOf: Int32Array;
  /** `cellOf[node]`: the board cell a node lies on. */
  readonly cellOf: Int32Array;
  /** 1 for the two nodes of every bridge: no dot may sit there, and no path may end there. */
  readonly bridgeNode: Uint8Array;
  /** No holes and no bridges: nodes are cells. */
  readonly plain: boolean;
  /** How many sides a node has (the topology's slot count of its cell). */
  slotCount(node: number): number;
  /** The node across a side, or −1. */
  neighbor(node: number, slot: number): number;
}

/**
 * What an engine reads of a board: nodes, slots per node, and `neighbors[node · maxSlots + slot]`
 * (the node across that side, or −1). A `Topology` and a {@link FlowGraph} are both one.
 */
export type FlowBoard = Pick<Topology, 'cellCount' | 'maxSlots' | 'neighbors'>;

/** Whether a level has holes or bridges (its graph is then not its topology). */
export function isShaped(level: Pick<FlowLevel, 'holes' | 'bridges'>): boolean {
  return (level.holes?.length ?? 0) > 0 || (level.bridges?.length ?? 0) > 0;
}

/**
 * The graph of a level's board (see {@link FlowGraph}). Square slots are 0 N, 1 E, 2 S, 3 W.
 *
 * @throws {@link FlowError} (field `holes`, `bridges`, `holes[i]` or `bridges[i]`) for a list that
 *   is not an array, a hole or bridge off the board or listed twice, a cell both a hole and a
 *   bridge, a bridge on a hex board, or a bridge without a playable cell on each side (at the
 *   border, or beside a hole).
 */
export function flowGraph(
  level: Pick<FlowLevel, 'grid' | 'width' | 'height' | 'holes' | 'bridges'>,
): FlowGraph {
  const topology = createTopology({ kind: level.grid, width: level.width, height: level.height });
  const cells = topology.cellCount;
  const maxSlots = topology.maxSlots;
  const holes = level.holes ?? [];
  const bridges = level.bridges ?? [];
  for (const [field, list] of [
    ['holes', holes],
    ['bridges', bridges],
  ] as const) {
    if (!Array.isArray(list)) throw new FlowError(field, `${field} must be an array of cells`);
  }
  if (holes.length === 0 && bridges.length === 0) {
    const identity = Int32Array.from({ length: cells }, (_, i) => i);
    return {
      topology,
      cellCount: cells,
      maxSlots,
      neighbors: topology.neighbors,
      cells,
      nodeOf: identity,
      cellOf: identity,
      bridgeNode: new Uint8Array(cells),
      plain: true,
      slotCount: (node) => topology.slotCount(node),
      neighbor: (node, slot) => topology.neighbor(node, slot),
    };
  }
  const kind = new Uint8Array(cells); // 0 playable, 1 hole, 2 bridge
  const mark = (list: readonly number[], field: 'holes' | 'bridges', value: number) => {
    for (const [i, cell] of list.entries()) {
      if (!Number.isInteger(cell) || cell < 0 || cell >= cells) {
        throw new FlowError(
          `${field}[${i}]`,
          `${field}[${i}] must be a cell 0–${cells - 1} (got ${String(cell)})`,
        );
      }
      if (kind[cell] !== 0) {
        throw new FlowError(`${field}[${i}]`, `cell ${cell} is listed twice as a hole or a bridge`);
      }
      kind[cell] = value;
    }
  };
  mark(holes, 'holes', 1);
  mark(bridges, 'bridges', 2);
  if (bridges.length > 0 && level.grid !== 'square') {
    throw new FlowError('bridges', 'bridges are only on square boards');
  }
  const nodeOf = new Int32Array(cells).fill(-1);
  const cellOf: number[] = [];
  for (let cell = 0; cell < cells; cell++) {
    if (kind[cell] === 1) continue;
    nodeOf[cell] = cellOf.length;
    cellOf.push(cell);
  }
  const downOf = new Int32Array(cells).fill(-1);
  for (const cell of bridges) {
    downOf[cell] = cellOf.length;
    cellOf.push(cell);
  }
  const count = cellOf.length;
  const neighbors = new Int32Array(count * maxSlots).fill(-1);
  const bridgeNode = new Uint8Array(count);
  // The node of `cell` that a path entering it across slot `slot` of the cell is on.
  const entered = (cell: number, slot: number) =>
    kind[cell] === 2 && (slot === 0 || slot === 2) ? downOf[cell]! : nodeOf[cell]!;
  for (let node = 0; node < count; node++) {
    const cell = cellOf[node]!;
    const down = kind[cell] === 2 && node === downOf[cell];
    if (kind[cell] === 2) bridgeNode[node] = 1;
    for (let slot = 0; slot < maxSlots; slot++) {
      const other = topology.neighbor(cell, slot);
      if (other < 0 || kind[other] === 1) continue;
      if (kind[cell] === 2 && (slot === 0 || slot === 2) !== down) continue;
      const back = topology.oppositeSlot(cell, slot);
      neighbors[node * maxSlots + slot] = entered(other, back);
    }
  }
  for (const [i, cell] of bridges.entries()) {
    const open = [0, 1, 2, 3].filter((s) => {
      const other = topology.neighbor(cell, s);
      return other >= 0 && kind[other] !== 1;
    });
    if (open.length !== 4) {
      throw new FlowError(
        `bridges[${i}]`,
        `the bridge at cell ${cell} needs a playable cell on all four sides`,
      );
    }
  }
  return {
    topology,
    cellCount: count,
    maxSlots,
    neighbors,
    cells,
    nodeOf,
    cellOf: Int32Array.from(cellOf),
    bridgeNode,
    plain: false,
    slotCount: (node) => (node >= 0 && node < count ? topology.slotCount(cellOf[node]!) : 0),
    neighbor: (node, slot) =>
      node >= 0 && node < count && slot >= 0 && slot < maxSlots
        ? neighbors[node * maxSlots + slot]!
        : -1,
  };
}

/**
 * A level's solution (one colour per cell, holes −1, then the north–south colour of each bridge;
 * see `FlowLevel.solution`) as one colour per node of its graph.
 */
export function toNodeColors(graph: FlowGraph, solution: ArrayLike<number>): Int16Array {
  const colors = new Int16Array(graph.cellCount);
  const downs = graph.cellCount - countPlayable(graph);
  for (let node = 0; node < graph.cellCount; node++) {
    const cell = graph.cellOf[node]!;
    const down = node >= graph.cellCount - downs;
    colors[node] = down
      ? solution[graph.cells + (node - (graph.cellCount - downs))]!
      : solution[cell]!;
  }
  return colors;
}

/** One colour per node back as a level's solution (see {@link toNodeColors}). */
export function fromNodeColors(graph: FlowGraph, colors: ArrayLike<number>): number[] {
  const downs = graph.cellCount - countPlayable(graph);
  const solution = new Array<number>(graph.cells + downs).fill(-1);
  for (let node = 0; node < graph.cellCount; node++) {
    if (node < graph.cellCount - downs) solution[graph.cellOf[node]!] = colors[node]!;
    else solution[graph.cells + (node - (graph.cellCount - downs))] = colors[node]!;
  }
  return solution;
}

/** Playable cells: the nodes before the bridges' north–south nodes. */
function countPlayable(graph: FlowGraph): number {
  let playable = 0;
  for (let cell = 0; cell < graph.cells; cell++) if (graph.nodeOf[cell]! >= 0) playable++;
  return playable;
}

/**
 * A level's dots (cells) as nodes of its graph: a dot's cell has one node, since no dot sits on a
 * hole or a bridge (`checkLevel`).
 */
export function nodeDots(graph: FlowGraph, dots: readonly number[]): number[] {
  return dots.map((cell) => graph.nodeOf[cell]!);
}

/**
 * An engine's answer on a graph, with its solutions (one colour per node) given back as the
 * level's solutions (see {@link fromNodeColors}); everything else as it was.
 */
export function withCellSolutions<
  T extends { readonly solution: number[] | null; readonly solutions: readonly number[][] },
>(graph: FlowGraph, result: T): T {
  const solutions = result.solutions.map((colors) => fromNodeColors(graph, colors));
  return { ...result, solutions, solution: solutions[0] ?? null };
}
