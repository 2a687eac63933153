// Mazes for the maze game's tests: generated ones over fixed seeds for every grid, gimmick and
// movement, and small hand-made boards where a test needs to know exactly what lies where.
import { generate, HOME, type MazeData, newGame, type Play } from '@knossos/maze';
import { createTopology, type Topology, type TopologySpec } from '@knossos/topology';
import type { GameEvent } from '../src/maze/events.js';
import { MazeGame } from '../src/maze/game.js';

/** Generation settings per case (each generated with seed `play-1`). */
export const CASES: Readonly<Record<string, Record<string, unknown>>> = {
  square: { grid: 'square', width: 6, height: 6 },
  hex: { grid: 'hex', width: 6, height: 6 },
  triangle: { grid: 'triangle', width: 8, height: 5 },
  circular: { grid: 'circular', rings: 4 },
  floors: { grid: 'square', width: 5, height: 5, floors: 2 },
  tower: { grid: 'hex', width: 5, height: 5, floors: 3 },
  keys: { grid: 'square', width: 7, height: 7, keys: 2 },
  gems: { grid: 'square', width: 7, height: 7, gems: 3 },
  switches: { grid: 'square', width: 7, height: 7, switches: 1 },
  traps: { grid: 'square', width: 7, height: 7, traps: 0.25 },
  portals: { grid: 'square', width: 7, height: 7, portals: 1 },
  oneWays: { grid: 'square', width: 7, height: 7, oneWays: 4 },
  weave: { grid: 'square', width: 8, height: 8, weave: 1 },
  mix: {
    grid: 'square',
    width: 9,
    height: 9,
    keys: 2,
    gems: 1,
    traps: 0.1,
    portals: 1,
    oneWays: 4,
  },
  ownGoals: { grid: 'square', width: 6, height: 6, players: 2, sharedGoal: false },
  rollSquare: { grid: 'square', width: 6, height: 6, movement: 'roll', braid: 0.5 },
  rollHex: { grid: 'hex', width: 6, height: 6, movement: 'roll', braid: 0.5 },
  rollTraps: { grid: 'square', width: 7, height: 7, movement: 'roll', braid: 0.5, traps: 0.2 },
  rollGems: { grid: 'hex', width: 7, height: 7, movement: 'roll', braid: 0.5, gems: 2, portals: 1 },
  rollKeys: {
    grid: 'square',
    width: 7,
    height: 7,
    movement: 'roll',
    braid: 0.5,
    keys: 1,
    switches: 1,
  },
  rollPair: { grid: 'square', width: 7, height: 7, movement: 'roll', braid: 0.5, players: 2 },
  race2: { grid: 'square', width: 7, height: 7, players: 2, sharedGoal: true },
  race3: { grid: 'hex', width: 7, height: 7, players: 3, sharedGoal: true },
};

const MADE = new Map<string, MazeData>();

/** The maze of a case, generated once. */
export function mazeOf(name: string): MazeData {
  let maze = MADE.get(name);
  if (maze === undefined) {
    maze = generate({ ...CASES[name], seed: 'play-1' });
    MADE.set(name, maze);
  }
  return maze;
}

/** The grid of a maze. */
export function topologyOfMaze(maze: MazeData): Topology {
  return createTopology(maze.board.passages.spec as TopologySpec);
}

/** Where a player stands: its cell, its goal once home. */
export function standingOf(maze: MazeData, play: Play, player: number): number {
  const c = play.positions[player]!;
  return c === HOME ? (maze.board.goals[player] ?? maze.board.goals[0]!) : c;
}

/** What a hand-made board may hold besides its open sides. */
export interface MadeBoard {
  readonly spec: TopologySpec;
  /** Sides opened (both ways), as [cell, slot]; `'all'` opens every side with a neighbour. */
  readonly open: readonly (readonly [number, number])[] | 'all';
  readonly starts: readonly number[];
  readonly goals: readonly number[];
  readonly movement?: 'step' | 'roll';
  readonly sharedGoal?: boolean;
  readonly keys?: readonly number[];
  readonly doors?: readonly { cell: number; slot: number; key: number }[];
  readonly gems?: readonly number[];
  readonly switches?: readonly { cell: number; channel: number }[];
  readonly gates?: readonly { cell: number; slot: number; channel: number; startsOpen: boolean }[];
  readonly traps?: readonly number[];
  readonly portals?: readonly { a: number; b: number }[];
  readonly tunnels?: readonly { over: number; a: number; c: number }[];
  readonly par?: number;
}

/**
 * A maze over a hand-made board, as far as the game reads one (its board and par; the rest of
 * the verdict is not used by the game).
 */
export function madeMaze(made: MadeBoard): MazeData {
  const t = createTopology(made.spec);
  const masks = Array.from({ length: t.cellCount }, () => 0);
  const open = (c: number, s: number) => {
    const n = t.neighbor(c, s);
    if (n < 0) return;
    masks[c]! |= 1 << s;
    masks[n]! |= 1 << t.oppositeSlot(c, s);
  };
  if (made.open === 'all') {
    for (let c = 0; c < t.cellCount; c++) for (let s = 0; s < t.slotCount(c); s++) open(c, s);
  } else for (const [c, s] of made.open) open(c, s);
  const board = {
    passages: { spec: made.spec, masks, holes: [], tunnels: [...(made.tunnels ?? [])], notes: [] },
    starts: [...made.starts],
    goals: [...made.goals],
    sharedGoal: made.sharedGoal ?? made.goals.length === 1,
    movement: made.movement ?? 'step',
    keys: [...(made.keys ?? [])],
    doors: [...(made.doors ?? [])],
    switches: [...(made.switches ?? [])],
    gates: [...(made.gates ?? [])],
    gems: [...(made.gems ?? [])],
    traps: [...(made.traps ?? [])],
    oneWays: [],
    portals: [...(made.portals ?? [])],
  };
  return { board, verdict: { par: made.par ?? -1 } } as unknown as MazeData;
}

/** A 1-row square corridor of `n` cells, every side between neighbours open (E = slot 1). */
export function corridor(
  n: number,
  extra: Omit<MadeBoard, 'spec' | 'open'> & { closed?: readonly number[] },
): MazeData {
  const open: [number, number][] = [];
  for (let c = 0; c + 1 < n; c++) if (!(extra.closed ?? []).includes(c)) open.push([c, 1]);
  return madeMaze({ spec: { kind: 'square', width: n, height: 1 }, open, ...extra });
}

/** A game with every event it sends kept. */
export function recorded(maze: MazeData): { game: MazeGame; events: GameEvent[] } {
  const game = new MazeGame(maze);
  const events: GameEvent[] = [];
  game.subscribe((e) => events.push(e));
  return { game, events };
}

/** A fresh game's play of a maze. */
export function startOf(maze: MazeData): Play {
  return newGame(maze.board, { turns: true });
}
