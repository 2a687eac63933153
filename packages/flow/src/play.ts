import { FlowError } from './errors.js';
import { checkLevel, type FlowLevel, solutionProblem } from './level.js';
import { solveFlow } from './solve.js';

/** A game in progress: the line drawn for each colour, as cells from one of its dots. */
export interface FlowPlay {
  /** `lines[k]`: colour `k`'s line, starting at one of its dots (empty when not drawn). */
  readonly lines: readonly (readonly number[])[];
}

/** A fresh game: nothing drawn. */
export function newGame(level: FlowLevel): FlowPlay {
  checkLevel(level);
  return { lines: Array.from({ length: level.dots.length / 2 }, () => []) };
}

/** The colour shown in each cell: a drawn line's colour, a dot's colour, or −1. */
export function playColors(level: FlowLevel, play: FlowPlay): number[] {
  const colors = new Array<number>(level.width * level.height).fill(-1);
  for (const [k, line] of play.lines.entries()) for (const cell of line) colors[cell] = k;
  for (let k = 0; k < level.dots.length / 2; k++) {
    colors[level.dots[2 * k]!] = k;
    colors[level.dots[2 * k + 1]!] = k;
  }
  return colors;
}

/**
 * Draws colour `color` through `cells`, as a finger drags: the first cell is one of the colour's
 * dots (starting the line afresh) or a cell of its line (going on from there, cutting what came
 * after); each next cell must touch the one before. Crossing another colour's line cuts that
 * line back to before the crossing; another colour's dot stops the drawing, and so does the
 * colour's own other dot, which completes the line.
 *
 * @returns the new play (the old one is not changed).
 * @throws {@link FlowError} when the first cell is not on the colour's dot or line, or a cell
 *   does not touch the one before.
 */
export function drawPath(
  level: FlowLevel,
  play: FlowPlay,
  color: number,
  cells: readonly number[],
): FlowPlay {
  const topology = checkLevel(level);
  const k = level.dots.length / 2;
  if (!Number.isInteger(color) || color < 0 || color >= k) {
    throw new FlowError('color', `color must be 0–${k - 1} (got ${String(color)})`);
  }
  const lines = play.lines.map((line) => [...line]);
  const dots = [level.dots[2 * color]!, level.dots[2 * color + 1]!];
  const start = cells[0];
  let line = lines[color]!;
  if (start === undefined) return play;
  if (dots.includes(start)) line = [start];
  else {
    const at = line.indexOf(start);
    if (at < 0) {
      throw new FlowError('cells[0]', `a line of colour ${color} starts at its dot or its line`);
    }
    line = line.slice(0, at + 1);
  }
  const dotOwner = new Map<number, number>();
  for (let c = 0; c < k; c++) {
    dotOwner.set(level.dots[2 * c]!, c);
    dotOwner.set(level.dots[2 * c + 1]!, c);
  }
  for (let i = 1; i < cells.length; i++) {
    const cell = cells[i]!;
    const last = line.at(-1)!;
    if (topology.slotTo(last, cell) < 0) {
      throw new FlowError(`cells[${i}]`, `cell ${cell} does not touch cell ${last}`);
    }
    const owner = dotOwner.get(cell);
    if (owner !== undefined && owner !== color) break; // another colour's dot stops the line
    const back = line.indexOf(cell);
    if (back >= 0) {
      line = line.slice(0, back + 1); // drawing back over the line shortens it
      continue;
    }
    for (const [other, drawn] of lines.entries()) {
      if (other === color) continue;
      const cut = drawn.indexOf(cell);
      if (cut >= 0) lines[other] = drawn.slice(0, cut);
    }
    line.push(cell);
    if (owner === color) break; // the other dot: the line is complete
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
 * Whether the drawing is a solution: every colour's line runs from one of its dots to the other,
 * the lines cover every cell once, and together they obey the degree rule.
 */
export function isSolved(level: FlowLevel, play: FlowPlay): boolean {
  const topology = checkLevel(level);
  const n = level.width * level.height;
  const drawn = new Array<number>(n).fill(-1);
  for (let k = 0; k < level.dots.length / 2; k++) {
    const line = play.lines[k] ?? [];
    const ends = [level.dots[2 * k]!, level.dots[2 * k + 1]!];
    if (line.length < 2 || !ends.includes(line[0]!) || !ends.includes(line.at(-1)!)) return false;
    if (line[0] === line.at(-1)) return false;
    for (const cell of line) {
      if (drawn[cell] !== -1) return false;
      drawn[cell] = k;
    }
  }
  return solutionProblem(level, topology, drawn) === null;
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
  const topology = checkLevel(level);
  const solution = level.solution ?? solveFlow(level, { limit: 1 }).solution;
  if (!solution) return null;
  for (let k = 0; k < level.dots.length / 2; k++) {
    const line = [level.dots[2 * k]!];
    let previous = -1;
    while (line.at(-1) !== level.dots[2 * k + 1]) {
      const cell = line.at(-1)!;
      let next = -1;
      for (let s = 0; s < topology.slotCount(cell) && next < 0; s++) {
        const other = topology.neighbor(cell, s);
        if (other >= 0 && other !== previous && solution[other] === k) next = other;
      }
      if (next < 0) return null;
      previous = cell;
      line.push(next);
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
