import {
  addHoles,
  addLoops,
  addRooms,
  braid,
  carve,
  distancesFrom,
  farthestPair,
  facts as mazeFacts,
  type Passages,
  weave,
} from '@knossos/carving';
import {
  type Board,
  type BoardVerdict,
  canRoll,
  placeGimmicks,
  plainBoard,
  solveBoard,
} from '@knossos/gimmicks';
import { createRng } from '@knossos/random';
import { mazeScore, mazeStars } from '@knossos/rating';
import {
  type BuiltinShape,
  builtinMask,
  connectPieces,
  createTopology,
  cutToShape,
  maskFromRows,
  maskFromText,
  type ShapeMask,
  type Topology,
  type TopologySpec,
} from '@knossos/topology';
import { clampSettings, type MazeSettings } from './settings.js';

/** What solving a maze proved, with its rating. */
export interface MazeVerdict extends BoardVerdict {
  /** Several players race from starts with exactly equal pars (always true for one player). */
  readonly fair: boolean;
  /** Stars, 1–5 (0 when not proven solvable), from `@knossos/rating`. */
  readonly difficulty: number;
  /** The score the stars come from; −1 when not proven solvable. */
  readonly score: number;
  /** Player 1's cells along a best solution, start first. */
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
  /** Cells player 1 passes along the best solution (its par in steps on Step boards). */
  readonly solutionLength: number;
  /** Forks on player 1's best route: cells with a way off it. */
  readonly decisions: number;
  /**
   * Forks whose wrong way runs 3 or more cells deep, so the dead end cannot be seen at a glance
   * (the rating's "real decisions").
   */
  readonly realDecisions: number;
  /** The share of playable cells the best solution passes, 0–1. */
  readonly coverage: number;
}

/** A generated maze: plain, serialisable data. */
export interface MazeData {
  /** The board: passages, players, gimmicks, movement. */
  readonly board: Board;
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
}

/**
 * Generates one maze from exactly these settings and seed (no retries: see the verified
 * generation for that): board, shape, carving, braid, loops, rooms, weave, endpoints, players,
 * gimmicks, proof, facts and rating, in the order of the design's pipeline. The same settings
 * and seed always give the same maze; an empty seed is replaced by a fresh one, stored on the
 * result. Settings are clamped first ({@link clampSettings}), and every adjustment is a note.
 *
 * Not yet built (each says so in a note when asked for): open borders, several players.
 *
 * @param input - any settings; see {@link MazeSettings}.
 */
export function generate(input: Partial<MazeSettings> | unknown = {}): MazeData {
  const { settings: clamped, notes } = clampSettings(input);
  const seed = clamped.seed === '' ? freshSeed() : clamped.seed;
  const settings: MazeSettings = { ...clamped, seed };
  const rng = createRng(`maze:${seed}`);

  // Board.
  const floors = settings.floors;
  const spec: TopologySpec =
    settings.grid === 'circular'
      ? { kind: 'circular', rings: settings.rings, firstRing: settings.firstRing, floors }
      : { kind: settings.grid, width: settings.width, height: settings.height, floors };
  const topology = createTopology(spec);
  const shaped = settings.shape === 'none' ? undefined : shapeCells(topology, settings, notes);

  // Carving.
  const cut = settings.holes > 0 ? addHoles(topology, settings.holes, rng, shaped) : null;
  if (cut) notes.push(...cut.notes);
  const playable = cut?.playable ?? shaped;
  const passages = carve(topology, settings.algorithm, rng, {
    ...(playable ? { playable } : {}),
    ...(settings.algorithm === 'growing-tree' ? { branchiness: settings.branchiness } : {}),
    ...(floors > 1 ? { stairs: settings.stairs } : {}),
  });
  if (settings.rooms > 0) addRooms(passages, settings.rooms, settings.roomSize, rng);
  if (settings.braid > 0) braid(passages, settings.braid, rng);
  if (settings.loops > 0) addLoops(passages, settings.loops, rng);
  if (settings.weave > 0) {
    if (settings.grid === 'square' && floors === 1) {
      weave(passages, settings.weave, rng);
    } else {
      notes.push('Weave crossings: only square boards of one floor weave; none were added.');
    }
  }
  notes.push(...passages.notes);

  // Endpoints and players.
  const { start, goal } = endpoints(passages, topology, settings, notes);
  if (settings.players > 1) {
    notes.push(`Players: several players are not generated yet; made a maze for 1.`);
  }
  if (settings.openBorder)
    notes.push('Open border: entrances are not cut yet; the border is closed.');
  let movement = settings.movement;
  if (movement === 'roll' && !canRoll(topology.spec)) {
    notes.push(
      `Movement: Roll needs a one-floor square or hex board; this ${settings.grid} board with ${floors} floor${floors > 1 ? 's' : ''} uses Step.`,
    );
    movement = 'step';
  }

  // Gimmicks, then the proof (placement proves the board after every type).
  let plain = plainBoard(passages.toJSON(), [start], [goal], { movement });
  if (movement === 'roll' && !solveBoard(plain, { stateBudget: settings.stateBudget }).solvable) {
    notes.push(
      'Movement: no start rolls into the goal on this board, so the maze uses Step; raise Braid, or tune the settings (Auto).',
    );
    movement = 'step';
    plain = plainBoard(passages.toJSON(), [start], [goal], { movement });
  }
  const placed = placeGimmicks(
    plain,
    {
      portals: settings.portals,
      keys: settings.keys,
      switches: settings.switches,
      gatesPerSwitch: settings.gatesPerSwitch,
      gems: settings.gems,
      oneWays: settings.oneWays,
      traps: settings.traps,
      shortcutDoors: settings.shortcutDoors,
      noSoftLocks: settings.noSoftLocks,
      minCoverage: settings.minCoverage,
      stateBudget: settings.stateBudget,
    },
    rng,
  );
  notes.push(...placed.notes, ...placed.verdict.notes.filter((n) => !notes.includes(n)));
  const board = placed.board;
  const v = placed.verdict;

  // Facts and rating.
  return { board, ...stamp(board, passages, v, placed.coverage), settings, seed, notes };
}

/**
 * The verdict with its rating, and the facts, for a board and what solving it proved.
 * @internal
 */
export function stamp(
  board: Board,
  passages: Passages,
  v: BoardVerdict,
  coverage: number,
): { verdict: MazeVerdict; facts: MazeFacts } {
  const shape = mazeFacts(passages);
  const route = v.routes[0] ?? [];
  const { decisions, realDecisions } = decisionsAlong(passages, route);
  const scoreInput = {
    movement: board.movement,
    solvable: v.solvable,
    par: v.solvable ? Math.max(...v.playerPars) : 0,
    realDecisions,
    keys: board.keys.length,
    gems: board.gems.length,
    portalPairs: board.portals.length,
    oneWaySides: board.oneWays.length,
  } as const;
  return {
    verdict: {
      ...v,
      fair: true,
      difficulty: mazeStars(scoreInput),
      score: mazeScore(scoreInput) ?? -1,
      solution: route,
    },
    facts: {
      deadEnds: shape.deadEnds,
      junctions: shape.junctions,
      loops: shape.loops,
      solutionLength: Math.max(0, route.length - 1),
      decisions,
      realDecisions,
      coverage,
    },
  };
}

/**
 * The cells inside the shape asked for (a built-in outline, the word in the built-in font, or
 * mask rows), fitted to the board at the fill asked for; pieces joined by the shortest bridges
 * (`connectPieces`) or only the largest kept. A shape that cannot be made (unknown characters,
 * empty rows, fewer than two cells inside) leaves the whole board, with a note.
 */
function shapeCells(
  topology: Topology,
  settings: MazeSettings,
  notes: string[],
): Uint8Array | undefined {
  let mask: ShapeMask;
  try {
    mask =
      settings.shape === 'text'
        ? maskFromText(settings.shapeText)
        : settings.shape === 'custom'
          ? maskFromRows(settings.shapeMask)
          : builtinMask(settings.shape as BuiltinShape);
  } catch (error) {
    notes.push(`Shape: ${(error as Error).message}; the whole board was used.`);
    return undefined;
  }
  const cut = cutToShape(topology, mask, settings.shapeFill);
  notes.push(...cut.notes);
  if (cut.playableCount < 2) {
    notes.push(
      'Shape: fewer than two cells fall inside it on this board; the whole board was used.',
    );
    return undefined;
  }
  if (cut.pieces.length <= 1) return cut.playable;
  if (settings.connectPieces) {
    const joined = connectPieces(topology, cut.playable);
    notes.push(
      `Shape: ${cut.pieces.length} pieces joined by ${joined.bridges} bridge${joined.bridges === 1 ? '' : 's'} of ${joined.added.length} cell${joined.added.length === 1 ? '' : 's'}.`,
    );
    return joined.playable;
  }
  const largest = new Uint8Array(topology.cellCount);
  for (const c of cut.pieces[0]!) largest[c] = 1;
  notes.push(
    `Shape: ${cut.pieces.length} pieces; kept the largest (${cut.pieces[0]!.length} cells).`,
  );
  return largest;
}

/** A fresh seed: eight base-36 characters. */
function freshSeed(): string {
  let seed = '';
  for (let i = 0; i < 8; i++) seed += Math.floor(Math.random() * 36).toString(36);
  return seed;
}

/**
 * The start and goal for the endpoints setting: the farthest pair; the cell nearest the centre
 * and the rim cell farthest from it along the maze (centre out, or the other way round); or the
 * two cells given, when they are two different playable cells (else the farthest pair, with a
 * note).
 */
function endpoints(
  passages: Passages,
  topology: Topology,
  settings: MazeSettings,
  notes: string[],
): { start: number; goal: number } {
  const n = topology.cellCount;
  const playable = (c: number) => Number.isInteger(c) && c >= 0 && c < n && !passages.holes[c];
  const farthest = () => {
    const pair = farthestPair(passages)!;
    return { start: pair.a, goal: pair.b };
  };
  switch (settings.endpoints) {
    case 'fixed': {
      const { start, goal } = settings;
      if (playable(start) && playable(goal) && start !== goal) return { start, goal };
      notes.push(
        `Start / goal: cells ${start} and ${goal} are not two different playable cells; used the farthest pair.`,
      );
      return farthest();
    }
    case 'center-out':
    case 'outside-in': {
      // The playable cell nearest the middle of the ground floor's cells, then the rim cell (one
      // with a side to the border) farthest from it along the maze.
      let sx = 0;
      let sy = 0;
      let count = 0;
      for (let c = 0; c < n; c++) {
        if (!playable(c) || topology.floorOf(c) !== 0) continue;
        const p = topology.center(c);
        sx += p.x;
        sy += p.y;
        count++;
      }
      let middle = -1;
      let best = Number.POSITIVE_INFINITY;
      for (let c = 0; c < n; c++) {
        if (!playable(c) || topology.floorOf(c) !== 0) continue;
        const p = topology.center(c);
        const d = (p.x - sx / count) ** 2 + (p.y - sy / count) ** 2;
        if (d < best) {
          best = d;
          middle = c;
        }
      }
      const dist = distancesFrom(passages, middle);
      let rim = -1;
      for (let c = 0; c < n; c++) {
        if (dist[c]! <= 0) continue;
        let border = false;
        for (let s = 0; s < topology.slotCount(c) && !border; s++) {
          border = topology.neighbor(c, s) < 0;
        }
        if (border && (rim < 0 || dist[c]! > dist[rim]!)) rim = c;
      }
      if (rim < 0) return farthest();
      return settings.endpoints === 'center-out'
        ? { start: middle, goal: rim }
        : { start: rim, goal: middle };
    }
    default:
      return farthest();
  }
}

/**
 * @internal Forks along a route: cells of the route (not its ends) with an open side leading off it, and
 * of those the ones where a way off runs 3 or more cells deep before it ends (measured without
 * passing back through the fork).
 */
export function decisionsAlong(
  passages: Passages,
  route: readonly number[],
): { decisions: number; realDecisions: number } {
  const t = passages.topology;
  const onRoute = new Set(route);
  let decisions = 0;
  let realDecisions = 0;
  for (let i = 0; i + 1 < route.length; i++) {
    const fork = route[i]!;
    let off = false;
    let deep = false;
    for (let s = 0; s < t.slotCount(fork); s++) {
      const next = passages.across(fork, s);
      if (next < 0 || onRoute.has(next)) continue;
      off = true;
      if (!deep) deep = depthAtLeast(passages, fork, next, 3);
    }
    if (off) decisions++;
    if (deep) realDecisions++;
  }
  return { decisions, realDecisions };
}

/** Whether the cells reachable from `first` without passing `fork` reach `depth` steps away. */
function depthAtLeast(passages: Passages, fork: number, first: number, depth: number): boolean {
  const t = passages.topology;
  const seen = new Map<number, number>([
    [fork, 0],
    [first, 1],
  ]);
  const queue = [first];
  for (let head = 0; head < queue.length; head++) {
    const cell = queue[head]!;
    const d = seen.get(cell)!;
    if (d >= depth) return true;
    for (let s = 0; s < t.slotCount(cell); s++) {
      const next = passages.across(cell, s);
      if (next < 0 || seen.has(next)) continue;
      seen.set(next, d + 1);
      queue.push(next);
    }
  }
  return false;
}
