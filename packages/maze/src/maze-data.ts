// The plain data of a generated maze: what generation, the readers and the family pass around.
import type { Board, BoardVerdict } from '@knossos/gimmicks';
import type { MazeCut } from './proving.js';
import type { MazeSettings } from './settings.js';

/** What solving a maze proved, with its rating. */
export interface MazeVerdict extends BoardVerdict {
  /**
   * False only for a race (Step, several players, one shared goal) whose players' pars differ or
   * that is not proven solvable; true otherwise.
   */
  readonly fair: boolean;
  /** Stars, 1–5 (0 when not proven solvable): `mazeStars` of the score. */
  readonly difficulty: number;
  /** The score the stars come from; −1 when not proven solvable. */
  readonly score: number;
  /**
   * Player 1's cells along a best solution, start first. Step: every cell stood on (`par` + 1
   * for player 1 alone, portal landings included). Roll: where player 1 comes to rest after
   * each roll (`par` + 1 cells); the cells passed are in `routes` and, per roll, `solutionTrails`.
   */
  readonly solution: readonly number[];
}

/** Facts about a maze's shape and its best solution. */
export interface MazeFacts {
  /** Playable cells with one open side. */
  readonly deadEnds: number;
  /** Playable cells with three or more open sides. */
  readonly junctions: number;
  /** Independent loops: open sides − cells + pieces. */
  readonly loops: number;
  /** Steps on player 1's shortest route through the bare maze (gimmicks aside). */
  readonly solutionLength: number;
  /** Forks on that route: cells of it with a way off it. */
  readonly decisions: number;
  /**
   * Forks whose wrong way runs 3 or more cells deep, so the dead end cannot be seen at a glance
   * (the rating's "real decisions").
   */
  readonly realDecisions: number;
  /** The share of playable cells the best solution passes (all players' routes), 0–1. */
  readonly coverage: number;
  /** Doors and switches' first gates player 1 could walk around through the bare maze. */
  readonly shortcuts: number;
}

/** One side of a cell, numbered as `@knossos/topology` numbers slots. */
export interface Side {
  /** The cell. */
  readonly cell: number;
  /** The side (slot) of the cell. */
  readonly slot: number;
}

/** A generated maze: plain, serialisable data. */
export interface MazeData {
  /** The board: passages, players, gimmicks, movement. */
  readonly board: Board;
  /**
   * Open border: the sides of the outer wall cut open, player 1's entrance at its start first,
   * then the exit at its goal (empty when the border is closed). Drawings leave a gap there;
   * the rules ignore them (players never leave the board).
   */
  readonly entrances: readonly Side[];
  /** The proof and rating. */
  readonly verdict: MazeVerdict;
  /** Facts about the maze. */
  readonly facts: MazeFacts;
  /** The settings used (clamped), with the seed that was used. */
  readonly settings: MazeSettings;
  /** The seed used: `generate` with these settings and seed gives this maze again. */
  readonly seed: string;
  /** One sentence per adjustment, each starting with what it is about. */
  readonly notes: readonly string[];
  /**
   * The open rooms carving made (the `rooms` setting), each the list of its cells, ascending:
   * every side between two cells of a room is open. Absent when the maze has none (and in files
   * written before rooms were kept).
   */
  readonly rooms?: readonly (readonly number[])[];
  /**
   * The cells the shape cut away (the `shape` setting), ascending. They are holes too
   * (`board.passages.holes`), which also hold the holes the `holes` setting cut inside the shape.
   * Absent when no shape cut any (and in files written before the outside was kept).
   */
  readonly outside?: readonly number[];
  /**
   * Player 1's goal when it is an area of several cells (a micromouse maze's 2 × 2 centre, read
   * by `fromMicromouse`): a route ends the first time it enters any of these cells, and the
   * verdict counts the best routes into the area. `board.goals[0]` is the nearest of them.
   * Absent for a goal of one cell (every generated maze).
   */
  readonly goalArea?: readonly number[];
  /**
   * Present when a limit (the state budget, the time limit or the signal) cut a proof short
   * during generation, so what was asked may have fitted with more: the maze is not verified
   * against its request (see `shortfalls`), and a note says what ran out. Absent otherwise.
   */
  readonly cut?: MazeCut;
}
