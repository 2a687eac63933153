// How a test solves a Flow or Netwalk level by pointer, from the level's stored solution. Used by
// the session tests and by the browser tests (which press the cells these name: every board cell
// has `data-cell="<index>"`).
import { type FlowLevel, topologyOf } from '@knossos/flow';
import { type NetwalkBoard, rotateMask, startMasks } from '@knossos/netwalk';

/**
 * Each colour's line in the stored solution, as cells from its first dot to its second. To solve
 * by pointer: for each line, press (pointerdown) on the first cell's centre, move through each
 * next cell's centre in turn, let go (pointerup). That is one move per colour: par.
 */
export function solutionLines(level: FlowLevel): number[][] {
  const t = topologyOf(level);
  const solution = level.solution;
  if (solution === null) throw new Error('the level has no stored solution');
  return Array.from({ length: level.dots.length / 2 }, (_, k) => {
    const line = [level.dots[2 * k]!];
    let previous = -1;
    while (line.at(-1) !== level.dots[2 * k + 1]) {
      const cell = line.at(-1)!;
      let next = -1;
      for (let s = 0; s < t.slotCount(cell) && next < 0; s++) {
        const o = t.neighbor(cell, s);
        if (o >= 0 && o !== previous && solution[o] === k) next = o;
      }
      if (next < 0) throw new Error(`colour ${k} does not lead from one dot to the other`);
      previous = cell;
      line.push(next);
    }
    return line;
  });
}

/**
 * The fewest clicks that solve each Netwalk tile, from the tiles as shown at the start to the
 * stored solution: `[cell, clicks]`, clicks 1 or 2 (left clicks, clockwise) or −1 (one right
 * click, anticlockwise); tiles already right are left out. Their quarter-turns add up to the
 * puzzle's par.
 */
export function solvingClicks(board: NetwalkBoard): [number, number][] {
  const shown = startMasks(board);
  const clicks: [number, number][] = [];
  for (let c = 0; c < shown.length; c++) {
    let k = 0;
    while (rotateMask(shown[c]!, k) !== board.solution[c]) k++;
    if (k !== 0) clicks.push([c, k === 3 ? -1 : k]);
  }
  return clicks;
}
