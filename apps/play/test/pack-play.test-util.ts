// Plays a shipped level through the game's own play code, from its stored solution: a maze by
// `new MazeGame(maze)` and pushes toward each next cell (stairs by `stairs(way)`, rolls by the
// roll direction's angle), Flow by the session's strokes, Netwalk by the session's tile turns.
// Every maze move is checked against @knossos/maze's tryStep / roll from the same play.
import type { FlowLevel } from '@knossos/flow';
import {
  HOME,
  type MazeData,
  normalAngle,
  type Play,
  roll,
  rollAngle,
  tryStep,
} from '@knossos/maze';
import type { NetwalkPuzzle } from '@knossos/netwalk';
import {
  beginStroke,
  endStroke,
  extendStroke,
  type FlowSession,
  startFlow,
} from '../src/flow/flow-session.js';
import type { GameEvent } from '../src/maze/events.js';
import { MazeGame } from '../src/maze/game.js';
import {
  type NetwalkSession,
  netwalkMoves,
  startNetwalk,
  turnTile,
} from '../src/netwalk/netwalk-session.js';
import { solutionLines, solvingClicks } from './games.test-util.js';

/** How a maze played through MazeGame ended. */
export interface MazeGamePlay {
  /** `game.won` after the last move. */
  readonly won: boolean;
  /** `game.moves` after the last move (a race: every player's moves until the first is home). */
  readonly moves: number;
  /** Moves each player made. */
  readonly playerMoves: readonly number[];
  /** `game.winner` (−1 when not a race). */
  readonly winner: number;
  /** The game was won before the last move (a move too many). */
  readonly early: boolean;
  /** The `won` events the game sent: their moves and par. */
  readonly wonEvents: readonly { readonly moves: number; readonly par: number }[];
}

/** The board angle from the centre of `cell` to the centre of `next`, degrees [0, 360). */
function angleBetween(game: MazeGame, cell: number, next: number): number {
  const a = game.topology.center(cell);
  const b = game.topology.center(next);
  return normalAngle((Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI);
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Plays a maze's stored best solution (`verdict.moves`) through `new MazeGame(maze)`. Roll
 * boards: `push` toward each stored direction's angle. Step boards: `push` toward the centre of
 * each player's next stored cell, or `stairs(way)` to another floor; a race turn by turn (whoever
 * `game.player` is) until the game is won, other boards player after player by `choosePlayer`.
 * @throws Error naming the move the game refused or made differently from the rules.
 */
export function playMazeGame(maze: MazeData): MazeGamePlay {
  const game = new MazeGame(maze);
  const { board } = maze;
  const solution = maze.verdict.moves;
  const wonEvents: { moves: number; par: number }[] = [];
  let refused = '';
  game.subscribe((event: GameEvent) => {
    if (event.type === 'won') wonEvents.push({ moves: event.moves, par: event.par });
    if (event.type === 'refused') refused = event.message;
  });
  const playerMoves = board.starts.map(() => 0);
  let early = false;
  /** Makes one move by `act`, checked to leave the play the rules give (`want`). */
  const move = (what: string, want: Play, act: () => void) => {
    if (game.won) early = true;
    const before = game.moves;
    refused = '';
    act();
    if (game.moves !== before + 1) throw new Error(`${what}: not made (${refused || 'no move'})`);
    if (!sameJson(game.play, want)) throw new Error(`${what}: the game's play is not the rules'`);
  };
  if (board.movement === 'roll') {
    for (const [i, dir] of (solution[0] ?? []).entries()) {
      const want = roll(board, game.play, dir);
      if (!want.moved || want.trapped) throw new Error(`roll ${i + 1}: the rules refuse it`);
      move(`roll ${i + 1} (direction ${dir})`, want.after, () =>
        game.push(rollAngle(game.topology, dir)),
      );
      playerMoves[0]!++;
    }
  } else {
    const step = (player: number) => {
      const cell = game.play.positions[player]!;
      const next = solution[player]?.[playerMoves[player]!];
      if (cell === HOME || next === undefined) throw new Error(`player ${player + 1} has no move`);
      const what = `player ${player + 1} move ${playerMoves[player]! + 1} (${cell} → ${next})`;
      const want = tryStep(board, game.play, player, next);
      if (!want.ok) throw new Error(`${what}: the rules refuse it: ${want.message}`);
      const t = game.topology;
      const climb = t.floorOf(next) - t.floorOf(cell);
      move(what, want.play, () => {
        if (climb !== 0) game.stairs(climb > 0 ? 'up' : 'down');
        else game.push(angleBetween(game, cell, next));
      });
      playerMoves[player]!++;
    };
    if (game.race) {
      while (!game.won) step(game.player);
    } else {
      for (let p = 0; p < board.starts.length; p++) {
        game.choosePlayer(p);
        if (game.player !== p) throw new Error(`choosePlayer(${p}) left player ${game.player}`);
        while (playerMoves[p]! < (solution[p]?.length ?? 0)) step(p);
      }
    }
  }
  return {
    won: game.won,
    moves: game.moves,
    playerMoves,
    winner: game.winner,
    early,
    wonEvents,
  };
}

/** How a Flow or Netwalk level played through its session ended. */
export interface SessionPlay {
  /** The session's moves after the last one. */
  readonly moves: number;
  /** The session's `won` after the last move. */
  readonly won: boolean;
  /** Won before the last move. */
  readonly early: boolean;
}

/**
 * Draws each colour's stored line with the Flow session's strokes: `beginStroke` on its first
 * dot, `extendStroke` through each next cell, `endStroke`.
 * @throws Error when a stroke does not reach a cell of its line.
 */
export function playFlowSession(level: FlowLevel): SessionPlay {
  let s: FlowSession = startFlow(level);
  let early = false;
  for (const [k, line] of solutionLines(level).entries()) {
    if (s.won) early = true;
    s = beginStroke(s, line[0]!);
    for (const cell of line.slice(1)) {
      s = extendStroke(s, cell);
      if (s.stroke?.cells.at(-1) !== cell)
        throw new Error(`colour ${k}: the stroke stops before ${cell}`);
    }
    s = endStroke(s);
  }
  return { moves: s.moves, won: s.won, early };
}

/**
 * Turns each Netwalk tile the fewest quarter-turns to its stored solution with the session's
 * `turnTile` (clockwise, or anticlockwise for three quarter-turns): the session's moves are
 * `netwalkMoves(play)`.
 */
export function playNetwalkSession(puzzle: NetwalkPuzzle): SessionPlay {
  let s: NetwalkSession = startNetwalk(puzzle);
  let early = false;
  for (const [cell, clicks] of solvingClicks(puzzle)) {
    for (let i = 0; i < Math.abs(clicks); i++) {
      if (s.won) early = true;
      const before = s;
      s = turnTile(s, cell, clicks > 0);
      if (s === before) throw new Error(`tile ${cell} does not turn`);
    }
  }
  return { moves: netwalkMoves(s.play), won: s.won, early };
}
