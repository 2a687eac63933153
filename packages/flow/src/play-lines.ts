// A drawn line as the nodes of the level's graph it runs through: on a bridge cell, the node is
// the one the line crosses it on (east–west or north–south), read from the step into the cell.
import type { FlowGraph } from './graph.js';

/**
 * The node a line stepping from node `from` into `cell` arrives on, or −1 when that is no step
 * of the graph (not touching, a hole, a turn on a bridge, off the board).
 */
export function stepNode(graph: FlowGraph, from: number, cell: number): number {
  if (from < 0 || cell < 0 || cell >= graph.cells || graph.nodeOf[cell]! < 0) return -1;
  const slot = graph.topology.slotTo(graph.cellOf[from]!, cell);
  return slot < 0 ? -1 : graph.neighbor(from, slot);
}

/**
 * The nodes of a line of cells, first cell a playable cell that is not a bridge (a dot): one
 * node per cell, the bridge cells on the node the line crosses them on. Stops at the first step
 * that is not one of the graph (the nodes so far are returned, shorter than the line).
 */
export function lineNodes(graph: FlowGraph, line: readonly number[]): number[] {
  const nodes: number[] = [];
  const first = line[0];
  if (first === undefined) return nodes;
  const start = first >= 0 && first < graph.cells ? graph.nodeOf[first]! : -1;
  if (start < 0) return nodes;
  nodes.push(start);
  for (let i = 1; i < line.length; i++) {
    const node = stepNode(graph, nodes[i - 1]!, line[i]!);
    if (node < 0) break;
    nodes.push(node);
  }
  return nodes;
}

/** The node straight across a bridge node from `from` (the way the line came in), or −1. */
export function straightOn(graph: FlowGraph, from: number, bridge: number): number {
  const topology = graph.topology;
  const cell = graph.cellOf[bridge]!;
  const slot = topology.slotTo(graph.cellOf[from]!, cell);
  // Square slots: the side a line leaves by is the side it came in by, seen from the cell before.
  return slot < 0 ? -1 : graph.neighbor(bridge, slot);
}
