// Small pictures of puzzles for the mode cards: a pack's first level drawn without its solution
// (through each family's toSketch and @knossos/export's renderSvg), as an image URL.
import { renderSvg, type Sketch } from '@knossos/export';
import { type FlowPuzzle, toSketch as flowSketch } from '@knossos/flow';
import { type MazeData, toSketch as mazeSketch } from '@knossos/maze';
import { type NetwalkPuzzle, toSketch as netwalkSketch } from '@knossos/netwalk';

const DRAWN = new Map<unknown, string>();

/** An SVG data URL of a sketch, `size` pixels on its longer side. */
function urlOf(sketch: Sketch, size: number): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSvg(sketch, { size, margin: 4 }))}`;
}

/**
 * A picture of a puzzle of a family without its solution, `size` pixels (default 180) on its
 * longer side; drawn once per puzzle. An empty string when it cannot be drawn.
 */
export function puzzlePicture(
  family: 'maze' | 'flow' | 'netwalk',
  puzzle: unknown,
  size = 180,
): string {
  const known = DRAWN.get(puzzle);
  if (known !== undefined) return known;
  let url = '';
  try {
    const sketch =
      family === 'maze'
        ? mazeSketch(puzzle as MazeData, { style: 'printable', solution: false, legend: false })
        : family === 'flow'
          ? flowSketch(puzzle as FlowPuzzle, undefined, { legend: false })
          : netwalkSketch(puzzle as NetwalkPuzzle, undefined, { legend: false });
    url = urlOf(sketch, size);
  } catch {
    url = '';
  }
  DRAWN.set(puzzle, url);
  return url;
}
