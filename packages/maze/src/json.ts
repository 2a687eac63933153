import { readJsonOr } from '@knossos/core';
import { validate } from '@knossos/gimmicks';
import { createTopology, type TopologySpec } from '@knossos/topology';
import { z } from 'zod';
import { MazeError } from './errors.js';
import type { MazeData } from './generate.js';
import { outerWall } from './outer-wall.js';
import { clampSettings } from './settings.js';

/** The format tag of one maze in JSON. */
export const MAZE_FORMAT = 'knossos.maze/1';
/** The format tag of a pack: an ordered, named list of mazes. */
export const PACK_FORMAT = 'knossos.maze-pack/1';

/** An ordered, named list of mazes (a level pack). */
export interface MazePack {
  /** The pack's name. */
  readonly name: string;
  /** The mazes, in play order. */
  readonly mazes: readonly MazeData[];
  /**
   * Anything the pack's maker had to say about it as a whole (for example that it was
   * interrupted and holds fewer mazes than asked), one sentence each; absent or empty when none.
   */
  readonly notes?: readonly string[];
}

const cell = z.number().int().min(0);
const side = z.object({ cell, slot: z.number().int().min(0) });
const board = z.object({
  passages: z.object({
    spec: z.looseObject({ kind: z.string() }),
    masks: z.array(z.number().int()),
    holes: z.array(cell),
    tunnels: z.array(z.looseObject({})),
    notes: z.array(z.string()),
  }),
  starts: z.array(cell).min(1).max(4),
  goals: z.array(cell).min(1).max(4),
  sharedGoal: z.boolean(),
  movement: z.enum(['step', 'roll']),
  keys: z.array(cell),
  doors: z.array(side.extend({ key: z.number().int().min(0) })),
  switches: z.array(z.object({ cell, channel: z.number().int().min(0).max(3) })),
  gates: z.array(side.extend({ channel: z.number().int().min(0).max(3), startsOpen: z.boolean() })),
  gems: z.array(cell),
  traps: z.array(cell),
  oneWays: z.array(side),
  portals: z.array(z.object({ a: cell, b: cell })),
});
const count = z.number().int();
const verdict = z.object({
  solvable: z.boolean(),
  par: count,
  playerPars: z.array(count),
  optimalCount: z.number().min(0),
  countComplete: z.boolean(),
  unique: z.boolean(),
  canGetStuck: z.boolean().nullable(),
  moves: z.array(z.array(count)),
  routes: z.array(z.array(count)),
  explored: count,
  budgetExhausted: z.boolean(),
  // Optional, so files written before proofs had time limits still read.
  timedOut: z.boolean().default(false),
  notes: z.array(z.string()),
  fair: z.boolean(),
  difficulty: z.number().int().min(0).max(5),
  score: z.number(),
  solution: z.array(count),
});
const facts = z.object({
  deadEnds: count,
  junctions: count,
  loops: count,
  solutionLength: count,
  decisions: count,
  realDecisions: count,
  coverage: z.number().min(0).max(1),
  // Optional, so files written before the fact existed still read (verify restamps it).
  shortcuts: count.default(0),
});
const maze = z.object({
  board,
  // Optional, so files written before open borders existed still read.
  entrances: z.array(side).max(2).default([]),
  verdict,
  facts,
  settings: z.looseObject({}),
  seed: z.string(),
  notes: z.array(z.string()),
  // Optional, so files written before rooms and the outside were kept still read.
  rooms: z.array(z.array(cell).min(1)).optional(),
  outside: z.array(cell).optional(),
  // Optional: only a maze whose goal is an area of several cells has one.
  goalArea: z.array(cell).min(2).optional(),
  cut: z
    .object({
      by: z.enum(['state budget', 'time limit', 'signal']),
      during: z.string().max(200),
    })
    .optional(),
});
const mazeFile = z.object({ format: z.literal(MAZE_FORMAT), maze });
const packFile = z.object({
  format: z.literal(PACK_FORMAT),
  name: z.string(),
  // Optional, so packs written before packs had notes still read.
  notes: z.array(z.string()).optional(),
  mazes: z.array(maze),
});

/**
 * Writes a maze as JSON: `{ "format": "knossos.maze/1", "maze": … }`. The same maze always gives
 * the same text (fields in a fixed order).
 */
export function mazeToJson(data: MazeData): string {
  return JSON.stringify({ format: MAZE_FORMAT, maze: data });
}

/** Writes a pack as JSON: `{ "format": "knossos.maze-pack/1", "name": …, "mazes": [ … ] }`. */
export function packToJson(pack: MazePack): string {
  const notes = pack.notes !== undefined && pack.notes.length > 0 ? { notes: pack.notes } : {};
  return JSON.stringify({ format: PACK_FORMAT, name: pack.name, ...notes, mazes: pack.mazes });
}

/**
 * Reads a maze written by {@link mazeToJson}: the JSON is parsed, its shape checked field by
 * field (with zod), its settings clamped, and its board checked with `validate` from
 * `@knossos/gimmicks` (openings that agree on both sides, gimmicks on playable cells, a stored
 * best solution that walks home).
 *
 * @throws {@link MazeError} naming what is wrong: `text` with the line and column of a JSON
 *   syntax error, or the path of the first bad field (for example `maze.board.starts.0`).
 */
export function mazeFromJson(text: string): MazeData {
  const parsed = mazeFile.safeParse(parseJson(text));
  if (!parsed.success) throw fieldError(parsed.error);
  return checked(parsed.data.maze as unknown as MazeData, 'maze');
}

/**
 * Reads a pack written by {@link packToJson}, checking every maze as {@link mazeFromJson} does.
 *
 * @throws {@link MazeError} naming the first bad field (for example `mazes.3.board.gems.0`).
 */
export function packFromJson(text: string): MazePack {
  const parsed = packFile.safeParse(parseJson(text));
  if (!parsed.success) throw fieldError(parsed.error);
  const mazes = parsed.data.mazes.map((m, i) => checked(m as unknown as MazeData, `mazes.${i}`));
  const { name, notes } = parsed.data;
  return { name, ...(notes !== undefined && notes.length > 0 ? { notes } : {}), mazes };
}

/**
 * Reads one maze object (as a pack holds it: `MazeData` without a format tag) from parsed JSON,
 * checked as {@link mazeFromJson} checks it; `where` is its path, for messages (`board`).
 * @internal
 */
export function mazeFromValue(value: unknown, where: string): MazeData {
  const parsed = maze.safeParse(value);
  if (!parsed.success) {
    const error = fieldError(parsed.error);
    const field = error.field === 'format' ? where : `${where}.${error.field}`;
    throw new MazeError(field, `${field}: ${parsed.error.issues[0]!.message}`);
  }
  return checked(parsed.data as unknown as MazeData, where);
}

/**
 * Parses JSON strictly through `readJson` of `@knossos/core` (no comments, no trailing commas,
 * nesting at most 256 deep), a fault turned into a MazeError at its line and column.
 */
function parseJson(text: string): unknown {
  if (typeof text !== 'string') throw new MazeError('text', 'maze JSON must be text');
  return readJsonOr(text, (problem, where) => new MazeError('text', `not JSON: ${problem}`, where));
}

/** The first zod issue as a MazeError naming its field. */
function fieldError(error: z.ZodError): MazeError {
  const issue = error.issues[0]!;
  const field = issue.path.map(String).join('.') || 'format';
  return new MazeError(field, `${field}: ${issue.message}`);
}

/** The settings clamped (notes added) and the board validated. */
function checked(data: MazeData, where: string): MazeData {
  const { settings, notes } = clampSettings(data.settings);
  const problems = validate(data.board, data.verdict.solvable ? data.verdict.moves : undefined);
  if (problems.length > 0) {
    const first = problems[0]!;
    // One path style for every error: `gems.0`, as zod names fields, not `gems[0]`.
    const field = first.field.replace(/\[(\d+)\]/g, '.$1');
    throw new MazeError(`${where}.board.${field}`, `${where}.board: ${first.message}`);
  }
  const v = data.verdict;
  if (v.solvable) {
    // The stored par must be what the stored solution takes (validate walked it home above).
    const taken =
      data.board.movement === 'roll'
        ? (v.moves[0]?.length ?? 0)
        : v.moves.reduce((sum, moves) => sum + moves.length, 0);
    if (taken !== v.par) {
      throw new MazeError(
        `${where}.verdict.par`,
        `${where}.verdict.par: ${v.par}, but the stored solution takes ${taken} moves`,
      );
    }
    v.playerPars.forEach((par, p) => {
      const own = data.board.movement === 'roll' ? v.par : (v.moves[p]?.length ?? 0);
      if (par !== own) {
        throw new MazeError(
          `${where}.verdict.playerPars.${p}`,
          `${where}.verdict.playerPars.${p}: ${par}, but that player's stored route takes ${own} moves`,
        );
      }
    });
  }
  const t = createTopology(data.board.passages.spec as TopologySpec);
  // The stored best solution stands on cells of this board, and on no more players than it has.
  if (v.routes.length > data.board.starts.length) {
    throw new MazeError(
      `${where}.verdict.routes`,
      `${where}.verdict.routes: ${v.routes.length} routes for ${data.board.starts.length} players`,
    );
  }
  v.routes.forEach((route, p) => {
    route.forEach((cell, k) => {
      if (cell >= t.cellCount) {
        const field = `${where}.verdict.routes.${p}.${k}`;
        throw new MazeError(
          field,
          `${field}: cell ${cell} is not on the board (0–${t.cellCount - 1})`,
        );
      }
    });
  });
  data.goalArea?.forEach((goal, i) => {
    const field = `${where}.goalArea.${i}`;
    if (goal >= t.cellCount) {
      throw new MazeError(
        field,
        `${field}: cell ${goal} is not on the board (0–${t.cellCount - 1})`,
      );
    }
  });
  if (data.goalArea !== undefined && !data.goalArea.includes(data.board.goals[0]!)) {
    const field = `${where}.goalArea`;
    throw new MazeError(field, `${field}: the board's goal ${data.board.goals[0]} is not in it`);
  }
  const holes = new Set(data.board.passages.holes);
  checkParts(data, where, t.cellCount, holes);
  const { outside } = outerWall({ topology: t, isHole: (c) => holes.has(c) });
  data.entrances.forEach(({ cell, slot }, i) => {
    const field = `${where}.entrances.${i}`;
    if (cell >= t.cellCount || slot >= t.slotCount(cell)) {
      throw new MazeError(field, `${field}: cell ${cell} has no side ${slot}`);
    }
    // An entrance is a side of the outer wall: off the board, or into a hole of the outside.
    const beyond = t.neighbor(cell, slot);
    if (holes.has(cell) || (beyond >= 0 && !outside[beyond]) || t.isStairSlot(cell, slot)) {
      throw new MazeError(field, `${field}: side ${slot} of cell ${cell} is not on the outer wall`);
    }
  });
  return { ...data, settings, notes: [...data.notes, ...notes] };
}

/** Rooms on playable cells of the board; the outside among the holes. */
function checkParts(data: MazeData, where: string, cells: number, holes: Set<number>): void {
  data.rooms?.forEach((room, r) => {
    room.forEach((cell, k) => {
      const field = `${where}.rooms.${r}.${k}`;
      if (cell >= cells || holes.has(cell)) {
        throw new MazeError(field, `${field}: cell ${cell} is not a playable cell of the board`);
      }
    });
  });
  data.outside?.forEach((cell, k) => {
    const field = `${where}.outside.${k}`;
    if (!holes.has(cell)) throw new MazeError(field, `${field}: cell ${cell} is not a hole`);
  });
}
