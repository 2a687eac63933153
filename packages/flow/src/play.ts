import { FlowError } from './errors.js';
import { type FlowGraph, flowGraph, toNodeColors } from './graph.js';
import { checkLevel, type FlowLevel } from './level.js';
import { lineNodes, stepNode, straightOn } from './play-lines.js';
import { solveFlow } from './solve.js';

/**
 * A game in progress: the line drawn for each colour, as cells from one of its dots. A line
 * crossing a bridge lists the bridge cell once for each time it crosses, between the cells on
 * either side of it.
 */
export interface FlowPlay {
  /** `lines[k]`: colour `k`'s line, starting at one of its dots (empty when not drawn). */
  readonly lines: readonly (readonly number[])[];
}

/** A fresh game: nothing drawn. */
export function newGame(level: FlowLevel): FlowPlay {
  checkLevel(level);
  return { lines: Array.from({ length: level.dots.length / 2 }, () => []) };
}

/**
 * The colour shown in each cell (`width · height` entries): a drawn line's colour, a dot's
 * colour, or −1 (a hole, or nothing drawn there). A bridge cell two lines cross shows the
 * colour of the one drawn later in colour order.
 */
export function playColors(level: FlowLevel, play: FlowPlay): number[] {
  const colors = new Array<number>(level.width * level.height).fill(-1);
  for (const [k, line] of play.lines.entries()) for (const cell of line) colors[cell] = k;
  for (let k = 0; k < level.dots.length / 2; k++) {
    colors[level.dots[2 * k]!] = k;
    colors[level.dots[2 * k + 1]!] = k;
  }
  return colors;
}

/** Each colour's dots by cell. */
function dotOwners(level: FlowLevel): Map<number, number> {
  const owner = new Map<number, number>();
  for (let c = 0; c < level.dots.length / 2; c++) {
    owner.set(level.dots[2 * c]!, c);
    owner.set(level.dots[2 * c + 1]!, c);
  }
  return owner;
}

/** A line cut back so that it does not end on a bridge: the cells before that bridge. */
function offBridge(graph: FlowGraph, line: number[], nodes: number[]): void {
  while (nodes.length > 1 && graph.bridgeNode[nodes.at(-1)!] === 1) {
    nodes.pop();
    line.pop();
  }
}

/**
 * Draws colour `color` through `cells`, as a finger drags: the first cell is one of the colour's
 * dots (starting the line afresh) or a cell of its line (going on from there, cutting what came
 * after; on a bridge, from the cell before it); each next cell must touch the line's end (a cell
 * that is the end already is passed over). Crossing another colour's line cuts that line back to
 * before the crossing; another colour's dot stops the drawing, and so does the colour's own
 * other dot, which completes the line. On a level with holes and bridges the line runs on
 * {@link flowGraph}: a hole cannot be entered, a line entering a bridge goes straight over it to
 * the cell beyond (the two lines of a bridge never cut each other), and a line never ends on a
 * bridge (when the cell beyond is another colour's dot, the line stops before the bridge).
 *
 * @returns the new play (the old one is not changed).
 * @throws {@link FlowError} when the first cell is not on the colour's dot or line, or a cell
 *   does not touch the line's end (a hole, or a turn on a bridge, does not touch it either).
 */
export function drawPath(
  level: FlowLevel,
  play: FlowPlay,
  color: number,
  cells: readonly number[],
): FlowPlay {
  checkLevel(level);
  const graph = flowGraph(level);
  const k = level.dots.length / 2;
  if (!Number.isInteger(color) || color < 0 || color >= k) {
    throw new FlowError('color', `color must be 0–${k - 1} (got ${String(color)})`);
  }
  const lines = play.lines.map((line) => [...line]);
  const start = cells[0];
  if (start === undefined) return play;
  let line: number[];
  if (start === level.dots[2 * color] || start === level.dots[2 * color + 1]) line = [start];
  else {
    const at = (lines[color] ?? []).indexOf(start);
    if (at < 0) {
      throw new FlowError('cells[0]', `a line of colour ${color} starts at its dot or its line`);
    }
    line = lines[color]!.slice(0, at + 1);
  }
  let nodes = lineNodes(graph, line);
  offBridge(graph, line, nodes);
  const owners = dotOwners(level);
  /** One step of the line into `cell`, arriving on `node`; false when the drawing stops. */
  const step = (cell: number, node: number): boolean => {
    const owner = owners.get(cell);
    if (owner !== undefined && owner !== color) return false; // another colour's dot stops it
    const back = nodes.indexOf(node);
    if (back >= 0) {
      // Drawing back over the line shortens it (back onto a bridge: to before the bridge).
      nodes = nodes.slice(0, back + 1);
      line = line.slice(0, back + 1);
      offBridge(graph, line, nodes);
      return true;
    }
    for (const [other, drawn] of lines.entries()) {
      if (other === color) continue;
      // On a plain level nodes are cells: no walk needed.
      const cut = graph.plain ? drawn.indexOf(cell) : lineNodes(graph, drawn).indexOf(node);
      if (cut >= 0) {
        const kept = drawn.slice(0, cut);
        offBridge(graph, kept, lineNodes(graph, kept));
        lines[other] = kept;
      }
    }
    nodes.push(node);
    line.push(cell);
    return owner !== color; // the other dot: the line is complete
  };
  for (let i = 1; i < cells.length; i++) {
    const cell = cells[i]!;
    if (cell === line.at(-1)) continue;
    const node = stepNode(graph, nodes.at(-1)!, cell);
    if (node < 0) {
      throw new FlowError(`cells[${i}]`, `cell ${cell} does not touch cell ${line.at(-1)!}`);
    }
    let going = step(cell, node);
    // Over a bridge, straight on to the cell beyond (and over the next bridge, if it is one).
    while (going && graph.bridgeNode[nodes.at(-1)!] === 1) {
      const over = nodes.at(-1)!;
      const beyond = straightOn(graph, nodes.at(-2)!, over);
      going = beyond >= 0 && step(graph.cellOf[beyond]!, beyond);
    }
    offBridge(graph, line, nodes);
    if (!going) break;
  }
  lines[color] = line;
  return { lines };
}

/**
 * Erases colour `color`'s line, or, given `from`, the segment of it from that cell to the end of
 * the line (the cells before `from` stay drawn). A `from` not on the line erases nothing.
 */
export function erasePath(play: FlowPlay, color: number, from?: number): FlowPlay {
  return {
    lines: play.lines.map((line, k) => {
      if (k !== color) return [...line];
      if (from === undefined) return [];
      const cut = line.indexOf(from);
      return cut < 0 ? [...line] : line.slice(0, cut);
    }),
  };
}

/**
 * Whether the drawing is a solution under the loose rule, the rule the Flow game plays by:
 * every colour's line runs from one of its dots to the other, each step to a touching cell (on
 * a level with holes and bridges, a step of {@link flowGraph}: straight over a bridge), and
 * together the lines cover every cell once (a bridge cell twice: once each way). A line may run
 * alongside itself; every solution under the degree rule (`solutionProblem`) is one.
 */
export function isSolved(level: FlowLevel, play: FlowPlay): boolean {
  checkLevel(level);
  const graph = flowGraph(level);
  const covered = new Uint8Array(graph.cellCount);
  let count = 0;
  for (let k = 0; k < level.dots.length / 2; k++) {
    const line = play.lines[k] ?? [];
    const ends = [level.dots[2 * k]!, level.dots[2 * k + 1]!];
    if (line.length < 2 || !ends.includes(line[0]!) || !ends.includes(line.at(-1)!)) return false;
    if (line[0] === line.at(-1)) return false;
    const nodes = lineNodes(graph, line);
    if (nodes.length !== line.length) return false;
    for (const node of nodes) {
      if (covered[node] === 1) return false;
      covered[node] = 1;
      count++;
    }
  }
  return count === graph.cellCount;
}

/** A hint from {@link hint}. */
export interface FlowHint {
  /** The colour to draw next. */
  readonly color: number;
  /** Its line in the solution, from its first dot to its second. */
  readonly line: number[];
}

/**
 * A hint: the first colour (in colour order) whose drawn line is not its line in the solution,
 * with that solution line, from its first dot. The level's stored solution is used when there
 * is one, else the solver's first solution. `null` when everything is drawn right or the level
 * has no solution.
 */
export function hint(level: FlowLevel, play: FlowPlay): FlowHint | null {
  checkLevel(level);
  const graph = flowGraph(level);
  const solution = level.solution ?? solveFlow(level, { limit: 1 }).solution;
  if (!solution) return null;
  const colors = toNodeColors(graph, solution);
  for (let k = 0; k < level.dots.length / 2; k++) {
    let node = graph.nodeOf[level.dots[2 * k]!]!;
    const line = [level.dots[2 * k]!];
    let previous = -1;
    while (line.at(-1) !== level.dots[2 * k + 1]) {
      let next = -1;
      for (let s = 0; s < graph.slotCount(node) && next < 0; s++) {
        const other = graph.neighbor(node, s);
        if (other >= 0 && other !== previous && colors[other] === k) next = other;
      }
      if (next < 0 || line.length > graph.cellCount) return null;
      previous = node;
      node = next;
      line.push(graph.cellOf[next]!);
    }
    const drawn = play.lines[k] ?? [];
    const same =
      drawn.length === line.length &&
      (drawn.every((c, i) => c === line[i]) ||
        drawn.every((c, i) => c === line[line.length - 1 - i]));
    if (!same) return { color: k, line };
  }
  return null;
}
