// The second, simpler path the pack tests cross-check the game's play code with: a shipped level
// played by its stored solution straight through the libraries' rules — mazes by newGame (turns
// on) + tryStep / roll with the stored cells and directions (a race until everyone is home),
// Flow by drawPath along lines walked from the stored solution grid, Netwalk by rotate.
import {
  drawPath,
  type FlowPuzzle,
  isSolved as flowSolved,
  newGame as newFlow,
  topologyOf,
} from '@knossos/flow';
import { isSolved, type MazeData, newGame, roll, tryStep } from '@knossos/maze';
import {
  type NetwalkPuzzle,
  isSolved as netwalkSolved,
  newGame as newNetwalk,
  rotate,
  shownMasks,
  turnsBetween,
} from '@knossos/netwalk';

/** How a replay ended: the moves it took and whether the puzzle was then solved. */
export interface Replay {
  /** Moves that counted (steps, rolls, quarter-turns). */
  readonly moves: number;
  /** The puzzle was solved after the last move. */
  readonly solved: boolean;
  /** Solved before the last move (a move too many). */
  readonly early: boolean;
}

/**
 * Replays a maze's stored best solution (`verdict.moves`): one roll per direction on Roll
 * boards; on Step boards each player's cells in order, in a race (turns on) whoever's turn it
 * is stepping next, otherwise player by player.
 * @throws Error naming the move the rules refuse.
 */
export function replayMaze(maze: MazeData): Replay {
  const { board } = maze;
  let play = newGame(board, { turns: true });
  let moves = 0;
  let early = false;
  const count = () => {
    if (isSolved(board, play)) early = true;
    moves++;
  };
  if (board.movement === 'roll') {
    for (const dir of maze.verdict.moves[0] ?? []) {
      count();
      const out = roll(board, play, dir);
      if (!out.moved || out.trapped) throw new Error(`roll ${moves} (direction ${dir}) fails`);
      play = out.after;
    }
    return { moves, solved: isSolved(board, play), early };
  }
  const next = board.starts.map(() => 0);
  const step = (player: number) => {
    const to = maze.verdict.moves[player]?.[next[player]!];
    if (to === undefined) throw new Error(`player ${player + 1} has no move ${next[player]}`);
    next[player]!++;
    count();
    const out = tryStep(board, play, player, to);
    if (!out.ok) throw new Error(`move ${moves}: player ${player + 1} to ${to}: ${out.message}`);
    play = out.play;
  };
  if (play.turn !== undefined) {
    // A race: the turn passes after every step, to the next player not home.
    while (play.turn !== undefined && play.turn >= 0 && !isSolved(board, play)) step(play.turn);
  } else {
    for (let p = 0; p < board.starts.length; p++) {
      while (next[p]! < (maze.verdict.moves[p]?.length ?? 0)) step(p);
    }
  }
  const left = next.some((n, p) => n !== (maze.verdict.moves[p]?.length ?? 0));
  return { moves, solved: isSolved(board, play) && !left, early };
}

/** Colour `k`'s cells of a Flow solution in order from its first dot to its second. */
export function flowPath(level: FlowPuzzle, k: number): number[] {
  const t = topologyOf(level);
  const solution = level.solution ?? [];
  const [from, to] = [level.dots[2 * k]!, level.dots[2 * k + 1]!];
  const path = [from];
  const seen = new Set(path);
  while (path.at(-1) !== to) {
    const cell = path.at(-1)!;
    let step = -1;
    for (let s = 0; s < t.slotCount(cell) && step < 0; s++) {
      const n = t.neighbor(cell, s);
      if (n >= 0 && solution[n] === k && !seen.has(n)) step = n;
    }
    if (step < 0) throw new Error(`colour ${k}'s path stops at cell ${cell}`);
    path.push(step);
    seen.add(step);
  }
  return path;
}

/**
 * Draws every colour's stored path with drawPath, colour after colour: `covered` when the lines
 * fill the board; `early` when solved before the last line.
 */
export function replayFlow(level: FlowPuzzle): Omit<Replay, 'moves'> & { covered: boolean } {
  let play = newFlow(level);
  let early = false;
  const colours = level.dots.length / 2;
  let cells = 0;
  for (let k = 0; k < colours; k++) {
    if (flowSolved(level, play)) early = true;
    const path = flowPath(level, k);
    cells += path.length;
    play = drawPath(level, play, k, path);
  }
  return {
    solved: flowSolved(level, play),
    early,
    covered: cells === level.width * level.height,
  };
}

/**
 * Turns every Netwalk tile to its stored solution, one quarter-turn at a time, the shorter way
 * round: the quarter-turns made are the moves.
 */
export function replayNetwalk(puzzle: NetwalkPuzzle): Replay {
  let play = newNetwalk(puzzle);
  let moves = 0;
  let early = false;
  for (let cell = 0; cell < puzzle.solution.length; cell++) {
    const want = puzzle.solution[cell]!;
    const turns = turnsBetween(shownMasks(play)[cell]!, want);
    if (turns < 0) throw new Error(`cell ${cell} cannot be turned to its solution`);
    if (turns === 0) continue;
    const way = shownMasks(rotate(play, cell, turns))[cell] === want ? 1 : -1;
    for (let k = 0; k < turns; k++) {
      if (netwalkSolved(play)) early = true;
      play = rotate(play, cell, way);
      moves++;
    }
  }
  return { moves, solved: netwalkSolved(play), early };
}
