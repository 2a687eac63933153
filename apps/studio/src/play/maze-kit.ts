// The maze's kit: its grid, floors, and the best solution step by step (`frames` of
// @knossos/maze), drawn with the maze's own picture options.
import type { PictureStyle } from '@knossos/core';
import { frames, type MazeData, type MazeFrame, toSketch } from '@knossos/maze';
import { createTopology, type TopologySpec } from '@knossos/topology';
import type { PictureAt, PlayKit } from './kit.js';
import { MazePlay } from './maze.js';

/** The frames of a maze's best solution, worked out once per maze; none when not solved. */
const FRAMES = new WeakMap<MazeData, readonly MazeFrame[]>();
function framesOf(maze: MazeData): readonly MazeFrame[] {
  let found = FRAMES.get(maze);
  if (found === undefined) {
    found = maze.verdict.solvable ? frames(maze) : [];
    FRAMES.set(maze, found);
  }
  return found;
}

/** The grid of a maze. */
export function mazeTopology(maze: MazeData) {
  return createTopology(maze.board.passages.spec as TopologySpec);
}

/** Mazes: step or roll through passages, with keys, gates and stairs. */
export const mazeKit: PlayKit<MazeData> = {
  topologyOf: mazeTopology,
  Play: MazePlay,
  floorsOf: (maze) => (maze.board.passages.spec as { floors?: number }).floors ?? 1,
  stepsOf: (maze) =>
    framesOf(maze).map((f) => ({ text: f.text, cell: f.play.positions[Math.max(0, f.player)] })),
  sketchAt(maze: MazeData, style: PictureStyle, at: PictureAt) {
    const frame = at.step === undefined ? undefined : framesOf(maze)[at.step];
    return toSketch(maze, {
      style,
      legend: true,
      ...(frame ? { play: frame.play, trails: frame.trails } : {}),
      ...(at.floor === undefined ? {} : { floor: at.floor }),
    });
  },
};
